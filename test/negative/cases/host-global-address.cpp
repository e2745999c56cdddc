// expect: error host-unsupported 6:15
// A pointer to a scalar is a place in a host array: a local whose address is taken is boxed, but
// a global is not, so taking a global scalar's address is not supported by ampc on the host.
int counter = 1;
int main() {
    int* p = &counter;
    *p = 3;
    return counter;
}
