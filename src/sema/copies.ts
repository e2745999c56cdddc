/**
 * Copies of class objects that run user code: a user-written copy constructor or copy
 * assignment operator, in the class or in a member. Sema calls the user's function where the
 * C++ source copies a whole object it names (`copyInitialize`, operator= in check-operators.ts);
 * the host emitter routes its own copies through them (a class's `clone()` runs the copy
 * constructor, `copyAssign()` the member-wise or user assignment), and elides the copy where
 * g++ does: a function's named return value (NRVO, `namedReturnVariable`) and temporaries,
 * which are never copied (C++17's guaranteed elision).
 */
import type { Span } from '../source.js';
import type { FunctionInfo, Stmt, Variable } from './program.js';
import { forEachStmt } from './walk.js';
import { sameType, type StructInfo, type Type } from './types.js';

/** The class's own copy constructor (`T(const T&)` or `T(T&)`), if it declares one. */
export function userCopyConstructor(info: StructInfo): FunctionInfo | null {
  const self: Type = { kind: 'struct', info };
  return (info.constructors ?? []).find((c) => c.params.length === 1 && c.params[0].isReference && sameType(c.params[0].type, self)) ?? null;
}

/** The class's own copy assignment (`operator=(const T&)`, `(T&)` or `(T)`), if it declares one. */
export function userCopyAssignment(info: StructInfo): FunctionInfo | null {
  const self: Type = { kind: 'struct', info };
  // A method takes the object as params[0] (`self`), the assigned value as params[1].
  return (info.memberFunctions ?? []).find((f) => f.member?.kind === 'method' && f.member.cppName === 'operator='
    && f.params.length === 2 && sameType(f.params[1].type, self)) ?? null;
}

/** Whether copying an object of this type runs a user-written copy constructor (its own or a member's). */
export function copyRunsUserCode(t: Type, seen = new Set<StructInfo>()): boolean {
  if (t.kind === 'array') return copyRunsUserCode(t.element, seen);
  if (t.kind !== 'struct' || seen.has(t.info)) return false;
  seen.add(t.info);
  return userCopyConstructor(t.info) !== null || t.info.fields.some((f) => copyRunsUserCode(f.type, seen))
    || (t.info.base !== undefined && copyRunsUserCode({ kind: 'struct', info: t.info.base }, seen));
}

/**
 * Whether assigning an object of this type must go member by member into the target (rather
 * than giving the variable a copy): a user copy assignment runs, or a user copy constructor must
 * not (an implicit operator= assigns the members, it constructs nothing), here or in a member.
 */
export function assignRunsUserCode(t: Type, seen = new Set<StructInfo>()): boolean {
  if (t.kind === 'array') return assignRunsUserCode(t.element, seen);
  if (t.kind !== 'struct' || seen.has(t.info)) return false;
  seen.add(t.info);
  return userCopyAssignment(t.info) !== null || userCopyConstructor(t.info) !== null || t.info.fields.some((f) => assignRunsUserCode(f.type, seen))
    || (t.info.base !== undefined && assignRunsUserCode({ kind: 'struct', info: t.info.base }, seen));
}

const namedReturns = new WeakMap<FunctionInfo, Variable | null>();

/**
 * The local that g++ constructs in the caller's return slot (NRVO), so `return v;` copies
 * nothing: a class-typed local (not a parameter or reference; static locals are globals) of the function's return
 * type that every `return` of the function returns. g++ gives up when two returns name
 * different objects or one returns anything else; those returns copy (C++'s implicit move
 * finds no move constructor beside a user copy constructor, so the copy constructor runs).
 * The local is one the function declares: a lambda's captures are the closure's members or the
 * enclosing function's objects, which its `return` copies ([class.copy.elision]/1.1).
 */
export function namedReturnVariable(fn: FunctionInfo): Variable | null {
  const known = namedReturns.get(fn);
  if (known !== undefined) return known;
  let named: Variable | null | undefined;
  if (fn.body && fn.returnType.kind === 'struct' && !fn.returnsReference) {
    const declared = new Set<Variable>();
    forEachStmt(fn.body, (s: Stmt) => { if (s.kind === 'VarDecl') declared.add(s.variable); });
    forEachStmt(fn.body, (s: Stmt) => {
      if (s.kind !== 'Return' || named === null) return;
      const v = s.value?.kind === 'VarRef' ? s.value.variable : null;
      const eligible = v !== null && v.storage === 'local' && declared.has(v) && !v.isReference && sameType(v.type, fn.returnType);
      named = eligible && (named === undefined || named === v) ? v : null;
    });
  }
  const result = named ?? null;
  namedReturns.set(fn, result);
  return result;
}

/** Where the user-written copy constructor or assignment that copying `t` runs is declared (for diagnostics). */
export function userCopySpan(t: Type, seen = new Set<StructInfo>()): Span | null {
  if (t.kind === 'array' || t.kind === 'vector') return userCopySpan(t.element, seen);
  if (t.kind !== 'struct' || seen.has(t.info)) return null;
  seen.add(t.info);
  const own = userCopyConstructor(t.info) ?? userCopyAssignment(t.info);
  if (own) return own.span;
  for (const f of t.info.fields) {
    const found = userCopySpan(f.type, seen);
    if (found) return found;
  }
  // A base's user-written copy runs too (copyRunsUserCode), though the base may have no members.
  return t.info.base ? userCopySpan({ kind: 'struct', info: t.info.base }, seen) : null;
}

/**
 * The user copy constructor (or, for `assign`, copy assignment) that waits for the GPU which
 * copying (assigning) `t` runs, if any: then the host has no synchronous copy of it.
 */
export function asyncUserCopy(t: Type, assign = false, seen = new Set<StructInfo>()): FunctionInfo | null {
  if (t.kind === 'array' || t.kind === 'vector') return asyncUserCopy(t.element, assign, seen);
  if (t.kind !== 'struct' || seen.has(t.info)) return null;
  seen.add(t.info);
  const own = assign ? userCopyAssignment(t.info) : userCopyConstructor(t.info);
  if (own?.isAsync) return own;
  for (const f of t.info.fields) {
    const found = asyncUserCopy(f.type, assign, seen);
    if (found) return found;
  }
  return t.info.base ? asyncUserCopy({ kind: 'struct', info: t.info.base }, assign, seen) : null;
}

/** Classes whose copy constructor is declared `= delete`: copying one is an error. */
const deletedCopies = new WeakMap<StructInfo, Span>();
/** Classes with a user-declared move constructor, which ampc does not run (copies that would call it are reported). */
const userMoves = new WeakMap<StructInfo, Span>();

/**
 * A constructor declaration that is the class's copy or move constructor with no body to run:
 * `S(const S&) = delete;` is recorded (and declares nothing callable); a move constructor
 * `S(S&&)` is recorded and not declared, so C++'s elided copies stay elided and the places
 * that would move are reported (`userMoveConstructor`). Returns whether the declaration is consumed.
 */
export function noteSpecialConstructor(info: StructInfo, params: Variable[], rvalue: boolean, deleted: boolean, span: Span): boolean {
  const own = params.length === 1 && params[0].isReference && sameType(params[0].type, { kind: 'struct', info });
  if (!own) return false;
  if (rvalue) {
    userMoves.set(info, span);
    return true;
  }
  if (deleted) deletedCopies.set(info, span);
  return deleted;
}

/** Where the class's deleted copy constructor is declared, if it is deleted. */
export function deletedCopyConstructor(info: StructInfo): Span | null {
  return deletedCopies.get(info) ?? null;
}

/** Where the class's user-declared move constructor is, if it has one. */
export function userMoveConstructor(info: StructInfo): Span | null {
  return userMoves.get(info) ?? null;
}

/** Classes with a user-declared move assignment operator, which ampc does not run. */
const moveAssignments = new WeakMap<StructInfo, Span>();

/** `S& operator=(S&&)`: recorded (and not declared); returns whether the declaration is one. */
export function noteMoveAssignment(info: StructInfo, params: Variable[], span: Span): boolean {
  const own = params.length === 1 && params[0].isReference && sameType(params[0].type, { kind: 'struct', info });
  if (own) moveAssignments.set(info, span);
  return own;
}

/** Where the class's user-declared move assignment is, if it has one. */
export function userMoveAssignment(info: StructInfo): Span | null {
  return moveAssignments.get(info) ?? null;
}

/**
 * Where a move of an object of type `t` would run a user-written move constructor or move
 * assignment (the class's own, a member's or a base's), which ampc does not run; null where the
 * moves are copies (src/sema/std-classes.ts std::swap, the reordering algorithms).
 */
export function userMoveSpan(t: Type, seen = new Set<StructInfo>()): Span | null {
  if (t.kind === 'array') return userMoveSpan(t.element, seen);
  if (t.kind !== 'struct' || seen.has(t.info)) return null;
  seen.add(t.info);
  const own = userMoveConstructor(t.info) ?? userMoveAssignment(t.info);
  if (own) return own;
  for (const f of t.info.fields) {
    const found = userMoveSpan(f.type, seen);
    if (found) return found;
  }
  return t.info.base ? userMoveSpan({ kind: 'struct', info: t.info.base }, seen) : null;
}
