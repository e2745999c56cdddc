// Details of single inheritance: user copy constructors with a base part, new of a derived class
// through a base pointer, this-> and qualified calls, inherited static functions and operators,
// implicit derived constructors, class templates deriving from class templates (`: Cell<V>(x)`), overloaded
// virtual functions, default arguments taken from the static type, aggregate derived init, and
// arrays of base pointers to objects made with new and freed with delete.
#include <iostream>

struct S {
    int a;
    S(int x) : a(x * 2) {}
    virtual int get() const { return a; }
    int plain() const { return a + 1; }
};

struct T : S {
    T(int x) : S(x) {}
    T(const T& o) : S(o) { a += 100; }
    int get() const override { return -a; }
    void show() { std::cout << this->get() << " " << get() << " " << S::get() << "\n"; }
};

struct Counter {
    int count = 10;
    int step;
    Counter() : step(1) {}
    Counter(int a, int b) : count(a), step(b) {}
    static int twice(int x) { return 2 * x; }
    int operator+(int k) const { return count + k; }
    bool operator==(const Counter& o) const { return count == o.count; }
};
struct E : Counter { int z = 4; };
struct F : Counter { F() : Counter(1, 2) {} };

template <typename V> struct Box { V v; V get() const { return v; } };
template <typename V> struct Labeled : Box<V> { int label; V twiceGet() const { return this->get() * 2; } };

template <typename V> struct Cell { V v; Cell(V x) : v(x) {} V get() const { return v; } };
template <typename V> struct Tagged : Cell<V> {
    int tag;
    Tagged(V x, int t) : Cell<V>(x), tag(t) {}
};
struct IntCell : Cell<int> { IntCell() : Cell<int>(9) {} };

struct B {
    virtual int f(int a) const { return a; }
    virtual int f(float a) const { return 100; }
    virtual int g(int a = 1) const { return a; }
};
struct D : B {
    int f(int a) const override { return -a; }
    int g(int a = 2) const override { return a * 10; }
};

struct Shape { virtual ~Shape() {} virtual int sides() const = 0; };
struct Tri : Shape { int sides() const override { return 3; } };
struct Quad : Shape { int sides() const override { return 4; } };

struct P { int x; int y; };
struct Q : P { int z; };

int main() {
    T t(3);
    T u(t);
    S s(t);
    u.show();
    std::cout << s.get() << "\n";
    S* p = new T(3);
    std::cout << p->a << " " << p->get() << " " << p->plain() << "\n";
    T* q = new T(4);
    S* r = q;
    std::cout << r->get() << " " << q->S::get() << "\n";

    E e;
    std::cout << e.count << " " << e.step << " " << e.z << " " << E::twice(4) << " " << (e + 5) << "\n";
    F f;
    std::cout << (e == f) << " " << (f + 1) << "\n";
    Labeled<int> l;
    l.v = 21;
    l.label = 1;
    std::cout << l.get() << " " << l.twiceGet() << "\n";

    Tagged<float> tc(1.5f, 3);
    IntCell ic;
    std::cout << tc.get() << " " << tc.tag << " " << ic.get() << "\n";

    D d;
    const B& b = d;
    std::cout << b.f(3) << " " << b.f(3.0f) << " " << b.g() << " " << d.g() << "\n";
    Shape* shapes[3];
    shapes[0] = new Tri();
    shapes[1] = new Quad();
    shapes[2] = new Tri();
    int total = 0;
    for (int i = 0; i < 3; i++) total += shapes[i]->sides();
    const Shape& second = *shapes[1];
    std::cout << (*shapes[0]).sides() << " " << second.sides() << "\n";
    T* made = new T(1);
    T other(5);
    *made = other;                 // assigns the object the pointer points to
    S& base = *made;
    base.a += 1;
    std::cout << made->a << " " << other.a << " " << base.get() << "\n";
    for (int i = 0; i < 3; i++) delete shapes[i];
    std::cout << "sides " << total << "\n";
    Q pq{4, 5, 6};
    std::cout << pq.x << pq.y << pq.z << "\n";
    return 0;
}
