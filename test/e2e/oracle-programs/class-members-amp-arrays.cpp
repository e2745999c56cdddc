// Classes that own C++ AMP objects, initialised in member-initializer lists: `array` members built
// from an extent or copied from another array (direct-initialisation may use explicit
// constructors), an accelerator_view member, extents and short vectors; then used by kernels.
#include <amp.h>
#include <amp_short_vectors.h>
#include <iostream>
#include <vector>
using namespace concurrency;
using namespace concurrency::graphics;

struct Simulation {
    accelerator_view view;
    extent<1> size;
    array<float_2, 1> positions;
    array<float_2, 1> next;
    array<int, 1> counts;
    float_2 gravity;
    Simulation(accelerator acc, int n, const array<int, 1>& initialCounts)
        : view(acc.default_view), size(n), positions(n, view), next(size, view), counts(initialCounts), gravity(0.0f, -1.5f) {}

    void step(float dt) {
        array<float_2, 1>& p = positions;
        array<float_2, 1>& q = next;
        array<int, 1>& c = counts;
        float_2 g = gravity;
        parallel_for_each(view, size, [=, &p, &q, &c](index<1> i) restrict(amp) {
            q[i] = p[i] + g * dt;
            c[i] += 1;
        });
        copy(next, positions);
    }
};

int main() {
    const int n = 6;
    std::vector<int> start{5, 4, 3, 2, 1, 0};
    array<int, 1> initial(n, start.begin(), start.end());
    Simulation sim(accelerator(), n, initial);
    std::vector<float_2> ps(n);
    for (int i = 0; i < n; ++i) ps[i] = float_2(float(i), 10.0f);
    copy(ps.begin(), ps.end(), sim.positions);
    for (int s = 0; s < 3; ++s) sim.step(0.5f);
    std::vector<float_2> out = sim.positions;
    std::vector<int> counts = sim.counts;
    std::vector<int> untouched = initial;
    for (int i = 0; i < n; ++i) std::cout << out[i].x << "," << out[i].y << " ";
    std::cout << "\n";
    for (int i = 0; i < n; ++i) std::cout << counts[i] << " " << untouched[i] << " ";
    std::cout << "\n" << sim.size[0] << " " << sim.gravity.y << "\n";
    return 0;
}
