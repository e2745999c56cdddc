// expect: error no-matching-function 9:10
// enable_if<false, T> has no member 'type': substitution fails for the only template, which
// is then no candidate (SFINAE), so the call matches nothing.
#include <type_traits>
template <typename T>
typename std::enable_if<std::is_integral<T>::value, T>::type half(T x) { return x / 2; }
int main() {
  float f = 3.0f;
  return half(f) > 1.0f ? 0 : 1;
}
