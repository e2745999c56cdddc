/** Sema of <algorithm> and <numeric> on the host (src/library/algorithm.ts): result types, ranges, predicates, and what is left out. */
import { checkClean, checkSource } from '../sema/helpers.js';
import { typeToString } from '../../src/sema/types.js';
import type { Program } from '../../src/sema/program.js';

const headers = '#include <algorithm>\n#include <numeric>\n#include <functional>\n#include <vector>\n#include <string>\n';

function errors(body: string): string[] {
  return checkSource(`${headers}int main() { ${body} return 0; }`).diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}: ${d.message}`);
}

function mainVarTypes(program: Program): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of program.main!.body!.statements) if (s.kind === 'VarDecl') out[s.variable.name] = typeToString(s.variable.type);
  return out;
}

test('algorithms that return iterators give pointers into the container; the rest their C++ types', () => {
  const p = checkClean(`${headers}int main() {
  std::vector<float> v(4);
  int a[3] = {3, 1, 2};
  auto f = std::find(v.begin(), v.end(), 2);
  auto m = std::max_element(a, a + 3, std::greater<int>());
  auto n = std::count_if(a, a + 3, [](int x) { return x > 1; });
  auto b = std::binary_search(v.begin(), v.end(), 1.5f);
  auto d = std::inner_product(a, a + 3, v.begin(), 0.0);
  auto i = std::find(v.begin(), v.end(), 2) - v.begin();
  auto e = std::unique(v.begin(), v.begin() + 2) == v.end();
  return 0;
}`);
  expect(mainVarTypes(p)).toEqual({ v: 'std::vector<float>', a: 'int[3]', f: 'float *', m: 'int *', n: 'long', b: 'bool', d: 'double', i: 'long', e: 'bool' });
});

test('the copying algorithms return the iterator past what they wrote: the output iterator, or a pointer', () => {
  const p = checkClean(`${headers}#include <iterator>
#include <iostream>
int main() {
  std::vector<int> v(4), w(4);
  std::vector<std::string> s(2), t(2);
  auto bi = std::copy(v.begin(), v.end(), std::back_inserter(w));
  auto oi = std::transform(v.begin(), v.end(), std::ostream_iterator<double>(std::cout), [](int x) { return x / 2.0; });
  auto p = std::copy_if(v.begin(), v.end(), w.begin(), [](int x) { return x > 0; });
  auto r = std::reverse_copy(v.begin(), v.end(), w.rbegin());
  auto f = std::fill_n(w.begin(), 2, 7);
  std::set_union(v.begin(), v.end(), w.begin(), w.end(), std::back_inserter(v));
  std::copy(s.begin(), s.end(), t.begin());
  return 0;
}`);
  expect(mainVarTypes(p)).toMatchObject({
    bi: 'std::back_insert_iterator<std::vector<int>>', oi: 'std::ostream_iterator<double>', p: 'int *', r: 'std::reverse_iterator<int *>', f: 'int *',
  });
});

test('predicates are functions, capture-less lambdas and std::less/std::greater, called with the elements', () => {
  checkClean(`${headers}bool odd(int x) { return x % 2; }
int main() {
  std::vector<int> v(4);
  std::sort(v.begin(), v.end(), [](int x, int y) { return x > y; });
  std::sort(v.begin(), v.end(), std::less<int>());
  std::sort(v.begin(), v.end(), [](double x, double y) { return x > y; });
  int n = std::count_if(v.begin(), v.end(), odd);
  bool any = std::any_of(v.begin(), v.end(), [](int x) -> int { return x; });
  return n + any;
}`);
  // A comparator must take two elements; a non-const reference parameter would write to them.
  // The call is reported as written: iterators, not the containers and positions the library gets.
  expect(errors('std::vector<int> v(4); std::sort(v.begin(), v.end(), [](int x) { return x > 0; });')).toEqual([
    "no-matching-function: no matching function for call to 'std::sort(std::vector<int>::iterator, std::vector<int>::iterator, (lambda at t.cpp:6:67))'",
  ]);
  expect(errors('std::vector<std::string> v(4); std::sort(v.begin(), v.end(), [](int x, int y) { return x < y; });')).toEqual([
    expect.stringMatching(/^no-matching-function: no matching function for call to 'std::sort\(std::vector<std::string>::iterator, std::vector<std::string>::iterator, \(lambda at t\.cpp:6:\d+\)\)'$/),
  ]);
});

test('ranges and output iterators must point into one named container', () => {
  expect(errors('std::vector<int> v(4), w(4); std::sort(v.begin(), w.end());')).toEqual([
    "unsupported-library: the range of 'std::sort' must be two iterators into one std::vector, C array, std::string or std::deque variable (v.begin(), v.end(), v.rbegin(), v.rend(), std::begin(a), a + n, ...); other ranges are not supported by ampc",
  ]);
  expect(errors('std::vector<int> v(4); std::string s; std::copy(v.begin(), v.end(), std::back_inserter(s));')).toEqual([
    "unsupported-library: 'std::back_inserter' into a 'std::string' is not supported by ampc (it supports std::vector, std::deque, std::list)",
  ]);
  expect(errors('std::vector<int> v(4); std::copy(v.begin(), v.end(), std::inserter(v, v.begin()));')).toEqual([
    "unsupported-library: 'std::inserter' into a 'std::vector<int>' is not supported by ampc (it supports std::list, std::set)",
  ]);
});

test('iterator results need scalar elements; algorithms ampc leaves out say so', () => {
  // A pointer to a std::string element is not a host pointer ampc has (src/sema/host-pointers.ts).
  expect(errors('std::vector<std::string> v(4); auto e = std::unique(v.begin(), v.end());')).toEqual([
    "unsupported-library: 'std::unique' over elements of type 'std::string' is not supported by ampc: its result is an iterator to a string, and ampc's host pointers point to scalars only",
  ]);
  expect(errors('std::vector<std::string> v(4); auto r = std::equal_range(v.begin(), v.end(), std::string("a"));')).toEqual([
    "unsupported-library: 'std::equal_range' over elements of type 'std::string' is not supported by ampc: its result is an iterator to a string, and ampc's host pointers point to scalars only",
  ]);
  expect(errors('int a = std::gcd(4, 6);')).toEqual([
    "unsupported-library: 'std::gcd' is not supported by ampc",
  ]);
  // std::swap is implemented (src/sema/std-classes.ts).
  expect(errors('int a = 1, b = 2; std::swap(a, b);')).toEqual([]);
});

test('the reordering and searching algorithms: iterators into the range, pairs of them, and C++17 reductions in their init type', () => {
  const p = checkClean(`${headers}int main() {
  std::vector<int> v(8);
  float f[4] = {1, 2, 3, 4};
  std::partial_sort(v.begin(), v.begin() + 3, v.end(), std::greater<int>());
  std::nth_element(f, f + 2, f + 4);
  auto r = std::rotate(v.begin(), v.begin() + 2, v.end());
  auto p = std::stable_partition(f, f + 4, [](float x) { return x > 2; });
  auto m = std::mismatch(v.begin(), v.end(), v.begin());
  auto er = std::equal_range(f, f + 4, 2.0f);
  auto s = std::search(v.begin(), v.end(), f, f + 2);
  auto l = std::lexicographical_compare(f, f + 2, f + 2, f + 4);
  auto sum = std::reduce(f, f + 4, 0.0);
  auto t = std::transform_reduce(v.begin(), v.end(), v.begin(), 0L);
  auto out = std::exclusive_scan(f, f + 4, v.begin(), 0);
  std::iter_swap(v.begin(), v.begin() + 1);
  return 0;
}`);
  expect(mainVarTypes(p)).toMatchObject({
    r: 'int *', p: 'float *', m: 'std::pair<int *, int *>', er: 'std::pair<float *, float *>', s: 'int *', l: 'bool', sum: 'double', t: 'long', out: 'int *',
  });
});

test('the writing algorithms take class objects of the output\'s own class, and say in C++\'s terms what they refuse', () => {
  const structs = 'struct S { int a; bool operator==(const S& o) const { return a == o.a; } }; struct T { int a; };\n';
  const p = checkClean(`${headers}${structs}int main() {
  std::vector<S> v(4), w(4);
  S a[4];
  std::copy(v.rbegin(), v.rend(), w.begin());
  std::copy_backward(v.begin(), v.begin() + 2, a + 4);
  std::fill(a, a + 4, S{1});
  std::fill_n(w.begin(), 2, S{2});
  std::transform(v.begin(), v.end(), a, [](S s) { s.a++; return s; });
  std::generate(w.begin(), w.end(), []() { return S{3}; });
  std::replace(v.begin(), v.end(), S{1}, S{2});
  std::replace_if(v.begin(), v.end(), [](const S& s) { return s.a > 1; }, S{0});
  std::merge(v.begin(), v.begin() + 2, w.begin(), w.begin() + 2, a, [](const S& x, const S& y) { return x.a < y.a; });
  std::move(v.begin(), v.end(), w.begin());
  return 0;
}`);
  expect(p.main).toBeDefined();
  const errorsWith = (body: string) => checkSource(`${headers}${structs}int main() { ${body} return 0; }`).diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}: ${d.message}`);
  // No conversion between two classes: the reason is the class elements, and the call is shown with its iterators.
  expect(errorsWith('std::vector<S> v(2); std::vector<T> t(2); std::copy(v.rbegin(), v.rend(), t.begin());')).toEqual([
    "unsupported-library: 'std::copy' over elements of class type 'S' is not supported by ampc (called as std::copy(std::reverse_iterator<std::vector<S>::iterator>, std::reverse_iterator<std::vector<S>::iterator>, std::vector<T>::iterator))",
  ]);
  expect(errorsWith('int a[2] = {1, 2}; S s{0}; std::fill(a, a + 2, s);')).toEqual([
    "no-matching-function: no matching function for call to 'std::fill(int*, int*, S)'",
  ]);
  // An old value that may be one of the elements std::replace changes, scalar or class.
  expect(errorsWith('std::vector<int> v(2); std::replace(v.begin(), v.end(), v[0], 1);')).toEqual([
    "unsupported-library: 'std::replace' with an old value that may be one of the elements it replaces (an element, a member of one, or a reference) is not supported by ampc: C++ compares with that object as the call changes it; pass a copy",
  ]);
  expect(errorsWith('std::vector<int> v(2); int old = 0; std::replace(v.begin(), v.end(), old, 1);')).toEqual([]);
});
