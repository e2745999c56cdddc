// Instances of one class template whose arguments differ only by a pointer or reference
// (`Box<int>`, `Box<int*>`, `Box<int**>`, a partial specialisation for `T*`) are distinct classes:
// ampc named them alike, and the generated module declared one class twice.
#include <iostream>
#include <vector>

template <typename T> struct Box {
  T value;
  static const char* kind() { return "value"; }
};
template <typename T> struct Box<T*> {
  T* value;
  static const char* kind() { return "pointer"; }
  T get() const { return *value; }
};

template <typename T> struct Traits { static const int depth = 0; };
template <typename T> struct Traits<T*> { static const int depth = 1 + Traits<T>::depth; };

template <typename T, typename U> struct Pair { T a; U b; };

int main() {
  int n = 7;
  int* p = &n;
  Box<int> plain{3};
  Box<int*> pointing{&n};
  Box<int**> twice{&p};
  std::cout << Box<int>::kind() << ' ' << plain.value << '\n';
  std::cout << Box<int*>::kind() << ' ' << pointing.get() << '\n';
  std::cout << Box<int**>::kind() << ' ' << *twice.get() + 0 << '\n';
  n = 8;
  std::cout << pointing.get() << ' ' << *twice.get() << '\n';
  std::cout << Traits<int>::depth << Traits<int*>::depth << Traits<int**>::depth << '\n';
  Pair<int, double> pd{1, 2.5};
  Pair<int*, double> ppd{&n, 3.5};
  std::cout << pd.a << ' ' << pd.b << ' ' << *ppd.a << ' ' << ppd.b << '\n';
  std::vector<int> v{4, 5, 6};
  auto first = v.begin() + 0;
  std::cout << *first << ' ' << *(v.end() - 1) << '\n';
  return 0;
}
