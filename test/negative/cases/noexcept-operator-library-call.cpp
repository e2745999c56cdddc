// expect: error unsupported 7:35
// expect: error unsupported 5:29
// The noexcept operator over a library call, and a noexcept condition that is no constant:
// ampc does not know every library function's exception specification, nor evaluates these.
void scaled(int n) noexcept(n > 0) {}
#include <cstdio>
int main() { return (int)noexcept(printf("x")); }
