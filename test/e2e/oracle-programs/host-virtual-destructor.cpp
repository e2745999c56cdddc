// A virtual destructor: delete through a base pointer, and an owner (unique_ptr/shared_ptr) of a
// base made from a base pointer to a derived object, destroy the object's own class ([expr.delete]/3).
#include <iostream>
#include <string>
#include <memory>
struct Part { std::string n; Part(std::string s) : n(s) {} ~Part() { std::cout << "~Part " << n << "\n"; } };
struct Base {
  virtual ~Base() { std::cout << "~Base\n"; }
  virtual int id() const { return 0; }
};
struct Mid : Base { ~Mid() { std::cout << "~Mid\n"; } int id() const override { return 1; } };
struct Leaf : Mid { Part q{"leaf"}; ~Leaf() override { std::cout << "~Leaf\n"; } };
struct Plain : Base { int id() const override { return 3; } };
struct NoVirt { ~NoVirt() { std::cout << "~NoVirt\n"; } };
struct UBase { virtual ~UBase() { std::cout << "~UBase\n"; } };
struct UDerived : UBase { ~UDerived() override { std::cout << "~UDerived\n"; } };
struct B2 { virtual ~B2() = default; virtual int f() { return 1; } };
struct D2 : B2 { ~D2() { std::cout << "~D2\n"; } int f() override { return 2; } };
UBase* makeOne() { return new UDerived; }
int ownerCases() {
  {
    UBase* raw = new UDerived;
    std::unique_ptr<UBase> p(raw);
  }
  std::cout << "--\n";
  { std::unique_ptr<UBase> q(makeOne()); }
  std::cout << "--\n";
  { std::unique_ptr<B2> r(new D2); std::cout << r->f() << "\n"; }
  std::cout << "--\n";
  { std::shared_ptr<UBase> s(makeOne()); }
  std::cout << "--\n";
  { std::unique_ptr<UBase> t; t.reset(makeOne()); }
  std::cout << "owners end\n";
  return 0;
}
int main() {
  Base* a = new Leaf;
  Base* b = new Mid;
  Base* c = new Plain;
  Base* d = new Base;
  Mid* e = new Leaf;
  Base* n = nullptr;
  std::cout << a->id() << b->id() << c->id() << d->id() << e->id() << "\n";
  delete a; std::cout << "--\n";
  delete b; std::cout << "--\n";
  delete c; std::cout << "--\n";
  delete d; std::cout << "--\n";
  delete e; std::cout << "--\n";
  delete n;
  NoVirt* v = new NoVirt; delete v;
  { Leaf local; }
  ownerCases();
  std::cout << "end\n";
}
