/**
 * Sema checks some expressions twice: a probe first (src/sema/probes.ts: which algorithm, which
 * element type), then for real, or a call again rewritten around its arguments. What the probe
 * made inside the expression is made once in the output (a lambda is one function, a probe's
 * temporaries are not declared), and what it reported is reported: an error inside the
 * expression by the real check, one in a template instance the probe made by the probe.
 */
import { compile } from '../../src/driver.js';
import { checkSource } from './helpers.js';

function host(source: string): string {
  const r = compile('t.cpp', source);
  expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)).toEqual([]);
  return r.output!.host;
}

const errors = (source: string): string[] =>
  checkSource(source).diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.span.start.line}: ${d.message}`);

/** The names of the functions declared `function NAME(` in the host code that match `pattern`. */
const declared = (code: string, pattern: RegExp): string[] => [...code.matchAll(/^function (\w+)\(/gm)].map((m) => m[1]!).filter((n) => pattern.test(n));

/** How often `name` is used other than where it is declared. */
const uses = (code: string, name: string): number => (code.match(new RegExp(`\\b${name}\\b(?!\\()`, 'g')) ?? []).length;

const algorithms = `#include <vector>
#include <algorithm>
#include <iostream>
struct S { int a; };
int main() {
  std::vector<int> v = {3, 1, 2};
  std::sort(v.begin(), v.end(), [](int x, int y) { return x < y; });
  std::vector<S> w = {{3}, {1}};
  std::sort(w.begin(), w.end(), [](const S& x, const S& y) { return x.a < y.a; });
  auto n = std::count_if(v.begin(), v.end(), [](int x) { return x > 1; });
  std::cout << v[0] << w[0].a << n << "\\n";
}`;

describe('expressions checked twice', () => {
  it('makes a lambda passed to a std algorithm one function, numbered in order, each called', () => {
    const code = host(algorithms);
    const lambdas = declared(code, /_lambda/);
    expect(lambdas).toEqual(['main_lambda0', 'main_lambda1', 'main_lambda2']);
    for (const name of lambdas) expect(uses(code, name)).toBeGreaterThanOrEqual(1);
  });

  it('makes one function of each lambda in sema too', () => {
    const { program } = checkSource(algorithms);
    expect(program.functions.filter((f) => f.isLambda).map((f) => f.name)).toEqual(['main_lambda0', 'main_lambda1', 'main_lambda2']);
  });

  it('makes one comparator of a function taking references, typed by a probe and then assigned (std::minmax of a list)', () => {
    const code = host(`#include <algorithm>
#include <initializer_list>
struct Item { int key; };
bool byKey(const Item& a, const Item& b) { return a.key < b.key; }
int main() {
  std::initializer_list<Item> items = {{2}, {1}, {3}};
  auto both = std::minmax(items, byKey);
  return both.first.key;
}`);
    expect(declared(code, /_lambda/)).toEqual(['main_lambda0']);
    expect(uses(code, 'main_lambda0')).toBe(1);
  });

  it('still makes one function per instance of a template a lambda is written in', () => {
    const code = host(`#include <vector>
#include <algorithm>
template <class T> T smallest(std::vector<T> v) {
  std::sort(v.begin(), v.end(), [](const T& x, const T& y) { return x < y; });
  return v[0];
}
int main() { return smallest(std::vector<int>{2, 1}) + (int)smallest(std::vector<double>{2.5, 1.5}); }`);
    expect(declared(code, /_lambda/)).toEqual(['smallest_lambda0', 'smallest_lambda1']);
    expect(code).toMatch(/function smallest_lambda0\(x: number, y: number\)/);
  });

  it('makes a lambda in a range-for\'s range one function', () => {
    const code = host('#include <vector>\nint main() { int t = 0; for (int x : [] { return std::vector<int>{7, 8}; }()) t += x; return t; }');
    expect(declared(code, /_lambda/)).toEqual(['main_lambda0']);
  });

  it('declares no temporary a probe made (std::min inside std::max, std::swap inside std::max)', () => {
    const code = host(`#include <algorithm>
#include <string>
#include <utility>
int main() {
  std::string s1 = "b", s2 = "a", s3 = "c";
  std::string m = std::max(std::min(s1, s2), s3);
  int a = 1, b = 2;
  int r = std::max((std::swap(a, b), a), 0);
  return (int)m.size() + r;
}`);
    const temporaries = [...code.matchAll(/let (__\w+)/g)].map((m) => m[1]!);
    expect(temporaries.filter((n) => n.startsWith('__min')).length).toBe(2);
    expect(temporaries.filter((n) => n.startsWith('__max')).length).toBe(2);
    expect(temporaries.filter((n) => n.startsWith('__swap')).length).toBe(1);
    for (const n of temporaries) expect((code.match(new RegExp(`\\b${n}\\b`, 'g')) ?? []).length).toBeGreaterThan(1);
  });

  it('reports an error inside a lambda a probe checked once', () => {
    expect(errors('#include <vector>\n#include <algorithm>\nint main() {\n  std::vector<int> v = {3, 1};\n  std::sort(v.begin(), v.end(), [](int a, int b) { return a.nope < b; });\n}'))
      .toContainEqual("5: no member named 'nope' in 'int'");
  });

  it('reports an error in a template instance first made by a probe', () => {
    const bad = 'template <class T> int bad(T x) { return x.nope; }\n';
    expect(errors(`#include <algorithm>\n${bad}int main() { return std::max(bad(1), 2); }`)).toEqual(["2: no member named 'nope' in 'int'"]);
    expect(errors(`#include <vector>\n#include <algorithm>\n${bad}int main() {\n  std::vector<int> v = {3, 1};\n  std::sort(v.begin(), v.end(), [](int a, int b) { return bad(a) < bad(b); });\n}`))
      .toEqual(["3: no member named 'nope' in 'int'"]);
  });

  it('reports an error in a generic lambda\'s instance first made by a probe', () => {
    expect(errors('#include <algorithm>\nint main() {\n  return std::max([](auto x) { return x.nope; }(1), 2);\n}')).toEqual(["3: no member named 'nope' in 'int'"]);
  });

  it('reports an error in a range-for\'s range and in a std::min list, which are not checked again', () => {
    expect(errors('#include <vector>\nint main() {\n  for (int x : [] { return undeclared; }()) {}\n}')).toEqual(["3: use of undeclared identifier 'undeclared'"]);
    expect(errors('int f();\nint main() {\n  for (int x : f().nope) {}\n}')).toEqual(["3: no member named 'nope' in 'int'"]);
    expect(errors('#include <algorithm>\nint main() {\n  return std::min({1, undeclared, 3});\n}')).toEqual(["3: use of undeclared identifier 'undeclared'"]);
  });
});
