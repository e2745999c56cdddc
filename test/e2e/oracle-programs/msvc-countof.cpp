// `_countof`, the array-length macro of MSVC's <stdlib.h>: Visual C++ programs use it without
// including anything beyond <amp.h> and <iostream>, which bring it in there.
#include <amp.h>
#include <iostream>
using namespace concurrency;

struct Entry { const char* name; int weight; };

int main() {
    static const Entry table[] = {{"a", 3}, {"bb", 5}, {"ccc", 7}};
    int values[12];
    for (int i = 0; i < _countof(values); i++) values[i] = i * 3 % 5;
    array_view<int, 1> av(_countof(values), values);
    parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = av[i] * 2 + 1; });
    av.synchronize();
    int sum = 0;
    for (size_t i = 0; i < _countof(values); ++i) sum += values[i];
    std::cout << _countof(values) << " " << _countof(table) << " " << sum << std::endl;
    for (size_t i = 0; i < _countof(table); ++i) std::cout << table[i].name << "=" << table[i].weight << " ";
    std::cout << std::endl;
    return 0;
}
