/**
 * Sums whose wrap is their conversion's (src/lower/conversion-wraps.ts): an int `+`/`-` converted
 * at once to a narrower or unsigned integer, or a 64-bit `+ - * <<` converted to a narrower integer or
 * the other signedness, is marked `unwrapped` by the host lowering; any other sum is not.
 */
import { lowerHostCode } from '../../src/lower/lower-host.js';
import type { Expr } from '../../src/sema/program.js';
import { forEachExprInStmt } from '../../src/sema/walk.js';
import { typeToString } from '../../src/sema/types.js';
import { checkClean } from '../sema/helpers.js';

/** Each sum of `main`'s lowered body, as `T(op)` for the type it is converted to (`-` unconverted), with `unwrapped` marked `!`. */
function sums(body: string): string[] {
  const program = checkClean(`int main() {\n${body}\n}`);
  const main = program.functions.find((f) => f.name === 'main')!;
  const found: string[] = [];
  const lowered = lowerHostCode(program).functions.get(main)!;
  const converted = new Map<Expr, string>();
  forEachExprInStmt(lowered, (e) => { if (e.kind === 'Convert') converted.set(e.operand, typeToString(e.type)); });
  forEachExprInStmt(lowered, (e) => {
    if (e.kind === 'Binary' && (e.op === '+' || e.op === '-' || e.op === '*' || e.op === '<<' || e.op === '/')) found.push(`${converted.get(e) ?? '-'}(${e.op})${e.unwrapped ? '!' : ''}`);
  });
  return found;
}

describe('conversion wraps', () => {
  it('marks a 64-bit +, -, * or << converted to a narrower integer or to the other signedness', () => {
    expect(sums('long long ll = 1; short s = (short)(ll + 1); return s;')).toEqual(['short(+)!']);
    expect(sums('long long ll = 1; unsigned long long u = ll * 3; int i = (int)(ll << 40); unsigned char c = (unsigned char)(ll - 7); return i + c + (int)u;'))
      .toEqual(['unsigned long long(*)!', 'int(<<)!', 'unsigned char(-)!', '-(+)', '-(+)']);
  });

  it('leaves a 64-bit operator that does not wrap, or a conversion that keeps 64 bits and the signedness, as it is', () => {
    expect(sums('long long ll = 1; int q = (int)(ll / 3); long long w = ll + 1; double d = ll - 1; return q + (int)w + (int)d;'))
      .toEqual(['int(/)', '-(+)', 'double(-)', '-(+)', '-(+)']);
  });

  it('marks an int sum converted to a narrower integer or to unsigned', () => {
    expect(sums('unsigned char u8 = 250; u8 += 10; return u8;')).toEqual(['unsigned char(+)!']);
    expect(sums('int a = 1, b = 2; unsigned u = a - b; short s = a + b; return (int)u + s;')).toEqual(['unsigned int(-)!', 'short(+)!', '-(+)']);
  });

  it('leaves a sum that is not converted, or converted to a wider or floating type, wrapped', () => {
    expect(sums('int a = 1, b = 2; int c = a + b; long long w = a + b; double d = a - b; return c + (int)w + (int)d;'))
      .toEqual(['-(+)', 'long long(+)', 'double(-)', '-(+)', '-(+)']);
  });
});

/** The Binary operators of `main`'s lowered body, as `type(op)`. */
function operatorTypes(body: string): string[] {
  const program = checkClean(`int main() {\n${body}\n}`);
  const main = program.functions.find((f) => f.name === 'main')!;
  const found: string[] = [];
  forEachExprInStmt(lowerHostCode(program).functions.get(main)!, (e) => {
    if (e.kind === 'Binary' && (e.op === '+' || e.op === '-' || e.op === '*' || e.op === '/')) found.push(`${typeToString(e.type)}(${e.op})${e.unwrapped ? '!' : ''}`);
  });
  return found;
}

describe('ptrdiff_t arithmetic converted back to an int (src/sema/ptrdiff.ts)', () => {
  const pointers = 'int a[4] = {1, 2, 3, 4}; int* p = &a[3]; int* q = &a[1];';

  it('is the int arithmetic: +, - and * agree modulo 2^32', () => {
    expect(operatorTypes(`${pointers} int n = (p - q) * 2 - 3; return n;`)).toEqual(['int(-)', 'int(*)', 'int(-)']);
    expect(operatorTypes(`${pointers} int n = 1; n += p - q; return n;`)).toEqual(['int(+)', 'int(-)']);
  });

  it('wraps once where the target is narrower', () => {
    expect(operatorTypes(`${pointers} char c = 'a' + (p - q); return c;`)).toEqual(['int(+)!', 'int(-)']);
  });

  it('keeps 64 bits where the result is kept, divided, or a constant is out of the range of int', () => {
    expect(operatorTypes(`${pointers} long w = (p - q) + 1; int d = (p - q) / 2; int k = (p - q) + 3000000000L; return (int)w + d + k;`))
      .toEqual(['long(+)', 'int(-)', 'long(/)', 'int(-)', 'long(+)!', 'int(-)', 'int(+)', 'int(+)']);
  });
});
