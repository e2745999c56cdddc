/**
 * The host code of std::vector of numbers: a runtime `Vector` over the element's typed array
 * (runtime/vector.ts), indexed as `v.data[i]` so hot loops compile as hand-written typed-array
 * loops do; other vectors stay JS arrays. Host reads of an array_view are synchronous once its
 * host copy is current (`av.peek(i) ?? (await av.get(i))`). Behaviour is checked against g++ by
 * test/e2e/oracle-programs/typed-vectors.cpp; here, the shape of the emitted code.
 */
import { compile } from '../../src/driver.js';

function host(source: string): string {
  const r = compile('t.cpp', source);
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return r.output!.host;
}

describe('vectors of numbers are typed arrays on the host', () => {
  test.each([
    ['float', 'Float32Array'],
    ['double', 'Float64Array'],
    ['int', 'Int32Array'],
    ['unsigned', 'Uint32Array'],
    ['char', 'Int8Array'],
    ['unsigned char', 'Uint8Array'],
    ['short', 'Int16Array'],
    ['unsigned short', 'Uint16Array'],
    ['long long', 'BigInt64Array'],
    ['unsigned long long', 'BigUint64Array'],
  ])('std::vector<%s> is a Vector<%s>', (element, typed) => {
    const code = host(`#include <vector>\nint f(int n) { std::vector<${element}> v(n); v.push_back(1); v[0] = v[1]; return (int)v.size(); }`);
    expect(code).toContain(`let v: Vector<${typed}> = new Vector(${typed}, n);`);
    expect(code).toMatch(/v\.data\[0\] = v\.data\[1\]!/);
    expect(code).toContain('v.push(');
    expect(code).toContain('v.size');
  });

  it('leaves vectors of bool, structs and vectors as JS arrays', () => {
    const code = host('#include <vector>\nstruct S { int a; };\nvoid f() { std::vector<bool> b(2); std::vector<S> s(2); std::vector<std::vector<int>> n(2); b[0] = true; }');
    expect(code).toContain('let b: boolean[] = new Array(2).fill(false);');
    expect(code).toContain('let s: S[] = Array.from({ length: 2 }, () => new S());');
    expect(code).toMatch(/let n: Vector<Int32Array>\[\] = /);
  });

  it('copies with clone(), brace-initialises with Vector.of, and converts resize\'s value to the element type', () => {
    const code = host('#include <vector>\nvoid g(std::vector<float> v) {}\nvoid f() { std::vector<int> a = {1, 2}; std::vector<int> b = a; a.resize(4, 2.7); std::vector<float> c; g(c); }');
    expect(code).toContain('let a: Vector<Int32Array> = Vector.of(Int32Array, [1, 2]);');
    expect(code).toContain('let b: Vector<Int32Array> = a.clone();');
    expect(code).toContain('a.resize(4, 2);');
    expect(code).toContain('g(c.clone());');
  });

  it('passes the typed array to the algorithms and to host pointers', () => {
    const code = host('#include <vector>\n#include <algorithm>\nvoid f() { std::vector<int> v = {3, 1}; std::sort(v.begin(), v.end()); int* p = &v[1]; *p = 4; }');
    expect(code).toContain('sortRange(v.data, 0, v.size, ');
    expect(code).toContain('new Pointer(v.data, 1)');
  });
});

describe('array_view reads on the host', () => {
  const view = '#include <amp.h>\n#include <vector>\nusing namespace concurrency;\n';

  it('read the host copy synchronously once it is current', () => {
    const code = host(`${view}float f(std::vector<float>& d, int n) { array_view<float, 2> av(n, n, d); float s = 0; for (int i = 0; i < n; i++) s += av(i, i + 1); return s; }`);
    expect(code).toContain('(av.peek(i, (i + 1) | 0) ?? (await av.get(i, (i + 1) | 0)))');
  });

  it('await every read whose index has side effects, so that it is evaluated once', () => {
    const code = host(`${view}int f(std::vector<int>& d) { array_view<int, 1> av(3, d); int i = 0; return av[i++]; }`);
    expect(code).not.toContain('peek');
    expect(code).toContain('(await av.get(');
  });
});

describe('library mode', () => {
  it('wraps a caller\'s typed array for a vector reference instead of copying it, and copies for a vector by value', () => {
    const code = host('#include <vector>\nvoid f(std::vector<float>& out, const std::vector<float>& src, std::vector<int> copy) { out[0] = src[0] + copy[0]; }');
    expect(code).toContain('const out_cpp = Vector.wrap(out);');
    expect(code).toContain('f(out_cpp, Vector.wrap(src), Vector.of(Int32Array, copy_))');
    expect(code).toContain('writeBackVector(out, out_cpp, "f", "out");');
  });
});
