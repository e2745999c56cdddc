// accelerator, accelerator_view, completion_future, copy_async and parallel_for_each on a view.
// Prints only what the WebGPU adapter and the CPU oracle report alike (the adapter's description
// and device path differ from machine to machine).
#include <amp.h>
#include <iostream>
#include <vector>
using namespace concurrency;

void finished() { std::cout << "then: the copy has finished" << std::endl; }

int main() {
  // Before any accelerator is in use, the default can still be set to the one that runs kernels.
  std::cout << "set_default(default) first: " << accelerator::set_default(accelerator::default_accelerator) << std::endl;
  std::cout << "set_default(cpu): " << accelerator::set_default(accelerator::cpu_accelerator) << std::endl;

  std::vector<accelerator> accs = accelerator::get_all();
  std::cout << "accelerators: " << accs.size() << std::endl;
  accelerator gpu(accelerator::cpu_accelerator);
  for (auto& a : accs)
    if (a != accelerator(accelerator::cpu_accelerator)) {
      gpu = a;
      break;
    }
  accelerator def;
  std::cout << "default is the first non-CPU one: " << (def == gpu) << std::endl;
  std::cout << "set_default once in use: " << accelerator::set_default(accelerator::default_accelerator) << std::endl;
  std::cout << "gpu: doubles " << gpu.get_supports_double_precision()
            << ", limited doubles " << gpu.get_supports_limited_double_precision()
            << ", debug " << gpu.get_is_debug() << ", display " << gpu.get_has_display()
            << ", version " << (gpu.get_version() >> 16) << "." << (gpu.get_version() & 0xFFFF)
            << ", memory > 0 " << (gpu.get_dedicated_memory() > 0) << std::endl;
  accelerator cpu(accelerator::cpu_accelerator);
  std::cout << "cpu: path is cpu " << (cpu.get_device_path() == accelerator::cpu_accelerator)
            << ", emulated " << cpu.get_is_emulated() << ", memory " << cpu.get_dedicated_memory()
            << ", doubles " << cpu.get_supports_double_precision() << std::endl;
  accelerator same(gpu.get_device_path());
  std::cout << "by its path: " << (same == gpu) << ", cpu != gpu: " << (cpu != gpu) << std::endl;

  accelerator_view view = gpu.get_default_view();
  accelerator_view copy_of_view(view);
  std::cout << "views: same " << (view == copy_of_view) << ", created one differs " << (view != gpu.create_view())
            << ", its accelerator " << (view.get_accelerator() == gpu) << std::endl;

  // copy_async in every direction; each future is waited for before its data is read.
  std::vector<int> host(8);
  for (int i = 0; i < 8; i++) host[i] = i * i;
  array<int, 1> a(8);
  completion_future in = copy_async(host.begin(), host.end(), a);
  in.get();
  parallel_for_each(view, a.get_extent(), [&a](index<1> i) restrict(amp) { a[i] = a[i] + 100; });
  view.flush();
  view.wait();
  array<int, 1> b(8);
  copy_async(a, b).wait();
  std::vector<int> back(8, 0);
  array_view<int, 1> bv(8, back);
  completion_future to_view = copy_async(b, bv);
  to_view.get();
  std::cout << "ready after get: " << to_view.is_ready() << ", valid: " << to_view.valid() << std::endl;
  bv.synchronize();
  std::vector<int> out(8, 0);
  completion_future to_host = copy_async(bv, out.begin());
  to_host.wait();
  for (int x : out) std::cout << x << ' ';
  std::cout << std::endl;
  to_host.then([] { finished(); });
  completion_future marker = view.create_marker();
  marker.get();
  completion_future none;
  std::cout << "default-constructed future valid: " << none.valid() << std::endl;

  // Errors the program catches.
  try {
    parallel_for_each(cpu.get_default_view(), a.get_extent(), [&a](index<1> i) restrict(amp) { a[i] = 0; });
    std::cout << "the CPU accelerator ran a kernel" << std::endl;
  } catch (runtime_exception&) {
    std::cout << "parallel_for_each on the CPU accelerator: runtime_exception" << std::endl;
  }
  try {
    accelerator warp(accelerator::direct3d_warp);
    std::cout << "there is a WARP accelerator" << std::endl;
  } catch (runtime_exception&) {
    std::cout << "direct3d_warp: runtime_exception" << std::endl;
  }
  int n = static_cast<int>(out.size()) - 2;  // 6, not divisible by the tile
  try {
    extent<1> e(n);
    parallel_for_each(view, e.tile<4>(), [&a](tiled_index<4> t) restrict(amp) { a[t.global] = 0; });
    std::cout << "launched over a domain the tile does not divide" << std::endl;
  } catch (invalid_compute_domain&) {
    std::cout << "tile<4> over 6: invalid_compute_domain" << std::endl;
  }
  std::vector<int> check(8, 0);
  copy(a, check.begin());
  std::cout << "a[7] = " << check[7] << std::endl;
  return 0;
}
