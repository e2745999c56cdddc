// expect: error host-unsupported 8:9
// A variable whose address is taken is kept in a box on the host, which a goto's dispatch loop
// cannot declare ahead of the loop as it does plain variables.
int main() {
    int i = 0;
    int* last = nullptr;
again:
    int x = i;
    last = &x;
    if (++i < 3) goto again;
    return *last;
}
