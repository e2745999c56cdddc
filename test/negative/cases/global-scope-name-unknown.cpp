// expect: error undeclared 6:14
// `::y` looks in the global namespace only: N's y is not found.
namespace N {
int y = 2;
int g() {
  return y + ::y;
}
}
int main() { return N::g(); }
