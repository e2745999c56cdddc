/**
 * Classes and enums declared in a class ([class.nest]):
 *
 *   struct Outer { struct In { int a; }; enum Mode { A, B }; In make(int v); };
 *   struct Outer::In2 { ... };          // declared in Outer as `struct In2;`
 *
 * A nested type is a member of its class. It lives in the class's member scope (class-members.ts),
 * so the class's later members and its bodies find it unqualified, `Outer::In` finds it from
 * outside, and access to it is checked like any member's (access.ts). An enum's enumerators are
 * members of the class too (`Outer::B`). The nested class's own member scope lies inside the
 * enclosing class's, so its members see the enclosing class's types, static members and
 * enumerators; its member bodies are checked once the outermost class is complete
 * (check-class.ts). In a class template, each instance checks its nested classes again, so
 * `List<int>::Node` is a class of its own.
 *
 * The generated code names a nested class after the classes around it (`Outer::In` is
 * `Outer_In`), which a class of the program may spell too; `uniqueClassNames` renames a made-up
 * name that another class's name (or an earlier made-up one) already took.
 */
import { addAnonymousUnion } from './anonymous-unions.js';
import { isUnnamedClass } from '../parser/ast.js';
import type * as A from '../parser/ast.js';
import type { CheckContext, Scope } from './context.js';
import { checkClass } from './check-class.js';
import { checkEnum } from './check.js';
import { classDisplayName, classMemberScope, qualifierClass, setClassDisplayName } from './class-members.js';
import type { Program } from './program.js';
import type { StructInfo } from './types.js';

/** Each nested class's enclosing class. */
const enclosingClasses = new WeakMap<StructInfo, StructInfo>();
/** Classes whose name in the generated code ampc made up: nested and unnamed ones. */
const madeUpNames = new WeakSet<StructInfo>();

export function isNestedClass(info: StructInfo): boolean {
  return enclosingClasses.has(info);
}

/** The class `info` is declared in, if it is a nested class. */
export function enclosingClass(info: StructInfo): StructInfo | undefined {
  return enclosingClasses.get(info);
}

/** How the generated code spells a class's name: `(unnamed struct 3)` has none to spell. */
function identifierOf(name: string): string {
  return isUnnamedClass(name) ? 'unnamed' : name;
}

/**
 * A class declared at namespace scope; an unnamed one (`struct { int x; } p;`) gets a made-up name,
 * and so does one in a named namespace of the program (`N::P` is `N_P`): classes of the same name
 * in two namespaces are two classes, and the generated code (and type keys) must tell them apart.
 */
export function newNamespaceClass(d: A.StructDecl, scope: Scope): StructInfo {
  const prefix = programNamespaces(scope);
  const name = [...prefix, identifierOf(d.name)].join('_');
  const info: StructInfo = { name, fields: [], isUnion: d.keyword === 'union', methods: [], memberFunctions: [], constructors: [] };
  if (isUnnamedClass(d.name)) {
    madeUpNames.add(info);
    setClassDisplayName(info, [...prefix, `(unnamed ${d.keyword})`].join('::'));
  } else if (prefix.length > 0) {
    madeUpNames.add(info);
    setClassDisplayName(info, [...prefix, d.name].join('::'));
  }
  return info;
}

/**
 * The named namespaces of the program around `scope`, outermost first, that prefix the generated
 * names of its classes. The library's namespaces (std, concurrency) prefix nothing: the prelude's
 * classes keep the names the runtime and the printers spell.
 */
export function programNamespaces(scope: Scope): string[] {
  const names: string[] = [];
  for (let s: Scope | null = scope; s; s = s.parent) if (s.owner === 'namespace' && s.name) names.unshift(s.name);
  return ['std', 'concurrency', 'Concurrency'].includes(names[0]) ? [] : names;
}

/**
 * A class declared in a function body (local-classes.ts), whose name in the generated code the
 * caller made up (`main_P`); `classDisplayName` is its own (`P`).
 */
export function newLocalClass(d: A.StructDecl, madeUpName: string): StructInfo {
  const info: StructInfo = { name: madeUpName, fields: [], isUnion: d.keyword === 'union', methods: [], memberFunctions: [], constructors: [] };
  madeUpNames.add(info);
  setClassDisplayName(info, isUnnamedClass(d.name) ? `(unnamed ${d.keyword})` : d.name);
  return info;
}

/** How the generated code spells a class's own name: `(unnamed struct 3)` has none to spell. */
export function classIdentifier(d: A.StructDecl): string {
  return identifierOf(d.name);
}

/** A class or enum declared in class `outer`, where its member list declares it. */
export function checkNestedType(cx: CheckContext, outer: StructInfo, nested: A.NestedType): void {
  const members = classMemberScope(outer);
  if (!members) return;
  const d = nested.decl;
  if (nested.isAnonymousMember && d.kind === 'StructDecl' && d.keyword === 'union') {
    // `union { int i; float f; };`: a member of its own, whose members are found as the class's (anonymous-unions.ts).
    const info = nestedClassInfo(outer, d);
    const saved = cx.scope;
    cx.scope = members;
    try {
      checkClass(cx, d, info);
    } finally {
      cx.scope = saved;
    }
    addAnonymousUnion(outer, info);
    return;
  }
  if (nested.isAnonymousMember && d.kind === 'StructDecl') {
    cx.diags.error('unsupported', `an anonymous ${d.keyword} member (one without a name, whose members are the class's own) is not supported by ampc: name it, or declare a member of it`, d.nameSpan);
    return;
  }
  const saved = cx.scope;
  cx.scope = members;
  try {
    if (d.kind === 'EnumDecl') checkEnum(cx, d);
    else checkClass(cx, d, nestedClassInfo(outer, d));
  } finally {
    cx.scope = saved;
  }
}

/** The class `Outer::In` names: declared before (`struct In;`), or new. */
function nestedClassInfo(outer: StructInfo, d: A.StructDecl): StructInfo {
  const existing = classMemberScope(outer)?.lookupLocal(d.name);
  if (existing?.kind === 'struct' && enclosingClasses.get(existing.info) === outer) return existing.info;
  const info: StructInfo = { name: `${outer.name}_${identifierOf(d.name)}`, fields: [], isUnion: d.keyword === 'union', methods: [], memberFunctions: [], constructors: [] };
  enclosingClasses.set(info, outer);
  madeUpNames.add(info);
  const display = isUnnamedClass(d.name) ? `(unnamed ${d.keyword})` : d.name;
  setClassDisplayName(info, `${classDisplayName(outer)}::${display}`);
  return info;
}

/**
 * `struct Outer::In { ... };` at namespace scope: the definition of a nested class declared in
 * Outer, checked in Outer's scope as if written there.
 */
export function checkClassDefinedOutside(cx: CheckContext, d: A.StructDecl): void {
  const qualifier = d.qualifier ?? [];
  // `namespace N { struct P; } struct N::P { ... };`: the definition of the class N declares,
  // checked in N as if written there.
  const namespace = cx.lookupName(qualifier)?.symbol;
  if (namespace?.kind === 'namespace') {
    const declared = namespace.scope.lookupLocal(d.name);
    if (declared?.kind !== 'struct') {
      cx.diags.error('no-member', `no ${d.keyword} named '${d.name}' in namespace '${qualifier.join('::')}'`, d.nameSpan);
      return;
    }
    const saved = cx.scope;
    cx.scope = namespace.scope;
    try {
      checkClass(cx, d);
    } finally {
      cx.scope = saved;
    }
    return;
  }
  const outer = qualifierClass(cx, { parts: [...qualifier, d.name], templateArgs: null, span: d.nameSpan });
  if (outer === 'error') return;
  const declared = outer ? classMemberScope(outer)?.lookupLocal(d.name) : undefined;
  if (!outer || declared?.kind !== 'struct' || enclosingClasses.get(declared.info) !== outer) {
    const owner = cx.lookupName(qualifier)?.symbol;
    if (owner?.kind === 'classTemplate') {
      cx.diags.error('unsupported', `a nested class of class template '${owner.template.name}' defined outside the class is not supported by ampc: define it in the class`, d.nameSpan);
    } else if (outer) {
      cx.diags.error('no-member', `no ${d.keyword} named '${d.name}' in '${classDisplayName(outer)}'`, d.nameSpan);
    } else {
      cx.diags.error('undeclared', `no class named '${qualifier.join('::')}' (a nested class is defined outside the class it is declared in)`, d.nameSpan);
    }
    return;
  }
  const saved = cx.scope;
  cx.scope = classMemberScope(outer)!;
  try {
    checkClass(cx, d, declared.info);
  } finally {
    cx.scope = saved;
  }
}

/**
 * Gives every made-up class name (`Outer_In`) that another class of the program already has a
 * name of its own (`Outer_In_2`), with the static data members named after it (`Outer_In::count`).
 */
export function uniqueClassNames(program: Program): void {
  const taken = new Set(program.structs.filter((s) => !madeUpNames.has(s)).map((s) => s.name));
  for (const s of program.structs) {
    if (!madeUpNames.has(s)) continue;
    let name = s.name;
    for (let n = 2; taken.has(name); n++) name = `${s.name}_${n}`;
    taken.add(name);
    if (name === s.name) continue;
    const prefix = `${s.name}::`;
    for (const g of program.globals) {
      if (g.variable.name.startsWith(prefix)) g.variable.name = `${name}::${g.variable.name.slice(prefix.length)}`;
    }
    // Its member functions are named after it too (`P_sum` of the second `P` is `P_2_sum`).
    for (const f of program.functions) {
      if (f.member?.owner === s && f.name.startsWith(`${s.name}_`)) f.name = `${name}${f.name.slice(s.name.length)}`;
    }
    s.name = name;
  }
}
