// expect: none
// Destroying a derived object runs its base's destructor afterwards (emit-host.ts destroy).
#include <iostream>

struct Resource {
    ~Resource() { std::cout << "released\n"; }
};

struct File : public Resource {
    int fd = 3;
};

int main() {
    File f;
    std::cout << f.fd << "\n";
}
