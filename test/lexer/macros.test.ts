import { expandsTo, images, run, where } from './helpers.js';
import { Identifier, IntegerLiteral, StringLiteral, Plus } from '../../src/lexer/tokens.js';

describe('object-like macros', () => {
  test('replace their name, and expansions are rescanned', () => {
    expect(expandsTo('#define N 8\n#define M N * N\nint a[M];')).toBe('int a [ 8 * 8 ] ;');
  });

  test('a macro defined after use does not apply before its definition', () => {
    expect(expandsTo('N\n#define N 1\nN')).toBe('N 1');
  });

  test('an empty macro expands to nothing', () => {
    expect(expandsTo('#define NOTHING\na NOTHING b')).toBe('a b');
  });

  test('#define X X terminates (painted blue)', () => {
    expect(expandsTo('#define X X\nX + X')).toBe('X + X');
  });

  test('mutual recursion stops after one round', () => {
    expect(expandsTo('#define A B + 1\n#define B A * 2\nA; B')).toBe('A * 2 + 1 ; B + 1 * 2');
  });

  test('#undef removes a definition', () => {
    expect(expandsTo('#define N 1\nN\n#undef N\nN')).toBe('1 N');
  });

  test('an identical redefinition is silent, a different one warns and wins', () => {
    expect(run('#define N  1\n#define N 1\nN').diagnostics).toEqual([]);
    const result = run('#define N 1\n#define N 2\nN');
    expect(images(result)).toBe('2');
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({
      severity: 'warning',
      code: 'pp-macro-redefined',
      span: { start: { line: 2, column: 9 } },
      notes: [{ span: { start: { line: 1, column: 9 } } }],
    });
  });

  test('keywords can be defined as macros', () => {
    expect(expandsTo('#define restrict(x)\n#define inline\ninline void f() restrict(amp);')).toBe('void f ( ) ;');
  });
});

describe('function-like macros', () => {
  test('substitute arguments, which are expanded first', () => {
    expect(expandsTo('#define N 3\n#define SQ(x) ((x) * (x))\nSQ(N + 1)')).toBe('( ( 3 + 1 ) * ( 3 + 1 ) )');
  });

  test('a space before ( makes an object-like macro', () => {
    expect(expandsTo('#define F (x) x\nF(1)')).toBe('( x ) x ( 1 )');
  });

  test('a name without ( is not an invocation', () => {
    expect(expandsTo('#define F(x) [x]\nint F; F (1)')).toBe('int F ; [ 1 ]');
  });

  test('the invocation may span lines', () => {
    expect(expandsTo('#define ADD(a, b) a + b\nADD(1,\n  2)\nnext')).toBe('1 + 2 next');
  });

  test('nested parentheses and commas inside them belong to one argument', () => {
    expect(expandsTo('#define FIRST(a, b) a\nFIRST(f(1, 2), 3)')).toBe('f ( 1 , 2 )');
  });

  test('empty arguments', () => {
    expect(expandsTo('#define P(a, b) [a|b]\nP(,) P(1,) P(,2)')).toBe('[ | ] [ 1 | ] [ | 2 ]');
    expect(expandsTo('#define Z() zero\nZ()')).toBe('zero');
  });

  test('nested invocations in arguments and in the body', () => {
    expect(expandsTo('#define INC(x) (x + 1)\n#define TWICE(x) INC(INC(x))\nTWICE(INC(0))')).toBe(
      '( ( ( 0 + 1 ) + 1 ) + 1 )',
    );
  });

  test('a self-referencing function-like macro does not loop', () => {
    expect(expandsTo('#define f(x) f(x + 1)\nf(f(0))')).toBe('f ( f ( 0 + 1 ) + 1 )');
  });

  test('the C standard example: f(2)(9) with f(a) a*g and g(a) f(a)', () => {
    expect(expandsTo('#define f(a) a*g\n#define g(a) f(a)\nf(2)(9)')).toBe('2 * 9 * g');
  });

  test('a macro name produced by an expansion followed by ( from the text is invoked', () => {
    expect(expandsTo('#define CALL G\n#define G(x) <x>\nCALL(5)')).toBe('< 5 >');
  });

  test('variadic macros', () => {
    expect(expandsTo('#define LOG(fmt, ...) printf(fmt, __VA_ARGS__)\nLOG("%d %d", a, b)')).toBe(
      'printf ( "%d %d" , a , b )',
    );
    expect(expandsTo('#define V(...) [__VA_ARGS__]\nV() V(1, 2)')).toBe('[ ] [ 1 , 2 ]');
    expect(expandsTo('#define G(x, ...) x\nG(1)')).toBe('1');
  });
});

describe('# and ##', () => {
  test('# stringizes the unexpanded argument, squeezing whitespace and escaping literals', () => {
    const result = run('#define N 1\n#define S(x) #x\nS( a  +   N ) S("q\\n" \'"\') S()');
    expect(result.diagnostics).toEqual([]);
    expect(result.tokens.map((t) => t.image)).toEqual(['"a + N"', '"\\"q\\\\n\\" \'\\"\'"', '""']);
    expect(result.tokens.every((t) => t.tokenType === StringLiteral)).toBe(true);
  });

  test('## pastes unexpanded operands into one re-lexed token', () => {
    const result = run('#define N 1\n#define CAT(a, b) a##b\nCAT(x, y) CAT(N, 2) CAT(+, =) CAT(1, .5f)');
    expect(result.diagnostics).toEqual([]);
    expect(result.tokens.map((t) => [t.image, t.tokenType.name])).toEqual([
      ['xy', 'Identifier'],
      ['N2', 'Identifier'],
      ['+=', 'PlusEqual'],
      ['1.5f', 'FloatLiteral'],
    ]);
  });

  test('## with empty arguments (placemarkers)', () => {
    expect(expandsTo('#define CAT(a, b) [a ## b]\nCAT(,) CAT(x,) CAT(,y)')).toBe('[ ] [ x ] [ y ]');
  });

  test('chained pastes and pasting with body tokens', () => {
    expect(expandsTo('#define C3(a, b, c) a ## b ## c\n#define PRE(x) pre_ ## x\nC3(1, 2, 3) PRE(fix)')).toBe(
      '123 pre_fix',
    );
  });

  test('the result of a paste is rescanned as a macro name', () => {
    expect(expandsTo('#define AB done\n#define CAT(a, b) a ## b\nCAT(A, B)')).toBe('done');
  });

  test('an invalid paste is an error and both tokens are kept', () => {
    const result = run('#define CAT(a, b) a ## b\nx = CAT(+, -);');
    expect(images(result)).toBe('x = + - ;');
    expect(where(result.diagnostics)).toEqual(['pp-invalid-paste@2:5']);
  });

  test('## at either end of a body is an error at the #define', () => {
    expect(where(run('#define BAD ## x\n#define BAD2(x) x ##').diagnostics)).toEqual([
      'pp-invalid-paste@1:13',
      'pp-invalid-paste@2:19',
    ]);
  });

  test('# not followed by a parameter is an error', () => {
    expect(where(run('#define BAD(x) #y').diagnostics)).toEqual(['pp-stringize@1:16']);
  });
});

describe('-D defines', () => {
  const sampleSizeGuard = '#ifndef SAMPLESIZE\n#define SAMPLESIZE 2\n#endif\nint s = SAMPLESIZE;';

  test('#ifndef SAMPLESIZE keeps the -D value', () => {
    expect(expandsTo(sampleSizeGuard, { defines: new Map([['SAMPLESIZE', '4']]) })).toBe('int s = 4 ;');
  });

  test('without -D the guarded default applies', () => {
    expect(expandsTo(sampleSizeGuard)).toBe('int s = 2 ;');
  });

  test('a -D value of 1 (NAME alone on the command line) and function-like -D', () => {
    const defines = new Map([
      ['DEBUG', '1'],
      ['TWICE(x)', '((x) * 2)'],
    ]);
    expect(expandsTo('#if DEBUG\nyes TWICE(3)\n#endif', { defines })).toBe('yes ( ( 3 ) * 2 )');
  });
});

describe('predefined macros', () => {
  test('__cplusplus, __AMPC__, __FILE__ and __LINE__', () => {
    const result = run('long v = __cplusplus;\n#if __AMPC__\nf(__FILE__,\n  __LINE__);\n#endif', {}, 'dir/prog.cpp');
    expect(result.diagnostics).toEqual([]);
    expect(images(result)).toBe('long v = 201103L ; f ( "dir/prog.cpp" , 4 ) ;');
    const line = result.tokens.find((t) => t.image === '4')!;
    expect(line.tokenType).toBe(IntegerLiteral);
    expect(line.span.expandedFrom?.macro).toBe('__LINE__');
  });

  test('__LINE__ inside a macro is the line of the use', () => {
    expect(expandsTo('#define HERE __LINE__\n\n\nHERE')).toBe('4');
  });
});

describe('spans through macro expansion', () => {
  const text = '#define N 8\n#define SQ(x) ((x) * (x))\nint a = SQ(b) + N;';

  test('tokens from the body get the invocation span and remember the macro definition', () => {
    const result = run(text);
    const star = result.tokens.find((t) => t.image === '*')!;
    // Line 3 starts at offset 12 + 26 = 38; SQ(b) runs from column 9 (offset 46) to column 13 inclusive.
    expect(star.span).toEqual({
      file: 'main.cpp',
      start: { offset: 46, line: 3, column: 9 },
      end: { offset: 51, line: 3, column: 14 },
      expandedFrom: {
        macro: 'SQ',
        span: { file: 'main.cpp', start: { offset: 20, line: 2, column: 9 }, end: { offset: 22, line: 2, column: 11 } },
      },
    });
    expect([star.startOffset, star.endOffset, star.startLine, star.startColumn, star.endLine, star.endColumn]).toEqual([
      46, 50, 3, 9, 3, 13,
    ]);
    expect(text.slice(star.span.start.offset, star.span.end.offset)).toBe('SQ(b)');
  });

  test('tokens from an argument keep their own spans', () => {
    const result = run(text);
    const bs = result.tokens.filter((t) => t.image === 'b');
    expect(bs).toHaveLength(2);
    for (const b of bs) {
      expect(b.tokenType).toBe(Identifier);
      expect(b.span).toEqual({
        file: 'main.cpp',
        start: { offset: 49, line: 3, column: 12 },
        end: { offset: 50, line: 3, column: 13 },
      });
      expect(b.startColumn).toBe(12);
    }
  });

  test('an object-like macro token points at the name', () => {
    const result = run(text);
    const eight = result.tokens.find((t) => t.image === '8')!;
    expect(eight.span.start).toEqual({ offset: 54, line: 3, column: 17 });
    expect(eight.span.end).toEqual({ offset: 55, line: 3, column: 18 });
    expect(eight.span.expandedFrom?.macro).toBe('N');
    expect(eight.span.expandedFrom?.span.start).toEqual({ offset: 8, line: 1, column: 9 });
  });

  test('an invocation over several lines spans them', () => {
    const result = run('#define ID(x) x + 0\nID(\n  y\n)');
    const plus = result.tokens.find((t) => t.tokenType === Plus)!;
    expect(plus.span.start).toMatchObject({ line: 2, column: 1 });
    expect(plus.span.end).toMatchObject({ line: 4, column: 2 });
    expect([plus.endLine, plus.endColumn]).toEqual([4, 1]);
    const y = result.tokens.find((t) => t.image === 'y')!;
    expect([y.startLine, y.startColumn]).toEqual([3, 3]);
  });

  test('tokens of a macro used inside another macro point at the outer use site', () => {
    const result = run('#define ONE 1\n#define PLUS_ONE(x) x + ONE\nv = PLUS_ONE(2);');
    const one = result.tokens.find((t) => t.image === '1')!;
    expect(one.span.start).toMatchObject({ line: 3, column: 5 });
    expect(one.span.end).toMatchObject({ line: 3, column: 16 });
    expect(one.span.expandedFrom?.macro).toBe('ONE');
  });

  test('>> inside a macro body stays recognisable through precededByWhitespace', () => {
    const result = run('#define SHR(a) a >> 1\nSHR(x)');
    const [, first, second] = result.tokens;
    expect([first.image, second.image]).toEqual(['>', '>']);
    expect(second.precededByWhitespace).toBe(false);
    expect(first.precededByWhitespace).toBe(true);
  });
});

describe('macro invocation errors', () => {
  test('too many and too few arguments', () => {
    const result = run('#define F(a, b) a\nx F(1, 2, 3) y\n  F(1)');
    expect(where(result.diagnostics)).toEqual(['pp-macro-arguments@2:3', 'pp-macro-arguments@3:3']);
    expect(result.diagnostics[0].message).toBe("macro 'F' requires 2 arguments, but 3 given");
    expect(images(result)).toBe('x y');
  });

  test('arguments to a macro without parameters', () => {
    expect(where(run('#define Z() 0\nZ(1)').diagnostics)).toEqual(['pp-macro-arguments@2:1']);
  });

  test('an unterminated invocation at the end of the file', () => {
    const result = run('#define F(x) x\nok\n  F(1, (2)');
    expect(where(result.diagnostics)).toEqual(['pp-unterminated-invocation@3:3']);
    expect(images(result)).toBe('ok');
  });

  test('an invocation is not continued past a directive', () => {
    const result = run('#define F(x) x\nF(1\n#define G\n)');
    expect(where(result.diagnostics)).toContain('pp-unterminated-invocation@2:1');
  });

  test('bad parameter lists and macro names', () => {
    expect(where(run('#define F(a, a) a').diagnostics)).toEqual(['pp-macro-parameters@1:14']);
    expect(where(run('#define F(a b) a').diagnostics)).toEqual(['pp-macro-parameters@1:13']);
    expect(where(run('#define F(a').diagnostics)).toEqual(['pp-macro-parameters@1:11']);
    expect(where(run('#define F(').diagnostics)).toEqual(['pp-macro-parameters@1:10']);
    expect(where(run('#define 3 x').diagnostics)).toEqual(['pp-macro-name@1:9']);
    expect(where(run('#define').diagnostics)).toEqual(['pp-macro-name@1:1']);
    expect(where(run('#define defined 1').diagnostics)).toEqual(['pp-macro-name@1:9']);
  });
});
