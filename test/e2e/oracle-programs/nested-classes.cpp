// Classes, enums and aliases declared in a class: named from outside through their class, from
// inside unqualified; a nested struct as a kernel's array_view element; members of a nested
// class that name the enclosing class's types, static members, enumerators and private members.
#include <amp.h>
#include <iostream>
using namespace concurrency;

struct Particle {
  struct Pos { float x, y; };
  enum Kind { Light = 1, Heavy = 4 };
  typedef Pos Point;
  using Velocity = Pos;
  Pos at;
  Velocity v;
  Kind kind = Heavy;
  static const int steps = 3;
  Pos moved() const restrict(amp, cpu) {
    Pos p = at;
    p.x += v.x * steps;
    p.y += v.y * steps;
    return p;
  }
};

class Counter {
  int hidden = 40;
  static int scale() { return 2; }
public:
  enum class Mode { Add, Twice };
  // A nested class is a member: it may name Counter's private members.
  struct Peek {
    Mode mode;
    int read(const Counter& c) const { return mode == Mode::Twice ? c.hidden * scale() : c.hidden + 1; }
  };
  struct Step;
  int total() const;
};

// Declared in Counter, defined outside it, with its members defined outside too.
struct Counter::Step {
  int by;
  Step(int b);
  int apply(int x) const;
};
Counter::Step::Step(int b) : by(b * scale()) {}
int Counter::Step::apply(int x) const { return x + by; }
int Counter::total() const { Step s(5); return s.apply(hidden); }

struct Grid {
  struct { int w, h; } size;
  struct Cell { int row, col; } origin{1, 2}, corner;
  int area() const { return size.w * size.h; }
};

int main() {
  Particle ps[4];
  for (int i = 0; i < 4; i++) {
    ps[i].at = {float(i), float(2 * i)};
    ps[i].v.x = 0.5f;
    ps[i].v.y = -1.0f;
    ps[i].kind = i % 2 ? Particle::Light : Particle::Heavy;
  }
  Particle::Pos out[4];
  array_view<const Particle, 1> in(4, ps);
  array_view<Particle::Pos, 1> moved(4, out);
  moved.discard_data();
  parallel_for_each(moved.extent, [=](index<1> idx) restrict(amp) {
    Particle::Point p = in[idx].moved();
    if (in[idx].kind == Particle::Heavy) p.y *= 2;
    moved[idx] = p;
  });
  for (int i = 0; i < 4; i++) std::cout << moved[i].x << " " << moved[i].y << "\n";
  Particle::Kind k = Particle::Light;
  Particle::Velocity v = {1.5f, 2.5f};
  std::cout << k << " " << v.x + v.y << " " << Particle::steps << "\n";

  Counter c;
  Counter::Peek a{Counter::Mode::Add}, b{Counter::Mode::Twice};
  std::cout << a.read(c) << " " << b.read(c) << " " << c.total() << "\n";
  Counter::Step s(7);
  std::cout << s.apply(1) << "\n";

  Grid g;
  g.size.w = 3;
  g.size.h = 4;
  g.corner.row = g.origin.row + 9;
  std::cout << g.area() << " " << g.origin.col << " " << g.corner.row << "\n";
  Grid::Cell cells[2] = {{5, 6}, {7, 8}};
  std::cout << cells[1].row * cells[0].col << "\n";
  return 0;
}
