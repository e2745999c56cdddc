// expect: error syntax 4:11
// An octal literal with the digit 8 is an error, not a crash (found by crash fuzzing).
int main() {
  int x = 08;
  return x;
}
