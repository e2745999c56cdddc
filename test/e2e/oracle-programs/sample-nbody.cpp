// N-body in the style of chapters 6 and 7 of "C++ AMP" (Gregory & Miller): particles as float_3
// positions and velocities (float_4 packs in the tiled version), an integrator class hierarchy
// with a virtual interface on the host, and a functor-like kernel object.
#include <amp.h>
#include <amp_math.h>
#include <amp_graphics.h>
#include <amp_short_vectors.h>
#include <iostream>
#include <iomanip>
#include <vector>
#include <memory>
#include <cmath>

using namespace concurrency;
using namespace concurrency::graphics;

static const float SOFTENING_SQUARED = 0.0000015625f;
static const float DELTA_TIME = 0.1f;
static const float DAMPING = 1.0f;
static const float PARTICLE_MASS = 0.5f;
static const int TILE_SIZE = 64;

struct ParticleCpu {
  float_3 pos;
  float_3 vel;
};

// The acceleration a particle at `pos` gets from one at `other`.
inline float_3 BodyBodyInteraction(const float_3& pos, const float_3& other) restrict(amp, cpu) {
  float_3 r = other - pos;
  float dist_sqr = r.x * r.x + r.y * r.y + r.z * r.z + SOFTENING_SQUARED;
  float inv_dist = fast_math::rsqrtf(dist_sqr);
  float inv_dist_cube = inv_dist * inv_dist * inv_dist;
  float s = PARTICLE_MASS * inv_dist_cube;
  return r * s;
}

class INBodyIntegrator {
 public:
  virtual ~INBodyIntegrator() {}
  virtual void Integrate(std::vector<float_3>& pos, std::vector<float_3>& vel) = 0;
  virtual const char* Name() const = 0;
};

// The reference: every pair, on the CPU.
class NBodyCpu : public INBodyIntegrator {
 public:
  void Integrate(std::vector<float_3>& pos, std::vector<float_3>& vel) override {
    const int n = static_cast<int>(pos.size());
    std::vector<float_3> new_pos(n), new_vel(n);
    for (int i = 0; i < n; i++) {
      float_3 acc(0.0f);
      for (int j = 0; j < n; j++) acc += BodyBodyInteraction(pos[i], pos[j]);
      new_vel[i] = (vel[i] + acc * DELTA_TIME) * DAMPING;
      new_pos[i] = pos[i] + new_vel[i] * DELTA_TIME;
    }
    pos = new_pos;
    vel = new_vel;
  }
  const char* Name() const override { return "CPU"; }
};

// A kernel object: its operator() is the kernel, its members the captured views.
struct SimpleKernel {
  array_view<const float_3, 1> pos_in;
  array_view<const float_3, 1> vel_in;
  array_view<float_3, 1> pos_out;
  array_view<float_3, 1> vel_out;
  int n;
  SimpleKernel(array_view<const float_3, 1> p, array_view<const float_3, 1> v, array_view<float_3, 1> po, array_view<float_3, 1> vo, int count)
      : pos_in(p), vel_in(v), pos_out(po), vel_out(vo), n(count) {}
  void operator()(index<1> idx) const restrict(amp) {
    float_3 pos = pos_in[idx];
    float_3 acc(0.0f);
    for (int j = 0; j < n; j++) acc += BodyBodyInteraction(pos, pos_in[j]);
    float_3 vel = (vel_in[idx] + acc * DELTA_TIME) * DAMPING;
    vel_out[idx] = vel;
    pos_out[idx] = pos + vel * DELTA_TIME;
  }
};

class NBodyAmpSimple : public INBodyIntegrator {
 public:
  void Integrate(std::vector<float_3>& pos, std::vector<float_3>& vel) override {
    const int n = static_cast<int>(pos.size());
    std::vector<float_3> new_pos(n), new_vel(n);
    array_view<const float_3, 1> p(n, pos), v(n, vel);
    array_view<float_3, 1> po(n, new_pos), vo(n, new_vel);
    po.discard_data();
    vo.discard_data();
    parallel_for_each(po.extent, SimpleKernel(p, v, po, vo, n));
    po.synchronize();
    vo.synchronize();
    pos = new_pos;
    vel = new_vel;
  }
  const char* Name() const override { return "C++ AMP simple"; }
};

// Tiled: each tile stages TILE_SIZE positions at a time in tile_static memory, as float_4.
class NBodyAmpTiled : public INBodyIntegrator {
 public:
  explicit NBodyAmpTiled(const accelerator_view& view) : m_view(view) {}
  void Integrate(std::vector<float_3>& pos, std::vector<float_3>& vel) override {
    const int n = static_cast<int>(pos.size());
    std::vector<float_4> packed(n);
    for (int i = 0; i < n; i++) packed[i] = float_4(pos[i].x, pos[i].y, pos[i].z, 1.0f);
    array<float_4, 1> p(n, packed.begin(), m_view);
    array<float_3, 1> v(n, vel.begin(), m_view);
    array<float_4, 1> p_new(n, m_view);
    array<float_3, 1> v_new(n, m_view);
    parallel_for_each(m_view, extent<1>(n).tile<TILE_SIZE>(), [=, &p, &v, &p_new, &v_new](tiled_index<TILE_SIZE> ti) restrict(amp) {
      tile_static float_4 tile_mem[TILE_SIZE];
      const int gid = ti.global[0];
      float_4 me = p[gid];
      float_3 pos(me.x, me.y, me.z);
      float_3 acc(0.0f);
      for (int tile = 0; tile < n / TILE_SIZE; tile++) {
        tile_mem[ti.local[0]] = p[tile * TILE_SIZE + ti.local[0]];
        ti.barrier.wait();
        for (int j = 0; j < TILE_SIZE; j++) {
          float_4 other = tile_mem[j];
          acc += BodyBodyInteraction(pos, float_3(other.x, other.y, other.z));
        }
        ti.barrier.wait();
      }
      float_3 vel = (v[gid] + acc * DELTA_TIME) * DAMPING;
      pos += vel * DELTA_TIME;
      v_new[gid] = vel;
      p_new[gid] = float_4(pos.x, pos.y, pos.z, 1.0f);
    });
    copy(p_new, packed.begin());
    copy(v_new, vel.begin());
    for (int i = 0; i < n; i++) pos[i] = float_3(packed[i].x, packed[i].y, packed[i].z);
  }
  const char* Name() const override { return "C++ AMP tiled"; }

 private:
  accelerator_view m_view;
};

void LoadParticles(std::vector<float_3>& pos, std::vector<float_3>& vel) {
  unsigned seed = 77;
  auto rnd = [&seed]() {
    seed = seed * 1103515245u + 12345u;
    return static_cast<float>((seed >> 9) & 0xFFFF) / 65535.0f - 0.5f;
  };
  for (size_t i = 0; i < pos.size(); i++) {
    pos[i] = float_3(rnd() * 4.0f, rnd() * 4.0f, rnd() * 4.0f);
    vel[i] = float_3(rnd() * 0.1f, rnd() * 0.1f, rnd() * 0.1f);
  }
}

int main() {
  const int n = 512;
  const int steps = 3;
  std::vector<float_3> ref_pos(n), ref_vel(n);
  LoadParticles(ref_pos, ref_vel);
  NBodyCpu cpu;
  for (int s = 0; s < steps; s++) cpu.Integrate(ref_pos, ref_vel);

  std::vector<std::unique_ptr<INBodyIntegrator>> integrators;
  integrators.push_back(std::make_unique<NBodyAmpSimple>());
  integrators.push_back(std::make_unique<NBodyAmpTiled>(accelerator().get_default_view()));
  for (auto& integrator : integrators) {
    std::vector<float_3> pos(n), vel(n);
    LoadParticles(pos, vel);
    for (int s = 0; s < steps; s++) integrator->Integrate(pos, vel);
    float max_err = 0.0f;
    for (int i = 0; i < n; i++) {
      float_3 d = pos[i] - ref_pos[i];
      max_err = std::max(max_err, std::fabs(d.x) + std::fabs(d.y) + std::fabs(d.z));
    }
    std::cout << integrator->Name() << ": " << (max_err < 1e-2f ? "PASSED" : "FAILED") << std::endl;
  }
  float_3 c(0.0f);
  for (auto& p : ref_pos) c += p;
  c /= static_cast<float>(n);
  std::cout << std::fixed << std::setprecision(2) << "centre of mass ~ (" << c.x << ", " << c.y << ", " << c.z << ")" << std::endl;
  return 0;
}
