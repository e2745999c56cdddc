// expect: error format-invalid 13:20
// expect: error format-invalid 14:20
// expect: error format-invalid 15:12
// expect: error format-invalid 16:20
// expect: warning format-extra-args 16:25
// expect: warning format 17:20
// expect: error format-invalid 18:12
// expect: warning format-extra-args 19:23
// printf formats checked against their arguments, as clang's -Wformat does; what glibc would
// print from a wrong-kind or missing argument is undefined behaviour, so ampc rejects it.
#include <cstdio>
int main() {
    printf("%d\n", 1.5);
    printf("%f\n", 3);
    printf("%d %d\n", 1);
    printf("%s\n", 'c', 1);
    printf("%d\n", 5000000000LL);
    printf("%p\n", 0);
    printf("%d\n", 1, 2);
    return 0;
}
