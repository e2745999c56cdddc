// Overloads that differ only in what is const behind a reference or pointer parameter are two
// functions ([over.dcl]), and the argument's constness chooses between them ([over.ics.rank]):
// ampc took the second declaration for a redefinition of the first and called it for every argument.
#include <iostream>
#include <string>
#include <vector>

void show(int&) { std::cout << "int&\n"; }
void show(const int&) { std::cout << "const int&\n"; }
void text(std::string& s) { s += "!"; std::cout << "string& " << s << "\n"; }
void text(const std::string& s) { std::cout << "const string& " << s << "\n"; }
void chars(char* p) { p[0] = 'X'; std::cout << "char* " << p << "\n"; }
void chars(const char* p) { std::cout << "const char* " << p << "\n"; }
int total(std::vector<int>& v) { v.push_back(0); return -1; }
int total(const std::vector<int>& v) { int t = 0; for (int x : v) t += x; return t; }

struct Counter {
  int hits = 0;
  const int limit = 3;
  void touch(int& x) { x++; hits++; }
  void touch(const int& x) { std::cout << "read " << x << "\n"; }
};

int twice(int x) { return 2 * x; }

int main() {
  int i = 1;
  const int c = 2;
  show(i);
  show(c);
  show(3);
  show(i + c);
  show(twice(i));
  int& ri = i;
  const int& rc = i;
  show(ri);
  show(rc);

  std::string s = "mutable";
  const std::string k = "fixed";
  text(s);
  text(k);
  text("literal");
  text(s + "?");

  char buffer[] = "abc";
  const char* view = buffer;
  chars(buffer);
  chars(view);
  chars("lit");

  std::vector<int> v{1, 2, 3};
  const std::vector<int>& cv = v;
  std::cout << total(cv) << " " << v.size() << "\n";
  std::cout << total(v) << " " << v.size() << "\n";

  Counter counter;
  counter.touch(i);
  counter.touch(c);
  counter.touch(counter.limit);
  counter.touch(counter.hits);
  std::cout << i << " " << counter.hits << "\n";
  return 0;
}
