/**
 * The CI-sized run of the fuzzers (the offline one is `npm run fuzz`, see test/fuzz/cli.ts), on
 * fixed seeds so that a failure reproduces:
 * - generated programs (expressions over every integer and float type, control flow, structs,
 *   classes with constructors and operators, class templates, inheritance, templates, overloads,
 *   kernels, functor kernels; pointers, switch and goto, containers, closures, algorithms over
 *   class objects) compile, and Dawn takes their WGSL;
 * - a few of them print, under `ampc run` on the WebGPU adapter, exactly what g++ prints;
 * - mutants of the repository's programs never make the compiler throw, and the WGSL of every
 *   mutant it accepts is taken by Dawn.
 */
import { useDawnDevice } from '../helpers/dawn-device.js';
import { dawnMessages } from '../helpers/dawn.js';
import { checkCompile, seedPrograms } from './crash.js';
import { commonType, convertRange, wide64 } from './ctypes.js';
import { compareWithGxx, firstDifference } from './differential.js';
import { mutate, tokenize } from './mutate.js';
import { generateProgram } from './program.js';
import { Random } from './random.js';

// With the adapter's compute limits, as `ampc run` has them.
const requireDevice = useDawnDevice({ adapterLimits: true });

describe('the generator', () => {
  it('gives the same program for the same seed, and different ones for different seeds', () => {
    expect(generateProgram(11)).toBe(generateProgram(11));
    expect(generateProgram(11)).not.toBe(generateProgram(12));
  });

  it('covers the language it promises: every type (64-bit integers too), control flow, structs, templates, overloads, lambdas, references, tiled kernels', () => {
    const text = Array.from({ length: 20 }, (_, seed) => generateProgram(seed)).join('\n');
    for (const construct of [
      'unsigned char ', 'signed char ', 'unsigned short ', 'short ', 'double ', 'float ', 'bool ', 'unsigned ',
      'for (', 'while (', 'do {', 'switch (', 'break;', 'S s', 'tmax(', 'tscale<', 'hmax<', 'tile_static', 'barrier.wait()',
      'index<2>', 'restrict(amp, cpu)', '<<', '%', ' / ', 'int& r0', 'std::setprecision(', 'auto L', 'array_view<S, 1>',
      'precise_math::', 'std::sqrt(', 'const ', ' += ', 'static_cast<', ', 2> ti)',
      // 64-bit integers (host only): every type, literals with each suffix, INT64_MIN, constexpr, printf.
      'long long ', 'unsigned long long ', 'long ', 'unsigned long ', 'LL', 'ULL', 'UL', '-9223372036854775807',
      'constexpr long long ', 'constexpr unsigned long ', '%lld', '%llu', '%ld', '%lu', '(unsigned long long)',
    ]) {
      expect(text).toContain(construct);
    }
    // A host function writing its `int& r0` is called inside an expression that also reads the
    // variable it writes (`w1 + f2(w1, ...)`), whose order g++ decides.
    const hostWriters = [...text.matchAll(/^\w[\w ]* (f\d+)\(int& r0[^)]*\) \{/gm)].map((m) => m[1]!);
    expect(hostWriters.length).toBeGreaterThan(0);
    const readBeside = text.split('\n').some((line) => hostWriters.some((f) => [...line.matchAll(new RegExp(`\\b${f}\\((\\w+),`, 'g'))].some((m) => line.replace(m[0], '').match(new RegExp(`\\b${m[1]}\\b`)))));
    expect(readBeside).toBe(true);
    // Some function name is defined twice: an overload.
    const names = [...text.matchAll(/^\w[\w ]* (f\d+)\(/gm)].map((m) => m[1]);
    expect(names.length).toBeGreaterThan(new Set(names).size);
  });

  it('generates classes: constructors, member-initialiser lists out of order, operators, a class template, inheritance, functor kernels', () => {
    const programs = Array.from({ length: 20 }, (_, seed) => generateProgram(seed));
    const text = programs.join('\n');
    for (const construct of [
      // Constructors with side effects, a static data member, const and mutating members.
      'struct K0 {', 'static int count;', 'int K0::count = 0;', '++ctorCount;', ') const {', 'void mut(int x)',
      // amp classes: restrict(amp, cpu) constructors and members.
      ') restrict(amp, cpu) : ', 'const restrict(amp, cpu) {',
      // Operators, member and free.
      ' operator+(const K', 'bool operator==(const K', '& operator+=(int x)', 'int operator[](int i) const', ' operator()(int x) const',
      ' operator-() const', ' operator-(const K', 'bool operator<(const K', 'std::ostream& operator<<(std::ostream& os, const K',
      // Used: operator chains, objects by value, by reference, returned by value, copies.
      ' += ', ') + ', ') - ', ' == ', 'bumpK', 'peekK', 'copyPeekK', 'makeK0(',
      // The class template, inheritance with a virtual function, the functor kernel.
      'template <class T, int N> struct Box', 'virtual int value(int x) const', ') const override {', ': Base(', 'r.value(', 'p->',
      ', Fn(', 'void operator()(index<1> idx) const restrict(amp)',
      // Members calling members; a view of amp-class objects; comparisons with an int (C++20's reversed operator==).
      'this->', 'array_view<K1, 1> qo', 'bool operator==(int v) const',
    ]) {
      expect(text).toContain(construct);
    }
    // Box is used with two argument lists in every program.
    for (const program of programs) expect(new Set(program.match(/Box<\w+( \w+)?, \d>/g)).size).toBeGreaterThanOrEqual(2);
    // Some parameterised constructor initialises its members in another order than they are declared.
    expect(text).toMatch(/K\d\(int a, int b\)[^{]*: f[12]\(/);
    // A kernel constructs and uses objects of an amp class (the lambda's `K1 ob… = …` inside parallel_for_each).
    expect(text).toMatch(/\(\w+ (==|!=) ob\d+\)/);
    const kernelBodies = text.split('parallel_for_each(qi').slice(1).map((k) => k.slice(0, k.indexOf('});')));
    expect(kernelBodies.some((k) => /\n\s+K\d ob\d+/.test(k))).toBe(true);
  });
});

describe('the construct families', () => {
  const programs = Array.from({ length: 20 }, (_, seed) => generateProgram(seed));
  const text = programs.join('\n');
  const kernels = text.split('parallel_for_each(').slice(1).map((k) => k.slice(0, k.indexOf('\n    });')));

  it('generate pointers on the host and in kernels (pointers.ts)', () => {
    for (const construct of [
      'int ppSum(const int* b, const int* e)', 'void ppSet(S* s, int v) { s->a', 'int ppAmp(int* p, int k) restrict(amp)',
      '.data() + ', 'ppBump(pp', 'ppSwap(pp', '->a = ', '(*pp', '++pp', '--pp', ' += ', '(int)(pp', 'const int* pp', ' != pp',
    ]) {
      expect(text).toContain(construct);
    }
    expect(text).toMatch(/\(int\)\(pp\d+ (<|<=|>|>=|==|!=) pp\d+\)/);
    expect(text).toMatch(/\*\(pp\d+ [+-] \d+\)/);
    // In kernels: a pointer to a tile_static element, to a local array, to the view's element, an amp helper's pointer parameter.
    expect(kernels.some((k) => /int\* pp\d+ = &psh\d+\[l\];/.test(k))).toBe(true);
    expect(kernels.some((k) => /int\* pp\d+ = &pk\d+\[(idx|ti\.global)\];/.test(k))).toBe(true);
    expect(kernels.some((k) => /ppAmp\(pp\d+, \d+\)/.test(k))).toBe(true);
    expect(kernels.some((k) => /pp\d+->a = /.test(k))).toBe(true);
    expect(kernels.some((k) => /const int\* pp\d+ = &pk\d+in\[/.test(k))).toBe(true);
    expect(kernels.some((k) => /\(pp\d+ \+ -?\d+\)->a/.test(k))).toBe(true);
  });

  it('generate switch with fallthrough and default in the middle, and goto (switches.ts)', () => {
    for (const construct of ['int sw0(int x, int y) {', 'default:', 'continue;', 'break;', 'goto again', 'goto done', 'goto skip']) {
      expect(text).toContain(construct);
    }
    // A case without a break falls through into the next label; a default followed by a case.
    expect(text).toMatch(/\n(\s+)(case -?\d+|default):\n(\1    [^\n]*\n)*?\1case /);
    expect(text).toMatch(/\n(\s+)default:\n(\1    [^\n]*\n)*?\1case /);
    // A backward goto: its label comes before it.
    expect(text).toMatch(/(again\d+):[^]*goto \1;/);
  });

  it('generate vectors, arrays of structs and algorithms (containers.ts)', () => {
    for (const construct of [
      '.push_back(', '.insert(', '.erase(', '.resize(', '.assign(', 'std::accumulate(', 'std::count_if(', 'std::sort(cv', 'std::sort(ca',
      'for (int& x : cv', 'for (int x : cv', 'for (CtItem& it : ci', 'for (CtItem it : ci', 'std::vector<CtItem> cv', 'for (S& s : ca',
    ]) {
      expect(text).toContain(construct);
    }
  });

  it('generate lambdas as values (closures.ts)', () => {
    for (const construct of [
      '](int x) {', '[&cl', '[=](int x)', '() mutable {', 'std::function<int(int)> lf', 'clApply(', 'clTwice(', 'clCall(',
      '[](auto v) { return v + v; }', 'clApply([&](int x)', '](int y) restrict(amp, cpu) {',
    ]) {
      expect(text).toContain(construct);
    }
    // A capture by value, then the variable changes, then the lambda is called.
    expect(text).toMatch(/auto (lf\d+) = \[(cl\d+)\]\(int x\)[^\n]*\n(\s+[^\n]*\n)*?\s+\2 = [^\n]*\n(\s+[^\n]*\n)*?\s+int cr\d+ = \1\(/);
    // Kernels define capture-less lambdas and call them.
    expect(kernels.some((k) => /auto lf\d+ = \[\]\(int y\) restrict\(amp\)/.test(k))).toBe(true);
  });

  it('generate <algorithm> over containers of a class, with references taken before the call (algorithms.ts)', () => {
    for (const construct of [
      'struct AgRec {', 'std::string tag;', 'int m[2]', 'std::vector<AgRec> agc', 'std::array<AgRec, ', '.data() + ',
      // Reordering algorithms.
      'std::sort(agc', 'std::stable_sort(agc', 'std::reverse(agc', 'std::rotate(agc', 'std::partition(agc', 'std::stable_partition(agc',
      'std::nth_element(agc', 'std::partial_sort(agc', 'std::iter_swap(agc', 'std::swap_ranges(agc', 'std::swap(agc', 'std::next_permutation(agc',
      // Copying algorithms.
      'std::copy(agc', 'std::copy_n(agc', 'std::copy_backward(agc', 'std::fill(agc', 'std::fill_n(agc', 'std::transform(agc', 'std::generate(agc',
      'std::replace_if(agc', 'std::reverse_copy(agc', 'std::rotate_copy(agc', 'std::merge(agc', 'std::remove_copy_if(agc', 'std::unique_copy(agc',
    ]) {
      expect(text).toContain(construct);
    }
    // A C array of AgRec, and the class's operator< used by a sort without a comparator.
    expect(text).toMatch(/AgRec agc\d+\[\d+\] = \{/);
    expect(text).toMatch(/std::sort\(agc[^;]*\w\);/);
    // A reference and a pointer to elements, taken before an algorithm call and read after it.
    expect(text).toMatch(/AgRec& (agr\d+) = agc\d+\[\d+\];\n(\s+AgRec[&*] [^\n]*\n)*\s+std::\w+\([^\n]*\n\s+std::cout << \1 << /);
    expect(text).toMatch(/AgRec\* (agp\d+) = &agc\d+\[\d+\];\n(\s+AgRec[&*] [^\n]*\n)*\s+std::\w+\([^\n]*\n(\s+[^\n]*\n)*?\s+std::cout << \*\1 << /);
  });

  it('draw from their own random sources: without them, a seed gives the program it gave before', () => {
    const without = generateProgram(7, { families: false });
    expect(without).not.toContain('ppBump');
    const lines = new Set(generateProgram(7).split('\n'));
    // Every line of the program without families is in the program with them, in the same order.
    expect(without.split('\n').filter((l) => !lines.has(l))).toEqual([]);
  });
});

describe('the type model', () => {
  it("takes the usual arithmetic conversions of 64-bit operands as g++ on x86-64 does", () => {
    expect(commonType('long', 'ullong')).toBe('ullong');
    expect(commonType('llong', 'ulong')).toBe('ullong');
    expect(commonType('llong', 'uint')).toBe('llong');
    expect(commonType('long', 'llong')).toBe('llong');
    expect(commonType('ulong', 'int')).toBe('ulong');
    expect(commonType('uint', 'long')).toBe('long');
    expect(commonType('short', 'ushort')).toBe('int');
    expect(commonType('ullong', 'float')).toBe('float');
  });

  it('keeps 64-bit intervals exact only within 2^52, and otherwise takes the whole type', () => {
    expect(wide64('llong', -(2 ** 52), 2 ** 52)).toEqual([-(2 ** 52), 2 ** 52]);
    expect(wide64('llong', 0, 2 ** 52 + 2)).toEqual([-(2 ** 63), 2 ** 63]);
    expect(wide64('ullong', 0, 2 ** 60)).toEqual([0, 2 ** 64]);
    expect(convertRange(-1, 5, 'int', 'ulong')).toEqual([0, 2 ** 64]);
  });
});

describe('generated programs compile, and Dawn takes their WGSL', () => {
  it('holds for 30 seeds', async () => {
    const device = await requireDevice();
    const problems: string[] = [];
    for (let seed = 1000; seed < 1030; seed++) {
      const check = checkCompile(`generated-${seed}.cpp`, generateProgram(seed));
      if (check.kind === 'accepted') {
        const messages = await dawnMessages(device, check.wgsl);
        if (messages.length > 0) problems.push(`seed ${seed}: Dawn: ${messages[0]}`);
      } else {
        problems.push(`seed ${seed}: ${check.kind}: ${check.kind === 'rejected' ? check.firstError : 'message' in check ? check.message : ''}`);
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);
});

describe('generated programs print what g++ prints', () => {
  test.each([3001, 3002])('seed %i', (seed) => {
    const verdict = compareWithGxx(`generated-${seed}`, generateProgram(seed));
    expect(verdict).toEqual({ kind: 'same' });
  }, 120_000);

  it('reports where outputs differ (the runner can fail)', () => {
    expect(firstDifference('1\n2\n', '1\n3\n')).toBe('line 2: g++ "2", ampc "3"');
  });
});

describe('mutants never crash the compiler', () => {
  it('tokenizes losslessly', () => {
    const seeds = seedPrograms(false);
    expect(seeds.length).toBeGreaterThan(20);
    for (const seed of seeds) expect(tokenize(seed.text).join('')).toBe(seed.text);
  });

  it('holds for 250 mutants of the repository programs, and Dawn takes what is accepted', async () => {
    const device = await requireDevice();
    const seeds = seedPrograms(false);
    const random = new Random(20261123);
    const problems: string[] = [];
    const seen = new Set<string>();
    let accepted = 0;
    for (let i = 0; i < 250; i++) {
      const seed = random.pick(seeds);
      const text = mutate(seed.text, random);
      const check = checkCompile(seed.file, text, seed.includePaths);
      if (check.ms > 10_000) problems.push(`mutant ${i} of ${seed.file}: ${Math.round(check.ms)} ms`);
      if (check.kind === 'crash' || check.kind === 'bad-diagnostic') problems.push(`mutant ${i} of ${seed.file}: ${check.kind}: ${check.message}`);
      if (check.kind !== 'accepted') continue;
      accepted++;
      if (seen.has(check.wgsl)) continue;
      seen.add(check.wgsl);
      const messages = await dawnMessages(device, check.wgsl);
      if (messages.length > 0) problems.push(`mutant ${i} of ${seed.file}: Dawn: ${messages[0]}`);
    }
    expect(problems).toEqual([]);
    // The mutants reach the back ends, not only the parser's error paths. (How many are accepted
    // depends on the pool of repository programs, which grows: 13 of 250 with the pool of 2026-11-23.)
    expect(accepted).toBeGreaterThan(8);
  }, 90_000);
});
