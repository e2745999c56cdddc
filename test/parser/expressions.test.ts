import { expressionOf, parseOk, sexpr, shape, statementsOf, typeText } from './helpers.js';

describe('binary operator precedence (each level binds tighter than the one after it)', () => {
  // C++ precedence, tightest first; for each adjacent pair, `a LOW b HIGH c` must group as (LOW a (HIGH b c))
  // and `a HIGH b LOW c` as (LOW (HIGH a b) c).
  const levels: string[][] = [
    ['*', '/', '%'],
    ['+', '-'],
    ['<<', '>>'],
    ['<', '>', '<=', '>='],
    ['==', '!='],
    ['&'],
    ['^'],
    ['|'],
    ['&&'],
    ['||'],
  ];
  for (let i = 0; i + 1 < levels.length; i++) {
    for (const high of levels[i]) {
      const low = levels[i + 1][0];
      test(`'${high}' binds tighter than '${low}'`, () => {
        expect(shape(`a ${low} b ${high} c`)).toBe(`(${low} a (${high} b c))`);
        expect(shape(`a ${high} b ${low} c`)).toBe(`(${low} (${high} a b) c)`);
      });
    }
  }

  test('every binary operator is left-associative', () => {
    for (const op of levels.flat()) {
      expect(shape(`a ${op} b ${op} c`)).toBe(`(${op} (${op} a b) c)`);
    }
  });

  test('operators of one level associate left to right regardless of which one comes first', () => {
    expect(shape('a - b + c')).toBe('(+ (- a b) c)');
    expect(shape('a / b * c % d')).toBe('(% (* (/ a b) c) d)');
    expect(shape('a == b != c')).toBe('(!= (== a b) c)');
  });

  test('the conditional operator is below ||, right-associative, and its middle is a full expression', () => {
    expect(shape('a || b ? c : d')).toBe('(? (|| a b) c d)');
    expect(shape('a ? b : c ? d : e')).toBe('(? a b (? c d e))');
    expect(shape('a ? b, c : d')).toBe('(? a (, b c) d)');
  });

  test('assignment is right-associative and binds looser than the conditional', () => {
    expect(shape('a = b = c')).toBe('(= a (= b c))');
    expect(shape('a += b ? c : d')).toBe('(+= a (? b c d))');
    for (const op of ['=', '+=', '-=', '*=', '/=', '%=', '<<=', '>>=', '&=', '|=', '^=']) {
      expect(shape(`x ${op} y + 1`)).toBe(`(${op} x (+ y 1))`);
    }
  });

  test('the comma operator is the loosest', () => {
    expect(shape('a = 1, b = 2')).toBe('(, (= a 1) (= b 2))');
  });

  test('unary operators bind tighter than binary ones, postfix tighter than prefix', () => {
    expect(shape('-a * b')).toBe('(* (- a) b)');
    expect(shape('!a && ~b')).toBe('(&& (! a) (~ b))');
    expect(shape('-a++')).toBe('(- (post++ a))');
    expect(shape('++a[i]')).toBe('(pre++ ([] a i))');
    expect(shape('*p + 1')).toBe('(+ (deref p) 1)');
    expect(shape('a - -b')).toBe('(- a (- b))');
    expect(shape('a.b.c(1)[2]')).toBe('([] (call (. (. a b) c) 1) 2)');
  });

  test('parentheses override precedence', () => {
    expect(shape('(a + b) * c')).toBe('(* (+ a b) c)');
    expect(shape('a * (b + c)')).toBe('(* a (+ b c))');
  });
});

describe('>> as a shift versus two closing template brackets', () => {
  test('`a >> 2` is a right shift; `a > > 2` is not', () => {
    expect(shape('a >> 2')).toBe('(>> a 2)');
    expect(shape('a >>= 2')).toBe('(>>= a 2)');
    expect(shape('a >> 1 >> 2')).toBe('(>> (>> a 1) 2)');
  });

  test('a shift groups tighter than a comparison: a >> 1 > b', () => {
    expect(shape('a >> 1 > b')).toBe('(> (>> a 1) b)');
  });

  test('nested template arguments close with >>', () => {
    const [decl] = statementsOf('vector<vector<int>> grid;');
    expect(decl.kind).toBe('DeclStmt');
    if (decl.kind !== 'DeclStmt') return;
    expect(decl.group.decls[0].name).toBe('grid');
    expect(typeText(decl.group.decls[0].type)).toBe('vector<vector<int>>');
  });

  test('a shift inside a parenthesised template argument stays a shift', () => {
    const [decl] = statementsOf('index<(4 >> 1)> i;');
    if (decl.kind !== 'DeclStmt') throw new Error(decl.kind);
    expect(typeText(decl.group.decls[0].type)).toBe('index<(>> 4 1)>');
  });
});

describe('template-ids', () => {
  test('array_view<const int, 2> as a declaration type', () => {
    const [decl] = statementsOf('array_view<const int, 2> a(M, N, v);');
    if (decl.kind !== 'DeclStmt') throw new Error(decl.kind);
    const v = decl.group.decls[0];
    expect(typeText(v.type)).toBe('array_view<const int,2>');
    expect(v.init?.style).toBe('paren');
  });

  // The parser may produce a ConstructExpr or a call of the template-id (sema treats both as construction);
  // what matters is that `index < 2 > (0, 0)` is not read as two comparisons.
  test('index<2>(0, 0) in an expression is a template-id applied to arguments, not a comparison', () => {
    expect(shape('x = index<2>(0, 0)')).toMatch(/^\(= x \((call|construct) index<2> 0 0\)\)$/);
    expect(shape('f(index<1>(i) + 1)')).toMatch(/^\(call f \(\+ \((call|construct) index<1> i\) 1\)\)$/);
  });

  test('e.tile<2,2>() is a member template call', () => {
    expect(shape('e.tile<2,2>()')).toBe('(call (. e tile<2,2>))');
    expect(shape('a.extent.tile<TS, TS>()')).toBe('(call (. (. a extent) tile<TS,TS>))');
  });

  test('< after a name that is not a template is a comparison', () => {
    expect(shape('a < 2 > b')).toBe('(> (< a 2) b)');
    expect(shape('tile < 2')).toBe('(< tile 2)');
  });

  test('qualified names', () => {
    expect(shape('std::cout << x')).toBe('(<< std::cout x)');
    expect(shape('x = concurrency::index<2>(1, 2)')).toMatch(/^\(= x \((call|construct) concurrency::index<2> 1 2\)\)$/);
  });
});

describe('casts', () => {
  test('C-style cast to a built-in type', () => {
    expect(shape('(int)x + 1')).toBe('(+ (c-cast int x) 1)');
    expect(shape('(unsigned int)-x')).toBe('(c-cast unsigned int (- x))');
    expect(shape('(float)a / b')).toBe('(/ (c-cast float a) b)');
  });

  test('a parenthesised name that is not a type is an expression, not a cast', () => {
    expect(shape('(a) + 1')).toBe('(+ a 1)');
    expect(shape('(a) - b')).toBe('(- a b)');
    expect(shape('(a)(b)')).toBe('(call a b)');
  });

  test('a parenthesised user type is a cast', () => {
    expect(shape('(Point)p', 'struct Point { int x; };')).toBe('(c-cast Point p)');
    expect(shape('(T)-1', 'typedef int T;')).toBe('(c-cast T (- 1))');
  });

  test('a pointer cast', () => {
    expect(shape('(const int*)p')).toBe('(c-cast const int* p)');
  });

  test('static_cast and functional casts', () => {
    expect(shape('static_cast<float>(a + b)')).toBe('(static_cast-cast float (+ a b))');
    expect(shape('static_cast<unsigned int>(x) >> 1')).toBe('(>> (static_cast-cast unsigned int x) 1)');
    expect(shape('float(i) * 2')).toBe('(* (functional-cast float i) 2)');
  });
});

describe('lambdas', () => {
  const lambdaOf = (text: string) => {
    const e = expressionOf(`parallel_for_each(e, ${text})`);
    if (e.kind !== 'CallExpr' || e.args[1]?.kind !== 'Lambda') throw new Error(sexpr(e));
    return e.args[1];
  };

  test('[=] with an index parameter and restrict(amp)', () => {
    const l = lambdaOf('[=](index<1> idx) restrict(amp) { a[idx] = 1; }');
    expect(l.captureDefault).toBe('=');
    expect(l.captures).toEqual([]);
    expect(l.params.map((p) => [p.name, typeText(p.type)])).toEqual([['idx', 'index<1>']]);
    expect(l.restrictions.map((r) => r.name)).toEqual(['amp']);
    expect(l.body.statements).toHaveLength(1);
  });

  test('[&] captures everything by reference', () => {
    const l = lambdaOf('[&](index<1> i) restrict(amp) {}');
    expect(l.captureDefault).toBe('&');
    expect(l.captures).toEqual([]);
  });

  test('[=, &x] mixes a default with an explicit reference capture', () => {
    const l = lambdaOf('[=, &x, y](index<1> i) restrict(amp) {}');
    expect(l.captureDefault).toBe('=');
    expect(l.captures.map((c) => [c.name, c.byReference])).toEqual([['x', true], ['y', false]]);
    expect(l.captures[0].span.start.column).toBeLessThan(l.captures[1].span.start.column);
  });

  test('a tiled_index parameter with template arguments', () => {
    const l = lambdaOf('[=](tiled_index<16, 16> t) restrict(amp) { t.barrier.wait(); }');
    expect(typeText(l.params[0].type)).toBe('tiled_index<16,16>');
    const [stmt] = l.body.statements;
    expect(stmt.kind === 'ExprStmt' && sexpr(stmt.expr)).toBe('(call (. (. t barrier) wait))');
  });
});

describe('literals', () => {
  test('integer literal values and suffixes', () => {
    const e = expressionOf('f(10, 0x1F, 017, 0b101, 42u, 7UL)');
    if (e.kind !== 'CallExpr') throw new Error(e.kind);
    expect(e.args.map((a) => (a.kind === 'IntLiteral' ? [a.value, a.isUnsigned, a.isLong] : null))).toEqual([
      [10n, false, false], [31n, false, false], [15n, false, false], [5n, false, false], [42n, true, false], [7n, true, true],
    ]);
  });

  test('float literals know whether they are float or double', () => {
    const e = expressionOf('f(1.5f, 1.5, 2e3)');
    if (e.kind !== 'CallExpr') throw new Error(e.kind);
    expect(e.args.map((a) => (a.kind === 'FloatLiteral' ? [a.value, a.isFloat] : null))).toEqual([[1.5, true], [1.5, false], [2000, false]]);
  });

  test('char and string literals are unescaped', () => {
    const e = expressionOf(`f('a', '\\n', "x\\ty" "z")`);
    if (e.kind !== 'CallExpr') throw new Error(e.kind);
    expect(e.args.map((a) => (a.kind === 'CharLiteral' ? a.value : a.kind === 'StringLiteral' ? a.value : null))).toEqual([97, 10, 'x\tyz']);
  });
});

describe('spans', () => {
  test('a binary expression spans from its left operand to its right one; opSpan is the operator', () => {
    const unit = parseOk('void f() {\n  total = alpha +  beta;\n}');
    const fn = unit.decls[0];
    if (fn.kind !== 'FunctionDecl') throw new Error(fn.kind);
    const stmt = fn.body!.statements[0];
    if (stmt.kind !== 'ExprStmt' || stmt.expr.kind !== 'AssignExpr' || stmt.expr.value.kind !== 'BinaryExpr') throw new Error('shape');
    const plus = stmt.expr.value;
    expect([plus.span.start.line, plus.span.start.column, plus.span.end.column]).toEqual([2, 11, 24]); // end is exclusive
    expect([plus.opSpan.start.column]).toEqual([17]);
  });
});

describe('pointers to members and member templates', () => {
  test("'.*' and '->*' bind tighter than '*' and looser than unary and postfix operators", () => {
    expect(shape('a * s.*pm', 'struct S { int x; };')).toBe('(* a (.* s pm))');
    expect(shape('-p->*pm', 'struct S { int x; };')).toBe('(->* (- p) pm)');
    expect(shape('s.*table[1]', 'struct S { int x; };')).toBe('(.* s ([] table 1))');
    expect(shape('(s.*f)(1, 2)', 'struct S { int x; };')).toBe('(call (.* s f) 1 2)');
    expect(shape('s.x * 2', 'struct S { int x; };')).toBe('(* (. s x) 2)');
  });

  test("a member template's name makes '<' a template argument list, as 'template' does", () => {
    const decl = 'struct S { template <typename T> T get(T x) const { return x; } };';
    expect(shape('s.get<double>(1)', decl)).toBe('(call (. s get<double>) 1)');
    expect(shape('p->template put<int>()')).toBe('(call (-> p put<int>))');
    expect(shape('s.other < 1', decl)).toBe('(< (. s other) 1)');
  });
});
