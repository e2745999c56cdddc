// C++ AMP's queuing_mode is an enum: create_view takes one (an int would be refused), and
// get_queuing_mode gives one back, which compares and prints as its value.
#include <amp.h>
#include <cstdio>
using namespace concurrency;
int main() {
  accelerator acc;
  accelerator_view v = acc.create_view(queuing_mode_immediate);
  accelerator_view w = acc.create_view();
  std::printf("%d %d\n", v.get_queuing_mode() == queuing_mode_immediate, (int)w.get_queuing_mode());
  queuing_mode q = v.get_queuing_mode();
  std::printf("%d\n", q);
  accelerator_view x = acc.create_view(static_cast<queuing_mode>(1));
  std::printf("%d\n", x.get_queuing_mode() == queuing_mode_automatic);
  return 0;
}
