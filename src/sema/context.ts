/**
 * State the checker threads through declarations, statements and expressions:
 * scopes, the function and kernel being checked, and the diagnostics sink.
 */
import { DiagnosticBag } from '../diagnostics.js';
import type { Span } from '../source.js';
import type * as A from '../parser/ast.js';
import type { Capture, FunctionInfo, Kernel, Variable, VariableStorage } from './program.js';
import type { EnumInfo, StructInfo, Type } from './types.js';
import type { StructViewsBeingFound } from './struct-views.js';

export type Symbol =
  | { kind: 'variable'; variable: Variable }
  /** An overload set: functions and function templates of one name. */
  | { kind: 'functions'; overloads: FunctionInfo[]; templates: FunctionTemplate[] }
  | { kind: 'struct'; info: StructInfo }
  /** `pointeeConst`: a pointer to const (`typedef const char* P;`), which `Type` does not carry. */
  | { kind: 'typedef'; type: Type; pointeeConst?: boolean }
  /** A class template (`template <typename T> struct S`): instantiated by `S<args>`. */
  | { kind: 'classTemplate'; template: ClassTemplate }
  /** A namespace: its members live in its own scope. */
  | { kind: 'namespace'; scope: Scope }
  /** A data member, found unqualified inside its class's member functions. */
  | { kind: 'field'; owner: StructInfo; name: string };

/** A function template: its declaration, where it was declared (for name lookup in instances), and its instances by argument list. */
export interface FunctionTemplate {
  name: string;
  decl: A.TemplateDecl & { decl: A.FunctionDecl };
  scope: Scope;
  instances: Map<string, FunctionInfo>;
  /** `template <> int f<int>(int) {...}`: explicit specialisations, by template-argument list. */
  explicitSpecializations?: Map<string, { decl: A.FunctionDecl; scope: Scope }>;
  /** A member function template of `owner` (or a templated constructor): its instances are members. */
  member?: { owner: StructInfo; kind: 'method' | 'static' | 'constructor' };
}

export interface ClassTemplate {
  name: string;
  decl: A.TemplateDecl & { decl: A.StructDecl };
  scope: Scope;
  instances: Map<string, StructInfo>;
  /** The host names its instances took, so that each new one takes a name of its own (templates.ts `instanceIdentifier`). */
  instanceNames: Set<string>;
  /**
   * Partial and explicit specialisations (`template <typename T> struct S<T*>`, `template <> struct
   * S<int>`), each a template of its own whose `decl.decl.specializationArgs` is its pattern.
   */
  specializations: ClassTemplate[];
  /** A member class template's class (`struct Outer { template <class T> struct In; }`): its instances are `Outer::In<...>`. */
  enclosing?: StructInfo;
}

export class Scope {
  private readonly symbols = new Map<string, Symbol>();
  /** Namespaces whose names unqualified lookup also finds here (`using namespace N;`, anonymous namespaces). */
  readonly usingDirectives: Scope[] = [];
  /** Library namespaces named by using-directives here (`using namespace concurrency::precise_math;`). */
  readonly libraryNamespaces: string[] = [];
  constructor(readonly parent: Scope | null, readonly owner: 'global' | 'function' | 'block' | 'lambda' | 'namespace', readonly name = '') {}
  lookupLocal(name: string): Symbol | undefined {
    return this.symbols.get(name);
  }
  /** This scope's own names, then those of the namespaces it nominates (transitively). */
  lookupHere(name: string, seen = new Set<Scope>()): Symbol | undefined {
    seen.add(this);
    const own = this.symbols.get(name);
    if (own) return own;
    for (const ns of this.usingDirectives) {
      if (seen.has(ns)) continue;
      const found = ns.lookupHere(name, seen);
      if (found) return found;
    }
    return undefined;
  }
  define(name: string, symbol: Symbol): void {
    this.symbols.set(name, symbol);
  }
}

/**
 * Each class's member scope: its typedefs, static members and nested types (class-members.ts
 * makes them), which qualified lookup (`Outer::In`, `S<int>::type`) searches.
 */
const memberScopes = new WeakMap<StructInfo, Scope>();

export function classMemberScope(info: StructInfo): Scope | undefined {
  return memberScopes.get(info);
}

export function setClassMemberScope(info: StructInfo, scope: Scope): void {
  memberScopes.set(info, scope);
}

/**
 * Each enumeration's scope ([dcl.enum]/11): its enumerators (enumerators.ts declares them), so
 * `E::A`, `Outer::E::A` and `N::E::A` are qualified lookup like any other.
 */
const enumerationScopes = new WeakMap<EnumInfo, Scope>();

export function enumerationScope(info: EnumInfo): Scope {
  let scope = enumerationScopes.get(info);
  if (!scope) enumerationScopes.set(info, (scope = new Scope(null, 'block', info.name)));
  return scope;
}

/** `name` in the scope `qualifier` names (`qualifier::name`): a namespace's member, a class's (or its bases'), an enumeration's enumerator. */
function memberOf(qualifier: Symbol, name: string): Symbol | undefined {
  switch (qualifier.kind) {
    case 'namespace': return qualifier.scope.lookupHere(name);
    case 'struct': return classMember(qualifier.info, name);
    case 'typedef': {
      const t = qualifier.type;
      if (t.kind === 'struct') return classMember(t.info, name);
      return t.kind === 'int' && t.enumeration ? enumerationScopes.get(t.enumeration)?.lookupLocal(name) : undefined;
    }
    case 'variable': case 'functions': case 'classTemplate': case 'field':
      return undefined;
  }
}

/**
 * What `Q::a::b` names once `Q` has been found to be `qualifier`: `parts` (`a`, `b`) looked up each
 * in the scope the one before names. An unnamed enumeration has no scope here (its type is `int`):
 * `Outer::Color::red` for `typedef enum { red } Color;` is the enumerator Outer declares.
 */
function qualifiedMember(qualifier: Symbol, parts: readonly string[]): Symbol | undefined {
  let q = qualifier;
  let enclosingClass: StructInfo | undefined;
  for (const [i, part] of parts.entries()) {
    if (q.kind === 'struct') enclosingClass = q.info;
    else if (q.kind === 'typedef' && q.type.kind === 'struct') enclosingClass = q.type.info;
    const unnamedEnumeration = q.kind === 'typedef' && q.type.kind === 'int' && !q.type.enumeration && i === parts.length - 1;
    const found = memberOf(q, part) ?? (unnamedEnumeration && enclosingClass ? classMember(enclosingClass, part) : undefined);
    if (!found) return undefined;
    q = found;
  }
  return q;
}

/** What `Outer::In::x` names once `Outer` has been found to be class `owner`. */
export function memberAtPath(owner: StructInfo, parts: readonly string[]): Symbol | undefined {
  return qualifiedMember({ kind: 'struct', info: owner }, parts);
}

/** `name` among the typedefs, static members and nested types of `owner` and its bases. */
export function classMember(owner: StructInfo, name: string): Symbol | undefined {
  for (let c: StructInfo | undefined = owner; c; c = c.base) {
    const found = memberScopes.get(c)?.lookupLocal(name);
    if (found) return found;
  }
  return undefined;
}

/** While checking a kernel lambda: what it captures and declares. */
export interface KernelContext {
  kernel: Kernel;
  /** The scope of the lambda body; names found outside it are captures. */
  lambdaScope: Scope;
  captureDefault: '=' | '&' | null;
  explicitCaptures: A.LambdaCapture[];
  captureByOuter: Map<Variable, Capture>;
  /** The declarations placed before the launch's statement: the host copies of views captured through a class object. */
  launchHoists: import('./program.js').Stmt[];
}

export class CheckContext {
  readonly diags = new DiagnosticBag();
  readonly globalScope = new Scope(null, 'global');
  scope: Scope = this.globalScope;
  readonly structs: StructInfo[] = [];
  readonly functions: FunctionInfo[] = [];
  readonly kernels: Kernel[] = [];
  readonly globals: { variable: Variable; init: import('./program.js').Expr | null; firstPass?: true }[] = [];
  /** The function whose body is being checked (a kernel's enclosing host function while in its lambda). */
  currentFunction: FunctionInfo | null = null;
  currentKernel: KernelContext | null = null;
  /** The scope of the lambda value being checked: locals found outside it would be captures. */
  valueLambda: Scope | null = null;
  /** That lambda has a capture default (`[&]`, `[=]`): a use of an enclosing local would be a capture. */
  valueLambdaCaptures = false;
  /** In a member function or constructor: the object (`*this`). */
  currentThis: Variable | null = null;
  /** Statements to place before the statement being checked (see checkBlock). */
  hoisted: import('./program.js').Stmt[] = [];
  /** In a functor kernel's operator(): the object's fields, as the kernel's captured variables. */
  functorFields: Map<string, Variable> | null = null;
  /** A lambda without `-> T` whose return type the first return statement decides. */
  deducingReturn: FunctionInfo | null = null;
  /** Checking restrict(amp) code: a kernel body or an amp function. */
  inAmp = false;
  /** Amp functions called from the kernel being checked. */
  ampCallees = new Set<FunctionInfo>();
  /** Extents known at compile time (`extent<2> e(4, 6)`, `array_view<int,2> a(4, 6, v)`), for the divisibility warning. */
  readonly knownExtents = new Map<Variable, number[]>();
  /** What each local reference (`int& r = av[i];`) aliases, so writes through it are writes to that. */
  readonly referenceTargets = new Map<Variable, import('./program.js').Expr>();
  /** The classes whose definitions are being checked, outermost first: incomplete until their members are declared (check-class.ts). */
  readonly classesBeingDefined = new Set<StructInfo>();
  /**
   * The member bodies that wait for the outermost class being defined to be complete (check-class.ts):
   * a nested class's member functions may name any member of the classes around it ([class.mem]:
   * their complete-class context is the enclosing class's too).
   */
  waitingClassBodies: (() => void)[] | null = null;
  /** The views class objects of amp code hold (struct-views.ts): the side table the program carries. */
  readonly structViews: StructViewsBeingFound = { locals: new Map(), captures: new Map() };
  /** Enums whose underlying type is not int (restrict(amp) rejects them). */
  readonly enumsWithNonIntBase = new Set<string>();
  /**
   * Functions whose address is taken (`fp = f`, `&f`): a call through a function pointer may run
   * any of them of its type, so it waits for the GPU when one of them does (async.ts).
   */
  readonly addressTaken: FunctionInfo[] = [];
  /** Functions/kernels already warned about `double`. */
  readonly warnedDouble = new Set<object>();
  /** Enclosing loops and switches of the statement being checked (`break`/`continue` need one). */
  loopDepth = 0;
  switchDepth = 0;
  /**
   * Inside an instance of a template (a function or class template's, a generic lambda's): there
   * the discarded branch of an `if constexpr` is not instantiated, so not checked (if-constexpr.ts).
   */
  templateDepth = 0;
  private nextVariableId = 1;

  /** The id the next variable would get: above every id given so far. */
  get variableIdsEnd(): number {
    return this.nextVariableId;
  }
  private nextSynthetic = 1;

  /** A number for names ampc makes up (`__range1`, `__i1`): reserved identifiers, so never the user's. */
  nextSyntheticId(): number {
    return this.nextSynthetic++;
  }

  pushScope(owner: Scope['owner']): Scope {
    this.scope = new Scope(this.scope, owner);
    return this.scope;
  }

  popScope(): void {
    this.scope = this.scope.parent ?? this.globalScope;
  }

  /** Finds a name and reports whether it was found outside the current kernel lambda. */
  lookup(name: string): { symbol: Symbol; outsideLambda: boolean; outsideValueLambda: boolean } | undefined {
    let outsideLambda = false;
    let outsideValueLambda = false;
    for (let s: Scope | null = this.scope; s; s = s.parent) {
      const found = s.lookupHere(name);
      if (found) return { symbol: found, outsideLambda, outsideValueLambda };
      if (this.currentKernel && s === this.currentKernel.lambdaScope) outsideLambda = true;
      if (s === this.valueLambda) outsideValueLambda = true;
    }
    return undefined;
  }

  /**
   * A possibly qualified name. `N::M::x` with N a namespace of the program is looked up in N
   * (and M); a name qualified by the library's namespaces (`std::`, `concurrency::`) or by a
   * class is looked up by its last part, as the library's names are not in namespaces here.
   */
  lookupName(written: readonly string[], rooted = false): { symbol: Symbol; outsideLambda: boolean; outsideValueLambda: boolean } | undefined {
    // Visual C++'s `Concurrency` is `concurrency` (its <amp.h> declares `namespace concurrency = Concurrency;`).
    const parts = written[0] === 'Concurrency' ? ['concurrency', ...written.slice(1)] : written;
    const last = parts[parts.length - 1];
    // `::x`, `::N::x`: the first name is the global namespace's, whatever the scopes between declare.
    const find = (name: string) => (rooted ? this.lookupGlobal(name) : this.lookup(name));
    if (parts.length === 1) return find(last);
    const first = find(parts[0]);
    // std and concurrency hold only what the library declares in C++ (library-prelude.ts, <ppl.h>'s
    // in concurrency); their other names (`std::chrono::x`, `concurrency::fast_math::sqrt`) are the
    // library's, found as before, by their last part.
    const library = parts[0] === 'std' || parts[0] === 'concurrency';
    if (first?.symbol.kind !== 'namespace') {
      // `Outer::In`, `Outer::B`, `E::A`, `Outer::E::A`: a member of a class (nested-classes.ts), an enumerator.
      const member = first ? qualifiedMember(first.symbol, parts.slice(1)) : undefined;
      if (member) return { symbol: member, outsideLambda: false, outsideValueLambda: false };
      return library ? this.libraryFallback(last) : this.lookup(last);
    }
    let scope = first.symbol.scope;
    for (const [i, part] of parts.slice(1, -1).entries()) {
      const inner = scope.lookupHere(part);
      // `N::Outer::In`, `N::E::A`: a class's member or an enumerator, once the namespaces are named.
      if (inner && inner.kind !== 'namespace') {
        const found = qualifiedMember(inner, parts.slice(i + 2));
        if (found) return { symbol: found, outsideLambda: false, outsideValueLambda: false };
        return library && inner.kind !== 'struct' ? this.libraryFallback(last) : undefined;
      }
      if (!inner) return library ? this.libraryFallback(last) : undefined;
      scope = inner.scope;
    }
    const symbol = scope.lookupHere(last);
    if (symbol) return { symbol, outsideLambda: false, outsideValueLambda: false };
    return parts.length === 2 && library ? this.libraryFallback(last) : undefined;
  }

  /** `::name`: found in the global namespace only (and the namespaces its using-directives nominate). */
  private lookupGlobal(name: string): ReturnType<CheckContext['lookup']> {
    let outsideLambda = false;
    let outsideValueLambda = false;
    for (let s: Scope | null = this.scope; s; s = s.parent) {
      if (s === this.globalScope) {
        const found = s.lookupHere(name);
        return found ? { symbol: found, outsideLambda, outsideValueLambda } : undefined;
      }
      if (this.currentKernel && s === this.currentKernel.lambdaScope) outsideLambda = true;
      if (s === this.valueLambda) outsideValueLambda = true;
    }
    return undefined;
  }

  /**
   * `std::max` where std declares no `max` in C++: the library's name, found as an unqualified
   * one is, but never the program's own variables or functions (`int max = 0;` does not hide
   * `std::max`): for those, nothing is found, and the library's tables are asked.
   */
  private libraryFallback(name: string): ReturnType<CheckContext['lookupName']> {
    const found = this.lookup(name);
    return found?.symbol.kind === 'variable' || found?.symbol.kind === 'functions' ? undefined : found;
  }

  /** Library namespaces nominated by using-directives in the scopes around the current one. */
  libraryNamespacesInScope(): string[] {
    const out: string[] = [];
    for (let s: Scope | null = this.scope; s; s = s.parent) out.push(...s.libraryNamespaces);
    return out;
  }

  newVariable(name: string, type: Type, storage: VariableStorage, span: Span, extra: Partial<Variable> = {}): Variable {
    return {
      id: this.nextVariableId++, name, type, storage, isReference: false, isConst: false, constValue: null, span, ...extra,
    };
  }
}
