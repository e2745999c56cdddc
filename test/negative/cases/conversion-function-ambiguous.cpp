// expect: error ambiguous-call 12:14
// expect: error ambiguous-call 13:3
// Two conversion functions whose results convert equally well to the target (int → double and
// long → double are both conversions) make the conversion ambiguous ([over.match.best]); a call
// whose overloads each take the object through a different conversion function is ambiguous too,
// as two user-defined conversions through different functions do not compare ([over.ics.rank]/3.3).
struct B { int i; long l; operator int() const { return i; } operator long() const { return l; } };
const char* f(int) { return "i"; }
const char* f(double) { return "d"; }
int main() {
  B b{1, 2};
  double d = b;
  f(b);
  return 0;
}
