// C strings on the host: string literals as `const char*`, arrays of them, `char` arrays and
// their decay, indexing and pointer arithmetic, C strings in structs, parameters and return
// values, printing them, std::string from them, null checks, and main's argc/argv passed on by
// address as googletest's InitGoogleTest(&argc, argv) takes them.
#include <cstdio>
#include <iostream>
#include <string>

struct Test {
  const char* suite;
  const char* name;
  int (*fn)(int);
};

static int twice(int x) { return 2 * x; }
static int square(int x) { return x * x; }

struct Registry {
  Test tests[4];
  int count = 0;
  void add(const char* s, const char* n, int (*f)(int)) { tests[count++] = {s, n, f}; }
};

#define NAME_OF(x) #x

const char* verdict(bool ok) { return ok ? "OK" : "FAILED"; }

int length(const char* s) {
  int n = 0;
  while (*s != '\0') {
    ++s;
    ++n;
  }
  return n;
}

int countChar(const char* s, char c) {
  int n = 0;
  for (int i = 0; s[i]; ++i)
    if (s[i] == c) ++n;
  return n;
}

const char* skipSpaces(const char* s) {
  while (*s == ' ') s = s + 1;
  return s;
}

void initArgs(int* argc, char** argv) {
  // argv[argc] is a null pointer; argv[0] names the program.
  std::printf("argv[0] set: %d, argv[argc] null: %d\n", argv[0] != nullptr, argv[*argc] == nullptr);
  *argc = *argc + 10;
}

void upper(char* s) {
  for (; *s; ++s)
    if (*s >= 'a' && *s <= 'z') *s = *s - 'a' + 'A';
}

int main(int argc, char** argv) {
  const char* greeting = "hello, world";
  std::cout << greeting << " has " << length(greeting) << " chars" << std::endl;
  std::printf("[%s] [%.5s] [%-8s|] [%8s]\n", greeting, greeting, "ab", "cd");
  std::printf("%c%c %s\n", greeting[0], *(greeting + 7), greeting + 7);

  const char* names[] = {"alpha", "beta", "gamma"};
  for (int i = 0; i < 3; ++i) std::cout << i << ":" << names[i] << " ";
  std::cout << std::endl;
  const char** cursor = names;
  ++cursor;
  std::cout << *cursor << " " << cursor[1] << " " << cursor[1][2] << std::endl;

  Registry r;
  r.add(NAME_OF(Math), NAME_OF(Twice), twice);
  r.add("Math", "Square", square);
  for (int i = 0; i < r.count; ++i) {
    const Test& t = r.tests[i];
    std::printf("[ %s ] %s.%s -> %d\n", verdict(t.fn(3) > 5), t.suite, t.name, t.fn(3));
  }

  char buf[16] = "abc";
  char word[] = "mixed Case";
  std::cout << buf << " " << sizeof(buf) << " " << sizeof(word) << " " << word << std::endl;
  buf[3] = 'd';
  buf[4] = '\0';
  char* p = buf;
  p[0] = 'A';
  *(p + 1) = 'B';
  std::cout << buf << " " << p + 2 << " " << countChar(word, 'e') << std::endl;
  upper(word);
  std::printf("%s\n", word);

  std::string s(greeting);
  std::string t = names[2];
  std::string u = std::string(buf) + "!";
  std::cout << s.size() << " " << t << " " << u << " " << (t == "gamma") << std::endl;

  const char* none = nullptr;
  const char* padded = skipSpaces("   x y");
  std::cout << (none == nullptr) << (padded != nullptr) << " [" << padded << "]" << std::endl;
  if (!none && padded) std::cout << "null checks" << std::endl;
  const char* same = greeting;
  std::cout << (same == greeting) << (same + 1 == greeting + 1) << (greeting + 3 - greeting) << std::endl;

  initArgs(&argc, argv);
  std::cout << "argc now " << argc << std::endl;
  return 0;
}
