// Function objects as kernels: fields (views and scalars) are what the kernel captures,
// operator() is the kernel, tiled too, with this-> and a named functor variable.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

class Saxpy {
 public:
  Saxpy(float a, array_view<const float, 1> x, array_view<float, 1> y) : a_(a), x_(x), y_(y) {}
  void operator()(index<1> i) const restrict(amp) { y_[i] = a_ * x_[i] + this->y_[i]; }
 private:
  float a_;
  array_view<const float, 1> x_;
  array_view<float, 1> y_;
};

struct TileSum {
  array_view<int, 1> data;
  int bias;
  TileSum(array_view<int, 1> d, int b) : data(d), bias(b) {}
  void operator()(tiled_index<4> t) const restrict(amp) {
    tile_static int shared[4];
    shared[t.local[0]] = data[t.global];
    t.barrier.wait();
    int sum = 0;
    for (int k = 0; k < 4; k++) sum += shared[k];
    data[t.global] = sum + bias;
  }
};

int main() {
  std::vector<float> xs(8), ys(8);
  for (int i = 0; i < 8; i++) { xs[i] = float(i); ys[i] = 1.0f; }
  array_view<const float, 1> x(8, xs);
  array_view<float, 1> y(8, ys);
  parallel_for_each(y.get_extent(), Saxpy(2.0f, x, y));
  for (int i = 0; i < 8; i++) std::cout << y[i] << " ";
  std::cout << std::endl;

  std::vector<int> v(8);
  for (int i = 0; i < 8; i++) v[i] = i;
  array_view<int, 1> av(8, v);
  TileSum kernel(av, 100);
  parallel_for_each(av.get_extent().tile<4>(), kernel);
  for (int i = 0; i < 8; i++) std::cout << av[i] << " ";
  std::cout << std::endl;
  return 0;
}
