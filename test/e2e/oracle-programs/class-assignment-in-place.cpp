// Assigning a class object assigns into the object itself: a reference or pointer to it (or to
// one of its members) sees the new value, as in C++.
#include <iostream>
#include <vector>
struct Inner { int a; float b; };
struct S { int x; Inner in; int arr[2]; };
void show(const char* what, const S& s) { std::cout << what << ": " << s.x << " " << s.in.a << " " << s.in.b << " " << s.arr[0] << s.arr[1] << std::endl; }
S make(int k) { S s; s.x = k; s.in.a = k * 2; s.in.b = k * 0.5f; s.arr[0] = k; s.arr[1] = -k; return s; }
void reset(S& target, const S& from) { target = from; }
int main() {
  S s = make(1);
  S t = make(10);
  S& r = s;
  Inner& ri = s.in;
  s = t;
  show("r after s = t", r);
  std::cout << "ri " << ri.a << std::endl;
  r.x = 5;
  show("s after r.x = 5", s);
  s.in = Inner{7, 7.5f};
  std::cout << "ri " << ri.a << " " << ri.b << std::endl;
  std::vector<S> v(2);
  S& e = v[0];
  v[0] = t;
  show("e after v[0] = t", e);
  for (S& q : v) q = make(3);
  show("v[1]", v[1]);
  S arr[2];
  S& a0 = arr[0];
  arr[0] = make(4);
  show("a0", a0);
  reset(s, make(6));
  show("r after reset", r);
  t.x = 99;
  show("s (a copy of t earlier)", s);
  return 0;
}
