/**
 * The algorithm family of a generated program (host only): <algorithm> over containers of a
 * class with int, double, std::string and int-array members (`AgRec`), held in a std::vector, a
 * C array or a std::array.
 *
 * - Reordering algorithms (sort with the class's operator< or a comparator lambda, stable_sort,
 *   reverse, rotate, partition, stable_partition, nth_element, partial_sort, next_permutation,
 *   iter_swap, swap_ranges, std::swap of two elements) on a whole range or a part of it; copy
 *   and copy_backward within one container where the overlap is allowed, transform in place.
 * - Copying algorithms from one container into another (copy, copy_n, copy_backward, fill,
 *   fill_n, transform with a lambda returning an AgRec, generate, replace_if, reverse_copy,
 *   rotate_copy, merge with a comparator, remove_copy_if, unique_copy with a predicate), and
 *   std::swap of elements of the two.
 *
 * Before each call, references and pointers are taken to elements; after it they are printed
 * (in C++ they still name the same element, which now holds the value moved or copied there),
 * then written through, and the containers printed: a copy that aliased its source, or a
 * reference that followed a value instead of staying with its element, shows in the output.
 *
 * Keys are drawn from a few values, so elements that compare equal are common: the order
 * std::sort, nth_element, partial_sort and partition give to equivalent elements is unspecified
 * by C++ but decided by libstdc++'s algorithm, which ampc runs step by step, so it must match.
 *
 * Undefined behaviour is left out by construction: every container's size is known while
 * generating, so every iterator is within its range and every destination has room; comparators
 * are strict weak orders (keys, finite doubles, strings, and lexicographic pairs of them);
 * unique_copy's predicate is an equivalence; merge's inputs are sorted by its comparator first;
 * copies never overlap (their destination is another container); no moved-from object is read
 * (the algorithms move only through their own temporaries); std::swap never swaps an element with
 * itself; members are default-initialised, so no element is read uninitialised.
 *
 * While avoiding known bugs, the generator leaves out what ampc refuses: the iterator returned
 * by an algorithm over class objects (rotate, partition, stable_partition, copy, ...: ampc types
 * it void), arithmetic on a std::array's iterators (`a.begin() + k`; `a.data() + k` is used), and
 * next_permutation over class objects by operator< (with a comparator it is accepted).
 */
import { FamilyPart, indent, type Surroundings } from './family.js';

const DEFINITIONS = `struct AgRec {
    int key = 0;
    double w = 0.0;
    std::string tag;
    int m[2] = { 0, 0 };
    bool operator<(const AgRec& o) const { return key < o.key; }
};
std::ostream& operator<<(std::ostream& os, const AgRec& r) { return os << r.key << "/" << r.w << "/" << r.tag << "/" << r.m[0] << "," << r.m[1]; }
AgRec agMake(int key, double w, const char* tag, int m0) {
    AgRec r;
    r.key = key;
    r.w = w;
    r.tag = tag;
    r.m[0] = m0;
    r.m[1] = m0 * 2;
    return r;
}`;

/** Strict weak orders on AgRec (most with ties: elements equal in what they compare). */
const ORDERS = [
  'a.key < b.key',
  'a.key > b.key',
  'a.w < b.w',
  'a.tag < b.tag',
  'a.key != b.key ? a.key < b.key : a.tag < b.tag',
  'a.m[0] > b.m[0]',
];
/** Equivalence relations, for unique_copy. */
const EQUIVALENCES = ['a.key == b.key', 'a.tag == b.tag', 'a.key == b.key && a.w == b.w', '(a.m[0] & 1) == (b.m[0] & 1)'];
/** Predicates for partition, remove_copy_if and replace_if. */
const PREDICATES = ['r.key > 1', 'r.key % 2 == 0', 'r.tag.size() > 1', 'r.w < 0.0', "r.tag.empty() || r.tag[0] == 'a'"];
const TAGS = ['', 'a', 'b', 'ab', 'ba', 'abc', 'b'];

/** Containers up to this size are declared with a list of elements; larger ones are filled by a loop. */
const LISTED = 7;

type Holder = 'vector' | 'carray' | 'stdarray';

interface Container {
  name: string;
  holder: Holder;
  size: number;
}

export class AlgorithmGenerator extends FamilyPart {
  constructor(seed: number, avoidKnownBugs: boolean) {
    super(seed, 0xa1907, avoidKnownBugs);
  }

  text(): string[] {
    return [DEFINITIONS, ''];
  }

  /** A key from a few values (so ties are common), sometimes an expression over the surroundings. */
  private key(around: Surroundings): string {
    return this.random.chance(0.1) ? this.intValue(false, [], around, 3, 1) : `${this.random.int(-1, 3)}`;
  }

  private weight(): string {
    return (this.random.int(-16, 16) / 4).toFixed(2);
  }

  private record(around: Surroundings): string {
    const r = this.random;
    return `agMake(${this.key(around)}, ${this.weight()}, "${r.pick(TAGS)}", ${r.int(-9, 9)})`;
  }

  private declare(c: Container, around: Surroundings): string {
    if (c.size > LISTED) return this.declareFilled(c);
    const elements = Array.from({ length: c.size }, () => this.record(around)).join(', ');
    switch (c.holder) {
      case 'vector':
        return `std::vector<AgRec> ${c.name} = { ${elements} };`;
      case 'carray':
        return `AgRec ${c.name}[${c.size}] = { ${elements} };`;
      case 'stdarray':
        return `std::array<AgRec, ${c.size}> ${c.name} = { ${elements} };`;
    }
  }

  /**
   * A container of more than LISTED elements, filled by a loop: past 16 elements libstdc++'s
   * sort and nth_element partition around a pivot instead of insertion-sorting, and the order
   * they leave equivalent elements in is their own.
   */
  private declareFilled(c: Container): string {
    const r = this.random;
    const key = `(i * ${r.int(1, 13)} + ${r.int(0, 9)}) % ${r.int(2, 6)}`;
    const fill = `for (int i = 0; i < ${c.size}; i++) ${c.name}[i] = agMake(${key}, (i % ${r.int(2, 5)}) * 0.25, i % 3 == 0 ? "a" : i % 3 == 1 ? "b" : "", i);`;
    switch (c.holder) {
      case 'vector':
        return `std::vector<AgRec> ${c.name}(${c.size});\n${fill}`;
      case 'carray':
        return `AgRec ${c.name}[${c.size}];\n${fill}`;
      case 'stdarray':
        return `std::array<AgRec, ${c.size}> ${c.name};\n${fill}`;
    }
  }

  /** An iterator to position `k` of `c` (0 <= k <= size). */
  private at(c: Container, k: number): string {
    switch (c.holder) {
      case 'vector':
        return k === c.size && this.random.chance(0.7) ? `${c.name}.end()` : `${c.name}.begin() + ${k}`;
      case 'carray':
        return k === 0 && this.random.chance(0.5) ? `std::begin(${c.name})` : `${c.name} + ${k}`;
      case 'stdarray':
        if (k === 0) return `${c.name}.begin()`;
        if (k === c.size) return `${c.name}.end()`;
        // ampc refuses arithmetic on a std::array's iterators (`a.begin() + k`); `a.data() + k` is the same pointer.
        return this.avoidKnownBugs || this.random.chance(0.5) ? `${c.name}.data() + ${k}` : `${c.name}.begin() + ${k}`;
    }
  }

  /** A range [lo, hi) of `c` with at least `least` elements: the whole of it, often. */
  private range(c: Container, least = 0): [number, number] {
    const r = this.random;
    if (r.chance(0.5) || c.size <= least) return [0, c.size];
    const lo = r.int(0, c.size - least);
    return [lo, r.int(lo + least, c.size)];
  }

  private print(c: Container): string {
    return `for (const AgRec& e : ${c.name}) std::cout << e << " "; std::cout << "\\n";`;
  }

  /**
   * The call, and where its returned iterator points (`(call) - (base)`) printed. ampc types the
   * iterator an algorithm returns over class elements as void (the result can only be discarded,
   * and using it is an error, not a "not supported" diagnostic: see the report), so while
   * avoiding known bugs the result is discarded.
   */
  private returned(call: string, base: string): string {
    return this.avoidKnownBugs ? `${call};` : `std::cout << (${call} - (${base})) << "\\n";`;
  }

  private comparator(): string {
    return `[](const AgRec& a, const AgRec& b) { return ${this.random.pick(ORDERS)}; }`;
  }

  private predicate(): string {
    return `[](const AgRec& r) { return ${this.random.pick(PREDICATES)}; }`;
  }

  /** `AgRec& agrN = c[i];` / `AgRec* agpN = &c[i];` taken before a call; printed and written through after it. */
  private handles(c: Container): { before: string[]; after: string[] } {
    const r = this.random;
    const before: string[] = [];
    const after: string[] = [];
    for (let n = r.int(1, 2); n > 0; n--) {
      const i = r.int(0, c.size - 1);
      if (r.chance(0.5)) {
        const name = this.fresh('agr');
        before.push(`AgRec& ${name} = ${c.name}[${i}];`);
        after.push(`std::cout << ${name} << " | ";`, `${name}.key += 10; ${name}.tag += "x"; ${name}.m[1] = ${r.int(-9, 9)};`);
      } else {
        const name = this.fresh('agp');
        before.push(`AgRec* ${name} = &${c.name}[${i}];`);
        after.push(`std::cout << *${name} << " | " << ${name}->w << " ";`, `${name}->w = ${this.weight()}; ${name}->m[0] = ${r.int(-9, 9)};`);
      }
    }
    after.push('std::cout << "\\n";');
    return { before, after };
  }

  /** A reordering algorithm over (part of) `c`. */
  private reorder(c: Container): string[] {
    const r = this.random;
    const kinds: [string, number][] = [
      ['sort', 2], ['stableSort', 1.5], ['reverse', 1], ['rotate', 1], ['partition', 1], ['stablePartition', 1],
      ['nthElement', 1], ['partialSort', 1], ['iterSwap', 1], ['swapRanges', 1], ['swap', 1],
      ['nextPermutation', 1], ['shiftLeft', 1], ['shiftRight', 1], ['transformInPlace', 1],
    ];
    const kind = r.weighted(kinds);
    switch (kind) {
      case 'sort': {
        const [lo, hi] = this.range(c);
        return [`std::sort(${this.at(c, lo)}, ${this.at(c, hi)}${r.chance(0.4) ? '' : `, ${this.comparator()}`});`];
      }
      case 'stableSort': {
        const [lo, hi] = this.range(c);
        return [`std::stable_sort(${this.at(c, lo)}, ${this.at(c, hi)}${r.chance(0.3) ? '' : `, ${this.comparator()}`});`];
      }
      case 'reverse': {
        const [lo, hi] = this.range(c);
        return [`std::reverse(${this.at(c, lo)}, ${this.at(c, hi)});`];
      }
      case 'rotate': {
        const [lo, hi] = this.range(c);
        const mid = r.int(lo, hi);
        const call = `std::rotate(${this.at(c, lo)}, ${this.at(c, mid)}, ${this.at(c, hi)})`;
        // rotate returns where the first element went: lo + (hi - mid).
        return [r.chance(0.5) ? this.returned(call, this.at(c, lo)) : `${call};`];
      }
      case 'partition':
      case 'stablePartition': {
        const [lo, hi] = this.range(c);
        const name = kind === 'partition' ? 'partition' : 'stable_partition';
        return [this.returned(`std::${name}(${this.at(c, lo)}, ${this.at(c, hi)}, ${this.predicate()})`, this.at(c, lo))];
      }
      case 'nthElement': {
        const [lo, hi] = this.range(c, 1);
        const nth = r.int(lo, hi - 1);
        return [`std::nth_element(${this.at(c, lo)}, ${this.at(c, nth)}, ${this.at(c, hi)}${r.chance(0.4) ? '' : `, ${this.comparator()}`});`];
      }
      case 'partialSort': {
        const [lo, hi] = this.range(c);
        const mid = r.int(lo, hi);
        return [`std::partial_sort(${this.at(c, lo)}, ${this.at(c, mid)}, ${this.at(c, hi)}${r.chance(0.4) ? '' : `, ${this.comparator()}`});`];
      }
      case 'nextPermutation': {
        const [lo, hi] = this.range(c);
        // ampc refuses next_permutation over class objects without a comparator (by operator<).
        const byOperator = !this.avoidKnownBugs && r.chance(0.4);
        return [`std::cout << std::next_permutation(${this.at(c, lo)}, ${this.at(c, hi)}${byOperator ? '' : `, ${this.comparator()}`}) << "\\n";`];
      }
      case 'iterSwap': {
        // An element swapped with itself is fine for iter_swap's std::swap only when it does not
        // self-move-assign a std::string: keep the two apart.
        const i = r.int(0, c.size - 1);
        const j = (i + r.int(1, c.size - 1)) % c.size;
        return [`std::iter_swap(${this.at(c, i)}, ${this.at(c, j)});`];
      }
      case 'swapRanges': {
        // Two disjoint runs of the same length.
        const n = r.int(0, Math.floor(c.size / 2));
        const first = r.int(0, c.size - 2 * n);
        const second = r.int(first + n, c.size - n);
        return [`std::swap_ranges(${this.at(c, first)}, ${this.at(c, first + n)}, ${this.at(c, second)});`];
      }
      case 'shiftLeft': {
        // copy into the same container, overlapping: allowed when the destination starts before the source.
        const from = r.int(1, c.size - 1);
        const to = r.int(0, from - 1);
        const n = r.int(0, c.size - from);
        return [`std::copy(${this.at(c, from)}, ${this.at(c, from + n)}, ${this.at(c, to)});`];
      }
      case 'shiftRight': {
        // copy_backward, overlapping: allowed when the destination ends after the source.
        const n = r.int(0, c.size - 1);
        const from = r.int(0, c.size - 1 - n);
        const end = r.int(from + n + 1, c.size);
        return [`std::copy_backward(${this.at(c, from)}, ${this.at(c, from + n)}, ${this.at(c, end)});`];
      }
      case 'transformInPlace': {
        // transform's output may be its input.
        const [lo, hi] = this.range(c);
        return [`std::transform(${this.at(c, lo)}, ${this.at(c, hi)}, ${this.at(c, lo)}, [](AgRec a) { a.key = -a.key; a.tag = a.tag + a.tag; std::swap(a.m[0], a.m[1]); return a; });`];
      }
      case 'swap': {
        const i = r.int(0, c.size - 1);
        const j = (i + r.int(1, c.size - 1)) % c.size;
        return [`std::swap(${c.name}[${i}], ${c.name}[${j}]);`];
      }
    }
    return [];
  }

  /** A copying algorithm from `src` into `dst` (two different containers); `dst` has src's size or more. */
  private copying(src: Container, dst: Container, around: Surroundings): string[] {
    const r = this.random;
    const kind = r.pick([
      'copy', 'copyN', 'copyBackward', 'fill', 'fillN', 'transform', 'generate', 'replaceIf', 'reverseCopy', 'rotateCopy', 'merge', 'removeCopyIf', 'uniqueCopy', 'swapAcross',
    ] as const);
    switch (kind) {
      case 'copy': {
        const [lo, hi] = this.range(src);
        const to = r.int(0, dst.size - (hi - lo));
        return [this.returned(`std::copy(${this.at(src, lo)}, ${this.at(src, hi)}, ${this.at(dst, to)})`, this.at(dst, 0))];
      }
      case 'copyN': {
        const n = r.int(0, src.size);
        return [`std::copy_n(${this.at(src, 0)}, ${n}, ${this.at(dst, r.int(0, dst.size - n))});`];
      }
      case 'copyBackward': {
        const [lo, hi] = this.range(src);
        const end = r.int(hi - lo, dst.size);
        return [`std::copy_backward(${this.at(src, lo)}, ${this.at(src, hi)}, ${this.at(dst, end)});`];
      }
      case 'fill': {
        const [lo, hi] = this.range(dst);
        return [`std::fill(${this.at(dst, lo)}, ${this.at(dst, hi)}, ${this.record(around)});`];
      }
      case 'fillN': {
        const n = r.int(0, dst.size);
        return [`std::fill_n(${this.at(dst, r.int(0, dst.size - n))}, ${n}, ${r.chance(0.5) ? this.record(around) : `${src.name}[${r.int(0, src.size - 1)}]`});`];
      }
      case 'transform': {
        const [lo, hi] = this.range(src);
        return [
          `std::transform(${this.at(src, lo)}, ${this.at(src, hi)}, ${this.at(dst, r.int(0, dst.size - (hi - lo)))}, [](const AgRec& a) { AgRec b = a; b.key = a.key * 2 - 1; b.tag += "t"; b.m[0] = a.m[1]; return b; });`,
        ];
      }
      case 'generate': {
        const n = this.fresh('agn');
        const [lo, hi] = this.range(dst);
        return [
          `int ${n} = ${r.int(-3, 3)};`,
          `std::generate(${this.at(dst, lo)}, ${this.at(dst, hi)}, [&${n}]() { ${n}++; return agMake(${n} % 3, ${n} * 0.5, ${n} % 2 == 0 ? "g" : "h", ${n}); });`,
          `std::cout << ${n} << "\\n";`,
        ];
      }
      case 'replaceIf': {
        const [lo, hi] = this.range(dst);
        return [`std::replace_if(${this.at(dst, lo)}, ${this.at(dst, hi)}, ${this.predicate()}, ${this.record(around)});`];
      }
      case 'reverseCopy': {
        const [lo, hi] = this.range(src);
        return [`std::reverse_copy(${this.at(src, lo)}, ${this.at(src, hi)}, ${this.at(dst, r.int(0, dst.size - (hi - lo)))});`];
      }
      case 'rotateCopy': {
        const [lo, hi] = this.range(src);
        const mid = r.int(lo, hi);
        return [`std::rotate_copy(${this.at(src, lo)}, ${this.at(src, mid)}, ${this.at(src, hi)}, ${this.at(dst, r.int(0, dst.size - (hi - lo)))});`];
      }
      case 'merge': {
        // Two runs of src, each sorted first by the merge's comparator.
        const cmp = r.pick(ORDERS);
        const lambda = `[](const AgRec& a, const AgRec& b) { return ${cmp}; }`;
        const mid = r.int(0, src.size);
        return [
          `std::stable_sort(${this.at(src, 0)}, ${this.at(src, mid)}, ${lambda});`,
          `std::sort(${this.at(src, mid)}, ${this.at(src, src.size)}, ${lambda});`,
          `std::merge(${this.at(src, 0)}, ${this.at(src, mid)}, ${this.at(src, mid)}, ${this.at(src, src.size)}, ${this.at(dst, r.int(0, dst.size - src.size))}, ${lambda});`,
        ];
      }
      case 'removeCopyIf': {
        const [lo, hi] = this.range(src);
        const to = r.int(0, dst.size - (hi - lo));
        return [this.returned(`std::remove_copy_if(${this.at(src, lo)}, ${this.at(src, hi)}, ${this.at(dst, to)}, ${this.predicate()})`, this.at(dst, to))];
      }
      case 'swapAcross':
        return [`std::swap(${src.name}[${r.int(0, src.size - 1)}], ${dst.name}[${r.int(0, dst.size - 1)}]);`];
      case 'uniqueCopy': {
        const [lo, hi] = this.range(src);
        const to = r.int(0, dst.size - (hi - lo));
        return [this.returned(`std::unique_copy(${this.at(src, lo)}, ${this.at(src, hi)}, ${this.at(dst, to)}, [](const AgRec& a, const AgRec& b) { return ${r.pick(EQUIVALENCES)}; })`, this.at(dst, to))];
      }
    }
  }

  /** A block in main: two containers, algorithms over them with handles taken before, everything printed. */
  hostStatements(around: Surroundings, count: number): string[] {
    const r = this.random;
    const holders: Holder[] = ['vector', 'carray', 'stdarray'];
    const src: Container = { name: this.fresh('agc'), holder: r.pick(holders), size: r.chance(0.3) ? r.int(17, 40) : r.int(2, LISTED) };
    const dst: Container = { name: this.fresh('agc'), holder: r.pick(holders), size: src.size + r.int(0, 3) };
    const lines = [this.declare(src, around), this.declare(dst, around)].flatMap((l) => l.split('\n'));
    for (let i = 0; i < count; i++) {
      const copying = r.chance(0.45);
      const target = copying ? dst : r.chance(0.5) ? src : dst;
      const { before, after } = this.handles(target);
      // A handle into the source too: a copy must leave it alone.
      const source = copying && r.chance(0.5) ? this.handles(src) : { before: [], after: [] };
      lines.push(...before, ...source.before);
      lines.push(...(copying ? this.copying(src, dst, around) : this.reorder(target)));
      lines.push(...after, ...source.after);
      if (r.chance(0.5)) lines.push(this.print(target));
    }
    lines.push(this.print(src), this.print(dst));
    // A std::vector copy of an array, changed beside it.
    if (r.chance(0.4)) {
      const copy = this.fresh('agc');
      lines.push(`std::vector<AgRec> ${copy}(${this.at(src, 0)}, ${this.at(src, src.size)});`, `${copy}[0].tag = "copy";`, `std::sort(${copy}.begin(), ${copy}.end(), ${this.comparator()});`, this.print({ ...src, name: copy }), this.print(src));
    }
    return ['{', ...indent(lines), '}'];
  }
}
