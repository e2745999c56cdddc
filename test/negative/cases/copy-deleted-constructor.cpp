// expect: error deleted-function 14:16
// expect: error deleted-function 15:13
// expect: error deleted-function 16:30
// Copying an object whose copy constructor is deleted is an error, as in C++: copy
// initialisation, direct initialisation and a by-value argument.
struct Handle {
    int id;
    Handle(int x) : id(x) {}
    Handle(const Handle&) = delete;
};
int use(Handle h) { return h.id; }
int main() {
    Handle a(1);
    Handle b = a;
    Handle c(a);
    return b.id + c.id + use(a);
}
