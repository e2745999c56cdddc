// expect: error host-unsupported 7:28
// The comma operator with a pointer on its left (`p++, i++`) has no host form in ampc yet: the
// host prints only +, -, comparisons and equality of pointers to scalars (a gap, reported).
int main() {
    int a[3] = {1, 2, 3};
    int* p = a;
    for (int i = 0; i < 2; p++, i++) {}
    return *p;
}
