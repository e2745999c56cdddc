/**
 * C++ `double` in kernels. WebGPU has no f64, so a double is a software double: a `vec2<u32>`
 * holding its IEEE-754 bits (low word in `x`), computed exactly by the helpers of
 * src/library/f64-wgsl.ts. This file says which helper prints which operator and conversion;
 * the emitter asks it wherever a double meets an operator, a conversion or a literal.
 * (`long double` is 64 bits in C++ AMP, as on Windows: the same type.)
 */
import { f64Helpers, f64Literal } from '../../library/f64-wgsl.js';
import type { WgslHelper } from '../../library/math-wgsl.js';
import type { Type } from '../../sema/types.js';

export const isDouble = (t: Type): boolean => t.kind === 'float' && t.bits === 64;

/** The WGSL type of a double. */
export const doubleWgslType = 'vec2<u32>';

/** The WGSL constant for a double value (bit-exact: -0, infinities and NaN too). */
export function doubleLiteral(value: number): string {
  return f64Literal(value);
}

/**
 * Prints calls of the f64 helpers, declaring each (and the helpers it calls) once in the
 * module's helper map.
 */
export class DoubleOps {
  constructor(private readonly helpers: Map<string, string>) {}

  call(name: string, args: string[]): string {
    const helper = f64Helpers[name];
    // The helper table is the compiler's own: a missing name is a bug here, not in the program.
    if (!helper) throw new Error(`internal: no software-double helper '${name}'`);
    this.declare(helper);
    return `${helper.name}(${args.join(', ')})`;
  }

  private declare(h: WgslHelper): void {
    if (this.helpers.has(h.name)) return;
    for (const dep of h.needs) this.declare(dep);
    this.helpers.set(h.name, h.source);
  }

  /** `a op b` on two doubles, or null for an operator doubles do not have. */
  binary(op: string, a: string, b: string): string | null {
    const name = binaryHelpers[op];
    return name ? this.call(name, [a, b]) : null;
  }

  /** A value of type `from` (not double) as a double, or null where no such conversion exists in kernels. */
  fromValue(from: Type, text: string): string | null {
    switch (from.kind) {
      case 'float': return this.call('f64_from_f32', [text]);
      case 'int': return this.call(from.signed ? 'f64_from_i32' : 'f64_from_u32', [text]);
      case 'bool': return this.call('f64_from_u32', [`u32(${text})`]);
      // A 1-D index or extent is an i32; norm and unorm are f32.
      case 'index': case 'extent': return from.rank === 1 ? this.call('f64_from_i32', [text]) : null;
      case 'shortVector': return from.length === 1 ? this.call('f64_from_f32', [text]) : null;
      default: return null;
    }
  }

  /** A double as a value of type `to` (not double), with C++'s conversion; null where none exists in kernels. */
  toValue(to: Type, text: string): string | null {
    switch (to.kind) {
      case 'float': return this.call('f64_to_f32', [text]);
      case 'int': return this.call(to.signed ? 'f64_to_i32' : 'f64_to_u32', [text]);
      case 'bool': return this.call('f64_to_bool', [text]);
      case 'index': case 'extent': return to.rank === 1 ? this.call('f64_to_i32', [text]) : null;
      default: return null;
    }
  }
}

const binaryHelpers: Readonly<Record<string, string>> = {
  '+': 'f64_add', '-': 'f64_sub', '*': 'f64_mul', '/': 'f64_div',
  '==': 'f64_eq', '!=': 'f64_ne', '<': 'f64_lt', '<=': 'f64_le', '>': 'f64_gt', '>=': 'f64_ge',
};
