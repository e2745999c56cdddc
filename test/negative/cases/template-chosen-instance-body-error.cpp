// expect: error no-member 7:46
// The body of the instance a call chooses is checked once it is chosen, and its error carries
// the note "in instantiation of 'twice<int>' requested here" at the call (line 11), as clang's
// does. The other template, size(const std::vector<T>&), is only ranked for size(3): its body
// is never instantiated for int, so it is no error.
#include <vector>
template <class T> int twice(T x) { return x.size() * 2; }
template <class T> int size(const std::vector<T>& v) { return v.size() + 1; }
template <class T> int size(const T& x) { return x; }
int main() {
  return twice(3) + size(3);
}
