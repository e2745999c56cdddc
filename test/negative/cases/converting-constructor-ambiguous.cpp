// expect: error ambiguous-call 9:3
// Two user-defined conversions from int (A(int) and B(int)) are indistinguishable: the call is
// ambiguous, as g++ says.
struct A { A(int v) : x(v) {} int x; };
struct B { B(long v) : y(v) {} long y; };
void f(A) {}
void f(B) {}
int main() {
  f(1);
  return 0;
}
