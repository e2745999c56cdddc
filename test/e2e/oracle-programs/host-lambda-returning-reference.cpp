// A lambda declared `-> T&` of an object returns the object itself: `get().push_back(1)` grows
// the captured vector, `obj().a = 4` and `S& r = obj();` reach the captured object (ampc returned
// a copy, so the writes were lost: g++ 3, ampc 0).
#include <cstdio>
#include <vector>
#include <map>
#include <string>
#include <functional>
struct S { int a = 1; void bump() { a += 10; } };
int main() {
  std::vector<int> v;
  S s;
  std::map<std::string, int> m;
  S arr[2];
  auto get = [&]() -> std::vector<int>& { return v; };
  auto obj = [&]() -> S& { return s; };
  auto el = [&](int i) -> S& { return arr[i]; };
  auto mp = [&]() -> std::map<std::string, int>& { return m; };
  auto copy = [&]() -> S { return s; };
  get().push_back(1);
  get().push_back(2);
  obj().a = 4;
  obj().bump();
  el(1).a = 20;
  mp()["k"] = 3;
  S& r = obj();
  r.a += 1;
  std::vector<int>& w = get();
  w.push_back(3);
  printf("%zu %d %d %zu %d\n", v.size(), s.a, arr[1].a, m.size(), r.a);
}
