// Static data members: one object for the program, defined out of the class or inline, named
// unqualified in members, qualified, and through an object.
#include <iostream>
#include <vector>
#include <string>
struct Counter {
  static int count;
  static std::vector<std::string> log;
  inline static int created = 100;
  static const int limit;
  int id;
  Counter() : id(++count) { log.push_back("c" + std::to_string(id)); created++; }
  static int total() { return count + limit; }
};
int Counter::count = 0;
std::vector<std::string> Counter::log;
const int Counter::limit = 10;
int main() {
  Counter a, b;
  Counter c;
  std::cout << Counter::count << " " << c.count << " " << Counter::total() << " " << Counter::created << std::endl;
  for (const auto& s : Counter::log) std::cout << s << " ";
  std::cout << std::endl;
  Counter::count = 42;
  std::cout << a.count << std::endl;
  return 0;
}
