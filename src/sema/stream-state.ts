/**
 * An istream where a bool is wanted: `while (in >> id >> p.x)`, `if (!(std::cin >> n))`,
 * `while (std::getline(in, line))`, `if (ss)`. C++ calls the stream's explicit operator bool,
 * `!fail()` (src/library/istream-state.ts), on the stream the extraction returns.
 *
 * An extraction is a `StreamIn` node, whose value in the generated code is its last read, not
 * the stream; so the stream is read after it, as `(x = in.readInt(x), in)` reads. That names the
 * stream twice, which only a variable (or std::cin) may be.
 */
import type { Span } from '../source.js';
import { istreamStateMembers } from '../library/istream-state.js';
import { readsAsIstream } from '../library/sstream.js';
import { callIntrinsic } from './check-call.js';
import { errorExpr, make } from './check-expr.js';
import type { CheckContext } from './context.js';
import type { Expr } from './program.js';
import { readsTwiceAlike } from './side-effects.js';
import { typeToString, type Type } from './types.js';

/** Whether `e` is an istream: std::cin, a std::istringstream or std::stringstream, or an extraction from one. */
export function isIstream(e: Expr): boolean {
  return e.type.kind === 'istream' || readsAsIstream(e);
}

/** `e`, an istream, tested as a condition; null when `e` is no istream. */
export function istreamAsBool(cx: CheckContext, e: Expr, span: Span): Expr | null {
  return isIstream(e) ? stateMember(cx, e, 'explicit operator bool', span) : null;
}

/** `!e` of an istream `e` (its operator!, `fail()`); null when `e` is no istream. */
export function istreamNot(cx: CheckContext, e: Expr, span: Span): Expr | null {
  return isIstream(e) ? stateMember(cx, e, 'operator!', span) : null;
}

function stateMember(cx: CheckContext, e: Expr, name: string, span: Span): Expr {
  const stream = streamAfter(cx, e);
  if (stream.type.kind === 'error') return stream;
  return callIntrinsic(cx, istreamStateMembers(e.type).filter((m) => m.name === name), [stream], span, span);
}

/** The stream `e` is, read after the extraction `e` does (if it is one). */
function streamAfter(cx: CheckContext, e: Expr): Expr {
  if (e.kind !== 'StreamIn') return e;
  const stream = e.source ?? make(e.type, e.span, { kind: 'Stream', name: 'cin' });
  if (stream.kind !== 'Stream' && !readsTwiceAlike(stream)) {
    cx.diags.error('unsupported', 'testing the result of an extraction from a stream that is not a variable (or std::cin) is not supported by ampc', e.span);
    return errorExpr(e.span);
  }
  return make(e.type, e.span, { kind: 'Binary', op: ',', left: e, right: stream });
}

/**
 * What `in >> x` reads, as libstdc++ does (runtime/iostream.ts IStream): a number of each
 * arithmetic type (char: one character) and a std::string word. A class with the program's
 * operator>>, a char array and the rest are refused.
 */
export function checkReadTargets(cx: CheckContext, targets: readonly Expr[]): void {
  for (const t of targets) {
    if (readable(t.type)) continue;
    cx.diags.error('unsupported', `reading a '${typeToString(t.type)}' from a stream is not supported by ampc (only numbers, chars, bools and std::string)`, t.span);
  }
}

function readable(t: Type): boolean {
  switch (t.kind) {
    case 'int': case 'bool': case 'string': case 'error': return true;
    case 'float': return !t.isLongDouble;
    default: return false;
  }
}
