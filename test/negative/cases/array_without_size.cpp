// expect: error array-size 9:7
// expect: error array-size 11:9
// An array variable takes its size from its declarator or its initializer; with neither it is
// ill-formed (g++: "storage size of 'a' isn't known"). It was accepted, and in a kernel printed as
// WGSL's array<f32, 0>, which Dawn rejects.
#include <amp.h>
using namespace concurrency;
int main() {
  int a[];
  parallel_for_each(extent<1>(4), [=](index<1> i) restrict(amp) {
    int t[];
  });
  return 0;
}
