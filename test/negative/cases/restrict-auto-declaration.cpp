// expect: error restrict-auto-declaration 8:26
// HCC's restrict(auto) infers a restriction from a body, so a declaration cannot have it.
#include <amp.h>

int Twice(int x) restrict(cpu, amp) {
    return 2 * x;
}
int Quad(int x) restrict(auto);

int main() {
    return Twice(1) - 2;
}
