// Reference data members: bound by the constructor, they name the object they were bound to
// (writes through them change it), and a copy of the class names the same objects. Referents:
// scalars (const and not), an element, a vector, a class object, an array_view.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

struct View {
  std::vector<int>& v;
  const int& k;
  View(std::vector<int>& v, const int& k) : v(v), k(k) {}
  int get(int i) const { return v[i] * k; }
};

struct Counter {
  int& count;
  int& slot;
  explicit Counter(int& c, std::vector<int>& cells, int i) : count(c), slot(cells[i]) {}
  void hit() { ++count; slot += 10; }
};

struct Point { int x, y; };

struct Mover {
  Point& p;
  Mover(Point& p) : p(p) {}
  void by(int dx, int dy) { p.x += dx; p.y += dy; }
  void reset(const Point& q) { p = q; }  // assigns the referent, not the reference
};

struct Lock {
  int depth = 0;
  void lock() { ++depth; std::cout << "lock " << depth << "\n"; }
  void unlock() { std::cout << "unlock " << depth << "\n"; --depth; }
};

struct Guard {
  Lock& l;
  Guard(Lock& l) : l(l) { l.lock(); }
  ~Guard() { l.unlock(); }
};

struct Scale {
  array_view<int, 1>& view;
  std::vector<int>& weights;
  Scale(array_view<int, 1>& view, std::vector<int>& weights) : view(view), weights(weights) {}
  int at(int i) const { return view[i] * weights[i % 3]; }
};

void bump(int& x) { x += 100; }

int main() {
  std::vector<int> a = {1, 2, 3};
  int k = 2;
  View w(a, k);
  std::cout << w.get(1) << "\n";
  k = 5;  // w.k names k
  w.v[0] = 10;
  std::cout << w.get(0) << " " << a[0] << "\n";
  View w2 = w;  // a copy names the same vector and int
  w2.v.push_back(7);
  std::cout << a.size() << " " << w.v.size() << " " << w2.get(3) << "\n";
  w.v = {4, 5};  // assigns the vector w.v names
  std::cout << a.size() << " " << a[1] << "\n";

  int hits = 0;
  std::vector<int> cells(4, 0);
  Counter c(hits, cells, 2);
  c.hit();
  c.hit();
  Counter c2 = c;
  c2.hit();
  bump(c.count);
  int& alias = c.slot;
  alias += 1;
  std::cout << hits << " " << cells[2] << " " << c2.count << "\n";

  Point p{1, 2};
  Mover m(p);
  m.by(3, 4);
  std::cout << p.x << " " << p.y << "\n";
  m.reset(Point{-1, -2});
  std::cout << p.x << " " << p.y << " " << m.p.x << "\n";

  Lock lk;
  {
    Guard g(lk);
    {
      Guard inner(lk);
      std::cout << "depth " << lk.depth << "\n";
    }
  }
  std::cout << "after " << lk.depth << "\n";

  std::vector<int> data = {1, 2, 3, 4};
  array_view<int, 1> av(4, data);
  std::vector<int> weights = {1, 10, 100};
  Scale s(av, weights);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] *= 2; });
  weights[0] = 1000;
  std::cout << s.at(0) << " " << s.at(1) << " " << s.at(2) << " " << s.at(3) << "\n";
  return 0;
}
