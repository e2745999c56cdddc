// expect: error member-access 12:34
// expect: error member-call 13:34
// A local class in a member function has no object of the function's class: its member
// functions may not name that class's non-static members unqualified (static ones they may).
struct Meter {
  int reading = 4;
  int scale() const { return 2; }
  static int unit() { return 1; }
  int report() const {
    struct Printer {
      int get() const { return unit(); }
      int value() const { return reading; }
      int twice() const { return scale(); }
    };
    return Printer().get();
  }
};

int main() { return Meter().report(); }
