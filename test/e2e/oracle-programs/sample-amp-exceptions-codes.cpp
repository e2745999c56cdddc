// How C++ AMP code reports its own failures: helpers throw concurrency::runtime_exception with an
// HRESULT (E_FAIL, E_INVALIDARG) or one of its subclasses, callers catch them by reference and
// print what() and get_error_code() as the samples do, FAILED()/SUCCEEDED() test the codes, and
// an exception caught in one layer is rethrown to the next. The kernels validate their input on
// the host first, the way the samples' "check arguments, then launch" helpers do.
#include <amp.h>
#include <iostream>
#include <iomanip>
#include <vector>
#include <string>

using namespace concurrency;

// The codes as the samples print them: eight hex digits.
void print_code(HRESULT code) {
  std::cout << "0x" << std::hex << std::setw(8) << std::setfill('0') << static_cast<unsigned int>(code) << std::dec << std::setfill(' ');
}

// Scales a vector on the accelerator; refuses an empty input and a zero factor as the samples'
// helpers refuse bad arguments: with an exception carrying an HRESULT.
void scale_on_accelerator(std::vector<int>& data, int factor) {
  if (data.empty()) throw runtime_exception("scale_on_accelerator: the input is empty", E_INVALIDARG);
  if (factor == 0) throw runtime_exception(E_FAIL);
  array_view<int, 1> av(static_cast<int>(data.size()), data);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] *= factor; });
  av.synchronize();
}

// A tiled sum that requires a whole number of tiles: reports a bad extent as invalid_compute_domain.
int tiled_sum(const std::vector<int>& data) {
  static const int tile = 16;
  if (data.size() % tile != 0) throw invalid_compute_domain("tiled_sum: the extent is not a multiple of the tile size");
  array_view<const int, 1> in(static_cast<int>(data.size()), data);
  std::vector<int> partial(data.size() / tile);
  array_view<int, 1> sums(static_cast<int>(partial.size()), partial);
  sums.discard_data();
  parallel_for_each(in.extent.tile<tile>(), [=](tiled_index<tile> t) restrict(amp) {
    tile_static int local[tile];
    local[t.local[0]] = in[t.global];
    t.barrier.wait();
    for (int stride = tile / 2; stride > 0; stride /= 2) {
      if (t.local[0] < stride) local[t.local[0]] += local[t.local[0] + stride];
      t.barrier.wait();
    }
    if (t.local[0] == 0) sums[t.tile] = local[0];
  });
  sums.synchronize();
  int total = 0;
  for (int s : partial) total += s;
  return total;
}

// A layer that adds context and rethrows what it cannot handle.
int checked_total(std::vector<int>& data, int factor) {
  try {
    scale_on_accelerator(data, factor);
    return tiled_sum(data);
  } catch (invalid_compute_domain& ex) {
    std::cout << "  [layer] invalid_compute_domain, rethrowing: " << ex.what() << std::endl;
    throw;
  }
}

std::string describe(const runtime_exception& ex) {
  std::string text = ex.what();
  if (text.empty()) text = "(no message)";
  return text + (FAILED(ex.get_error_code()) ? " [failed]" : " [succeeded]");
}

int main() {
  struct attempt { int size; int factor; };
  std::vector<attempt> attempts = {{32, 3}, {0, 2}, {32, 0}, {24, 1}, {64, -1}};
  int successes = 0;
  for (const attempt& a : attempts) {
    std::vector<int> data(a.size);
    for (int i = 0; i < a.size; ++i) data[i] = i + 1;
    std::cout << "size " << a.size << ", factor " << a.factor << ":" << std::endl;
    try {
      int total = checked_total(data, a.factor);
      std::cout << "  total " << total << std::endl;
      ++successes;
    } catch (runtime_exception& ex) {
      std::cout << "  caught: " << describe(ex) << ", code ";
      print_code(ex.get_error_code());
      std::cout << std::endl;
    }
  }
  std::cout << "successes: " << successes << " of " << attempts.size() << std::endl;

  // The subclasses' own codes, and the codes' tests.
  try {
    throw out_of_memory("the staging buffer could not be allocated");
  } catch (const runtime_exception& ex) {
    std::cout << "out_of_memory: " << ex.what() << ", code ";
    print_code(ex.get_error_code());
    std::cout << std::endl;
  }
  try {
    throw unsupported_feature("double precision is not available");
  } catch (const std::exception& ex) {
    std::cout << "unsupported_feature as std::exception: " << ex.what() << std::endl;
  }
  try {
    throw accelerator_view_removed("the device was reset", E_FAIL);
  } catch (accelerator_view_removed& ex) {
    std::cout << "accelerator_view_removed: " << ex.what() << ", reason ";
    print_code(ex.get_view_removed_reason());
    std::cout << ", code ";
    print_code(ex.get_error_code());
    std::cout << std::endl;
  }
  HRESULT codes[] = {S_OK, E_FAIL, E_INVALIDARG, E_OUTOFMEMORY, E_UNEXPECTED};
  for (HRESULT hr : codes) {
    print_code(hr);
    std::cout << (SUCCEEDED(hr) ? " succeeded" : " failed") << std::endl;
  }
  return 0;
}
