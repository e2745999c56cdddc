// `new S(args)` and `delete p` of classes whose destruction runs code: the destructor runs at the
// delete (members last to first after the class's own), never for a null pointer, and a pointer
// expression with side effects is evaluated once.
#include <iostream>

struct Resource {
  int id;
  Resource(int i) : id(i) { std::cout << "acquire " << id << "\n"; }
  ~Resource() { std::cout << "release " << id << "\n"; }
};

struct Pair {
  Resource first;
  Resource second;
  int tag;
  Pair(int a, int t) : first(a), second(a + 1), tag(t) {}
  ~Pair() { std::cout << "pair " << tag << " ends\n"; }
};

struct Plain {
  Resource r;
  Plain(int a) : r(a) {}
};

int counter = 0;
struct Counted {
  Counted() { counter++; }
  ~Counted() { counter += 100; }
};

int main() {
  Resource* r = new Resource(1);
  Resource* none = nullptr;
  delete none;
  std::cout << "using " << r->id << "\n";
  delete r;

  Pair* p = new Pair(10, 7);
  Plain* q = new Plain(20);
  delete p;
  delete q;

  Resource* several[3] = {new Resource(31), new Resource(32), new Resource(33)};
  int k = 0;
  delete several[k++];
  delete several[k++];
  std::cout << "k = " << k << "\n";
  delete several[k];

  Counted* c = new Counted();
  std::cout << counter << "\n";
  delete c;
  std::cout << counter << "\n";
  {
    Resource local(40);
    Resource* heap = new Resource(41);
    delete heap;
  }
  std::cout << "done\n";
  return 0;
}
