/**
 * The host printer prints the copies the host lowering made explicit (src/lower/host-copies.ts)
 * and a declaration's binding into a `for` header without cutting printed text.
 */
import { compile } from '../../src/driver.js';

function host(source: string): string {
  const r = compile('t.cpp', source);
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return r.output!.host;
}

const S = 'struct S { int x; };';

describe('host copies, printed', () => {
  it('clones an lvalue copied into a declaration, a by-value parameter and an assigned vector', () => {
    const code = host(`#include <vector>\n${S}\nint f(S s) { return s.x; }\nint main() { S a{1}; S b = a; std::vector<int> v, w; v = w; std::vector<S> xs; xs.push_back(a); return f(a) + b.x; }`);
    expect(code).toMatch(/let b: S = a\.clone\(\);/);
    expect(code).toMatch(/f\(a\.clone\(\)\)/);
    expect(code).toMatch(/xs\.push\(a\.clone\(\)\)/);
    expect(code).not.toMatch(/S\(\{ x: 1 \}\)\.clone|new S\(1\)\.clone/);
  });

  it('copies the chosen lvalue branch of a conditional initialiser, in parentheses of its own', () => {
    const code = host(`${S}\nint main(int argc, char**) { S a{1}; S b = argc > 1 ? a : S{2}; return b.x; }`);
    expect(code).toMatch(/let b: S = \(\(argc > 1\) \? a\.clone\(\) : new S\(2\)\);/);
  });

  it('does not copy a named return value (NRVO)', () => {
    const code = host(`${S}\nS made() { S local{1}; return local; }\nint main() { return made().x; }`);
    expect(code).toMatch(/return local;/);
  });

  it('prints a for header from the declarations themselves', () => {
    const code = host('int main() { int n = 0; for (int i = 0, j = 5; i < j; ++i, --j) n += j - i; for (const int k = 3; n < k; ) n++; return n; }');
    expect(code).toMatch(/for \(let i: number = 0, j: number = 5; i < j; /);
    expect(code).toMatch(/for \(const k: number = 3; n < k; \)/);
  });
});

describe('default initialisations, printed', () => {
  it("runs a class's default constructor and hoists a case's declaration before its switch", () => {
    const code = host('struct S { int x; S() : x(7) {} };\nint main(int argc, char**) { S s; switch (argc) { case 1: int n; n = 2; return n + s.x; default: return 0; } }');
    expect(code).toMatch(/let s: S = S_new\(\);/);
    expect(code).toMatch(/let n: number = 0;\n\s*switch \(argc\)/);
  });
});
