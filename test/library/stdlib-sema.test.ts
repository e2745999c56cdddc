/** Sema of the host standard library: library classes, <cstdlib>, assert, std::begin, and names ampc does not support. */
import { checkClean, checkSource } from '../sema/helpers.js';
import { typeToString } from '../../src/sema/types.js';
import type { Program } from '../../src/sema/program.js';
import { forEachExprInStmt } from '../../src/sema/walk.js';

function errors(text: string): string[] {
  return checkSource(text).diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}: ${d.message}`);
}

function mainVarTypes(program: Program): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of program.main!.body!.statements) if (s.kind === 'VarDecl') out[s.variable.name] = typeToString(s.variable.type);
  return out;
}

const randomHeaders = '#include <random>\n#include <cstdlib>\n#include <cassert>\n#include <vector>\n';

test('library classes resolve from qualified names, typedefs and template arguments', () => {
  const p = checkClean(`${randomHeaders}
int main() {
  std::random_device rd;
  std::default_random_engine e(rd());
  std::mt19937 g;
  std::uniform_real_distribution<float> f(-1, 1);
  std::uniform_real_distribution<> d;
  std::uniform_int_distribution<unsigned> u(1, 6);
  float x = f(e);
  double y = d(g);
  unsigned z = u(rd);
  auto w = g();  // result_type: uint_fast32_t, which is unsigned long on x86-64 Linux
  return 0;
}`);
  expect(mainVarTypes(p)).toEqual({
    rd: 'std::random_device', e: 'std::minstd_rand0', g: 'std::mt19937',
    f: 'std::uniform_real_distribution<float>', d: 'std::uniform_real_distribution<double>', u: 'std::uniform_int_distribution<unsigned int>',
    x: 'float', y: 'double', z: 'unsigned int', w: 'unsigned long',
  });
});

test('constructors and members are overload-resolved', () => {
  expect(errors(`${randomHeaders}int main() { std::mt19937 g(1, 2); return 0; }`)).toEqual([
    "no-matching-function: no constructor of 'std::mt19937' takes (int, int)",
  ]);
  expect(errors(`${randomHeaders}int main() { std::uniform_int_distribution<int> d; d.seed(); int x = 3; d(x); return 0; }`)).toEqual([
    "no-member: no member function named 'seed' in 'std::uniform_int_distribution<int>'",
    "no-matching-function: no matching function for call to 'operator()(std::uniform_int_distribution<int>, int)'",
  ]);
});

test('template arguments ampc does not implement are reported as not supported', () => {
  expect(errors(`${randomHeaders}int main() { std::normal_distribution<float> n; return 0; }`)).toEqual([
    "unsupported-library: 'std::normal_distribution<float>' is not supported by ampc (it supports double)",
  ]);
  expect(errors(`${randomHeaders}int main() { std::uniform_int_distribution<char> n; return 0; }`)[0]).toMatch(/^unsupported-library: 'std::uniform_int_distribution<char>' is not supported by ampc/);
});

test('library classes, rand and assert are host-only', () => {
  const e = errors(`#include <amp.h>
#include <random>
using namespace concurrency;
int main() {
  std::mt19937 g;
  array_view<int, 1> v(4);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) {
    v[i] = rand();
    assert(v[i] > 0);
  });
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i] = g(); });
  return 0;
}`);
  expect(e).toEqual([
    "amp-call-non-amp: 'rand' cannot be called from restrict(amp) code",
    "amp-call-non-amp: 'assert' cannot be called from restrict(amp) code",
    "capture-type: 'g' of type 'std::mt19937' cannot be captured by a kernel",
    "amp-type: 'std::mt19937' cannot be used in restrict(amp) code",
  ]);
});

test('time takes only the null pointer', () => {
  checkClean('#include <ctime>\nint main() { srand(time(NULL)); srand(time(0)); return 0; }');
  expect(errors('#include <ctime>\nint main() { int t = 5; srand(time(t)); return 0; }')).toEqual(["no-matching-function: no matching function for call to 'time(int)'"]);
});

test('std::begin and std::end give iterators of C arrays and vectors, kept as pointers to their positions', () => {
  const p = checkClean(`${randomHeaders}int main() { int a[4] = {1, 2, 3, 4}; std::vector<float> v(3); auto b = std::begin(a); auto e = std::end(v); return 0; }`);
  expect(mainVarTypes(p)).toMatchObject({ b: 'int *', e: 'float *' });
  expect(errors(`${randomHeaders}int main() { int a[4] = {1, 2, 3, 4}; int x = std::begin(a); return 0; }`)).toEqual([
    "type-mismatch: cannot convert 'iterator<int[4]>' to 'int'",
  ]);
  expect(errors(`${randomHeaders}int main() { int x = 1; auto b = std::begin(x); return 0; }`)).toEqual([
    "no-matching-function: no matching function for call to 'begin(int)'",
  ]);
});

test('assert expands to a call with the expression text, the line and the pretty function name', () => {
  const p = checkClean(`#include <cassert>
float half(float x, int* p) {
  assert(x > 0 && "positive");
  return x / 2;
}
int main() { return 0; }`);
  const half = p.functions.find((f) => f.name === 'half')!;
  const calls: string[][] = [];
  forEachExprInStmt(half.body!, (e) => {
    if (e.kind === 'Intrinsic' && e.intrinsic.id === 'assert') calls.push(e.args.slice(1).map((a) => (a.kind === 'StringConst' || a.kind === 'Const' ? String(a.value) : a.kind)));
  });
  expect(calls).toEqual([['x > 0 && "positive"', 't.cpp', '3', 'float half(float, int*)']]);
});

test('NDEBUG turns assert off', () => {
  const p = checkClean('#define NDEBUG\n#include <cassert>\nint main() { assert(1 == 2); return 0; }');
  const ids: string[] = [];
  forEachExprInStmt(p.main!.body!, (e) => { if (e.kind === 'Intrinsic') ids.push(e.intrinsic.id); });
  expect(ids).toEqual([]);
});

test('header macros have glibc\'s values', () => {
  const p = checkClean('#include <climits>\n#include <cfloat>\n#include <cstdlib>\nint main() { int a = RAND_MAX; int b = INT_MIN; unsigned c = UINT_MAX; float d = FLT_MAX; double e = DBL_EPSILON; return EXIT_FAILURE; }');
  const values: unknown[] = [];
  for (const s of p.main!.body!.statements) if (s.kind === 'VarDecl' && s.init?.kind === 'Const') values.push(s.init.value);
  expect(values).toEqual([2147483647, -2147483648, 4294967295, 3.4028234663852886e38, 2.220446049250313e-16]);
});

test('standard library names ampc does not implement are reported as such, not as undeclared', () => {
  expect(errors('#include <numeric>\nint main() { return std::lcm(4, 6); }')).toEqual([
    "unsupported-library: 'std::lcm' is not supported by ampc",
  ]);
  expect(errors('#include <fstream>\nint main() { std::ifstream s; return 0; }')).toEqual([
    "unsupported-library: 'std::ifstream' is not supported by ampc",
  ]);
  expect(errors('#include <memory>\nint main() { std::weak_ptr<int> p; return 0; }')).toEqual([
    "unsupported-library: 'std::weak_ptr' is not supported by ampc",
  ]);
  expect(errors('int main() { return undefinedThing; }')).toEqual(["undeclared: use of undeclared identifier 'undefinedThing'"]);
});

test('std::accumulate takes a range into one container, typed by its accumulator', () => {
  const p = checkClean('#include <numeric>\n#include <vector>\nint main() { std::vector<float> v(4); auto s = std::accumulate(v.begin(), v.end(), 0); auto f = std::accumulate(v.begin(), v.end(), 0.0); return 0; }');
  expect(mainVarTypes(p)).toMatchObject({ s: 'int', f: 'double' });
  expect(errors('#include <numeric>\n#include <vector>\nint main() { std::vector<float> v(4), w(4); float s = std::accumulate(v.begin(), w.end(), 0.0f); return 0; }')).toEqual([
    "unsupported-library: the range of 'std::accumulate' must be two iterators into one std::vector, C array, std::string or std::deque variable (v.begin(), v.end(), v.rbegin(), v.rend(), std::begin(a), a + n, ...); other ranges are not supported by ampc",
  ]);
});
