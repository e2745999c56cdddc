// expect: error local-class-automatic 17:30
// expect: error local-class-automatic 26:31
// expect: error local-class-automatic 27:13
// expect: error local-class-automatic 28:29
// expect: error local-class-automatic 29:31
// expect: error local-class-automatic 35:48
// expect: error local-class-automatic 36:42
// A local class's member functions, default member initialisers and default arguments may not
// use the enclosing function's parameters and automatic variables, a kernel lambda's included
// ([basic.def.odr]/10); its constants, statics and types they may (the last lines).
#include <amp.h>
#include <vector>
using namespace concurrency;

int twice(int n) {
  struct Doubler {
    int get() const { return n * 2; }
  };
  return Doubler().get();
}

int main() {
  int base = 3;
  auto square = [](int x) { return x * x; };
  struct Uses {
    int read() const { return base; }
    int b = base;
    int withDefault(int a = base) const { return a; }
    int call() const { return square(2); }
  };
  std::vector<int> out(4);
  array_view<int, 1> view(4, out);
  parallel_for_each(view.get_extent(), [=](index<1> i) restrict(amp) {
    struct InKernel {
      int where() const restrict(amp) { return i[0]; }
      void store() const restrict(amp) { view[0] = 1; }
    };
    view[i] = InKernel().where();
  });
  const int limit = 5;
  static int calls = 0;
  struct Fine {
    int get() const { calls++; return limit + sizeof(base); }
  };
  return Uses().read() + twice(2) + Fine().get();
}
