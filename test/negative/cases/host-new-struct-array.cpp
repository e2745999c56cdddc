// expect: error unsupported 6:10
struct S {
  int x;
};
int main() {
  S* s = new S[4];
  return 0;
}
