// expect: error type-mismatch 15:12
// expect: error type-mismatch 16:11
// expect: error type-mismatch 17:8
// expect: error type-mismatch 12:38
// expect: error type-mismatch 18:11
// An explicit conversion function converts only in direct-initialisation, casts and conditions
// ([class.conv.fct]/2): copy-initialisation (`bool b = h;`, an argument, a return value) does not
// call it, and a cast calls it only for its own type (`static_cast<int>(h)` would need bool → int
// after it), as g++ says.
struct Handle { int id; explicit operator bool() const { return id != 0; } };
bool take(bool b) { return b; }
bool valid(const Handle& h) { return h; }
int main() {
  Handle h{1};
  bool b = h;
  int i = h;
  take(h);
  int n = static_cast<int>(h);
  if (h && valid(h)) return b + i + n;
  return 0;
}
