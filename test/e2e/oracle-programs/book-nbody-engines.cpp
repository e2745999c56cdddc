#include <amp.h>
#include <amp_graphics.h>
#include <amp_math.h>
#include <iostream>
#include <iomanip>
#include <memory>
#include <vector>
#include <random>
#include <string>
#include <cassert>
using namespace concurrency;
using namespace concurrency::graphics;

struct ParticleCpu {
    float_3 pos;
    float_3 vel;
};

struct TaskData {
    accelerator accel;
    std::shared_ptr<array<float_3, 1>> dataOldPos, dataNewPos, dataOldVel, dataNewVel;
    TaskData(int size, accelerator_view view, accelerator acc)
        : accel(acc),
          dataOldPos(std::make_shared<array<float_3, 1>>(size, view)),
          dataNewPos(std::make_shared<array<float_3, 1>>(size, view)),
          dataOldVel(std::make_shared<array<float_3, 1>>(size, view)),
          dataNewVel(std::make_shared<array<float_3, 1>>(size, view)) {}
};

const float SofteningSquared = 0.0000015625f;
const float FixedStepDelta = 0.005f;
const float DampingFactor = 0.9995f;
const float ParticleMass = 1.0f;

inline void BodyBodyInteraction(float_3& acc, const float_3 particlePosition, const float_3 otherParticlePosition,
                                float softeningSquared, float particleMass) restrict(amp) {
    float_3 r = otherParticlePosition - particlePosition;
    float distSqr = r.x * r.x + r.y * r.y + r.z * r.z + softeningSquared;
    float invDist = concurrency::fast_math::rsqrt(distSqr);
    float invDistCube = invDist * invDist * invDist;
    float s = particleMass * invDistCube;
    acc += r * s;
}

class INBodyAmp {
public:
    virtual ~INBodyAmp() {}
    virtual void Integrate(const std::vector<std::shared_ptr<TaskData>>& particleData, int numParticles) const = 0;
    virtual int TileFactor() const { return 1; }
    virtual std::string Name() const = 0;
};

class NBodyAmpSimple : public INBodyAmp {
    float m_softeningSquared, m_dampingFactor, m_deltaTime, m_particleMass;
public:
    NBodyAmpSimple(float softeningSquared, float dampingFactor, float deltaTime, float particleMass)
        : m_softeningSquared(softeningSquared), m_dampingFactor(dampingFactor), m_deltaTime(deltaTime), m_particleMass(particleMass) {}
    std::string Name() const override { return "simple"; }
    void Integrate(const std::vector<std::shared_ptr<TaskData>>& particleData, int numParticles) const override {
        assert(particleData.size() == 1);
        extent<1> computeDomain(numParticles);
        const float softeningSquared = m_softeningSquared;
        const float dampingFactor = m_dampingFactor;
        const float deltaTime = m_deltaTime;
        const float particleMass = m_particleMass;
        array<float_3, 1>& inPos = *particleData[0]->dataOldPos;
        array<float_3, 1>& inVel = *particleData[0]->dataOldVel;
        array<float_3, 1>& outPos = *particleData[0]->dataNewPos;
        array<float_3, 1>& outVel = *particleData[0]->dataNewVel;
        parallel_for_each(computeDomain, [=, &inPos, &inVel, &outPos, &outVel](index<1> idx) restrict(amp) {
            float_3 pos = inPos[idx];
            float_3 vel = inVel[idx];
            float_3 acc = 0.0f;
            for (int j = 0; j < numParticles; ++j)
                BodyBodyInteraction(acc, pos, inPos[j], softeningSquared, particleMass);
            vel += acc * deltaTime;
            vel *= dampingFactor;
            pos += vel * deltaTime;
            outPos[idx] = pos;
            outVel[idx] = vel;
        });
    }
};

template <int TSize>
class NBodyAmpTiled : public INBodyAmp {
    float m_softeningSquared, m_dampingFactor, m_deltaTime, m_particleMass;
public:
    NBodyAmpTiled(float softeningSquared, float dampingFactor, float deltaTime, float particleMass)
        : m_softeningSquared(softeningSquared), m_dampingFactor(dampingFactor), m_deltaTime(deltaTime), m_particleMass(particleMass) {}
    int TileFactor() const override { return TSize; }
    std::string Name() const override { return "tiled " + std::to_string(TSize); }
    void Integrate(const std::vector<std::shared_ptr<TaskData>>& particleData, int numParticles) const override {
        array<float_3, 1>& inPos = *particleData[0]->dataOldPos;
        array<float_3, 1>& inVel = *particleData[0]->dataOldVel;
        array<float_3, 1>& outPos = *particleData[0]->dataNewPos;
        array<float_3, 1>& outVel = *particleData[0]->dataNewVel;
        const float softeningSquared = m_softeningSquared;
        const float dampingFactor = m_dampingFactor;
        const float deltaTime = m_deltaTime;
        const float particleMass = m_particleMass;
        extent<1> computeDomain(numParticles);
        parallel_for_each(computeDomain.tile<TSize>(), [=, &inPos, &inVel, &outPos, &outVel](tiled_index<TSize> ti) restrict(amp) {
            tile_static float_3 tileMemory[TSize];
            const int idxLocal = ti.local[0];
            int idxGlobal = ti.global[0];
            float_3 pos = inPos[idxGlobal];
            float_3 vel = inVel[idxGlobal];
            float_3 acc = 0.0f;
            for (int tile = 0; tile < numParticles / TSize; tile++) {
                tileMemory[idxLocal] = inPos[tile * TSize + idxLocal];
                ti.barrier.wait();
                for (int j = 0; j < TSize; j++)
                    BodyBodyInteraction(acc, pos, tileMemory[j], softeningSquared, particleMass);
                ti.barrier.wait();
            }
            vel += acc * deltaTime;
            vel *= dampingFactor;
            pos += vel * deltaTime;
            outPos[idxGlobal] = pos;
            outVel[idxGlobal] = vel;
        });
    }
};

std::shared_ptr<INBodyAmp> NBodyFactory(int kind) {
    switch (kind) {
    case 0: return std::make_shared<NBodyAmpSimple>(SofteningSquared, DampingFactor, FixedStepDelta, ParticleMass);
    case 1: return std::make_shared<NBodyAmpTiled<64>>(SofteningSquared, DampingFactor, FixedStepDelta, ParticleMass);
    default: return std::make_shared<NBodyAmpTiled<128>>(SofteningSquared, DampingFactor, FixedStepDelta, ParticleMass);
    }
}

void LoadClusterParticles(std::vector<ParticleCpu>& particles, float_3 center, float_3 velocity, float spread, std::mt19937& gen) {
    std::uniform_real_distribution<float> dist(-spread, spread);
    for (auto& p : particles) {
        float_3 delta(dist(gen), dist(gen), dist(gen));
        p.pos = center + delta;
        p.vel = velocity;
    }
}

int main() {
    const int numParticles = 1024;
    accelerator acc;
    std::vector<std::shared_ptr<TaskData>> tasks;
    tasks.push_back(std::make_shared<TaskData>(numParticles, acc.default_view, acc));
    std::vector<ParticleCpu> particles(numParticles);
    std::mt19937 gen(42);
    LoadClusterParticles(particles, float_3(0.0f, 0.0f, 0.0f), float_3(0.01f, 0.0f, -0.01f), 1.5f, gen);
    std::vector<float_3> posHost(numParticles), velHost(numParticles);
    for (int i = 0; i < numParticles; ++i) { posHost[i] = particles[i].pos; velHost[i] = particles[i].vel; }
    for (int kind = 0; kind < 3; ++kind) {
        std::shared_ptr<INBodyAmp> engine = NBodyFactory(kind);
        copy(posHost.begin(), posHost.end(), *tasks[0]->dataOldPos);
        copy(velHost.begin(), velHost.end(), *tasks[0]->dataOldVel);
        for (int step = 0; step < 4; ++step) {
            engine->Integrate(tasks, numParticles);
            std::swap(tasks[0]->dataOldPos, tasks[0]->dataNewPos);
            std::swap(tasks[0]->dataOldVel, tasks[0]->dataNewVel);
        }
        std::vector<float_3> result(numParticles);
        copy(*tasks[0]->dataOldPos, result.begin());
        double sum = 0;
        for (const auto& p : result) sum += p.x + 2 * p.y + 3 * p.z;
        std::cout << std::setw(10) << engine->Name() << " tile " << engine->TileFactor() << " checksum " << std::fixed << std::setprecision(2) << sum << "\n";
    }
    return 0;
}
