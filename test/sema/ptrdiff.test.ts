/**
 * std::ptrdiff_t on the host (src/sema/ptrdiff.ts): pointer and iterator differences and
 * std::count are `long`, the int the runtime computes widened; a conversion back to an int type
 * converts the int, and a comparison of widened ints compares the ints. restrict(amp) code keeps
 * its 32-bit differences.
 */
import { checkClean, fn, lastExpr, tsexpr } from './helpers.js';
import { typeToString } from '../../src/sema/types.js';

const pointers = 'int a[4] = {1, 2, 3, 4}; int* p = &a[3]; int* q = &a[1];';
const vector = '#include <vector>\n#include <algorithm>\n';

describe('ptrdiff_t on the host', () => {
  it('types a pointer difference and std::count as long, widened from the int', () => {
    expect(tsexpr(lastExpr(`${pointers}\np - q;`))).toBe('(convert:long (- p q))');
    expect(typeToString(lastExpr('std::vector<int> v; std::count(v.begin(), v.end(), 2);', vector).type)).toBe('long');
    expect(typeToString(lastExpr('std::vector<int> v; std::find(v.begin(), v.end(), 2) - v.begin();', vector).type)).toBe('long');
  });

  it('converts a widened int to another arithmetic type as the int', () => {
    expect(tsexpr(lastExpr(`${pointers}\nint d; d = p - q;`))).toBe('(= d (- p q))');
    expect(tsexpr(lastExpr(`${pointers}\nshort s; s = p - q;`))).toBe('(= s (convert:short (- p q)))');
    expect(tsexpr(lastExpr(`${pointers}\ndouble x; x = p - q;`))).toBe('(= x (convert:double (- p q)))');
    // long → unsigned long of an int: the int's conversion, negative values made huge as C++ does.
    expect(tsexpr(lastExpr(`${pointers}\nunsigned long u; u = p - q;`))).toBe('(= u (convert:unsigned long (- p q)))');
  });

  it('compares widened ints, and ints with int constants, as ints', () => {
    expect(tsexpr(lastExpr(`${pointers}\np - q > 2;`))).toBe('(> (- p q) 2:int)');
    expect(tsexpr(lastExpr(`${pointers}\nint i = 0; i < p - q;`))).toBe('(< i (- p q))');
    expect(tsexpr(lastExpr(`${pointers}\np - q == 3u;`))).toBe('(== (- p q) 3:int)');
  });

  it('keeps 64 bits where the comparison or the arithmetic needs them', () => {
    expect(tsexpr(lastExpr(`${pointers}\nlong l = 5; l < p - q;`))).toBe('(< l (convert:long (- p q)))');
    expect(tsexpr(lastExpr(`${pointers}\np - q < 3000000000L;`))).toBe('(< (convert:long (- p q)) 3000000000:long)');
    expect(tsexpr(lastExpr(`${pointers}\nunsigned long n = 2; p - q < n;`))).toBe('(< (convert:unsigned long (- p q)) n)');
    expect(tsexpr(lastExpr(`${pointers}\n(p - q) * 1000000;`))).toBe('(* (convert:long (- p q)) 1000000:long)');
  });

  it('keeps restrict(amp) code 32-bit, restrict(amp, cpu) functions included (their body is a kernel\'s too)', () => {
    const differenceType = (restriction: string) => {
      const program = checkClean(`int probe() ${restriction} {\n${pointers}\nauto d = p - q;\nreturn d;\n}\nint main() { return 0; }`);
      const decl = fn(program, 'probe').body!.statements.find((s) => s.kind === 'VarDecl' && s.variable.name === 'd');
      return decl?.kind === 'VarDecl' && typeToString(decl.variable.type);
    };
    expect(differenceType('restrict(amp)')).toBe('int');
    expect(differenceType('restrict(amp, cpu)')).toBe('int');
    expect(differenceType('')).toBe('long');
  });
});
