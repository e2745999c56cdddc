// In the style of the blog's "asynchronous copy" and "array_view synchronisation" samples: data
// moves to arrays on the default accelerator_view with copy_async, a kernel chain runs on
// sections of the data, results come back with copy_async into a vector and through
// array_view::synchronize(), and continuations registered with completion_future::then run.
// Work is described by std::function stages held in std::unique_ptr-owned objects.
#include <amp.h>
#include <iostream>
#include <vector>
#include <memory>
#include <functional>
#include <numeric>
#include <algorithm>

using namespace concurrency;

// One stage of the pipeline: a name and the kernel launch it performs on an array.
class stage {
 public:
  stage(const char* name, std::function<void(array<int, 1>&)> run) : name_(name), run_(std::move(run)) {}
  void operator()(array<int, 1>& data) const { run_(data); }
  const char* name() const { return name_; }

 private:
  const char* name_;
  std::function<void(array<int, 1>&)> run_;
};

// A functor kernel: scale then add, as the samples' "kernel classes" are written.
struct scale_add {
  array_view<int, 1> data;
  int scale, offset;
  scale_add(const array_view<int, 1>& d, int s, int o) : data(d), scale(s), offset(o) {}
  void operator()(index<1> idx) const restrict(amp) { data[idx] = data[idx] * scale + offset; }
};

int main() {
  const int n = 2048;
  accelerator_view av = accelerator().default_view;
  std::vector<int> host(n);
  std::iota(host.begin(), host.end(), -1024);

  array<int, 1> device(n, av);
  completion_future upload = copy_async(host.begin(), host.end(), device);
  int continuations = 0;
  upload.then([&continuations] { continuations++; });
  upload.get();

  std::vector<std::unique_ptr<stage>> pipeline;
  pipeline.push_back(std::make_unique<stage>("scale", [](array<int, 1>& a) {
    parallel_for_each(a.extent, scale_add(array_view<int, 1>(a), 3, 1));
  }));
  pipeline.push_back(std::make_unique<stage>("abs", [](array<int, 1>& a) {
    parallel_for_each(a.extent, [&a](index<1> i) restrict(amp) {
      int v = a[i];
      a[i] = v < 0 ? -v : v;
    });
  }));
  pipeline.push_back(std::make_unique<stage>("halve-first-half", [](array<int, 1>& a) {
    array_view<int, 1> first = array_view<int, 1>(a).section(0, a.extent[0] / 2);
    parallel_for_each(first.extent, [=](index<1> i) restrict(amp) { first[i] /= 2; });
  }));
  for (const auto& s : pipeline) {
    (*s)(device);
    std::cout << "ran " << s->name() << std::endl;
  }

  std::vector<int> result(n);
  completion_future download = copy_async(device, result.begin());
  download.then([&continuations] { continuations++; });
  download.wait();

  // The same on the CPU.
  std::vector<int> expected(n);
  for (int i = 0; i < n; i++) {
    int v = host[i] * 3 + 1;
    v = v < 0 ? -v : v;
    expected[i] = i < n / 2 ? v / 2 : v;
  }

  // A second path: an array_view over the host data, a section written by a kernel, synchronize().
  std::vector<int> flags(n, 0);
  array_view<int, 1> flags_view(n, flags);
  array_view<int, 1> middle = flags_view.section(index<1>(n / 4), extent<1>(n / 2));
  array_view<const int, 1> device_view(device);
  parallel_for_each(middle.extent, [=](index<1> i) restrict(amp) { middle[i] = device_view[i + n / 4] % 7; });
  flags_view.synchronize();

  long long sum = std::accumulate(result.begin(), result.end(), 0LL);
  int flagged = static_cast<int>(std::count_if(flags.begin(), flags.end(), [](int f) { return f != 0; }));
  bool ok = result == expected;
  for (int i = 0; i < n; i++) {
    int want = (i >= n / 4 && i < 3 * n / 4) ? expected[i] % 7 : 0;
    if (flags[i] != want) ok = false;
  }
  std::cout << "continuations run: " << continuations << std::endl;
  std::cout << "sum " << sum << ", first " << result[0] << ", last " << result[n - 1] << std::endl;
  std::cout << "flagged in the middle half: " << flagged << std::endl;
  std::cout << (ok ? "PASSED" : "FAILED") << std::endl;
  return ok ? 0 : 1;
}
