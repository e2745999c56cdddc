// A pointer (or function pointer) passed by non-const reference: the callee moves the caller's pointer.
#include <iostream>
#include <vector>
int a[5] = {1,2,3,4,5};
void adv(int*& p) { p = p + 1; }
void adv2(int*& p) { ++p; p++; adv(p); p += 1; }
void setv(int*& p, int v) { *p = v; p[1] = v + 1; }
void pass(int*& p) { adv(p); }
int twice(int x) { return 2 * x; }
int thrice(int x) { return 3 * x; }
typedef int (*Fn)(int);
void choose(Fn& f, bool t) { f = t ? twice : thrice; }
const char* names[] = {"zero", "one", "two"};
void nextName(const char*& s, int i) { s = names[i]; }
void find(std::vector<int>& v, int*& out, int want) { out = nullptr; for (size_t i = 0; i < v.size(); ++i) if (v[i] == want) out = &v[i]; }
int main() {
  int* p = &a[0]; adv(p); std::cout << *p << "\n";
  p = a; adv2(p); std::cout << *p << " " << (p - a) << "\n";
  int* q = a; setv(q, 9); std::cout << a[0] << a[1] << "\n";
  pass(q); std::cout << *q << "\n";
  int (*f)(int) = nullptr; choose(f, true); std::cout << f(5) << "\n"; choose(f, false); std::cout << f(5) << "\n";
  const char* s = "x"; nextName(s, 2); std::cout << s << "\n";
  std::vector<int> v = {4, 8, 15}; int* r; find(v, r, 8); std::cout << (r ? *r : -1) << "\n"; find(v, r, 7); std::cout << (r == nullptr) << "\n";
  auto step = [](int*& p, int n) { p += n; };
  int* t = a; step(t, 3); std::cout << *t << "\n";
  int* arr[2] = {a, a + 1}; adv(arr[0]); std::cout << *arr[0] << "\n";
  return 0;
}
