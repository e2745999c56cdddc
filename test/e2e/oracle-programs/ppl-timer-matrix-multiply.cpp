// In the style of Microsoft's C++ AMP matrix-multiplication sample: a timer class over
// QueryPerformanceCounter, a CPU baseline with concurrency::parallel_for, the GPU version with
// parallel_for_each on array_views, and a comparison printing PASSED. Times vary from run to
// run, so only their signs are printed.
#include <Windows.h>
#include <amp.h>
#include <ppl.h>
#include <iostream>
#include <vector>
#include <cmath>

using namespace concurrency;

class Timer {
public:
  Timer() { QueryPerformanceFrequency(&m_frequency); m_start.QuadPart = 0; m_stop.QuadPart = 0; }
  void Start() { QueryPerformanceCounter(&m_start); }
  void Stop() { QueryPerformanceCounter(&m_stop); }
  double Elapsed() const { return (double)(m_stop.QuadPart - m_start.QuadPart) * 1000.0 / (double)m_frequency.QuadPart; }
private:
  LARGE_INTEGER m_frequency;
  LARGE_INTEGER m_start;
  LARGE_INTEGER m_stop;
};

const int M = 24, N = 32, W = 16;

void MultiplyCpu(const std::vector<float>& a, const std::vector<float>& b, std::vector<float>& c) {
  parallel_for(0, M, [&](int row) {
    for (int col = 0; col < N; col++) {
      float sum = 0.0f;
      for (int k = 0; k < W; k++) sum += a[row * W + k] * b[k * N + col];
      c[row * N + col] = sum;
    }
  });
}

void MultiplyGpu(const std::vector<float>& a, const std::vector<float>& b, std::vector<float>& c) {
  array_view<const float, 2> av(M, W, a);
  array_view<const float, 2> bv(W, N, b);
  array_view<float, 2> cv(M, N, c);
  cv.discard_data();
  parallel_for_each(cv.extent, [=](index<2> idx) restrict(amp) {
    int row = idx[0], col = idx[1];
    float sum = 0.0f;
    for (int k = 0; k < W; k++) sum += av(row, k) * bv(k, col);
    cv[idx] = sum;
  });
  cv.synchronize();
}

int main() {
  std::vector<float> a(M * W), b(W * N), cpu(M * N), gpu(M * N);
  for (int i = 0; i < M * W; i++) a[i] = (float)((i * 7) % 11) - 5.0f;
  for (int i = 0; i < W * N; i++) b[i] = (float)((i * 3) % 13) * 0.25f;

  Timer timer;
  timer.Start();
  MultiplyCpu(a, b, cpu);
  timer.Stop();
  double cpuTime = timer.Elapsed();

  timer.Start();
  MultiplyGpu(a, b, gpu);
  timer.Stop();
  double gpuTime = timer.Elapsed();

  int mismatches = 0;
  parallel_for(0, M * N, [&](int i) {
    if (std::fabs(cpu[i] - gpu[i]) > 1e-3f) mismatches++;
  });
  double checksum = 0;
  for (float x : gpu) checksum += x;
  std::cout << "CPU time measured: " << (cpuTime >= 0.0 ? "yes" : "no") << std::endl;
  std::cout << "GPU time measured: " << (gpuTime >= 0.0 ? "yes" : "no") << std::endl;
  std::cout << "checksum " << checksum << std::endl;
  std::cout << (mismatches == 0 ? "PASSED" : "FAILED") << std::endl;
  return mismatches == 0 ? 0 : 1;
}
