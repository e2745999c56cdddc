// expect: error tile-size-not-constant 15:20
// A tile size from a non-const local: the caret is on the template argument.
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
    int ts = 4;
    av.extent.tile<ts>();
    av.synchronize();
    std::cout << av(0) << "\n";
}

int main() {
    Run(4096);
}
