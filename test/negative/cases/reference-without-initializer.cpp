// expect: error reference-binding 8:8
// expect: error reference-binding 9:9
// A reference must be bound where it is declared (clang: "declaration of reference variable
// 'r' requires an initializer"); ampc accepted `int& r;` and `int (&a)[3];` and compiled them.
int main() {
  int x = 1;
  int b[3] = {1, 2, 3};
  int& r;
  int (&a)[3];
  int (&ok)[3] = b;
  return x + ok[0];
}
