// emplace_back direct-initialises the element: a constructor taking std::string from "x", an explicit
// constructor, several arguments, a derived object sliced by the copy constructor.
#include <iostream>
#include <vector>
#include <deque>
#include <string>
struct E { int v; explicit E(int x) : v(x * 2) {} };
struct T { std::string name; T(std::string n) : name(n) {} };
struct D : E { D() : E(5) {} };
int main() {
  std::vector<E> v; v.emplace_back(3); v.emplace_back(E(4)); D d; v.emplace_back(d);
  std::deque<T> q; q.emplace_back("dq"); q.emplace_front("front");
  std::vector<std::string> s; s.emplace_back("abc"); s.emplace_back(3, 'z');
  for (auto& e : v) std::cout << e.v << ' ';
  for (size_t i = 0; i < q.size(); i++) std::cout << q[i].name << " ";
  std::cout << s[0] << s[1] << '\n';
  struct P { int a; double b; P(int a, double b) : a(a), b(b) {} };
  std::vector<P> ps; ps.emplace_back(1, 2.5); ps.emplace_back(2, 3);
  std::vector<std::pair<int, std::string>> pairs; pairs.emplace_back(1, "one");
  for (auto& p : ps) std::cout << p.a << ':' << p.b << ' ';
  std::cout << pairs[0].second << '\n';
  return 0;
}
