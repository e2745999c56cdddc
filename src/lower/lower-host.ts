/**
 * The lowering of host code, between `check` and the host back end: in every body the host prints
 * (each CPU function, closure and generic lambda instance, and the globals' initialisers), a
 * compound assignment or increment of an arithmetic object becomes the plain store C++ defines it
 * by, its conversions explicit (src/lower/compound.ts):
 *
 *   i *= 1.5f      →  i = int(float(i) * 1.5f)
 *   u8 += 300      →  u8 = uchar(int(u8) + 300)
 *   u++            →  u = u + 1u
 *
 * JavaScript has expressions where C++ has them, so what C++ evaluates once and reads again
 * becomes a temporary named inside the expression, a `Let` (src/sema/program.ts), which the host
 * prints as an arrow function applied to its values:
 *
 *   g = f++        →  g = Let f_old = f in (f = f_old + 1.0f, f_old)
 *   a[i++] += 2    →  Let a_idx = i++ in a[a_idx] = a[a_idx] + 2
 *   ri() += g()    →  Let value = g(), ri_ref = ri() in ri_ref = ri_ref + value   (int& ri())
 *
 * The temporaries keep g++'s order, which C++17 mostly fixes: an assignment's right operand
 * before its left one, so a value with side effects is named first; g++ reads a plain value
 * (`x`) before the place's effects in `E1 = E2` and after them in `E1 op= E2` (`a[x++] += x`
 * adds the new x), so `=` names any value that is not a constant first, and `op=` leaves one
 * without side effects in place.
 *
 * g++ also changes the order C++ leaves open where it folds an expression (`x + f(x)` reads x
 * after f ran): where the right operand may write what the left one reads, the lowered expression
 * is turned round as g++ turns it (src/lower/gcc-operand-order.ts).
 *
 * `++`/`--` where JavaScript's mean C++'s stay (a double; a signed int or long long, whose overflow
 * is undefined). Where the runtime makes the step, the increment is an `Update` (src/sema/program.ts):
 * the target replaced by a new value computed from its old one, the expression's value the new or
 * the old one. An array_view element is one read-modify-write through the view, its subscripts
 * evaluated once; a host pointer, index or extent is a value the runtime steps into a new one,
 * and `p++`'s value is the new one stepped back, as C++ defines it (`(p += 1) - 1`):
 *
 *   av[i]++        →  update av[i] from x to x + 1
 *   q = p++        →  q = pointer.previous(update p from x to pointer.next(x), yielding the new value)
 *   idx++          →  update idx from x to index.next(x)
 *
 * A member of a view's element is written through the view too, by a store, whatever its type
 * (`av[i].a++` → `av[i].a = av[i].a + 1`).
 *
 * Two passes follow on what this one returns: the copies C++ makes become `Copy` nodes
 * (src/lower/host-copies.ts: `S b = a` → `S b = Copy(a)`, a closure's by-value captures in
 * `captures`), an int or 64-bit sum whose wrap is the conversion around it is marked `unwrapped`
 * (src/lower/conversion-wraps.ts), and a declaration without an initialiser gets its default
 * initialisation, with the constructor that runs (src/lower/default-inits.ts). Beside the bodies,
 * the implicit copy operations as data (src/lower/implicit-copies.ts): each class's copy plan, and
 * each copyable closure's copy of its captures.
 *
 * As in lower-amp.ts, the checked program is not changed: the lowered bodies are returned beside
 * it, keyed by function (a global's initialiser by its variable), and untouched nodes stay the
 * same objects.
 */
import { isLiteralConstant } from '../sema/const-eval.js';
import { isHostPointee } from '../sema/host-pointers.js';
import type { Block, ElementCopy, Expr, FunctionInfo, LetBinding, Program, Variable } from '../sema/program.js';
import { runtimeClassNames } from '../sema/rules/host-support.js';
import { sharesStorage } from '../sema/unions.js';
import { isIncrement, sideEffectFree } from '../sema/side-effects.js';
import { isArithmetic, type StructInfo, type Type } from '../sema/types.js';
import { childExprs, forEachExpr, forEachExprInStmt, forEachStmt, isArrayMemberElement, isViewElementMember, rootVariable } from '../sema/walk.js';
import { withAnyChildren } from './children.js';
import { compoundAsStore, incrementAsCompound } from './compound.js';
import { gccOperandOrder, type OperandOrderContext } from './gcc-operand-order.js';
import { HostCopies, parameterCopy } from './host-copies.js';
import { closureCopy, copyPlan, isCopyableClosure, type CopyPlan } from './implicit-copies.js';
import { componentStoresIn, withComponentStores } from './component-stores.js';
import { conversionWrapsIn, withConversionWraps } from './conversion-wraps.js';
import { defaultInitOf, defaultInitsIn } from './default-inits.js';
import { mapBlock, mapStatement, type StatementParts } from './map-statement.js';
import { Temporaries, varRef } from './temporaries.js';

export interface LoweredHost {
  functions: ReadonlyMap<FunctionInfo, Block>;
  /** The globals' initialisers that changed. */
  globals: ReadonlyMap<Variable, Expr>;
  /** Per closure with by-value captures, their initialisers in `closure.byValue`'s order, copies explicit (host-copies.ts). */
  captures: ReadonlyMap<FunctionInfo, readonly Expr[]>;
  /** Per class the host defines (not one the runtime does, not a union whose members share its bytes), its copy plan (implicit-copies.ts). */
  copyPlans: ReadonlyMap<StructInfo, CopyPlan>;
  /** Per copyable closure (implicit-copies.ts `isCopyableClosure`), the copies its `copy()` makes of its by-value captures. */
  closureCopies: ReadonlyMap<FunctionInfo, readonly (ElementCopy | null)[]>;
  /**
   * Per class's call operator, the copies its by-value parameters are (null: a reference), where a
   * library container calls it on its elements (a comparator): host-copies.ts `parameterCopy`.
   */
  callOperatorCopies: ReadonlyMap<FunctionInfo, readonly (ElementCopy | null)[]>;
}

export function lowerHostCode(program: Program): LoweredHost {
  const temps = new Temporaries(program.nextVariableId);
  const lowering = new HostLowering(temps, sharedVariables(program));
  const functions = new Map<FunctionInfo, Block>();
  const globals = new Map<Variable, Expr>();
  const captures = new Map<FunctionInfo, readonly Expr[]>();
  for (const g of program.globals) {
    // A global declared without an initialiser is default-initialised (a static local's first-pass global is only declared).
    if (!g.init) {
      if (!g.firstPass && !g.variable.isReference) globals.set(g.variable, defaultInitOf(g.variable));
      continue;
    }
    temps.startFunction();
    temps.avoid(namesIn(g.init));
    const lowered = withComponentStores(lowering.expr(g.init, true), true);
    // A static local's global is only declared: its initialiser is the guarded VarDecl's, in its function.
    const init = withConversionWraps(g.firstPass ? lowered : new HostCopies(null, captures).initialiser(g.variable, lowered));
    if (init !== g.init) globals.set(g.variable, init);
  }
  const visit = (fn: FunctionInfo) => {
    if (functions.has(fn)) return;
    if (fn.restriction.cpu && fn.body) {
      temps.startFunction();
      temps.avoid(namesOfFunction(fn));
      lowering.captured = fn.closure ? referenceCaptures(fn) : null;
      functions.set(fn, defaultInitsIn(conversionWrapsIn(new HostCopies(fn, captures).block(componentStoresIn(lowering.block(fn.body))))));
      lowering.captured = null;
    }
    fn.genericInstances?.forEach(visit);
  };
  program.functions.forEach(visit);
  for (const [fn, inits] of captures) captures.set(fn, inits.map(withConversionWraps));
  const copyPlans = new Map(program.structs.filter((s) => !runtimeClassNames.has(s.name) && !sharesStorage(s)).map((s) => [s, copyPlan(s)]));
  const closureCopies = new Map([...captures.keys()].filter(isCopyableClosure).map((fn) => [fn, closureCopy(fn)]));
  const callOperators = program.structs.flatMap((s) => s.memberFunctions ?? []).filter((f) => f.member?.kind === 'method' && f.member.cppName === 'operator()');
  const callOperatorCopies = new Map(callOperators.map((fn) => [fn, fn.params.slice(1).map(parameterCopy)]));
  return { functions, globals, captures, copyPlans, closureCopies, callOperatorCopies };
}

/** The body the host prints for a CPU function: the lowered one. */
export function hostBody(lowered: LoweredHost, fn: FunctionInfo): Block {
  return lowered.functions.get(fn) ?? fn.body!;
}

/** Whether JavaScript's `++`/`--` on a number of type `t` computes C++'s: a double, or a signed int whose overflow is undefined. */
export function keepsHostIncrement(t: Type): boolean {
  return (t.kind === 'float' && t.bits === 64) || (t.kind === 'int' && t.signed && (t.bits === 32 || t.bits === 64));
}

type Assign = Extract<Expr, { kind: 'Assign' }>;
type Unary = Extract<Expr, { kind: 'Unary' }>;
type Binary = Extract<Expr, { kind: 'Binary' }>;

class HostLowering implements OperandOrderContext {
  /** In a closure's body, its by-reference captures, which g++ reaches through the closure object. */
  captured: ReadonlySet<Variable> | null = null;

  constructor(
    private readonly temps: Temporaries,
    /** Variables something other than their own name may write (see `sharedVariables`). */
    private readonly shared: ReadonlySet<Variable>,
  ) {}

  /** How a statement's parts are lowered: its expressions by `expr`, its statements by this lowering again. */
  private readonly parts: StatementParts = {
    expr: (e, used) => this.expr(e, used),
    stmt: (s) => mapStatement(s, this.parts),
  };

  block(b: Block): Block {
    return mapBlock(b, this.parts);
  }

  /** `e` lowered; `used` says whether its value is read (not an expression statement, a `for` step, a comma's left operand). */
  expr(e: Expr, used: boolean): Expr {
    switch (e.kind) {
      case 'Assign': return this.assignment(e);
      case 'Unary':
        if (isIncrement(e)) return this.increment(e, used);
        break;
      case 'Binary': {
        if (e.op === ',') return withAnyChildren(e, [this.expr(e.left, false), this.expr(e.right, used)]);
        const lowered = withAnyChildren(e, [this.expr(e.left, true), this.expr(e.right, true)]) as Binary;
        return gccOperandOrder(e, lowered, this);
      }
      case 'Convert':
        if (e.type.kind === 'void') return withAnyChildren(e, [this.expr(e.operand, false)]);
        break;
      default:
        break;
    }
    return withAnyChildren(e, childExprs(e).map((c) => this.expr(c, true)));
  }

  /** `t = v` and `t op= v`. */
  private assignment(e: Assign): Expr {
    const value = this.expr(e.value, true);
    const target = this.expr(e.target, true);
    // `av[i].v[k] = x` prints `setField([..., k], x, i)`: k before i, so subscripts with effects are named in C++'s order, whatever the type.
    const pathFirst = isViewElementMember(target) && e.op === null;
    if (!isArithmetic(e.target.type) && !pathFirst) return withAnyChildren(e, [target, value]);
    const places: LetBinding[] = [];
    const place = this.stable(target, places);
    if (e.op === null) {
      // JavaScript finds the place once too, before the value: only where g++'s order (the value first)
      // could show, or a pointer the printer would read twice, is it named.
      const pointer = target.kind === 'Element' && target.object.type.kind === 'pointer';
      // A component of an index is read again by the store that replaces the index (component-stores.ts): its place is named too.
      if (places.length === 0 || (isLiteralConstant(value) && !pointer && target.kind !== 'Component' && !pathFirst)) return withAnyChildren(e, [target, value]);
      // g++ evaluates the value first, then the place's effects: a value that is not a constant is named before them.
      const first: LetBinding[] = [];
      const named = isLiteralConstant(value) ? value : this.bind(first, 'value', value);
      return letIn([...first, ...places], { ...e, target: place, value: named });
    }
    // A value with side effects runs before the place's effects and before the target is read (C++17).
    const first: LetBinding[] = [];
    const early = !sideEffectFree(value) && (places.length > 0 || this.mayWrite(value, place));
    const named = early ? this.bind(first, 'value', value) : value;
    return letIn([...first, ...places], compoundAsStore({ ...e, op: e.op, target: place, value: named }));
  }

  /**
   * `++x`, `x++`, ...: JavaScript's own where it computes C++'s (`keepsHostIncrement`), an `Update`
   * where the runtime makes the step (an array_view's element, a host pointer, an index or an
   * extent), and otherwise a store, its old value named where it is read.
   */
  private increment(e: Unary, used: boolean): Expr {
    const operand = this.expr(e.operand, true);
    const t = e.operand.type;
    // The value the expression yields, where it is read: a prefix's is the new one, a postfix's the old one.
    const yields = !used ? null : e.op === 'pre++' || e.op === 'pre--' ? 'new' : 'old';
    const step = e.op.endsWith('++') ? 'next' : 'previous';
    if (operand.kind === 'ViewElement' && isArithmetic(t)) {
      // One read-modify-write through the view, which returns the old value and the new one.
      const old = this.temps.fresh('x', t, e.span, true);
      const value = compoundAsStore(incrementAsCompound(e, varRef(old, e.span)) as Assign & { op: '+' | '-' }).value;
      return { kind: 'Update', target: operand, old, value, yields, type: t, span: e.span };
    }
    if ((t.kind === 'pointer' && isHostPointee(t.pointee)) || t.kind === 'index' || t.kind === 'extent') {
      // A pointer or an index is a value: the step makes a new one, stored; `p++`'s value is the new one stepped back.
      const places: LetBinding[] = [];
      const place = this.stable(operand, places);
      const old = this.temps.fresh('x', t, e.span, true);
      const kind = t.kind === 'pointer' ? 'pointer' : 'index';
      const stepped = (from: Expr, op: 'next' | 'previous'): Expr => ({ kind: 'Library', op: `${kind}.${op}`, receiver: from, args: [], type: t, span: e.span });
      const update: Expr = { kind: 'Update', target: place, old, value: stepped(varRef(old, e.span), step), yields: yields && 'new', type: t, span: e.span };
      return letIn(places, yields === 'old' ? stepped(update, step === 'next' ? 'previous' : 'next') : update);
    }
    // JavaScript's `++` on a double or a signed int computes C++'s (signed overflow is undefined); not on a member of a view's element, which is written through the view.
    // Nor on a component of an index or extent, which a store replaces whole (src/lower/component-stores.ts).
    if (!isArithmetic(t) || (keepsHostIncrement(t) && !isViewElementMember(operand) && operand.kind !== 'Component')) return withAnyChildren(e, [operand]);
    const places: LetBinding[] = [];
    const place = this.stable(operand, places);
    if (yields !== 'old') return letIn(places, compoundAsStore(incrementAsCompound(e, place) as Assign & { op: '+' | '-' }));
    // `f++`: the value is the old one, named, and the store computes from it.
    const old: LetBinding[] = [];
    const root = rootVariable(place);
    const oldValue = this.bind(old, root ? `${root.name}_old` : 'old', place);
    const store = { ...compoundAsStore(incrementAsCompound(e, oldValue) as Assign & { op: '+' | '-' }), target: place };
    const body: Expr = { kind: 'Binary', op: ',', left: store, right: oldValue, type: t, span: e.span };
    return letIn(places, letIn(old, body));
  }

  /**
   * The place `target` with what C++ evaluates once (a subscript with side effects, a call
   * returning a reference, an object found through one) named in `out`, in C++'s order, so
   * the place can be read and written again alike.
   */
  private stable(target: Expr, out: LetBinding[]): Expr {
    switch (target.kind) {
      case 'Field': {
        if (sideEffectFree(target.object)) return target;
        // A member of a view's element is written through the view (`av[i].a`): its subscripts are named.
        if (isViewElementMember(target)) return withAnyChildren(target, [this.stable(target.object, out)]);
        // `obj().x`, `v[i++].x`: the object, found once; a class object is its own reference.
        const object = isObjectPlace(target.object) ? this.stableObject(target.object, out) : this.stable(target.object, out);
        return object === target.object ? target : { ...target, object };
      }
      case 'Element': {
        if (sideEffectFree(target.object) && sideEffectFree(target.index)) return target;
        const root = rootVariable(target);
        // `av[i].v[k]`, written through the view as a path: the view's subscripts and `k` are named, not the array.
        if (isViewElementMember(target)) {
          // The object's subscripts first (C++17: `a[b]` evaluates a before b).
          const object = this.stable(target.object, out);
          if (sideEffectFree(target.index)) return { ...target, object };
          // The index's effects could change what they read (`av[q].v[q++]`): they are named before it.
          return { ...target, object: this.pinned(object, out), index: this.bind(out, 'idx', target.index) };
        }
        const pointer = target.object.type.kind === 'pointer';
        // The object first (C++17: `a[b]` evaluates a before b), where the index's effects could change it.
        const objectStays = sideEffectFree(target.object) && (invariant(target.object) || sideEffectFree(target.index));
        const object = objectStays ? target.object
          : pointer ? this.bind(out, root ? `${root.name}_ptr` : 'ptr', target.object)
          : this.bindReference(out, root ? `${root.name}_ref` : 'ref', target.object);
        const index = sideEffectFree(target.index) ? target.index : this.bind(out, root ? `${root.name}_idx` : 'idx', target.index);
        return { ...target, object, index };
      }
      case 'ViewElement': {
        const root = target.view.kind === 'VarRef' ? target.view.variable : null;
        const [view, ...subscripts] = childExprs(target);
        return withAnyChildren(target, [view!, ...subscripts.map((x) => (sideEffectFree(x) ? x : this.bind(out, root ? `${root.name}_idx` : 'idx', x)))]);
      }
      case 'Component': {
        // `idx[k]`: the index found once, and its dimension, for the store that replaces it whole (component-stores.ts).
        if (sideEffectFree(target.object) && sideEffectFree(target.dim)) return target;
        const root = rootVariable(target.object);
        const object = this.stable(target.object, out);
        const dim = sideEffectFree(target.dim) ? target.dim : this.bind(out, root ? `${root.name}_dim` : 'dim', target.dim);
        return { ...target, object, dim };
      }
      case 'Call':
        return target.callee.returnsReference === true ? this.bindReference(out, `${target.callee.name}_ref`, target) : target;
      case 'Intrinsic':
        if (target.intrinsic.returnsReference === undefined || target.args.every(sideEffectFree)) return target;
        return this.bindReference(out, 'ref', target);
      default:
        return target;
    }
  }

  /** The view element member `place` (stable already) with each subscript not a constant or a name in `out` named. */
  private pinned(place: Expr, out: LetBinding[]): Expr {
    const pin = (x: Expr) => (isLiteralConstant(x) || (x.kind === 'VarRef' && out.some((b) => b.variable === x.variable)) ? x : this.bind(out, 'idx', x));
    if (place.kind === 'Field') return withAnyChildren(place, [this.pinned(place.object, out)]);
    if (isArrayMemberElement(place)) {
      const object = this.pinned(place.object, out);
      return { ...place, object, index: pin(place.index) };
    }
    if (place.kind !== 'ViewElement') return place;
    const [view, ...subscripts] = childExprs(place);
    return withAnyChildren(place, [view!, ...subscripts.map(pin)]);
  }

  /** A class object or container found through effects (`rows[i++]`, `obj()`), named as a reference to it. */
  private stableObject(object: Expr, out: LetBinding[]): Expr {
    if (sideEffectFree(object)) return object;
    const root = rootVariable(object);
    return this.bindReference(out, root ? `${root.name}_ref` : 'ref', object);
  }

  private bind(out: LetBinding[], name: string, value: Expr): Expr {
    const variable = this.temps.fresh(name, value.type, value.span, true);
    out.push({ variable, value });
    return varRef(variable, value.span);
  }

  private bindReference(out: LetBinding[], name: string, place: Expr): Expr {
    const variable: Variable = { ...this.temps.fresh(name, place.type, place.span, false), isReference: true };
    out.push({ variable, value: place });
    return varRef(variable, place.span);
  }

  /**
   * Whether evaluating `value` (which has side effects) may write what `place` reads, so C++17's
   * order, the value first, shows: anything but a local arithmetic variable that only its own
   * name reaches (not a member: any call may reach its object), and that `value` does not assign
   * itself.
   */
  private mayWrite(value: Expr, place: Expr): boolean {
    return place.kind !== 'VarRef' || this.mayWriteVariable(value, place.variable);
  }

  mayWriteVariable(value: Expr, root: Variable): boolean {
    if ((root.storage !== 'local' && root.storage !== 'param') || root.isReference || root.isBoxed || root.heldByReference || this.shared.has(root)) return true;
    // Held by value elsewhere: only an assignment or increment naming it writes it.
    let writes = false;
    forEachExpr(value, (x) => {
      const target = x.kind === 'Assign' || x.kind === 'Update' ? x.target : isIncrement(x) ? x.operand : null;
      if (target && rootVariable(target) === root) writes = true;
    });
    return writes;
  }
}

/** `Let bindings in body`, or `body` where there are none. */
function letIn(bindings: LetBinding[], body: Expr): Expr {
  return bindings.length === 0 ? body : { kind: 'Let', bindings, body, type: body.type, span: body.span };
}

/** A variable, or a member of one: evaluating it again finds the same object whatever ran between. */
function invariant(e: Expr): boolean {
  return e.kind === 'VarRef' || (e.kind === 'Field' && invariant(e.object));
}

function isObjectPlace(e: Expr): boolean {
  return e.type.kind === 'struct' || e.type.kind === 'libraryClass';
}

/**
 * The variables that something other than their own name may read or write: those a closure
 * names (by-reference captures are the variables themselves), those a reference is bound to or
 * that are passed to a call (which may take them by reference or keep a pointer).
 */
function sharedVariables(program: Program): Set<Variable> {
  const shared = new Set<Variable>();
  const visit = (e: Expr) => {
    const args = e.kind === 'Call' || e.kind === 'CallPointer' || e.kind === 'MemberPointerCall' || e.kind === 'Intrinsic' || e.kind === 'Construct' || e.kind === 'New' ? e.args
      : e.kind === 'Library' ? [...(e.receiver ? [e.receiver] : []), ...e.args] : [];
    for (const a of args) {
      const root = rootVariable(a);
      if (root) shared.add(root);
    }
  };
  for (const fn of program.functions) {
    if (!fn.body) continue;
    forEachExprInStmt(fn.body, visit);
    forEachStmt(fn.body, (s) => {
      if (s.kind !== 'VarDecl' || !s.variable.isReference || !s.init) return;
      const root = rootVariable(s.init);
      if (root) shared.add(root);
    });
    if (fn.closure) forEachExprInStmt(fn.body, (e) => { if (e.kind === 'VarRef') shared.add(e.variable); });
  }
  for (const g of program.globals) if (g.init) forEachExpr(g.init, visit);
  return shared;
}

/**
 * The variables a closure's body names that are not its own: its by-reference captures, which are
 * the enclosing variables (a by-value capture is the closure's own `inner` variable; g++ too names
 * it by a variable of the lambda's, where it reaches one captured by reference through a reference).
 */
function referenceCaptures(fn: FunctionInfo): Set<Variable> {
  const own = new Set<Variable>([...fn.params, ...(fn.closure?.byValue ?? []).map((c) => c.inner)]);
  forEachStmt(fn.body!, (s) => { if (s.kind === 'VarDecl') own.add(s.variable); });
  const captured = new Set<Variable>();
  forEachExprInStmt(fn.body!, (e) => { if (e.kind === 'VarRef' && !own.has(e.variable) && e.variable.storage !== 'global') captured.add(e.variable); });
  return captured;
}

/** The names of the variables an expression names. */
function namesIn(e: Expr): Set<string> {
  const names = new Set<string>();
  forEachExpr(e, (x) => { if (x.kind === 'VarRef') names.add(x.variable.name); });
  return names;
}

/**
 * The names a function's temporaries must not take: its parameters' and variables', and those
 * of the closures printed inside it, which a temporary's arrow function would hide.
 */
function namesOfFunction(fn: FunctionInfo, names = new Set<string>(), seen = new Set<FunctionInfo>()): Set<string> {
  if (seen.has(fn)) return names;
  seen.add(fn);
  for (const p of fn.params) names.add(p.name);
  for (const c of fn.closure?.byValue ?? []) names.add(c.inner.name);
  if (!fn.body) return names;
  forEachStmt(fn.body, (s) => { if (s.kind === 'VarDecl') names.add(s.variable.name); });
  forEachExprInStmt(fn.body, (e) => {
    if (e.kind === 'VarRef') names.add(e.variable.name);
    if (e.kind === 'FunctionRef' && e.fn.closure) {
      namesOfFunction(e.fn, names, seen);
      e.fn.genericInstances?.forEach((f) => namesOfFunction(f, names, seen));
    }
  });
  return names;
}
