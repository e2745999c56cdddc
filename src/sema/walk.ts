/** Visits every expression of a statement tree (pre-order), for analyses over the typed program. */
import type { Expr, Stmt, Variable } from './program.js';

export function forEachExprInStmt(s: Stmt, visit: (e: Expr) => void): void {
  const expr = (e: Expr | null) => e && forEachExpr(e, visit);
  switch (s.kind) {
    case 'Block': s.statements.forEach((x) => forEachExprInStmt(x, visit)); break;
    case 'VarDecl': expr(s.init); break;
    case 'ExprStmt': expr(s.expr); break;
    case 'If': expr(s.cond); forEachExprInStmt(s.then, visit); if (s.otherwise) forEachExprInStmt(s.otherwise, visit); break;
    case 'For': if (s.init) forEachExprInStmt(s.init, visit); expr(s.cond); expr(s.step); forEachExprInStmt(s.body, visit); break;
    case 'While': case 'DoWhile': expr(s.cond); forEachExprInStmt(s.body, visit); break;
    case 'Switch': expr(s.cond); for (const c of s.cases) { if (c.values !== 'default') c.values.forEach(expr); c.body.forEach((x) => forEachExprInStmt(x, visit)); } break;
    case 'Return': case 'Throw': expr(s.value); break;
    case 'Try': forEachExprInStmt(s.body, visit); s.handlers.forEach((h) => forEachExprInStmt(h.body, visit)); break;
    case 'Break': case 'Continue': case 'Goto': case 'Label': break;
  }
}

export function forEachExpr(e: Expr, visit: (e: Expr) => void): void {
  visit(e);
  for (const child of childExprs(e)) forEachExpr(child, visit);
}

export function childExprs(e: Expr): Expr[] {
  switch (e.kind) {
    case 'Const': case 'StringConst': case 'Stream': case 'VarRef': case 'ThreadIndex': case 'Barrier': case 'FunctionRef': return [];
    case 'Manipulator': return e.arg ? [e.arg] : [];
    case 'Unary': case 'Convert': case 'AddressOf': return [e.operand];
    case 'Binary': case 'Logical': return [e.left, e.right];
    case 'Assign': return [e.target, e.value];
    case 'Conditional': return [e.cond, e.then, e.otherwise];
    case 'Call': return e.args;
    case 'CallPointer': return [e.callee, ...e.args];
    case 'MemberPointerConst': return [];
    case 'MemberPointerAccess': return [e.object, e.pointer];
    case 'MemberPointerCall': return [e.object, e.pointer, ...e.args];
    case 'Field': return [e.object];
    case 'Element': return [e.object, e.index];
    case 'ViewElement': return [e.view, ...(e.index ? [e.index] : []), ...e.components];
    case 'MakeIndex': case 'MakeExtent': return e.components;
    case 'Component': return [e.object, e.dim];
    case 'ExtentOf': return [e.view];
    case 'Subview': {
      const p = e.part;
      const parts = p.kind === 'section' ? [p.origin, p.extent] : p.kind === 'project' ? [p.row] : p.kind === 'viewAs' ? [p.extent] : [];
      return [e.view, ...parts.filter((x): x is Expr => x !== null)];
    }
    case 'Tile': return [e.extent];
    case 'ParallelForEach': return e.view ? [e.view, e.domain] : [e.domain]; // the kernel body is device code, visited separately
    case 'Library': return [...(e.receiver ? [e.receiver] : []), ...e.args];
    case 'StreamOut': return [...(e.target ? [e.target] : []), ...e.items.flatMap((i) => (i.kind === 'value' ? [i.expr] : i.arg ? [i.arg] : []))];
    case 'StreamIn': return [...(e.source ? [e.source] : []), ...e.targets];
    case 'Construct': case 'New': case 'Intrinsic': return e.args;
    case 'InitList': return e.elements;
    case 'Let': return [...e.bindings.map((b) => b.value), e.body];
    case 'Copy': return [e.operand];
    case 'DefaultInit': return [];
    case 'Update': return [e.target, e.value];
  }
}

/** Visits every statement of a tree (pre-order). */
export function forEachStmt(s: Stmt, visit: (s: Stmt) => void): void {
  visit(s);
  switch (s.kind) {
    case 'Block': s.statements.forEach((x) => forEachStmt(x, visit)); break;
    case 'If': forEachStmt(s.then, visit); if (s.otherwise) forEachStmt(s.otherwise, visit); break;
    case 'For': if (s.init) forEachStmt(s.init, visit); forEachStmt(s.body, visit); break;
    case 'While': case 'DoWhile': forEachStmt(s.body, visit); break;
    case 'Switch': s.cases.forEach((c) => c.body.forEach((x) => forEachStmt(x, visit))); break;
    case 'Try': forEachStmt(s.body, visit); s.handlers.forEach((h) => forEachStmt(h.body, visit)); break;
    default: break;
  }
}

/** Visits the expressions statements hold directly (not their subexpressions), in source order. */
export function forEachTopExpr(s: Stmt, visit: (e: Expr) => void): void {
  forEachStmt(s, (x) => ownExprs(x).forEach(visit));
}

/** The expressions a statement holds itself, not through the statements nested in it, in source order. */
export function ownExprs(s: Stmt): Expr[] {
  switch (s.kind) {
    case 'VarDecl': return s.init ? [s.init] : [];
    case 'ExprStmt': return [s.expr];
    case 'If': case 'While': case 'DoWhile': return [s.cond];
    case 'For': return [...(s.cond ? [s.cond] : []), ...(s.step ? [s.step] : [])];
    case 'Switch': return [s.cond, ...s.cases.flatMap((c) => (c.values === 'default' ? [] : c.values))];
    case 'Return': case 'Throw': return s.value ? [s.value] : [];
    case 'Block': case 'Try': case 'Break': case 'Continue': case 'Goto': case 'Label': return [];
  }
}

/**
 * The statement lists directly inside a statement, one per scope: a block's statements, a branch's
 * or a loop's body (a body that is not a block is a list of its one statement), a case's, a
 * handler's; a `for`'s init begins its body's list, as its declaration's scope is the loop.
 */
export function nestedScopes(s: Stmt): Stmt[][] {
  const asList = (x: Stmt): Stmt[] => (x.kind === 'Block' ? x.statements : [x]);
  switch (s.kind) {
    case 'Block': return [s.statements];
    case 'If': return s.otherwise ? [asList(s.then), asList(s.otherwise)] : [asList(s.then)];
    case 'For': return [[...(s.init ? [s.init] : []), ...asList(s.body)]];
    case 'While': case 'DoWhile': return [asList(s.body)];
    case 'Switch': return s.cases.map((c) => c.body);
    case 'Try': return [asList(s.body), ...s.handlers.map((h) => asList(h.body))];
    case 'VarDecl': case 'ExprStmt': case 'Return': case 'Throw': case 'Break': case 'Continue': case 'Goto': case 'Label': return [];
  }
}

/**
 * `av[i].a.b`, `av[i].v[k]`: a member of a view's element, or an element of its array member,
 * which the host writes through the view (not in place).
 */
export function isViewElementMember(e: Expr): boolean {
  let object = e;
  while (object.kind === 'Field' || isArrayMemberElement(object)) object = object.object;
  return object !== e && object.kind === 'ViewElement';
}

/** `x.v[k]` where `v` is an array (not a pointer): an element that is part of its object. */
export function isArrayMemberElement(e: Expr): e is Extract<Expr, { kind: 'Element' }> {
  return e.kind === 'Element' && e.object.type.kind === 'array';
}

/** The variable an lvalue designates, through fields, elements and components (`a[i].f` → `a`). */
export function rootVariable(e: Expr): Variable | null {
  let b = e;
  while (b.kind === 'Field' || b.kind === 'Element' || b.kind === 'Component') b = b.object;
  return b.kind === 'VarRef' ? b.variable : null;
}
