// expect: error host-unsupported 8:14
// `delete p` of an object with a destructor runs the destructor on the host as a statement; as
// an operand of a larger expression (here the comma operator) ampc has no place for it.
#include <iostream>
struct Noisy { ~Noisy() { std::cout << "bye\n"; } };
int main() {
    Noisy* p = new Noisy;
    int x = (delete p, 1);
    return x;
}
