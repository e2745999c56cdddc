// std::transform with two input ranges: vectors, C arrays, another element type, writing in
// place, and a lambda whose result converts to the output's element type.
#include <algorithm>
#include <functional>
#include <iostream>
#include <vector>
int main() {
    std::vector<int> a = {1, 2, 3, 4, 5};
    std::vector<int> b = {10, 20, 30, 40, 50};
    std::vector<int> sum(5);
    std::transform(a.begin(), a.end(), b.begin(), sum.begin(), [](int x, int y) { return x + y; });
    for (int s : sum) std::cout << s << " ";
    std::cout << "\n";
    float w[5] = {0.5f, 1.5f, 2.5f, 3.5f, 4.5f};
    std::vector<double> scaled(5);
    std::transform(a.begin(), a.end(), w, scaled.begin(), [](int x, float f) { return x * f; });
    for (double d : scaled) std::cout << d << " ";
    std::cout << "\n";
    std::transform(a.begin() + 1, a.end(), a.begin(), a.begin() + 1, std::plus<int>());
    for (int x : a) std::cout << x << " ";
    std::cout << "\n";
    std::vector<int> trunc(3);
    std::transform(w, w + 3, b.begin(), trunc.begin(), [](float f, int y) { return f * y; });
    for (int t : trunc) std::cout << t << " ";
    std::cout << "\n";
    return 0;
}
