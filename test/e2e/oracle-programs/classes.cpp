// Classes: constructors (member initialisers, delegating, defaults from in-class
// initialisers), const and non-const member functions, static members, operators,
// function objects, and out-of-class definitions, on the host and in kernels.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

struct Vec2 {
  float x, y;
  Vec2() restrict(amp, cpu) : x(0), y(0) {}
  Vec2(float a, float b) restrict(amp, cpu) : x(a), y(b) {}
  explicit Vec2(float s) restrict(amp, cpu) : Vec2(s, s) {}
  float dot(const Vec2& o) const restrict(amp, cpu) { return x * o.x + y * o.y; }
  void scale(float k) restrict(amp, cpu) { x *= k; this->y *= k; }
  Vec2 operator+(const Vec2& o) const restrict(amp, cpu) { return Vec2(x + o.x, y + o.y); }
  Vec2& operator+=(const Vec2& o) restrict(amp, cpu) { x += o.x; y += o.y; return *this; }
  bool operator==(const Vec2& o) const restrict(amp, cpu) { return x == o.x && y == o.y; }
  static Vec2 unit() restrict(amp, cpu) { return Vec2(1, 0); }
  float length2() const restrict(amp, cpu);
};

float Vec2::length2() const restrict(amp, cpu) { return dot(*this); }

Vec2 operator*(float k, const Vec2& v) restrict(amp, cpu) { return Vec2(k * v.x, k * v.y); }

class Counter {
 public:
  Counter() : count(10) {}
  int next() { return count++; }
 private:
  int count;
  int step = 2;
};

struct Affine {
  int a, b;
  Affine(int a_, int b_) restrict(amp, cpu) : a(a_), b(b_) {}
  int operator()(int x) const restrict(amp, cpu) { return a * x + b; }
};

int main() {
  Vec2 p(1, 2), q;
  Vec2 r(3);
  p.scale(2);
  q += p;
  Vec2 s = p + Vec2::unit();
  std::cout << p.x << " " << p.y << " " << q.x << " " << r.y << " " << s.x << " " << p.dot(r) << " " << p.length2() << std::endl;
  std::cout << (p == q) << " " << (p == s) << " " << (2.0f * p).y << std::endl;
  Counter c;
  c.next();
  std::cout << c.next() << std::endl;
  Affine f(3, 1);
  std::cout << f(4) << std::endl;

  std::vector<float> out(4, 0.0f);
  array_view<float, 1> av(4, out);
  parallel_for_each(av.get_extent(), [=](index<1> i) restrict(amp) {
    Vec2 v(float(i[0]), 1.0f);
    v.scale(2);
    v += Vec2::unit();
    Affine g(2, i[0]);
    av[i] = v.dot(Vec2(1, 1)) + (0.5f * v).x + g(3);
  });
  for (int i = 0; i < 4; i++) std::cout << av[i] << " ";
  std::cout << std::endl;
  return 0;
}
