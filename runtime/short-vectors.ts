/**
 * `<amp_short_vectors.h>` on the host: `int_2`..`double_4`, `norm_2`..`unorm_4` as immutable
 * `ShortVector` values, and `norm`/`unorm` themselves as plain numbers already clamped.
 *
 * Every component is kept exactly as C++ holds it: `int` wraps to 32 bits, `unsigned int` to
 * 32 unsigned bits, `float` is rounded to single precision after each operation, `double` is a
 * JS number, and `norm`/`unorm` are floats clamped to [-1, 1] / [0, 1] on construction and after
 * each operation, as Microsoft's header does (`_Set` after every operator).
 *
 * Values are immutable, so copying one (C++'s value semantics) is sharing it: every operation,
 * a component write included, makes a new vector.
 */
import { RuntimeException } from './exceptions.js';
import type { ElementType } from './element.js';

export type ShortVectorScalar = 'int' | 'uint' | 'float' | 'double' | 'norm' | 'unorm';

export type ShortVectorOp = '+' | '-' | '*' | '/' | '%' | '<<' | '>>' | '&' | '|' | '^';

/** `x` as a component of kind `scalar`, from a value already of a type C++ converts to it implicitly. */
export function svScalar(scalar: ShortVectorScalar, x: number): number {
  switch (scalar) {
    case 'int': return x | 0;
    case 'uint': return x >>> 0;
    case 'float': return Math.fround(x);
    case 'double': return x;
    case 'norm': return clamp(Math.fround(x), -1);
    case 'unorm': return clamp(Math.fround(x), 0);
  }
}

// `_Val < lo ? lo : _Val` then `_Val > 1 ? 1 : _Val`: NaN stays NaN, as in Microsoft's CPU path.
function clamp(x: number, lo: number): number {
  const low = x < lo ? lo : x;
  return low > 1 ? 1 : low;
}

/** `static_cast<T>(x)` of one component, from any scalar kind to `to` (float to integer truncates). */
export function svCast(to: ShortVectorScalar, x: number): number {
  if (to === 'int' || to === 'uint') {
    const t = Math.trunc(x);
    return Number.isFinite(t) ? svScalar(to, t) : 0;
  }
  return svScalar(to, x);
}

/** `a op b` on two components of kind `scalar`, with C++'s result for that type. */
export function svBinary(scalar: ShortVectorScalar, op: ShortVectorOp, a: number, b: number): number {
  if (scalar === 'int' || scalar === 'uint') {
    const wrap = (x: number) => svScalar(scalar, x);
    switch (op) {
      case '+': return wrap(a + b);
      case '-': return wrap(a - b);
      case '*': return wrap(Math.imul(a, b));
      // Division by zero is undefined behaviour in C++; JS's Infinity wraps to 0.
      case '/': return wrap(Math.trunc(a / b));
      case '%': return wrap(a % b);
      case '<<': return wrap(a << b);
      case '>>': return scalar === 'int' ? a >> b : a >>> b;
      case '&': return wrap(a & b);
      case '|': return wrap(a | b);
      case '^': return wrap(a ^ b);
    }
  }
  switch (op) {
    case '+': return svScalar(scalar, a + b);
    case '-': return svScalar(scalar, a - b);
    case '*': return svScalar(scalar, a * b);
    case '/': return svScalar(scalar, a / b);
    default: throw new RuntimeException(`operator ${op} is not defined on ${scalar} vectors`);
  }
}

/** A short vector of 2 to 4 components. */
export class ShortVector {
  private constructor(readonly scalar: ShortVectorScalar, readonly components: readonly number[]) {}

  /** `float_3(a, b, c)`; one value is broadcast (`float_3(a)`), none is all zeros. */
  static of(scalar: ShortVectorScalar, length: number, values: readonly number[]): ShortVector {
    const c = values.length === 0 ? new Array<number>(length).fill(0) : values.length === 1 ? new Array<number>(length).fill(values[0]) : values;
    return new ShortVector(scalar, c.map((x) => svScalar(scalar, x)));
  }

  /** `float_2(int_2)` and the other explicit conversions between vector types: `static_cast` per component. */
  cast(to: ShortVectorScalar): ShortVector {
    return new ShortVector(to, this.components.map((x) => svCast(to, x)));
  }

  get length(): number {
    return this.components.length;
  }

  /** Component `i` (0 is x). */
  get(i: number): number {
    return this.components[i];
  }

  /** `get_zx()`: a vector of the components named (one component: that scalar). */
  swizzle(indices: readonly number[]): ShortVector | number {
    if (indices.length === 1) return this.components[indices[0]];
    return new ShortVector(this.scalar, indices.map((i) => this.components[i]));
  }

  /** `set_zx(v)`: this vector with the components named taken from `v` in order. */
  with(indices: readonly number[], v: ShortVector | number): ShortVector {
    const c = this.components.slice();
    indices.forEach((i, k) => (c[i] = typeof v === 'number' ? svScalar(this.scalar, v) : v.components[k]));
    return new ShortVector(this.scalar, c);
  }

  binary(op: ShortVectorOp, other: ShortVector): ShortVector {
    return new ShortVector(this.scalar, this.components.map((a, i) => svBinary(this.scalar, op, a, other.components[i])));
  }

  /** Unary `-` (a norm's range is symmetric, so no clamp), and `~` of the integer vectors. */
  negate(): ShortVector {
    return new ShortVector(this.scalar, this.components.map((a) => svScalar(this.scalar, -a)));
  }

  complement(): ShortVector {
    return new ShortVector(this.scalar, this.components.map((a) => svScalar(this.scalar, ~a)));
  }

  /** `++v` / `--v`: every component plus or minus one. */
  step(delta: 1 | -1): ShortVector {
    return new ShortVector(this.scalar, this.components.map((a) => svBinary(this.scalar, '+', a, svScalar(this.scalar, delta))));
  }

  /** `==`: every component equal (as Microsoft's header compares). */
  equals(other: ShortVector): boolean {
    return this.components.every((a, i) => a === other.components[i]);
  }
}

/**
 * A short vector as an array_view/array element: its components at consecutive 4-byte slots,
 * C++'s layout (a `float_3` is 12 bytes). `double` components travel as `f32`: kernels compute
 * short vectors of double in f32 (a scalar `double` is exact: see `float64`).
 */
export function shortVectorElement(scalar: ShortVectorScalar, length: number): ElementType<ShortVector> {
  const read = scalar === 'int' ? 'getInt32' : scalar === 'uint' ? 'getUint32' : 'getFloat32';
  const write = scalar === 'int' ? 'setInt32' : scalar === 'uint' ? 'setUint32' : 'setFloat32';
  return {
    name: `${scalar}_${length}`,
    size: 4 * length,
    align: 4,
    read(view, offset) {
      const c: number[] = [];
      for (let i = 0; i < length; i++) c.push(view[read](offset + 4 * i, true));
      return ShortVector.of(scalar, length, c);
    },
    write(view, offset, value) {
      for (let i = 0; i < length; i++) view[write](offset + 4 * i, value.get(i), true);
    },
  };
}
