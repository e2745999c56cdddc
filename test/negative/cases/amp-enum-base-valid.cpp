// expect: none
// Enums with int underlying type (explicit or implied) are fine in a kernel.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

enum class Color : int { Red, Green };
enum Shape { Circle, Square };

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        Color color = Color::Green;
        Shape shape = Square;
        av[idx] = (color == Color::Green ? 1 : 0) + (int)shape;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
