/**
 * Overloads that differ only in the constness of what a parameter refers to: `f(int&)` beside
 * `f(const int&)`, `f(char*)` beside `f(const char*)`. ampc's types keep no const, so the
 * conversion ranks of overload.ts tie them; C++ tells them apart by the argument ([over.ics.rank]/3.2.6
 * and /3.2.5): a non-const lvalue binds better to the reference without const, a pointer to
 * non-const converts better to the pointer without const, and a const object or a temporary
 * binds to no non-const reference at all ([dcl.init.ref]), nor a pointer to const converts to
 * a pointer to non-const.
 *
 * Where ampc cannot tell an argument's constness or whether it is a temporary, and the choice
 * depends on it, the call is refused (`unknown`): never a guess.
 */
import { isLValue } from './check-expr.js';
import type { Expr, FunctionInfo, Variable } from './program.js';
import { sameType } from './types.js';

/** Whether an expression is const, known not to be, or neither as far as ampc can tell. */
type Constness = 'const' | 'mutable' | 'unknown';

/** An argument as a `T&`/`const T&` parameter sees it. */
type Binding = 'mutableLvalue' | 'constLvalue' | 'temporary' | 'unknown';

/** How a parameter takes its argument, as far as constness goes. */
type ParameterQualification = 'mutableReference' | 'constReference' | 'mutablePointee' | 'constPointee' | 'other';

/** `undecided` with `best`: the candidates not worse than another by their arguments' constness, more than one. */
export type QualificationChoice = { kind: 'best'; item: FunctionInfo } | { kind: 'unknown' } | { kind: 'undecided'; best?: FunctionInfo[] };

function qualificationOf(p: Variable): ParameterQualification {
  if (p.isReference) return p.isConst ? 'constReference' : 'mutableReference';
  if (p.type.kind === 'pointer') return p.pointeeConst ? 'constPointee' : 'mutablePointee';
  return 'other';
}

/** The constness of the object an lvalue names. */
function objectConstness(e: Expr): Constness {
  switch (e.kind) {
    case 'VarRef': return e.variable.isConst ? 'const' : 'mutable';
    case 'Field': {
      const holder = e.object.type.kind === 'pointer' ? e.object.type.pointee : e.object.type;
      const field = holder.kind === 'struct' ? holder.info.fields.find((f) => f.name === e.field) : undefined;
      if (!field) return 'unknown';
      if (field.isConst) return 'const';
      // `p->x`: the constness of what the pointer points to.
      if (e.object.type.kind === 'pointer') return e.object.kind === 'VarRef' ? (e.object.variable.pointeeConst ? 'const' : 'mutable') : 'unknown';
      return objectConstness(e.object);
    }
    case 'Element': return e.object.type.kind === 'array' ? objectConstness(e.object) : 'unknown';
    default: return 'unknown';
  }
}

/** Clear temporaries: values computed, not objects named. */
function isTemporary(e: Expr): boolean {
  switch (e.kind) {
    // A string literal binds to a `std::string&` parameter as a std::string made from it.
    case 'Const': case 'StringConst': case 'Logical': case 'Construct': case 'InitList': return true;
    case 'Binary': return e.op !== ',';
    case 'Unary': return !(['pre++', 'pre--'] as string[]).includes(e.op);
    case 'Call': return e.callee.returnsReference !== true;
    case 'Intrinsic': return e.intrinsic.returnsReference === undefined; // `s + "?"`, `std::to_string(n)`
    default: return false;
  }
}

function bindingOf(e: Expr): Binding {
  if (isLValue(e)) {
    const constness = objectConstness(e);
    return constness === 'const' ? 'constLvalue' : constness === 'mutable' ? 'mutableLvalue' : 'unknown';
  }
  return isTemporary(e) ? 'temporary' : 'unknown';
}

/** The constness of what a pointer argument points to. */
export function pointeeConstness(e: Expr): Constness {
  // A string literal is a `const char[N]`.
  if (e.kind === 'StringConst') return 'const';
  if (e.kind === 'VarRef') return e.variable.type.kind === 'array' ? (e.variable.isConst ? 'const' : 'mutable') : e.variable.pointeeConst ? 'const' : 'mutable';
  if (e.kind === 'AddressOf') return objectConstness(e.operand);
  return 'unknown';
}

/**
 * Among candidates overload.ts found equally good whose parameters have the same types (and, for
 * member functions, the same constness of `this`): the one the arguments' constness makes best.
 * `undecided`: they differ in more than that, or in nothing this decides (`f(int)` and `f(const int&)`).
 */
export function chooseByQualification(candidates: readonly FunctionInfo[], params: (f: FunctionInfo) => readonly Variable[], args: readonly Expr[]): QualificationChoice {
  const [first, ...rest] = candidates;
  const sameTypes = rest.every((f) => params(f).length === params(first).length && params(f).every((p, i) => sameType(p.type, params(first)[i].type))
    && (f.member?.kind === 'method') === (first.member?.kind === 'method') && (f.member?.kind !== 'method' || f.params[0].isConst === first.params[0].isConst));
  // `f(const T&)` beside `f(T&&)` binds by value category, which this does not decide.
  if (!sameTypes || args.length > params(first).length || candidates.some((f) => params(f).some((p) => p.isRvalueReference === true))) return { kind: 'undecided' };
  const differs = args.map((_, i) => new Set(candidates.map((f) => qualificationOf(params(f)[i]))).size > 1);
  if (!differs.some((d) => d)) return { kind: 'undecided' };
  // Per argument where the candidates differ: its binding (a reference) or its pointee's constness (a pointer).
  const facts = args.map((a, i) => (differs[i] ? { binding: bindingOf(a), pointee: pointeeConstness(a) } : null));
  const viable: FunctionInfo[] = [];
  for (const f of candidates) {
    let ok = true;
    for (let i = 0; i < args.length; i++) {
      const fact = facts[i];
      if (!fact) continue;
      const q = qualificationOf(params(f)[i]);
      if (q === 'mutableReference' && fact.binding === 'unknown') return { kind: 'unknown' };
      if (q === 'mutableReference' && fact.binding !== 'mutableLvalue') ok = false;
      if (q === 'mutablePointee' && fact.pointee === 'unknown') return { kind: 'unknown' };
      if (q === 'mutablePointee' && fact.pointee === 'const') ok = false;
    }
    if (ok) viable.push(f);
  }
  // Better at an argument: without const where the argument could bind either way.
  const rank = (f: FunctionInfo, i: number): number => {
    const q = qualificationOf(params(f)[i]);
    return q === 'mutableReference' || q === 'mutablePointee' ? 0 : q === 'constReference' || q === 'constPointee' ? 1 : 2;
  };
  const better = (f: FunctionInfo, g: FunctionInfo) => {
    const comparable = args.every((_, i) => !facts[i] || (rank(f, i) < 2 && rank(g, i) < 2) || qualificationOf(params(f)[i]) === qualificationOf(params(g)[i]));
    return comparable && args.every((_, i) => !facts[i] || rank(f, i) <= rank(g, i)) && args.some((_, i) => facts[i] && rank(f, i) < rank(g, i));
  };
  const best = viable.filter((f) => viable.every((g) => g === f || !better(g, f)));
  return best.length === 1 ? { kind: 'best', item: best[0] } : { kind: 'undecided', best };
}
