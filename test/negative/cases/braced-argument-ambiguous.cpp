// expect: error ambiguous-call 13:10
// expect: error ambiguous-call 14:10
// expect: error no-matching-function 15:10
// A braced list converts to each aggregate that its elements initialize, by a user-defined
// conversion: two such parameters are equally good, whatever narrowing either would need
// ([over.ics.list]; g++: "call of overloaded 'f(<brace-enclosed initializer list>)' is ambiguous").
struct A { int x; };
struct B { double x; };
struct C { int x, y, z; };
int f(A a) { return a.x; }
int f(B b) { return (int)b.x; }
int main() {
  return f({1}) +
         f({1.5}) +
         f({1, 2});
}
