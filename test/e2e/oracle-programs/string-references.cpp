// References to std::string: non-const reference parameters, references returned by functions
// and member functions, local references and range-for by reference; writes to characters.
#include <cctype>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

void appendTo(std::string& s) { s += "x"; s = s + "y"; }
void setTo(std::string& out, const char* text) { out = text; }
void twice(std::string& s) { setTo(s, "zz"); s += s; }
void upper(std::string& s) { for (size_t i = 0; i < s.size(); ++i) s[i] = toupper(s[i]); }

struct Person {
  std::string name;
  std::string& nameRef() { return name; }
  const std::string& get() const { return name; }
};

std::string& pick(std::vector<std::string>& v, int i) { return v[i]; }

int main() {
  std::string s = "abc";
  appendTo(s);
  printf("%s\n", s.c_str());

  Person p{"ann"};
  appendTo(p.name);
  p.nameRef() = "bob";
  upper(p.nameRef());
  printf("%s\n", p.get().c_str());

  std::vector<std::string> v = {"a", "b", "c"};
  appendTo(v[1]);
  pick(v, 2) = "C";
  for (auto& x : v) x += "!";
  printf("%s %s %s\n", v[0].c_str(), v[1].c_str(), v[2].c_str());

  std::map<int, std::string> m;
  auto& three = m[3];
  three += "three";
  appendTo(m[3]);
  printf("%s\n", m[3].c_str());

  std::string t;
  twice(t);
  std::string& r = t;
  r.push_back('q');
  r[0] = 'Z';
  t += "+";
  printf("%s %s %d\n", t.c_str(), r.c_str(), (int)r.size());
  const std::string& cr = t;
  t = "new";
  printf("%s\n", cr.c_str());

  std::string word = "hello world";
  word[0] += 1; word[1]++; --word[2]; word[3] ^= 32;
  int k = 4;
  word[k] = '_';
  printf("%s\n", word.c_str());

  auto setLambda = [](std::string& x) { x = "lambda"; };
  setLambda(s);
  printf("%s\n", s.c_str());
  return 0;
}
