// puts and fputs of a char array (which decays to char*), as snprintf fills one: the runtime read
// only strings and pointers, and the program failed.
#include <cstdio>
#include <cstring>
int main() {
  char buf[32]; snprintf(buf, sizeof buf, "%d-%s", 7, "x"); puts(buf);
  char name[16] = "abc"; puts(name); printf("%s %zu\n", buf, strlen(buf));
  fputs(buf, stdout); putchar('\n');
  return 0;
}
