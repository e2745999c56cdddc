// expect: error amp-type 21:16
// A struct with a char field is fine on the host but not as a kernel variable:
// the caret is on the variable, not on the field.
#include <iostream>
#include <vector>
#include <amp.h>
using namespace concurrency;

struct Record {
    int id;
    char tag;
};

int main() {
    std::vector<int> data;
    for (int i = 0; i < 8; i++) {
        data.push_back(i);
    }
    array_view<int, 1> av(8, data);
    parallel_for_each(av.extent, [=](index<1> idx) restrict(amp) {
        Record r;
        r.id = av[idx];
        av[idx] = r.id + 1;
    });
    av.synchronize();
    std::cout << av(0) << "\n";
}
