/**
 * Sema of std::pair (src/library/pair.ts), of <algorithm> over class objects
 * (src/sema/std-algorithms.ts) and of structured bindings (src/sema/structured-bindings.ts):
 * the types they give, and what stays unsupported or wrong, with its diagnostic.
 */
import { checkClean, checkSource } from '../sema/helpers.js';
import { typeToString } from '../../src/sema/types.js';
import type { Program } from '../../src/sema/program.js';

const headers = '#include <algorithm>\n#include <functional>\n#include <vector>\n#include <string>\n#include <utility>\n#include <tuple>\n#include <array>\n#include <map>\n';
const classes = 'struct S { int k; bool operator<(const S& o) const { return k < o.k; } };\nstruct N { int k; };\n';

function errors(body: string): string[] {
  return checkSource(`${headers}${classes}int main() { ${body} return 0; }`).diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}: ${d.message}`);
}

function mainVarTypes(program: Program): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of program.main!.body!.statements) if (s.kind === 'VarDecl' && !s.variable.name.startsWith('__')) out[s.variable.name] = typeToString(s.variable.type);
  return out;
}

test('make_pair drops const from its arguments; a pair converts member by member; min_element of objects points to one', () => {
  const p = checkClean(`${headers}${classes}int main() {
  const float f = 1.5f;
  auto c = std::make_pair(3, f);
  std::pair<double, long long> b = std::make_pair(1, 2);
  std::vector<S> v(3);
  auto m = std::max_element(v.begin(), v.end());
  auto [x, y] = b;
  return 0;
}`);
  const types = mainVarTypes(p);
  expect([types.b, types.c, types.m, types.x, types.y]).toEqual(['pair<double, long long>', 'pair<int, float>', 'S *', 'double', 'long long']);
});

test('algorithms over class objects need an operator< (or ==) for the elements, or a comparator', () => {
  expect(errors('std::vector<N> v(2); std::sort(v.begin(), v.end());')).toEqual([
    "no-matching-function: 'std::sort' compares the elements with '<', and there is no 'operator<' for 'N': declare one, or pass a comparator",
  ]);
  expect(errors('std::vector<N> v(2); N n; std::count(v.begin(), v.end(), n);')).toEqual([
    "no-matching-function: 'std::count' compares the elements with '==', and there is no 'operator==' for 'N': declare one, or pass a comparator",
  ]);
  expect(errors('std::vector<N> v(2); std::sort(v.begin(), v.end(), [](const N& a, const N& b) { return a.k < b.k; });')).toEqual([]);
});

test('algorithms whose iterator may be the end of a range of objects are not supported', () => {
  for (const call of ['std::find(v.begin(), v.end(), v[0])', 'std::lower_bound(v.begin(), v.end(), v[0])', 'std::unique(v.begin(), v.end())']) {
    const name = call.slice(0, call.indexOf('('));
    expect(errors(`std::vector<S> v(2); auto it = ${call};`)).toEqual([
      `unsupported-library: '${name}' over elements of class type 'S' is not supported by ampc: its result is an iterator to a class object, and ampc's host pointers point to scalars only`,
    ]);
  }
});

test('a structured binding needs as many names as elements, a decomposable type and auto', () => {
  expect(errors('std::pair<int, int> p(1, 2); auto [a, b, c] = p;')).toEqual([
    expect.stringMatching(/^type-mismatch: type '.*pair.*' decomposes into 2 elements, but 3 names were provided$/),
  ]);
  expect(errors('S s; auto [a, b] = s;')).toEqual(["type-mismatch: type 'S' decomposes into 1 element, but 2 names were provided"]);
  expect(errors('int n = 3; auto [d] = n;')).toEqual([
    "type-mismatch: cannot decompose 'int': a structured binding takes a C array, std::array, std::pair, std::tuple or a class's data members",
  ]);
  expect(errors('std::pair<int, int> p(1, 2); int [e, g] = p;')).toEqual([
    "syntax: a structured binding must be declared with 'auto' (or 'auto&', 'const auto&', 'auto&&')",
  ]);
  expect(errors('std::pair<int, int> p(1, 2); static auto [h, i] = p;')).toEqual(['unsupported: a static or tile_static structured binding is not supported by ampc']);
});

test('std::get and std::tie know a pair has two elements', () => {
  expect(errors('std::pair<int, int> p(1, 2); int x = std::get<2>(p);')).toEqual([expect.stringMatching(/^template-argument: index 2 is out of range for '.*pair.*' \(2 elements\)$/)]);
  expect(errors('std::pair<int, int> p(1, 2); int a, b, c; std::tie(a, b, c) = p;')).toEqual([
    expect.stringMatching(/^type-mismatch: cannot assign '.*pair.*' to std::tie of 3 variables/),
  ]);
});
