// expect: error operand-type 8:35
// expect: error operand-type 10:5
// An enumeration has no built-in ++ or compound assignment: the int result does not convert back.
#include <cstdio>
enum Color { Red, Green, Blue };
int main() {
  int n = 0;
  for (Color c = Red; c <= Blue; c++) n++;
  Color d = Red;
  d += 1;
  printf("%d %d\n", n, d);
  return 0;
}
