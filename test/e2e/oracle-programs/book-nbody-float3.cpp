// N-body in the book's style: particles as float_3 positions and velocities, a force kernel
// using a helper class whose methods are restrict(amp, cpu), the same step on the CPU to check
// the accelerator, and a function-local static table of initial conditions.
#include <amp.h>
#include <amp_graphics.h>
#include <amp_math.h>
#include <algorithm>
#include <cmath>
#include <iomanip>
#include <iostream>
#include <random>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

struct Particle {
  float_3 pos;
  float_3 vel;
  float mass;
};

class Gravity {
public:
  float softening;
  float dt;
  Gravity(float s, float d) restrict(amp, cpu) : softening(s), dt(d) {}
  float_3 accel(const float_3& self, const float_3& other, float mass) const restrict(amp, cpu) {
    float_3 r = other - self;
    float dist2 = r.x * r.x + r.y * r.y + r.z * r.z + softening * softening;
    float inv = 1.0f / dist2;
    return r * (mass * inv);
  }
};

const std::vector<Particle>& initialParticles() {
  static std::vector<Particle> particles = [] {
    std::mt19937 gen(2012);
    std::uniform_real_distribution<float> pos(-10.0f, 10.0f);
    std::vector<Particle> ps(64);
    for (size_t i = 0; i < ps.size(); i++) {
      Particle& p = ps[i];
      p.pos = float_3(pos(gen), pos(gen), pos(gen));
      p.vel = float_3(0.0f, 0.0f, 0.0f);
      p.mass = 1.0f + static_cast<float>(i) / 64.0f;
    }
    return ps;
  }();
  return particles;
}

void stepCpu(std::vector<Particle>& ps, const Gravity& g) {
  std::vector<Particle> next(ps);
  for (size_t i = 0; i < ps.size(); i++) {
    float_3 a(0.0f, 0.0f, 0.0f);
    for (size_t j = 0; j < ps.size(); j++) a += g.accel(ps[i].pos, ps[j].pos, ps[j].mass);
    next[i].vel = ps[i].vel + a * g.dt;
    next[i].pos = ps[i].pos + next[i].vel * g.dt;
  }
  ps = next;
}

void stepAmp(std::vector<Particle>& ps, const Gravity& g) {
  int n = static_cast<int>(ps.size());
  array_view<const Particle, 1> in(n, ps);
  std::vector<Particle> next(ps.size());
  array_view<Particle, 1> out(n, next);
  out.discard_data();
  Gravity grav = g;
  parallel_for_each(out.extent, [=](index<1> idx) restrict(amp) {
    Particle p = in[idx];
    float_3 a(0.0f, 0.0f, 0.0f);
    for (int j = 0; j < n; j++) a += grav.accel(p.pos, in[j].pos, in[j].mass);
    p.vel = p.vel + a * grav.dt;
    p.pos = p.pos + p.vel * grav.dt;
    out[idx] = p;
  });
  out.synchronize();
  ps = next;
}

float kinetic(const std::vector<Particle>& ps) {
  float e = 0.0f;
  for (const auto& p : ps) e += 0.5f * p.mass * (p.vel.x * p.vel.x + p.vel.y * p.vel.y + p.vel.z * p.vel.z);
  return e;
}

int main() {
  Gravity g(0.5f, 0.01f);
  std::vector<Particle> cpu = initialParticles();
  std::vector<Particle> gpu = initialParticles();
  for (int step = 0; step < 4; step++) {
    stepCpu(cpu, g);
    stepAmp(gpu, g);
  }
  float maxDiff = 0.0f;
  for (size_t i = 0; i < cpu.size(); i++) {
    float_3 d = cpu[i].pos - gpu[i].pos;
    maxDiff = std::max(maxDiff, std::max(std::fabs(d.x), std::max(std::fabs(d.y), std::fabs(d.z))));
  }
  std::cout << std::fixed << std::setprecision(3);
  std::cout << "particles: " << cpu.size() << std::endl;
  std::cout << "kinetic energy: " << kinetic(cpu) << std::endl;
  std::cout << "first particle: " << cpu[0].pos.x << " " << cpu[0].pos.y << " " << cpu[0].pos.z << std::endl;
  std::cout << "cpu and accelerator agree: " << (maxDiff < 1e-3f ? "yes" : "no") << std::endl;
  auto fastest = std::max_element(cpu.begin(), cpu.end(), [](const Particle& a, const Particle& b) {
    return a.vel.x * a.vel.x + a.vel.y * a.vel.y + a.vel.z * a.vel.z < b.vel.x * b.vel.x + b.vel.y * b.vel.y + b.vel.z * b.vel.z;
  });
  std::cout << "fastest mass: " << fastest->mass << std::endl;
  return 0;
}
