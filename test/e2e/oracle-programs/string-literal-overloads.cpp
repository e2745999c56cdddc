// A string literal is a `const char[N]`: to `bool` a standard (boolean) conversion, to
// std::string a user-defined one (its constructor), so a standard conversion wins; to a
// `const char*` an exact match. Every ordinary use of a literal with std::string still works.
#include <cstdio>
#include <iostream>
#include <string>
void h(const std::string& s) { std::printf("h(string) %s\n", s.c_str()); }
void h(bool b) { std::printf("h(bool) %d\n", b); }
void p(const char* s) { std::printf("p(const char*) %s\n", s); }
void p(const std::string& s) { std::printf("p(string) %s\n", s.c_str()); }
void only(const std::string& s) { std::printf("only %s\n", s.c_str()); }
void q(std::string s) { std::printf("q(string) %s\n", s.c_str()); }
void q(int n) { std::printf("q(int) %d\n", n); }
struct Name {
  std::string text;
  Name(const char* t) : text(t) {}
};
void greet(Name n) { std::printf("hello %s\n", n.text.c_str()); }
int main() {
  h("x");
  h(std::string("made"));
  h(std::string());
  std::string s = "abc";
  h(s);
  p("lit");
  p(s);
  only("y");
  q("z");
  q(3);
  greet("world");
  const char* c = "ptr";
  h(c);
  std::cout << s + "def" << " " << ("ab" + s) << " " << (s == "abc") << " " << (s < "b") << "\n";
  std::string t;
  t = "assigned";
  t += "!";
  std::cout << t << " " << t.find("ign") << "\n";
  return 0;
}
