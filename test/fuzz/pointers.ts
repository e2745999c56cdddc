/**
 * The pointer family of a generated program: pointers as C++ AMP allows them.
 *
 * - Host: pointers into C arrays and vectors (`&a[k]`, `a + k`, `v.data() + k`), `*p`, `p[j]`,
 *   `*(p + j)`, `p++`, `--p`, `p += k`, `p - q`, comparisons, `const int*` walks to one past the
 *   end, pointers to struct objects and `->`, and pointer parameters that write through to the
 *   caller's array.
 * - Kernels: pointers to a local, to a local array's elements (moved within it), to a
 *   `tile_static` array's element, `&view[idx]`, `p->field` of a local struct, and a pointer
 *   parameter of a restrict(amp) helper.
 *
 * Every pointer's offset into its array is known while generating (pointers move only by
 * constants, outside of branches), so every access is in bounds by construction; every element
 * keeps the array's interval, so a dereference is an expression leaf like a variable.
 */
import { FamilyPart, indent, intVar, printArray, type Surroundings } from './family.js';
import type { Var } from './expressions.js';

/** Elements of the family's int arrays stay in [-ELEMENT, ELEMENT]. */
const ELEMENT = 1000;

interface IntArray {
  name: string;
  length: number;
}

interface Pointer {
  name: string;
  target: IntArray;
  /** The element it points to, known while generating. */
  offset: number;
  readonly: boolean;
}

interface StructPointer {
  /** `p->`, or `(p + j)->` spelled out by the caller. */
  name: string;
  /** The S array it points into, with its offset; null for a single object. */
  array: { name: string; length: number; offset: number } | null;
}

const DEFINITIONS = `void ppBump(int* p, int n, int x) { for (int i = 0; i < n; i++) p[i] = p[i] / 2 + x; }
int ppSum(const int* b, const int* e) { int s = 0; while (b != e) { s += *b; b++; } return s; }
void ppSwap(int* x, int* y) { int t = *x; *x = *y; *y = t; }
void ppSet(S* s, int v) { s->a = v; s->b = s->b * 3u + 1u; }
int ppAmp(int* p, int k) restrict(amp) { p[k] = p[k] / 2 + 3; return *p + p[k]; }
int ppRead(const int* p) restrict(amp, cpu) { return p[0] - p[1]; }`;

export class PointerGenerator extends FamilyPart {
  private arrays: IntArray[] = [];
  private pointers: Pointer[] = [];
  private structs: StructPointer[] = [];
  private scalars: Var[] = [];
  private amp = false;

  constructor(seed: number, avoidKnownBugs: boolean) {
    super(seed, 0x9011e75, avoidKnownBugs);
  }

  text(): string[] {
    return [DEFINITIONS, ''];
  }

  /** Reads: `*p`, `p[j]`, `*(p + j)`, `p - q`, `p < q`, `s->a`; and the family's scalars. */
  private leaves(): Var[] {
    const r = this.random;
    const vars: Var[] = [...this.scalars];
    for (const p of this.pointers) {
      const j = r.int(-p.offset, p.target.length - 1 - p.offset);
      const text = j === 0 ? `*${p.name}` : r.pick([`${p.name}[${j}]`, `*(${p.name} + ${j})`, `*(${p.name} - ${-j})`]);
      vars.push(intVar(text, ELEMENT, true));
      for (const q of this.pointers.filter((x) => x.target === p.target && x !== p)) {
        const d = q.offset - p.offset;
        vars.push({ name: `(int)(${q.name} - ${p.name})`, type: 'int', lo: d, hi: d, frac: 0, readonly: true });
        const op = r.pick(['<', '<=', '==', '!=', '>', '>='] as const);
        const holds = { '<': d > 0, '<=': d >= 0, '==': d === 0, '!=': d !== 0, '>': d < 0, '>=': d <= 0 }[op];
        vars.push({ name: `(int)(${p.name} ${op} ${q.name})`, type: 'int', lo: holds ? 1 : 0, hi: holds ? 1 : 0, frac: 0, readonly: true });
      }
    }
    for (const s of this.structs) vars.push(intVar(`${this.structAccess(s)}a`, ELEMENT, true));
    return vars;
  }

  private structAccess(s: StructPointer): string {
    if (s.array === null) return this.random.chance(0.7) ? `${s.name}->` : `(*${s.name}).`;
    // Arithmetic on a pointer into an array of structs (on the host, runtime/object-blocks.ts's objectIn).
    const j = this.random.int(-s.array.offset, s.array.length - 1 - s.array.offset);
    return j === 0 ? `${s.name}->` : `(${s.name} + ${j})->`;
  }

  private element(around: Surroundings | null): string {
    return this.value(this.context(this.amp, this.leaves(), around), { type: 'int', lo: -ELEMENT, hi: ELEMENT, frac: 0 });
  }

  private pointTo(target: IntArray, readonly: boolean): string[] {
    const r = this.random;
    const name = this.fresh('pp');
    const offset = r.int(0, target.length - 1);
    const init = r.pick([`&${target.name}[${offset}]`, `${target.name} + ${offset}`]);
    this.pointers.push({ name, target, offset, readonly });
    return [`${readonly ? 'const int' : 'int'}* ${name} = ${offset === 0 && r.chance(0.5) ? target.name : init};`];
  }

  private statement(around: Surroundings | null): string[] {
    const r = this.random;
    const writable = this.pointers.filter((p) => !p.readonly);
    const kind = r.weighted<string>([
      ['write', writable.length > 0 ? 4 : 0], ['move', this.pointers.length > 0 ? 3 : 0], ['point', 1], ['loop', writable.length > 0 ? 1.5 : 0],
      ['walk', this.pointers.length > 0 ? 1 : 0], ['call', writable.length > 0 ? 1.5 : 0], ['struct', 1], ['scalar', 1],
    ]);
    switch (kind) {
      case 'write': {
        const p = r.pick(writable);
        const j = r.int(-p.offset, p.target.length - 1 - p.offset);
        const lhs = j === 0 ? `*${p.name}` : r.pick([`${p.name}[${j}]`, `*(${p.name} + ${j})`]);
        return [`${lhs} = ${this.element(around)};`];
      }
      case 'move': {
        const p = r.pick(this.pointers);
        const n = p.target.length;
        const forms: [string, number][] = [];
        if (p.offset + 1 < n) forms.push([`${p.name}++;`, 1], [`++${p.name};`, 1]);
        if (p.offset > 0) forms.push([`${p.name}--;`, -1], [`--${p.name};`, -1]);
        const k = r.int(-p.offset, n - 1 - p.offset);
        forms.push([k >= 0 ? `${p.name} += ${k};` : `${p.name} -= ${-k};`, k]);
        const other = this.pointers.find((q) => q !== p && q.target === p.target && (!q.readonly || p.readonly));
        if (other !== undefined) {
          const m = r.int(-other.offset, n - 1 - other.offset);
          forms.push([`${p.name} = ${other.name}${m >= 0 ? ` + ${m}` : ` - ${-m}`};`, other.offset + m - p.offset]);
        }
        const [text, by] = r.pick(forms);
        p.offset += by;
        return [text];
      }
      case 'point': {
        const target = r.pick(this.arrays);
        return this.pointTo(target, r.chance(0.3));
      }
      case 'loop': {
        const p = r.pick(writable);
        const count = r.int(1, p.target.length - p.offset);
        const i = this.fresh('pi');
        const saved = this.scalars;
        this.scalars = [...saved, { name: i, type: 'int', lo: 0, hi: count - 1, frac: 0, readonly: true }];
        const line = `for (int ${i} = 0; ${i} < ${count}; ${i}++) ${p.name}[${i}] = ${this.element(around)};`;
        this.scalars = saved;
        return [line];
      }
      case 'walk': {
        // A const pointer from p to one past its last element, summed.
        const p = r.pick(this.pointers);
        const count = r.int(1, p.target.length - p.offset);
        const s = this.fresh('ps');
        const w = this.fresh('pw');
        const lines = [`int ${s} = 0;`, `for (const int* ${w} = ${p.name}; ${w} != ${p.name} + ${count}; ++${w}) ${s} += *${w};`];
        if (!this.amp && r.chance(0.5)) lines[1] = `${s} = ppSum(${p.name}, ${p.name} + ${count});`;
        this.scalars.push(intVar(s, ELEMENT * count, true));
        return lines;
      }
      case 'call': {
        const p = r.pick(writable);
        const room = p.target.length - p.offset;
        if (this.amp) {
          if (room < 2) return [];
          const s = this.fresh('ps');
          this.scalars.push(intVar(s, 2 * ELEMENT, true));
          return [r.chance(0.5) ? `int ${s} = ppAmp(${p.name}, ${r.int(0, room - 1)});` : `int ${s} = ppRead(${p.name});`];
        }
        const form = r.pick(['bump', 'swap', 'read'] as const);
        if (form === 'bump') return [`ppBump(${p.name}, ${r.int(1, room)}, ${this.intValue(false, this.leaves(), around, ELEMENT / 2)});`];
        if (form === 'read' && room >= 2) {
          const s = this.fresh('ps');
          this.scalars.push(intVar(s, 2 * ELEMENT, true));
          return [`int ${s} = ppRead(${p.name});`];
        }
        const q = r.pick(writable);
        return [`ppSwap(${p.name}, &${q.name}[${r.int(-q.offset, q.target.length - 1 - q.offset)}]);`];
      }
      case 'struct': {
        const s = r.pick(this.structs);
        if (!this.amp && r.chance(0.3)) return [`ppSet(${s.name}, ${this.element(around)});`];
        return [`${this.structAccess(s)}a = ${this.element(around)};`];
      }
      case 'scalar': {
        // A local and a pointer to it: writes through the pointer change the local.
        const v = this.fresh('px');
        const p = this.fresh('pp');
        const lines = [`int ${v} = ${this.element(around)};`, `int* ${p} = &${v};`, `*${p} = ${this.element(around)};`];
        if (r.chance(0.5)) lines.push(`*${p} += ${r.int(-ELEMENT, ELEMENT)} / 2;`, `*${p} /= 2;`);
        this.scalars.push(intVar(v, ELEMENT, true));
        return lines;
      }
    }
    return [];
  }

  private reset(): void {
    this.arrays = [];
    this.pointers = [];
    this.structs = [];
    this.scalars = [];
  }

  /** The family's statements in main: a block with its own arrays, printed at its end. */
  hostStatements(around: Surroundings, count: number): string[] {
    const r = this.random;
    this.reset();
    this.amp = false;
    const lines: string[] = [];
    const c = { name: this.fresh('pa'), length: r.pick([4, 6, 8]) };
    lines.push(`int ${c.name}[${c.length}] = { ${Array.from({ length: c.length }, () => this.element(around)).join(', ')} };`);
    const v = { name: this.fresh('pv'), length: r.pick([3, 5, 8]) };
    lines.push(`std::vector<int> ${v.name}(${v.length}, ${this.element(around)});`);
    const data = { name: `${v.name}.data()`, length: v.length };
    this.arrays.push(c, data);
    // A pointer into the vector: its data() or an element's address.
    const vp = this.fresh('pp');
    const vo = r.int(0, v.length - 1);
    lines.push(`int* ${vp} = ${r.chance(0.5) ? `${v.name}.data() + ${vo}` : `&${v.name}[${vo}]`};`);
    this.pointers.push({ name: vp, target: data, offset: vo, readonly: false });
    lines.push(...this.pointTo(c, false));
    // Structs: a single object and an array of them.
    const so = this.fresh('po');
    const sa = this.fresh('pa');
    const sp = this.fresh('pp');
    const sq = this.fresh('pp');
    const at = r.int(0, 2);
    lines.push(`S ${so} = { ${this.element(around)}, 7u, 1.5f };`, `S ${sa}[3] = { { 1, 2u, 0.5f }, { ${this.element(around)}, 4u, 1.0f }, { 5, 6u, -2.0f } };`);
    // The array decays too: `sa + at`, `sa`.
    lines.push(`S* ${sp} = &${so};`, `S* ${sq} = ${r.pick([`&${sa}[${at}]`, at === 0 ? sa : `${sa} + ${at}`])};`);
    this.structs.push({ name: sp, array: null }, { name: sq, array: { name: sa, length: 3, offset: at } });
    for (let i = 0; i < count; i++) lines.push(...this.statement(around));
    lines.push(printArray(c.name, c.length), printArray(v.name, v.length));
    const reads = this.leaves().slice(0, 8).map((x) => x.name);
    lines.push(`std::cout << ${so}.a << " " << ${so}.b << " " << ${sa}[0].a << " " << ${sa}[1].a << " " << ${sa}[2].a << " " << ${sa}[${at}].b${reads.map((x) => ` << " " << ${x}`).join('')} << "\\n";`);
    return ['{', ...indent(lines), '}'];
  }

  /** A kernel whose threads point into their locals, a tile_static array and the output view. */
  kernel(around: Surroundings, count: number): string[] {
    const r = this.random;
    this.reset();
    const id = this.fresh('pk');
    const tiled = r.chance(0.5);
    const tile = r.pick([4, 8]);
    const n = r.pick([16, 32]);
    const lines = [`std::vector<int> v${id}(${n}, 0);`, `array_view<int, 1> ${id}(${n}, v${id});`];
    // An input view two longer than the output: a thread reads its element and the next two through a pointer.
    const input = `${id}in`;
    lines.push(`std::vector<int> v${input}(${n + 2});`, `for (int k = 0; k < ${n + 2}; k++) v${input}[k] = (k * 7) % 13 - 6;`, `array_view<const int, 1> ${input}(${n + 2}, v${input});`);
    const body: string[] = [];
    this.amp = true;
    let at: string;
    if (tiled) {
      lines.push(`parallel_for_each(${id}.get_extent().tile<${tile}>(), [=](tiled_index<${tile}> ti) restrict(amp) {`);
      body.push('int t = ti.global[0];', 'int l = ti.local[0];');
      this.scalars.push({ name: 't', type: 'int', lo: 0, hi: n - 1, frac: 0, readonly: true }, { name: 'l', type: 'int', lo: 0, hi: tile - 1, frac: 0, readonly: true });
      const sh = this.fresh('psh');
      const sp = this.fresh('pp');
      body.push(`tile_static int ${sh}[${tile}];`, `int* ${sp} = &${sh}[l];`, `*${sp} = ${this.element(around)};`, 'ti.barrier.wait();');
      // After the barrier every element is written: read them through a const pointer to the first.
      const first = this.fresh('pp');
      body.push(`const int* ${first} = ${sh};`);
      this.scalars.push(intVar(`${first}[(l + ${r.int(1, tile - 1)}) % ${tile}]`, ELEMENT, true), intVar(`*(${first} + l)`, ELEMENT, true));
      at = 'ti.global';
    } else {
      lines.push(`parallel_for_each(${id}.get_extent(), [=](index<1> idx) restrict(amp) {`);
      body.push('int t = idx[0];');
      this.scalars.push({ name: 't', type: 'int', lo: 0, hi: n - 1, frac: 0, readonly: true });
      at = 'idx';
    }
    const pin = this.fresh('pp');
    body.push(r.chance(0.5) ? `const int* ${pin} = &${input}[0] + t;` : `const int* ${pin} = &${input}[t];`);
    this.scalars.push({ name: `${pin}[${r.int(0, 2)}]`, type: 'int', lo: -6, hi: 6, frac: 0, readonly: true }, { name: `*(${pin} + ${r.int(1, 2)})`, type: 'int', lo: -6, hi: 6, frac: 0, readonly: true });
    const la = { name: this.fresh('pa'), length: r.pick([2, 4, 6]) };
    body.push(`int ${la.name}[${la.length}] = { ${Array.from({ length: la.length }, () => this.element(around)).join(', ')} };`);
    this.arrays.push(la);
    body.push(...this.pointTo(la, false));
    const so = this.fresh('po');
    const sp = this.fresh('pp');
    body.push(`S ${so} = { ${this.element(around)}, 3u, 0.5f };`, `S* ${sp} = &${so};`);
    this.structs.push({ name: sp, array: null });
    if (r.chance(0.5)) {
      const sa = this.fresh('pa');
      const sq = this.fresh('pp');
      const at = r.int(0, 2);
      body.push(`S ${sa}[3] = { { ${this.element(around)}, 1u, 0.5f }, { 2, 4u, 1.0f }, { ${this.element(around)}, 6u, -2.0f } };`, `S* ${sq} = &${sa}[${at}];`);
      this.structs.push({ name: sq, array: { name: sa, length: 3, offset: at } });
    }
    for (let i = 0; i < count; i++) body.push(...this.statement(around));
    const out = this.fresh('pp');
    body.push(`int* ${out} = &${id}[${at}];`, `*${out} = ${this.intValue(true, this.leaves(), around, 30000, 3)};`);
    this.amp = false;
    lines.push(...indent(body), '});', printArray(id, n));
    return ['{', ...indent(lines), '}'];
  }
}
