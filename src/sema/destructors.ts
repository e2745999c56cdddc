/**
 * User-written destructors (host code). A local object whose type needs destruction is destroyed
 * where its scope ends, on every way out of it: the host emitter wraps the rest of its block in
 * `try { ... } finally { <destroy> }`, so locals go in reverse order of declaration, on return,
 * break, continue and exceptions alike. Destroying an object calls its class's destructor, then
 * destroys its members in reverse order of declaration (and an array's elements, last first).
 *
 * Everything else that C++ destroys implicitly (temporaries at the end of their full-expression,
 * by-value parameters, a returned local that g++ may or may not elide, globals at exit) is
 * rejected here as not supported by ampc, so no destructor ever runs at the wrong time.
 */
import type { CheckContext } from './context.js';
import type { Expr, FunctionInfo, Program, Stmt, Variable } from './program.js';
import { isLValue } from './check-expr.js';
import { childExprs, forEachStmt } from './walk.js';
import { typeToString, type StructInfo, type Type } from './types.js';
import { ownsResource } from '../library/classes.js';
import { isThread } from '../library/thread.js';
import { isOwnerToBase } from './smart-pointers.js';

/** Each class's user-declared destructor, as a method taking the object (`self`) and returning void. */
const destructors = new WeakMap<StructInfo, FunctionInfo>();

/** The object a constructor builds and returns: it lives on in the caller, never destroyed there. */
const constructorResults = new WeakSet<Variable>();

export function setDestructor(info: StructInfo, fn: FunctionInfo): void {
  destructors.set(info, fn);
}

export function destructorOf(info: StructInfo): FunctionInfo | undefined {
  return destructors.get(info);
}

/** Classes that declare their destructor `virtual`. */
const virtualDestructors = new WeakSet<StructInfo>();

export function markVirtualDestructor(info: StructInfo): void {
  virtualDestructors.add(info);
}

/**
 * Whether the class's destructor is virtual: declared so in it or in a base ([class.dtor]/13), so
 * `delete p` destroys the object's own class, whichever derives from p's ([expr.delete]/3).
 */
export function hasVirtualDestructor(info: StructInfo): boolean {
  for (let c: StructInfo | undefined = info; c; c = c.base) if (virtualDestructors.has(c)) return true;
  return false;
}

export function markConstructorResult(v: Variable): void {
  constructorResults.add(v);
}

/** A constructor's object: returned as itself, a new object no one else holds (never copied). */
export function isConstructorResult(v: Variable): boolean {
  return constructorResults.has(v);
}

/** A constructor's `self.m = value` for a member initializer, or a class temporary's making: it initialises, in place (program.ts Assign `initializes`). */
export function isMemberInitializer(e: Expr): boolean {
  return e.kind === 'Assign' && e.initializes === true;
}

/** A destructor that does nothing (`~S() {}`, `= default`, declared only) is trivial: nothing is run. */
export function userDestructor(info: StructInfo): FunctionInfo | null {
  const fn = destructors.get(info);
  return fn?.body && fn.body.statements.length > 0 ? fn : null;
}

/** Whether destroying an object of this type runs any code. */
export function needsDestruction(t: Type, seen = new Set<StructInfo>()): boolean {
  if (t.kind === 'array') return needsDestruction(t.element, seen);
  // std::unique_ptr / shared_ptr: an owner's end may destroy its object, and ends a shared owner;
  // a std::thread's end terminates the program when it is joinable (so may a vector's of them).
  if (ownsResource(t) || (t.kind === 'vector' && (isThread(t.element) || ownsResource(t.element)))) return true;
  if (t.kind !== 'struct' || seen.has(t.info)) return false;
  seen.add(t.info);
  // (`fields` has the base's too; its destructor is the base class's own.)
  return userDestructor(t.info) !== null || t.info.fields.some((f) => needsDestruction(f.type, seen)) || (t.info.base !== undefined && needsDestruction({ kind: 'struct', info: t.info.base }, seen));
}

/** A container whose elements would need destroying (and copying) by the container: not modelled. */
function holdsDestructible(t: Type): boolean {
  // (A std::vector<std::thread> is destroyed element by element: runtime/thread.ts destroyThreads;
  // one of std::unique_ptr / shared_ptr likewise, first to last as libstdc++ does: ownerVectorUse.)
  return (t.kind === 'vector' || t.kind === 'arrayView' || t.kind === 'ampArray') && needsDestruction(t.element) && !isThread(t.element) && !ownsResource(t.element);
}

/**
 * What a vector of owning pointers may do: grow (push_back, emplace_back), be read, swapped,
 * copied into a new vector (each shared_ptr one more owner) and destroyed. What would drop
 * elements (clear, pop_back, erase, resize, assign, insert's shifting, `w = v`) would have to end
 * their owners at that moment: not modelled, so reported.
 */
const ownerVectorRefused: ReadonlySet<string> = new Set(['vector.clear', 'vector.pop_back', 'vector.erase', 'vector.resize', 'vector.assign', 'vector.insert']);

function ownerVectorUse(e: Expr): string | null {
  const ofOwners = (t: Type) => t.kind === 'vector' && ownsResource(t.element) && !isThread(t.element);
  if (e.kind === 'Library' && e.receiver && ofOwners(e.receiver.type) && ownerVectorRefused.has(e.op)) return `'${e.op.replace('vector.', 'std::vector::')}'`;
  if (e.kind === 'Assign' && ofOwners(e.target.type) && !ownsResource(e.target.type)) return 'assigning a whole vector';
  return null;
}

/** A local the host destroys at the end of its scope. */
export function destroyedAtScopeEnd(v: Variable): boolean {
  return v.storage === 'local' && !v.isReference && !constructorResults.has(v) && needsDestruction(v.type);
}

/**
 * Rejects every place where C++ would create (and later destroy) an object of a class with a
 * non-trivial destructor that is not a named local: ampc runs destructors for locals only.
 */
export function checkDestructorUses(cx: CheckContext, program: Program): void {
  const unsupported = (what: string, e: { span: Expr['span'] }, t: Type) =>
    cx.diags.error('unsupported-destructor', `${what} of type '${typeToString(t)}', which has a destructor, is not supported by ampc`, e.span);
  // An lvalue of the type is only read or referred to; a prvalue is a new object, and only a
  // variable's initializer (or a returned value, elided into the caller's object) may build one.
  const visitExpr = (e: Expr, role: 'init' | 'return' | 'operand') => {
    // (An assignment's result is the object assigned to, not a new one.)
    if (needsDestruction(e.type) && !isLValue(e) && e.kind !== 'Assign' && role === 'operand') unsupported('a temporary', e, e.type);
    if (e.kind === 'Call') {
      e.args.forEach((a, i) => {
        const p = e.callee.params[i];
        if (p && !p.isReference && needsDestruction(p.type)) unsupported(`passing by value a parameter ('${p.name}')`, a, p.type);
        // `f(D(3))` to a `const D&`: the temporary would have to be destroyed after the call's full-expression.
        if (p?.isReference && needsDestruction(a.type) && !isLValue(a)) {
          unsupported(`a temporary bound to reference parameter '${p.name}'`, a, a.type);
          return;
        }
        // `D().get()`: the temporary would have to be destroyed at the end of the full-expression.
        if (i === 0 && e.callee.member?.kind === 'method' && needsDestruction(a.type) && !isLValue(a)) {
          unsupported('calling a member function on a temporary', a, a.type);
          return;
        }
        visitArg(a);
      });
      return;
    }
    if (e.kind === 'Library' && e.op === 'pointer.newObjects') {
      // `new S[n]`: each object is built in its place in the block, destroyed by `delete[]`.
      visitExpr(e.args[0], 'operand');
      visitExpr(e.args[1], 'init');
      return;
    }
    const refused = ownerVectorUse(e);
    if (refused) cx.diags.error('unsupported-destructor', `${refused} on a '${typeToString((e.kind === 'Assign' ? e.target : e.kind === 'Library' ? e.receiver! : e).type)}' is not supported by ampc: the owners it drops would have to be destroyed then`, e.span);
    // `v.push_back(std::thread(f))`, `v.push_back(std::make_shared<T>())`: the temporary is moved
    // into the vector, and its end does nothing.
    if (e.kind === 'Library' && e.op === 'vector.push_back' && (isThread(e.args[0]?.type ?? e.type) || ownsResource(e.args[0]?.type ?? e.type))) {
      if (e.receiver) visitExpr(e.receiver, 'operand');
      visitExpr(e.args[0], 'init');
      return;
    }
    if (e.kind === 'Assign' && e.op === null && ownsResource(e.type)) {
      // `p = std::make_unique<T>(...)`: the new owner is built and handed to `p` (runtime/memory.ts).
      visitExpr(e.target, 'operand');
      visitExpr(e.value, 'init');
      return;
    }
    // `shared_ptr<Base> p = make_shared<Derived>()`: the owner made is the one converted (smart-pointers.ts).
    if (isOwnerToBase(e)) {
      visitExpr((e as Extract<Expr, { kind: 'Convert' }>).operand, role === 'operand' && !isLValue(e) ? 'operand' : role);
      return;
    }
    // `std::unique_ptr<Base> p(new Derived)`: the owner would destroy a Base (a deleter of the
    // static type), unless Base's destructor is virtual; std::make_unique<Derived> keeps Derived's
    // destruction (smart-pointers.ts).
    if (e.kind === 'Construct' && ownsResource(e.type) && e.args[0]?.kind === 'Convert' && e.args[0].operand.type.kind === 'pointer' && e.args[0].type.kind === 'pointer'
      && e.args[0].operand.type.pointee.kind === 'struct' && needsDestruction(e.args[0].operand.type.pointee)
      && !(e.args[0].type.pointee.kind === 'struct' && hasVirtualDestructor(e.args[0].type.pointee.info))) {
      cx.diags.error('unsupported-destructor', `an owner of '${typeToString(e.args[0].type.pointee)}' made from a '${typeToString(e.args[0].operand.type)}' is not supported by ampc: make it with std::make_unique or std::make_shared of the derived class`, e.args[0].span);
    }
    if (e.kind === 'Construct' && (e.type.kind === 'struct' || ownsResource(e.type))) {
      // Aggregate initialisation and copies: each argument initialises a member, destroyed with the object.
      e.args.forEach(visitArg);
      return;
    }
    if (e.kind === 'InitList' && role === 'init') {
      // `S a[2] = {S(1), S(2)}`: each element is built in place.
      e.elements.forEach((x) => visitExpr(x, 'init'));
      return;
    }
    if (e.kind === 'Conditional') {
      // `c ? S(1) : S(2)` initialising a variable builds the chosen object in place; a branch
      // that names an existing object would be copied, which is not modelled.
      if (role !== 'operand' && needsDestruction(e.type) && (isLValue(e.then) || isLValue(e.otherwise))) unsupported('a copy chosen by ?:', e, e.type);
      visitExpr(e.cond, 'operand');
      visitExpr(e.then, role);
      visitExpr(e.otherwise, role);
      return;
    }
    for (const child of childExprs(e)) visitExpr(child, 'operand');
  };
  // (`std::move(p)` and a thread's start make a new owner, which the argument initialises.)
  const visitArg = (a: Expr) => visitExpr(a, needsDestruction(a.type) && (a.kind === 'Call' || a.kind === 'Construct' || (a.kind === 'Intrinsic' && ownsResource(a.type))) ? 'init' : 'operand');
  const visitFunction = (fn: FunctionInfo) => {
    if (!fn.body) return;
    const isConstructor = fn.member?.kind === 'constructor';
    if (!isConstructor) {
      for (const p of fn.params) if (!p.isReference && needsDestruction(p.type)) unsupported(`a by-value parameter ('${p.name}')`, p, p.type);
    }
    forEachStmt(fn.body, (s: Stmt) => visitStmt(s, fn, isConstructor));
  };
  const visitStmt = (s: Stmt, fn: FunctionInfo | null, isConstructor: boolean) => {
    switch (s.kind) {
      case 'VarDecl': {
        const v = s.variable;
        if (holdsDestructible(v.type)) unsupported(`variable '${v.name}', a container of objects`, v, v.type);
        if (needsDestruction(v.type) && !constructorResults.has(v)) {
          const dtor = v.type.kind === 'struct' ? userDestructor(v.type.info) : null;
          if (fn?.restriction.amp) unsupported(`restrict(amp) variable '${v.name}'`, v, v.type);
          else if (dtor && !dtor.restriction.cpu) cx.diags.error('cpu-call-amp', `the destructor of '${v.name}' is restrict(amp) only and cannot run in host code`, v.span);
          // A static local made on the first pass is destroyed at exit (static-locals.ts).
          else if (v.storage !== 'local' && !s.staticGuard) unsupported(`variable '${v.name}' with static storage`, v, v.type);
          else if (v.isReference && s.init && !isLValue(s.init)) unsupported(`a temporary bound to reference '${v.name}'`, s.init, v.type);
        }
        if (s.init) visitExpr(s.init, v.isReference ? 'operand' : 'init');
        return;
      }
      case 'Return':
        if (!s.value) return;
        // g++ elides the copy of a returned local (NRVO) only where it can: not modelled.
        // (A function returning a reference returns the object itself.)
        if (needsDestruction(s.value.type) && isLValue(s.value) && !fn?.returnsReference && !(isConstructor && s.value.kind === 'VarRef' && constructorResults.has(s.value.variable))) {
          unsupported('returning an existing object (copy elision is not modelled)', s.value, s.value.type);
        }
        visitExpr(s.value, 'return');
        return;
      case 'Throw':
        if (s.value && needsDestruction(s.value.type)) unsupported('throwing an object', s.value, s.value.type);
        if (s.value) visitExpr(s.value, 'operand');
        return;
      case 'Try':
        for (const h of s.handlers) {
          if (h.variable && !h.variable.isReference && needsDestruction(h.variable.type)) unsupported(`catching by value ('${h.variable.name}')`, h.variable, h.variable.type);
        }
        return;
      case 'ExprStmt':
        if (s.expr.kind === 'Assign' && s.expr.initializes) {
          visitExpr(s.expr.value, 'init');
          return;
        }
        // A discarded call's result is a temporary too.
        visitExpr(s.expr, 'operand');
        return;
      case 'If': case 'While': case 'DoWhile':
        visitExpr(s.cond, 'operand');
        return;
      case 'For':
        // The loop's own variable lives until the loop ends: not modelled.
        if (s.init?.kind === 'VarDecl' && needsDestruction(s.init.variable.type)) unsupported(`a for-loop variable ('${s.init.variable.name}')`, s.init.variable, s.init.variable.type);
        if (s.cond) visitExpr(s.cond, 'operand');
        if (s.step) visitExpr(s.step, 'operand');
        return;
      case 'Switch':
        visitExpr(s.cond, 'operand');
        return;
      default:
        return;
    }
  };
  for (const fn of program.functions) visitFunction(fn);
  for (const g of program.globals) {
    if (needsDestruction(g.variable.type) && !g.firstPass) unsupported(`global variable '${g.variable.name}'`, g.variable, g.variable.type);
  }
  for (const k of program.kernels) {
    for (const c of k.captures) {
      if (needsDestruction(c.outer.type)) unsupported(`capturing '${c.outer.name}' in a kernel`, c.outer, c.outer.type);
    }
    forEachStmt(k.body, (s) => {
      if (s.kind === 'VarDecl' && needsDestruction(s.variable.type)) unsupported(`restrict(amp) variable '${s.variable.name}'`, s.variable, s.variable.type);
    });
  }
}
