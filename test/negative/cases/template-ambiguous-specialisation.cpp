// expect: error ambiguous-specialization 9:10
// Pair<int*, int> matches both partial specialisations, and neither is more specialised than
// the other (C++ [temp.spec.partial.order]): the use is ambiguous, with both as notes.
#include <iostream>
template <typename T, typename U> struct Pair { static const int kind = 0; };
template <typename T> struct Pair<T*, T> { static const int kind = 1; };
template <typename T> struct Pair<T, int> { static const int kind = 2; };
int main() {
  return Pair<int*, int>::kind;
}
