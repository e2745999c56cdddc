// `this` as a pointer value on the host: self-assignment checks, returning `this`, CRTP's
// `static_cast<const Derived*>(this)`, and casts between pointers to a base and a derived class.
#include <iostream>
#include <vector>
#include <string>

template <class Derived>
struct Shape {
    float area() const { return static_cast<const Derived*>(this)->area_impl(); }
    std::string describe() const { return static_cast<const Derived*>(this)->name() + " " + std::to_string(area()); }
};

struct Square : Shape<Square> {
    float s;
    explicit Square(float x) : s(x) {}
    float area_impl() const { return s * s; }
    std::string name() const { return "square"; }
};

struct Rect : Shape<Rect> {
    float w, h;
    Rect(float a, float b) : w(a), h(b) {}
    float area_impl() const { return w * h; }
    std::string name() const { return "rect"; }
};

template <class T>
float total_area(const std::vector<T>& shapes) {
    float sum = 0;
    for (const auto& s : shapes) sum += s.area();
    return sum;
}

struct Buffer {
    std::vector<int> data;
    int copies = 0;
    Buffer& operator=(const Buffer& o) {
        if (this == &o) { std::cout << "self-assignment skipped\n"; return *this; }
        data = o.data;
        copies++;
        return *this;
    }
    Buffer* self() { return this; }
    bool same(const Buffer* p) const { return p == this; }
};

struct Node {
    int value;
    Node* next = nullptr;
    explicit Node(int v) : value(v) {}
    Node* append(Node* n) { next = n; return this; }
};

struct Base { int tag = 1; virtual ~Base() {} virtual int id() const { return 10; } };
struct Derived : Base { int extra = 5; int id() const override { return 20; } };

int main() {
    Square sq(3);
    Rect r(2, 4.5f);
    std::cout << sq.area() << " " << r.area() << "\n";
    std::cout << sq.describe() << " | " << r.describe() << "\n";
    std::vector<Square> squares{Square(1), Square(2), Square(3)};
    std::cout << total_area(squares) << "\n";

    Buffer a, b;
    a.data = {1, 2, 3};
    b = a;
    Buffer& alias = b;
    b = alias;
    std::cout << b.data.size() << " " << b.copies << " " << (b.self() == &b) << " " << b.same(&a) << " " << b.same(&b) << "\n";

    Node n1(1), n2(2), n3(3);
    n1.append(&n2)->next->append(&n3);
    int sum = 0;
    for (Node* p = &n1; p != nullptr; p = p->next) sum = sum * 10 + p->value;
    std::cout << sum << "\n";

    Derived d;
    Base* bp = &d;
    Derived* dp = static_cast<Derived*>(bp);
    Base* back = (Base*)dp;
    std::cout << dp->extra << " " << dp->id() << " " << back->id() << " " << (back == bp) << "\n";
    return 0;
}
