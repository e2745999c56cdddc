// expect: error narrowing-constant 16:14
// expect: warning narrowing 17:14
// expect: error narrowing-constant 18:17
// expect: error narrowing-constant 19:17
// expect: error narrowing-constant 20:36
// A braced argument copy-list-initializes its parameter, where a narrowing conversion is
// ill-formed ([dcl.init.list]/7): g++ rejects a constant that does not fit (or any floating
// constant for an integer) and warns about a run-time value, which it converts.
#include <vector>
struct P { int x; char c; };
int h(int x) { return x; }
int p(P v) { return v.x; }
int n(std::vector<int> w) { return (int)w.size(); }
int main(int argc, char**) {
  double d = argc;
  int a = h({1.5});
  int b = h({d});
  int s = n({1, 2.5});
  int c = p({1, 300});
  std::vector<int> v; v.push_back({2.5});
  int e = h({'a'}) + h({7u}) + p({argc, 65});
  return a + b + c + e + s;
}
