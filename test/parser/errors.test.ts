import { errorsOf, functionNamed, parse } from './helpers.js';

describe('syntax errors', () => {
  test('a missing semicolon is reported right after the previous token (clang style), naming what was found', () => {
    expect(errorsOf('int main() {\n  int x = 3 4;\n  return 0;\n}')).toEqual(["2:12 expected ';', found '4'"]);
    expect(errorsOf('int main() {\n  int x = 1\n  return x;\n}')).toEqual(["2:12 expected ';', found 'return'"]);
  });

  test('a missing operand is reported at the token that was found instead', () => {
    expect(errorsOf('void f() {\n  int a = (1 + ;\n}')).toEqual(["2:16 expected expression, found ';'"]);
  });

  test('a missing closing parenthesis', () => {
    expect(errorsOf('void f() {\n  if (a { x = 1; }\n  y = 2;\n}')).toEqual(["2:8 expected ')', found '{'"]);
  });

  test('parsing goes on after an error inside a function: a second, independent error is reported too', () => {
    expect(errorsOf('void f() {\n  int a = (1 + ;\n  int b = 2;\n  b = b * ;\n}')).toEqual([
      "2:16 expected expression, found ';'",
      "4:11 expected expression, found ';'",
    ]);
    expect(errorsOf('void f() {\n  for (int i = 0; i < 3; i++ { }\n  int ok = 1;\n  ok = ok + ;\n}')).toEqual([
      "2:29 expected ')', found '{'",
      "4:13 expected expression, found ';'",
    ]);
  });

  test('parsing goes on after an error at top level', () => {
    expect(errorsOf('int x = ;\nint y = 2;\nfloat z = ) ;')).toEqual([
      "1:9 expected expression, found ';'",
      "3:11 expected expression, found ')'",
    ]);
  });

  test('errors in two functions are both reported, and the declarations after an error are kept', () => {
    const text = 'void f() { g(1, 2; }\nint h() { return 1 }\nint k() { return 2; }';
    const { unit, errors } = parse(text);
    expect(errors.map((e) => `${e.span.start.line}:${e.span.start.column} ${e.message}`)).toEqual([
      "1:18 expected ')', found ';'",
      "2:19 expected ';', found '}'",
    ]);
    expect(functionNamed(unit, 'k').body!.statements.map((s) => s.kind)).toEqual(['ReturnStmt']);
  });

  test('a damaged statement yields one error, not a cascade, and becomes an ErrorStmt between good statements', () => {
    // Chevrotain's single-token insertion would report the `4` and then the `:`; panic mode skips to the `;`.
    const { unit, errors } = parse('void f() {\n  x = (c)  4 : 2;\n  y = 1;\n}');
    expect(errors.map((e) => `${e.span.start.line}:${e.span.start.column} ${e.message}`)).toEqual(["2:10 expected ';', found '4'"]);
    expect(functionNamed(unit, 'f').body!.statements.map((s) => s.kind)).toEqual(['ErrorStmt', 'ExprStmt']);
  });

  test('a statement with several problems on one line reports only the first', () => {
    expect(errorsOf('void f() {\n  int = = 3 + + ;\n  int ok;\n}')).toHaveLength(1);
  });

  test('a missing closing brace at end of file is one error at the end', () => {
    const errors = parse('void f() {\n  int a = 1;\n').errors;
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toMatch(/expected .*found end of file/);
    expect(errors[0].span.start.line).toBe(2);
  });

  test('an error inside a lambda body does not swallow the rest of the enclosing function', () => {
    const text = [
      'void f() {',
      '  parallel_for_each(e, [=](index<1> i) restrict(amp) {',
      '    a[i] = * ;',
      '  });',
      '  int after = 1;',
      '  after = after + ;',
      '}',
    ].join('\n');
    expect(errorsOf(text)).toEqual(["3:14 expected expression, found ';'", "6:19 expected expression, found ';'"]);
  });

  test('syntax errors are data: a stream of garbage never throws', () => {
    expect(() => parse(') ] } > >> :: ; ( [ { int int = = return')).not.toThrow();
    expect(parse(') ] }').errors.length).toBeGreaterThan(0);
  });
});
