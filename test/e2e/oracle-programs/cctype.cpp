// <cctype> as glibc gives it in the "C" locale: the classification functions return glibc's
// class bits (isdigit('7') prints 2048), toupper/tolower change ASCII letters only, and EOF and
// chars outside ASCII belong to no class.
#include <cctype>
#include <cstdio>
#include <iostream>
#include <string>

int main() {
  const int samples[] = {'a', 'Z', '5', 'f', 'G', ' ', '\t', '\n', '!', '~', 0, 127, 31, -1, 200, -56};
  for (int c : samples) {
    std::printf("%4d: alnum %d alpha %d blank %d cntrl %d digit %d graph %d lower %d print %d punct %d space %d upper %d xdigit %d -> %d %d\n",
                c, isalnum(c), isalpha(c), isblank(c), iscntrl(c), isdigit(c), isgraph(c), islower(c), isprint(c),
                ispunct(c), isspace(c), isupper(c), isxdigit(c), toupper(c), tolower(c));
  }
  std::string word = "Hello, C++ AMP 2012!";
  std::string upper, digits;
  int letters = 0;
  for (size_t i = 0; i < word.size(); i++) {
    char ch = word[i];
    upper += (char)std::toupper(ch);
    if (std::isdigit(ch)) digits += ch;
    if (std::isalpha(ch)) letters++;
  }
  std::cout << upper << " " << digits << " " << letters << std::endl;
  return 0;
}
