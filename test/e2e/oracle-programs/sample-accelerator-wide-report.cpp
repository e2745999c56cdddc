// The accelerator report at the top of many C++ AMP samples, written with wide strings as they
// are: accelerator::get_all(), each device_path and description held in std::wstring and printed
// with std::wcout. The names differ from machine to machine, so this report prints
// what every machine agrees on: which entry is the CPU accelerator, which one the default is,
// whether a description is present, and the properties a sample checks before choosing one.
#include <amp.h>
#include <iostream>
#include <string>
#include <vector>

using namespace concurrency;

// What a sample asks of an accelerator before running on it. (Whether it is emulated depends on
// the machine: a software Vulkan driver is; the report leaves it out.)
bool usable(const accelerator& acc) {
  return acc.device_path != accelerator::cpu_accelerator;
}

std::wstring kind_of(const accelerator& acc) {
  std::wstring path = acc.device_path;
  return path == accelerator::cpu_accelerator ? L"cpu" : L"device";
}

int main() {
  std::vector<accelerator> all = accelerator::get_all();
  accelerator default_acc;
  std::wstring default_path = default_acc.device_path;

  std::wcout << L"accelerators: " << all.size() << std::endl;
  int position = 0;
  int usable_count = 0;
  for (const accelerator& acc : all) {
    std::wstring path = acc.device_path;
    std::wstring description = acc.description;
    bool is_default = path == default_path;
    std::wcout << L"  [" << position << L"] " << kind_of(acc) << (is_default ? L" (default)" : L"") << std::endl;
    std::wcout << L"      description present: " << (description.empty() ? L"no" : L"yes") << L", path present: " << (path.empty() ? L"no" : L"yes") << std::endl;
    std::wcout << L"      doubles: " << (acc.supports_double_precision ? 1 : 0) << L", limited doubles: " << (acc.supports_limited_double_precision ? 1 : 0) << L", display: " << (acc.has_display ? 1 : 0) << std::endl;
    if (usable(acc)) ++usable_count;
    ++position;
  }
  std::wcout << L"usable for kernels: " << usable_count << std::endl;

  // Choose the first usable one, else the default, and run a small kernel on its view.
  accelerator chosen = default_acc;
  for (const accelerator& acc : all) {
    if (usable(acc)) {
      chosen = acc;
      break;
    }
  }
  std::wstring chosen_path = chosen.device_path;
  std::wcout << L"chosen is the default: " << (chosen_path == default_path ? L"yes" : L"no") << std::endl;

  std::vector<int> data(256);
  for (int i = 0; i < 256; ++i) data[i] = i;
  array_view<int, 1> av(256, data);
  parallel_for_each(chosen.default_view, av.extent, [=](index<1> i) restrict(amp) { av[i] = av[i] * av[i] % 97; });
  av.synchronize();
  long long sum = 0;
  for (int x : data) sum += x;
  std::wcout << L"kernel result: " << sum << std::endl;

  // A wide label assembled with std::wstring's operators, as the samples build their titles.
  std::wstring title = L"C++ AMP";
  title += L" on ";
  title += std::wstring(kind_of(chosen));
  std::wcout << title << L" (" << title.size() << L" characters)" << std::endl;
  return 0;
}
