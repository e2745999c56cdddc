// expect: error host-unsupported 9:3
// accelerator objects are handles their copies share in ampc's runtime: assigning one through
// a reference would not reach the caller's object, so ampc reports it rather than miscompile.
#include <amp.h>
#include <vector>
using namespace concurrency;
void pick(accelerator& chosen) {
  std::vector<accelerator> all = accelerator::get_all();
  chosen = all[0];
}
int main() {
  accelerator a(accelerator::cpu_accelerator);
  pick(a);
  return a == accelerator() ? 0 : 1;
}
