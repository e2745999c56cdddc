/** Sema of std::vector's members, the container adaptors and <stdexcept>: what ampc accepts, and what it reports as not supported. */
import { checkClean, checkSource } from '../sema/helpers.js';

function errors(text: string): string[] {
  return checkSource(text).diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}: ${d.message}`);
}

const headers = '#include <vector>\n#include <stack>\n#include <queue>\n#include <deque>\n#include <stdexcept>\n#include <string>\n';

test('vector members, adaptors and standard exceptions check cleanly', () => {
  checkClean(`${headers}
int main() {
  std::vector<int> v(3, 1);
  v.at(0) = 2; v.front() += 1; v.back() = v.at(1);
  v.insert(v.begin() + 1, 5); v.erase(v.begin(), v.end() - 1); v.assign(2, 7);
  bool same = v == v, less = v < v;
  std::stack<int> s; s.push(1); int top = s.top();
  std::queue<std::string> q; q.push("a");
  std::priority_queue<double> pq; pq.push(1.5);
  std::deque<long long> d; d.push_front(1); long long first = d.at(0);
  try { throw std::out_of_range("x"); } catch (const std::logic_error& e) { std::string w = e.what(); }
  return same || less || top || first ? 0 : 1;
}`);
});

test('at/front/back on an unnamed vector and foreign iterators are not supported (iterator-range assign is)', () => {
  expect(errors(`${headers}
std::vector<int> make();
int main() {
  std::vector<int> v, w;
  int x = make().at(0);
  v.insert(w.begin(), 1);
  v.assign(w.begin(), w.end());
  return x;
}`)).toEqual([
    "unsupported: 'at' of this std::vector expression is not supported by ampc (call it on a named vector)",
    "unsupported: the iterator argument of 'std::vector::insert' must be v.begin() + n or v.end() - n of the same vector; other iterators are not supported by ampc",
  ]);
});

test('comparing vectors of structs is not supported; vectors of different types do not compare', () => {
  expect(errors(`${headers}
struct P { int x; };
int main() {
  std::vector<P> a, b;
  std::vector<int> c; std::vector<float> d;
  return (a == b) + (c < d);
}`)).toEqual([
    "unsupported: comparing vectors of 'P' is not supported by ampc (vectors of numbers and strings are)",
    "operand-type: invalid operands to binary '<' ('std::vector<int>' and 'std::vector<float>')",
  ]);
});

test('adaptors of classes with user copy constructors, and deque::at of a scalar as an lvalue, are refused', () => {
  const errs = errors(`${headers}
struct P { int x; P(const P& o) : x(o.x + 1) {} P() : x(0) {} };
int main() {
  std::stack<P> s;
  std::deque<int> d;
  d.push_back(1);
  d.at(0) = 2;
  return 0;
}`);
  expect(errs[0]).toMatch(/^unsupported-library: 'std::stack' with T 'P' is not supported by ampc \(a class with a user copy/);
  expect(errs.length).toBe(2);
});

test('the standard exceptions take a string (std::exception nothing), and std::weak_ptr stays unsupported', () => {
  expect(errors(`${headers}
#include <memory>
int main() {
  std::runtime_error a = std::runtime_error();
  std::exception b("x");
  std::weak_ptr<int> m;
  return 0;
}`)).toEqual([
    "constructor-args: 'std::runtime_error' is constructed from a string",
    "constructor-args: 'std::exception' is constructed from no arguments",
    expect.stringMatching(/'std::weak_ptr' is not supported by ampc/),
  ]);
});
