// Owning pointers to a derived class seen as owners of its base: conversions, virtual calls
// through them, vectors of them, and destructors (a base destructor with a body included)
// running when the last owner goes, in the order g++ runs them.
#include <memory>
#include <vector>
#include <iostream>
struct Shape {
  int id;
  Shape(int i) : id(i) {}
  virtual ~Shape() { std::cout << "~Shape " << id << "\n"; }
  virtual void draw() const { std::cout << "shape " << id << "\n"; }
};
struct Circle : Shape {
  Circle(int i) : Shape(i) {}
  ~Circle() { std::cout << "~Circle " << id << "\n"; }
  void draw() const override { std::cout << "circle " << id << "\n"; }
};
struct Tracked {
  int n;
  Tracked(int k) : n(k) { std::cout << "Tracked " << n << "\n"; }
  ~Tracked() { std::cout << "~Tracked " << n << "\n"; }
};
int main() {
  {
    std::vector<std::shared_ptr<Shape>> shapes;
    shapes.push_back(std::make_shared<Circle>(1));
    shapes.push_back(std::make_shared<Shape>(2));
    shapes.emplace_back(std::make_shared<Circle>(3));
    std::shared_ptr<Shape> keep = shapes[0];
    for (auto& s : shapes) s->draw();
    for (const auto& s : shapes) std::cout << s.use_count() << " ";
    std::cout << "\n";
    std::cout << "leaving\n";
  }
  std::cout << "left\n";
  {
    std::vector<std::unique_ptr<Tracked>> ts;
    ts.push_back(std::make_unique<Tracked>(1));
    ts.emplace_back(std::make_unique<Tracked>(2));
    auto t3 = std::make_unique<Tracked>(3);
    ts.push_back(std::move(t3));
    for (auto& t : ts) std::cout << t->n << " ";
    std::cout << (t3 ? "t3 full" : "t3 empty") << "\n";
  }
  std::cout << "done\n";
  {
    std::unique_ptr<Shape> u = std::make_unique<Circle>(7);
    u->draw();
    std::shared_ptr<Shape> s;
    s = std::make_shared<Circle>(8);
    std::shared_ptr<Circle> c = std::make_shared<Circle>(9);
    std::shared_ptr<Shape> sc = c;
    std::cout << c.use_count() << "\n";
    sc->draw();
  }
  {
    std::vector<std::shared_ptr<Shape>> copies;
    {
      std::vector<std::shared_ptr<Shape>> originals;
      originals.push_back(std::make_shared<Circle>(20));
      std::shared_ptr<Shape> named = std::make_shared<Shape>(21);
      originals.push_back(named);
      for (auto& o : originals) copies.push_back(o);
      std::cout << named.use_count() << " inner end\n";
    }
    std::cout << copies.size() << " " << copies[0].use_count() << "\n";
    for (auto& c : copies) c->draw();
  }
  return 0;
}
