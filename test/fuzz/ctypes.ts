/**
 * The arithmetic types the generator uses, with C++'s rules for them as g++ on x86-64 has them
 * (char is signed; int is 32 bits; LP64, so `long` and `long long` are both 64 bits but distinct
 * types of distinct ranks). ampc takes the same model on the host (src/sema/types.ts, longType).
 * The 64-bit types are host types only: C++ AMP has no 64-bit integers in restrict(amp) code.
 */
export type CType =
  | 'bool' | 'char' | 'schar' | 'uchar' | 'short' | 'ushort' | 'int' | 'uint'
  | 'long' | 'ulong' | 'llong' | 'ullong' | 'float' | 'double';

export const integerTypes: readonly CType[] = ['bool', 'char', 'schar', 'uchar', 'short', 'ushort', 'int', 'uint', 'long', 'ulong', 'llong', 'ullong'];
export const hostTypes: readonly CType[] = [...integerTypes, 'float', 'double'];
/** What restrict(amp) code may hold (double would be computed as f32, with a warning). */
export const kernelTypes: readonly CType[] = ['bool', 'int', 'uint', 'float'];

/**
 * Intervals are JS numbers, exact up to 2^53. A 64-bit interval is kept exact only while both
 * bounds are within 2^52 (where +, - and * of two such bounds are exact or land beyond 2^52
 * even after rounding); anything wider is taken as the whole type (`wide64`), so every
 * overflow check on 64-bit values is decided on exact numbers or conservatively.
 */
export const EXACT64 = 2 ** 52;

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
    case 'long': return 'long';
    case 'ulong': return 'unsigned long';
    case 'llong': return 'long long';
    case 'ullong': return 'unsigned long long';
    case 'float': return 'float';
    case 'double': return 'double';
  }
}

/** The literal suffix that gives an integer literal exactly type `t` (int: none). */
export function literalSuffix(t: CType): string {
  switch (t) {
    case 'uint': return 'u';
    case 'long': return 'L';
    case 'ulong': return 'UL';
    case 'llong': return 'LL';
    case 'ullong': return 'ULL';
    default: return '';
  }
}

export function isFloating(t: CType): boolean {
  return t === 'float' || t === 'double';
}

export function is64(t: CType): boolean {
  return t === 'long' || t === 'ulong' || t === 'llong' || t === 'ullong';
}

export function isUnsigned(t: CType): boolean {
  return t === 'bool' || t === 'uchar' || t === 'ushort' || t === 'uint' || t === 'ulong' || t === 'ullong';
}

/** The unsigned type of the same rank (for int and the 64-bit types: where overflow wraps). */
export function unsignedOf(t: CType): CType {
  switch (t) {
    case 'int': return 'uint';
    case 'long': return 'ulong';
    case 'llong': return 'ullong';
    default: return t;
  }
}

/**
 * The values of an integer type, [lo, hi]. The 64-bit bounds are the nearest numbers (2^63 for
 * 2^63 - 1, 2^64 for 2^64 - 1): outside the exact range, so nothing treats them as exact.
 */
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
    case 'long':
    case 'llong': return [-(2 ** 63), 2 ** 63];
    case 'ulong':
    case 'ullong': return [0, 2 ** 64];
    // Floats: the generator keeps its float values far inside these.
    case 'float': return [-1e30, 1e30];
    case 'double': return [-1e300, 1e300];
  }
}

/** An interval of a 64-bit type kept exact, or else the whole type (see EXACT64). */
export function wide64(t: CType, lo: number, hi: number): [number, number] {
  if (!is64(t) || (Math.abs(lo) <= EXACT64 && Math.abs(hi) <= EXACT64)) return [lo, hi];
  return typeRange(t);
}

/** Integral promotion: everything narrower than int becomes int (int holds all their values). */
export function promote(t: CType): CType {
  switch (t) {
    case 'bool': case 'char': case 'schar': case 'uchar': case 'short': case 'ushort': return 'int';
    default: return t;
  }
}

/** Integer conversion rank ([conv.rank]) of a promoted type: long long outranks long. */
function rank(t: CType): number {
  return t === 'llong' || t === 'ullong' ? 3 : t === 'long' || t === 'ulong' ? 2 : 1;
}

function bits(t: CType): number {
  return is64(t) ? 64 : 32;
}

/**
 * The usual arithmetic conversions of a binary operator's operands ([expr.arith.conv]): after
 * promotion, equal signedness takes the higher rank; otherwise the unsigned type when its rank
 * is not lower, the signed type when it holds every value of the unsigned one, and else the
 * unsigned type of the signed one's rank (`long long + unsigned long` is `unsigned long long`).
 */
export function commonType(a: CType, b: CType): CType {
  if (a === 'double' || b === 'double') return 'double';
  if (a === 'float' || b === 'float') return 'float';
  const pa = promote(a);
  const pb = promote(b);
  if (pa === pb) return pa;
  const ua = isUnsigned(pa);
  const ub = isUnsigned(pb);
  if (ua === ub) return rank(pa) >= rank(pb) ? pa : pb;
  const [u, s] = ua ? [pa, pb] : [pb, pa];
  if (rank(u) >= rank(s)) return u;
  if (bits(s) > bits(u)) return s;
  return unsignedOf(s);
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
  return a >= tlo && b <= thi ? wide64(to, a, b) : [tlo, thi];
}

/** Ranks of an implicit conversion, as overload resolution orders them. */
export function conversionRank(from: CType, to: CType): 0 | 1 | 2 {
  if (from === to) return 0;
  if ((to === 'int' && promote(from) === 'int' && from !== 'int') || (from === 'float' && to === 'double')) return 1;
  return 2;
}
