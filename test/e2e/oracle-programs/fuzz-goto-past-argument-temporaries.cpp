// A goto past a call whose arguments ampc evaluates in g++'s order (right to left, through
// temporaries it declares before the statement: sema/argument-order.ts). The temporaries are no
// variables of the program, so the goto crosses no initialization; ampc refused it before, with
// "jump to label 'skip' crosses the initialization of '__arg1_2'". Found by the differential
// fuzzer's switch-and-goto family (test/fuzz/switches.ts).
#include <iostream>
float pick(bool c, float a, float b) { return c ? a : b; }
int skipping(int x, int y) {
  int acc = x;
  for (int i = 0; i < 3; i++) {
    if ((i & 1) == 1) goto skip;
    acc = (int)pick(acc ? false : acc, (float)y, y || acc);
    acc += 10;
  skip:
    acc += i;
  }
  if (x > 5) goto done;
  acc = acc * 2 + (int)pick(acc > 3 && y > 0, (float)(acc - 1), y ? 1.0f : 2.0f);
done:
  return acc;
}
int main() {
  std::cout << skipping(1, 2) << " " << skipping(0, 7) << " " << skipping(9, 0) << " " << skipping(-3, 0) << "\n";
  return 0;
}
