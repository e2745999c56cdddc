// expect: error unsupported 14:13
// A condition whose side effect loads tile_static memory, in a loop that waits at a barrier: WGSL
// could not prove the hoisted load uniform, so ampc refuses it rather than emit a shader Dawn rejects.
#include <amp.h>
using namespace concurrency;
int main() {
  int data[64] = {0};
  array_view<int, 1> av(64, data);
  parallel_for_each(av.get_extent().tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int sh[64];
    sh[t.local[0]] = av[t.global];
    t.barrier.wait();
    int x = 0;
    while ((x = sh[0]) > 0) {
      t.barrier.wait();
      av[t.global] = x;
      break;
    }
    av[t.global] = x;
  });
  return 0;
}
