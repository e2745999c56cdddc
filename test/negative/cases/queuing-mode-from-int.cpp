// expect: error no-matching-function 8:11
// create_view takes a queuing_mode, an enum: an int is no implicit queuing_mode.
#include <amp.h>
using namespace concurrency;
int main() {
  accelerator acc;
  accelerator_view v = acc.create_view(queuing_mode_immediate);
  v = acc.create_view(1);
  return 0;
}
