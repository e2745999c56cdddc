// Nested classes of class templates (each instance has its own: List<int>::Node is not
// List<float>::Node), nested classes in namespaces, members that name what the enclosing class
// declares later, and a nested class whose generated name a namespace-scope class also spells.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

template <typename T>
struct List {
  struct Node {
    T value;
    int next;
    T twice() const restrict(amp, cpu) { return value + value; }
  };
  enum { Capacity = 8 };
  Node nodes[Capacity];
  int count = 0;
  void push(T v);
  T sum() const {
    T s = 0;
    for (int i = 0; i < count; i++) s += nodes[i].twice();
    return s;
  }
};

template <typename T>
void List<T>::push(T v) {
  Node n;
  n.value = v;
  n.next = count + 1;
  nodes[count++] = n;
}

namespace geo {
struct Shape {
  struct Box {
    // Names the enclosing class's members declared after this class.
    int area() const { return w * h * unit(); }
    int w, h;
  };
  static int unit() { return scale; }
  static const int scale = 3;
};
}

struct Outer {
  struct In { int a; };
};
// Spelled like the generated name of Outer::In.
struct Outer_In { double d; };

int main() {
  List<int> li;
  li.push(3);
  li.push(4);
  List<float> lf;
  lf.push(1.25f);
  List<int>::Node first = li.nodes[0];
  std::cout << li.sum() << " " << lf.sum() << " " << first.next << " " << List<float>::Capacity << "\n";

  std::vector<List<float>::Node> host(6);
  for (int i = 0; i < 6; i++) host[i].value = 0.5f * i;
  array_view<List<float>::Node, 1> nodes(6, host);
  parallel_for_each(nodes.extent, [=](index<1> i) restrict(amp) {
    nodes[i].next = i[0] * 10;
    nodes[i].value = nodes[i].twice();
  });
  for (int i = 0; i < 6; i++) std::cout << nodes[i].value << ":" << nodes[i].next << " ";
  std::cout << "\n";

  geo::Shape::Box b{2, 5};
  std::cout << b.area() << "\n";

  Outer::In in{7};
  Outer_In other{2.5};
  std::cout << in.a * other.d << "\n";
  return 0;
}
