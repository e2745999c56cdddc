// expect: error unsupported-library 11:14
// expect: error unsupported-library 12:13
// The book's accelerator filtering: std::remove_if / std::find_if over accelerator::get_all()
// return iterators into a vector of accelerators, which ampc's host pointers (to scalars) do
// not model. Said as not supported, not as a call no overload matches.
#include <amp.h>
#include <algorithm>
using namespace concurrency;
int main() {
  std::vector<accelerator> accs = accelerator::get_all();
  accs.erase(std::remove_if(accs.begin(), accs.end(), [](accelerator& a) { return a.is_emulated; }), accs.end());
  auto it = std::find_if(accs.begin(), accs.end(), [](const accelerator& a) { return a.device_path == accelerator::cpu_accelerator; });
  return it == accs.end() ? 1 : 0;
}
