/**
 * Single inheritance. A derived class's object is its base's fields followed by its own (C++'s
 * layout, flattened), so a derived object is usable wherever its base is read by field name:
 * the host binds a `B&` to a `D` object as is. A copy into a `B` (slicing) builds a new `B`
 * from the base's fields. Virtual functions get one slot each; a call through a reference
 * dispatches on the object's class at run time, on the host only.
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { make } from './check-expr.js';
import type { CheckContext } from './context.js';
import type { Expr, FunctionInfo } from './program.js';
import { resolveTypeRef } from './resolve-type.js';
import { destructorOf, needsDestruction, userDestructor } from './destructors.js';
import { sameType, typeToString, type StructInfo, type Type, type VirtualSlot } from './types.js';
import { userCopyConstructor } from './copies.js';
import { ownsResource } from '../library/classes.js';
import { overridesStdWhat, setStdExceptionBase, stdExceptionBaseOf } from './exception-classes.js';

/** `d` is `b` or has it as a (direct or indirect) base. */
export function isDerivedFrom(d: StructInfo, b: StructInfo): boolean {
  for (let c: StructInfo | undefined = d; c; c = c.base) if (c === b) return true;
  return false;
}

/** A `from` object binds to a `to&` without a copy: `to` is a base of `from` (or both are pointers to such). */
export function bindsToBase(from: Type, to: Type): boolean {
  // `D*` → `B*`, one level only (`D**` does not convert to `B**`).
  if (from.kind === 'pointer' && to.kind === 'pointer') return from.pointee.kind === 'struct' && bindsToBase(from.pointee, to.pointee);
  return from.kind === 'struct' && to.kind === 'struct' && from.info !== to.info && isDerivedFrom(from.info, to.info);
}

/**
 * The member functions called `name` that name lookup in `info` finds: the class's own, or else
 * the nearest base's (a name declared in a derived class hides every base overload of it).
 */
export function memberFunctionsNamed(info: StructInfo, name: string): FunctionInfo[] {
  for (let c: StructInfo | undefined = info; c; c = c.base) {
    const found = (c.memberFunctions ?? []).filter((f) => f.member!.cppName === name);
    if (found.length > 0) return found;
  }
  return [];
}

/** The classes defined `final`: none may be a base. */
const finalClasses = new WeakSet<StructInfo>();

/** The base class a class definition names, after rejecting what ampc does not support. */
export function resolveBase(cx: CheckContext, d: A.StructDecl, info: StructInfo): StructInfo | undefined {
  if (d.isFinal) finalClasses.add(info);
  const bases = d.bases ?? [];
  if (bases.length === 0) return undefined;
  if (bases.length > 1) {
    cx.diags.error('unsupported', `multiple inheritance ('${shown(info)}' has ${bases.length} base classes) is not supported by ampc`, bases[1].span);
    return undefined;
  }
  const b = bases[0];
  if (b.isVirtual) {
    cx.diags.error('unsupported', `a virtual base class is not supported by ampc`, b.span);
    return undefined;
  }
  const type = resolveTypeRef(cx, {
    spec: { kind: 'NamedTypeSpec', name: b.name, span: b.name.span }, isConst: false, isVolatile: false, pointers: [], reference: null, arrayDims: [], span: b.span,
  } as A.TypeRef).type;
  if (type.kind === 'error') return undefined;
  // ampc's standard exception objects are the runtime's JS errors (runtime/std-exceptions.ts), not
  // classes of the program: a class derived from one keeps it aside (exception-classes.ts).
  // concurrency::runtime_exception and its kind are not among them.
  if (type.kind === 'exception' && setStdExceptionBase(info, type.name)) return undefined;
  if (type.kind === 'exception') {
    cx.diags.error('unsupported', `a class derived from 'std::${type.name}' (a standard exception class) is not supported by ampc: throw the standard class itself, or a class of your own`, b.span);
    return undefined;
  }
  if (type.kind !== 'struct' || type.info.isUnion || d.keyword === 'union') {
    cx.diags.error('base-class', `'${typeToString(type)}' cannot be a base class of '${shown(info)}': it is not a class or struct`, b.span);
    return undefined;
  }
  if (!cx.structs.includes(type.info)) {
    cx.diags.error('base-class', `base class '${shown(type.info)}' of '${shown(info)}' is not defined yet (an incomplete type)`, b.span);
    return undefined;
  }
  if (finalClasses.has(type.info)) {
    cx.diags.error('base-class', `'${shown(type.info)}' is declared 'final' and cannot be a base class of '${shown(info)}'`, b.span);
    return undefined;
  }
  // (Destroying a derived object runs its destructor, then its base's: emit-host.ts destroy.)
  return type.info;
}

function sameParameters(a: FunctionInfo, b: FunctionInfo): boolean {
  // params[0] is `self`: its constness is part of the signature (`f() const` does not override `f()`).
  return a.params.length === b.params.length
    && a.params.every((p, i) => (i === 0 ? p.isConst === b.params[0].isConst : sameType(p.type, b.params[i].type) && p.isReference === b.params[i].isReference));
}

/** The classes that declare a virtual destructor (with `virtual`, `override` or `final`). */
const virtualDestructors = new WeakSet<StructInfo>();

/** Whether a class's destructor is virtual: declared so, or in a base (an implicit one is then virtual too). */
function hasVirtualDestructor(info: StructInfo): boolean {
  return virtualDestructors.has(info) || (info.base !== undefined && hasVirtualDestructor(info.base));
}

/** The class's virtual function slots: its base's, with the overriders this class declares, then its own new ones. */
export function buildVtable(cx: CheckContext, info: StructInfo, members: { fn: FunctionInfo; decl: A.FunctionDecl }[]): void {
  const vtable: VirtualSlot[] = (info.base?.vtable ?? []).map((s) => ({ ...s }));
  for (const { fn, decl } of members) {
    // A virtual destructor matters only to `delete` through a base pointer, which ampc does not support;
    // `~D() override` still needs a virtual destructor in a base to override.
    if (decl.special === 'destructor') {
      const marked = decl.virtSpecifiers?.[0];
      if (decl.storage.isVirtual || marked) virtualDestructors.add(info);
      if (marked && !(info.base && hasVirtualDestructor(info.base))) {
        cx.diags.error('override-mismatch', `'${shown(info)}::~${decl.name.parts[decl.name.parts.length - 1]}' is marked '${marked.name}' but overrides no virtual destructor of a base class`, marked.span);
      }
      continue;
    }
    const isVirtual = decl.storage.isVirtual || decl.isPure === true;
    const marked = decl.virtSpecifiers?.[0];
    if (fn.member!.kind !== 'method') {
      if (isVirtual || marked) cx.diags.error('override-mismatch', `static member function '${fn.member!.cppName}' cannot be virtual`, decl.name.span);
      continue;
    }
    const slot = vtable.find((s) => s.introducer.member!.cppName === fn.member!.cppName && sameParameters(s.introducer, fn));
    if (slot) {
      const [r0, r1] = [slot.introducer.returnType, fn.returnType];
      if (r0.kind === 'pointer' && r1.kind === 'pointer' && bindsToBase(r1, r0)) {
        cx.diags.error('unsupported', `a covariant return type ('${typeToString(r1)}' overriding '${typeToString(r0)}') is not supported by ampc`, decl.name.span);
      } else if (!sameType(r0, r1)) {
        cx.diags.error('override-mismatch', `'${shown(info)}::${fn.member!.cppName}' overrides a virtual function with a different return type ('${typeToString(fn.returnType)}', not '${typeToString(slot.introducer.returnType)}')`, decl.name.span, [
          { message: 'the overridden function', span: slot.introducer.span },
        ]);
      }
      slot.fn = decl.isPure ? null : fn;
      continue;
    }
    // `const char* what() const noexcept override`: the standard exception base's virtual what() (exception-classes.ts).
    const overridesWhat = overridesStdWhat(info, fn);
    if (marked && !overridesWhat) cx.diags.error('override-mismatch', `'${shown(info)}::${fn.member!.cppName}' is marked '${marked.name}' but overrides no virtual function of a base class`, marked.span);
    if (!isVirtual && !overridesWhat) continue;
    // Slots are methods of the host's JS classes, beside `clone()`, the constructor and the fields
    // (and, in a class derived from a standard exception, the runtime error's own members, whose what() calls the slot).
    const runtimeMembers = stdExceptionBaseOf(info) ? ['what', 'whatArg', 'message', 'name', 'stack', 'cppName'] : [];
    const taken = new Set([...vtable.map((s) => s.slot), 'clone', 'constructor', 'destroyObject', ...info.fields.map((f) => f.name), ...runtimeMembers]);
    const base = fn.name.slice(info.name.length + 1); // the identifier after `<Class>_`
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
    vtable.push({ slot: name, introducer: fn, fn: decl.isPure ? null : fn });
  }
  if (vtable.length > 0) info.vtable = vtable;
  for (const s of vtable) {
    const list = overriders.get(s.introducer) ?? [];
    if (s.fn && !list.includes(s.fn)) list.push(s.fn);
    overriders.set(s.introducer, list);
  }
}

/** Per slot (by the function that introduced it), every class's overrider: a call through the slot may run any. */
const overriders = new WeakMap<FunctionInfo, FunctionInfo[]>();

/** The functions a virtual call of `fn` may run. */
export function possibleTargets(fn: FunctionInfo): FunctionInfo[] {
  const slot = fn.member?.owner.vtable?.find((s) => s.introducer === fn || s.fn === fn);
  return slot ? overriders.get(slot.introducer) ?? [fn] : [fn];
}

export function isPolymorphic(info: StructInfo): boolean {
  return (info.vtable?.length ?? 0) > 0;
}

/** The pure virtual functions a class has not overridden: an object of it cannot be made. */
export function pureFunctions(info: StructInfo): FunctionInfo[] {
  return (info.vtable ?? []).filter((s) => s.fn === null).map((s) => s.introducer);
}

/** `cannot declare an object of abstract type`: reported where an object of `info` would be made. */
export function checkNotAbstract(cx: CheckContext, info: StructInfo, span: Span): boolean {
  const pure = pureFunctions(info);
  if (pure.length === 0) return true;
  cx.diags.error('abstract-class', `cannot make an object of abstract class '${shown(info)}': it has pure virtual function${pure.length === 1 ? '' : 's'} ${pure.map((f) => `'${f.member!.cppName}'`).join(', ')}`, span, pure.map((f) => ({ message: 'pure virtual function declared here', span: f.span })));
  return false;
}

/** A call through a reference or `this` that reaches a virtual function: the slot it dispatches on. */
export function virtualSlotOf(fn: FunctionInfo, object: Expr | null): string | undefined {
  if (fn.member?.kind !== 'method') return undefined;
  // A named object (not a reference) has the class of its declaration, so the call is static, as in C++.
  const throughPointer = object?.type.kind === 'pointer' || (object?.kind === 'Convert' && object.operand.type.kind === 'pointer') // `p->f()`, `(*p).f()`
    // `sp->f()`, `(*sp).f()` of a std::shared_ptr / unique_ptr: the object it owns, of any derived class.
    || (object?.kind === 'Intrinsic' && object.intrinsic.name === 'operator*' && object.args[0] !== undefined && ownsResource(object.args[0].type));
  if (object && !throughPointer && !(object.kind === 'VarRef' && object.variable.isReference)) return undefined;
  const owner = fn.member.owner;
  return owner.vtable?.find((s) => s.introducer === fn || s.fn === fn || (s.introducer.member!.cppName === fn.member!.cppName && sameParameters(s.introducer, fn)))?.slot;
}

/** Per (derived, base) pair, the function that copies a derived object's base part into a new base object. */
const slicers = new WeakMap<StructInfo, Map<StructInfo, FunctionInfo>>();

/** `B b = d;`: a new `B` from the `B` part of `d` (C++'s slicing copy). */
export function sliceToBase(cx: CheckContext, e: Expr, base: StructInfo): Expr {
  if (e.type.kind !== 'struct') return e;
  const derived = e.type.info;
  checkNotAbstract(cx, base, e.span);
  // The base's user-written copy constructor copies the base part (the derived object binds to its `const B&`).
  const copy = cx.inAmp ? null : userCopyConstructor(base);
  if (copy) return make({ kind: 'struct', info: base }, e.span, { kind: 'Call', callee: copy, args: [e] });
  let byBase = slicers.get(derived);
  if (!byBase) slicers.set(derived, (byBase = new Map()));
  let fn = byBase.get(base);
  if (!fn || !cx.functions.includes(fn)) {
    const span = e.span;
    // By const reference: the base part is copied from the object itself (a by-value parameter
    // would copy the whole derived object first, with its own copy constructor).
    const from = cx.newVariable('derived', e.type, 'param', span, { isReference: true, isConst: true });
    const baseType: Type = { kind: 'struct', info: base };
    const fields = base.fields.map((f) => make(f.type, span, { kind: 'Field', object: make(e.type, span, { kind: 'VarRef', variable: from }), field: f.name }));
    fn = {
      name: `${base.name}_from_${derived.name}`, params: [from], returnType: baseType, restriction: { cpu: true, amp: true },
      body: { kind: 'Block', statements: [{ kind: 'Return', value: make(baseType, span, { kind: 'Construct', args: fields }), span }], span },
      span, isAsync: false, tileStatics: [],
    };
    cx.functions.push(fn);
    byBase.set(base, fn);
  }
  if (cx.inAmp) cx.ampCallees.add(fn);
  return make({ kind: 'struct', info: base }, e.span, { kind: 'Call', callee: fn, args: [e] });
}

/** The class a member access `obj.Q::m` names through: `Q` must be the object's class or one of its bases. */
export function qualifyingClass(cx: CheckContext, info: StructInfo, qualifier: string, span: Span): StructInfo | null {
  const found = cx.lookup(qualifier);
  if (found?.symbol.kind === 'struct' && isDerivedFrom(info, found.symbol.info)) return found.symbol.info;
  cx.diags.error('no-member', `'${qualifier}' is not '${shown(info)}' or a base class of it`, span);
  return null;
}

export function qualifiedFieldOk(cx: CheckContext, info: StructInfo, qualifier: string, field: string): boolean {
  const found = cx.lookup(qualifier);
  return found?.symbol.kind === 'struct' && isDerivedFrom(info, found.symbol.info) && found.symbol.info.fields.some((f) => f.name === field);
}

/** The class with virtual functions a value of type `t` holds (as itself, an array or view element, or a field), if any. */
export function polymorphicPart(t: Type): StructInfo | null {
  if (t.kind === 'array' || t.kind === 'arrayView' || t.kind === 'ampArray') return polymorphicPart(t.element);
  if (t.kind !== 'struct') return null;
  if (isPolymorphic(t.info)) return t.info;
  for (const f of t.info.fields) {
    const inner = polymorphicPart(f.type);
    if (inner) return inner;
  }
  return null;
}

/** A class with virtual functions has no meaning on the GPU: no object of one may reach a kernel. */
export function rejectPolymorphicInAmp(cx: CheckContext, name: string, t: Type, span: Span, what: string): boolean {
  const poly = polymorphicPart(t);
  if (!poly) return true;
  const holds = t.kind === 'struct' && t.info === poly ? '' : `, which holds '${shown(poly)}'`;
  cx.diags.error('amp-virtual-call', `'${name}' ${what} '${typeToString(t)}'${holds}, a class with virtual functions: restrict(amp) code cannot use one`, span);
  return false;
}

/** Classes deleted through a pointer: a class derived from one later must not have a destructor body either. */
const deletedThrough = new WeakSet<StructInfo>();

/**
 * `delete p` of a class whose destructors, and those of every class known to derive from it, do
 * nothing: it has no effect ampc must reproduce. A class that derives from it later and has a
 * destructor body is rejected then (`checkDeletedBase`).
 */
export function deleteWithoutDestructor(cx: CheckContext, info: StructInfo): boolean {
  const related = [info, ...cx.structs.filter((s) => s !== info && isDerivedFrom(s, info))];
  // A destructor declared but not yet defined (out of class, further down) may have a body.
  const undecided = (s: StructInfo) => { const d = destructorOf(s); return d !== undefined && d.body === null; };
  if (related.some((s) => undecided(s) || needsDestruction({ kind: 'struct', info: s }))) return false;
  deletedThrough.add(info);
  return true;
}

/**
 * `delete p` of a class whose destruction runs code: the host runs the destructors of the static
 * type `info`, which is what C++ runs when no class derives from it. A class deriving from it
 * with a destructor body is rejected (here, or later by `checkDeletedBase`).
 */
export function deleteRunsDestructor(cx: CheckContext, info: StructInfo): boolean {
  if (cx.structs.some((s) => s !== info && isDerivedFrom(s, info))) return false;
  deletedThrough.add(info);
  return true;
}

/** A class with a destructor body, derived from a class some `delete` freed without running destructors. */
export function checkDeletedBase(cx: CheckContext, info: StructInfo, span: Span): void {
  if (!userDestructor(info)) return;
  for (let c = info.base; c; c = c.base) {
    if (deletedThrough.has(c)) {
      cx.diags.error('unsupported', `'${shown(info)}' has a destructor body, and a 'delete' of a '${shown(c)}*' earlier in the program would have to run it: not supported by ampc`, span);
      return;
    }
  }
}

/** A class as the program writes it (`N::P`, `B<int>`), not its generated name (`N_P`, `B_int`). */
function shown(info: StructInfo): string {
  return typeToString({ kind: 'struct', info });
}
