// expect: error unsupported 11:13
// expect: error unsupported 12:3
// A host std::string is an immutable JS string: a write to one of its characters is rewritten
// as a new string, which ampc does only where the write's value (a char&) is not used and the
// string and index are plain places; otherwise it says so rather than miscompile.
#include <string>
int next(int& i) { return i++; }
int main() {
  std::string s = "abc";
  int i = 0;
  char c = (s[1] = 'x');
  s[next(i)] = 'y';
  return c;
}
