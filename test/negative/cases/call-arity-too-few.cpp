// expect: error call-arity 15:24
// A host call with too few arguments.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

int Scale(int value, int factor) {
    return value * factor;
}

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(Scale(i));
    }
    std::cout << data[0] << "\n";
}
