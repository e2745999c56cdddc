// Class templates: type and value parameters, defaults, member functions and constructors,
// the injected class name, one instance per argument list, on the host and in a kernel.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

template <typename T, int N = 2>
struct Small {
  T data[N];
  Small() restrict(amp, cpu) { for (int i = 0; i < N; i++) data[i] = T(0); }
  explicit Small(T fill) restrict(amp, cpu) { for (int i = 0; i < N; i++) data[i] = fill; }
  T sum() const restrict(amp, cpu) {
    T s = 0;
    for (int i = 0; i < N; i++) s += data[i];
    return s;
  }
  Small operator+(const Small& o) const restrict(amp, cpu) {
    Small r;
    for (int i = 0; i < N; i++) r.data[i] = data[i] + o.data[i];
    return r;
  }
  int size() const restrict(amp, cpu) { return N; }
};

template <typename T>
class Accumulator {
 public:
  Accumulator() : total(0), count(0) {}
  void add(T x) { total += x; count++; }
  T mean() const { return total / T(count); }
 private:
  T total;
  int count;
};

int main() {
  Small<int> a(3);
  Small<int, 4> b(2);
  Small<float, 3> c(0.5f);
  Small<int> d = a + a;
  std::cout << a.sum() << " " << b.sum() << " " << c.sum() << " " << d.sum() << " " << b.size() << std::endl;
  Accumulator<double> acc;
  acc.add(1);
  acc.add(2.5);
  Accumulator<int> iacc;
  iacc.add(7);
  iacc.add(2);
  std::cout << acc.mean() << " " << iacc.mean() << std::endl;

  std::vector<int> out(4, 0);
  array_view<int, 1> av(4, out);
  parallel_for_each(av.get_extent(), [=](index<1> i) restrict(amp) {
    Small<int, 3> s(i[0]);
    Small<int, 3> t = s + s;
    av[i] = t.sum() + t.size();
  });
  for (int i = 0; i < 4; i++) std::cout << av[i] << " ";
  std::cout << std::endl;
  return 0;
}
