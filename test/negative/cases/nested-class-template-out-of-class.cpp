// expect: error syntax 6:23
// A class template's nested class defined outside the class: not supported by ampc (define it in the class).
template <typename T> struct List {
  struct Node;
};
template <typename T> struct List<T>::Node { T v; };
int main() { return 0; }
