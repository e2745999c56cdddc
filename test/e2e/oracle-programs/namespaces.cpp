// Namespaces: same-named functions in different namespaces stay distinct, qualified and
// unqualified lookup, nested and reopened namespaces, anonymous namespaces, using-directives
// and using-declarations, and using-directives for the math library's namespaces.
#include <amp.h>
#include <amp_math.h>
#include <iostream>
#include <vector>
using namespace concurrency;

namespace geometry {
  int scale(int x) restrict(amp, cpu) { return 2 * x; }
  struct Box { int w, h; };
  namespace detail {
    int area(Box b) { return b.w * b.h; }
  }
}

namespace physics {
  int scale(int x) restrict(amp, cpu) { return 3 * x; }
}

namespace geometry {
  int grow(int x) restrict(amp, cpu) { return scale(x) + 1; }
}

namespace {
  int hidden() { return 42; }
}

int twice(int x);

namespace tools { int twice(int x) { return x + x + 1000; } }

int twice(int x) { return x + x; }

int main() {
  geometry::Box b = {3, 4};
  std::cout << geometry::scale(5) << " " << physics::scale(5) << " " << geometry::grow(5) << " "
            << geometry::detail::area(b) << " " << hidden() << " " << twice(4) << " " << tools::twice(4) << std::endl;
  {
    using namespace physics;
    std::cout << scale(7) << std::endl;
  }
  using geometry::detail::area;
  std::cout << area(b) << std::endl;
  std::vector<float> v(4, 0.0f);
  array_view<float, 1> av(4, v);
  parallel_for_each(av.get_extent(), [=](index<1> i) restrict(amp) {
    using namespace concurrency::precise_math;
    av[i] = float(geometry::scale(i[0]) + physics::scale(1)) + rsqrt(4.0f);
  });
  for (int i = 0; i < 4; i++) std::cout << av[i] << " ";
  std::cout << std::endl;
  return 0;
}
