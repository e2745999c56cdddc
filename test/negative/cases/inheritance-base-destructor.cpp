// expect: error unsupported 9:15
// Destroying a derived object would need its base's destructor to run afterwards: not supported yet.
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
