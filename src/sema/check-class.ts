/**
 * Classes and structs with member functions and constructors. Member functions are lowered to
 * plain functions: a non-static one takes the object as its first parameter (`self`, a
 * reference, const for a const method), so both back ends print them like any other function.
 * A constructor is a function that builds the object in a local, runs the member initialisers
 * and its body, and returns it. Bodies are checked after the whole class (C++'s complete-class
 * context), in a scope where the class's members are found unqualified.
 */
import { anonymousMemberNames } from './anonymous-unions.js';
import { declareBitField, truncateToBitField } from './bit-fields.js';
import { listInitializeWithList } from './initializer-lists.js';
import { declaredNothrow } from './noexcept.js';
import { constructedWithComparator } from './container-comparators.js';
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { checkBlock, initialValue } from './check-stmt.js';
import { checkExpr, convert, make } from './check-expr.js';
import { callFunction, construct } from './check-call.js';
import { destructorOf, markConstructorResult, markVirtualDestructor, needsDestruction, setDestructor, userDestructor } from './destructors.js';
import { declareParams, restrictionOf } from './check.js';
import { Scope, type CheckContext, type ClassTemplate, type FunctionTemplate } from './context.js';
import type { Expr, FunctionInfo, Stmt, Variable } from './program.js';
import { resolveTypeRef } from './resolve-type.js';
import { defaultConstructorOf, stringType, typeKey, typeToString, type StructInfo, type Type } from './types.js';
import { buildVtable, checkDeletedBase, isDerivedFrom, resolveBase } from './inheritance.js';
import { classDisplayName, classMemberScope, declareNonFieldMember, newMemberScope, qualifierClass } from './class-members.js';
import { checkStaticAssert } from './static-assert.js';
import { noteMoveAssignment, noteSpecialConstructor } from './copies.js';
import { declareFriends, defineFriends } from './friends.js';
import { hasNonPublicField, recordClassAccess, recordFunctionAccess } from './access.js';
import { bindReferenceMember, checkReferenceMember } from './reference-members.js';
import { checkNestedType, enclosingClass, isNestedClass, newNamespaceClass } from './nested-classes.js';
import { withDeducedReturn } from './deduced-return.js';
import { clashesWithRuntimeProperty, directStdExceptionBase, isInheritingStdConstructors, namesStdExceptionBase, stdExceptionBaseOf, takesWhatArgument } from './exception-classes.js';
import type { StdExceptionClass } from '../library/std-exceptions.js';
import { conversionFunctionName } from './conversion-functions.js';

const operatorWords: Record<string, string> = {
  '+': 'plus', '-': 'minus', '*': 'times', '/': 'divide', '%': 'modulo', '==': 'equals', '!=': 'not_equals',
  '<': 'less', '>': 'greater', '<=': 'less_equal', '>=': 'greater_equal', '[]': 'subscript', '()': 'call',
  '+=': 'plus_assign', '-=': 'minus_assign', '*=': 'times_assign', '/=': 'divide_assign', '%=': 'modulo_assign',
  '=': 'assign', '!': 'not', '~': 'complement', '&': 'and', '|': 'or', '^': 'xor', '<<': 'shift_left', '>>': 'shift_right',
  '&&': 'logical_and', '||': 'logical_or', '++': 'increment', '--': 'decrement', '&=': 'and_assign', '|=': 'or_assign',
  '^=': 'xor_assign', '<<=': 'shift_left_assign', '>>=': 'shift_right_assign',
};

/** An identifier for a C++ function name: `operator+` → `operator_plus`, `operator unsigned int` → `operator_unsigned_int`. */
export function functionIdentifier(cppName: string): string {
  if (!cppName.startsWith('operator')) return cppName;
  const symbol = cppName.slice('operator'.length);
  // A conversion function, named after its type (conversion-functions.ts).
  if (symbol.startsWith(' ')) return `operator_${symbol.trim().replace(/\*/g, ' ptr').replace(/&/g, ' ref').replace(/[^A-Za-z0-9_]+/g, '_').replace(/^_|_$/g, '')}`;
  return `operator_${operatorWords[symbol] ?? 'conversion'}`;
}

/** The scope a class's members see beyond the class itself: a template instance's bindings. */
const classParentScopes = new WeakMap<StructInfo, Scope>();

/** In-class member initialisers (`int x = 5;`), for constructors defined out of class too. */
const fieldInitializers = new WeakMap<StructInfo, Map<string, A.VarDecl>>();
/** The default constructors ampc declares for classes that declare none (their members need initialising). */
const implicitConstructors = new WeakSet<FunctionInfo>();
/** An aggregate's braced initialisation from its first n members (`aggregateConstructor`), by n. */
const aggregateConstructors = new WeakMap<StructInfo, Map<number, FunctionInfo>>();

/** Each member function's declaration: a functor's operator() is checked again as a kernel body. */
const memberDeclarations = new WeakMap<FunctionInfo, A.FunctionDecl>();

export function memberDeclaration(fn: FunctionInfo): A.FunctionDecl | undefined {
  return memberDeclarations.get(fn);
}

interface PendingBody {
  fn: FunctionInfo;
  decl: A.FunctionDecl;
}

/**
 * A class, or (with `instance`) one whose info the caller made: an instance of a class template, a
 * nested class (nested-classes.ts, which checks it with `cx.scope` its enclosing class's members).
 */
export function checkClass(cx: CheckContext, d: A.StructDecl, instance?: StructInfo, bodiesWaitForEnclosing = false): void {
  // Only a class of this very scope is redeclared (`struct P;` then `struct P { ... };`): a
  // class-head declares its name in the current scope, so `namespace N { struct P {}; }` is a
  // class of its own beside a global P ([class.name]/2).
  const existing = instance ? undefined : cx.scope.lookupLocal(d.name);
  const info: StructInfo = instance ?? (existing?.kind === 'struct' ? existing.info : newNamespaceClass(d, cx.scope));
  info.memberFunctions ??= [];
  info.constructors ??= [];
  cx.scope.define(d.name, { kind: 'struct', info });
  if (!d.isDefinition) {
    if (instance) classParentScopes.set(info, cx.scope);
    return;
  }
  // Member typedefs and static constants: seen by the later members and the bodies.
  // A class's member bodies see the names of the namespace it is declared in ([basic.lookup.unqual]).
  const members = newMemberScope(info, instance ? cx.scope : classParentScopes.get(info) ?? cx.scope);
  classParentScopes.set(info, members);
  const declaringScope = cx.scope;
  cx.scope = new Scope(declaringScope, 'block');
  cx.scope.usingDirectives.push(members);
  try {
    checkClassMembers(cx, d, info, bodiesWaitForEnclosing);
  } finally {
    cx.scope = declaringScope;
  }
}

/** Whether `info`'s definition is being checked now (it is incomplete: `struct D : Base<D>`). */
export function isClassBeingDefined(cx: CheckContext, info: StructInfo): boolean {
  return cx.classesBeingDefined.has(info);
}

/**
 * `waitForEnclosing`: an instance of a class template made with a class that is still being defined
 * (`struct Square : Shape<Square>`, the CRTP): its member bodies, which may use that class's
 * members (`static_cast<const Derived*>(this)->area_impl()`), are checked once it is complete, as
 * C++ instantiates them only where they are used.
 */
function checkClassMembers(cx: CheckContext, d: A.StructDecl, info: StructInfo, waitForEnclosing: boolean): void {
  const enclosing = cx.waitingClassBodies;
  const bodies = enclosing && (isNestedClass(info) || waitForEnclosing) ? enclosing : [];
  cx.waitingClassBodies = bodies;
  cx.classesBeingDefined.add(info);
  try {
    checkMemberDeclarations(cx, d, info, bodies);
  } finally {
    cx.waitingClassBodies = enclosing;
    cx.classesBeingDefined.delete(info);
  }
  if (bodies === enclosing) return;
  // By index: checking a body may add none here, but it is the list's last reader.
  for (let i = 0; i < bodies.length; i++) bodies[i]();
}

/** Declares the members of class `info`; what must wait for the class to be complete goes to `bodies`. */
function checkMemberDeclarations(cx: CheckContext, d: A.StructDecl, info: StructInfo, bodies: (() => void)[]): void {
  recordClassAccess(info, d);
  const base = resolveBase(cx, d, info);
  if (base) {
    info.base = base;
    info.fields.push(...base.fields.map((f) => ({ ...f })));
  }
  const fieldInits = new Map<string, A.VarDecl>();
  declareMemberClassTemplates(cx, d, info);
  // Nested types are declared among the members where they are written (a typedef may name them).
  const nested = [...(d.nestedTypes ?? [])];
  const declareNestedTypes = (fieldsBefore: number) => {
    while (nested.length > 0 && nested[0].fieldsBefore <= fieldsBefore) checkNestedType(cx, info, nested.shift()!);
  };
  for (const [i, f] of d.fields.entries()) {
    declareNestedTypes(i);
    if (declareNonFieldMember(cx, f, classMemberScope(info)!)) continue;
    const t = resolveTypeRef(cx, f.type);
    // A bit-field's stores keep its width (src/sema/bit-fields.ts); one refused is declared as a plain field, the error said.
    const bitWidth = (f.bitWidth ? declareBitField(cx, info, f, t.type) : undefined) ?? undefined;
    if (bitWidth !== undefined && f.name === '') {
      (info.unnamedBitFields ??= []).push({ before: info.fields.length, type: t.type, width: bitWidth });
      continue;
    }
    if (t.isReference && !checkReferenceMember(cx, f.name, t.type, f.nameSpan)) continue;
    // A class is incomplete until its definition ends: no member of its own type (or of an
    // enclosing class's), as C++ says (an object would contain itself).
    let object = t.type;
    while (object.kind === 'array') object = object.element;
    if (!t.isReference && object.kind === 'struct' && isClassBeingDefined(cx, object.info)) {
      cx.diags.error('type-mismatch', `field '${f.name}' has incomplete type '${typeToString(t.type)}'`, f.nameSpan);
      continue;
    }
    if (base?.vtable?.some((v) => v.slot === f.name)) {
      // On the host the object's virtual functions are methods named by slot.
      cx.diags.error('unsupported', `field '${f.name}' named like a virtual function of base class '${base.name}' is not supported by ampc`, f.nameSpan);
      continue;
    }
    if (stdExceptionBaseOf(info) && clashesWithRuntimeProperty(f.name, t.type)) {
      // The host object is the runtime's std::exception, a JS Error (exception-classes.ts).
      cx.diags.error('unsupported', `field '${f.name}' in a class derived from a standard exception is not supported by ampc (the host's exception object has a member of that name)`, f.nameSpan);
      continue;
    }
    if (base?.fields.some((b) => b.name === f.name)) {
      // The flattened layout has one field per name.
      cx.diags.error('unsupported', `field '${f.name}' hiding a field of base class '${base.name}' is not supported by ampc`, f.nameSpan);
      continue;
    }
    info.fields.push({ name: f.name, type: t.type, ...(t.isReference ? { isReference: true } : {}), ...(bitWidth !== undefined ? { bitWidth } : {}), ...(t.isConst ? { isConst: true } : {}) });
    if (f.init) fieldInits.set(f.name, f);
  }
  declareNestedTypes(Infinity);
  const stdBase = directStdExceptionBase(info);
  for (const u of d.usingDeclarations ?? []) {
    if (stdBase && isInheritingStdConstructors(u, stdBase)) {
      inheritStdExceptionConstructor(cx, info, stdBase, u, fieldInits, bodies);
      continue;
    }
    cx.diags.error('unsupported', `a using-declaration in a class ('using ${u.name.parts.join('::')}') is not supported by ampc`, u.span);
  }
  for (const a of d.staticAsserts ?? []) checkStaticAssert(cx, a);
  if (!cx.structs.includes(info)) cx.structs.push(info);
  fieldInitializers.set(info, fieldInits);
  const pending: PendingBody[] = [];
  const declared: PendingBody[] = [];
  for (const m of d.methods) {
    const restriction = restrictionOf(cx, m.restrictions);
    const name = m.name.parts.at(-1) ?? '';
    if (m.storage.isVirtual && restriction.amp) {
      cx.diags.error('amp-virtual', `restrict(amp) member function '${name}' cannot be virtual`, m.storage.spans.virtual ?? m.span);
    }
    info.methods.push({ name, restriction, span: m.name.span });
    const fn = declareMember(cx, info, m);
    if (fn) recordFunctionAccess(fn, m);
    if (fn) memberDeclarations.set(fn, m);
    if (fn) declared.push({ fn, decl: m });
    if (fn && m.body) pending.push({ fn, decl: m });
  }
  declareMemberTemplates(cx, d, info);
  buildVtable(cx, info, declared);
  const friends = declareFriends(cx, d);
  // A class whose fields have initialisers or class members with default constructors (or whose
  // base has constructors), but no constructor of its own, gets C++'s implicit default constructor:
  // declared now, so the member bodies below (`S s;` in S's own functions) call it; its body is made after them.
  const stdAggregate = stdBase !== undefined && takesWhatArgument(stdBase) && info.constructors!.length === 0 && (d.bases ?? []).length === 1;
  if (stdAggregate) {
    // Without a constructor it is an aggregate whose base is initialised by braces (`Tagged{std::logic_error("m"), 3}`).
    cx.diags.error('unsupported', `a class derived from 'std::${stdBase.name}' without a constructor (an aggregate whose base is initialised by braces) is not supported by ampc: give it a constructor, or 'using std::${stdBase.name}::${stdBase.name};'`, d.bases![0]!.span);
  }
  const constructedMember = info.fields.some((f) => !f.isReference && ((f.type.kind === 'struct' && defaultConstructorOf(f.type.info) !== undefined) || constructedWithComparator(f.type)));
  const implicitConstructor = !stdAggregate && info.constructors!.length === 0 && (fieldInits.size > 0 || (base?.constructors?.length ?? 0) > 0 || constructedMember)
    ? newMember(cx, info, 'constructor', info.name, [], { cpu: true, amp: true }, d.nameSpan)
    : null;
  if (implicitConstructor) {
    info.constructors!.push(implicitConstructor);
    implicitConstructors.add(implicitConstructor);
  }
  for (const p of pending) bodies.push(() => checkMemberBody(cx, info, p.fn, p.decl, fieldInits));
  const friendScope = cx.scope;
  bodies.push(() => {
    const saved = cx.scope;
    cx.scope = friendScope;
    try {
      defineFriends(cx, friends);
    } finally {
      cx.scope = saved;
    }
  });
  bodies.push(() => {
    checkDeletedBase(cx, info, d.nameSpan); // once the destructor's body is known
    if (implicitConstructor) implicitConstructor.body = constructorBody(cx, info, implicitConstructor, null, fieldInits, d.nameSpan);
  });
}

function newMember(cx: CheckContext, info: StructInfo, kind: 'method' | 'static' | 'constructor', cppName: string, params: Variable[], restriction: FunctionInfo['restriction'], span: Span, returnType?: Type): FunctionInfo {
  const fn: FunctionInfo = {
    name: kind === 'constructor' ? `${info.name}_new` : `${info.name}_${functionIdentifier(cppName)}`,
    params, returnType: returnType ?? { kind: 'struct', info }, restriction, body: null, span, isAsync: false, tileStatics: [],
    member: { owner: info, kind, cppName },
  };
  cx.functions.push(fn);
  return fn;
}


/**
 * `template <typename U> U get(U x) const`, `template <typename U> S(U x)`: declared with the
 * class, in the scope its members see (a class template instance's bindings included); each
 * call instantiates a member function (`instantiateMemberTemplate`).
 */
function declareMemberTemplates(cx: CheckContext, d: A.StructDecl, info: StructInfo): void {
  for (const t of d.memberTemplates ?? []) {
    if (t.decl.kind !== 'FunctionDecl') continue; // member class templates: declareMemberClassTemplates

    const m = t.decl;
    if (m.special === 'destructor' || t.params.length === 0) {
      cx.diags.error('unsupported', `this member template of '${info.name}' is not supported by ampc`, m.name.span);
      continue;
    }
    if (m.storage.isVirtual) cx.diags.error('syntax', `'virtual' cannot be specified on member function templates`, m.storage.spans.virtual ?? m.name.span);
    const kind = m.special === 'constructor' ? 'constructor' : m.storage.isStatic ? 'static' : 'method';
    const name = kind === 'constructor' ? info.name : m.name.parts.at(-1) ?? '';
    const template: FunctionTemplate = { name, decl: t as FunctionTemplate['decl'], scope: classParentScopes.get(info) ?? cx.scope, instances: new Map(), member: { owner: info, kind } };
    (info.memberTemplates ??= []).push(template);
  }
}

/**
 * `template <typename T> struct In { T v; };` in a class: a class template in the class's member
 * scope, so `In<int>` names an instance there and `Outer::In<int>` outside. Declared before the
 * fields (which may name it); an instance is a class of its own, named after the enclosing class.
 */
function declareMemberClassTemplates(cx: CheckContext, d: A.StructDecl, info: StructInfo): void {
  const members = classMemberScope(info);
  for (const t of d.memberTemplates ?? []) {
    if (t.decl.kind !== 'StructDecl') continue;
    if (t.decl.specializationArgs || t.params.length === 0 || !members) {
      cx.diags.error('unsupported', `a specialisation of a member class template ('${t.decl.name}' in '${classDisplayName(info)}') is not supported by ampc`, t.decl.nameSpan);
      continue;
    }
    const existing = members.lookupLocal(t.decl.name);
    // `template <class T> struct In;` then its definition: the definition wins.
    if (existing?.kind === 'classTemplate' && !t.decl.isDefinition) continue;
    const template: ClassTemplate = { name: t.decl.name, decl: t as ClassTemplate['decl'], scope: members, instances: new Map(), instanceNames: new Set(), specializations: [], enclosing: info };
    members.define(t.decl.name, { kind: 'classTemplate', template });
  }
}

/** The member function templates named `name` of a class or, if it declares none, of its nearest base that does. */
export function memberTemplatesNamed(info: StructInfo, name: string): FunctionTemplate[] {
  for (let c: StructInfo | undefined = info; c; c = c.base) {
    const found = (c.memberTemplates ?? []).filter((t) => t.member!.kind !== 'constructor' && t.name === name);
    if (found.length > 0 || (c.memberFunctions ?? []).some((f) => f.member!.cppName === name)) return found;
  }
  return [];
}

export function constructorTemplates(info: StructInfo): FunctionTemplate[] {
  return (info.memberTemplates ?? []).filter((t) => t.member!.kind === 'constructor');
}

/**
 * One instance of a member function template, called with its template parameters bound in
 * `cx.scope` (templates.ts): a member function like a declared one, whose body is checked in the
 * class's scope with the bindings visible.
 */
/** The member an instance of a member function template declares, and how to check its body once it is chosen (templates.ts). */
export function instantiateMemberTemplate(cx: CheckContext, template: FunctionTemplate, d: A.FunctionDecl, key: string): { fn: FunctionInfo; checkBody: () => void } {
  const info = template.member!.owner;
  const bindings = cx.scope;
  if (!d.body) {
    cx.diags.error('unsupported', `member function template '${info.name}::${template.name}' is used before its definition: ampc needs the definition first`, d.name.span);
  }
  const fn = declareMember(cx, info, d, false)!;
  // Listed with the program's functions once its body is checked: an instance no call chose is not.
  cx.functions.splice(cx.functions.indexOf(fn), 1);
  recordFunctionAccess(fn, d);
  template.instances.set(key, fn); // before the body: a recursive call finds it
  memberDeclarations.set(fn, d);
  return { fn, checkBody: () => { cx.functions.push(fn); if (d.body) checkMemberBody(cx, info, fn, d, fieldInitializers.get(info) ?? new Map(), bindings); } };
}

/** The member a declaration declares; `register` files it with the class (an instance of a member template is not). */
function declareMember(cx: CheckContext, info: StructInfo, m: A.FunctionDecl, register = true): FunctionInfo | null {
  const name = memberName(cx, m);
  const restriction = restrictionOf(cx, m.restrictions);
  if (m.special === 'destructor') return declareDestructor(cx, info, m, restriction);
  if (m.special === 'constructor') {
    const params = declareParams(cx, m);
    // A deleted copy constructor, a move constructor: recorded, not callable (src/sema/copies.ts).
    if (register && noteSpecialConstructor(info, params, m.params[0]?.type.reference === '&&', m.isDeleted === true, m.name.span)) return null;
    if (m.isDefaulted) return null; // `S() = default;`: aggregate-style construction, as without it
    const fn = newMember(cx, info, 'constructor', info.name, params, restriction, m.name.span);
    if (m.isExplicit) fn.isExplicit = true;
    if (declaredNothrow(cx, m, params)) fn.nothrow = true;
    if (register) info.constructors!.push(fn);
    return fn;
  }
  const resolvedReturn = resolveTypeRef(cx, m.returnType);
  const returnType = resolvedReturn.type;
  const params = declareParams(cx, m);
  const isStatic = m.storage.isStatic;
  // A move assignment `operator=(S&&)`: recorded, not callable; an assignment that would run it is reported (src/sema/copies.ts).
  if (register && name === 'operator=' && m.params[0]?.type.reference === '&&' && noteMoveAssignment(info, params, m.name.span)) return null;
  if (!isStatic) {
    params.unshift(cx.newVariable('self', { kind: 'struct', info }, 'param', m.name.span, { isReference: true, isConst: m.isConstMethod }));
  }
  const fn = newMember(cx, info, isStatic ? 'static' : 'method', name, params, restriction, m.name.span, returnType);
  if (resolvedReturn.isReference) fn.returnsReference = true;
  if (m.conversion) {
    fn.conversionFunction = true;
    if (m.isExplicit) fn.isExplicit = true;
  }
  // A static constexpr member function is a constant function like a free one (a method would need its object).
  if (isStatic && m.storage.isConstexpr) fn.isConstexpr = true;
  // (The object parameter `self` is no name the condition can use.)
  if (declaredNothrow(cx, m, isStatic ? params : params.slice(1))) fn.nothrow = true;
  if (register) info.memberFunctions!.push(fn);
  return fn;
}

/**
 * `~S()`: a method on `self` returning void, called where an object of the class is destroyed
 * (src/sema/destructors.ts). Not a member function that can be named, so not in `memberFunctions`.
 */
function declareDestructor(cx: CheckContext, info: StructInfo, m: A.FunctionDecl, restriction: FunctionInfo['restriction']): FunctionInfo | null {
  if (m.storage.isVirtual) markVirtualDestructor(info);
  if (m.isDefaulted) return null; // `~S() = default;` is trivial for the classes ampc supports
  if (restriction.amp && !restriction.cpu && m.body && m.body.statements.length > 0) {
    cx.diags.error('unsupported', `a restrict(amp) destructor with a body ('~${info.name}') is not supported by ampc`, m.name.span);
  }
  const self = cx.newVariable('self', { kind: 'struct', info }, 'param', m.name.span, { isReference: true, isConst: false });
  const fn = newMember(cx, info, 'method', 'destructor', [self], restriction, m.name.span, { kind: 'void' });
  setDestructor(info, fn);
  return fn;
}

/** A scope where the class's fields and member functions are found unqualified. */
export function classScope(cx: CheckContext, info: StructInfo, parent?: Scope): Scope {
  // Inside a class template's instance, its parameters (and the class's own name) stay visible;
  // inside a member template's instance, `parent` adds its own parameters.
  const scope = new Scope(parent ?? classParentScopes.get(info) ?? cx.globalScope, 'block');
  for (const f of info.fields) scope.define(f.name, { kind: 'field', owner: info, name: f.name });
  for (const name of anonymousMemberNames(info)) scope.define(name, { kind: 'field', owner: info, name });
  const byName = new Map<string, FunctionInfo[]>();
  // A base's member functions are found unless the class declares the name itself (hiding).
  for (let c: StructInfo | undefined = info; c; c = c.base) {
    const own = new Map<string, FunctionInfo[]>();
    for (const fn of c.memberFunctions ?? []) {
      if (byName.has(fn.member!.cppName)) continue;
      const list = own.get(fn.member!.cppName) ?? [];
      list.push(fn);
      own.set(fn.member!.cppName, list);
    }
    for (const [name, list] of own) byName.set(name, list);
  }
  for (const [name, overloads] of byName) scope.define(name, { kind: 'functions', overloads, templates: memberTemplatesNamed(info, name) });
  // A nested class's members call the enclosing classes' static member functions unqualified.
  for (let outer = enclosingClass(info); outer; outer = enclosingClass(outer)) {
    const statics = (outer.memberFunctions ?? []).filter((f) => f.member!.kind === 'static' && !scope.lookupLocal(f.member!.cppName));
    for (const name of new Set(statics.map((f) => f.member!.cppName))) scope.define(name, { kind: 'functions', overloads: statics.filter((f) => f.member!.cppName === name), templates: [] });
  }
  for (let c: StructInfo | undefined = info; c; c = c.base) {
    for (const t of c.memberTemplates ?? []) {
      if (t.member!.kind !== 'constructor' && !byName.has(t.name) && !scope.lookupLocal(t.name)) scope.define(t.name, { kind: 'functions', overloads: [], templates: memberTemplatesNamed(info, t.name) });
    }
  }
  return scope;
}

function checkMemberBody(cx: CheckContext, info: StructInfo, fn: FunctionInfo, d: A.FunctionDecl, fieldInits: Map<string, A.VarDecl>, parent?: Scope): void {
  const saved = {
    scope: cx.scope, currentFunction: cx.currentFunction, currentKernel: cx.currentKernel, inAmp: cx.inAmp, ampCallees: cx.ampCallees,
    loopDepth: cx.loopDepth, switchDepth: cx.switchDepth, currentThis: cx.currentThis, valueLambda: cx.valueLambda,
  };
  cx.scope = classScope(cx, info, parent);
  cx.currentFunction = fn;
  cx.currentKernel = null;
  cx.valueLambda = null;
  cx.inAmp = fn.restriction.amp && !fn.restriction.cpu;
  cx.ampCallees = new Set();
  cx.loopDepth = cx.switchDepth = 0;
  if (d.nothrow) fn.nothrow = true;
  try {
    if (fn.member!.kind === 'constructor') {
      fn.body = constructorBody(cx, info, fn, d, fieldInits, d.name.span);
      return;
    }
    cx.currentThis = fn.member!.kind === 'method' ? fn.params[0] : null;
    cx.pushScope('function');
    for (const p of fn.params) if (p !== cx.currentThis) cx.scope.define(p.name, { kind: 'variable', variable: p });
    withDeducedReturn(cx, fn, d, () => { fn.body = checkBlock(cx, d.body!, false); });
    cx.popScope();
  } finally {
    Object.assign(cx, saved);
  }
}

/** Per base-class member function, its instances for derived classes. */
const derivedInstances = new WeakMap<FunctionInfo, Map<StructInfo, FunctionInfo>>();

/**
 * A base class's member function for `self` of a derived class: the same body, checked again
 * with `self` a `derived&`. WGSL cannot pass a derived struct where the base's is expected, so
 * code that may run on the GPU calls this instance instead. Null when the function has no body here.
 */
export function memberForDerived(cx: CheckContext, fn: FunctionInfo, derived: StructInfo): FunctionInfo | null {
  const decl = memberDeclarations.get(fn);
  if (!decl?.body || fn.member?.kind !== 'method') return null;
  let byClass = derivedInstances.get(fn);
  if (!byClass) derivedInstances.set(fn, (byClass = new Map()));
  const existing = byClass.get(derived);
  if (existing) return existing;
  const [self, ...rest] = fn.params;
  const params = [
    cx.newVariable('self', { kind: 'struct', info: derived }, 'param', self.span, { isReference: true, isConst: self.isConst }),
    ...rest.map((p) => {
      const v = cx.newVariable(p.name, p.type, 'param', p.span, { isReference: p.isReference, isConst: p.isConst });
      v.defaultArgument = p.defaultArgument;
      return v;
    }),
  ];
  const instance: FunctionInfo = {
    name: `${fn.name}_for_${derived.name}`, params, returnType: fn.returnType, restriction: fn.restriction, body: null, span: fn.span,
    isAsync: false, tileStatics: [], member: fn.member,
  };
  byClass.set(derived, instance); // before the body: a recursive call finds it
  cx.functions.push(instance);
  checkMemberBody(cx, fn.member.owner, instance, decl, fieldInitializers.get(fn.member.owner) ?? new Map());
  return instance;
}

/** Whether `fn` is the default constructor C++ declares for a class that declares none (braced-arguments.ts). */
export function isImplicitDefaultConstructor(fn: FunctionInfo): boolean {
  return implicitConstructors.has(fn);
}

/**
 * `using std::runtime_error::runtime_error;`: the class inherits the standard base's constructor
 * from the what() string (explicit, as the base's is); std::exception's default one it has already.
 */
function inheritStdExceptionConstructor(cx: CheckContext, info: StructInfo, std: StdExceptionClass, u: A.UsingDeclaration, fieldInits: Map<string, A.VarDecl>, bodies: (() => void)[]): void {
  if (!takesWhatArgument(std)) return;
  const param = cx.newVariable('what_arg', stringType, 'param', u.span);
  const fn = newMember(cx, info, 'constructor', info.name, [param], { cpu: true, amp: false }, u.span);
  fn.isExplicit = true;
  info.constructors!.push(fn);
  const init: A.MemberInit = { name: std.name, args: [{ kind: 'NameExpr', name: { parts: [param.name], templateArgs: null, span: u.span }, span: u.span }], span: u.span };
  bodies.push(() => {
    fn.body = constructorBody(cx, info, fn, null, fieldInits, u.span, [init]);
  });
}

/** `{ S self; self.a = x; ...; <body>; return self; }` */
/**
 * `V2 v{1, 2}`, `return {x, y};` of a class whose members have default initialisers (`float x = 0;`)
 * and which declares no constructor: still an aggregate (C++14), initialised member by member, the
 * first `count` from the braces in order and the rest from their default initialisers (or default
 * constructors), as if by `V2(float x, float y) : x(x), y(y) {}`. Null when the class is not such
 * an aggregate (a base class, virtual functions, non-public members, user constructors) or has
 * fewer members.
 */
export function aggregateConstructor(cx: CheckContext, info: StructInfo, count: number, span: Span): FunctionInfo | null {
  const ctors = info.constructors ?? [];
  if (ctors.length !== 1 || !implicitConstructors.has(ctors[0]!) || info.base || (info.vtable?.length ?? 0) > 0 || hasNonPublicField(info)) return null;
  if (count === 0 || count > info.fields.length || info.fields.some((f) => f.isReference)) return null;
  const made = aggregateConstructors.get(info) ?? new Map<number, FunctionInfo>();
  aggregateConstructors.set(info, made);
  const known = made.get(count);
  if (known) return known;
  const implicit = ctors[0]!;
  const fields = info.fields.slice(0, count);
  // Named apart from the members, which default initialisers may name.
  const params = fields.map((f) => cx.newVariable(`init_${f.name}`, f.type, 'param', span));
  const fn = newMember(cx, info, 'constructor', info.name, params, implicit.restriction, implicit.span);
  made.set(count, fn);
  const inits: A.MemberInit[] = fields.map((f, i) => ({ name: f.name, args: [{ kind: 'NameExpr', name: { parts: [params[i]!.name], templateArgs: null, span }, span }], span }));
  fn.body = constructorBody(cx, info, fn, null, fieldInitializers.get(info) ?? new Map(), implicit.span, inits);
  return fn;
}

function constructorBody(cx: CheckContext, info: StructInfo, fn: FunctionInfo, d: A.FunctionDecl | null, fieldInits: Map<string, A.VarDecl>, span: Span, aggregateInits: A.MemberInit[] = []): FunctionInfo['body'] {
  const type: Type = { kind: 'struct', info };
  const savedScope = cx.scope;
  const savedThis = cx.currentThis;
  if (!d) cx.scope = classScope(cx, info);
  cx.pushScope('function');
  for (const p of fn.params) cx.scope.define(p.name, { kind: 'variable', variable: p });
  const self = cx.newVariable('self', type, 'local', span);
  markConstructorResult(self);
  const selfRef = (): Expr => ({ type, span, kind: 'VarRef', variable: self });
  const statements: Stmt[] = [];
  const inits = d?.memberInits ?? aggregateInits;
  const delegating = inits.find((i) => i.name === info.name);
  let init: Expr = { type, span, kind: 'Construct', args: [] };
  if (delegating) {
    // `S() : S(0, 0) {}`: the target constructor builds the object; nothing else may be initialised.
    if (inits.length > 1) cx.diags.error('delegating-constructor', 'a delegating constructor cannot also initialise members', inits[1].span);
    init = construct(cx, type, delegating.args.map((a) => checkExpr(cx, a)), delegating.span);
  }
  statements.push({ kind: 'VarDecl', variable: self, init, span });
  // Member initialisers may name the members initialised before them (`v_(n, data_)`): `this` is self.
  cx.currentThis = self;
  if (!delegating) {
    const base = info.base;
    const baseInit = base ? inits.find((i) => namesBase(cx, i, base)) : undefined;
    // A standard exception base (`: std::runtime_error(m)`): exception-classes.ts.
    const stdBase = directStdExceptionBase(info);
    const stdInit = stdBase ? inits.find((i) => namesStdExceptionBase(i, stdBase)) : undefined;
    const ownFields = info.fields.slice(base?.fields.length ?? 0);
    for (const i of inits) {
      if (i !== baseInit && i !== stdInit && anonymousMemberNames(info).includes(i.name)) {
        cx.diags.error('unsupported', `a member initializer of '${i.name}', a member of an anonymous union, is not supported by ampc (assign it in the constructor's body)`, i.span);
      } else if (i !== baseInit && i !== stdInit && !ownFields.some((f) => f.name === i.name)) cx.diags.error('no-member', `'${i.name}' is not a field or the base class of '${info.name}'`, i.span);
    }
    if (base) statements.push(...constructBase(cx, base, baseInit, selfRef, span));
    if (stdBase) statements.push(...constructStdExceptionBase(cx, stdBase, stdInit, selfRef(), info.name, d?.name.span ?? span));
    for (const f of ownFields) {
      const explicit = inits.find((i) => i.name === f.name);
      let value: Expr | null = null;
      if (f.isReference) {
        // Bound once, here, to the object it names (reference-members.ts).
        const decl = fieldInits.get(f.name);
        const written = explicit?.args ?? (decl ? (decl.init!.style === 'equals' ? [decl.init!.value] : decl.init!.args) : null);
        if (!written) cx.diags.error('reference-binding', `constructor for '${info.name}' must explicitly initialize the reference member '${f.name}'`, d?.name.span ?? span);
        else value = bindReferenceMember(cx, f.name, f.type, written.map((a) => checkExpr(cx, a)), explicit?.span ?? decl!.nameSpan);
      } else if (explicit) {
        const args = explicit.args.map((a) => checkExpr(cx, a));
        // `m{a, b}` of a class with an initializer-list constructor, or of an initializer_list (initializer-lists.ts).
        const withList = explicit.braced ? listInitializeWithList(cx, f.type, args, explicit.span) : null;
        // `v(n)` direct-initialises: a vector's size constructor, not a conversion from int.
        // So does an AMP class's (`a(n)`: array's explicit extent constructor; `e(n)`, `v(1.0f)`).
        value = withList ?? (!convertsFromOne(f.type) || args.length !== 1 ? construct(cx, f.type, args, explicit.span) : convert(cx, args[0], f.type));
      } else if (fieldInits.has(f.name)) {
        const decl = fieldInits.get(f.name)!;
        const init = decl.init!;
        // `Cell origin = {1, 2};`, `Cell o{3, 4};`, `int a[3] = {1, 2, 3};`: initialized as a variable so declared.
        if (init.style === 'brace' || (init.style === 'equals' && init.value.kind === 'InitListExpr') || f.type.kind === 'array') {
          value = initialValue(cx, f.type, decl);
        } else {
          const args = (init.style === 'equals' ? [init.value] : init.args).map((a) => checkExpr(cx, a));
          value = args.length === 1 && f.type.kind !== 'struct' ? convert(cx, args[0], f.type) : construct(cx, f.type, args, init.span);
        }
      } else if ((f.type.kind === 'struct' && defaultConstructorOf(f.type.info) !== undefined) || constructedWithComparator(f.type)) {
        // A member of a class with a default constructor is default-initialized by it (a container
        // by the constructor sema passes its comparator to: container-comparators.ts).
        value = construct(cx, f.type, [], span);
      }
      if (!value) continue;
      const target: Expr = { type: f.type, span, kind: 'Field', object: selfRef(), field: f.name };
      const assign: Expr = { type: f.type, span, kind: 'Assign', op: null, target, value: f.bitWidth !== undefined ? truncateToBitField(f, value) : value, initializes: true };
      statements.push({ kind: 'ExprStmt', expr: assign, span });
    }
  }
  if (d?.body) {
    cx.currentThis = self;
    rejectReturns(cx, d.body);
    const body = checkBlock(cx, d.body, false);
    statements.push(...body.statements);
  }
  statements.push({ kind: 'Return', value: selfRef(), span });
  cx.popScope();
  cx.scope = savedScope;
  cx.currentThis = savedThis;
  return { kind: 'Block', statements, span };
}

/**
 * The statement a constructor of `info` starts with for its standard base: `: std::runtime_error(m)`
 * sets the object's what() string. `init` is the base initialiser written, if any; `self` the object.
 */
function constructStdExceptionBase(cx: CheckContext, std: StdExceptionClass, init: A.MemberInit | undefined, self: Expr, ctorName: string, span: Span): Stmt[] {
  const args = (init?.args ?? []).map((a) => checkExpr(cx, a));
  const where = init?.span ?? span;
  if (!takesWhatArgument(std)) {
    if (args.length !== 0) cx.diags.error('constructor-args', `'std::${std.name}' is constructed from no arguments`, where);
    return [];
  }
  if (args.length !== 1) {
    const message = init
      ? `'std::${std.name}' is constructed from a string`
      : `constructor for '${ctorName}' must initialize its base class 'std::${std.name}', which has no default constructor`;
    cx.diags.error(init ? 'constructor-args' : 'no-default-constructor', message, where);
    return [];
  }
  // `: std::runtime_error(other)` (a copy constructor's) copies the other's what() string.
  const from = args[0].type;
  const isException = from.kind === 'exception' || (from.kind === 'struct' && stdExceptionBaseOf(from.info) !== undefined);
  const what = isException ? make(stringType, where, { kind: 'Library', op: 'exception.what', receiver: args[0], args: [] }) : convert(cx, args[0], stringType);
  return [setWhat(self, what, where)];
}

/** `self`'s what() string is `what` (the base part of a class derived from a standard exception). */
function setWhat(self: Expr, what: Expr, span: Span): Stmt {
  return { kind: 'ExprStmt', expr: make(stringType, span, { kind: 'Library', op: 'exception.setWhat', receiver: self, args: [what] }), span };
}

/** Whether a member initialiser names the base class: `B(...)`, or `Box<T>(...)` for a template instance. */
function namesBase(cx: CheckContext, init: A.MemberInit, base: StructInfo): boolean {
  if (!init.templateArgs) {
    const found = cx.lookup(init.name); // a typedef of the base names it too
    return init.name === base.name || (found?.symbol.kind === 'struct' && found.symbol.info === base);
  }
  const type = resolveTypeRef(cx, {
    spec: { kind: 'NamedTypeSpec', name: { parts: [init.name], templateArgs: init.templateArgs, span: init.span }, span: init.span },
    isConst: false, isVolatile: false, pointers: [], reference: null, arrayDims: [], span: init.span,
  } as A.TypeRef).type;
  return type.kind === 'struct' && type.info === base;
}

/**
 * The base part of a derived object: the base's constructor builds a base object (so virtual
 * calls in it reach the base's functions, as in C++), whose fields are then copied into `self`.
 * An aggregate base without an initialiser is left as the derived object's defaults.
 */
function constructBase(cx: CheckContext, base: StructInfo, init: A.MemberInit | undefined, selfRef: () => Expr, span: Span): Stmt[] {
  const ctors = base.constructors ?? [];
  // An aggregate base default- or value-initialised is the derived object's zeroed fields already.
  if ((init?.args.length ?? 0) === 0 && ctors.length === 0) return [];
  const type: Type = { kind: 'struct', info: base };
  const args = (init?.args ?? []).map((a) => checkExpr(cx, a));
  const where = init?.span ?? span;
  // `D(const D& o) : B(o)`: B's implicit copy constructor, from the B part of `o`.
  const isCopy = args.length === 1 && args[0].type.kind === 'struct' && isDerivedFrom(args[0].type.info, base);
  const value = isCopy ? convert(cx, args[0], type)
    : ctors.length > 0 ? callFunction(cx, { kind: 'functions', overloads: ctors, templates: [] }, null, args, { span: where }, where)
    : construct(cx, type, args, where);
  const part = cx.newVariable(`${base.name.toLowerCase()}_part`, type, 'local', where);
  // A base with a destructor body: the part becomes the derived object's, whose destruction runs
  // that destructor (emit-host.ts destroy), so the part itself is not destroyed. Its members would
  // then be both moved and kept: not modelled.
  let withDestructor = false;
  for (let c: StructInfo | undefined = base; c; c = c.base) withDestructor ||= userDestructor(c) !== null;
  if (withDestructor) {
    const owned = base.fields.find((f) => needsDestruction(f.type));
    if (owned) cx.diags.error('unsupported', `deriving from '${base.name}', which has a destructor body and a member with a destructor ('${owned.name}'), is not supported by ampc`, where);
    markConstructorResult(part);
  }
  const partRef = (): Expr => ({ type, span, kind: 'VarRef', variable: part });
  // A base derived from a standard exception: its what() string is the derived object's (exception-classes.ts).
  const what = stdExceptionBaseOf(base) ? [setWhat(selfRef(), make(stringType, span, { kind: 'Library', op: 'exception.what', receiver: partRef(), args: [] }), span)] : [];
  return [
    { kind: 'VarDecl', variable: part, init: value, span: where },
    ...what,
    ...base.fields.map((f): Stmt => {
      const target: Expr = { type: f.type, span, kind: 'Field', object: selfRef(), field: f.name };
      const from: Expr = { type: f.type, span, kind: 'Field', object: partRef(), field: f.name };
      return { kind: 'ExprStmt', expr: { type: f.type, span, kind: 'Assign', op: null, target, value: from }, span };
    }),
  ];
}

/** `return;` in a constructor body would skip returning the object: not supported yet. */
function rejectReturns(cx: CheckContext, body: A.Block): void {
  const visit = (s: A.Stmt) => {
    if (s.kind === 'ReturnStmt') cx.diags.error('unsupported', `'return' in a constructor is not supported by ampc yet`, s.span);
    for (const child of Object.values(s)) {
      if (Array.isArray(child)) child.forEach((c) => c && typeof c === 'object' && 'kind' in c && String(c.kind).endsWith('Stmt') && visit(c as A.Stmt));
      else if (child && typeof child === 'object' && 'kind' in child && (String(child.kind).endsWith('Stmt') || child.kind === 'Block')) visit(child as A.Stmt);
    }
  };
  body.statements.forEach(visit);
}

/**
 * An out-of-class definition `int S::f() const { ... }` / `S::S(...) : ... { ... }`: finds the
 * member it defines (same parameter types) and checks its body. Returns false when `S` is not a class.
 */
export function defineOutOfClass(cx: CheckContext, d: A.FunctionDecl): boolean {
  const owner = d.name.parts.at(-2);
  // `int Outer::In::get() const`: the qualifier may name a nested class.
  const qualified = d.name.parts.length > 2 ? qualifierClass(cx, d.name) : null;
  const found = owner && !qualified ? cx.lookup(owner) : undefined;
  const info = qualified && qualified !== 'error' ? qualified : found?.symbol.kind === 'struct' ? found.symbol.info : undefined;
  if (!info) return false;
  // The names in its parameters are looked up in the class's scope, as in the class ([basic.lookup.unqual]).
  const saved = cx.scope;
  cx.scope = memberScopeOf(info) ?? cx.scope;
  try {
    defineMember(cx, info, d);
  } finally {
    cx.scope = saved;
  }
  return true;
}

/**
 * The definition `d` of a member declared in class `info`. For an instance of a class template
 * (src/sema/class-template-members.ts), `parent` binds the definition's template parameters
 * inside the instance's member scope (memberScopeOf).
 */
export function defineMember(cx: CheckContext, info: StructInfo, d: A.FunctionDecl, parent?: Scope): void {
  const name = memberName(cx, d);
  const params = declareParams(cx, d);
  const candidates = d.special === 'constructor' ? info.constructors ?? [] : (info.memberFunctions ?? []).filter((f) => f.member!.cppName === name);
  const fn = candidates.find((f) => {
    const explicit = f.member!.kind === 'method' ? f.params.slice(1) : f.params;
    return explicit.length === params.length && explicit.every((p, i) => typeKey(p.type) === typeKey(params[i].type));
  });
  if (d.special === 'destructor') {
    const dtor = destructorOf(info);
    if (!dtor) {
      cx.diags.error('no-member', `no destructor is declared in '${info.name}'`, d.name.span);
      return;
    }
    dtor.span = d.name.span;
    if (d.body) checkMemberBody(cx, info, dtor, d, new Map(), parent);
    return;
  }
  if (!fn) {
    cx.diags.error('no-member', `no member function '${name}' with these parameters is declared in '${classDisplayName(info)}'`, d.name.span);
    return;
  }
  // The definition's parameter names (and defaults declared in the class) are the ones in force.
  const explicit = fn.member!.kind === 'method' ? fn.params.slice(1) : fn.params;
  params.forEach((p, i) => { p.defaultArgument ??= explicit[i]?.defaultArgument; });
  fn.params = fn.member!.kind === 'method' ? [fn.params[0], ...params] : params;
  fn.span = d.name.span;
  memberDeclarations.set(fn, d);
  if (d.body && !parent && !d.storage.isInline && !d.storage.isConstexpr) fn.notInline = true;
  if (d.body) checkMemberBody(cx, info, fn, d, fieldInitializers.get(info) ?? new Map(), parent);
}

/** A member function's name: a conversion function's is its type's, as ampc spells it (`operator unsigned int`, whatever the spelling). */
function memberName(cx: CheckContext, m: A.FunctionDecl): string {
  if (!m.conversion) return m.name.parts.at(-1) ?? '';
  const resolved = resolveTypeRef(cx, m.returnType);
  return conversionFunctionName(resolved.type, resolved.isReference);
}

/** The scope a class's members are checked in: for a template's instance, with its parameters bound. */
export function memberScopeOf(info: StructInfo): Scope | undefined {
  return classParentScopes.get(info);
}

/** A member of this type initialised from one argument (`m(x)`) takes it by conversion; a class's is constructed from it. */
function convertsFromOne(t: Type): boolean {
  switch (t.kind) {
    case 'struct': case 'vector': case 'libraryClass': case 'ampArray': case 'arrayView': case 'extent': case 'index':
    case 'tiledExtent': case 'texture': case 'shortVector':
      return false;
    default:
      return true;
  }
}
