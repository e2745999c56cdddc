// Host pointers to scalars: new T[n] / delete[], p[i], *(p + i), pointer arithmetic, comparisons
// and differences, int* and const int* parameters, a C array decaying to a pointer, pointers into
// a std::vector (v.data(), &v[k]), &x of a local and of a parameter, and an extent built from an int*.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

int sum(const int* p, int n) {
  int total = 0;
  for (int i = 0; i < n; i++) total += p[i];
  return total;
}

void fill(int* p, int n, int start) {
  for (int* q = p; q != p + n; ++q) *q = start++;
}

float average(const float* first, const float* last) {
  float total = 0;
  for (const float* q = first; q < last; q++) total += *q;
  return total / (last - first);
}

void bump(int* x) { *x += 10; }

int* pick(bool b, int* p) { return b ? p : nullptr; }

// The address of a by-value parameter: the callee writes the parameter, not the caller's variable.
int bumped(int v) {
  bump(&v);
  return v * 2;
}

int main() {
  int* data = new int[6];
  fill(data, 6, 3);
  std::cout << "sum " << sum(data, 6) << ", data[2] " << data[2] << ", *(data + 4) " << *(data + 4) << "\n";
  int* mid = data + 3;
  mid[1] = 100;
  *mid -= 1;
  std::cout << "mid - data " << (mid - data) << ", data[3] " << data[3] << ", data[4] " << data[4]
            << ", mid > data " << (mid > data) << ", mid == data + 3 " << (mid == data + 3) << "\n";
  int* end = data + 6;
  int count = 0;
  for (int* q = data; q < end; q += 2) count++;
  std::cout << "every other: " << count << "\n";
  delete[] data;

  int local[4] = {1, 2, 3, 4};
  std::cout << "decayed sum " << sum(local, 4) << ", from &local[1]: " << sum(&local[1], 3) << "\n";
  int* p = local;
  p++;
  *p = 20;
  std::cout << "local[1] " << local[1] << "\n";

  std::vector<int> v(5, 7);
  int* vp = v.data();
  vp[4] = 1;
  int* third = &v[2];
  third[0] = 0;
  std::cout << "vector sum " << sum(v.data(), 5) << ", v[2] " << v[2] << ", v[4] " << v[4] << "\n";

  float* fs = new float[4];
  for (int i = 0; i < 4; i++) fs[i] = 0.5f * i;
  std::cout << "average " << average(fs, fs + 4) << "\n";
  delete[] fs;

  int x = 5;
  bump(&x);
  int* px = &x;
  *px *= 2;
  std::cout << "x " << x << ", null " << (px == nullptr) << ", bumped " << bumped(x) << ", x " << x << "\n";

  // Null pointers: nullptr, 0, a conditional's null branch, and a read through a returned pointer.
  int* none = nullptr;
  int* zero = 0;
  std::cout << "nulls " << (none == nullptr) << (zero == 0) << !none << (none == zero) << (pick(false, px) == nullptr)
            << (pick(true, px) != nullptr) << ", *pick " << *pick(true, px) << ", pick[0] " << pick(true, local)[0] << "\n";
  if (px) std::cout << "px is set\n";

  int* dims = new int[3];
  dims[0] = 2;
  dims[1] = 3;
  dims[2] = 4;
  extent<3> e(dims);
  std::vector<int> out(e.size());
  array_view<int, 3> av(e, out);
  parallel_for_each(e, [=](index<3> idx) restrict(amp) { av[idx] = idx[0] + idx[1] + idx[2]; });
  av.synchronize();
  std::cout << "extent from int*: " << e[0] << "x" << e[1] << "x" << e[2] << ", sum " << sum(out.data(), (int)out.size()) << "\n";
  delete[] dims;
  return 0;
}
