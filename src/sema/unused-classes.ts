/**
 * Type-only classes nobody makes an object of: `std::is_same<int, int>`, `std::true_type`,
 * `short_vector<float, 2>`, used only for their member typedefs and static constants. Each
 * instance is a class of its own in the typed program, but one without data members or
 * member functions that no value has needs no code: the back ends would print an empty
 * class for every trait a program (or `<type_traits>`) names.
 */
import type { Expr, Program } from './program.js';
import type { StructInfo, Type } from './types.js';
import { forEachExpr, forEachExprInStmt } from './walk.js';

function isTypeOnly(s: StructInfo): boolean {
  return s.fields.length === 0 && !s.base && !s.vtable?.length && (s.memberFunctions?.length ?? 0) === 0 && (s.constructors?.length ?? 0) === 0;
}

/** The program without the type-only classes that no value, variable, parameter or field has. */
export function dropUnusedTypeOnlyClasses(program: Program): void {
  if (!program.structs.some(isTypeOnly)) return;
  const used = new Set<StructInfo>();
  const seen = new Set<Type>();
  const mark = (t: Type): void => {
    if (seen.has(t)) return;
    seen.add(t);
    if (t.kind === 'struct') {
      if (used.has(t.info)) return;
      used.add(t.info);
      for (const f of t.info.fields) mark(f.type);
      if (t.info.base) mark({ kind: 'struct', info: t.info.base });
      return;
    }
    for (const part of partsOf(t)) mark(part);
  };
  const expr = (e: Expr) => forEachExpr(e, (x) => mark(x.type));
  for (const g of program.globals) {
    mark(g.variable.type);
    if (g.init) expr(g.init);
  }
  for (const s of program.structs) if (!isTypeOnly(s)) mark({ kind: 'struct', info: s });
  for (const fn of program.functions) {
    mark(fn.returnType);
    fn.params.forEach((p) => mark(p.type));
    if (fn.body) forEachExprInStmt(fn.body, (x) => mark(x.type));
    if (fn.body) markDeclarations(fn.body, mark);
  }
  for (const k of program.kernels) {
    forEachExprInStmt(k.body, (x) => mark(x.type));
    markDeclarations(k.body, mark);
  }
  program.structs = program.structs.filter((s) => !isTypeOnly(s) || used.has(s));
}

/** The types a type is made of. */
function partsOf(t: Type): readonly Type[] {
  switch (t.kind) {
    case 'array': case 'arrayView': case 'ampArray': case 'vector': return [t.element];
    case 'pointer': return [t.pointee];
    case 'functionPointer': return [...t.params, t.result];
    case 'memberPointer': return [{ kind: 'struct', info: t.owner }, t.member];
    case 'libraryClass': return t.typeArgs;
    default: return [];
  }
}

/** Variables declared in a statement tree: `std::true_type t;` uses its class with no expression of that type. */
function markDeclarations(s: import('./program.js').Stmt, mark: (t: Type) => void): void {
  switch (s.kind) {
    case 'VarDecl': mark(s.variable.type); break;
    case 'Block': s.statements.forEach((x) => markDeclarations(x, mark)); break;
    case 'If': markDeclarations(s.then, mark); if (s.otherwise) markDeclarations(s.otherwise, mark); break;
    case 'For': if (s.init) markDeclarations(s.init, mark); markDeclarations(s.body, mark); break;
    case 'While': case 'DoWhile': markDeclarations(s.body, mark); break;
    case 'Switch': s.cases.forEach((c) => c.body.forEach((x) => markDeclarations(x, mark))); break;
    case 'Try':
      markDeclarations(s.body, mark);
      for (const h of s.handlers) {
        if (h.variable) mark(h.variable.type);
        markDeclarations(h.body, mark);
      }
      break;
    default: break;
  }
}
