// Braced lists as arguments: copy-list-initialization of the parameter ([over.ics.list]). The
// list has no type; a candidate is viable when its parameter can be list-initialized from it (an
// aggregate, a class through a constructor, a container through its initializer_list
// constructor, a scalar from one element), and overloads rank as C++ ranks them: a scalar's own
// conversion beats a user-defined one (`f(int)` over `f(P)` for `{7}`). User functions, member
// functions, library members, and an amp function called with a struct from a kernel.
#include <amp.h>
#include <array>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>
using namespace concurrency;

struct P { int x, y; };
struct Q { double a; std::string s; };
struct C { int v; C(int a, int b) : v(a * 100 + b) {} };
struct D { int v; D(int a) : v(a) {} D(int a, int b, int c = 9) : v(a + b + c) {} };
struct V2 { float x = 0, y = 0; };

int f(P p) { return p.x * 10 + p.y; }
int f(int x) { return -x; }
double g(double d) { return d * 2; }
std::string g(std::string s) { return s + "!"; }
int sum(const std::vector<int>& v) { int s = 0; for (int x : v) s += x; return s; }
int pairs(const std::vector<std::pair<int, int>>& v) { int s = 0; for (auto& p : v) s += p.first * p.second; return s; }
int k(C c) { return c.v; }
int d(D x) { return x.v; }
int q(Q v) { return (int)v.a + (int)v.s.size(); }
int arr(std::array<int, 3> a) { return a[0] + a[1] * 10 + a[2] * 100; }
long widen(long x) { return x * 3; }
float half(float x) { return x / 2; }
P made(int a) { return {a, a + 1}; }
V2 scale(V2 v, float s) restrict(amp, cpu) { return {v.x * s, v.y * s}; }

struct Acc {
  int total = 0;
  void add(P p) { total += p.x * p.y; }
  void add(int n) { total += n; }
};

int main() {
  std::cout << f({1, 2}) << " " << f({7}) << " " << f({}) << "\n";
  std::cout << g({1.5}) << " " << g({"hi"}) << "\n";
  std::cout << sum({1, 2, 3}) << " " << sum({}) << " " << pairs({{1, 2}, {3, 4}}) << "\n";
  std::cout << k({3, 4}) << " " << d({5}) << " " << d({1, 2}) << " " << d({1, 2, 3}) << "\n";
  std::cout << q({2.5, "abc"}) << " " << arr({1, 2, 3}) << " " << arr({4}) << "\n";
  std::cout << widen({7}) << " " << half({3}) << " " << made(4).y << "\n";
  Acc acc;
  acc.add({2, 3});
  acc.add({4});
  acc.add(5);
  std::cout << acc.total << "\n";

  std::vector<std::pair<int, std::string>> v;
  v.push_back({1, "one"});
  v.push_back({2, "two"});
  for (auto& pr : v) std::cout << pr.first << pr.second << " ";
  std::cout << "\n";
  std::map<std::string, int> m;
  m.insert({"b", 2});
  m.insert({"a", 1});
  m.insert({"a", 5});
  for (auto& kv : m) std::cout << kv.first << kv.second;
  std::cout << "\n";
  std::set<std::vector<int>> sv;
  sv.insert({1, 2});
  sv.insert({1, 2});
  sv.insert({0, 5, 6});
  for (auto& x : sv) std::cout << x.size();
  std::cout << "\n";
  std::vector<int> w;
  w = {4, 5, 6};
  std::cout << w.size();
  w.assign({1, 2});
  std::cout << w.size() << w[1] << "\n";
  std::vector<std::vector<int>> vv;
  vv.push_back({1, 2, 3});
  vv.push_back({});
  std::cout << vv[0].size() << vv[1].size() << "\n";

  // `c{{a, b}}`: one element `{a, b}` where that makes an element, else the list itself (copied).
  std::map<int, int> m1{{1, 2}};
  std::vector<std::vector<int>> vv1{{1, 2}};
  std::vector<int> v1{{1, 2}};
  std::set<int> s1{{1, 2}};
  std::cout << m1.size() << vv1.size() << vv1[0].size() << v1.size() << s1.size() << "\n";
  std::pair<int, int> pr{3, 4};
  std::cout << f({pr.first, pr.second}) << "\n";

  std::vector<V2> out(4);
  array_view<V2, 1> ov(4, out);
  parallel_for_each(ov.extent, [=](index<1> i) restrict(amp) {
    float t = (float)i[0];
    ov[i] = scale({t, t + 1}, 2.0f);
  });
  for (int i = 0; i < 4; i++) std::cout << ov[i].x << "," << ov[i].y << " ";
  std::cout << "\n";
  return 0;
}
