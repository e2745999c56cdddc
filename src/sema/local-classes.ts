/**
 * Classes declared in a function body ([class.local]):
 *
 *   int main() { struct P { int x, y; int sum() const { return x + y; } }; P p{1, 2}; ... }
 *
 * A local class is a class like one at namespace scope (check-class.ts checks it), whose name is
 * visible from its declaration to the end of its block, hiding an outer one of the same spelling.
 * Each declaration is a class of its own: two functions' `struct P` (or two instances of one
 * function template's) are different types. The generated code names it like a nested class, by
 * a made-up name that `uniqueClassNames` (nested-classes.ts) keeps apart from every other.
 *
 * What C++ forbids of a local class is reported as g++ does: static data members, member
 * templates ([class.local]/4, [temp.mem]/2), friend function definitions ([class.friend]/6),
 * and a use of the enclosing function's automatic variables in the class's member functions,
 * default member initialisers or default arguments ([basic.def.odr]/10). A constant of the
 * enclosing function read for its value (`const int n = 4;`) is no such use: it travels as its
 * value, as into a lambda that captures nothing.
 */
import type * as A from '../parser/ast.js';
import type { CheckContext } from './context.js';
import { Scope } from './context.js';
import { checkClass } from './check-class.js';
import { classIdentifier, newLocalClass } from './nested-classes.js';
import type { StructInfo } from './types.js';
import type { Variable } from './program.js';
import type { Span } from '../source.js';
import { isDerivedFrom } from './inheritance.js';
import { classDisplayName } from './class-members.js';

/**
 * The scope between each local class and the block declaring it: a name found beyond it is
 * found outside the class, in the enclosing function (or further out).
 */
const classBoundaries = new WeakSet<Scope>();
/** The local classes, for a later definition of one declared `struct P;` in the same block. */
const localClasses = new WeakSet<StructInfo>();
/** Those whose definition has been seen. */
const definedLocalClasses = new WeakSet<StructInfo>();

/** `struct P { ... };` (or `struct P;`, `struct P { ... } a, b;`) in a function body. */
export function checkLocalClass(cx: CheckContext, d: A.StructDecl): void {
  rejectForbiddenMembers(cx, d, d.name);
  const declared = cx.scope.lookupLocal(d.name);
  const info = declared?.kind === 'struct' && localClasses.has(declared.info) ? declared.info : newLocalClass(d, localClassName(cx, d));
  if (d.isDefinition && definedLocalClasses.has(info)) {
    cx.diags.error('redefinition', `redefinition of '${d.name}'`, d.nameSpan);
    return;
  }
  localClasses.add(info);
  if (d.isDefinition) definedLocalClasses.add(info);
  const block = cx.scope;
  // Defined first, so the class's own members (and the block's later statements) name it.
  block.define(d.name, { kind: 'struct', info });
  const boundary = new Scope(block, 'block');
  classBoundaries.add(boundary);
  cx.scope = boundary;
  try {
    checkClass(cx, d, info);
  } finally {
    cx.scope = block;
  }
}

/**
 * A local class's name in the program: after its function (`main_P`, as a static local's), and
 * apart from every class declared so far (another block's `P`, another instance's). Types are
 * told apart by name where template instances are looked up, so the name must be unique already
 * here; `uniqueClassNames` keeps it apart from the classes declared after it.
 */
function localClassName(cx: CheckContext, d: A.StructDecl): string {
  const own = classIdentifier(d);
  const base = cx.currentFunction ? `${cx.currentFunction.name}_${own}` : own;
  const taken = new Set(cx.structs.map((s) => s.name));
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
  return name;
}

/** g++'s errors for members a local class may not have, in it and the classes nested in it. */
function rejectForbiddenMembers(cx: CheckContext, d: A.StructDecl, display: string): void {
  for (const f of d.fields) {
    if (!f.storage.isStatic || f.storage.isTypedef) continue;
    cx.diags.error('local-class-member', `local class '${display}' shall not have static data member '${f.name}'`, f.nameSpan);
  }
  for (const t of d.memberTemplates ?? []) {
    if (t.isFriend) continue;
    cx.diags.error('local-class-member', `invalid declaration of member template in local class '${display}'`, t.span);
  }
  for (const f of d.friendFunctions ?? []) {
    if (f.body) cx.diags.error('local-class-member', `cannot define friend function '${f.name.parts.join('::')}' in a local class definition`, f.name.span);
  }
  for (const n of d.nestedTypes ?? []) {
    if (n.decl.kind === 'StructDecl') rejectForbiddenMembers(cx, n.decl, `${display}::${n.decl.name}`);
  }
}

/**
 * The variable `name` that lookup found (`v`), used where code inside a local class is checked:
 * 'error' (reported) when it is a local variable or parameter of a function around the class,
 * 'constant' when it is one whose value is a constant (read as that value), null otherwise.
 */
export function enclosingAutomatic(cx: CheckContext, name: string, v: Variable, span: Span): 'error' | 'constant' | null {
  if ((v.storage !== 'local' && v.storage !== 'param') || (unevaluatedDepth.get(cx) ?? 0) > 0) return null;
  let outside = false;
  for (let s: Scope | null = cx.scope; s; s = s.parent) {
    const found = s.lookupHere(name);
    if (found) {
      if (!outside || found.kind !== 'variable' || found.variable !== v) return null;
      if (v.constValue !== null) return 'constant';
      const what = v.storage === 'param' ? `parameter '${name}'` : `local variable '${name}' with automatic storage`;
      cx.diags.error('local-class-automatic', `use of ${what} from the function containing the local class`, span, [{ message: `'${name}' declared here`, span: v.span }]);
      return 'error';
    }
    if (classBoundaries.has(s)) outside = true;
  }
  return null;
}

/** How many unevaluated operands (`sizeof x`, `decltype(x)`) the code being checked is inside of. */
const unevaluatedDepth = new WeakMap<CheckContext, number>();

/**
 * Checks an unevaluated operand: only its type matters, so naming the enclosing function's
 * variable there is no use of it ([basic.def.odr]/4), and nothing of it is emitted.
 */
export function unevaluated<T>(cx: CheckContext, check: () => T): T {
  unevaluatedDepth.set(cx, (unevaluatedDepth.get(cx) ?? 0) + 1);
  try {
    return check();
  } finally {
    unevaluatedDepth.set(cx, unevaluatedDepth.get(cx)! - 1);
  }
}

/**
 * A non-static member of class `owner` named unqualified where `this` is an object of another
 * class: in a local class's member function, a member of the class whose member function
 * declares it (which has no object there). Reports it as g++ does and returns true.
 */
export function memberWithoutObject(cx: CheckContext, owner: StructInfo, member: { kind: 'field' | 'function'; name: string }, span: Span): boolean {
  const self = cx.currentThis?.type;
  if (self?.kind !== 'struct' || isDerivedFrom(self.info, owner)) return false;
  const [rule, what] = member.kind === 'field' ? ['member-access', 'data member'] as const : ['member-call', 'member function'] as const;
  cx.diags.error(rule, `non-static ${what} '${member.name}' of '${classDisplayName(owner)}' used in a member function of local class '${classDisplayName(self.info)}', which has no '${classDisplayName(owner)}' object`, span);
  return true;
}
