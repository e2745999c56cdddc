/**
 * The arithmetic types the generator uses, with C++'s rules for them as g++ on x86-64 has them
 * (char is signed; int is 32 bits). `long` is left out on purpose: it is 64 bits under g++ on
 * Linux and 32 under ampc (C++ AMP's Windows model), so a program using it has no single answer.
 */
export type CType = 'bool' | 'char' | 'schar' | 'uchar' | 'short' | 'ushort' | 'int' | 'uint' | 'float' | 'double';

export const integerTypes: readonly CType[] = ['bool', 'char', 'schar', 'uchar', 'short', 'ushort', 'int', 'uint'];
export const hostTypes: readonly CType[] = [...integerTypes, 'float', 'double'];
/** What restrict(amp) code may hold (double would be computed as f32, with a warning). */
export const kernelTypes: readonly CType[] = ['bool', 'int', 'uint', 'float'];

export function spelling(t: CType): string {
  switch (t) {
    case 'bool': return 'bool';
    case 'char': return 'char';
    case 'schar': return 'signed char';
    case 'uchar': return 'unsigned char';
    case 'short': return 'short';
    case 'ushort': return 'unsigned short';
    case 'int': return 'int';
    case 'uint': return 'unsigned';
    case 'float': return 'float';
    case 'double': return 'double';
  }
}

export function isFloating(t: CType): boolean {
  return t === 'float' || t === 'double';
}

/** The values of an integer type, [lo, hi]. */
export function typeRange(t: CType): [number, number] {
  switch (t) {
    case 'bool': return [0, 1];
    case 'char':
    case 'schar': return [-128, 127];
    case 'uchar': return [0, 255];
    case 'short': return [-32768, 32767];
    case 'ushort': return [0, 65535];
    case 'int': return [-2147483648, 2147483647];
    case 'uint': return [0, 4294967295];
    // Floats: the generator keeps its float values far inside these.
    case 'float': return [-1e30, 1e30];
    case 'double': return [-1e300, 1e300];
  }
}

/** Integral promotion: everything narrower than int becomes int (int holds all their values). */
export function promote(t: CType): CType {
  return t === 'int' || t === 'uint' || isFloating(t) ? t : 'int';
}

/** The usual arithmetic conversions of a binary operator's operands. */
export function commonType(a: CType, b: CType): CType {
  if (a === 'double' || b === 'double') return 'double';
  if (a === 'float' || b === 'float') return 'float';
  const pa = promote(a);
  const pb = promote(b);
  return pa === 'uint' || pb === 'uint' ? 'uint' : 'int';
}

/**
 * The value range after converting [lo, hi] of type `from` to `to`. Integer conversions are
 * modular (C++20's rule, and g++'s before); a range that wraps becomes the whole type.
 * Float-to-integer conversion must be in range (the caller guarantees it) and truncates.
 */
export function convertRange(lo: number, hi: number, from: CType, to: CType): [number, number] {
  if (to === 'bool') return lo > 0 || hi < 0 ? [1, 1] : lo === 0 && hi === 0 ? [0, 0] : [0, 1];
  if (isFloating(to)) return [lo, hi];
  const [tlo, thi] = typeRange(to);
  const a = isFloating(from) ? Math.trunc(lo) : lo;
  const b = isFloating(from) ? Math.trunc(hi) : hi;
  return a >= tlo && b <= thi ? [a, b] : [tlo, thi];
}

/** Ranks of an implicit conversion, as overload resolution orders them. */
export function conversionRank(from: CType, to: CType): 0 | 1 | 2 {
  if (from === to) return 0;
  if ((to === 'int' && promote(from) === 'int' && from !== 'int') || (from === 'float' && to === 'double')) return 1;
  return 2;
}
