// expect: error unsupported 5:53
// A template's signature is checked for each call (and each SFINAE try): its error is said once, not per try.
#include <type_traits>
template <class T>
typename std::enable_if<std::is_integral<T>::value, const char*>::type kind(T) { return "integral"; }
int main() { kind(1); kind(2L); }
