// expect: error unsupported 8:12
struct S {
  int x;
};
int main() {
  S s;
  // A host pointer points into an array (or a boxed variable): a class member has neither.
  int* p = &s.x;
  return 0;
}
