// expect: error undeclared 7:10
// A scoped enum's enumerators are in its own scope: `E::A`, never a bare `A`.
enum class E { A, B };
enum class F { A };
int main() {
  E e = E::A;
  return A == 0 && e == E::B;
}
