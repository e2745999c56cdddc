// expect: error unsupported 7:3
// expect: error unsupported 7:17
// A pointer to an array (`T (*p)[N]`) is not supported by ampc; a reference to one is.
int sum(int (&a)[3]) { return a[0] + a[1] + a[2]; }
int main() {
  int a[3] = {1, 2, 3};
  int (*p)[3] = &a;
  return sum(a) + (*p)[0];
}
