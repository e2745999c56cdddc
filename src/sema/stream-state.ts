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
import { errorExpr, isLValue, make } from './check-expr.js';
import { overloadedOperator } from './overloaded-operators.js';
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

/** `e`, or the stream after it where `e` is an extraction: what `return in >> x;` returns (`std::istream&`). */
export function extractionAsStream(cx: CheckContext, e: Expr): Expr {
  return e.kind === 'StreamIn' ? streamAfter(cx, e) : e;
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
 * `in >> a >> b`: the reads of `targets` from `stream`, in order. A target of a class of the
 * program is read by the program's `std::istream& operator>>(std::istream&, S&)`, called on the
 * stream after the reads before it; the stream it returns is what the chain goes on with. Built-in
 * reads after such a call are refused: the StreamIn node names its stream once per target, and the
 * call must run once.
 */
export function checkExtraction(cx: CheckContext, stream: Expr, targets: readonly Expr[], span: Span): Expr {
  let current = stream;
  let afterUserOperator = false;
  let reads: Expr[] = [];
  // std::cin is the runtime's `cin`; any other stream (a string stream, a `std::istream&`) is read as itself.
  const read = (): Expr => {
    if (reads.length === 0) return current;
    const source = current.kind === 'Stream' ? {} : { source: current };
    const node = make(current.type, span, { kind: 'StreamIn', targets: reads, ...source });
    reads = [];
    return node;
  };
  for (const t of targets) {
    if (t.type.kind === 'struct' && !cx.inAmp) {
      const before = cx.diags.items.length;
      const user = overloadedOperator(cx, '>>', [streamAfter(cx, read()), t], span);
      const failed = cx.diags.items.slice(before).some((d) => d.severity === 'error');
      if (user && user.type.kind !== 'error' && !failed) {
        current = user;
        afterUserOperator = true;
        continue;
      }
      // No operator>> takes it: one "cannot read" rather than a mismatch against an operator>> for another class.
      cx.diags.items.length = before;
      cx.diags.error('unsupported', `reading a '${typeToString(t.type)}' from a stream is not supported by ampc (no operator>> takes a '${typeToString(t.type)}'; ampc reads numbers, chars, bools and std::string)`, t.span);
      continue;
    }
    if (!isLValue(t)) cx.diags.error('not-assignable', 'std::cin needs a variable to read into', t.span);
    if (afterUserOperator) {
      cx.diags.error('unsupported', "reading with '>>' from the stream a program's operator>> returned is not supported by ampc: end the expression there and read on in a statement of its own", t.span);
      continue;
    }
    checkReadTargets(cx, [t]);
    reads.push(t);
  }
  return read();
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
