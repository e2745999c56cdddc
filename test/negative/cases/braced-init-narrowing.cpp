// expect: error narrowing-constant 13:9
// expect: error narrowing-constant 14:10
// expect: warning narrowing 15:7
// expect: error narrowing-constant 16:25
// expect: error narrowing-constant 17:19
// expect: warning narrowing 18:11
// List-initialization of a variable (`T x{a}`, `T x = {a}`) allows no narrowing either: g++
// rejects a constant that does not fit and warns about a run-time value.
#include <vector>
struct A { int x; };
int main(int argc, char**) {
  double d = argc;
  int a{1.5};
  A b = {2.5};
  A c{d};
  std::vector<int> v{1, 2.5};
  int arr[] = {1, 4.5};
  float f{d};
  int ok{3}; char ch{65}; A fine{7}; float g{2}; unsigned u{7};
  return a + b.x + c.x + v[0] + arr[0] + (int)f + ok + ch + fine.x + (int)g + (int)u;
}
