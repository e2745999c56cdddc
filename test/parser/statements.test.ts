import type * as A from '../../src/parser/ast.js';
import { functionNamed, parseOk, sexpr, statementsOf, typeText } from './helpers.js';

/** A statement tree as nested kinds, with conditions rendered: enough to see the structure. */
function outline(s: A.Stmt | null): unknown {
  if (s === null) return null;
  switch (s.kind) {
    case 'Block': return s.statements.map(outline);
    case 'IfStmt': return { if: sexpr(s.cond), then: outline(s.then), else: outline(s.otherwise) };
    case 'ForStmt': return { for: [outline(s.init), s.cond ? sexpr(s.cond) : null, s.step ? sexpr(s.step) : null], body: outline(s.body) };
    case 'WhileStmt': return { while: sexpr(s.cond), body: outline(s.body) };
    case 'DoWhileStmt': return { do: outline(s.body), while: sexpr(s.cond) };
    case 'SwitchStmt': return { switch: sexpr(s.cond), body: outline(s.body) };
    case 'CaseLabel': return `case ${sexpr(s.value)}`;
    case 'DefaultLabel': return 'default';
    case 'ExprStmt': return sexpr(s.expr);
    case 'DeclStmt': return `decl ${s.group.decls.map((d) => `${typeText(d.type)} ${d.name}${d.init?.style === 'equals' ? ` = ${sexpr(d.init.value)}` : ''}`).join(', ')}`;
    case 'ReturnStmt': return s.value ? `return ${sexpr(s.value)}` : 'return';
    case 'BreakStmt': return 'break';
    case 'ContinueStmt': return 'continue';
    case 'EmptyStmt': return ';';
    case 'TryStmt': return { try: outline(s.body), catch: s.handlers.map((h) => [h.param ? `${typeText(h.param.type)} ${h.param.name}` : '...', outline(h.body)]) };
    case 'ThrowStmt': return s.value ? `throw ${sexpr(s.value)}` : 'throw';
    default: return s.kind;
  }
}

const outlineOf = (body: string) => statementsOf(body).map(outline);

describe('statements', () => {
  test('if / else if / else chains nest in the else branch', () => {
    expect(outlineOf('if (a) x = 1; else if (b) x = 2; else { x = 3; }')).toEqual([
      { if: 'a', then: '(= x 1)', else: { if: 'b', then: '(= x 2)', else: ['(= x 3)'] } },
    ]);
  });

  test('a dangling else belongs to the nearest if', () => {
    expect(outlineOf('if (a) if (b) x = 1; else x = 2;')).toEqual([
      { if: 'a', then: { if: 'b', then: '(= x 1)', else: '(= x 2)' }, else: null },
    ]);
  });

  test('for with a declaration, with an expression, and with empty parts', () => {
    expect(outlineOf('for (int i = 0, j = 1; i < n; i++, j += 2) sum += i;\nfor (i = 0; i < n; ++i) {}\nfor (;;) break;')).toEqual([
      { for: ['decl int i = 0, int j = 1', '(< i n)', '(, (post++ i) (+= j 2))'], body: '(+= sum i)' },
      { for: ['(= i 0)', '(< i n)', '(pre++ i)'], body: [] },
      { for: [null, null, null], body: 'break' },
    ]);
  });

  test('a comparison with a template-looking name in a for condition', () => {
    expect(outlineOf('for (int i = 0; i < a.extent[0]; i++) continue;')).toEqual([
      { for: ['decl int i = 0', '(< i ([] (. a extent) 0))', '(post++ i)'], body: 'continue' },
    ]);
  });

  test("a statement starting with a class template's static member is an expression", () => {
    const unit = parseOk('template <class T> struct Box { static int count; static int t[2]; typedef int type; };\n'
      + 'void f() { Box<int>::count++; Box<int>::count = 7; Box<int>::count >>= 1; Box<int>::t[0] = 2; Box<int>::type x = 1; }');
    expect(functionNamed(unit, 'f').body!.statements.map(outline)).toEqual([
      '(post++ Box::count)', '(= Box::count 7)', '(>>= Box::count 1)', '(= ([] Box::t 0) 2)', 'decl Box::type x = 1', // (sexpr leaves out `<int>`)
    ]);
  });

  test('while and do-while', () => {
    expect(outlineOf('while (i > 0) i--;\ndo { i++; } while (i < 10);')).toEqual([
      { while: '(> i 0)', body: '(post-- i)' },
      { do: ['(post++ i)'], while: '(< i 10)' },
    ]);
  });

  test('switch with case and default labels as statements of its block', () => {
    expect(outlineOf('switch (k) { case 1: case 2: x = 1; break; default: x = 0; }')).toEqual([
      { switch: 'k', body: ['case 1', 'case 2', '(= x 1)', 'break', 'default', '(= x 0)'] },
    ]);
  });

  test('return with and without a value, empty statements and nested blocks', () => {
    expect(outlineOf('return;\nreturn a + 1;\n;\n{ { } }')).toEqual(['return', 'return (+ a 1)', ';', [[]]]);
  });

  test('try / catch with a typed handler and a catch-all', () => {
    expect(outlineOf('try { f(); } catch (runtime_exception& e) { g(); } catch (...) { throw; }')).toEqual([
      { try: ['(call f)'], catch: [['runtime_exception& e', ['(call g)']], ['...', ['throw']]] },
    ]);
  });

  test('a statement span covers the statement up to its semicolon', () => {
    const [s] = statementsOf('  while (i) i--;');
    expect([s.span.start.line, s.span.start.column, s.span.end.line, s.span.end.column]).toEqual([2, 3, 2, 17]);
  });

  test('a local variable or parameter named like a library type hides it until its block closes', () => {
    // `index < n` compares once `index` is a variable (the reduction sample's `unsigned index = 2 * s * i;`).
    expect(outlineOf('{ unsigned index = 2 * s; if (index < n) x = index; } index<1> i;')).toEqual([
      ['decl unsigned index = (* 2 s)', { if: '(< index n)', then: '(= x index)', else: null }],
      'decl index<1> i',
    ]);
    const unit = parseOk('int get(int index) { return index < 4 ? index : 0; }\nvoid g() { index<1> i; }');
    expect(functionNamed(unit, 'get').body!.statements.map(outline)).toEqual(['return (? (< index 4) index 0)']);
    expect(functionNamed(unit, 'g').body!.statements.map(outline)).toEqual(['decl index<1> i']);
    // A loop's variable hides it for the loop only.
    expect(outlineOf('for (int index = 0; index < 4; index++) x += index; index<1> i;')[1]).toBe('decl index<1> i');
    // Qualified, the name still finds the type.
    expect(outlineOf('int index = 1; concurrency::index<1> i(index); int j = index < 2;').length).toBe(3);
  });
});
