import { constValueOf } from '../../src/sema/const-eval.js';
import { checkClean, checkSource, fn, kernel, lastExpr, tsexpr, typeOf, where } from './helpers.js';

const decls = 'int i = 1; unsigned int u = 2u; char c = 3; short s = 4; bool b = true; float f = 1.0f; double d = 2.0; long long ll = 5; unsigned char uc = 6;';
const t = (expr: string) => typeOf(expr, decls);

describe('types of expressions', () => {
  test('literals: int, unsigned, float vs double, char, bool', () => {
    expect([t('42'), t('42u'), t('1.5f'), t('1.5'), t("'a'"), t('true')]).toEqual([
      'int', 'unsigned int', 'float', 'double', 'char', 'bool',
    ]);
  });

  test('integer promotion: char, short and bool operands compute in int', () => {
    expect([t('c + c'), t('s * s'), t('b + b'), t('uc - uc'), t('-c'), t('~uc'), t('+s')]).toEqual([
      'int', 'int', 'int', 'int', 'int', 'int', 'int',
    ]);
  });

  test('usual arithmetic conversions', () => {
    expect([
      t('i + u'), t('u * c'), t('i + f'), t('f + d'), t('i / d'), t('c + f'), t('f * 2'), t('f * 2.0'), t('ll + i'), t('ll + u'),
    ]).toEqual([
      'unsigned int', 'unsigned int', 'float', 'double', 'double', 'float', 'float', 'double', 'long long', 'long long',
    ]);
  });

  test('comparisons and logical operators are bool', () => {
    expect([t('i < u'), t('f == d'), t('c != 0'), t('i && f'), t('!i'), t('i > 0 || b')]).toEqual(['bool', 'bool', 'bool', 'bool', 'bool', 'bool']);
  });

  test('shifts take the promoted left operand type only', () => {
    expect([t('c << i'), t('u >> i'), t('i << u'), t('1u << 3')]).toEqual(['int', 'unsigned int', 'int', 'unsigned int']);
  });

  test('assignment has the target type; the conditional operator the common type of its arms', () => {
    expect([t('f = i'), t('i += d'), t('b ? i : f'), t('b ? c : c')]).toEqual(['float', 'int', 'float', 'char']);
  });

  test('a double literal in float arithmetic makes it double', () => {
    expect(t('f * 0.5')).toBe('double');
    expect(t('f * 0.5f')).toBe('float');
  });
});

describe('implicit conversions are explicit Convert nodes', () => {
  const shape = (expr: string) => tsexpr(lastExpr(`${decls}\n${expr};`));

  test('the int operand of int + float is converted to float', () => {
    expect(shape('i + f')).toBe('(+ (convert:float i) f)');
    expect(shape('f + i')).toBe('(+ f (convert:float i))');
  });

  test('both char operands are promoted to int', () => {
    expect(shape('c + c')).toBe('(+ (convert:int c) (convert:int c))');
  });

  test('int and unsigned meet at unsigned', () => {
    expect(shape('i < u')).toBe('(< (convert:unsigned int i) u)');
  });

  test('an assigned value is converted to the target type', () => {
    expect(shape('i = f')).toBe('(= i (convert:int f))');
    expect(shape('d = f')).toBe('(= d (convert:double f))');
  });

  test('conditions are converted to bool', () => {
    expect(shape('i && f')).toBe('(&& (convert:bool i) (convert:bool f))');
  });

  test('arguments are converted to parameter types', () => {
    const e = lastExpr('int i = 1; g(i);', 'void g(float x) {}');
    expect(tsexpr(e)).toBe('(call g (convert:float i))');
  });

  test('a return value is converted to the return type', () => {
    const program = checkClean('float half(int x) { return x / 2; }');
    const ret = fn(program, 'half').body!.statements[0];
    expect(ret.kind === 'Return' && ret.value && tsexpr(ret.value)).toBe('(convert:float (/ x 2:int))');
  });

  test('constants are converted at compile time: no Convert around a literal', () => {
    expect(shape('f = 1')).toBe('(= f 1:float)');
    expect(shape('i = 2.75')).toBe('(= i 2:int)');
    expect(shape('i = -2.75')).toBe('(= i -2:int)');
  });

  test('no conversion when the types already agree', () => {
    expect(shape('i + i')).toBe('(+ i i)');
    expect(shape('f * f')).toBe('(* f f)');
  });
});

describe('constant evaluation', () => {
  test('integer arithmetic folds with C++ semantics (truncating division, wrap-around)', () => {
    const value = (expr: string) => {
      const e = lastExpr(`${expr};`);
      return constValueOf(e);
    };
    expect(value('7 / 2')).toBe(3);
    expect(value('-7 / 2')).toBe(-3);
    expect(value('-7 % 2')).toBe(-1);
    expect(value('2147483647 + 1')).toBe(-2147483648);
    expect(value('1 << 4 | 3')).toBe(19);
    expect(value('0u - 1u')).toBe(4294967295);
    expect(value('(3 > 2) + (2 > 3)')).toBe(1);
    expect(value('10 / 4 * 4.0')).toBe(8);
  });

  test('float constants are computed in single precision', () => {
    // In C++ `0.1f + 0.2f` is a float: the sum rounds to the float nearest 0.3, which is 0.3f.
    const e = lastExpr('0.1f + 0.2f;');
    expect(e.type).toEqual({ kind: 'float', bits: 32 });
    expect(constValueOf(e)).toBe(Math.fround(0.3));
  });

  test('static const ints are known at compile time and used as tile sizes', () => {
    const program = checkClean(`
static const int TS = 16;
const int HALF = TS / 2;
void run(std::vector<int>& v) {
  array_view<int, 2> a(64, 64, v);
  parallel_for_each(a.extent.tile<TS, HALF>(), [=](tiled_index<TS, HALF> t) restrict(amp) {
    a[t.global] = 0;
  });
}`);
    expect(kernel(program).tile).toEqual([16, 8]);
    expect(program.globals.map((g) => [g.variable.name, g.variable.constValue])).toEqual([['TS', 16], ['HALF', 8]]);
  });

  test('a local const initialised from a constant expression is a constant; a non-const variable is not', () => {
    const program = checkClean('void f(int n) { const int ROWS = 2 * 4 + 1; int cols = 3; const int DYN = n; }');
    const vars = fn(program, 'f').body!.statements.map((s) => (s.kind === 'VarDecl' ? [s.variable.name, s.variable.constValue] : null));
    expect(vars).toEqual([['ROWS', 9], ['cols', null], ['DYN', null]]);
  });

  test('array bounds from constants', () => {
    const program = checkClean('const int N = 3;\nint table[N * 2];');
    expect(program.globals[1].variable.type).toMatchObject({ kind: 'array', length: 6 });
  });

  test('a tile size that is not constant is reported at the template argument', () => {
    const { diagnostics } = checkSource(`
void run(std::vector<int>& v, int n) {
  array_view<int, 1> a(64, v);
  parallel_for_each(a.extent.tile<n>(), [=](tiled_index<16> t) restrict(amp) { a[t.global] = 0; });
}`);
    expect(where(diagnostics)[0]).toMatch(/^(tile-size-not-constant|not-constant)@4:35$/);
  });
});
