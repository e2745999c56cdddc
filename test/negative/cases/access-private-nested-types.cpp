// expect: error access 16:3
// expect: error access 17:3
// expect: error access 17:19
// expect: error access 18:3
// Private nested types, enumerators and member typedefs named outside their class (clang: "'Secret' is
// a private member of 'Outer'"); inside it, and through `auto`, they may be used.
class Outer {
  struct Secret { int a; };
  enum Mode { A, B };
  typedef int Hidden;
public:
  struct Open { int b; Secret peek() const { return Secret{b}; } };
  Secret make() const { return Secret{3}; }
};
int main() {
  Outer::Secret s{1};
  Outer::Mode m = Outer::B;
  Outer::Hidden h = 2;
  Outer::Open o{4};
  auto t = o.peek();
  return s.a + m + h + o.b + t.a;
}
