// Derived structs in kernels: the base's fields lead the derived object's layout in buffers, base
// member functions run on derived objects in restrict(amp) code, and a derived value copied into
// a base one keeps only the base's fields (slicing), on the GPU as on the host.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

struct Particle {
    float x;
    float v;
    void step(float dt) restrict(amp, cpu) { x = x + v * dt; }
    float energy() const restrict(amp, cpu) { return 0.5f * v * v; }
    void stepTwice(float dt) restrict(amp, cpu) { step(dt); step(dt); }
};

struct Charged : public Particle {
    float q;
    float force(float field) const restrict(amp, cpu) { return q * field + energy(); }
};

struct Heavy : Charged {
    int mass;
    void kick() restrict(amp, cpu) { v = v + q / mass; stepTwice(0.5f); }
};

int main() {
    std::vector<Heavy> hs(4);
    for (int i = 0; i < 4; i++) {
        hs[i].x = 1.0f * i; hs[i].v = 2.0f; hs[i].q = 1.0f + i; hs[i].mass = i + 1;
    }
    std::vector<float> out(4);
    array_view<Heavy, 1> av(4, hs);
    array_view<float, 1> result(4, out);
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) {
        Heavy h = av[i];
        h.kick();
        h.step(1.0f);
        Particle p = h;
        p.step(1.0f);
        result[i] = h.force(2.0f) + p.x;
        av[i] = h;
    });
    for (int i = 0; i < 4; i++) {
        std::cout << av[i].x << " " << av[i].v << " " << av[i].q << " " << av[i].mass << " " << result[i] << "\n";
    }
    Heavy h = av[1];
    h.kick();
    std::cout << h.x << " " << h.energy() << " " << h.force(1.0f) << "\n";
    return 0;
}
