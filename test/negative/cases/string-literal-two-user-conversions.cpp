// expect: error type-mismatch 8:26
// "x" is a const char[2]: reaching A needs two user-defined conversions (to std::string, then
// A's constructor), and an implicit conversion sequence has at most one ([over.best.ics]/4).
#include <string>
struct A { A(const std::string& s) : text(s) {} std::string text; };
void f(A a) {}
int main() {
  f(std::string("x")); f("x");
  return 0;
}
