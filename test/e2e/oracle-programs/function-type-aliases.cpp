// Names for function types: `typedef R f(params);` and `using f = R(params);`, whose `f*` is a
// pointer to such a function and whose parameter `f g` is adjusted to one, as test drivers use
// them (a table of implementations to run one after the other).
#include <amp.h>
#include <iostream>
#include <string>
#include <vector>
using namespace concurrency;

typedef int binop(int a, int b);
using unop = int(int);
typedef void fill_func(const array_view<int, 1>& out, int k);

int add(int a, int b) { return a + b; }
int mul(int a, int b) { return a * b; }
int neg(int a) { return -a; }
int apply(binop* f, int x, int y) { return f(x, y); }
int twice(unop f, int x) { return f(f(x)); }

void fill_linear(const array_view<int, 1>& out, int k) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = i[0] * k; });
}
void fill_square(const array_view<int, 1>& out, int k) {
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) { out[i] = i[0] * i[0] + k; });
}

void run(fill_func* f, const std::string& name) {
  std::vector<int> data(6);
  array_view<int, 1> view(6, data);
  f(view, 3);
  view.synchronize();
  std::cout << name << ":";
  for (int x : data) std::cout << " " << x;
  std::cout << std::endl;
}

int main() {
  binop* g = add;
  std::cout << apply(mul, 3, 4) << " " << g(1, 2) << std::endl;
  g = &mul;
  std::cout << g(5, 6) << std::endl;
  unop* h = &neg;
  std::cout << h(5) << " " << twice(neg, 7) << std::endl;
  run(fill_linear, "linear");
  run(fill_square, "square");
  return 0;
}
