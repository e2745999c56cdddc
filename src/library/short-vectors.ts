/**
 * `<amp_short_vectors.h>` (`concurrency::graphics`): `int_2`..`int_4`, `uint_*`, `float_*`,
 * `double_*`, `norm`, `unorm`, `norm_*`, `unorm_*`, declared once as Microsoft's header declares
 * them: the types, their constructors (explicit or not), their operators and their members
 * (`get_x`/`set_x`, `get_zyx`/`set_zyx`, and the `x`/`xy`/`rgb` properties built on them). Sema
 * (`src/sema/check-short-vectors.ts`) resolves a use to one of the intrinsics made here, and the
 * back ends print through them.
 *
 * Kernels hold a short vector as WGSL's `vecN<T>` (`norm`/`unorm` as `f32`; `double` computed as
 * `f32`, with sema's `amp-double` warning). The host holds it as the runtime's immutable
 * `ShortVector` (`norm`/`unorm` as a number): `runtime/short-vectors.ts`.
 *
 * `norm` is clamped to [-1, 1] and `unorm` to [0, 1] on construction and after every operation,
 * as the header's `_Set` does: in kernels with WGSL's `clamp`, on the host by the runtime.
 */
import { doubleType, floatType, intType, uintType, type ShortVectorScalar, type Type } from '../sema/types.js';
import type { ConversionRank } from '../sema/overload.js';
import type { Intrinsic, IntrinsicSignature } from './intrinsics.js';

export type ShortVectorType = Extract<Type, { kind: 'shortVector' }>;

export type ShortVectorBinaryOp = '+' | '-' | '*' | '/' | '%' | '<<' | '>>' | '&' | '|' | '^';
export type ShortVectorCompareOp = '==' | '!=' | '<' | '>' | '<=' | '>=';

const scalars: readonly ShortVectorScalar[] = ['int', 'uint', 'float', 'double', 'norm', 'unorm'];

/** `T_N` as C++ names it: `short_vector<T, 1>::type` is `T` itself (`norm` and `unorm` are classes). */
export function shortVectorOf(scalar: ShortVectorScalar, length: 1 | 2 | 3 | 4): Type {
  if (length === 1) {
    switch (scalar) {
      case 'int': return intType;
      case 'uint': return uintType;
      case 'float': return floatType;
      case 'double': return doubleType;
      case 'norm': case 'unorm': return { kind: 'shortVector', scalar, length: 1 };
    }
  }
  return { kind: 'shortVector', scalar, length };
}

const byName = new Map<string, ShortVectorType>();
for (const scalar of scalars) {
  for (const length of [1, 2, 3, 4] as const) {
    const t = shortVectorOf(scalar, length);
    if (t.kind === 'shortVector') byName.set(length === 1 ? scalar : `${scalar}_${length}`, t);
  }
}

/** The type a `concurrency::graphics` name names (`float_3`, `norm`), or undefined. */
export function shortVectorByName(name: string): ShortVectorType | undefined {
  return byName.get(name);
}

/** A type `concurrency::graphics` names: a short vector, or its `uint` typedef (`unsigned int`). */
export function graphicsTypeByName(name: string): Type | undefined {
  return name === 'uint' ? uintType : byName.get(name);
}

/** The C++ spelling of a short vector scalar (`unsigned int` for `uint`). */
const scalarSpelling = (scalar: ShortVectorScalar) => (scalar === 'uint' ? 'unsigned int' : scalar);

/**
 * `short_vector<T, N>` (`::type` is `T_N`, `T` itself for N = 1) and `short_vector_traits<T>`
 * (`::value_type`, `::size`), declared as Microsoft's header declares them: class templates with
 * one explicit specialisation per scalar and length, read by sema like the program's own. The
 * primary templates are left undefined, so `short_vector<char, 2>` is an error, as in C++.
 */
export const shortVectorTemplates: string = [
  'template <typename T, int N> struct short_vector;',
  'template <typename T> struct short_vector_traits;',
  ...scalars.flatMap((scalar) => ([1, 2, 3, 4] as const).flatMap((n) => {
    const name = n === 1 ? scalarSpelling(scalar) : `${scalar}_${n}`;
    return [
      `template <> struct short_vector<${scalarSpelling(scalar)}, ${n}> { typedef ${name} type; };`,
      `template <> struct short_vector_traits<${name}> { typedef ${scalarSpelling(scalar)} value_type; static int const size = ${n}; };`,
    ];
  })),
  '',
].join('\n');

export function shortVectorTypeNames(): string[] {
  return [...byName.keys()];
}

/**
 * The members Microsoft's header declares in each short vector class besides its components,
 * as its short_vector_traits does: `typedef float value_type;` and `static const int size = 4;`
 * (`float_4::size`, `typename V::value_type`).
 */
export const shortVectorMembers = {
  type(t: ShortVectorType, name: string): Type | undefined {
    return name === 'value_type' ? valueTypeOf(t.scalar) : undefined;
  },
  constant(t: ShortVectorType, name: string): { type: Type; value: number } | undefined {
    return name === 'size' ? { type: intType, value: t.length } : undefined;
  },
};

/** The scalar a `T`'s `scalar` names, as a C++ type: `value_type` (`norm_2`'s is `norm`). */
export function valueTypeOf(scalar: ShortVectorScalar): Type {
  return shortVectorOf(scalar, 1);
}

const isNormKind = (s: ShortVectorScalar) => s === 'norm' || s === 'unorm';
const isIntegerKind = (s: ShortVectorScalar) => s === 'int' || s === 'uint';

const standardRank = (from: Type, to: Type): ConversionRank | null => {
  const arithmetic = (t: Type) => t.kind === 'int' || t.kind === 'float' || t.kind === 'bool';
  if (!arithmetic(from) || !arithmetic(to)) return null;
  if (from.kind === to.kind && (from.kind !== 'int' || (to.kind === 'int' && from.bits === to.bits && from.signed === to.signed)) && (from.kind !== 'float' || (to.kind === 'float' && from.bits === to.bits))) return 'exact';
  if (to.kind === 'int' && to.bits === 32 && to.signed && (from.kind === 'bool' || (from.kind === 'int' && from.bits < 32))) return 'promotion';
  if (to.kind === 'float' && to.bits === 64 && from.kind === 'float' && from.bits === 32) return 'promotion';
  return 'conversion';
};

/**
 * The implicit conversions the header's non-explicit members give (a user-defined conversion in
 * C++'s ranking), or null: `norm`/`unorm` → `float` (`operator float`, then any standard
 * conversion), `unorm` → `norm`, and a scalar → a vector of it (the broadcast constructor
 * `float_2(float)`, `norm_2(norm)`). Between vector types every constructor is explicit.
 * `user` is a user-defined conversion followed by an exact match, `userConversion` one followed
 * by a promotion or conversion: the two compare as C++ compares sequences through the same
 * conversion function.
 */
export function shortVectorConversionRank(from: Type, to: Type): ConversionRank | null {
  if (from.kind === 'shortVector' && from.length === 1) {
    if (to.kind === 'shortVector') return to.length === 1 && to.scalar === 'norm' && from.scalar === 'unorm' ? 'user' : null;
    const after = standardRank(floatType, to);
    return after === null ? null : after === 'exact' ? 'user' : 'userConversion';
  }
  if (to.kind === 'shortVector' && to.length > 1) {
    if (isNormKind(to.scalar)) return from.kind === 'shortVector' && from.length === 1 && from.scalar === to.scalar ? 'user' : null;
    const before = standardRank(from, valueTypeOf(to.scalar));
    return before === null ? null : before === 'exact' ? 'user' : 'userConversion';
  }
  return null;
}

// ------------------------------------------------------------------ printing helpers

function wgslScalar(scalar: ShortVectorScalar): string {
  return scalar === 'int' ? 'i32' : scalar === 'uint' ? 'u32' : 'f32';
}

/** `vec3<f32>`, or `f32` for `norm`/`unorm`. */
export function shortVectorWgslType(t: ShortVectorType): string {
  return t.length === 1 ? wgslScalar(t.scalar) : `vec${t.length}<${wgslScalar(t.scalar)}>`;
}

/** A length-3 vector in a storage buffer: `array<f32, 3>`, C++'s 12 bytes (WGSL's vec3 takes 16). */
export function packedWgslType(t: ShortVectorType): string | null {
  return t.length === 3 ? `array<${wgslScalar(t.scalar)}, 3>` : null;
}

/** The helper functions that move a length-3 vector in and out of its packed buffer form. */
export function packHelpers(t: ShortVectorType): { unpack: [name: string, source: string]; pack: [name: string, source: string] } {
  const s = wgslScalar(t.scalar);
  const unpack = `unpack_${s}x3`;
  const pack = `pack_${s}x3`;
  return {
    unpack: [unpack, `fn ${unpack}(p: array<${s}, 3>) -> vec3<${s}> {\n  return vec3<${s}>(p[0], p[1], p[2]);\n}`],
    pack: [pack, `fn ${pack}(v: vec3<${s}>) -> array<${s}, 3> {\n  return array<${s}, 3>(v.x, v.y, v.z);\n}`],
  };
}

/** `text` as an operand: names, members, subscripts and whole calls (`f(a, b)`, `vec3<f32>(1.0)`) stand alone. */
function atom(text: string): string {
  if (/^[\w.[\]]+$/.test(text)) return text;
  const call = /^[\w.<>]+\(/.exec(text);
  if (call && text.endsWith(')') && closingParen(text, call[0].length - 1) === text.length - 1) return text;
  return `(${text})`;
}

/** The index of the parenthesis closing the one at `open`. */
function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  return -1;
}

/** `norm`: WGSL's clamp of the value computed in f32; other kinds unchanged. */
function wgslClamp(t: ShortVectorType, text: string): string {
  if (!isNormKind(t.scalar)) return text;
  const low = t.scalar === 'norm' ? '-1.0' : '0.0';
  if (t.length === 1) return `clamp(${text}, ${low}, 1.0)`;
  const vec = `vec${t.length}<f32>`;
  return `clamp(${text}, ${vec}(${low}), ${vec}(1.0))`;
}

const hostKind = (t: ShortVectorType) => JSON.stringify(t.scalar);
const components = ['x', 'y', 'z', 'w'];

// ------------------------------------------------------------------ the intrinsics

const memo = new Map<string, Intrinsic>();

function intrinsic(key: string, make: () => Intrinsic): Intrinsic {
  let found = memo.get(key);
  if (!found) {
    found = make();
    memo.set(key, found);
  }
  return found;
}

const everywhere = { cpu: true, amp: true } as const;

function entry(id: string, name: string, signatures: IntrinsicSignature[], wgsl: Intrinsic['wgsl'], host: Intrinsic['host']): Intrinsic {
  return { id: `concurrency::graphics::${id}`, name, namespaces: [], signatures, restriction: everywhere, wgsl, host, header: 'amp_short_vectors.h' };
}

/** A constructor's parameter list, and whether it is `explicit`. */
export interface ShortVectorConstructor {
  params: readonly Type[];
  explicit: boolean;
}

/** The header's constructors of `t` (copy constructors aside: a same-type argument is the value itself). */
export function constructorsOf(t: ShortVectorType): ShortVectorConstructor[] {
  const n = t.length;
  const value = valueTypeOf(t.scalar);
  const repeat = (p: Type, k: number) => Array.from({ length: k }, () => p);
  if (n === 1) {
    // norm(): 0; explicit norm(float | unsigned int | int | double); norm(const unorm&) (unorm: explicit from norm).
    const list: ShortVectorConstructor[] = [{ params: [], explicit: false }, ...[floatType, uintType, intType, doubleType].map((p) => ({ params: [p], explicit: true }))];
    const other: ShortVectorType = { kind: 'shortVector', scalar: t.scalar === 'norm' ? 'unorm' : 'norm', length: 1 };
    list.push({ params: [other], explicit: t.scalar === 'unorm' });
    return list;
  }
  const list: ShortVectorConstructor[] = [
    { params: [], explicit: false },
    { params: repeat(value, n), explicit: false },
    { params: [value], explicit: false },
  ];
  // norm_N, unorm_N: also explicit from floats, one per component or broadcast.
  if (isNormKind(t.scalar)) list.push({ params: repeat(floatType, n), explicit: true }, { params: [floatType], explicit: true });
  // Every other vector type of the same length: explicit, static_cast per component.
  for (const s of scalars) if (s !== t.scalar) list.push({ params: [{ kind: 'shortVector', scalar: s, length: n }], explicit: true });
  return list;
}

/** The construction of `t` from converted arguments matching `params` (one of `constructorsOf(t)`). */
export function constructIntrinsic(t: ShortVectorType, params: readonly Type[]): Intrinsic {
  const key = `construct ${t.scalar} ${t.length} ${params.map((p) => (p.kind === 'shortVector' ? `${p.scalar}_${p.length}` : p.kind === 'int' ? (p.signed ? 'int' : 'uint') : p.kind === 'float' ? p.bits : p.kind)).join(',')}`;
  return intrinsic(key, () => {
    // A conversion from another vector type (of the same length); `norm_2(norm)` broadcasts instead.
    const from = params.length === 1 && params[0].kind === 'shortVector' && params[0].length === t.length ? params[0] : null;
    const name = t.length === 1 ? t.scalar : `${t.scalar}_${t.length}`;
    return entry(`${name}::${name}`, name, [{ params, result: t }], (args, cx) => {
      const type = cx.wgslType(t);
      // norm(const unorm&) copies; unorm(const norm&) clamps. Other conversions are per component.
      if (from && from.length === 1) return from.scalar === 'unorm' ? args[0] : wgslClamp(t, args[0]);
      if (t.length === 1) return args.length === 0 ? '0.0' : wgslClamp(t, `f32(${args[0]})`);
      return wgslClamp(t, `${type}(${args.join(', ')})`);
    }, (args, cx) => {
      if (t.length === 1) return args.length === 0 ? '0' : `${cx.use('svScalar')}(${hostKind(t)}, ${args[0]})`;
      if (from) return `${atom(args[0])}.cast(${hostKind(t)})`;
      return `${cx.use('ShortVector')}.of(${hostKind(t)}, ${t.length}, [${args.join(', ')}])`;
    });
  });
}

/** `float(n)` of a `norm`/`unorm` (its `operator float`): the value it holds. */
export function toFloatIntrinsic(t: ShortVectorType): Intrinsic {
  return intrinsic(`float ${t.scalar}`, () => entry(`${t.scalar}::operator float`, 'operator float', [{ params: [t], result: floatType }], (a) => a[0], (a) => a[0]));
}

/** Which binary operators the header defines on `t`. */
export function hasBinaryOperator(t: ShortVectorType, op: ShortVectorBinaryOp | ShortVectorCompareOp): boolean {
  if (op === '==' || op === '!=' || op === '+' || op === '-' || op === '*' || op === '/') return true;
  if (op === '<' || op === '>' || op === '<=' || op === '>=') return t.length === 1;
  return isIntegerKind(t.scalar);
}

export function binaryIntrinsic(t: ShortVectorType, op: ShortVectorBinaryOp): Intrinsic {
  return intrinsic(`binary ${t.scalar} ${t.length} ${op}`, () => {
    const name = typeName(t);
    return entry(`operator${op}(${name}, ${name})`, `operator${op}`, [{ params: [t, t], result: t }], (a, cx) => {
      // WGSL shifts take an unsigned shift count.
      const right = (op === '<<' || op === '>>') && t.scalar === 'int' ? `vec${t.length}<u32>(${a[1]})` : atom(a[1]);
      return wgslClamp(t, `(${atom(a[0])} ${op} ${right})`);
    }, (a, cx) => {
      if (t.length === 1) return `${cx.use('svScalar')}(${hostKind(t)}, ${atom(a[0])} ${op} ${atom(a[1])})`;
      return `${atom(a[0])}.binary(${JSON.stringify(op)}, ${a[1]})`;
    });
  });
}

export function compareIntrinsic(t: ShortVectorType, op: ShortVectorCompareOp): Intrinsic {
  return intrinsic(`compare ${t.scalar} ${t.length} ${op}`, () => {
    const name = typeName(t);
    return entry(`operator${op}(${name}, ${name})`, `operator${op}`, [{ params: [t, t], result: { kind: 'bool' } }], (a) => {
      // `!=` as a negated `==`: WGSL's float `!=` is ordered (false with a NaN operand), C++'s is not.
      if (t.length === 1) return op === '!=' ? `!(${atom(a[0])} == ${atom(a[1])})` : `(${atom(a[0])} ${op} ${atom(a[1])})`;
      return op === '==' ? `all(${a[0]} == ${a[1]})` : `!all(${a[0]} == ${a[1]})`;
    }, (a) => {
      if (t.length === 1) return `(${atom(a[0])} ${op === '==' ? '===' : op === '!=' ? '!==' : op} ${atom(a[1])})`;
      return `${op === '!=' ? '!' : ''}${atom(a[0])}.equals(${a[1]})`;
    });
  });
}

/** Unary `-` (not on `unorm`, whose header has none) and `~` (integer vectors). */
export function hasUnaryOperator(t: ShortVectorType, op: '-' | '~'): boolean {
  return op === '-' ? t.scalar !== 'unorm' : isIntegerKind(t.scalar);
}

export function unaryIntrinsic(t: ShortVectorType, op: '-' | '~'): Intrinsic {
  return intrinsic(`unary ${t.scalar} ${t.length} ${op}`, () => entry(`${typeName(t)}::operator${op}`, `operator${op}`, [{ params: [t], result: t }], (a) => `${op}${atom(a[0])}`, (a, cx) => {
    if (t.length === 1) return `(-${atom(a[0])})`; // a norm's range is symmetric: no clamp
    return `${atom(a[0])}.${op === '-' ? 'negate' : 'complement'}()`;
  }));
}

/** `++v` / `--v`'s new value: every component plus or minus one (clamped for norm kinds). */
export function stepIntrinsic(t: ShortVectorType, delta: 1 | -1): Intrinsic {
  return intrinsic(`step ${t.scalar} ${t.length} ${delta}`, () => entry(`${typeName(t)}::operator${delta > 0 ? '++' : '--'}`, `operator${delta > 0 ? '++' : '--'}`, [{ params: [t], result: t }], (a, cx) => {
    const one = t.scalar === 'int' ? '1' : t.scalar === 'uint' ? '1u' : '1.0';
    const step = t.length === 1 ? one : `${cx.wgslType(t)}(${one})`;
    return wgslClamp(t, `(${atom(a[0])} ${delta > 0 ? '+' : '-'} ${step})`);
  }, (a, cx) => (t.length === 1 ? `${cx.use('svScalar')}(${hostKind(t)}, ${atom(a[0])} ${delta > 0 ? '+' : '-'} 1)` : `${atom(a[0])}.step(${delta})`)));
}

/**
 * Swizzles: the components a name like `zx` or `rgb` selects (each at most once, all inside the
 * vector), or null. `x`/`y`/`z`/`w` and `r`/`g`/`b`/`a` may not be mixed.
 */
export function swizzleIndices(t: ShortVectorType, letters: string): number[] | null {
  if (t.length === 1 || letters.length === 0 || letters.length > t.length) return null;
  for (const set of ['xyzw', 'rgba']) {
    const indices = [...letters].map((c) => set.indexOf(c));
    if (indices.every((i) => i >= 0 && i < t.length) && new Set(indices).size === indices.length) return indices;
  }
  return null;
}

/** What a `get_<swizzle>` intrinsic reads, so a write through it (`v.xy = w`) can become `set_<swizzle>`. */
export const swizzleReads = new WeakMap<Intrinsic, { vector: ShortVectorType; indices: readonly number[] }>();

/** The type of the components `indices` of `t`: a component (`norm` for norm vectors) or a shorter vector. */
export function swizzleType(t: ShortVectorType, indices: readonly number[]): Type {
  return shortVectorOf(t.scalar, indices.length as 1 | 2 | 3 | 4);
}

export function getIntrinsic(t: ShortVectorType, indices: readonly number[]): Intrinsic {
  const letters = indices.map((i) => components[i]).join('');
  const found = intrinsic(`get ${t.scalar} ${t.length} ${letters}`, () => entry(`${typeName(t)}::get_${letters}`, `get_${letters}`, [{ params: [t], result: swizzleType(t, indices) }],
    (a) => `${atom(a[0])}.${letters}`,
    (a) => (indices.length === 1 ? `${atom(a[0])}.get(${indices[0]})` : `${atom(a[0])}.swizzle([${indices.join(', ')}])`)));
  swizzleReads.set(found, { vector: t, indices });
  return found;
}

/** `set_zx(v)` as a value: the vector with those components replaced. */
export function setIntrinsic(t: ShortVectorType, indices: readonly number[]): Intrinsic {
  const letters = indices.map((i) => components[i]).join('');
  const part = swizzleType(t, indices);
  return intrinsic(`set ${t.scalar} ${t.length} ${letters}`, () => entry(`${typeName(t)}::set_${letters}`, `set_${letters}`, [{ params: [t, part], result: t }], (a, cx) => {
    const name = `set_${letters}_${wgslScalar(t.scalar)}x${t.length}`;
    const assigns = indices.map((i, k) => `  r.${components[i]} = v${indices.length === 1 ? '' : `.${components[k]}`};`);
    cx.helper(name, [`fn ${name}(a: ${cx.wgslType(t)}, v: ${cx.wgslType(part)}) -> ${cx.wgslType(t)} {`, '  var r = a;', ...assigns, '  return r;', '}'].join('\n'));
    return `${name}(${a[0]}, ${a[1]})`;
  }, (a) => `${atom(a[0])}.with([${indices.join(', ')}], ${a[1]})`));
}

function typeName(t: ShortVectorType): string {
  return t.length === 1 ? t.scalar : `${t.scalar}_${t.length}`;
}
