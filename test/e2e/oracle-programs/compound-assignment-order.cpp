// `E1 op= E2` and `E1 = E2` evaluate the place once, and after the value's effects (C++17, as
// g++ does it): places found through calls, increments or functions returning references.
#include <iostream>
#include <string>
#include <vector>
int store = 5;
int arr[4] = {1, 2, 3, 4};
struct P { int x; float y; };
int& ri() { std::cout << "ri "; return store; }
int gi(int i) { std::cout << "gi" << i << " "; return i; }
int hi(int v) { std::cout << "hi" << v << " "; return v; }
double& rd(std::vector<double>& v) { std::cout << "rd "; return v[1]; }
int main() {
    ri() += hi(10);
    std::cout << store << "\n";
    arr[gi(1)] += hi(20);
    arr[gi(2)] -= 1;
    arr[gi(3)]++;
    std::cout << arr[1] << " " << arr[2] << " " << arr[3] << "\n";
    std::vector<int> v = {1, 2, 3};
    int x = 0;
    v[x++] += x;
    v[gi(2)] *= hi(7);
    std::cout << v[0] << " " << v[1] << " " << v[2] << " " << x << "\n";
    std::vector<P> ps(3, P{1, 2.5f});
    ps[gi(1)].x <<= hi(3);
    ps[gi(2)].y *= 0.5f;
    std::cout << ps[1].x << " " << ps[2].y << "\n";
    float fa[3] = {1.0f, 2.0f, 3.0f};
    fa[gi(0)] /= 3.0f;
    std::cout << fa[0] << "\n";
    long long la[2] = {1LL << 40, 7};
    la[gi(0)] += la[gi(1)] * 3;
    std::cout << la[0] << "\n";
    std::vector<double> d = {0.5, 1.5};
    rd(d) += 0.25;
    std::cout << d[1] << "\n";
    unsigned char bytes[2] = {250, 3};
    bytes[gi(0)] += 10;
    std::cout << (int)bytes[0] << "\n";
    // g++ reads a plain value before the place's effects in `=`, after them in `op=`.
    int y = 0, z = 0;
    int b[3] = {1, 2, 3};
    b[y++] = y;
    b[z++] += z;
    std::vector<int> w = {1, 2, 3};
    int q = 0;
    w[q++] = q;
    std::cout << b[0] << " " << w[0] << "\n";
    arr[gi(0)] = hi(9);
    ri() = hi(4);
    int* p = arr;
    p[gi(1)] += hi(1);
    std::cout << arr[0] << " " << store << " " << arr[1] << "\n";
    return 0;
}
