// <cstring> on C strings: strlen, strcmp/strncmp (compared by sign: C++ promises nothing more),
// strcpy, strncpy (NUL padding, and no NUL when the source is as long as the count), strcat,
// with string literals, char arrays and pointers into them as arguments.
#include <cstdio>
#include <cstring>
#include <iostream>

int sign(int x) { return (x > 0) - (x < 0); }

int main() {
  const char* word = "kernel";
  std::cout << strlen(word) << " " << std::strlen("") << " " << strlen(word + 2) << std::endl;

  char buf[32];
  char* end = strcpy(buf, "tile");
  strcat(buf, "_static");
  strcat(end, "!");
  std::cout << buf << " " << strlen(buf) << " " << (end == buf) << std::endl;

  std::cout << sign(strcmp("abc", "abd")) << sign(strcmp("abd", "abc")) << sign(strcmp(word, "kernel"))
            << sign(strcmp("ab", "abc")) << sign(strcmp(buf, word)) << std::endl;
  std::cout << sign(strncmp("restrict", "result", 3)) << sign(strncmp("restrict", "result", 4)) << std::endl;

  char pad[8];
  for (int i = 0; i < 8; ++i) pad[i] = '#';
  strncpy(pad, "ab", 5);
  for (int i = 0; i < 8; ++i) std::printf("%d ", pad[i]);
  std::printf("\n");
  char exact[4];
  strncpy(exact, "wxyz", 4);
  std::printf("%c%c%c%c\n", exact[0], exact[1], exact[2], exact[3]);

  const char* list[] = {"b", "a", "c"};
  int smallest = 0;
  for (int i = 1; i < 3; ++i)
    if (strcmp(list[i], list[smallest]) < 0) smallest = i;
  std::cout << "smallest " << list[smallest] << std::endl;

  char joined[64] = "";
  for (int i = 0; i < 3; ++i) {
    if (i > 0) strcat(joined, ", ");
    strcat(joined, list[i]);
  }
  std::printf("%s (%d)\n", joined, (int)strlen(joined));
  return 0;
}
