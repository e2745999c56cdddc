// expect: error template-argument 9:19
// expect: error template-argument 10:37
// A library class template named without its template arguments is an error, as in g++ (C++17
// would deduce them from an initialiser, which ampc does not do). A kernel whose struct held such
// a member crashed the WGSL printer (crash fuzzer, seed 1143).
#include <amp.h>
#include <vector>
using namespace concurrency;
struct Q { int k; vector more[2]; };
int main() { std::vector<int> v(4); array_view av(4, v); return 0; }
