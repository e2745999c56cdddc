// expect: error syntax 6:20
// A member template of a class template, defined outside the class: the nested template header
// is reported as not supported (defining it in the class works).
template <class T> struct A { T v; template <class U> U f(U u) const; };

template <class T> template <class U> U A<T>::f(U u) const { return u + v; }

int main() {
  A<int> a{1};
  return a.f(2);
}
