// std::unique_ptr and std::shared_ptr: make_unique/make_shared, ->, *, get, reset, release,
// use_count, bool, assignment from a new owner and between shared owners, a linked list of
// unique_ptr members, std::move of both, and the destructors of the objects they own, run when
// the last owner goes.
#include <iostream>
#include <memory>
#include <string>

struct Widget {
  std::string name;
  int size;
  Widget(const std::string& n, int s) : name(n), size(s) { std::cout << "make " << name << "\n"; }
  ~Widget() { std::cout << "destroy " << name << "\n"; }
  int area() const { return size * size; }
};

struct Node {
  int value;
  std::unique_ptr<Node> next;
  explicit Node(int v) : value(v) {}
};

static int sumList(const std::unique_ptr<Node>& head) {
  int total = 0;
  for (Node* n = head.get(); n; n = n->next.get()) total += n->value;
  return total;
}

std::unique_ptr<Widget> pass(std::unique_ptr<Widget>& from) { return std::move(from); }

static void moves() {
  std::unique_ptr<Widget> a = std::make_unique<Widget>("a", 1);
  std::unique_ptr<Widget> b = std::move(a);
  std::cout << (a ? "a owns" : "a empty") << " " << b->name << "\n";
  std::unique_ptr<Widget> c = std::make_unique<Widget>("c", 1);
  c = std::move(b);
  std::cout << c->name << " " << (b ? "b owns" : "b empty") << "\n";
  std::unique_ptr<Widget> d = pass(c);
  std::shared_ptr<Widget> s = std::make_shared<Widget>("s", 1);
  std::shared_ptr<Widget> t = s;
  std::shared_ptr<Widget> u = std::move(s);
  std::cout << s.use_count() << " " << t.use_count() << " " << u.use_count() << " " << d->name << "\n";
}

std::unique_ptr<Widget> makeWidget(int s) { return std::make_unique<Widget>("made", s); }

int main() {
  {
    std::unique_ptr<Widget> w = std::make_unique<Widget>("a", 3);
    std::cout << w->name << " " << w->area() << " " << (*w).size << "\n";
    w->size = 5;
    std::cout << w->area() << " " << (w ? "owns" : "empty") << "\n";
    w.reset();
    std::cout << (w ? "owns" : "empty") << "\n";
    w.reset(new Widget("b", 1));
    w = std::make_unique<Widget>("c", 2);
    std::cout << "end of block\n";
  }
  std::unique_ptr<int> n = std::make_unique<int>(41);
  *n += 1;
  std::cout << *n << "\n";
  std::unique_ptr<double> z = std::make_unique<double>();
  std::cout << *z << "\n";
  {
    std::shared_ptr<Widget> s = std::make_shared<Widget>("s", 4);
    std::cout << s.use_count() << "\n";
    {
      std::shared_ptr<Widget> t = s;
      std::shared_ptr<Widget> u(t);
      std::cout << s.use_count() << " " << t->area() << "\n";
    }
    std::cout << s.use_count() << "\n";
    std::shared_ptr<Widget> other = std::make_shared<Widget>("o", 1);
    other = s;
    std::cout << s.use_count() << " " << other->name << "\n";
    s.reset();
    std::cout << s.use_count() << " " << other.use_count() << "\n";
  }
  std::shared_ptr<Widget> empty;
  std::cout << empty.use_count() << " " << (empty ? "set" : "empty") << "\n";
  Node head(1);
  head.next = std::make_unique<Node>(2);
  head.next->next = std::make_unique<Node>(3);
  std::unique_ptr<Node> list = std::make_unique<Node>(10);
  list->next = std::make_unique<Node>(20);
  std::cout << sumList(list) << " " << head.next->next->value << "\n";
  std::unique_ptr<Widget> made = makeWidget(6);
  std::cout << made->area() << "\n";
  Widget* raw = made.release();
  std::cout << (made ? "owns" : "released") << " " << raw->name << "\n";
  delete raw;
  moves();
  return 0;
}
