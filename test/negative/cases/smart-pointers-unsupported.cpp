// expect: error unsupported-destructor 9:35
// expect: error no-matching-function 15:26
// expect: error no-matching-function 16:7
// expect: error unsupported-destructor 17:11
// A std::unique_ptr is never copied, only moved (`std::move` of an int copies it); what
// ampc cannot destroy at the right time (a by-value parameter, a temporary) is rejected, as for
// any class with a destructor.
#include <memory>
static int f(std::shared_ptr<int> p) { return *p; }
struct S { int x; };
int main() {
  std::unique_ptr<S> a = std::make_unique<S>();
  std::unique_ptr<S> b;
  std::shared_ptr<int> s = std::make_shared<int>(1);
  std::unique_ptr<S> c = a;
  b = a;
  int v = std::make_unique<S>()->x;
  int k = std::move(v);
  return v;
}
