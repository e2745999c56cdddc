// expect: error unsupported 9:10
// `new S[n](args)`: initializers for the elements of a new array of class objects are not
// supported by ampc (`new S[n]` default-constructs each element).
struct S {
  int x;
  S(int v) : x(v) {}
};
int main() {
  S* s = new S[2](7);
  delete[] s;
  return 0;
}
