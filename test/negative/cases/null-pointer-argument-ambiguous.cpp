// expect: error ambiguous-call 7:10
// A null pointer constant converts to a pointer parameter with rank conversion ([conv.ptr]),
// as 0 converts to a double: g++ reports the call as ambiguous.
int which(int* p) { return p ? *p : -1; }
int which(double d) { return (int)d + 100; }
int main() {
  return which(0);
}
