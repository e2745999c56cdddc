// expect: error type-mismatch 12:9
// expect: error type-mismatch 13:13
// expect: error type-mismatch 15:7
// Nothing converts to an enum implicitly: an int argument, `Color c = 1;`, an assignment.
// An unscoped enum's value converts to int the other way.
enum Color { Red, Green };
void paint(Color c) {}
void pick(Color c) {}
void pick(double d) {}
int main() {
  paint(Red); int i = Green;
  paint(1);
  Color c = i;
  pick(1); pick(Red); c = Green;
  c = 0;
  return i;
}
