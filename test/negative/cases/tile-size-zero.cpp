// expect: error tile-size 14:15
// A tile dimension of 0: the caret is on `tile`.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

void Run(int n) {
    std::vector<int> data;
    for (int i = 0; i < n; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(n, data);
    av.extent.tile<0>();
    av.synchronize();
    std::cout << av(0) << "\n";
}

int main() {
    Run(4096);
}
