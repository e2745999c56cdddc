// expect: error ambiguous-call 11:5
// `f == 2` has two candidates ([over.match.oper]): the program's `operator==(const F&, const F&)`,
// which takes `2` through the converting constructor F(int), and the built-in `==` on double and
// int, which takes `f` through `operator double()`. Each is better for one operand, so neither is
// chosen, as g++ says.
struct F { int n; F(int x) : n(x) {} operator double() const { return n; } };
bool operator==(const F& a, const F& b) { return a.n == b.n; }
int main() {
  F f{2};
  bool same =
    f == 2;
  return same;
}
