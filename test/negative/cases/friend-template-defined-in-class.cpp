// expect: error syntax 9:79
// expect: error syntax 10:1
// A friend function template defined in the class (a hidden friend template) is not supported by
// ampc: the message says to define it outside the class. (A friend template's declaration is
// accepted; parsing resumes after the class, hence the second error.)
struct S {
  int x;
  template <typename U> friend U scaled(const S& s, U k);
  template <typename U> friend U twice(const S& s, U k) { return s.x * k * 2; }
};
int main() { S s{2}; return twice(s, 3); }
