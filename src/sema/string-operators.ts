/**
 * Operators of std::string on the host: `a + b` (with a char on either side), the orderings
 * `<`, `<=`, `>`, `>=`, and `a += b`, `a.append(b)`, `a.push_back(c)`, which assign `a + b` back
 * to `a` (a JS string is immutable). The operations are intrinsics of src/library/string.ts.
 * `std::getline(in, s)` is a stream extraction (a `StreamIn` that reads the rest of the line).
 */
import { stringStreamOf } from '../library/sstream.js';
import { stringOrdering, stringPlus } from '../library/string.js';
import type { Span } from '../source.js';
import { callIntrinsic } from './check-call.js';
import { errorExpr, isLValue, make } from './check-expr.js';
import { constValue } from './const-eval.js';
import { markWrite } from './check-operators.js';
import { isStringLiteral } from './overload.js';
import type { CheckContext } from './context.js';
import type { Expr } from './program.js';
import { readsTwiceAlike } from './side-effects.js';

const orderings = { '<': stringOrdering('<'), '<=': stringOrdering('<='), '>': stringOrdering('>'), '>=': stringOrdering('>=') } as const;

/** `left op right` where a std::string is involved and `op` is one of the above; null otherwise. */
export function stringBinary(cx: CheckContext, op: string, left: Expr, right: Expr, span: Span, opSpan: Span): Expr | null {
  if (cx.inAmp || (left.type.kind !== 'string' && right.type.kind !== 'string')) return null;
  // Two literals are two `const char*` in C++: `"a" + "b"` adds pointers, `"a" < "b"` compares them.
  // A std::string made from a literal (`std::string("a") + "b"`) is a std::string.
  if (isStringLiteral(left) && isStringLiteral(right)) return null;
  if (op === '+') return callIntrinsic(cx, [stringPlus], [left, right], span, opSpan);
  if (op === '<' || op === '<=' || op === '>' || op === '>=') return callIntrinsic(cx, [orderings[op]], [left, right], span, opSpan);
  return null;
}

/**
 * `target += value` on a std::string: `target = target + value`. The target is evaluated twice,
 * so it must be a place without side effects (a variable, a member, an element at a plain index).
 */
export function stringAppend(cx: CheckContext, target: Expr, value: Expr, span: Span, opSpan: Span): Expr {
  if (!isLValue(target)) {
    cx.diags.error('not-assignable', 'expression is not assignable', target.span);
    return errorExpr(span);
  }
  if (!readsTwiceAlike(target)) {
    cx.diags.error('unsupported', 'appending to this std::string expression is not supported by ampc; use a variable', target.span);
    return errorExpr(span);
  }
  markWrite(cx, target);
  const sum = callIntrinsic(cx, [stringPlus], [target, value], span, opSpan);
  if (sum.type.kind === 'error') return sum;
  return make(target.type, span, { kind: 'Assign', op: null, target, value: sum });
}

/**
 * `std::getline(in, s)` and `std::getline(in, s, delim)` from std::cin, a std::istringstream or a
 * std::stringstream into a std::string variable; the delimiter a constant char (`','`, `'\t'`).
 */
export function getlineCall(cx: CheckContext, args: Expr[], span: Span, calleeSpan: Span): Expr {
  if (args.some((a) => a.type.kind === 'error')) return errorExpr(span);
  const [stream, target, delimiterArg] = args;
  const source = stream ? stringStreamOf(stream) : null;
  const fromString = source === 'in' || source === 'both';
  const isCin = stream?.kind === 'Stream';
  const delimiter = delimiterArg ? constantChar(delimiterArg) : 10;
  if (cx.inAmp || args.length < 2 || args.length > 3 || !(stream.type.kind === 'istream' || fromString) || target.type.kind !== 'string' || delimiter === null) {
    cx.diags.error('unsupported-library', "'std::getline' is supported by ampc as getline(std::cin, a std::istringstream or a std::stringstream, a std::string variable[, a constant char])", calleeSpan);
    return errorExpr(span);
  }
  if (!isLValue(target)) {
    cx.diags.error('not-assignable', 'std::getline needs a variable to read into', target.span);
    return errorExpr(span);
  }
  markWrite(cx, target);
  return make(stream.type, span, { kind: 'StreamIn', targets: [target], line: true, ...(delimiter !== 10 ? { delimiter } : {}), ...(isCin ? {} : { source: stream }) });
}

/** The code of a constant `char` (the delimiter of getline), as the char's byte; null otherwise. */
function constantChar(e: Expr): number | null {
  const value = e.type.kind === 'int' && e.type.plainChar ? constValue(e) : null;
  return typeof value === 'number' ? value & 0xff : null;
}
