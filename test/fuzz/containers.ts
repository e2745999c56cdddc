/**
 * The container family of a generated program (host only): `std::vector<int>` changed by
 * `push_back`, `insert`, `erase`, `resize(n, x)`, `assign`, element writes and range-for by
 * reference, read by range-for by value, `std::accumulate` and `std::count_if`, sorted with a
 * lambda comparator; vectors of a class (`CtItem`, with constructors and a const member), copied
 * and the copy changed; C arrays of structs and of ints changed through range-for and sorted.
 *
 * Sizes are known while generating (every operation changes them by a known amount), so every
 * index and iterator is in range. Comparators are strict total orders on the values, so the
 * order of a sort's result is the one right answer even though std::sort is not stable (elements
 * a comparator ties are equal). Elements keep an interval, and sums are bounded by size.
 */
import { FamilyPart, indent, intVar, type Surroundings } from './family.js';
import type { Var } from './expressions.js';

const ELEMENT = 1000;
const MAX_SIZE = 12;

const DEFINITIONS = `struct CtItem {
    int key;
    float w;
    CtItem() : key(0), w(0.0f) {}
    CtItem(int k, float x) : key(k), w(x) {}
    int score() const { return key * 2 + (int)w; }
};`;

/** Comparators that are strict total orders on ints. */
const INT_ORDERS = ['a < b', 'a > b', '(a & 3) != (b & 3) ? (a & 3) < (b & 3) : a < b', 'a / 10 != b / 10 ? a / 10 > b / 10 : a < b'];
/** ... on CtItem (items equal in key and w are equal). */
const ITEM_ORDERS = ['a.key != b.key ? a.key < b.key : a.w < b.w', 'a.w != b.w ? a.w > b.w : a.key > b.key'];
/** ... on S, by every field. */
const S_ORDERS = ['a.a != b.a ? a.a < b.a : a.b != b.b ? a.b < b.b : a.c < b.c', 'a.b != b.b ? a.b > b.b : a.a != b.a ? a.a > b.a : a.c > b.c'];

interface Vec {
  name: string;
  size: number;
}

export class ContainerGenerator extends FamilyPart {
  private scalars: Var[] = [];

  constructor(seed: number, avoidKnownBugs: boolean) {
    super(seed, 0xc0417a1, avoidKnownBugs);
  }

  text(): string[] {
    return [DEFINITIONS, ''];
  }

  private element(around: Surroundings): string {
    return this.intValue(false, this.scalars, around, ELEMENT);
  }

  /** A float for CtItem::w and S::c: a multiple of 1/4 in [-64, 64] (exact, prints the same everywhere). */
  private weight(): string {
    return `${(this.random.int(-256, 256) / 4).toFixed(2)}f`;
  }

  private index(v: Vec): number {
    return this.random.int(0, v.size - 1);
  }

  private intVectorStatement(v: Vec, around: Surroundings): string[] {
    const r = this.random;
    const kind = r.weighted<string>([
      ['push', v.size < MAX_SIZE ? 2 : 0], ['insert', v.size < MAX_SIZE ? 1.5 : 0], ['erase', v.size > 0 ? 1.5 : 0], ['resize', 1], ['assign', 0.5],
      ['write', v.size > 0 ? 2 : 0], ['forRef', 1], ['forValue', 1], ['sort', 1.5], ['accumulate', 1], ['count', 1], ['copy', 1],
    ]);
    switch (kind) {
      case 'push':
        v.size++;
        return [`${v.name}.push_back(${this.element(around)});`];
      case 'insert': {
        const k = r.int(0, v.size);
        v.size++;
        return [`${v.name}.insert(${v.name}.begin() + ${k}, ${this.element(around)});`];
      }
      case 'erase': {
        const k = this.index(v);
        v.size--;
        if (k + 1 < v.size + 1 && r.chance(0.3)) {
          // A range of two.
          v.size--;
          return [`${v.name}.erase(${v.name}.begin() + ${k}, ${v.name}.begin() + ${k + 2});`];
        }
        return [`${v.name}.erase(${v.name}.begin() + ${k});`];
      }
      case 'resize':
        v.size = r.int(0, 10);
        return [r.chance(0.7) ? `${v.name}.resize(${v.size}, ${this.element(around)});` : `${v.name}.resize(${v.size});`];
      case 'assign':
        v.size = r.int(0, 6);
        return [`${v.name}.assign(${v.size}, ${this.element(around)});`];
      case 'write':
        return [`${v.name}[${this.index(v)}] = ${this.element(around)};`];
      case 'forRef':
        return [`for (int& x : ${v.name}) x = x / 2 + ${r.int(-ELEMENT / 2, ELEMENT / 2)};`];
      case 'forValue': {
        const s = this.fresh('cs');
        this.scalars.push(intVar(s, ELEMENT * MAX_SIZE, true));
        return [`int ${s} = 0;`, `for (int x : ${v.name}) { ${s} += x; x = 0; }`];
      }
      case 'sort':
        return [`std::sort(${v.name}.begin(), ${v.name}.end(), [](int a, int b) { return ${r.pick(INT_ORDERS)}; });`];
      case 'accumulate': {
        const s = this.fresh('cs');
        const line = `int ${s} = std::accumulate(${v.name}.begin(), ${v.name}.end(), ${this.element(around)});`;
        this.scalars.push(intVar(s, ELEMENT * (MAX_SIZE + 1), true));
        return [line];
      }
      case 'count': {
        const s = this.fresh('cs');
        this.scalars.push({ name: s, type: 'int', lo: 0, hi: MAX_SIZE, frac: 0, readonly: true });
        return [`int ${s} = (int)std::count_if(${v.name}.begin(), ${v.name}.end(), [](int x) { return x ${r.pick(['>', '<', '>=', '!='])} ${r.int(-ELEMENT, ELEMENT)}; });`];
      }
      case 'copy': {
        // The copy changes; the original does not.
        const name = this.fresh('cv');
        const lines = [`std::vector<int> ${name} = ${v.name};`, `${name}.push_back(${this.element(around)});`];
        if (v.size > 0) lines.push(`${name}[${this.index(v)}] = ${this.element(around)};`);
        lines.push(`for (int x : ${name}) std::cout << x << " ";`, `std::cout << ${name}.size() << "\\n";`);
        return lines;
      }
    }
    return [];
  }

  private itemStatement(v: Vec, around: Surroundings): string[] {
    const r = this.random;
    const kind = r.pick(['push', 'key', 'forRef', 'forValue', 'sort', 'copy', 'count', 'erase'] as const);
    switch (kind) {
      case 'push':
        if (v.size >= MAX_SIZE) return [];
        v.size++;
        return [r.chance(0.5) ? `${v.name}.push_back(CtItem(${this.element(around)}, ${this.weight()}));` : `${v.name}.push_back(CtItem());`];
      case 'key':
        if (v.size === 0) return [];
        return [`${v.name}[${this.index(v)}].key = ${this.element(around)};`];
      case 'forRef':
        return [`for (CtItem& it : ${v.name}) { it.key = it.key / 2 + ${r.int(-ELEMENT / 2, ELEMENT / 2)}; it.w = -it.w; }`];
      case 'forValue': {
        const s = this.fresh('cs');
        this.scalars.push(intVar(s, 2200 * MAX_SIZE, true));
        return [`int ${s} = 0;`, `for (CtItem it : ${v.name}) { ${s} += it.score(); it.key = 0; }`];
      }
      case 'sort':
        return [`std::sort(${v.name}.begin(), ${v.name}.end(), [](const CtItem& a, const CtItem& b) { return ${r.pick(ITEM_ORDERS)}; });`];
      case 'copy': {
        const name = this.fresh('cv');
        const lines = [`std::vector<CtItem> ${name} = ${v.name};`];
        if (v.size > 0) lines.push(`${name}[${this.index(v)}].key = ${this.element(around)};`, `${name}[${this.index(v)}].w = ${this.weight()};`);
        lines.push(`for (const CtItem& it : ${name}) std::cout << it.key << ":" << it.w + 0.0f << " ";`, `std::cout << ${name}.size() << "\\n";`);
        return lines;
      }
      case 'count': {
        const s = this.fresh('cs');
        this.scalars.push({ name: s, type: 'int', lo: 0, hi: MAX_SIZE, frac: 0, readonly: true });
        return [`int ${s} = (int)std::count_if(${v.name}.begin(), ${v.name}.end(), [](const CtItem& it) { return it.score() > ${r.int(-ELEMENT, ELEMENT)}; });`];
      }
      case 'erase':
        if (v.size === 0) return [];
        v.size--;
        return [`${v.name}.erase(${v.name}.begin() + ${this.random.int(0, v.size)});`];
    }
  }

  /** A block in main with vectors and arrays, changed and printed. */
  hostStatements(around: Surroundings, count: number): string[] {
    const r = this.random;
    this.scalars = [];
    const lines: string[] = [];
    const v: Vec = { name: this.fresh('cv'), size: r.int(0, 4) };
    lines.push(`std::vector<int> ${v.name} = { ${Array.from({ length: v.size }, () => this.element(around)).join(', ')} };`);
    const items: Vec = { name: this.fresh('ci'), size: r.int(1, 3) };
    lines.push(r.chance(0.5) ? `std::vector<CtItem> ${items.name}(${items.size}, CtItem(${this.element(around)}, ${this.weight()}));` : `std::vector<CtItem> ${items.name} = { ${Array.from({ length: items.size }, () => `CtItem(${this.element(around)}, ${this.weight()})`).join(', ')} };`);
    for (let i = 0; i < count; i++) lines.push(...(r.chance(0.65) ? this.intVectorStatement(v, around) : this.itemStatement(items, around)));
    // C arrays: of structs and of ints, changed by range-for, sorted through pointers.
    const sa = this.fresh('ca');
    lines.push(`S ${sa}[3] = { { ${this.element(around)}, 1u, ${this.weight()} }, { ${this.element(around)}, 2u, ${this.weight()} }, { ${this.element(around)}, 2u, ${this.weight()} } };`);
    lines.push(`for (S& s : ${sa}) { s.a = s.a / 2 + ${r.int(-ELEMENT / 2, ELEMENT / 2)}; s.b = s.b * 7u; }`);
    lines.push(`std::sort(${sa}, ${sa} + 3, [](const S& a, const S& b) { return ${r.pick(S_ORDERS)}; });`);
    lines.push(`for (const S& s : ${sa}) std::cout << s.a << " " << s.b << " " << s.c + 0.0f << " ";`, 'std::cout << "\\n";');
    const ia = this.fresh('ca');
    const n = r.int(2, 6);
    lines.push(`int ${ia}[${n}] = { ${Array.from({ length: n }, () => this.element(around)).join(', ')} };`);
    lines.push(`std::sort(${ia}, ${ia} + ${n}, [](int a, int b) { return ${r.pick(INT_ORDERS)}; });`);
    lines.push(`for (int x : ${ia}) std::cout << x << " ";`, 'std::cout << "\\n";');
    lines.push(`for (int x : ${v.name}) std::cout << x << " ";`, `std::cout << ${v.name}.size() << "\\n";`);
    lines.push(`for (const CtItem& it : ${items.name}) std::cout << it.key << ":" << it.w + 0.0f << " ";`, `std::cout << ${items.name}.size() << "\\n";`);
    if (this.scalars.length > 0) lines.push(`std::cout << ${this.scalars.map((s) => s.name).join(' << " " << ')} << "\\n";`);
    return ['{', ...indent(lines), '}'];
  }
}
