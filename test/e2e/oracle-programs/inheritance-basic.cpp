// Single inheritance without virtual functions: base constructors in member-initialiser lists,
// implicit base default construction, inherited fields and member functions, hiding, qualified
// calls, slicing copies, base references to derived objects, and assignment through them.
#include <iostream>
#include <amp.h>
using namespace concurrency;

struct Counter {
    int count = 10;
    int step;
    Counter() : step(1) {}
    Counter(int start, int s) : count(start), step(s) {}
    void tick() { count += step; }
    int value() const { return count; }
    int scaled(int k) const { return count * k; }
};

struct Named : public Counter {
    int id;
    Named(int i) : id(i) {}                          // Counter() runs first
    Named(int i, int start) : Counter(start, 2), id(i) {}
    int value() const { return Counter::value() + 1000 * id; }   // hides Counter::value
    void twice() { tick(); tick(); }
};

struct Tagged : Named {                                // default access: public for struct
    int tag;
    Tagged() : Named(7, 100), tag(3) { tick(); }
};

struct Point { int x; int y; };
struct Point3 : Point { int z; };

void bump(Counter& c) { c.tick(); }
int read(const Counter& c) { return c.value(); }
void reset(Counter& c) { Counter fresh(0, 5); c = fresh; }

int main() {
    Named a(1);
    Named b(2, 50);
    std::cout << a.count << " " << a.step << " " << a.id << "\n";
    std::cout << b.count << " " << b.step << " " << b.id << "\n";
    a.tick();
    b.twice();
    std::cout << a.value() << " " << b.value() << " " << b.Counter::value() << "\n";
    bump(a);
    std::cout << read(a) << " " << a.scaled(3) << "\n";
    Counter c = b;                                     // slicing copy
    c.tick();
    std::cout << c.value() << " " << b.count << "\n";
    Counter& ref = b;
    ref.tick();
    std::cout << b.count << " " << ref.value() << "\n";
    reset(b);
    std::cout << b.count << " " << b.step << " " << b.id << "\n";
    Tagged t;
    std::cout << t.count << " " << t.step << " " << t.id << " " << t.tag << " " << t.value() << "\n";

    Point3 pts[4];
    for (int i = 0; i < 4; i++) { pts[i].x = i; pts[i].y = 10 * i; pts[i].z = 100 * i; }
    array_view<Point3, 1> av(4, pts);
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
        Point3 p = av[i];
        p.x = p.x + p.y + p.z;
        p.z = p.z + 1;
        av[i] = p;
    });
    for (int i = 0; i < 4; i++) std::cout << av[i].x << " " << av[i].y << " " << av[i].z << "\n";
    Point sliced = av[2];
    std::cout << sliced.x << " " << sliced.y << "\n";
    return 0;
}
