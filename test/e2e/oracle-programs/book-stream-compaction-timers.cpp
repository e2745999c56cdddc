// Stream compaction as the performance chapter builds it: flags on the accelerator, an
// exclusive scan of the flags, then a scatter kernel; checked against std::copy_if. A scoped
// Timer records elapsed times in a table kept by a function-local static (the times themselves
// are not printed, only which phases ran).
#include <amp.h>
#include <algorithm>
#include <chrono>
#include <functional>
#include <iostream>
#include <numeric>
#include <string>
#include <vector>
using namespace concurrency;

struct Phase {
  std::string name;
  double ms;
};

std::vector<Phase>& phases() {
  static std::vector<Phase> table;
  return table;
}

int timerCount() {
  static int created = 0;
  return ++created;
}

class Timer {
public:
  explicit Timer(const std::string& name) : name_(name), id_(timerCount()), start_(std::chrono::steady_clock::now()) {}
  ~Timer() {
    std::chrono::duration<double, std::milli> elapsed = std::chrono::steady_clock::now() - start_;
    phases().push_back(Phase{name_, elapsed.count()});
  }
  int id() const { return id_; }

private:
  std::string name_;
  int id_;
  std::chrono::steady_clock::time_point start_;
};

template <typename T>
struct GreaterThan {
  T limit;
  bool operator()(T x) const restrict(amp, cpu) { return x > limit; }
};

template <typename T, typename Pred>
std::vector<T> compact(const std::vector<T>& input, Pred keep) {
  int n = static_cast<int>(input.size());
  std::vector<int> flags(n);
  {
    Timer t("flags");
    array_view<const T, 1> in(n, input);
    array_view<int, 1> f(n, flags);
    f.discard_data();
    parallel_for_each(f.extent, [=](index<1> i) restrict(amp) { f[i] = keep(in[i]) ? 1 : 0; });
    f.synchronize();
  }
  std::vector<int> offsets(n);
  {
    Timer t("scan");
    std::exclusive_scan(flags.begin(), flags.end(), offsets.begin(), 0);
  }
  int total = n == 0 ? 0 : offsets[n - 1] + flags[n - 1];
  std::vector<T> output(total);
  if (total == 0) return output;
  {
    Timer t("scatter");
    array_view<const T, 1> in(n, input);
    array_view<const int, 1> f(n, flags);
    array_view<const int, 1> o(n, offsets);
    array_view<T, 1> out(total, output);
    out.discard_data();
    parallel_for_each(in.extent, [=](index<1> i) restrict(amp) {
      if (f[i]) out[o[i]] = in[i];
    });
    out.synchronize();
  }
  return output;
}

int main() {
  std::vector<int> data(1000);
  for (int i = 0; i < 1000; i++) data[i] = (i * 613) % 997;
  GreaterThan<int> big{900};
  std::vector<int> kept = compact(data, big);
  std::vector<int> expected;
  std::copy_if(data.begin(), data.end(), std::back_inserter(expected), [&](int x) { return big(x); });
  std::cout << "kept " << kept.size() << " of " << data.size() << ", same as copy_if: " << (kept == expected) << std::endl;
  std::cout << "first kept:";
  for (int i = 0; i < 5; i++) std::cout << " " << kept[i];
  std::cout << std::endl;

  std::vector<float> fdata(64);
  std::iota(fdata.begin(), fdata.end(), -10.5f);
  std::vector<float> fkept = compact(fdata, GreaterThan<float>{40.0f});
  std::cout << "floats kept: " << fkept.size() << ", sum " << std::reduce(fkept.begin(), fkept.end()) << std::endl;

  std::vector<int> none = compact(data, GreaterThan<int>{5000});
  std::cout << "none kept: " << none.size() << std::endl;

  std::cout << "timers: " << timerCount() - 1 << std::endl;
  std::vector<std::string> names;
  for (const Phase& p : phases()) names.push_back(p.name);
  std::cout << "phases:";
  for (const std::string& s : names) std::cout << " " << s;
  std::cout << std::endl;
  const std::vector<Phase>& table = phases();
  bool allTimed = std::all_of(table.begin(), table.end(), [](const Phase& p) { return p.ms >= 0; });
  std::cout << "all timed: " << allTimed << std::endl;
  return 0;
}
