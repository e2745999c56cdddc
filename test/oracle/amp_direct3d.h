// The oracle's concurrency::direct3d (Microsoft declares it in <amp.h>): HLSL's intrinsics on
// the CPU, written from HLSL's documentation, independently of ampc.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace concurrency {
namespace direct3d {

inline int abs(int x) { return x < 0 ? int(0u - unsigned(x)) : x; }
inline float clamp(float x, float lo, float hi) { return std::min(std::max(x, lo), hi); }
inline int clamp(int x, int lo, int hi) { return std::min(std::max(x, lo), hi); }
inline unsigned countbits(unsigned x) {
  unsigned n = 0;
  for (; x != 0; x &= x - 1) n++;
  return n;
}
// The bit index (from the least significant bit) of the highest bit that differs from the sign
// bit; -1 for 0 and -1.
inline int firstbithigh(int x) {
  unsigned u = x < 0 ? ~unsigned(x) : unsigned(x);
  for (int i = 31; i >= 0; i--)
    if (u & (1u << i)) return i;
  return -1;
}
inline int firstbitlow(int x) {
  for (int i = 0; i < 32; i++)
    if (unsigned(x) & (1u << i)) return i;
  return -1;
}
inline int imax(int x, int y) { return x > y ? x : y; }
inline int imin(int x, int y) { return x < y ? x : y; }
inline unsigned umax(unsigned x, unsigned y) { return x > y ? x : y; }
inline unsigned umin(unsigned x, unsigned y) { return x < y ? x : y; }
inline float mad(float x, float y, float z) { return x * y + z; }
inline double mad(double x, double y, double z) { return x * y + z; }
inline int mad(int x, int y, int z) { return int(unsigned(x) * unsigned(y) + unsigned(z)); }
inline unsigned mad(unsigned x, unsigned y, unsigned z) { return x * y + z; }
inline float radians(float x) { return x * float(M_PI / 180.0); }
inline float rcp(float x) { return 1.0f / x; }
inline double rcp(double x) { return 1.0 / x; }
inline unsigned reversebits(unsigned x) {
  unsigned r = 0;
  for (int i = 0; i < 32; i++) r |= ((x >> i) & 1u) << (31 - i);
  return r;
}
inline float saturate(float x) { return std::min(std::max(x, 0.0f), 1.0f); }
inline int sign(int x) { return (x > 0) - (x < 0); }
inline float smoothstep(float lo, float hi, float x) {
  float t = saturate((x - lo) / (hi - lo));
  return t * t * (3.0f - 2.0f * t);
}
inline float step(float y, float x) { return x >= y ? 1.0f : 0.0f; }

}  // namespace direct3d
}  // namespace concurrency
