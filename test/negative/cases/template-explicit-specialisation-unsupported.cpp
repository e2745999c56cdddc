// expect: error unsupported 12:17
// expect: error template-argument 15:17
// expect: error unsupported 16:34
// An explicit specialisation of a member function template is refused, as not supported by
// ampc; one of a function template after the call that instantiated it is an error in C++ too
// (g++: "specialization of ... after instantiation"); a pointer to const is no class template
// argument ampc supports (its specialisations would not tell `const char*` from `char*`, as
// is_same<CP, char*> must, here through a typedef).
#include <type_traits>
typedef const char* CP;
struct P { template <class T> int get(T) { return 1; } };
template <> int P::get<int>(int) { return 2; }
template <class T> int f(T) { return 1; }
int g() { return f(1); }
template <> int f(int) { return 2; }
int main() { return std::is_same<CP, char*>::value + g(); }
