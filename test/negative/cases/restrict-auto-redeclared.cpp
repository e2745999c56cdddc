// expect: error restrict-auto-redeclared 6:5
// A restrict(auto) function can have no other declaration.
#include <amp.h>

int Twice(int x);
int Twice(int x) restrict(auto) {
    return 2 * x;
}

int main() {
    return Twice(1) - 2;
}
