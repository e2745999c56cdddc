// expect: error ambiguous-call 12:3
// expect: error ambiguous-call 13:3
// f(T, int) and f(int, T) for f(1, 1): each deduces from the other only where the other has its
// unique type against `int`, so neither template is more specialised ([temp.func.order]); g++:
// "call of overloaded 'f(int, int)' is ambiguous", with candidates 'void f(T, int) [with T = int]'.
// g(T) and g(const T&): references and top-level const are taken off before ordering, so neither.
template <class T> void f(T, int) {}
template <class T> void f(int, T) {}
template <class T> void g(T) {}
template <class T> void g(const T&) {}
int main() {
  f(1, 1);
  g(1);
  return 0;
}
