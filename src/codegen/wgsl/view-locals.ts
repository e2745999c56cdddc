/**
 * Facts about the view locals of amp code (`auto row = in[i];`, `Variable.ampViewSource`): a
 * local is a window (offset, strides, extent) on one captured view, whose computed parts the
 * emitter keeps in `let`s where the local is declared. Its extent is kept only where something
 * reads it, so a local that is only indexed does not carry an unused `let` per dimension.
 */
import type { Expr, Stmt, Variable } from '../../sema/program.js';
import { forEachExprInStmt, forEachStmt } from '../../sema/walk.js';
import { isViewType } from './kernel-facts.js';
import { fieldChain, heldViews, structFieldSource, viewFieldPaths, type StructViews } from '../../sema/struct-views.js';
import { withoutViewConversions } from '../../sema/amp-views.js';

/**
 * The view locals whose extent the code reads: through `.extent` / `get_extent()`, a section that
 * runs to the view's end, a row (whose extent is the rest of its view's), a helper the view is
 * passed to (its window carries the extent), or another such local made from it.
 */
export function viewLocalsWithExtentRead(bodies: readonly Stmt[], structViews: StructViews): Set<Variable> {
  const read = new Set<Variable>();
  // The local whose extent a view expression's extent is made from, if any.
  const extentSource = (view: Expr): Variable | null => {
    const b = withoutViewConversions(view);
    if (b.kind === 'Subview' && (b.part.kind === 'project' || (b.part.kind === 'section' && !b.part.extent))) return extentSource(b.view);
    return b.kind === 'VarRef' && b.variable.ampViewSource ? b.variable : null;
  };
  const sourcesOf = new Map<Variable, Variable>();
  const mark = (view: Expr) => {
    for (let v = extentSource(view); v && !read.has(v); v = sourcesOf.get(v) ?? null) read.add(v);
  };
  const uses: Expr[] = [];
  for (const body of bodies) {
    forEachStmt(body, (s) => {
      if (s.kind !== 'VarDecl' || !s.variable.ampViewSource) return;
      const source = extentSource(s.variable.ampViewSource);
      if (source) sourcesOf.set(s.variable, source);
    });
    forEachExprInStmt(body, (e) => {
      if (e.kind === 'ExtentOf') uses.push(e.view);
      if (e.kind === 'Subview' && e.part.kind === 'section' && !e.part.extent) uses.push(e.view);
      if (e.kind === 'Call') {
        for (const a of e.args) {
          if (isViewType(a.type)) uses.push(a);
          // A view local held by a class object passed to a helper (src/sema/struct-views.ts).
          for (const { path } of viewFieldPaths(a.type)) {
            const source = structFieldSource(fieldChain(a, path), heldViews(structViews, []));
            if (source) uses.push(source);
          }
        }
      }
    });
  }
  uses.forEach(mark);
  return read;
}
