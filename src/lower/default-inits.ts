/**
 * Default initialisation made explicit in host code: a declaration that reaches the host without
 * an initialiser gets a `DefaultInit` node (src/sema/program.ts), naming the default constructor
 * that runs where its type is a class with one (user-written, or with every parameter
 * defaulted), so the host printer prints the initialisation the lowering chose rather than
 * deciding that a declaration has one:
 *
 *   int n;        →  int n = DefaultInit          (its zero value; C++ leaves it indeterminate)
 *   S a[2];       →  S a[2] = DefaultInit         (each element default-constructed: the printer's representation)
 *   int g;        →  the global's DefaultInit     (at namespace scope)
 *
 * Sema already gives a class object declared without an initialiser its constructor call
 * (`S s;` is `S s = S_new()`), which stays as it is.
 *
 * A reference has no default initialisation; a static local's global, declared once for its
 * first pass (src/sema/static-locals.ts), none either. What a type's zero or empty value is on
 * the host (`0`, `[]`, a `Vector` over a typed array, an array of objects each its own) is the
 * runtime's representation, the printer's (`defaultValue`).
 *
 * Runs after host-copies.ts, on what it returns; untouched statements stay the same objects.
 */
import type { Block, Expr, Stmt, Variable } from '../sema/program.js';
import { runtimeClassNames } from '../sema/rules/host-support.js';
import { defaultConstructorOf } from '../sema/types.js';
import { mapBlock, mapStatement, type StatementParts } from './map-statement.js';

const parts: StatementParts = {
  expr: (e) => e,
  stmt: (s) => {
    const mapped = mapStatement(s, parts);
    if (mapped.kind !== 'VarDecl' || mapped.init !== null || mapped.variable.isReference) return mapped;
    // A temporary's place that an object is made in later (`storageOnly`, argument-order.ts) is storage, not an initialisation.
    if ('storageOnly' in mapped && mapped.storageOnly) return mapped;
    return { ...mapped, init: defaultInitOf(mapped.variable) } satisfies Stmt;
  },
};

/** `b` with each declaration without an initialiser given its `DefaultInit`. */
export function defaultInitsIn(b: Block): Block {
  return mapBlock(b, parts);
}

/** The default initialisation of variable `v`: its class's default constructor, where one runs. */
export function defaultInitOf(v: Variable): Expr {
  const t = v.type;
  // The runtime's own structs (`<Windows.h>`'s, div's results) are plain objects of its classes.
  const constructor = t.kind === 'struct' && !runtimeClassNames.has(t.info.name) ? defaultConstructorOf(t.info) ?? null : null;
  return { kind: 'DefaultInit', defaultConstructor: constructor, type: t, span: v.span };
}
