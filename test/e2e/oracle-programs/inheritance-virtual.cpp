// Single inheritance with virtual functions on the host: dispatch through base references,
// overriding, pure virtual functions, calls from constructors, qualified calls, slicing.
#include <iostream>
#include <string>
#include <amp.h>
using namespace concurrency;

class Shape {
public:
    Shape(int id) : id_(id) { std::cout << "Shape(" << id << ") sees " << name() << "\n"; }
    virtual ~Shape() {}
    virtual float area() const = 0;
    virtual std::string name() const { return "shape"; }
    int id() const { return id_; }
    void describe() const { std::cout << name() << " #" << id_ << " area " << area() << "\n"; }
protected:
    int id_;
};

class Rect : public Shape {
public:
    Rect(int id, float w, float h) : Shape(id), w_(w), h_(h) { std::cout << "Rect ctor sees " << name() << "\n"; }
    float area() const override { return w_ * h_; }
    std::string name() const override { return "rect"; }
protected:
    float w_, h_;
};

class Square : public Rect {
public:
    Square(int id, float s) : Rect(id, s, s) {}
    std::string name() const override { return "square"; }
    std::string baseName() const { return Rect::name(); }
};

class Circle : public Shape {
public:
    Circle(int id, float r) : Shape(id), r_(r) {}
    float area() const override { return 3.0f * r_ * r_; }
private:
    float r_;
};

float totalArea(const Shape& a, const Shape& b) { return a.area() + b.area(); }

void grow(Rect& r, float by) { r = Rect(r.id(), 1.0f + by, 2.0f + by); }

int main() {
    Rect r(1, 2.0f, 3.0f);
    Square s(2, 4.0f);
    Circle c(3, 1.0f);
    r.describe();
    s.describe();
    c.describe();
    std::cout << "total " << totalArea(s, c) << "\n";
    const Shape& ref = s;
    std::cout << ref.name() << " " << ref.area() << " " << s.baseName() << "\n";
    Rect sliced = s;          // slicing: a Rect now
    std::cout << sliced.name() << " " << sliced.area() << "\n";
    const Rect& rr = s;
    std::cout << rr.name() << " " << rr.area() << "\n";
    std::cout << s.id() << " " << c.id() << "\n";
    return 0;
}
