// expect: error unsupported 9:3
// expect: error unsupported 9:16
// A pointer to an array of scalars compiles in host code (oracle program pointers-to-arrays);
// one to an array of class objects is not supported by ampc.
struct P { int x; };
int sum(int (*rows)[3]) { return rows[0][0] + rows[1][2]; }
int main() {
  P ps[2] = {{1}, {2}};
  P (*pp)[2] = &ps;
  int m[2][3] = {{1, 2, 3}, {4, 5, 6}};
  return sum(m) + (*pp)[0].x;
}
