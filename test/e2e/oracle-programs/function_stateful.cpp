// std::function holding a function object whose operator() changes it, and a mutable lambda: the
// std::function holds its own copy, calls change that copy, and a copy of the std::function
// (declared, assigned, passed by value, put in a vector or a map) goes its own way from then on.
#include <functional>
#include <iostream>
#include <map>
#include <string>
#include <vector>

struct Counter {
  int n = 0;
  int operator()(int x) { n += x; return n; }
};

struct Tagger {
  std::string tag;
  int calls;
  std::string operator()(const std::string& s) { calls++; return tag + std::to_string(calls) + ":" + s; }
};

int callTwice(std::function<int(int)> f) { f(100); return f(1); }
int callTwiceRef(std::function<int(int)>& f) { f(100); return f(1); }

int main() {
  Counter c;
  std::function<int(int)> f = c;
  std::cout << f(1) << " " << f(2) << " " << c.n << "\n";
  std::function<int(int)> g = f;
  std::cout << g(10) << " " << f(10) << " " << g(0) << " " << f(0) << "\n";
  g = f;
  std::cout << g(5) << " " << f(0) << "\n";
  std::cout << callTwice(f) << " " << f(0) << " " << callTwiceRef(f) << " " << f(0) << "\n";

  std::function<std::string(const std::string&)> t = Tagger{"#", 0};
  std::cout << t("a") << " " << t("b") << "\n";
  auto u = t;
  std::cout << u("c") << " " << t("d") << "\n";

  int start = 10;
  std::function<int()> next = [start]() mutable { return start++; };
  std::function<int()> other = next;
  std::cout << next() << next() << " " << other() << " " << next() << " " << start << "\n";

  std::vector<std::function<int(int)>> fs;
  fs.push_back(f);
  fs.push_back(f);
  std::vector<std::function<int(int)>> copies = fs;
  std::cout << fs[0](1) << " " << fs[1](1) << " " << copies[0](1) << " " << f(0) << "\n";

  std::map<std::string, std::function<int(int)>> byName;
  byName["a"] = f;
  byName.insert({"b", f});
  auto snapshot = byName;
  std::cout << byName["a"](1) << " " << byName["b"](2) << " " << snapshot["a"](0) << " " << snapshot.at("b")(0) << "\n";
  return 0;
}
