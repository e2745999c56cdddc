// `new S[n]` of classes: each element built by the default constructor, first to last, with
// value semantics per element (assigning one copies it in place, a copy is a new object);
// `delete[] p` runs the destructors last to first. Pointers into the block index, move, subtract
// and compare; a function takes the block as `S*`.
#include <cstdio>
#include <iostream>

int made = 0;

struct Tracked {
  int id;
  Tracked() : id(made++) { std::cout << "make " << id << "\n"; }
  ~Tracked() { std::cout << "drop " << id << "\n"; }
};

struct Point {
  int x;
  float y;
};

struct Counter {
  int hits = 0;
  void hit(int k) { hits += k; }
};

void fill(Point* ps, int n) {
  for (int i = 0; i < n; i++) {
    ps[i].x = i * i;
    ps[i].y = i * 0.5f;
  }
}

int sumX(const Point* begin, const Point* end) {
  int s = 0;
  for (const Point* p = begin; p != end; ++p) s += p->x;
  return s;
}

int main() {
  Tracked* ts = new Tracked[3];
  std::cout << ts[1].id << " " << ts->id << " " << (ts + 2)->id << "\n";

  int n = 5;
  Point* ps = new Point[n];
  fill(ps, n);
  Point copy = ps[2];
  ps[2] = ps[3];
  ps[3].x = 100;
  printf("%d %d %d %g\n", copy.x, ps[2].x, ps[3].x, ps[1].y);
  std::cout << sumX(ps, ps + n) << " " << sumX(ps + 1, ps + 3) << "\n";

  Point* q = ps + 4;
  std::cout << (q - ps) << " " << (q > ps) << " " << (ps + 1 < ps) << " " << (q == ps + 4) << " " << (q != ps) << "\n";
  q -= 2;
  q += 1;
  --q;
  std::cout << q->x << " " << (*q).x << " " << q[1].x << "\n";
  Point* walker = ps;
  walker++;
  std::cout << walker->x << "\n";

  Counter* cs = new Counter[4];
  for (int i = 0; i < 4; i++) cs[i].hit(i + 1);
  cs[3].hit(10);
  for (Counter* c = cs; c < cs + 4; ++c) std::cout << c->hits << " ";
  std::cout << "\n";

  delete[] ps;
  delete[] cs;
  delete[] ts;
  Tracked* none = new Tracked[0];
  delete[] none;
  Tracked* more = new Tracked[2]();
  delete[] more;
  std::cout << "made " << made << "\n";
  return 0;
}
