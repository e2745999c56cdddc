//--------------------------------------------------------------------------------------
// File: NBodyEngines.cpp
//
// The structure of the C++ AMP book's NBody case study: an abstract INBodyAmp interface with
// a virtual Integrate, implemented by a simple engine and a tiled engine (and a CPU engine for
// reference). main picks engines at run time from a vector of shared_ptr<INBodyAmp> and runs
// each over the same particles, checking positions against the CPU engine.
//--------------------------------------------------------------------------------------
#include <amp.h>
#include <amp_math.h>
#include <amp_short_vectors.h>
#include <iostream>
#include <iomanip>
#include <memory>
#include <string>
#include <vector>
#include <cmath>
#include <cassert>

using namespace concurrency;
using namespace concurrency::graphics;

#define NUM_BODIES 64
#define STEPS 2

struct ParticleCpu
{
    float_3 pos;
    float_3 vel;
};

// Per-run constants, as the book's NBodyAmp keeps them
struct SimulationParams
{
    float softeningSquared;
    float dampingFactor;
    float deltaTime;
    float particleMass;
};

class INBodyAmp
{
public:
    virtual ~INBodyAmp() {}
    virtual int TileSize() const = 0;
    virtual std::string Name() const = 0;
    virtual void Integrate(std::vector<ParticleCpu>& particles, int numParticles) const = 0;
};

inline float_3 BodyBodyInteraction(const float_3 pos1, const float_3 pos2, float softeningSquared,
                                   float particleMass) restrict(amp, cpu)
{
    float_3 r = pos2 - pos1;
    float distSqr = r.x * r.x + r.y * r.y + r.z * r.z + softeningSquared;
    float invDist = 1.0f / concurrency::fast_math::sqrt(distSqr);
    float invDistCube = invDist * invDist * invDist;
    return r * (particleMass * invDistCube);
}

class NBodyCpu : public INBodyAmp
{
public:
    explicit NBodyCpu(const SimulationParams& p) : m_params(p) {}
    int TileSize() const override { return 1; }
    std::string Name() const override { return "cpu"; }

    void Integrate(std::vector<ParticleCpu>& particles, int numParticles) const override
    {
        std::vector<ParticleCpu> next(particles);
        for (int i = 0; i < numParticles; ++i)
        {
            float_3 acc(0.0f, 0.0f, 0.0f);
            for (int j = 0; j < numParticles; ++j)
                acc += BodyBodyInteraction(particles[i].pos, particles[j].pos, m_params.softeningSquared, m_params.particleMass);
            next[i].vel = (particles[i].vel + acc * m_params.deltaTime) * m_params.dampingFactor;
            next[i].pos = particles[i].pos + next[i].vel * m_params.deltaTime;
        }
        particles.swap(next);
    }

private:
    SimulationParams m_params;
};

class NBodyAmpSimple : public INBodyAmp
{
public:
    NBodyAmpSimple(const SimulationParams& p) : m_params(p) {}
    int TileSize() const override { return 1; }
    std::string Name() const override { return "simple"; }

    void Integrate(std::vector<ParticleCpu>& particles, int numParticles) const override
    {
        std::vector<float_3> pos(numParticles), vel(numParticles);
        for (int i = 0; i < numParticles; ++i) { pos[i] = particles[i].pos; vel[i] = particles[i].vel; }
        array_view<const float_3, 1> posIn(numParticles, pos);
        array_view<float_3, 1> velInOut(numParticles, vel);
        std::vector<float_3> posNext(numParticles);
        array_view<float_3, 1> posOut(numParticles, posNext);
        posOut.discard_data();
        const float softeningSquared = m_params.softeningSquared;
        const float dampingFactor = m_params.dampingFactor;
        const float deltaTime = m_params.deltaTime;
        const float particleMass = m_params.particleMass;

        parallel_for_each(posOut.extent, [=](index<1> idx) restrict(amp)
        {
            float_3 p = posIn[idx];
            float_3 acc(0.0f);
            for (int j = 0; j < numParticles; ++j)
                acc += BodyBodyInteraction(p, posIn[j], softeningSquared, particleMass);
            float_3 v = (velInOut[idx] + acc * deltaTime) * dampingFactor;
            velInOut[idx] = v;
            posOut[idx] = p + v * deltaTime;
        });
        posOut.synchronize();
        velInOut.synchronize();
        for (int i = 0; i < numParticles; ++i) { particles[i].pos = posNext[i]; particles[i].vel = vel[i]; }
    }

private:
    SimulationParams m_params;
};

template <int TSize>
class NBodyAmpTiled : public INBodyAmp
{
public:
    static const int tileSize = TSize;
    NBodyAmpTiled(const SimulationParams& p) : m_params(p) {}
    int TileSize() const override { return tileSize; }
    std::string Name() const override { return "tiled" + std::to_string(tileSize); }

    void Integrate(std::vector<ParticleCpu>& particles, int numParticles) const override
    {
        assert(numParticles % tileSize == 0);
        std::vector<float_3> pos(numParticles), vel(numParticles);
        for (int i = 0; i < numParticles; ++i) { pos[i] = particles[i].pos; vel[i] = particles[i].vel; }
        array<float_3, 1> posIn(numParticles, pos.begin());
        array<float_3, 1> velInOut(numParticles, vel.begin());
        array<float_3, 1> posOut(numParticles);
        const SimulationParams params = m_params;

        parallel_for_each(extent<1>(numParticles).tile<tileSize>(),
            [=, &posIn, &velInOut, &posOut](tiled_index<tileSize> ti) restrict(amp)
        {
            tile_static float_3 tilePos[tileSize];
            const int idxLocal = ti.local[0];
            const int idxGlobal = ti.global[0];
            float_3 p = posIn[idxGlobal];
            float_3 acc(0.0f, 0.0f, 0.0f);
            for (int tile = 0; tile < numParticles / tileSize; ++tile)
            {
                tilePos[idxLocal] = posIn[tile * tileSize + idxLocal];
                ti.barrier.wait();
                for (int j = 0; j < tileSize; ++j)
                    acc += BodyBodyInteraction(p, tilePos[j], params.softeningSquared, params.particleMass);
                ti.barrier.wait();
            }
            float_3 v = (velInOut[idxGlobal] + acc * params.deltaTime) * params.dampingFactor;
            velInOut[idxGlobal] = v;
            posOut[idxGlobal] = p + v * params.deltaTime;
        });
        copy(posOut, pos.begin());
        copy(velInOut, vel.begin());
        for (int i = 0; i < numParticles; ++i) { particles[i].pos = pos[i]; particles[i].vel = vel[i]; }
    }

private:
    SimulationParams m_params;
};

std::vector<ParticleCpu> LoadParticles(int n)
{
    std::vector<ParticleCpu> particles(n);
    unsigned int seed = 2024u;
    for (int i = 0; i < n; ++i)
    {
        float coords[3];
        for (int k = 0; k < 3; ++k)
        {
            seed = seed * 1103515245u + 12345u;
            coords[k] = float((seed >> 16) & 0x7FFF) / 32768.0f - 0.5f;
        }
        particles[i].pos = float_3(coords[0], coords[1], coords[2]);
        particles[i].vel = float_3(-coords[2], 0.0f, coords[0]) * 0.1f;
    }
    return particles;
}

float MaxError(const std::vector<ParticleCpu>& a, const std::vector<ParticleCpu>& b)
{
    float worst = 0.0f;
    for (size_t i = 0; i < a.size(); ++i)
    {
        float_3 d = a[i].pos - b[i].pos;
        worst = std::max(worst, std::fabs(d.x) + std::fabs(d.y) + std::fabs(d.z));
    }
    return worst;
}

int main()
{
    SimulationParams params = { 0.00125f, 0.995f, 0.01f, 1.0f / NUM_BODIES };

    // (The book keeps std::shared_ptr<INBodyAmp> in the vector; ampc has no containers of
    // owning pointers, so the engines are owned by locals and the vector holds raw pointers.)
    std::shared_ptr<INBodyAmp> cpu(new NBodyCpu(params));
    std::shared_ptr<INBodyAmp> simple(new NBodyAmpSimple(params));
    std::unique_ptr<INBodyAmp> tiled32(new NBodyAmpTiled<32>(params));
    std::shared_ptr<INBodyAmp> tiled64 = std::shared_ptr<INBodyAmp>(new NBodyAmpTiled<64>(params));
    std::shared_ptr<INBodyAmp> simple_alias = simple;
    std::vector<INBodyAmp*> engines;
    engines.push_back(cpu.get());
    engines.push_back(simple.get());
    engines.push_back(tiled32.get());
    engines.push_back(tiled64.get());

    const std::vector<ParticleCpu> initial = LoadParticles(NUM_BODIES);
    std::vector<ParticleCpu> reference = initial;
    for (int s = 0; s < STEPS; ++s)
        engines[0]->Integrate(reference, NUM_BODIES);

    int failures = 0;
    for (size_t e = 1; e < engines.size(); ++e)
    {
        INBodyAmp* engine = engines[e];
        std::vector<ParticleCpu> particles = initial;
        for (int s = 0; s < STEPS; ++s)
            engine->Integrate(particles, NUM_BODIES);
        float err = MaxError(particles, reference);
        bool ok = err < 1e-3f;
        if (!ok) ++failures;
        std::cout << std::left << std::setw(8) << engine->Name() << " tile " << std::setw(3) << engine->TileSize()
                  << (ok ? " PASSED" : " FAILED") << std::endl;
    }

    std::cout << "engines: " << engines.size() << ", owners of engine 1: " << simple.use_count() << std::endl;
    std::cout << std::fixed << std::setprecision(2) << "reference x of body 0 near " << reference[0].pos.x << std::endl;
    return failures;
}
