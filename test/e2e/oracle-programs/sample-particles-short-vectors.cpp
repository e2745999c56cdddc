// In the style of the C++ AMP n-body and particle samples: positions and velocities in float_4
// and float_3, helpers written restrict(amp, cpu) for both the kernel and the CPU reference,
// fast_math::rsqrt for the softened inverse distance and precise_math::sqrt for the speed,
// norm/unorm colours clamped by construction, and an int_2 cell index per particle.
#include <amp.h>
#include <amp_math.h>
#include <amp_short_vectors.h>
#include <iostream>
#include <iomanip>
#include <vector>
#include <cmath>

using namespace concurrency;
using namespace concurrency::graphics;

static const float softening_squared = 0.01f;
static const float delta_time = 0.01f;
static const int cells_per_side = 4;

inline float dot3(const float_3& a, const float_3& b) restrict(amp, cpu) { return a.x * b.x + a.y * b.y + a.z * b.z; }

// The acceleration body j gives body i: (pj - pi) * mj / (r^2 + eps)^(3/2).
inline float_3 body_body(const float_4& pi, const float_4& pj, float inv_dist) restrict(amp, cpu) {
  float_3 r(pj.x - pi.x, pj.y - pi.y, pj.z - pi.z);
  float inv3 = inv_dist * inv_dist * inv_dist;
  return r * (pj.w * inv3);
}

inline int_2 cell_of(const float_4& p) restrict(amp, cpu) {
  int cx = static_cast<int>((p.x + 2.0f) / 4.0f * cells_per_side);
  int cy = static_cast<int>((p.y + 2.0f) / 4.0f * cells_per_side);
  cx = cx < 0 ? 0 : (cx >= cells_per_side ? cells_per_side - 1 : cx);
  cy = cy < 0 ? 0 : (cy >= cells_per_side ? cells_per_side - 1 : cy);
  return int_2(cx, cy);
}

int main() {
  const int n = 256;
  std::vector<float_4> pos(n);
  std::vector<float_3> vel(n, float_3(0.0f));
  for (int i = 0; i < n; i++) {
    float a = static_cast<float>(i % 16) / 8.0f - 1.0f;
    float b = static_cast<float>(i / 16) / 8.0f - 1.0f;
    pos[i] = float_4(a * 1.5f, b * 1.5f, 0.25f * static_cast<float>(i % 3), 1.0f + static_cast<float>(i % 4));
  }
  std::vector<float_4> new_pos(n);
  std::vector<float_3> new_vel(n);
  std::vector<int_2> cells(n);
  std::vector<unorm_4> colours(n);

  array_view<const float_4, 1> p_in(n, pos);
  array_view<const float_3, 1> v_in(n, vel);
  array_view<float_4, 1> p_out(n, new_pos);
  array_view<float_3, 1> v_out(n, new_vel);
  array_view<int_2, 1> cell_out(n, cells);
  array_view<unorm_4, 1> colour_out(n, colours);
  p_out.discard_data();
  v_out.discard_data();

  parallel_for_each(p_out.extent, [=](index<1> idx) restrict(amp) {
    float_4 me = p_in[idx];
    float_3 acc(0.0f);
    for (int j = 0; j < n; j++) {
      float_4 other = p_in[j];
      float_3 r(other.x - me.x, other.y - me.y, other.z - me.z);
      float inv_dist = fast_math::rsqrt(dot3(r, r) + softening_squared);
      acc += body_body(me, other, inv_dist);
    }
    float_3 v = v_in[idx] + acc * delta_time;
    v_out[idx] = v;
    p_out[idx] = float_4(me.x + v.x * delta_time, me.y + v.y * delta_time, me.z + v.z * delta_time, me.w);
    cell_out[idx] = cell_of(me);
    float speed = precise_math::sqrt(dot3(v, v));
    // unorm clamps to [0, 1]: a speed over 1 saturates the red channel.
    colour_out[idx] = unorm_4(unorm(speed), unorm(1.0f - speed), unorm(-1.0f), unorm(2.0f));
  });
  p_out.synchronize();
  v_out.synchronize();
  cell_out.synchronize();
  colour_out.synchronize();

  // The CPU reference with 1/sqrt, compared within a tolerance (rsqrt is approximate).
  int bad = 0;
  for (int i = 0; i < n; i++) {
    float_3 acc(0.0f);
    for (int j = 0; j < n; j++) {
      float_3 r(pos[j].x - pos[i].x, pos[j].y - pos[i].y, pos[j].z - pos[i].z);
      acc += body_body(pos[i], pos[j], 1.0f / std::sqrt(dot3(r, r) + softening_squared));
    }
    float_3 v = vel[i] + acc * delta_time;
    float_3 d = v - new_vel[i];
    if (std::sqrt(dot3(d, d)) > 1e-2f * (1.0f + std::sqrt(dot3(v, v)))) bad++;
    int_2 c = cell_of(pos[i]);
    if (c.x != cells[i].x || c.y != cells[i].y) bad++;
  }

  std::vector<int> per_cell(cells_per_side * cells_per_side, 0);
  for (const int_2& c : cells) per_cell[c.y * cells_per_side + c.x]++;
  int saturated = 0, blue_zero = 0, alpha_one = 0;
  for (const unorm_4& c : colours) {
    if (static_cast<float>(c.x) == 1.0f || static_cast<float>(c.y) == 0.0f) saturated++;
    if (static_cast<float>(c.z) == 0.0f) blue_zero++;
    if (static_cast<float>(c.w) == 1.0f) alpha_one++;
  }
  std::cout << "particles per cell:";
  for (int k : per_cell) std::cout << " " << k;
  std::cout << std::endl;
  std::cout << "blue clamped to 0: " << blue_zero << ", alpha clamped to 1: " << alpha_one << std::endl;
  std::cout << "masses kept: " << std::boolalpha << (new_pos[5].w == pos[5].w && new_pos[200].w == pos[200].w) << std::endl;
  std::cout << (bad == 0 ? "PASSED" : "FAILED") << std::endl;
  return bad == 0 ? 0 : 1;
}
