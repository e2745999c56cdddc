// In the style of the Parallel Patterns Library samples that drive C++ AMP: a task_group and
// parallel_invoke run the CPU and GPU halves of the work, parallel_sort and
// parallel_buffered_sort order the results, parallel_transform scales them, and a
// critical_section guards a shared counter. Sleep and QueryPerformanceCounter time it.
#include <Windows.h>
#include <amp.h>
#include <ppl.h>
#include <algorithm>
#include <iostream>
#include <vector>

using namespace concurrency;

const int Size = 64;

void SquareOnGpu(std::vector<int>& values) {
  array_view<int, 1> view((int)values.size(), values);
  parallel_for_each(view.extent, [=](index<1> i) restrict(amp) { view[i] = view[i] * view[i] % 97; });
  view.synchronize();
}

void NegateOnCpu(std::vector<int>& values) {
  parallel_for_each(values.begin(), values.end(), [](int& v) { v = -v; });
}

int main() {
  std::vector<int> gpuValues(Size), cpuValues(Size);
  for (int i = 0; i < Size; i++) {
    gpuValues[i] = (i * 13) % Size;
    cpuValues[i] = (i * 29) % Size;
  }

  LARGE_INTEGER start, stop;
  QueryPerformanceCounter(&start);
  task_group tasks;
  tasks.run([&] { SquareOnGpu(gpuValues); });
  tasks.run([&] { NegateOnCpu(cpuValues); });
  task_group_status status = tasks.wait();
  Sleep(2);
  QueryPerformanceCounter(&stop);
  std::cout << "status " << (status == completed ? "completed" : "other") << ", elapsed positive: " << (stop.QuadPart > start.QuadPart) << std::endl;

  parallel_sort(gpuValues.begin(), gpuValues.end());
  parallel_buffered_sort(cpuValues.begin(), cpuValues.end(), [](int a, int b) { return a > b; });
  std::cout << "smallest squares: " << gpuValues[0] << " " << gpuValues[1] << " " << gpuValues[2] << std::endl;
  std::cout << "largest negated: " << cpuValues[0] << " " << cpuValues[Size - 1] << std::endl;

  std::vector<double> scaled(Size);
  parallel_transform(gpuValues.begin(), gpuValues.end(), scaled.begin(), [](int v) { return v / 4.0; });
  std::vector<int> sums(Size);
  parallel_for(0, Size, [&](int i) { sums[i] = gpuValues[i] + cpuValues[i]; });

  critical_section lock;
  int positives = 0, negatives = 0;
  parallel_invoke(
      [&] { for (int s : sums) if (s > 0) { lock.lock(); positives++; lock.unlock(); } },
      [&] { for (int s : sums) if (s < 0) { lock.lock(); negatives++; lock.unlock(); } });
  std::cout << "scaled " << scaled[Size - 1] << ", positives " << positives << ", negatives " << negatives << std::endl;

  bool sorted = std::is_sorted(gpuValues.begin(), gpuValues.end());
  std::cout << (sorted ? "PASSED" : "FAILED") << std::endl;
  return sorted ? 0 : 1;
}
