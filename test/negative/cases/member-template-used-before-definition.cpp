// expect: error unsupported 6:24
// A member function template called (here from a member defined in the class) before its
// out-of-class definition is seen: ampc instantiates at the call, so it needs the definition first.
struct S {
  int a;
  template <class U> U scaled(U u) const;
  int g() const { return scaled(2); }
};

template <class U> U S::scaled(U u) const { return u * a; }

int main() {
  S s{3};
  return s.g();
}
