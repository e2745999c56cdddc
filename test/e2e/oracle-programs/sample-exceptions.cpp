// How the samples guard their launches: a helper that runs a kernel on a chosen
// accelerator_view and reports a runtime_exception instead of crashing; invalid_compute_domain
// for an extent that the tile does not divide, a launch on an accelerator_view that runs no
// kernels caught as runtime_exception, and a fallback to the default accelerator when the chosen one cannot
// run kernels (the CPU accelerator only holds data).
#include <amp.h>
#include <iostream>
#include <vector>
#include <numeric>
#include <string>
#include <stdexcept>

using namespace concurrency;

enum class outcome { ran, bad_domain, runtime_error };

const char* name_of(outcome o) {
  switch (o) {
    case outcome::ran: return "ran";
    case outcome::bad_domain: return "invalid_compute_domain";
    case outcome::runtime_error: return "runtime_exception";
  }
  return "?";
}

// Squares the elements on the given view, tiled by 8: the extent must be a multiple of 8.
outcome square_tiled(const accelerator_view& view, std::vector<int>& data) {
  try {
    array_view<int, 1> av(static_cast<int>(data.size()), data);
    parallel_for_each(view, av.extent.tile<8>(), [=](tiled_index<8> t) restrict(amp) { av[t.global] *= av[t.global]; });
    av.synchronize();
    return outcome::ran;
  } catch (const invalid_compute_domain&) {
    return outcome::bad_domain;
  } catch (const runtime_exception&) {
    return outcome::runtime_error;
  }
}

// The same kernel on whichever view can run it, as the samples' "pick an accelerator" helpers do.
int run_with_fallback(std::vector<int>& data, const accelerator_view& preferred) {
  int attempts = 1;
  outcome o = square_tiled(preferred, data);
  std::cout << "  preferred view: " << name_of(o) << std::endl;
  if (o == outcome::runtime_error) {
    attempts++;
    o = square_tiled(accelerator().default_view, data);
    std::cout << "  default view: " << name_of(o) << std::endl;
  }
  return o == outcome::ran ? attempts : -attempts;
}

int main() {
  accelerator cpu(accelerator::cpu_accelerator);
  accelerator gpu;
  std::cout << "the cpu accelerator is emulated: " << std::boolalpha << cpu.is_emulated << std::endl;

  std::vector<int> good(64);
  std::iota(good.begin(), good.end(), 0);
  std::cout << "64 elements on the cpu accelerator:" << std::endl;
  int attempts = run_with_fallback(good, cpu.default_view);
  std::cout << "  attempts " << attempts << ", good[63] = " << good[63] << std::endl;

  std::vector<int> odd(60, 3);
  std::cout << "60 elements on the default accelerator:" << std::endl;
  attempts = run_with_fallback(odd, gpu.default_view);
  std::cout << "  attempts " << attempts << ", odd[0] = " << odd[0] << std::endl;

  // Exceptions of the standard library and of C++ AMP in one handler chain.
  int caught = 0;
  for (int i = 0; i < 3; i++) {
    try {
      if (i == 0) throw std::out_of_range("index");
      if (i == 1) {
        // An array that lives on the CPU accelerator: its view runs no kernels.
        array<int, 1> on_cpu(16, cpu.default_view);
        parallel_for_each(on_cpu.accelerator_view, on_cpu.extent, [&on_cpu](index<1> t) restrict(amp) { on_cpu[t] = 0; });
      }
      std::vector<int> v(4);
      array_view<int, 1> view(4, v);
      parallel_for_each(view.extent.tile<3>(), [=](tiled_index<3> t) restrict(amp) { view[t.global] = 1; });
    } catch (const out_of_memory&) {
      std::cout << "caught out_of_memory" << std::endl;
      caught++;
    } catch (const runtime_exception&) {
      std::cout << "caught runtime_exception" << std::endl;
      caught++;
    } catch (const std::exception&) {
      std::cout << "caught std::exception" << std::endl;
      caught++;
    }
  }
  std::cout << "caught " << caught << " of 3" << std::endl;
  bool ok = good[63] == 63 * 63 && odd[0] == 3 && caught == 3;
  std::cout << (ok ? "PASSED" : "FAILED") << std::endl;
  return ok ? 0 : 1;
}
