/**
 * Random C++ expressions that are free of undefined behaviour by construction, in the style of
 * YARPGen: every expression carries the interval of values it can take, and an operator that
 * could overflow a signed type, divide by zero or shift too far is either guarded or rewritten
 * through `unsigned` (where wrapping is defined). Floats carry an interval too, and in kernels
 * also the number of binary fraction digits, so that kernel float expressions stay exactly
 * representable in f32: WGSL may reassociate and fuse float operations, which is harmless only
 * when every intermediate result is exact.
 */
import { commonType, hostTypes, kernelTypes, conversionRank, convertRange, EXACT64, is64, isFloating, isUnsigned, literalSuffix, promote, spelling, typeRange, unsignedOf, wide64, type CType } from './ctypes.js';
import type { Random } from './random.js';

export interface Expr {
  text: string;
  type: CType;
  lo: number;
  hi: number;
  /** Floats: the value is a multiple of 2^-frac; -1 when it may be any float (host only). */
  frac: number;
}

export interface Var {
  name: string;
  type: CType;
  lo: number;
  hi: number;
  frac: number;
  /** Loop counters and lambda captures are read, never written. */
  readonly: boolean;
  /** A constexpr variable: may appear in a constant expression. */
  constant?: boolean;
  /** A C array `name[length]`; its elements share the range. */
  length?: number;
}

export interface FunctionSig {
  name: string;
  params: CType[];
  /** Parameters from this index on have default arguments. */
  defaults: number;
  ret: CType;
  lo: number;
  hi: number;
  frac: number;
  amp: boolean;
  /**
   * With a leading `int& r0` that the body may write. A restrict(amp) one is called as a
   * statement (program.ts): amp code refuses a call writing what another operand reads, in an
   * order C++ leaves open. A host one is called inside expressions too (`v + f(v, 2)`): its
   * write is indeterminately sequenced with the reads around it, not unsequenced, and the
   * host must evaluate them in g++'s order.
   */
  byRef?: boolean;
  /** The interval (and fraction digits) every float parameter's argument must be in. */
  floatParam: { lo: number; hi: number; frac: number };
}

export interface ExprContext {
  random: Random;
  /** restrict(amp) code: kernel types only, exact floats. */
  amp: boolean;
  vars(): Var[];
  functions: FunctionSig[];
  /** The generator's own templates (see program.ts) may be called. */
  templates: boolean;
  /** Leave out constructs with reported bugs (test/fuzz/found/). */
  avoidKnownBugs: boolean;
  /** A constant expression (a constexpr initializer): no calls. */
  constant?: boolean;
  /** Host code: the variables a call may pass to a function's `int& r0` (full-range ints, which it may set to any value). */
  referenceArguments?: () => string[];
}

const INT_MIN = -2147483648;
const INT_MAX = 2147483647;
const F32_EXACT = 2 ** 24;

function maxAbs(lo: number, hi: number): number {
  return Math.max(Math.abs(lo), Math.abs(hi));
}

/**
 * Host float intervals stay far from overflow, so no inf or NaN (whose sign prints) appears.
 * A float may hold any 64-bit integer's value (2^64 < 1e20).
 */
function floatLimit(t: CType): number {
  return t === 'float' ? 1e20 : 1e60;
}

/** Can this float value be computed exactly in f32 (kernels), or at all without overflow (host)? */
export function floatOk(ctx: ExprContext, type: CType, lo: number, hi: number, frac: number): boolean {
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return false;
  if (ctx.amp) return frac >= 0 && frac <= 20 && maxAbs(lo, hi) * 2 ** frac <= F32_EXACT;
  return maxAbs(lo, hi) <= floatLimit(type);
}

function paren(e: Expr): string {
  return /^[A-Za-z0-9_.]+$/.test(e.text) ? e.text : `(${e.text})`;
}

/** May `e` be converted to `to` without undefined behaviour (and, in amp code, exactly)? */
export function convertible(ctx: ExprContext, e: Expr, to: CType): boolean {
  if (isFloating(e.type) && !isFloating(to) && to !== 'bool') {
    const [tlo, thi] = typeRange(to);
    // The interval is of the exact value; rounding moves a host float by far less than this margin.
    return e.lo > tlo - 0.5 && e.hi < thi * 0.999;
  }
  if (!isFloating(e.type) && isFloating(to) && ctx.amp) return maxAbs(e.lo, e.hi) <= F32_EXACT;
  if (e.type === 'double' && to === 'float') return maxAbs(e.lo, e.hi) <= 1e30 && !ctx.amp;
  return true;
}

/** The interval and fraction digits of `e` converted to `to` (the caller checked `convertible`). */
export function converted(e: Expr, to: CType): Expr {
  const [lo, hi] = convertRange(e.lo, e.hi, e.type, to);
  let frac = isFloating(to) ? (isFloating(e.type) ? e.frac : 0) : 0;
  // double → float rounds away digits the fraction count promised.
  if (e.type === 'double' && to === 'float' && frac > 0) frac = -1;
  return { text: e.text, type: to, lo, hi, frac };
}

export function castTo(e: Expr, to: CType, random: Random): Expr {
  const c = converted(e, to);
  const s = spelling(to);
  // `(int(float(x))) & y` is a cast to the function type int(float) under C++'s disambiguation
  // rule (found/vexing-cast.cpp): no functional cast of a functional cast.
  const form = /^(bool|char|short|int|long|unsigned|float|double)\(/.test(e.text) ? random.int(0, 1) : random.int(0, 2);
  const text = form === 0 || s.includes(' ') ? `(${s})${paren(e)}` : form === 1 ? `static_cast<${s}>(${e.text})` : `${s}(${e.text})`;
  return { ...c, text };
}

export function literal(random: Random, type: CType, amp: boolean): Expr {
  switch (type) {
    case 'bool': {
      const v = random.int(0, 1);
      return { text: v ? 'true' : 'false', type, lo: v, hi: v, frac: 0 };
    }
    case 'char':
    case 'schar':
    case 'uchar':
    case 'short':
    case 'ushort': {
      const [lo, hi] = typeRange(type);
      const v = random.chance(0.5) ? random.int(Math.max(lo, -20), Math.min(hi, 20)) : random.int(lo, hi);
      const text = type === 'char' && v >= 65 && v <= 122 && /[A-Za-z]/.test(String.fromCharCode(v)) ? `'${String.fromCharCode(v)}'` : `(${spelling(type)})${v < 0 ? `(${v})` : v}`;
      return { text, type, lo: v, hi: v, frac: 0 };
    }
    case 'int': {
      const v = random.weighted<number>([
        [random.int(-10, 10), 6],
        [random.int(-1000, 1000), 3],
        [random.int(-INT_MAX, INT_MAX), 1],
        [random.pick([INT_MAX, -INT_MAX, 65535, 65536, 16777216, -16777217]), 1],
      ]);
      return { text: v < 0 ? `(${v})` : String(v), type, lo: v, hi: v, frac: 0 };
    }
    case 'uint': {
      const v = random.weighted<number>([
        [random.int(0, 20), 6],
        [random.int(0, 100000), 2],
        [random.int(0, 4294967295), 2],
        [random.pick([4294967295, 2147483648, 2147483647]), 1],
      ]);
      return { text: `${v}u`, type, lo: v, hi: v, frac: 0 };
    }
    case 'long':
    case 'ulong':
    case 'llong':
    case 'ullong':
      return literal64(random, type);
    case 'float':
    case 'double': {
      let v: number;
      let frac: number;
      if (amp || random.chance(0.6)) {
        frac = random.int(0, 3);
        v = random.int(-40, 40) / 2 ** frac;
      } else {
        v = random.pick([0.1, 0.3, 1e-3, 123.456, 1e7, 3.0e9, -2.5e-4, 16777217, 0.7]);
        frac = -1;
      }
      if (type === 'float') v = Math.fround(v);
      let text = String(v);
      if (!/[.e]/.test(text)) text += '.0';
      if (type === 'float') text += 'f';
      return { text: v < 0 ? `(${text})` : text, type, lo: v, hi: v, frac };
    }
  }
}

/**
 * A 64-bit literal: small, mid-sized (exact as a number), anywhere in the type (a bigint), or
 * one of the edges. INT64_MIN has no literal (9223372036854775808LL does not fit): it is
 * written as C++ programs write it. Values beyond 2^52 get the whole type's interval.
 */
function literal64(random: Random, type: CType): Expr {
  const signed = !isUnsigned(type);
  const max = signed ? 2n ** 63n - 1n : 2n ** 64n - 1n;
  const min = signed ? -(2n ** 63n) : 0n;
  const anywhere = (): bigint => {
    const u = (BigInt(random.int(0, 2 ** 32 - 1)) << 32n) | BigInt(random.int(0, 2 ** 32 - 1));
    return signed ? BigInt.asIntN(64, u) : u;
  };
  const v = random.weighted<bigint>([
    [BigInt(random.int(signed ? -10 : 0, 20)), 5],
    [BigInt(random.int(signed ? -(2 ** 40) : 0, 2 ** 40)), 3],
    [anywhere(), 2],
    [random.pick([max, min, 2n ** 53n + 1n, 2n ** 32n, 4294967295n, 2n ** 62n + 1n, 2n ** 31n]), 1],
  ]);
  const suffix = literalSuffix(type);
  const text = v === -(2n ** 63n) ? `(-9223372036854775807${suffix} - 1)` : v < 0n ? `(${v}${suffix})` : `${v}${suffix}`;
  const n = Number(v);
  const [lo, hi] = wide64(type, n, n);
  return { text, type, lo, hi, frac: 0 };
}

/** A literal in [-8, 8] whose C++ type is exactly `type` (for arguments: overload resolution sees it). */
export function smallLiteral(random: Random, type: CType): Expr {
  const v = random.int(isUnsigned(type) ? 0 : -8, type === 'bool' ? 1 : 8);
  const text =
    type === 'bool' ? (v ? 'true' : 'false') : type === 'int' || type === 'uint' || is64(type) ? `${v}${literalSuffix(type)}` : type === 'float' ? `${v}.0f` : type === 'double' ? `${v}.0` : `(${spelling(type)})${v}`;
  return { text: v < 0 && /^[-0-9]/.test(text) ? `(${text})` : text, type, lo: v, hi: v, frac: 0 };
}

/** A literal of an integer type in [lo, hi]. */
function literalIn(type: CType, lo: number, hi: number, random: Random): Expr {
  const v = random.int(lo, hi);
  const suffix = literalSuffix(type);
  return { text: v < 0 ? `(${v}${suffix})` : `${v}${suffix}`, type, lo: v, hi: v, frac: 0 };
}

function leaf(ctx: ExprContext): Expr {
  const vars = ctx.vars();
  const r = ctx.random;
  if (vars.length > 0 && r.chance(0.7)) {
    const v = r.pick(vars);
    if (v.length === undefined) return { text: v.name, type: v.type, lo: v.lo, hi: v.hi, frac: v.frac };
    return { text: `${v.name}[${indexExpr(ctx, v.length)}]`, type: v.type, lo: v.lo, hi: v.hi, frac: v.frac };
  }
  return literal(r, r.pick(ctx.amp ? kernelTypes : hostTypes), ctx.amp);
}

let indexNesting = 0;

/** An index into an array of `length` (a power of two) that is in range. */
export function indexExpr(ctx: ExprContext, length: number): string {
  const r = ctx.random;
  const inRange = ctx.vars().filter((v) => v.length === undefined && !isFloating(v.type) && v.lo >= 0 && v.hi < length);
  if (inRange.length > 0 && r.chance(0.5)) return r.pick(inRange).name;
  // Subscripts inside subscripts stop at one level: leaf → index → leaf could recurse forever.
  if (indexNesting > 0 || r.chance(0.3)) return String(r.int(0, length - 1));
  indexNesting++;
  const e = genInteger(ctx, 1);
  indexNesting--;
  return `${paren(e)} & ${length - 1}`;
}

/** An expression of some integer type. */
export function genInteger(ctx: ExprContext, depth: number): Expr {
  for (let i = 0; i < 8; i++) {
    const e = genExpr(ctx, depth);
    if (!isFloating(e.type)) return e;
  }
  return literal(ctx.random, ctx.amp ? 'int' : ctx.random.pick(['int', 'uint', 'short', 'uchar'] as CType[]), ctx.amp);
}

export type BinaryOp = '+' | '-' | '*' | '/' | '%' | '&' | '|' | '^' | '<<' | '>>' | '<' | '<=' | '>' | '>=' | '==' | '!=' | '&&' | '||';

function intervalOf(op: '+' | '-' | '*', a: Expr, b: Expr): [number, number] {
  const c =
    op === '+' ? [a.lo + b.lo, a.hi + b.hi] : op === '-' ? [a.lo - b.hi, a.hi - b.lo] : [a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi];
  return [Math.min(...c), Math.max(...c)];
}

function binary(ctx: ExprContext, depth: number): Expr | null {
  const r = ctx.random;
  const op = r.weighted<BinaryOp>([
    ['+', 4], ['-', 4], ['*', 4], ['/', 2], ['%', 2], ['&', 2], ['|', 2], ['^', 2], ['<<', 2], ['>>', 2],
    ['<', 1], ['<=', 1], ['>', 1], ['>=', 1], ['==', 1], ['!=', 1], ['&&', 1], ['||', 1],
  ]);
  return binaryOp(ctx, op, genExpr(ctx, depth - 1), genExpr(ctx, depth - 1));
}

/** `a op b`, guarded or rewritten so that it has no undefined behaviour; null where it can't be. */
export function binaryOp(ctx: ExprContext, op: BinaryOp, a: Expr, b: Expr): Expr | null {
  const r = ctx.random;
  const t = commonType(a.type, b.type);
  switch (op) {
    case '<': case '<=': case '>': case '>=': case '==': case '!=': {
      if (!convertible(ctx, a, t) || !convertible(ctx, b, t)) return null;
      return { text: `${paren(a)} ${op} ${paren(b)}`, type: 'bool', lo: 0, hi: 1, frac: 0 };
    }
    case '&&': case '||':
      return { text: `${paren(a)} ${op} ${paren(b)}`, type: 'bool', lo: 0, hi: 1, frac: 0 };
    case '+': case '-': case '*': {
      if (!convertible(ctx, a, t) || !convertible(ctx, b, t)) return null;
      const ca = converted(a, t);
      const cb = converted(b, t);
      const [lo, hi] = intervalOf(op, ca, cb);
      if (isFloating(t)) {
        if (ca.frac < 0 || cb.frac < 0) {
          if (ctx.amp) return null;
        }
        const frac = ca.frac < 0 || cb.frac < 0 ? -1 : op === '*' ? ca.frac + cb.frac : Math.max(ca.frac, cb.frac);
        if (!floatOk(ctx, t, lo, hi, frac)) return null;
        return { text: `${paren(a)} ${op} ${paren(b)}`, type: t, lo, hi, frac };
      }
      const [tlo, thi] = typeRange(t);
      const fits = lo >= tlo && hi <= thi && (!is64(t) || maxAbs(lo, hi) <= EXACT64);
      if (isUnsigned(t)) return { text: `${paren(a)} ${op} ${paren(b)}`, type: t, lo: fits ? lo : tlo, hi: fits ? hi : thi, frac: 0 };
      if (fits) return { text: `${paren(a)} ${op} ${paren(b)}`, type: t, lo, hi, frac: 0 };
      // May overflow: wrap through the unsigned type, then convert back (modular since C++20, and in g++).
      const u = spelling(unsignedOf(t));
      return { text: `(${spelling(t)})((${u})${paren(a)} ${op} (${u})${paren(b)})`, type: t, lo: tlo, hi: thi, frac: 0 };
    }
    case '/': case '%': {
      if (isFloating(t)) {
        if (op === '%') return null;
        if (ctx.amp) {
          // Only an exact division: by a power of two, written as a product.
          const p = r.int(1, 3);
          if (!convertible(ctx, a, t)) return null;
          const ca = converted(a, t);
          if (ca.frac < 0 || !floatOk(ctx, t, ca.lo / 2 ** p, ca.hi / 2 ** p, ca.frac + p)) return null;
          return { text: `${paren(a)} * ${1 / 2 ** p}f`, type: t, lo: ca.lo / 2 ** p, hi: ca.hi / 2 ** p, frac: ca.frac + p };
        }
        if (!convertible(ctx, a, t) || !convertible(ctx, b, t)) return null;
        let divisor = converted(b, t);
        if (divisor.lo < 1 && divisor.hi > -1) {
          // A divisor that may be near zero is replaced by a literal: no inf, no NaN.
          const k = r.int(2, 9) + 0.5;
          divisor = { text: `${k}${t === 'float' ? 'f' : ''}`, type: t, lo: k, hi: k, frac: 1 };
        }
        const minAbs = divisor.lo > 0 ? divisor.lo : -divisor.hi;
        const bound = maxAbs(a.lo, a.hi) / minAbs;
        if (!floatOk(ctx, t, -bound, bound, -1)) return null;
        return { text: `${paren(a)} / ${paren(divisor)}`, type: t, lo: -bound, hi: bound, frac: -1 };
      }
      const ca = converted(a, t);
      let d = converted(b, t);
      let dText = paren(b);
      // x / 0, and INT_MIN / -1 (a 64-bit interval reaching INT64_MIN is the whole type).
      const risky = d.lo <= 0 && d.hi >= 0 ? true : !isUnsigned(t) && d.lo <= -1 && d.hi >= -1 && ca.lo <= typeRange(t)[0];
      if (risky) {
        // A divisor in [1, 16].
        dText = `(${paren(b)} & 15) + 1`;
        if (!isFloating(b.type)) dText = `(${dText})`;
        d = { ...d, lo: 1, hi: 16 };
      }
      const dMin = d.lo > 0 ? d.lo : d.hi < 0 ? -d.hi : 1;
      const dMax = maxAbs(d.lo, d.hi);
      const aMax = maxAbs(ca.lo, ca.hi);
      let lo: number;
      let hi: number;
      if (op === '/') {
        const q = Math.floor(aMax / dMin);
        lo = ca.lo >= 0 && d.lo > 0 ? 0 : -q;
        hi = ca.hi <= 0 && d.lo > 0 ? 0 : q;
      } else {
        const m = Math.min(aMax, dMax - 1);
        lo = ca.lo >= 0 ? 0 : -m;
        hi = ca.hi <= 0 ? 0 : m;
      }
      if (isUnsigned(t)) [lo, hi] = [Math.max(lo, 0), Math.max(hi, 0)];
      [lo, hi] = wide64(t, lo, hi);
      return { text: `${paren(a)} ${op} ${dText}`, type: t, lo, hi, frac: 0 };
    }
    case '&': case '|': case '^': {
      if (isFloating(t)) return null;
      const ca = converted(a, t);
      const cb = converted(b, t);
      const text = `${paren(a)} ${op} ${paren(b)}`;
      if (ca.lo >= 0 && cb.lo >= 0) {
        const hiBits = 2 ** Math.ceil(Math.log2(Math.max(ca.hi, cb.hi) + 1)) - 1;
        const [lo, hi] = wide64(t, 0, op === '&' ? Math.min(ca.hi, cb.hi) : hiBits);
        return { text, type: t, lo, hi, frac: 0 };
      }
      const [lo, hi] = typeRange(t);
      return { text, type: t, lo, hi, frac: 0 };
    }
    case '<<': case '>>': {
      if (isFloating(a.type) || isFloating(b.type)) return null;
      // The result has the promoted left operand's type; the count must be in [0, width).
      const p = promote(a.type);
      const ca = converted(a, p);
      const width = is64(p) ? 64 : 32;
      let count = { lo: b.lo, hi: b.hi, text: paren(b) };
      if (b.lo < 0 || b.hi > width - 1) count = { lo: 0, hi: width - 1, text: `(${paren(b)} & ${width - 1})` };
      const [plo, phi] = typeRange(p);
      if (op === '>>') {
        // Of a negative value: arithmetic (C++20's rule, and g++'s before).
        const vals = [ca.lo, ca.hi].flatMap((v) => [Math.floor(v / 2 ** count.lo), Math.floor(v / 2 ** count.hi)]);
        const [lo, hi] = wide64(p, Math.min(...vals), Math.max(...vals));
        return { text: `${paren(a)} >> ${count.text}`, type: p, lo, hi, frac: 0 };
      }
      const hi = ca.hi * 2 ** count.hi;
      const exact = hi <= (is64(p) ? EXACT64 : phi);
      if (isUnsigned(p)) {
        return exact ? { text: `${paren(a)} << ${count.text}`, type: p, lo: ca.lo * 2 ** count.lo, hi, frac: 0 } : { text: `${paren(a)} << ${count.text}`, type: p, lo: plo, hi: phi, frac: 0 };
      }
      if (ca.lo >= 0 && exact) return { text: `${paren(a)} << ${count.text}`, type: p, lo: ca.lo * 2 ** count.lo, hi, frac: 0 };
      // A negative value, or one whose bits may reach the sign bit: shift the unsigned type.
      return { text: `(${spelling(p)})((${spelling(unsignedOf(p))})${paren(a)} << ${count.text})`, type: p, lo: plo, hi: phi, frac: 0 };
    }
  }
}

function unary(ctx: ExprContext, depth: number): Expr | null {
  const r = ctx.random;
  const a = genExpr(ctx, depth - 1);
  const op = r.pick(['-', '~', '!', 'cast', 'cast', '?:', 'call', 'call', 'template', 'math'] as const);
  switch (op) {
    case '-': {
      const p = promote(a.type);
      const ca = converted(a, p);
      if (p === 'int' && ca.lo === INT_MIN) return { text: `(int)(0u - (unsigned)${paren(a)})`, type: 'int', lo: INT_MIN, hi: INT_MAX, frac: 0 };
      if (is64(p)) {
        const [plo, phi] = typeRange(p);
        const neg = { text: `-${paren(a)}`, type: p, lo: -ca.hi, hi: -ca.lo, frac: 0 };
        if (isUnsigned(p)) return ca.hi === 0 ? neg : { ...neg, lo: plo, hi: phi };
        if (ca.lo > plo) return neg;
        // -INT64_MIN overflows: negate in the unsigned type.
        const u = spelling(unsignedOf(p));
        return { text: `(${spelling(p)})((${u})0 - (${u})${paren(a)})`, type: p, lo: plo, hi: phi, frac: 0 };
      }
      // -u in a kernel (fixed; its regression test is oracle-programs/fuzz-amp-negate-unsigned.cpp): still
      // left out, so the fixed seeds keep generating the programs CI expects.
      if (p === 'uint' && ctx.amp && ctx.avoidKnownBugs) return null;
      if (p === 'uint') return { text: `-${paren(a)}`, type: p, lo: ca.lo === 0 && ca.hi === 0 ? 0 : 0, hi: ca.lo === 0 && ca.hi === 0 ? 0 : 4294967295, frac: 0 };
      return { text: `-${paren(a)}`, type: p, lo: -ca.hi, hi: -ca.lo, frac: ca.frac };
    }
    case '~': {
      if (isFloating(a.type)) return null;
      const p = promote(a.type);
      const ca = converted(a, p);
      if (is64(p)) {
        const [lo, hi] = isUnsigned(p) ? typeRange(p) : wide64(p, -ca.hi - 1, -ca.lo - 1);
        return { text: `~${paren(a)}`, type: p, lo, hi, frac: 0 };
      }
      return p === 'uint'
        ? { text: `~${paren(a)}`, type: p, lo: 4294967295 - ca.hi, hi: 4294967295 - ca.lo, frac: 0 }
        : { text: `~${paren(a)}`, type: p, lo: -ca.hi - 1, hi: -ca.lo - 1, frac: 0 };
    }
    case '!':
      return { text: `!${paren(a)}`, type: 'bool', lo: 0, hi: 1, frac: 0 };
    case 'cast': {
      const to = r.pick(ctx.amp ? kernelTypes : hostTypes);
      if (!convertible(ctx, a, to)) return null;
      return castTo(a, to, r);
    }
    case '?:': {
      const c = genExpr(ctx, depth - 1);
      const b = genExpr(ctx, depth - 1);
      const t = a.type === b.type ? a.type : commonType(a.type, b.type);
      if (!convertible(ctx, a, t) || !convertible(ctx, b, t)) return null;
      const ca = converted(a, t);
      const cb = converted(b, t);
      const frac = ca.frac < 0 || cb.frac < 0 ? -1 : Math.max(ca.frac, cb.frac);
      return { text: `${paren(c)} ? ${paren(a)} : ${paren(b)}`, type: t, lo: Math.min(ca.lo, cb.lo), hi: Math.max(ca.hi, cb.hi), frac };
    }
    case 'call':
      return ctx.constant ? null : call(ctx, depth);
    case 'template':
      return ctx.templates && !ctx.constant ? templateCall(ctx, depth) : null;
    case 'math':
      return ctx.constant ? null : mathCall(ctx, a, genExpr(ctx, depth - 1));
  }
}

/**
 * The candidate overload resolution picks for these argument types, when one is better than
 * every other in C++'s ranking (exact match, promotion, conversion); otherwise null.
 */
export function resolve(candidates: FunctionSig[], args: CType[]): FunctionSig | null {
  const viable = candidates.filter((f) => args.length <= f.params.length && args.length >= f.defaults);
  const ranks = viable.map((f) => args.map((a, i) => conversionRank(a, f.params[i]!)));
  const better = (x: number[], y: number[]) => x.every((v, i) => v <= y[i]!) && x.some((v, i) => v < y[i]!);
  const best = viable.filter((_, i) => viable.every((_, j) => i === j || better(ranks[i]!, ranks[j]!)));
  return best.length === 1 ? best[0]! : null;
}

function call(ctx: ExprContext, depth: number): Expr | null {
  const r = ctx.random;
  const lvalues = ctx.referenceArguments?.() ?? [];
  const usable = ctx.functions.filter((f) => (f.amp || !ctx.amp) && (!f.byRef || lvalues.length > 0));
  if (usable.length === 0) return null;
  // A function that writes its argument, where one can be called: often, for the order of its write and the reads beside it.
  const writing = usable.filter((f) => f.byRef);
  const name = (writing.length > 0 && r.chance(0.5) ? r.pick(writing) : r.pick(usable)).name;
  const overloads = usable.filter((f) => f.name === name);
  const target = r.pick(overloads);
  const count = target.defaults < target.params.length && r.chance(0.5) ? r.int(target.defaults, target.params.length - 1) : target.params.length;
  let args = Array.from({ length: count }, () => genExpr(ctx, depth - 1));
  let chosen = resolve(overloads, args.map((a) => a.type));
  if (chosen === null || chosen !== target) {
    // Ambiguous or another overload: make the intended one an exact match.
    args = args.map((a, i) => (a.type === target.params[i] ? a : convertible(ctx, a, target.params[i]!) ? castTo(a, target.params[i]!, r) : literal(r, target.params[i]!, ctx.amp)));
    chosen = resolve(overloads, args.map((a) => a.type));
    if (chosen !== target) return null;
  }
  const fp = target.floatParam;
  const fits = (a: Expr, t: CType): boolean => {
    if (!convertible(ctx, a, t)) return false;
    if (!isFloating(t)) return true;
    const c = converted(a, t);
    return c.lo >= fp.lo && c.hi <= fp.hi && (fp.frac < 0 || (c.frac >= 0 && c.frac <= fp.frac));
  };
  args = args.map((a, i) => (fits(a, target.params[i]!) ? a : smallLiteral(r, target.params[i]!)));
  if (resolve(overloads, args.map((a) => a.type)) !== target) return null;
  const texts = [...(target.byRef ? [r.pick(lvalues)] : []), ...args.map((a) => a.text)];
  return { text: `${name}(${texts.join(', ')})`, type: target.ret, lo: target.lo, hi: target.hi, frac: target.frac };
}

/**
 * <cmath> on the host (std::), precise_math in kernels: the functions whose results are exact
 * (so WGSL must give them bit for bit), and on the host sqrt too. round() rounds halves away
 * from zero, unlike WGSL's round().
 */
function mathCall(ctx: ExprContext, a: Expr, b: Expr): Expr | null {
  const r = ctx.random;
  const fn = r.pick(['fabs', 'floor', 'ceil', 'trunc', 'round', 'sqrt', 'fmin', 'fmax', 'minmax', 'abs'] as const);
  const ns = ctx.amp ? 'precise_math::' : 'std::';
  // In kernels only float arguments (precise_math has float and double overloads; an int would be ambiguous).
  const argType = (e: Expr): CType | null => (ctx.amp ? (e.type === 'float' ? 'float' : null) : isFloating(e.type) ? e.type : 'double');
  const ta = argType(a);
  if (fn === 'abs') {
    const p = promote(a.type);
    if (!ctx.amp && (p === 'long' || p === 'llong')) {
      // abs(INT64_MIN) overflows: only where the interval is exact (so far from it).
      if (a.lo <= typeRange(p)[0]) return null;
      const name = r.pick(['std::abs', p === 'long' ? 'std::labs' : 'std::llabs']);
      return { text: `${name}(${a.text})`, type: p, lo: a.lo >= 0 ? a.lo : a.hi <= 0 ? -a.hi : 0, hi: maxAbs(a.lo, a.hi), frac: 0 };
    }
    if (ctx.amp || p !== 'int') return null;
    const ca = converted(a, 'int');
    if (ca.lo === INT_MIN) return null;
    return { text: `std::abs(${a.text})`, type: 'int', lo: ca.lo >= 0 ? ca.lo : ca.hi <= 0 ? -ca.hi : 0, hi: maxAbs(ca.lo, ca.hi), frac: 0 };
  }
  if (fn === 'minmax') {
    // std::min/std::max deduce one T from both arguments: only for equal types.
    if (ctx.amp || a.type !== b.type) return null;
    const which = r.pick(['min', 'max']);
    return { text: `std::${which}(${a.text}, ${b.text})`, type: a.type, lo: Math.min(a.lo, b.lo), hi: Math.max(a.hi, b.hi), frac: Math.min(a.frac, b.frac) < 0 ? -1 : Math.max(a.frac, b.frac) };
  }
  if (ta === null || !convertible(ctx, a, ta)) return null;
  const ca = converted(a, ta);
  switch (fn) {
    case 'fabs':
      return { text: `${ns}fabs(${a.text})`, type: ta, lo: ca.lo >= 0 ? ca.lo : 0, hi: maxAbs(ca.lo, ca.hi), frac: ca.frac };
    case 'floor':
    case 'ceil':
    case 'trunc':
    case 'round':
      return { text: `${ns}${fn}(${a.text})`, type: ta, lo: Math.floor(ca.lo), hi: Math.ceil(ca.hi), frac: 0 };
    case 'sqrt': {
      if (ctx.amp) return null;
      return { text: `${ns}sqrt(${ns}fabs(${a.text}))`, type: ta, lo: 0, hi: Math.sqrt(maxAbs(ca.lo, ca.hi)) + 1, frac: -1 };
    }
    case 'fmin':
    case 'fmax': {
      // Both arguments of one type (mixed ones were a bug, fixed: oracle-programs/fuzz-cmath-mixed-arguments.cpp;
      // still left out, so the fixed seeds keep generating the programs CI expects).
      const tb = argType(b);
      if (tb !== ta || a.type !== b.type || !convertible(ctx, b, ta)) return null;
      const cb = converted(b, ta);
      return { text: `${ns}${fn}(${a.text}, ${b.text})`, type: ta, lo: Math.min(ca.lo, cb.lo), hi: Math.max(ca.hi, cb.hi), frac: Math.min(ca.frac, cb.frac) < 0 ? -1 : Math.max(ca.frac, cb.frac) };
    }
  }
}

/** Calls of the templates every program defines (program.ts): tmax, tsel and tscale<K>. */
function templateCall(ctx: ExprContext, depth: number): Expr | null {
  const r = ctx.random;
  const a = genExpr(ctx, depth - 1);
  const b = genExpr(ctx, depth - 1);
  // restrict(amp, cpu) templates may only be instantiated with amp types; hmax is for the host's.
  const ampTypes: CType[] = ['int', 'uint', 'float'];
  switch (r.pick(['max', 'sel', 'scale'] as const)) {
    case 'max':
    case 'sel': {
      const fn = r.chance(0.5) ? 'tmax' : 'tsel';
      const sel = fn === 'tsel' ? `${paren(genExpr(ctx, depth - 1))}, ` : '';
      if (a.type === b.type && ampTypes.includes(a.type)) {
        return { text: `${fn}(${sel}${a.text}, ${b.text})`, type: a.type, lo: Math.min(a.lo, b.lo), hi: Math.max(a.hi, b.hi), frac: Math.min(a.frac, b.frac) < 0 ? -1 : Math.max(a.frac, b.frac) };
      }
      const host = !ctx.amp && r.chance(0.5);
      const t = host ? r.pick(['char', 'short', 'ushort', 'int', 'uint', 'long', 'ulong', 'llong', 'ullong', 'float', 'double'] as CType[]) : r.pick(ampTypes);
      if (!convertible(ctx, a, t) || !convertible(ctx, b, t)) return null;
      const ca = converted(a, t);
      const cb = converted(b, t);
      const name = host ? (fn === 'tmax' ? 'hmax' : 'hsel') : fn;
      return { text: `${name}<${spelling(t)}>(${sel}${a.text}, ${b.text})`, type: t, lo: Math.min(ca.lo, cb.lo), hi: Math.max(ca.hi, cb.hi), frac: Math.min(ca.frac, cb.frac) < 0 ? -1 : Math.max(ca.frac, cb.frac) };
    }
    case 'scale': {
      const k = r.int(-8, 8);
      if (!convertible(ctx, a, 'int')) return null;
      const ca = converted(a, 'int');
      const [lo, hi] = [ca.lo * k, ca.hi * k].sort((x, y) => x - y) as [number, number];
      if (lo < INT_MIN || hi > INT_MAX) return null;
      return { text: `tscale<${k}>(${a.text})`, type: 'int', lo, hi, frac: 0 };
    }
  }
}

/** A random UB-free expression of depth at most `depth`. */
export function genExpr(ctx: ExprContext, depth: number): Expr {
  if (depth <= 0 || ctx.random.chance(0.25)) return leaf(ctx);
  for (let attempt = 0; attempt < 4; attempt++) {
    const e = ctx.random.chance(0.7) ? binary(ctx, depth) : unary(ctx, depth);
    if (e !== null && (!isFloating(e.type) || floatOk(ctx, e.type, e.lo, e.hi, e.frac))) return e;
  }
  return leaf(ctx);
}

/**
 * `e` made into a value of type `to` in [lo, hi]: converted, and reduced with `%` when its
 * interval does not fit (`lo`/`hi` must be symmetric for signed types, or lo = 0). Floats are
 * replaced by a literal when they do not fit: there is no exact float reduction.
 */
export function fitTo(ctx: ExprContext, e: Expr, to: CType, lo: number, hi: number): Expr {
  const r = ctx.random;
  if (isFloating(to)) {
    if (convertible(ctx, e, to)) {
      const c = converted(e, to);
      if (c.lo >= lo && c.hi <= hi && floatOk(ctx, to, c.lo, c.hi, c.frac)) return c;
    }
    const v = r.int(Math.ceil(lo), Math.floor(hi));
    return { text: `${v}.0${to === 'float' ? 'f' : ''}`, type: to, lo: v, hi: v, frac: 0 };
  }
  if (convertible(ctx, e, to)) {
    const c = converted(e, to);
    if (c.lo >= lo && c.hi <= hi) return c;
  }
  if (isFloating(e.type)) {
    // Guarded float-to-int: out-of-range (or NaN-free but huge) values become 0.
    const g = `${paren(e)} > -1000.0f && ${paren(e)} < 1000.0f ? (int)${paren(e)} : 0`;
    return fitTo(ctx, { text: g, type: 'int', lo: -999, hi: 999, frac: 0 }, to, lo, hi);
  }
  if (to === 'bool') return { text: `${paren(e)} != 0`, type: 'bool', lo: 0, hi: 1, frac: 0 };
  // Reduce in an unsigned type (or, for a symmetric [lo, hi] and a signed e, a signed one) wide
  // enough for e and the modulus, then convert.
  const m = hi + 1;
  const wide = is64(promote(e.type)) || m > INT_MAX;
  const big: CType = isUnsigned(promote(e.type)) || lo >= 0 ? (wide ? 'ullong' : 'uint') : wide ? 'llong' : 'int';
  const inner = big === 'int' ? `${paren(e)} % ${m}` : `(${spelling(big)})${paren(e)} % ${m}${literalSuffix(big)}`;
  const text = to === big ? inner : `(${spelling(to)})(${inner})`;
  return { text, type: to, lo, hi, frac: 0 };
}
