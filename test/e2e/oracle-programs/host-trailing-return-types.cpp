// `auto f(...) -> T`, the trailing return type, on functions, function templates and member
// functions: ampc's parser stopped at the `->` (a syntax error).
#include <iostream>
#include <vector>
#include <string>
auto half(int x) -> double { return x / 2.0; }
auto pick(bool c) -> long { return c ? 1 : 2; }
auto ref(std::vector<int>& v) -> int& { return v[0]; }
auto name() -> std::string { return "trail"; }
template <typename T> auto twice(T x) -> T { return x + x; }
struct S { int v = 3; auto get() const -> int { return v; } auto self() -> S& { return *this; } };
auto main() -> int {
  std::vector<int> v{1, 2};
  ref(v) = 10;
  S s; s.self().v = 4;
  std::cout << half(3) << " " << pick(true) << " " << v[0] << " " << name() << " " << twice(2.5) << " " << twice(std::string("ab")) << " " << s.get() << "\n";
  auto l = [](int a) -> double { return a / 4.0; };
  std::cout << l(1) << "\n";
  return 0;
}
