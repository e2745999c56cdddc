//--------------------------------------------------------------------------------------
// File: NBody.cpp
//
// N-body simulation in C++ AMP, in the style of the C++ AMP N-Body sample: particles
// with float_3 position and velocity, a simple kernel and a tiled kernel that stages
// positions in tile_static memory, several integration steps, and an energy check
// against a CPU reference.
//--------------------------------------------------------------------------------------
#include <amp.h>
#include <amp_math.h>
#include <amp_short_vectors.h>
#include <iostream>
#include <iomanip>
#include <vector>
#include <cmath>
#include <cstdio>
#include <cassert>

using namespace concurrency;
using namespace concurrency::graphics;

#define NUM_PARTICLES 256
#define TILE_SIZE 64
#define NUM_STEPS 4

typedef float real;

static const real SOFTENING_SQUARED = 0.0000015625f;
static const real DAMPING = 1.0f;
static const real DELTA_TIME = 0.1f;
static const real PARTICLE_MASS = (1.0f / NUM_PARTICLES);

struct particle
{
    float_3 pos;
    float_3 vel;

    particle(const float_3& p, const float_3& v) restrict(amp, cpu) : pos(p), vel(v) {}
    particle() restrict(amp, cpu) {}
};

//--------------------------------------------------------------------------------------
// The force of one body on another, accumulated into acc
//--------------------------------------------------------------------------------------
void bodybody_interaction(float_3& acc, const float_3 particle1_pos, const float_3 particle2_pos,
                          real softening_squared, real particle_mass) restrict(amp)
{
    float_3 r = particle2_pos - particle1_pos;

    real dist_sqr = r.x * r.x + r.y * r.y + r.z * r.z;
    dist_sqr += softening_squared;

    real inv_dist = fast_math::rsqrt(dist_sqr);
    real inv_dist_cube = inv_dist * inv_dist * inv_dist;

    real s = particle_mass * inv_dist_cube;

    acc += r * s;
}

void bodybody_interaction_cpu(float_3& acc, const float_3 particle1_pos, const float_3 particle2_pos,
                              real softening_squared, real particle_mass)
{
    float_3 r = particle2_pos - particle1_pos;

    real dist_sqr = r.x * r.x + r.y * r.y + r.z * r.z;
    dist_sqr += softening_squared;

    real inv_dist = 1.0f / std::sqrt(dist_sqr);
    real inv_dist_cube = inv_dist * inv_dist * inv_dist;

    real s = particle_mass * inv_dist_cube;

    acc += r * s;
}

//--------------------------------------------------------------------------------------
// One step, every particle against every other: the simple version
//--------------------------------------------------------------------------------------
void nbody_simple_amp(const array<particle, 1>& particles_in, array<particle, 1>& particles_out,
                      int num_particles, real softening_squared, real damping,
                      real delta_time, real particle_mass)
{
    parallel_for_each(particles_in.extent, [=, &particles_in, &particles_out] (index<1> idx) restrict(amp)
    {
        particle p = particles_in[idx];

        float_3 acc = 0.0f;

        // Update current particle using all other particles
        for (int j = 0; j < num_particles; j++)
        {
            bodybody_interaction(acc, p.pos, particles_in[j].pos, softening_squared, particle_mass);
        }

        p.vel += acc * delta_time;
        p.vel *= damping;
        p.pos += p.vel * delta_time;

        particles_out[idx] = p;
    });
}

//--------------------------------------------------------------------------------------
// One step, tiled: each tile stages TILE_SIZE positions in tile_static memory at a time
//--------------------------------------------------------------------------------------
template <int tile_size>
void nbody_tiled_amp(const array<particle, 1>& particles_in, array<particle, 1>& particles_out,
                     int num_particles, real softening_squared, real damping,
                     real delta_time, real particle_mass)
{
    assert(num_particles % tile_size == 0);

    parallel_for_each(particles_in.extent.template tile<tile_size>(), [=, &particles_in, &particles_out] (tiled_index<tile_size> ti) restrict(amp)
    {
        tile_static float_3 tile_mem[tile_size];

        int idx_local = ti.local[0];
        int idx_global = ti.global[0];

        particle p = particles_in[idx_global];
        float_3 acc = 0.0f;

        // Update current particle using all other particles
        for (int tile = 0; tile < num_particles / tile_size; tile++)
        {
            // Cache current particle into shared memory to increase IO efficiency
            tile_mem[idx_local] = particles_in[tile * tile_size + idx_local].pos;
            // Wait for caching on all threads in the tile to complete before calculation
            ti.barrier.wait();

            for (int j = 0; j < tile_size; j++)
            {
                bodybody_interaction(acc, p.pos, tile_mem[j], softening_squared, particle_mass);
            }
            // Wait for all threads to finish reading tile memory before allowing a new tile to start
            ti.barrier.wait();
        }

        p.vel += acc * delta_time;
        p.vel *= damping;
        p.pos += p.vel * delta_time;

        particles_out[idx_global] = p;
    });
}

void nbody_cpu(std::vector<particle>& in, std::vector<particle>& out)
{
    for (size_t i = 0; i < in.size(); i++)
    {
        particle p = in[i];
        float_3 acc = 0.0f;
        for (size_t j = 0; j < in.size(); j++)
            bodybody_interaction_cpu(acc, p.pos, in[j].pos, SOFTENING_SQUARED, PARTICLE_MASS);
        p.vel += acc * DELTA_TIME;
        p.vel *= DAMPING;
        p.pos += p.vel * DELTA_TIME;
        out[i] = p;
    }
}

//--------------------------------------------------------------------------------------
// Kinetic energy on the accelerator: a length per particle with precise_math::sqrt
//--------------------------------------------------------------------------------------
double kinetic_energy(const array<particle, 1>& particles)
{
    std::vector<float> speed(particles.extent.size());
    array_view<float, 1> speed_view(particles.extent, speed);
    speed_view.discard_data();
    parallel_for_each(speed_view.extent, [=, &particles] (index<1> idx) restrict(amp)
    {
        float_3 v = particles[idx].vel;
        speed_view[idx] = precise_math::sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
    });
    speed_view.synchronize();

    double e = 0.0;
    for (size_t i = 0; i < speed.size(); i++)
        e += 0.5 * PARTICLE_MASS * speed[i] * speed[i];
    return e;
}

double kinetic_energy_cpu(const std::vector<particle>& particles)
{
    double e = 0.0;
    for (size_t i = 0; i < particles.size(); i++)
    {
        float_3 v = particles[i].vel;
        float s = std::sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
        e += 0.5 * PARTICLE_MASS * s * s;
    }
    return e;
}

//--------------------------------------------------------------------------------------
// Particles on a disc, spinning, with a little noise from a fixed LCG
//--------------------------------------------------------------------------------------
class particle_loader
{
public:
    explicit particle_loader(unsigned int seed = 1234u) : m_state(seed) {}

    float next_float()
    {
        m_state = m_state * 1664525u + 1013904223u;
        return (m_state >> 8) / 16777216.0f;
    }

    void load(std::vector<particle>& particles, float radius, float spin)
    {
        for (size_t i = 0; i < particles.size(); i++)
        {
            float angle = 6.2831853f * next_float();
            float dist = radius * (0.1f + 0.9f * next_float());
            float height = 0.05f * (next_float() - 0.5f);
            float_3 pos(dist * std::cos(angle), height, dist * std::sin(angle));
            float_3 vel(-spin * pos.z, 0.0f, spin * pos.x);
            particles[i] = particle(pos, vel);
        }
    }

private:
    unsigned int m_state;
};

bool compare(const std::vector<particle>& a, const std::vector<particle>& b, float tolerance)
{
    for (size_t i = 0; i < a.size(); i++)
    {
        float_3 d = a[i].pos - b[i].pos;
        float err = std::fabs(d.x) + std::fabs(d.y) + std::fabs(d.z);
        if (err > tolerance)
        {
            std::cout << "mismatch at particle " << i << std::endl;
            return false;
        }
    }
    return true;
}

int main()
{
    std::vector<particle> initial(NUM_PARTICLES);
    particle_loader loader;
    loader.load(initial, 1.0f, 0.5f);

    std::cout << "N-body simulation: " << NUM_PARTICLES << " particles, " << NUM_STEPS << " steps" << std::endl;
    std::cout << "sizeof(particle) = " << sizeof(particle) << std::endl;

    // The CPU reference
    std::vector<particle> cpu_a(initial), cpu_b(NUM_PARTICLES);
    for (int step = 0; step < NUM_STEPS; step++)
    {
        if (step % 2 == 0) nbody_cpu(cpu_a, cpu_b);
        else nbody_cpu(cpu_b, cpu_a);
    }
    std::vector<particle>& cpu_result = (NUM_STEPS % 2 == 0) ? cpu_a : cpu_b;

    // Simple and tiled, each ping-ponging between two arrays
    array<particle, 1> simple_a(NUM_PARTICLES, initial.begin()), simple_b(NUM_PARTICLES);
    array<particle, 1> tiled_a(NUM_PARTICLES, initial.begin()), tiled_b(NUM_PARTICLES);
    for (int step = 0; step < NUM_STEPS; step++)
    {
        array<particle, 1>& from = (step % 2 == 0) ? simple_a : simple_b;
        array<particle, 1>& to = (step % 2 == 0) ? simple_b : simple_a;
        nbody_simple_amp(from, to, NUM_PARTICLES, SOFTENING_SQUARED, DAMPING, DELTA_TIME, PARTICLE_MASS);
        if (step % 2 == 0)
            nbody_tiled_amp<TILE_SIZE>(tiled_a, tiled_b, NUM_PARTICLES, SOFTENING_SQUARED, DAMPING, DELTA_TIME, PARTICLE_MASS);
        else
            nbody_tiled_amp<TILE_SIZE>(tiled_b, tiled_a, NUM_PARTICLES, SOFTENING_SQUARED, DAMPING, DELTA_TIME, PARTICLE_MASS);
    }
    array<particle, 1>& simple_result = (NUM_STEPS % 2 == 0) ? simple_a : simple_b;
    array<particle, 1>& tiled_result = (NUM_STEPS % 2 == 0) ? tiled_a : tiled_b;

    std::vector<particle> simple_host(NUM_PARTICLES), tiled_host(NUM_PARTICLES);
    copy(simple_result, simple_host.begin());
    copy(tiled_result, tiled_host.begin());

    bool simple_ok = compare(simple_host, cpu_result, 1e-3f);
    bool tiled_ok = compare(tiled_host, cpu_result, 1e-3f);
    std::cout << "simple kernel vs CPU: " << (simple_ok ? "PASSED" : "FAILED") << std::endl;
    std::cout << "tiled kernel vs CPU:  " << (tiled_ok ? "PASSED" : "FAILED") << std::endl;

    double e_initial = kinetic_energy_cpu(initial);
    double e_amp = kinetic_energy(tiled_result);
    double e_cpu = kinetic_energy_cpu(cpu_result);
    bool energy_ok = std::fabs(e_amp - e_cpu) < 1e-4 * e_cpu;
    std::cout << std::fixed << std::setprecision(3);
    std::cout << "kinetic energy: initial " << e_initial << ", after " << NUM_STEPS << " steps " << e_cpu << std::endl;
    printf("energy check: %s\n", energy_ok ? "PASSED" : "FAILED");

    return (simple_ok && tiled_ok && energy_ok) ? 0 : 1;
}
