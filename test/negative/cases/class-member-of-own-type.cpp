// expect: error type-mismatch 13:27
// expect: error type-mismatch 14:21
// expect: error type-mismatch 15:44
// expect: error type-mismatch 16:37
// A class is incomplete until its definition ends, so a member of its own type (or an array of
// them, or a nested class's member of the enclosing type) is an error, as g++ says ("field 'at'
// has incomplete type 'Pos'"). Found by the crash fuzzer: a kernel's view of such a class made
// ampc recurse without end (RangeError) instead of reporting it. References and pointers to the
// class are fine.
#include <amp.h>
using namespace concurrency;

struct Pos { float x; Pos at; };
struct Q { int a; Q arr[2]; };
template <class T> struct Node { T v; Node next; };
struct Outer { struct Inner { Outer o; }; int k; };
struct Linked { int v; Linked* next; Linked& self() { return *this; } };

int main() {
  Pos ps[2];
  array_view<Pos, 1> v(2, ps);
  parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v[i].x = 1; });
  Node<int> n;
  Linked l{1, nullptr};
  return l.self().v + n.v;
}
