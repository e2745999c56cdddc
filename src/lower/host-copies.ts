/**
 * The copies of host code made explicit: where C++ copy-initialises an object from an lvalue, the
 * lowered host body holds a `Copy` node (src/sema/program.ts) around the lvalue, with the
 * user-written copy constructor that runs as data on it, so the host printer prints a copy
 * (`.clone()`, `.slice()`, the runtime's `copyFunction`) where it meets one and decides nowhere
 * itself whether C++ copies:
 *
 *   S b = a;                     →  S b = Copy(a)
 *   f(a)        (f(S s))         →  f(Copy(a))
 *   S b = c ? a : S(1);          →  S b = c ? Copy(a) : S(1)        (one copy, of the chosen lvalue)
 *   v = w;      (vector<int>)    →  v = Copy(w)
 *   v.push_back(s);              →  v.push_back(Copy(s))
 *   [s]() { ... }                →  the closure's by-value capture of s: Copy(s)
 *   return a;   (a a parameter)  →  return Copy(a)
 *
 * What C++ does not copy gets no node: a temporary (`S b = S(1)`, `f(g())`: C++17's guaranteed
 * elision), a reference binding, a function's named return value (g++'s NRVO, `namedReturnVariable`),
 * a constructor's own object, and a class object assigned by its `copyAssign` (its operator=,
 * user-written or member by member, is the copy). A type whose copy is its value (a number, a
 * string, a pointer) gets none either.
 *
 * Where one value or a range becomes many objects, the node making them states the copy each element is (an
 * `ElementCopy`, src/sema/program.ts), which the printer applies to every element:
 *
 *   vector<S> v(n, x);           →  Construct(n, x) each Copy<S>
 *   v.assign(n, x); v.resize(n, x); v.insert(pos, n, x);   →  ... each Copy<S>
 *   vector<S> w(first, last);    →  fromRange(...) each Copy<S>
 *   vector<T> u = {t};           →  {Copy(t)} each Copy<T> by T(const T&)   (the initializer_list's
 *                                   array copied again, stated only where a user copy constructor
 *                                   runs: elsewhere the second copy cannot be told apart)
 *
 * A function object's by-value parameters, where a library container calls it on its elements,
 * are copies too (`parameterCopy`, stated per call operator in lower-host.ts's
 * `callOperatorCopies`). The definitions of the copy operations themselves (a class's
 * `clone()` and `copyAssign()`, a copyable closure's `copy()`) are planned by
 * src/lower/implicit-copies.ts.
 *
 * This runs after lower-host.ts's own lowering, on what it returns, so a place it named through a
 * `Let` is no lvalue here (as the printer saw it before). Untouched nodes stay the same objects.
 */
import { isMemberInitializer, isConstructorResult } from '../sema/destructors.js';
import { assignRunsUserCode, copyRunsUserCode, namedReturnVariable, userCopyConstructor, userMoveConstructor } from '../sema/copies.js';
import { isBoundToReferenceMember, isReferenceField } from '../sema/reference-members.js';
import { runtimeClassNames } from '../sema/rules/host-support.js';
import type { Block, Closure, ElementCopy, Expr, FunctionInfo, Stmt, Variable } from '../sema/program.js';
import type { Type } from '../sema/types.js';
import { childExprs, isViewElementMember } from '../sema/walk.js';
import { callsReferenceReturningLambda } from '../sema/reference-returns.js';
import { withAnyChildren } from './children.js';
import { mapBlock, mapStatement, type StatementParts } from './map-statement.js';

/** Whether copying a value of type `t` is an operation on the host (an object, a container, an array, a closure), not the value itself. */
export function copyIsAnOperation(t: Type): boolean {
  return t.kind === 'struct' || t.kind === 'libraryClass' || t.kind === 'lambda' || t.kind === 'functionPointer' || t.kind === 'vector' || t.kind === 'array';
}

/** `*p` or `p[i]` of a pointer to a class object: on the host the object itself (src/sema/object-pointers.ts). */
export function isObjectBehindPointer(e: Expr): boolean {
  if (e.kind === 'Element' && e.type.kind === 'struct' && e.object.type.kind === 'pointer') return true; // `p[i] = s`
  return e.kind === 'Convert' && e.type.kind === 'struct' && e.operand.type.kind === 'pointer';
}

/** Whether `e` designates an object that exists apart from this expression, which a copy must not alias. */
export function isLValue(e: Expr): boolean {
  // A view's element too: the runtime hands out the stored object, which a copy must not alias.
  return e.kind === 'VarRef' || e.kind === 'Field' || e.kind === 'Element' || e.kind === 'ViewElement' || isObjectBehindPointer(e)
    || (e.kind === 'Call' && e.callee.returnsReference === true) || (e.kind === 'CallPointer' && callsReferenceReturningLambda(e)) || (e.kind === 'Intrinsic' && e.intrinsic.returnsReference !== undefined)
    // `c ? a : b` of two objects: the chosen one, which a copy must not alias.
    || (e.kind === 'Conditional' && isLValue(e.then) && isLValue(e.otherwise))
    // `(a, b)` is `b`, an lvalue where b is (`std::for_each`'s result: src/sema/std-algorithms.ts).
    || (e.kind === 'Binary' && e.op === ',' && isLValue(e.right));
}

/** `e` copied into an object of type `t` where it is an lvalue whose copy is an operation; `e` itself otherwise. */
function copied(t: Type, e: Expr): Expr {
  if (!isLValue(e) || !copyIsAnOperation(t)) return e;
  return { kind: 'Copy', operand: e, copyConstructor: t.kind === 'struct' ? userCopyConstructor(t.info) : null, type: t, span: e.span };
}

/**
 * `init` as the initialiser of an object of type `t` (a declaration, a by-value parameter, a return
 * value, a capture): a copy of an lvalue, and of `c ? a : S(1)`'s lvalue branch only (one copy, of
 * the object chosen; a temporary is taken as it is).
 */
export function copyInitialised(t: Type, init: Expr): Expr {
  if (init.kind === 'Conditional' && (t.kind === 'struct' || t.kind === 'vector' || t.kind === 'array') && (isLValue(init.then) || isLValue(init.otherwise))) {
    const then = copyInitialised(t, init.then), otherwise = copyInitialised(t, init.otherwise);
    return then === init.then && otherwise === init.otherwise ? init : { ...init, then, otherwise };
  }
  return copied(t, init);
}

/** A scalar reference parameter, which the host passes as a `{ value }` cell on the argument's place (never a copy). */
export function isCellParam(p: Variable): boolean {
  // A const one a reference member is bound to too: the member names the caller's object.
  return p.storage === 'param' && p.isReference && (!p.isConst || isBoundToReferenceMember(p)) && ['int', 'float', 'bool', 'shortVector', 'string', 'pointer', 'functionPointer'].includes(p.type.kind);
}

/** The copies made explicit in one function's body (`fn`: its returns' NRVO), or in a global's initialiser (`fn` null). */
/** A handler's variable of a class of the program, not a reference: a copy of what was thrown. */
function isCaughtByValue(v: Variable | null): boolean {
  return v !== null && !v.isReference && v.type.kind === 'struct';
}

export class HostCopies {
  constructor(
    private readonly fn: FunctionInfo | null,
    /** Where the closures met are given their by-value captures' initialisers (`copiedCaptures`). */
    private readonly captures: Map<FunctionInfo, readonly Expr[]>,
  ) {}

  private readonly parts: StatementParts = {
    expr: (e) => this.expr(e),
    stmt: (s) => this.stmt(s),
  };

  block(b: Block): Block {
    return mapBlock(b, this.parts);
  }

  /** The initialiser of a variable (not a reference) declared with it. */
  initialiser(v: Variable, init: Expr): Expr {
    const lowered = this.expr(init);
    return v.isReference ? lowered : copyInitialised(v.type, lowered);
  }

  private stmt(s: Stmt): Stmt {
    const mapped = mapStatement(s, this.parts);
    switch (mapped.kind) {
      case 'VarDecl':
        if (!mapped.init || mapped.variable.isReference) return mapped;
        return withInit(mapped, copyInitialised(mapped.variable.type, mapped.init));
      case 'Return': {
        const value = mapped.value;
        if (!value || !this.fn || this.fn.returnsReference) return mapped;
        if (value.kind === 'VarRef') {
          // A constructor returns its new object itself: a copy would copy its members (a std::unique_ptr
          // cannot be, a std::shared_ptr would count an owner too many). g++ builds the named return value
          // in the caller's object (NRVO): no copy. Without NRVO a local with a user move constructor would be
          // moved from, which the printer refuses: it is left as it is for it to see.
          if (isConstructorResult(value.variable) || value.variable === namedReturnVariable(this.fn)) return mapped;
          if (value.type.kind === 'struct' && value.variable.storage === 'local' && userMoveConstructor(value.type.info)) return mapped;
        }
        const copy = copyInitialised(value.type, value);
        return copy === value ? mapped : { ...mapped, value: copy };
      }
      case 'Try':
        // `catch (S e)`: e is a copy of the thrown object, made by S's copy constructor.
        if (!mapped.handlers.some((h) => isCaughtByValue(h.variable))) return mapped;
        return { ...mapped, handlers: mapped.handlers.map((h) => (isCaughtByValue(h.variable) ? { ...h, copiesThrown: true as const } : h)) };
      default:
        return mapped;
    }
  }

  expr(e: Expr): Expr {
    if (e.kind === 'InitList') return this.initList(e, e.type);
    const lowered = withAnyChildren(e, childExprs(e).map((c) => this.expr(c)));
    switch (lowered.kind) {
      case 'FunctionRef': {
        // A closure is made where its lambda is written: its by-value captures are copies.
        const closure = lowered.fn.closure;
        if (closure && closure.byValue.length > 0 && !this.captures.has(lowered.fn)) this.captures.set(lowered.fn, copiedCaptures(closure, this));
        return lowered;
      }
      case 'Call': {
        // By value: a copy of an lvalue (a scalar reference parameter is a cell on the argument's place).
        const args = lowered.args.map((a, i) => {
          const p = lowered.callee.params[i];
          return p && !p.isReference ? copyInitialised(p.type, a) : a;
        });
        return sameList(args, lowered.args) ? lowered : { ...lowered, args };
      }
      case 'MemberPointerCall': {
        const t = lowered.pointer.type;
        const params = t.kind === 'memberPointer' && t.member.kind === 'functionPointer' ? t.member.params : [];
        const args = lowered.args.map((a, i) => (params[i] ? copied(params[i], a) : a));
        return sameList(args, lowered.args) ? lowered : { ...lowered, args };
      }
      case 'CallPointer': {
        // By-value class arguments are copies, as in a direct call.
        const t = lowered.callee.type;
        const lambda = lowered.instance ?? (t.kind === 'lambda' ? t.fn : undefined);
        const params = t.kind === 'functionPointer' ? t.params.map((p, i) => (t.refParams?.[i] ? null : p)) : lambda ? lambda.params.map((p) => (p.isReference ? null : p.type)) : [];
        const args = lowered.args.map((a, i) => {
          const param = lambda?.params[i];
          if (param && isCellParam(param)) return a;
          const p = params[i];
          return p ? copied(p, a) : a;
        });
        return sameList(args, lowered.args) ? lowered : { ...lowered, args };
      }
      case 'Construct': {
        // `vector(n, x)`: each element a copy of x.
        if (lowered.type.kind === 'vector' && lowered.args.length === 2) return withElementCopy(lowered, elementCopy(lowered.type.element));
        // A class's members from a braced list: each member a copy of an lvalue.
        if (lowered.type.kind !== 'struct') return lowered;
        const fields = lowered.type.info.fields;
        const args = lowered.args.map((a, i) => copied(fields[i]!.type, a));
        return sameList(args, lowered.args) ? lowered : { ...lowered, args };
      }
      case 'Library': {
        const fill = filledElement(lowered);
        if (fill) return withElementCopy(lowered, elementCopy(fill));
        // The element a vector takes: its own copy.
        const at = lowered.op === 'vector.push_back' ? 0
          : lowered.op === 'vector.insert' && lowered.args[1]?.kind === 'Const' && lowered.args[1].value === 1 ? 2 : -1;
        if (at < 0) return lowered;
        const arg = copied(lowered.args[at]!.type, lowered.args[at]!);
        return arg === lowered.args[at] ? lowered : { ...lowered, args: lowered.args.map((a, i) => (i === at ? arg : a)) };
      }
      case 'Intrinsic': {
        // An algorithm takes its function object by value: a mutable closure's own copy.
        const args = lowered.args.map((a) => (a.type.kind === 'lambda' ? copied(a.type, a) : a));
        return sameList(args, lowered.args) ? lowered : { ...lowered, args };
      }
      case 'Assign':
        return this.assignment(lowered);
      default:
        return lowered;
    }
  }

  /**
   * A braced list initialising an object of type `t`: each element copy-initialised (a list in it
   * initialises an element, of the element's type, whatever type the list was checked with).
   */
  private initList(e: Extract<Expr, { kind: 'InitList' }>, t: Type): Expr {
    const element = t.kind === 'array' || t.kind === 'vector' ? t.element : t;
    const elements = e.elements.map((x) => (x.kind === 'InitList' ? this.initList(x, element) : copyInitialised(element, this.expr(x))));
    const list = sameList(elements, e.elements) ? e : { ...e, elements };
    // A vector copies its std::initializer_list's array, made first (each lvalue copied into it), so a
    // user copy constructor runs twice; where no user code runs, that second copy cannot be told apart
    // from the first and is not made.
    return t.kind === 'vector' && copyRunsUserCode(t.element) ? withElementCopy(list, elementCopy(t.element)) : list;
  }

  /**
   * `target = value`: a copy of an lvalue, except where the target's class assigns in place
   * (`copyAssign`: its operator=, user-written or member by member, is the copy) and where a
   * constructor binds a reference member.
   */
  private assignment(e: Extract<Expr, { kind: 'Assign' }>): Expr {
    const t = e.target.type;
    if (e.op !== null) return e;
    const memberInitializer = isMemberInitializer(e);
    if (memberInitializer && isReferenceField(e.target)) return e;
    const intoView = e.target.kind === 'ViewElement' || isViewElementMember(e.target);
    const userCode = t.kind === 'struct' && assignRunsUserCode(t);
    if (t.kind === 'struct' && !t.info.isUnion && !runtimeClassNames.has(t.info.name) && !memberInitializer && (userCode || !intoView)) return e;
    const value = copied(t, e.value);
    if (value === e.value) return e;
    // A member initialiser is the same store, made with a copy: the printer initialises the member in place still.
    return { ...e, value };
  }
}

/** The copies made explicit in each by-value capture's initialiser of a closure. */
export function copiedCaptures(closure: Closure, copies: HostCopies): Expr[] {
  return closure.byValue.map((c) => copyInitialised(c.inner.type, copies.expr(c.outer)));
}

/** The copy of a value into an object of type `t` (ElementCopy), where the copy is an operation; null where it is the value. */
export function elementCopy(t: Type): ElementCopy | null {
  return copyIsAnOperation(t) ? { type: t, copyConstructor: t.kind === 'struct' ? userCopyConstructor(t.info) : null } : null;
}

/**
 * A by-value parameter's copy of what it is passed, where the caller is the runtime (a function
 * object's `operator()` called by a library container, on its elements): null for a reference.
 */
export function parameterCopy(p: Variable): ElementCopy | null {
  return p.isReference ? null : elementCopy(p.type);
}

/**
 * The type of the objects a library operation makes, each a copy of one value or of a range's
 * element: `v.assign(n, x)`, `v.insert(pos, n, x)` (n not the constant 1, a single element's copy
 * being the Copy node's), `v.resize(n[, x])` (without x, copies of one value-initialised element,
 * which are value-initialised elements), `vector(first, last)`.
 */
function filledElement(e: Extract<Expr, { kind: 'Library' }>): Type | null {
  switch (e.op) {
    case 'vector.assign': return e.args[1]!.type;
    case 'vector.insert': return e.args[1]?.kind === 'Const' && e.args[1].value === 1 ? null : e.args[2]!.type;
    case 'vector.resize': return e.receiver?.type.kind === 'vector' ? e.receiver.type.element : null;
    case 'vector.fromRange': return e.type.kind === 'vector' ? e.type.element : null;
    default: return null;
  }
}

function withElementCopy<E extends Extract<Expr, { kind: 'Library' | 'Construct' | 'InitList' }>>(e: E, copy: ElementCopy | null): E {
  return copy ? { ...e, elementCopy: copy } : e;
}

function withInit(s: Extract<Stmt, { kind: 'VarDecl' }>, init: Expr): Stmt {
  return init === s.init ? s : { ...s, init };
}

function sameList(a: readonly Expr[], b: readonly Expr[]): boolean {
  return a.every((x, i) => x === b[i]);
}
