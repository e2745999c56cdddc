/**
 * The copies of host code made explicit (src/lower/host-copies.ts): where C++ copy-initialises an
 * object from an lvalue the lowered body holds a `Copy` node, with the user copy constructor that
 * runs; where C++ makes no copy (a temporary, a reference, NRVO, a class's operator=) there is none.
 */
import { lowerHostCode, type LoweredHost } from '../../src/lower/lower-host.js';
import type { ElementCopy, Expr, FunctionInfo, Program, Stmt } from '../../src/sema/program.js';
import { typeToString } from '../../src/sema/types.js';
import { forEachExprInStmt, forEachStmt } from '../../src/sema/walk.js';
import { checkClean } from '../sema/helpers.js';

const S = 'struct S { int x; };';

function lowered(source: string): { program: Program; host: LoweredHost } {
  const program = checkClean(source);
  return { program, host: lowerHostCode(program) };
}

function fnNamed(program: Program, name: string): FunctionInfo {
  return program.functions.find((f) => f.name === name)!;
}

/** The lowered statements of function `name`, as C-like lines with each copy as `Copy<T>(...)`. */
function statementsOf(source: string, name = 'main'): string[] {
  const { program, host } = lowered(source);
  return host.functions.get(fnNamed(program, name))!.statements.map(stmt);
}

function stmt(s: Stmt): string {
  switch (s.kind) {
    case 'VarDecl': return `${s.variable.name}${s.init ? ` = ${expr(s.init)}` : ''};`;
    case 'ExprStmt': return `${expr(s.expr)};`;
    case 'Return': return `return${s.value ? ` ${expr(s.value)}` : ''};`;
    case 'Block': return `{ ${s.statements.map(stmt).join(' ')} }`;
    default: return `<${s.kind}>`;
  }
}

function expr(e: Expr): string {
  switch (e.kind) {
    case 'Const': return String(e.value);
    case 'VarRef': return e.variable.name;
    case 'Convert': return expr(e.operand);
    case 'Copy': return `Copy(${expr(e.operand)}${e.copyConstructor ? `, by ${e.copyConstructor.name}` : ''})`;
    case 'Assign': return `${expr(e.target)} = ${expr(e.value)}`;
    case 'Call': return `${e.callee.name}(${e.args.map(expr).join(', ')})`;
    case 'Field': return `${expr(e.object)}.${e.field}`;
    case 'Conditional': return `${expr(e.cond)} ? ${expr(e.then)} : ${expr(e.otherwise)}`;
    case 'Construct': return `{${e.args.map(expr).join(', ')}}${eachCopied(e.elementCopy)}`;
    case 'InitList': return `{${e.elements.map(expr).join(', ')}}${eachCopied(e.elementCopy)}`;
    case 'Library': return `${e.receiver ? `${expr(e.receiver)}.` : ''}${e.op.replace(/^vector\./, '')}(${e.args.map(expr).join(', ')})${eachCopied(e.elementCopy)}`;
    case 'FunctionRef': return `[${e.fn.name}]`;
    default: return `<${e.kind}>`;
  }
}

/** A fill's or range's element copy (ElementCopy), as ` each Copy<T>` with the user copy constructor that runs. */
function eachCopied(copy: ElementCopy | undefined): string {
  return copy ? ` each Copy<${typeToString(copy.type)}>${copy.copyConstructor ? ` by ${copy.copyConstructor.name}` : ''}` : '';
}

function copiesIn(e: Expr | null): number {
  if (!e) return 0;
  let n = e.kind === 'Copy' ? 1 : 0;
  for (const c of Object.values(e)) {
    if (c && typeof c === 'object' && 'kind' in c && 'type' in c) n += copiesIn(c as Expr);
    if (Array.isArray(c)) for (const x of c) if (x && typeof x === 'object' && 'kind' in x && 'type' in x) n += copiesIn(x as Expr);
  }
  return n;
}

describe('host copies', () => {
  it('copies an lvalue into a declaration, not a temporary', () => {
    expect(statementsOf(`${S}\nint main() { S a{1}; S b = a; S c = S{2}; return b.x + c.x; }`)).toEqual([
      'a = {1};', 'b = Copy(a);', 'c = {2};', 'return <Binary>;',
    ]);
  });

  it('copies a by-value argument, not a reference one', () => {
    const { program, host } = lowered(`${S}\nint byValue(S s) { return s.x; }\nint byRef(const S& s) { return s.x; }\nint main() { S a{1}; byValue(a); byRef(a); return 0; }`);
    expect(host.functions.get(fnNamed(program, 'main'))!.statements.map(stmt)).toEqual(['a = {1};', 'byValue(Copy(a));', 'byRef(a);', 'return 0;']);
  });

  it("names the user copy constructor a capture's copy runs, and adds none where sema calls it", () => {
    const source = 'struct T { int x; T(int v) : x(v) {} T(const T& o) : x(o.x + 1) {} };\nT same(T p) { return p; }\nint main() { T a(1); T b = a; auto g = [a]() { return a.x; }; return same(b).x + g(); }';
    // Sema calls the copy constructor where the source copies a whole object it names (src/sema/copies.ts): a temporary, not copied again.
    expect(statementsOf(source, 'same')).toEqual(['return T_new(p);']);
    expect(statementsOf(source).slice(0, 2)).toEqual(['a = T_new(1);', 'b = T_new(a);']);
    const { host } = lowered(source);
    expect([...host.captures.values()].map((c) => c.map(expr))).toEqual([['Copy(a, by T_new)']]);
  });

  it('elides the copy of a named return value (NRVO) and copies a returned parameter', () => {
    const source = `${S}\nS made() { S local{1}; return local; }\nS same(S p) { return p; }\nint main() { S a = made(); return same(a).x; }`;
    expect(statementsOf(source, 'made')).toEqual(['local = {1};', 'return local;']);
    expect(statementsOf(source, 'same')).toEqual(['return Copy(p);']);
    expect(statementsOf(source)[0]).toBe('a = made();');
  });

  it("elides a lambda's own named return value but copies a returned capture, and a closure's call initialises an object itself", () => {
    const U = 'struct U { int x; U(int v) : x(v) {} U(const U& o) : x(o.x) {} };';
    const source = `${U}\nint main() { U held(1); int k = 2;\n`
      + `auto own = [&k]() { U t(k); return t; };\nauto member = [held]() { return held; };\nauto outer = [&held]() { return held; };\n`
      + `U a(own()); U b{member()}; U c = outer(); return a.x + b.x + c.x; }`;
    expect(statementsOf(source, 'main_lambda0')).toEqual(['t = U_new(k);', 'return t;']);
    expect(statementsOf(source, 'main_lambda1')).toEqual(['return Copy(held, by U_new);']);
    expect(statementsOf(source, 'main_lambda2')).toEqual(['return Copy(held, by U_new);']);
    expect(statementsOf(source).slice(-4, -1)).toEqual(['a = <CallPointer>;', 'b = <CallPointer>;', 'c = <CallPointer>;']);
  });

  it("assigns a class object by its operator= (no copy node), a vector by a copy", () => {
    const source = `#include <vector>\n${S}\nint main() { S a{1}; S b; b = a; std::vector<S> v, w; v = w; return b.x; }`;
    const main = statementsOf(source);
    expect(main).toContain('b = a;');
    expect(main).toContain('v = Copy(w);');
  });

  it('copies the chosen lvalue of a conditional initialiser only', () => {
    const main = statementsOf(`${S}\nint main(int argc, char**) { S a{1}; S b = argc > 1 ? a : S{2}; return b.x; }`);
    expect(main[1]).toBe('b = <Binary> ? Copy(a) : {2};');
  });

  it('copies what push_back takes', () => {
    const main = statementsOf(`#include <vector>\n${S}\nint main() { S a{1}; std::vector<S> v; v.push_back(a); return 0; }`);
    expect(main[2]).toBe('v.push_back(Copy(a));');
  });

  it('states the copy each element of a fill is, and none of a scalar fill', () => {
    const source = `#include <vector>\n${S}\nint main() { S a{1}; std::vector<S> v(2, a); v.assign(3, a); v.insert(v.begin(), 2, a); v.resize(5, a); v.resize(6);
      std::vector<int> n(2, 7); n.assign(3, 1); return 0; }`;
    expect(statementsOf(source).slice(1)).toEqual([
      'v = {2, a} each Copy<S>;',
      'v.assign(3, a) each Copy<S>;',
      'v.insert(0, 2, a) each Copy<S>;',
      'v.resize(5, a) each Copy<S>;',
      // Without a value, copies of one value-initialised element: value-initialised elements.
      'v.resize(6) each Copy<S>;',
      'n = {2, 7};',
      'n.assign(3, 1);',
      'return 0;',
    ]);
  });

  it("states a range's element copies and a mutable closure's fill copies", () => {
    const source = `#include <vector>\n${S}\nint main() { std::vector<S> v(2); std::vector<S> w(v.begin(), v.end()); int n = 0;
      auto counter = [n]() mutable { return ++n; }; std::vector<decltype(counter)> c(2, counter); return w[0].x + c[0](); }`;
    const main = statementsOf(source);
    expect(main[1]).toBe('w = fromRange(v, 0, v.size()) each Copy<S>;');
    expect(main[4]).toMatch(/^c = \{2, counter\} each Copy<.*>;$/);
  });

  it("states a vector's copy of its initializer_list only where a user copy constructor runs, naming it", () => {
    const T = 'struct T { int x; T(int v) : x(v) {} T(const T& o) : x(o.x + 1) {} };';
    const source = `#include <vector>\n${S}\n${T}\nint main() { S a{1}; T t(1); std::vector<S> v = {a, S{2}}; std::vector<T> w = {t}; return 0; }`;
    const main = statementsOf(source);
    expect(main[2]).toBe('v = {Copy(a), {2}};');
    expect(main[3]).toBe('w = {Copy(t, by T_new)} each Copy<T> by T_new;');
  });

  it("states a call operator's by-value parameters as copies of what a library container passes it", () => {
    const { program, host } = lowered(`${S}\nstruct Less { bool operator()(S a, const S& b) const { return a.x < b.x; } };\nint main() { S a{1}; S b{2}; return Less()(a, b) ? 0 : 1; }`);
    const call = program.structs.find((c) => c.name === 'Less')!.memberFunctions!.find((f) => f.member?.cppName === 'operator()')!;
    expect(host.callOperatorCopies.get(call)!.map((c) => eachCopied(c ?? undefined))).toEqual([' each Copy<S>', '']);
  });

  it("copies a lambda's by-value captures where the closure is made, not its by-reference ones", () => {
    const { program, host } = lowered(`${S}\nint main() { S a{1}; S r{2}; auto f = [a, &r]() { return a.x + r.x; }; return f(); }`);
    const lambda = program.functions.find((f) => f.closure !== undefined)!;
    expect(lambda.closure!.byValue.map((c) => c.inner.name)).toEqual(['a']);
    expect(host.captures.get(lambda)!.map(expr)).toEqual(['Copy(a)']);
  });

  it('makes no copy of a scalar, and leaves an unchanged body the checked one', () => {
    const { program, host } = lowered('int f(int v) { return v; }\nint main() { int a = 1; int b = a; return f(b); }');
    const main = fnNamed(program, 'main');
    let copies = 0;
    forEachStmt(host.functions.get(main)!, (s) => { if (s.kind === 'VarDecl' || s.kind === 'Return') copies += copiesIn(s.kind === 'VarDecl' ? s.init : s.value); });
    expect(copies).toBe(0);
    expect(host.functions.get(main)).toBe(main.body);
  });

  it("keeps a constructor's member initialisers marked as initialisations when it rebuilds them with a copy", () => {
    const source = `${S}\nstruct Q { S s; int n; Q(const S& a, int m) : s(a), n(m) {} };\nint main() { S a{1}; Q q(a, 2); q.n = 3; return q.n; }`;
    const { program, host } = lowered(source);
    const assigns = (fn: FunctionInfo) => {
      const found: Extract<Expr, { kind: 'Assign' }>[] = [];
      for (const s of host.functions.get(fn)!.statements) forEachExprInStmt(s, (e) => { if (e.kind === 'Assign') found.push(e); });
      return found.map((e) => `${expr(e)}${e.initializes ? ' (initialises)' : ''}`);
    };
    const constructor = program.functions.find((f) => f.member?.kind === 'constructor' && f.member.owner.name === 'Q')!;
    expect(assigns(constructor)).toEqual(['self.s = Copy(a) (initialises)', 'self.n = m (initialises)']);
    expect(assigns(fnNamed(program, 'main'))).toEqual(['q.n = 3']);
  });
});
