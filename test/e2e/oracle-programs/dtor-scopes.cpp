// User-written destructors on the host: locals are destroyed at the end of their scope, in
// reverse order of declaration, on every way out (end of block, return, break, continue, a
// thrown exception); a class's own destructor runs before its members', members last first.
#include <iostream>

int live = 0;

struct Tracer {
  int id;
  Tracer(int i) : id(i) { ++live; std::cout << "make " << id << "\n"; }
  ~Tracer() { --live; std::cout << "drop " << id << "\n"; }
};

struct Pair {
  Tracer first;
  Tracer second;
  int tag;
  Pair(int a, int b) : first(a), second(b), tag(a + b) {}
  ~Pair() { std::cout << "drop pair " << tag << "\n"; }
};

// No destructor of its own: its members are still destroyed.
struct Holder {
  Tracer inner;
  Pair pair;
  Holder() : inner(7), pair(8, 9) {}
};

int count = 0;

struct Counter {
  int step;
  ~Counter();
};
Counter::~Counter() {
  if (step > 100) return;  // an early return still ends the destructor normally
  count += step;
}

int early(int x) {
  Tracer a(10);
  if (x > 0) {
    Tracer b(11);
    return x * 2;
  }
  Tracer c(12);
  return x;
}

void loops() {
  for (int i = 0; i < 4; ++i) {
    Tracer t(20 + i);
    if (i == 1) continue;
    if (i == 3) break;
    std::cout << "body " << i << "\n";
  }
  int n = 0;
  while (true) {
    Tracer w(30 + n);
    if (++n == 2) break;
  }
}

void thrower() {
  Tracer t(40);
  throw 7;
}

int main() {
  {
    Tracer a(1);
    Tracer b(2);
    {
      Tracer c(3);
    }
    std::cout << "live " << live << "\n";
  }
  std::cout << "early " << early(1) << "\n";
  std::cout << "early " << early(0) << "\n";
  loops();
  try {
    Tracer guard(41);
    thrower();
  } catch (int e) {
    std::cout << "caught " << e << " live " << live << "\n";
  }
  {
    Pair p(5, 6);
    std::cout << "pair " << p.first.id << " " << p.second.id << "\n";
  }
  {
    Holder h;
    std::cout << "holder " << h.inner.id << "\n";
  }
  {
    Tracer arr[3] = {Tracer(50), Tracer(51), Tracer(52)};
    std::cout << "array " << arr[1].id << "\n";
  }
  {
    Counter c1{1};
    Counter c2{1000};
    Counter c3{20};
  }
  std::cout << "count " << count << "\n";
  Tracer last(99);
  std::cout << "live " << live << "\n";
  return 0;
}
