/**
 * `static` locals of host functions. C++ gives each one object for the whole program. A constant
 * initialiser (or none) is static initialisation, done before main: the variable is a
 * namespace-scope one only its block can name. A dynamic initialiser (`static std::vector<int>
 * table = make_table();`, `static Foo instance;` with a constructor) runs the first time control
 * passes through the declaration, once, and never where control never gets there
 * ([stmt.dcl]/4): the variable is a global left at its default, with a global bool guard that
 * the declaration's statement tests (VarDecl.staticGuard). As in g++, the guard is set only once
 * the initialiser has finished, so one that throws runs again on the next pass. An object with a
 * destructor is destroyed at exit, after main returns or exit() is called, in the reverse order
 * of the constructions (the host registers it with the runtime's `atExit` when it is made).
 */
import type * as A from '../parser/ast.js';
import { checkVarDecl } from './check-stmt.js';
import { needsDestruction } from './destructors.js';
import { constValue as exactConstValue } from './const-eval.js';
import type { CheckContext } from './context.js';
import type { Expr, Stmt } from './program.js';
import { boolType } from './types.js';

/** Whether `e` initialises at compile time: a constant, a string literal, or a list or construction of them (no user code runs). */
function isConstantInit(e: Expr | null): boolean {
  // String literals count (`static const Entry table[] = {{"a", 3}}`, also as `const char*`): initialising from one has no effect to order.
  return e === null || exactConstValue(e) !== null || e.kind === 'StringConst'
    || (e.kind === 'Library' && e.op === 'cstring.literal' && e.args[0].kind === 'StringConst')
    || (e.kind === 'InitList' && e.elements.every(isConstantInit)) || (e.kind === 'Construct' && e.args.every(isConstantInit));
}

export function checkStaticLocal(cx: CheckContext, d: A.VarDecl): Stmt[] {
  const decl = checkVarDecl(cx, d, 'global');
  const v = decl.variable;
  // Named after its function, so two functions' statics of one name stay apart in the output.
  const owner = cx.currentFunction?.name ?? 'global';
  v.name = `${owner}_${d.name}`;
  // An object with a destructor is made on the first pass even from constants, as g++ makes it:
  // its destruction at exit is registered then.
  if (isConstantInit(decl.init) && !needsDestruction(v.type)) {
    cx.globals.push({ variable: v, init: decl.init });
    return [];
  }
  // A reference would be bound at module level first, to nothing: not modelled.
  if (v.isReference) {
    cx.diags.error('unsupported', `a static local reference with a non-constant initialiser ('${d.name}') is not supported by ampc`, d.nameSpan);
    return [];
  }
  const guard = cx.newVariable(`${owner}_${d.name}_initialised`, boolType, 'global', d.nameSpan);
  cx.globals.push({ variable: guard, init: null });
  cx.globals.push({ variable: v, init: null, firstPass: true });
  return [{ ...decl, staticGuard: guard }];
}
