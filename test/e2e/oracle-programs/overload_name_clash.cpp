// Overloads share a C++ name but not a JS one: ampc numbers the second `f` and the second `g`.
// The number must skip the names the program already gives a function (`f_2`) or a class
// (`g_2`), so that each call reaches the function it names in C++.
#include <iostream>

int f(int x) { return x; }
int f(double x) { return 2; }
int f_2(int x) { return 300 + x; }
int f_2(double x) { return 400; }

struct g_2 { int v; };
int g(int x) { return 10 * x; }
int g(const char* s) { return 7; }

int main() {
  std::cout << f(1) << " " << f(1.5) << " " << f_2(7) << " " << f_2(0.5) << "\n";
  g_2 s{4};
  std::cout << g(3) << " " << g("x") << " " << s.v << "\n";
  // A local of a numbered name: the functions stay reachable beside it.
  int f_3 = 9;
  std::cout << f(2.5) + f_3 << "\n";
  return 0;
}
