// explicit constructors are called by direct-initialisation only; non-explicit ones convert
// implicitly (copy-initialisation, arguments, returns) and rank as user-defined conversions.
#include <cstdio>

struct Meters {
  explicit Meters(double v) : value(v) {}
  double value;
};

struct Feet {
  Feet(double v) : value(v) {}
  double value;
};

struct Label {
  Label(int n, char tag = 'L') : n(n), tag(tag) {}
  int n;
  char tag;
};

void show(Meters m) { printf("meters %.2f\n", m.value); }
void show(Feet f) { printf("feet %.2f\n", f.value); }

void which(Feet f) { printf("which(Feet) %.2f\n", f.value); }
void which(double d) { printf("which(double) %.2f\n", d); }

void tagged(const Label& l) { printf("label %d %c\n", l.n, l.tag); }

Feet twice(double d) { return d * 2; }
Label next(int n) { return n + 1; }

struct Sum {
  int total;
  Sum(int t) : total(t) {}
};
Sum operator+(const Sum& a, const Sum& b) { return Sum(a.total + b.total); }

int main() {
  Meters a(1.5);
  Meters b{2.5};
  Meters c = Meters(3.5);
  Meters d = static_cast<Meters>(4.5);
  Meters e = (Meters)5.5;
  printf("%.1f %.1f %.1f %.1f %.1f\n", a.value, b.value, c.value, d.value, e.value);
  show(7.25);          // Meters' constructor is explicit: only show(Feet) is viable
  show(Meters(8));
  which(3);            // int -> double (standard) beats int -> Feet (user-defined)
  which(Feet(4));
  Feet f = 9;
  Label l = 42;
  tagged(5);
  tagged(Label(6, 'x'));
  printf("%.1f %d%c %.1f %d\n", f.value, l.n, l.tag, twice(1.25).value, next(9).n);
  Sum s = Sum(1) + 2;  // the second operand converts through Sum(int)
  Sum t = 10;
  t = 20;              // assignment from int: a temporary Sum, then copy-assignment
  printf("%d %d\n", s.total, t.total);
  return 0;
}
