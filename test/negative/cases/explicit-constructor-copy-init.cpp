// expect: error type-mismatch 12:9
// expect: error type-mismatch 13:5
// expect: error type-mismatch 14:9
// expect: error type-mismatch 10:31
// An explicit constructor is not a conversion: copy-initialisation (`A a = 1;`, `A a = {1};`),
// an argument and a return value do not call it (g++: "conversion from 'int' to non-scalar type").
struct A { explicit A(int v) : x(v) {} int x; };
void f(A a) {}
int g() { A ok(1); A ok2{2}; return ok.x + ok2.x; }
A make() { A a = A(3); return 4; }
int main() {
  A a = 1;
  f(1);
  A b = {2};
  return a.x + b.x + g() + make().x;
}
