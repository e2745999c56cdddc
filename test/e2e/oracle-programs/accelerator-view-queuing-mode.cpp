// accelerator::create_view(queuing_mode) and accelerator_view::get_queuing_mode(): the default
// view and create_view() queue automatically; a view made with queuing_mode_immediate says so.
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;
int main() {
  accelerator acc;
  accelerator_view def = acc.get_default_view();
  accelerator_view automatic = acc.create_view();
  accelerator_view immediate = acc.create_view(queuing_mode_immediate);
  accelerator_view named = acc.create_view(concurrency::queuing_mode_automatic);
  queuing_mode m = immediate.get_queuing_mode();
  std::cout << def.get_queuing_mode() << " " << automatic.get_queuing_mode() << " " << m << " " << named.get_queuing_mode() << "\n";
  std::cout << (m == queuing_mode_immediate) << (immediate == automatic) << (def == acc.get_default_view()) << "\n";
  std::vector<int> data(8, 1);
  array_view<int, 1> v(8, data);
  parallel_for_each(immediate, v.extent, [=](index<1> i) restrict(amp) { v[i] += i[0]; });
  immediate.wait();
  v.synchronize();
  for (int x : data) std::cout << x << " ";
  std::cout << "\n";
  return 0;
}
