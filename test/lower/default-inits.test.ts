/**
 * Default initialisation made explicit in host code (src/lower/default-inits.ts): a declaration
 * that sema left without an initialiser gets a `DefaultInit`; one sema initialised (a class
 * object's constructor call) keeps its initialiser, and a reference gets none.
 */
import { lowerHostCode } from '../../src/lower/lower-host.js';
import type { Expr, Stmt } from '../../src/sema/program.js';
import { checkClean } from '../sema/helpers.js';

const describeInit = (init: Expr | null | undefined): string => (!init ? 'none' : init.kind === 'DefaultInit' ? `DefaultInit(${init.defaultConstructor?.name ?? ''})` : init.kind);

describe('default initialisations', () => {
  const source = 'struct S { int x; S() : x(7) {} };\nint gi;\nint main() { int n; S a[2]; S s; int& r = n; static S st; n = 1; return n + r + a[0].x + s.x + st.x + gi; }';

  it("gives a scalar or an array its default initialisation, and leaves sema's constructor call and a reference alone", () => {
    const program = checkClean(source);
    const main = program.functions.find((f) => f.name === 'main')!;
    const lowered = lowerHostCode(program).functions.get(main)!.statements.flatMap((s: Stmt) => (s.kind === 'VarDecl' ? [`${s.variable.name} = ${describeInit(s.init)}`] : []));
    expect(lowered).toEqual(['n = DefaultInit()', 'a = DefaultInit()', 's = Call', 'r = VarRef', 'main_st = Call']);
  });

  it("default-initialises a global declared without one, not a static local's first-pass global", () => {
    const program = checkClean(source);
    const host = lowerHostCode(program);
    const globals = program.globals.map((g) => `${g.variable.name} = ${describeInit(host.globals.get(g.variable) ?? g.init)}${g.firstPass ? ' (first pass)' : ''}`);
    expect(globals).toContain('gi = DefaultInit()');
    expect(globals).toContain('main_st = none (first pass)');
  });
});
