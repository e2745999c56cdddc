/**
 * Short vectors in sema (`src/library/short-vectors.ts` declares them): construction with C++'s
 * overload ranking over the header's constructors, implicit and explicit conversions, operators,
 * `get_`/`set_` members and the swizzle properties. Every use becomes an `Intrinsic` node.
 *
 * Writes (`v += w`, `++v`, `v.set_x(s)`, `v.xy = w`) become `v = f(v, ...)`: the vector is read and
 * written whole, so the target is evaluated twice and must have no side effects; one that has
 * (`a[i++] += w`) is rejected rather than evaluated twice.
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import {
  binaryIntrinsic, compareIntrinsic, constructIntrinsic, constructorsOf, getIntrinsic, hasBinaryOperator, hasUnaryOperator,
  graphicsTypeByName, setIntrinsic, stepIntrinsic, swizzleIndices, swizzleReads, toFloatIntrinsic, unaryIntrinsic,
  type ShortVectorBinaryOp, type ShortVectorCompareOp, type ShortVectorType,
} from '../library/short-vectors.js';
import { convert, errorExpr, isLValue, make } from './check-expr.js';
import { markWrite } from './check-operators.js';
import { warnDouble } from './check-stmt.js';
import type { CheckContext } from './context.js';
import { conversionRank, resolveOverload } from './overload.js';
import type { BinaryOp, Expr } from './program.js';
import { commonArithmeticType, floatType, isArithmetic, isIntegral, promote, sameType, typeToString, voidType, type Type } from './types.js';

const isSV = (t: Type): t is ShortVectorType => t.kind === 'shortVector';

const binaryOperators: ReadonlySet<string> = new Set(['+', '-', '*', '/', '%', '<<', '>>', '&', '|', '^', '==', '!=', '<', '>', '<=', '>=']);

/** Expression statements (and for-loop steps) whose value is unused: `v++;` there is `++v;`. */
const discarded = new WeakSet<A.Expr>();

export function markDiscarded<E extends A.Expr>(e: E): E {
  discarded.add(e);
  return e;
}

export function isDiscarded(e: A.Expr): boolean {
  return discarded.has(e);
}

function intrinsicExpr(cx: CheckContext, intrinsic: import('../library/intrinsics.js').Intrinsic, args: Expr[], span: Span): Expr {
  const signature = intrinsic.signatures[0];
  if (cx.inAmp && [...signature.params, signature.result].some((p) => p.kind === 'shortVector' && p.scalar === 'double')) warnDouble(cx, span);
  return make(signature.result, span, { kind: 'Intrinsic', intrinsic, signature, args: args.map((a, i) => convert(cx, a, signature.params[i])) });
}

/**
 * The short vector type a qualified name's qualifier names (`float_4::size`,
 * `graphics::int_2::value_type`, `V::size` with V a typedef of one or a template's parameter
 * bound to one), or null: its members are short-vectors.ts's `shortVectorMembers`.
 */
export function qualifierShortVector(cx: CheckContext, name: A.QualifiedName): ShortVectorType | null {
  if (name.parts.length < 2) return null;
  const parts = name.parts.slice(0, -1);
  const symbol = cx.lookupName(parts)?.symbol;
  const t = symbol?.kind === 'typedef' ? symbol.type : symbol ? undefined : graphicsTypeByName(parts[parts.length - 1]);
  return t?.kind === 'shortVector' ? t : null;
}

/** `T(args)`, `T x(args)`, `T x;`: direct-initialization, where explicit constructors count too. */
export function constructShortVector(cx: CheckContext, t: ShortVectorType, args: Expr[], span: Span): Expr {
  if (args.some((a) => a.type.kind === 'error')) return errorExpr(span);
  if (args.length === 1 && sameType(args[0].type, t)) return args[0];
  const ctors = constructorsOf(t);
  const resolution = resolveOverload(ctors.map((c) => ({ item: c, params: c.params })), args.map((a) => a.type));
  if (resolution.kind !== 'best') {
    const argList = args.map((a) => typeToString(a.type)).join(', ');
    const notes = ctors.map((c) => ({ message: `candidate: ${c.explicit ? 'explicit ' : ''}${typeToString(t)}(${c.params.map(typeToString).join(', ')})` }));
    cx.diags.error(resolution.kind === 'ambiguous' ? 'ambiguous-call' : 'no-matching-function', `no ${resolution.kind === 'ambiguous' ? 'unambiguous ' : ''}constructor of '${typeToString(t)}' takes (${argList})`, span, notes);
    return errorExpr(span);
  }
  return intrinsicExpr(cx, constructIntrinsic(t, resolution.item.params), args, span);
}

/**
 * An implicit conversion to or from a short vector (`shortVectorConversionRank` says which exist),
 * or null where there is none.
 */
export function convertShortVector(cx: CheckContext, e: Expr, to: Type): Expr | null {
  if (conversionRank(e.type, to) === null) return null;
  if (isSV(e.type) && e.type.length === 1) {
    if (isSV(to)) return make(to, e.span, { kind: 'Intrinsic', intrinsic: constructIntrinsic(to, [e.type]), signature: constructIntrinsic(to, [e.type]).signatures[0], args: [e] });
    const f = make(floatType, e.span, { kind: 'Intrinsic', intrinsic: toFloatIntrinsic(e.type), signature: toFloatIntrinsic(e.type).signatures[0], args: [e] });
    return convert(cx, f, to);
  }
  if (isSV(to)) return intrinsicExpr(cx, constructIntrinsic(to, [to.length === 1 ? e.type : valueParam(to)]), [e], e.span);
  return null;
}

function valueParam(t: ShortVectorType): Type {
  return constructorsOf(t)[2].params[0];
}

/** `static_cast<T>(e)`, `(T)e`: a constructor of T (explicit ones too), or `float(n)` and on to an arithmetic T. */
export function castShortVector(cx: CheckContext, e: Expr, to: Type, span: Span): Expr | null {
  if (isSV(to)) return constructShortVector(cx, to, [e], span);
  if (isSV(e.type) && e.type.length === 1 && isArithmetic(to)) return convertShortVector(cx, e, to);
  return null;
}

/** `v.x`, `v.zyx`, `v.rgb` (the header's properties, read through `get_...`). */
export function shortVectorProperty(cx: CheckContext, object: Expr, member: string, span: Span, memberSpan: Span): Expr {
  const t = object.type as ShortVectorType;
  const indices = swizzleIndices(t, member);
  if (!indices) {
    cx.diags.error('no-member', `no member named '${member}' in '${typeToString(t)}'`, memberSpan);
    return errorExpr(span);
  }
  return intrinsicExpr(cx, getIntrinsic(t, indices), [object], span);
}

/** `v.get_zx()`, `v.set_zx(w)`. */
export function shortVectorMethod(cx: CheckContext, object: Expr, member: string, args: Expr[], span: Span, memberSpan: Span): Expr {
  const t = object.type as ShortVectorType;
  const m = /^(get|set)_(\w+)$/.exec(member);
  const indices = m ? swizzleIndices(t, m[2]) : null;
  if (!m || !indices) {
    cx.diags.error('no-member', `no member function named '${member}' in '${typeToString(t)}'`, memberSpan);
    return errorExpr(span);
  }
  const expected = m[1] === 'get' ? 0 : 1;
  if (args.length !== expected) {
    cx.diags.error('call-arity', `'${member}' takes ${expected} argument${expected === 1 ? '' : 's'}, got ${args.length}`, memberSpan);
    return errorExpr(span);
  }
  if (m[1] === 'get') return intrinsicExpr(cx, getIntrinsic(t, indices), [object], span);
  const write = writeWhole(cx, object, (current) => intrinsicExpr(cx, setIntrinsic(t, indices), [current, args[0]], span), span);
  return write.kind === 'Assign' ? { ...write, type: voidType } : write;
}

/** `target = compute(target)`, when evaluating `target` twice is the same as evaluating it once. */
function writeWhole(cx: CheckContext, target: Expr, compute: (current: Expr) => Expr, span: Span): Expr {
  if (!isLValue(target)) {
    cx.diags.error('not-assignable', 'expression is not assignable', target.span);
    return errorExpr(span);
  }
  if (!hasNoSideEffects(target)) {
    cx.diags.error('unsupported', 'writing a short vector through an lvalue with side effects (an increment or call in its subscript) is not supported by ampc', target.span);
    return errorExpr(span);
  }
  markWrite(cx, target);
  return make(target.type, span, { kind: 'Assign', op: null, target, value: compute(target) });
}

function hasNoSideEffects(e: Expr): boolean {
  switch (e.kind) {
    case 'Const': case 'VarRef': case 'ThreadIndex':
      return true;
    case 'Field':
      return hasNoSideEffects(e.object);
    case 'Element': case 'Component':
      return hasNoSideEffects(e.object) && hasNoSideEffects(e.kind === 'Element' ? e.index : e.dim);
    case 'ViewElement':
      return hasNoSideEffects(e.view) && (e.index === null || hasNoSideEffects(e.index)) && e.components.every(hasNoSideEffects);
    case 'Convert':
      return hasNoSideEffects(e.operand);
    case 'Unary':
      return (e.op === '-' || e.op === '!' || e.op === '~') && hasNoSideEffects(e.operand);
    case 'Binary': case 'Logical':
      return hasNoSideEffects(e.left) && hasNoSideEffects(e.right);
    case 'MakeIndex':
      return e.components.every(hasNoSideEffects);
    default:
      return false;
  }
}

/** Unary operators on a short vector operand; null where the operand is not one. */
export function shortVectorUnary(cx: CheckContext, op: string, operand: Expr, span: Span, opSpan: Span, valueDiscarded: boolean): Expr | null {
  if (!isSV(operand.type)) return null;
  const t = operand.type;
  switch (op) {
    case '-': case '~':
      if (!hasUnaryOperator(t, op)) break;
      return intrinsicExpr(cx, unaryIntrinsic(t, op), [operand], span);
    case '+':
      // No unary plus in the header: the built-in one, which norm reaches through operator float.
      if (t.length === 1) return convert(cx, operand, floatType);
      break;
    case '!':
      return null; // through operator float (norm), or not at all (vectors): convert() reports it
    case 'pre++': case 'pre--': case 'post++': case 'post--': {
      if (op.startsWith('post') && !valueDiscarded) {
        cx.diags.error('unsupported', `the value of a postfix '${op.slice(4)}' on '${typeToString(t)}' is not supported by ampc; use the prefix form, or use it as a statement`, opSpan);
        return errorExpr(span);
      }
      // `v.x++`: the component is written back through set_x.
      const swizzle = swizzleTarget(operand);
      if (swizzle) {
        cx.diags.error('unsupported', `'${op.slice(-2)}' on a component of a short vector is not supported by ampc; write 'v.x += 1'`, opSpan);
        return errorExpr(span);
      }
      return writeWhole(cx, operand, (current) => intrinsicExpr(cx, stepIntrinsic(t, op.endsWith('++') ? 1 : -1), [current], span), span);
    }
  }
  cx.diags.error('operand-type', `invalid operand of type '${typeToString(t)}' to unary '${op}'`, opSpan);
  return errorExpr(span);
}

/**
 * `a op b` with a short vector operand: the header's operators (both operands of one type, with
 * implicit conversions), ranked against the built-in arithmetic operators that `norm`'s
 * `operator float` reaches. Returns the node, or converted operands for the arithmetic path, or
 * null where neither operand is a short vector.
 */
export function shortVectorBinary(cx: CheckContext, op: BinaryOp, left: Expr, right: Expr, span: Span, opSpan: Span): Expr | { left: Expr; right: Expr } | null {
  if (!isSV(left.type) && !isSV(right.type)) return null;
  // `&&`, `||` and `,` are not the header's: they take operands as they are (a norm through operator float).
  if (!binaryOperators.has(op)) return null;
  type Cand = { t: ShortVectorType | null; params: Type[] };
  const candidates: Cand[] = [];
  for (const t of [left.type, right.type]) {
    if (isSV(t) && hasBinaryOperator(t, op as ShortVectorBinaryOp) && !candidates.some((c) => c.t && sameType(c.t, t))) candidates.push({ t, params: [t, t] });
  }
  // norm/unorm also join the built-in operators through operator float.
  const builtin = (x: Type) => (isSV(x) && x.length === 1 ? floatType : isArithmetic(x) ? x : null);
  const bl = builtin(left.type);
  const br = builtin(right.type);
  if (bl && br) candidates.push({ t: null, params: [bl, br] });
  const resolution = resolveOverload(candidates.map((c) => ({ item: c, params: c.params })), [left.type, right.type]);
  if (resolution.kind !== 'best') {
    cx.diags.error('operand-type', `invalid operands to binary '${op}' ('${typeToString(left.type)}' and '${typeToString(right.type)}')${resolution.kind === 'ambiguous' ? ': ambiguous' : ''}`, opSpan);
    return errorExpr(span);
  }
  const chosen = resolution.item;
  if (!chosen.t) return { left: convert(cx, left, chosen.params[0]), right: convert(cx, right, chosen.params[1]) };
  const t = chosen.t;
  if (['==', '!=', '<', '>', '<=', '>='].includes(op)) return intrinsicExpr(cx, compareIntrinsic(t, op as ShortVectorCompareOp), [left, right], span);
  return intrinsicExpr(cx, binaryIntrinsic(t, op as ShortVectorBinaryOp), [left, right], span);
}

/** The vector and components of a swizzle read used as an assignment target (`v.xy = w`). */
function swizzleTarget(e: Expr): { object: Expr; vector: ShortVectorType; indices: readonly number[] } | null {
  if (e.kind !== 'Intrinsic') return null;
  const read = swizzleReads.get(e.intrinsic);
  return read ? { object: e.args[0], ...read } : null;
}

/**
 * `v = w`, `v op= w`, `v.xy = w`, `v.x += s` where the target is a short vector or a component of
 * one; null where it is neither (an arithmetic target with a `norm` value goes through
 * `operator float`, which `convert` applies).
 */
export function shortVectorAssign(cx: CheckContext, op: BinaryOp | null, target: Expr, value: Expr, span: Span, opSpan: Span): Expr | null {
  const swizzle = swizzleTarget(target);
  if (swizzle) {
    const { object, vector, indices } = swizzle;
    const computed = op === null ? value : binaryValue(cx, op, target, value, span, opSpan);
    if (computed.type.kind === 'error') return computed;
    // A property write is a call of its `set_` function, which returns void (so `a.x = a.y = 1` is an error, as in MSVC).
    const write = writeWhole(cx, object, (current) => intrinsicExpr(cx, setIntrinsic(vector, indices), [current, convert(cx, computed, target.type)], span), span);
    return write.kind === 'Assign' ? { ...write, type: voidType } : write;
  }
  if (!isSV(target.type)) return null;
  if (op === null) {
    if (!isLValue(target)) {
      cx.diags.error('not-assignable', 'expression is not assignable', target.span);
      return errorExpr(span);
    }
    markWrite(cx, target);
    return make(target.type, span, { kind: 'Assign', op: null, target, value: convert(cx, value, target.type) });
  }
  const t = target.type;
  if (!hasBinaryOperator(t, op as ShortVectorBinaryOp) || op === ',') {
    cx.diags.error('operand-type', `invalid operands to '${op}=' ('${typeToString(t)}' and '${typeToString(value.type)}')`, opSpan);
    return errorExpr(span);
  }
  // The header's `T& operator op=(const T&)`: the right side converts to T.
  return writeWhole(cx, target, (current) => intrinsicExpr(cx, binaryIntrinsic(t, op as ShortVectorBinaryOp), [current, value], span), span);
}

/** `c op value` for a compound write to a component `c`: the operator C++ picks for the component's type. */
function binaryValue(cx: CheckContext, op: BinaryOp, current: Expr, value: Expr, span: Span, opSpan: Span): Expr {
  const sv = shortVectorBinary(cx, op, current, value, span, opSpan);
  if (sv && 'kind' in sv) return sv;
  const { left, right } = sv ?? { left: current, right: value };
  const bitwise = ['%', '<<', '>>', '&', '|', '^'].includes(op);
  if (!isArithmetic(left.type) || !isArithmetic(right.type) || (bitwise && (!isIntegral(left.type) || !isIntegral(right.type)))) {
    cx.diags.error('operand-type', `invalid operands to '${op}=' ('${typeToString(current.type)}' and '${typeToString(value.type)}')`, opSpan);
    return errorExpr(span);
  }
  // The usual arithmetic conversions; a shift takes its left operand's promoted type.
  const shift = op === '<<' || op === '>>';
  const type = shift ? promote(left.type) : commonArithmeticType(left.type, right.type);
  return make(type, span, { kind: 'Binary', op, left: convert(cx, left, type), right: convert(cx, right, shift ? promote(right.type) : type) });
}
