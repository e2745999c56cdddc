// std::swap and .swap() of owning pointers (no owner-count changes), and owners of
// concurrency::array (the book's N-body keeps its arrays in shared_ptrs and swaps them).
#include <amp.h>
#include <iostream>
#include <memory>
#include <utility>
#include <vector>
using namespace concurrency;

struct Named {
    int id;
    explicit Named(int i) : id(i) {}
    ~Named() { std::cout << "~Named " << id << "\n"; }
};

void step(array<int, 1>& from, array<int, 1>& to) {
    parallel_for_each(to.extent, [&from, &to](index<1> i) restrict(amp) { to[i] = from[i] * 2 + 1; });
}

int main() {
    std::shared_ptr<Named> a = std::make_shared<Named>(1);
    std::shared_ptr<Named> b = std::make_shared<Named>(2);
    std::shared_ptr<Named> c = b;
    std::swap(a, b);
    std::cout << a->id << " " << b->id << " " << a.use_count() << " " << b.use_count() << "\n";
    a.swap(b);
    std::cout << a->id << " " << b->id << " " << a.use_count() << " " << b.use_count() << "\n";

    std::unique_ptr<Named> u = std::make_unique<Named>(3);
    std::unique_ptr<Named> w;
    std::swap(u, w);
    std::cout << (u ? "u" : "-") << (w ? "w" : "-") << " " << w->id << "\n";
    u.swap(w);
    std::cout << (u ? "u" : "-") << (w ? "w" : "-") << "\n";

    std::vector<int> seed(8);
    for (int i = 0; i < 8; ++i) seed[i] = i;
    std::shared_ptr<array<int, 1>> cur = std::make_shared<array<int, 1>>(8, seed.begin(), seed.end());
    std::shared_ptr<array<int, 1>> next = std::make_shared<array<int, 1>>(8);
    std::shared_ptr<array<int, 1>> alias = cur;
    for (int s = 0; s < 3; ++s) {
        step(*cur, *next);
        std::swap(cur, next);
    }
    std::vector<int> out(8);
    copy(*cur, out.begin());
    for (int v : out) std::cout << v << " ";
    std::cout << "\n" << cur->extent[0] << " " << alias.use_count() << " " << cur.use_count() << "\n";

    std::unique_ptr<array<float, 2>> grid = std::make_unique<array<float, 2>>(2, 3);
    array<float, 2>& g = *grid;
    parallel_for_each(g.extent, [&g](index<2> i) restrict(amp) { g[i] = i[0] * 10.0f + i[1]; });
    std::vector<float> flat = *grid;
    for (float f : flat) std::cout << f << " ";
    std::cout << "\n";
    return 0;
}
