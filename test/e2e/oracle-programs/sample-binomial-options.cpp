// In the style of Microsoft's C++ AMP "BinomialOptions" sample: European call options priced
// with a binomial tree, one tile per option; the tree's leaves live in a global scratch array
// and each tile walks back to the root with barriers, in tile_static memory. The result is
// verified against the same tree priced on the CPU.
#include <amp.h>
#include <amp_math.h>
#include <iostream>
#include <iomanip>
#include <vector>
#include <random>
#include <cmath>
#include <assert.h>
#include <tchar.h>

using namespace concurrency;

#define NUM_STEPS 128
#define TILE_SIZE 128
#define CACHE_SIZE 128
#define TIME_STEPS 16
#define CACHE_DELTA (2 * TIME_STEPS)
#define CACHE_STEP (CACHE_SIZE - CACHE_DELTA)

static_assert(NUM_STEPS % CACHE_DELTA == 0, "steps must be a multiple of the cache delta");

const float risk_free = 0.02f;
const float volatility = 0.30f;

// Per option: the spot, strike and time, then the tree's parameters derived from them.
struct option_params {
  float s, x, vdt, pu_by_df, pd_by_df;
};

option_params make_params(float s, float x, float t) {
  option_params p;
  float dt = t / static_cast<float>(NUM_STEPS);
  p.vdt = volatility * std::sqrt(dt);
  float rdt = risk_free * dt;
  float r = std::exp(rdt);
  float r_inv = 1.0f / r;
  float u = std::exp(p.vdt);
  float d = 1.0f / u;
  float pu = (r - d) / (u - d);
  float pd = 1.0f - pu;
  p.pu_by_df = pu * r_inv;
  p.pd_by_df = pd * r_inv;
  p.s = s;
  p.x = x;
  return p;
}

// The payoff at leaf i of a tree of NUM_STEPS steps.
inline float expiry_call_value(float s, float x, float vdt, int t) restrict(amp, cpu) {
  float d = s * concurrency::precise_math::expf(vdt * (2.0f * t - NUM_STEPS)) - x;
  return (d > 0.0f) ? d : 0.0f;
}

void binomial_options_kernel(tiled_index<TILE_SIZE> tidx, array_view<const float, 1> s, array_view<const float, 1> x,
                             array_view<const float, 1> vdt, array_view<const float, 1> pu_by_df,
                             array_view<const float, 1> pd_by_df, array_view<float, 1> call_value,
                             array_view<float, 1> call_buffer) restrict(amp) {
  int tile_idx = tidx.tile[0];
  int local_idx = tidx.local[0];
  tile_static float call_a[CACHE_SIZE + 1];
  tile_static float call_b[CACHE_SIZE + 1];

  int tid = local_idx;
  int i;
  for (i = tid; i <= NUM_STEPS; i += TILE_SIZE) {
    index<1> idx(tile_idx * (NUM_STEPS + 16) + i);
    call_buffer[idx] = expiry_call_value(s[tile_idx], x[tile_idx], vdt[tile_idx], i);
  }

  for (i = NUM_STEPS; i > 0; i -= CACHE_DELTA) {
    for (int c_base = 0; c_base < i; c_base += CACHE_STEP) {
      int c_start = (CACHE_SIZE - 1 < i - c_base) ? CACHE_SIZE - 1 : i - c_base;
      int c_end = c_start - CACHE_DELTA;
      tidx.barrier.wait();
      if (tid <= c_start) {
        index<1> idx(tile_idx * (NUM_STEPS + 16) + c_base + tid);
        call_a[tid] = call_buffer[idx];
      }
      for (int k = c_start - 1; k >= c_end;) {
        tidx.barrier.wait();
        call_b[tid] = pu_by_df[tile_idx] * call_a[tid + 1] + pd_by_df[tile_idx] * call_a[tid];
        k--;
        tidx.barrier.wait();
        call_a[tid] = pu_by_df[tile_idx] * call_b[tid + 1] + pd_by_df[tile_idx] * call_b[tid];
        k--;
      }
      tidx.barrier.wait();
      if (tid <= c_end) {
        index<1> idx(tile_idx * (NUM_STEPS + 16) + c_base + tid);
        call_buffer[idx] = call_a[tid];
      }
    }
  }
  if (tid == 0) call_value[tile_idx] = call_a[0];
}

// The same walk on the CPU, one option at a time.
float binomial_options_cpu(const option_params& p) {
  std::vector<float> call(NUM_STEPS + 1);
  for (int i = 0; i <= NUM_STEPS; i++) call[i] = expiry_call_value(p.s, p.x, p.vdt, i);
  for (int i = NUM_STEPS; i > 0; i--)
    for (int j = 0; j <= i - 1; j++) call[j] = p.pu_by_df * call[j + 1] + p.pd_by_df * call[j];
  return call[0];
}

int _tmain(int argc, _TCHAR* argv[]) {
  (void)argc;
  (void)argv;
  const int option_count = 16;
  std::mt19937 gen(7);
  std::uniform_real_distribution<float> spot(5.0f, 30.0f), strike(1.0f, 100.0f), years(0.25f, 10.0f);

  std::vector<float> v_s(option_count), v_x(option_count), v_vdt(option_count), v_pu(option_count), v_pd(option_count);
  std::vector<float> cpu_result(option_count);
  for (int i = 0; i < option_count; i++) {
    option_params p = make_params(spot(gen), strike(gen), years(gen));
    v_s[i] = p.s;
    v_x[i] = p.x;
    v_vdt[i] = p.vdt;
    v_pu[i] = p.pu_by_df;
    v_pd[i] = p.pd_by_df;
    cpu_result[i] = binomial_options_cpu(p);
  }

  std::vector<float> gpu_result(option_count);
  array_view<const float, 1> av_s(option_count, v_s), av_x(option_count, v_x), av_vdt(option_count, v_vdt);
  array_view<const float, 1> av_pu(option_count, v_pu), av_pd(option_count, v_pd);
  array_view<float, 1> av_call(option_count, gpu_result);
  av_call.discard_data();
  array<float, 1> buffer(option_count * (NUM_STEPS + 16));
  array_view<float, 1> av_buffer(buffer);

  extent<1> e(option_count * TILE_SIZE);
  parallel_for_each(e.tile<TILE_SIZE>(), [=](tiled_index<TILE_SIZE> ti) restrict(amp) {
    binomial_options_kernel(ti, av_s, av_x, av_vdt, av_pu, av_pd, av_call, av_buffer);
  });
  av_call.synchronize();

  int failures = 0;
  for (int i = 0; i < option_count; i++) {
    float ref = cpu_result[i];
    float diff = std::fabs(gpu_result[i] - ref);
    if (diff > 1e-3f * (1.0f + std::fabs(ref))) failures++;
  }
  std::wcout << L"options priced: " << option_count << L", steps: " << NUM_STEPS << std::endl;
  std::wcout << L"all prices non-negative: " << std::boolalpha
             << std::all_of(gpu_result.begin(), gpu_result.end(), [](float v) { return v >= 0.0f; }) << std::endl;
  std::wcout << (failures == 0 ? L"PASSED" : L"FAILED") << std::endl;
  return failures == 0 ? 0 : 1;
}
