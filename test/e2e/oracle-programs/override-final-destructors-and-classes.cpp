// Virt-specifiers: a destructor marked override or final, a class declared final (g++'s output).
#include <iostream>
#include <memory>
struct Base { virtual ~Base() { std::cout << "~Base\n"; } virtual int f() const { return 1; } };
struct Derived : Base { ~Derived() override { std::cout << "~Derived\n"; } int f() const override { return 2; } };
struct Leaf final : Derived { ~Leaf() final { std::cout << "~Leaf\n"; } };
struct A { virtual int f() { return 1; } };
struct L final : A { int f() override { return 2; } };

int main() {
  { L l; A& a = l; std::cout << a.f() << '\n'; }
  { std::shared_ptr<Base> s = std::make_shared<Derived>(); std::cout << s->f() << '\n'; }
  { Leaf l; std::cout << l.f() << '\n'; }
  return 0;
}
