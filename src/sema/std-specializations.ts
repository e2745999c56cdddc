/**
 * A program's explicit specialisation of a class template of the library's std:
 * `namespace std { template <> struct hash<Key> { size_t operator()(const Key&) const; }; }`, or
 * `template <> struct std::hash<Key> { ... };` at namespace scope.
 *
 * C++ lets a program specialise std's templates for its own types ([namespace.std]); ampc takes
 * `std::hash`, the one the library calls back: it is the unordered containers' default `Hash`.
 * The class is checked as a class of the program's own, and `std::hash<Key>` names it from then
 * on, written (`std::hash<Key>{}(k)`) or as that default (`std::unordered_map<Key, int>`:
 * library-class.ts), so the container calls it as it calls a Hash class given explicitly
 * (src/library/associative.ts), and iterates in g++'s order for the same hash codes.
 *
 * Specialising std's other library classes (`std::less<Key>`) is reported: the library would go
 * on calling its own. The prelude's class templates in C++ (`std::tuple_size<T>`) are specialised
 * as the program's own are (specialization.ts).
 */
import type * as A from '../parser/ast.js';
import type { LibraryClass } from '../library/classes.js';
import { hashClass, stdHashFunction } from '../library/std-hash.js';
import { checkClass } from './check-class.js';
import { setClassDisplayName } from './class-members.js';
import { Scope, type CheckContext } from './context.js';
import { newLocalClass } from './nested-classes.js';
import { resolveTypeRef } from './resolve-type.js';
import { sameType, typeToString, type Type } from './types.js';

interface Specialization {
  decl: LibraryClass;
  args: readonly Type[];
  type: Extract<Type, { kind: 'struct' }>;
}

/** Each check's specialisations, in the order the program declares them. */
const declared = new WeakMap<CheckContext, Specialization[]>();

/**
 * `template <> struct hash<Key> { ... }` in namespace std (or `struct std::hash<Key>`): checks the
 * class and files it as `std::hash<Key>`. False where `d` is not a specialisation of a library
 * class of std (a class template of the program's or of the prelude's), which the caller declares.
 */
export function declareLibrarySpecialization(cx: CheckContext, d: A.TemplateDecl & { decl: A.StructDecl }): boolean {
  const decl = d.decl;
  const std = stdScope(cx);
  if (!decl.specializationArgs) return false;
  const inStd = decl.qualifier ? decl.qualifier.join('::') === 'std' && cx.scope === cx.globalScope : std !== undefined && cx.scope === std;
  if (!inStd || cx.lookup(decl.name)?.symbol.kind === 'classTemplate' || std?.lookupLocal(decl.name)) return false;
  // (By name: the registry's tables are not loaded yet when sema's modules are.)
  if (decl.name !== 'hash') {
    cx.diags.error('unsupported', `a specialisation of 'std::${decl.name}' is not supported by ampc: of std's library classes, a program may specialise std::hash (the library goes on using its own ${decl.name})`, decl.nameSpan);
    return true;
  }
  const library = hashClass;
  if (d.params.length > 0) {
    cx.diags.error('unsupported', 'a partial specialisation of std::hash is not supported by ampc: specialise it for each key type (template <> struct hash<Key>)', decl.nameSpan);
    return true;
  }
  const written = decl.specializationArgs;
  if (written.length !== 1 || written[0].kind !== 'TypeArg') {
    cx.diags.error('template-argument', `a specialisation of 'std::hash' takes one type, got ${written.length === 1 ? 'a value' : `${written.length} arguments`}`, decl.nameSpan);
    return true;
  }
  const key = resolveTypeRef(cx, written[0].type).type;
  if (key.kind === 'error') return true;
  const display = `std::hash<${typeToString(key)}>`;
  if (stdHashFunction(key)) {
    cx.diags.error('redefinition', `redefinition of '${display}': the library defines it`, decl.nameSpan);
    return true;
  }
  const list = declared.get(cx) ?? [];
  declared.set(cx, list);
  if (list.some((s) => s.decl === library && sameType(s.args[0], key))) {
    cx.diags.error('redefinition', `redefinition of '${display}'`, decl.nameSpan);
    return true;
  }
  if (!decl.isDefinition) {
    cx.diags.error('unsupported', `a specialisation of std::hash declared without its definition is not supported by ampc: define it here`, decl.nameSpan);
    return true;
  }
  const info = newLocalClass(decl, `hash_${typeToString(key).replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '')}`);
  setClassDisplayName(info, display);
  // Filed before its members are checked: `std::hash<Key>` in its own body is the class itself.
  list.push({ decl: library, args: [key], type: { kind: 'struct', info } });
  // Checked in a scope of its own inside std, which its name (`hash`) does not enter: elsewhere
  // std::hash is still the library's class template.
  const saved = cx.scope;
  cx.scope = new Scope(std ?? cx.globalScope, 'block');
  try {
    // Under its own made-up name: in its body, `hash<int>` and `std::hash<int>` are std's template still.
    checkClass(cx, { ...decl, name: info.name }, info);
  } finally {
    cx.scope = saved;
  }
  return true;
}

/** The program's class specialising `decl` for `args` (`std::hash<Key>`), if any. */
export function librarySpecialization(cx: CheckContext, decl: LibraryClass, args: readonly Type[]): Type | undefined {
  return declared.get(cx)?.find((s) => s.decl === decl && s.args.length === args.length && s.args.every((a, i) => sameType(a, args[i])))?.type;
}

/** `t`, or the program's class where `t` is a library class instance the program specialises. */
export function specializedOrSelf(cx: CheckContext, t: Type): Type {
  return t.kind === 'libraryClass' ? librarySpecialization(cx, t.decl, t.typeArgs) ?? t : t;
}

/** Whether the program specialises any instance of `decl`. */
export function hasLibrarySpecializations(cx: CheckContext, decl: LibraryClass): boolean {
  return declared.get(cx)?.some((s) => s.decl === decl) ?? false;
}

/** The namespace std the prelude declares (and the program reopens). */
function stdScope(cx: CheckContext): Scope | undefined {
  const symbol = cx.globalScope.lookupLocal('std');
  return symbol?.kind === 'namespace' ? symbol.scope : undefined;
}
