// Function-local statics with dynamic initialisers: made the first time control passes through
// the declaration (in that order, visible through constructors that print), once even under
// recursion, never where control never gets there, and destroyed at exit in reverse order.
#include <iostream>
#include <vector>
#include <string>
#include <stdexcept>

struct Tracer {
  std::string name;
  Tracer(const std::string& n) : name(n) { std::cout << "construct " << name << std::endl; }
  ~Tracer() { std::cout << "destroy " << name << std::endl; }
};

struct Plain {
  int hits;
  Plain() : hits(0) { std::cout << "Plain()" << std::endl; }
};

std::vector<int> make_table() {
  std::cout << "make_table" << std::endl;
  std::vector<int> t;
  for (int i = 0; i < 8; i++) t.push_back(i * i + 1);
  return t;
}

int first_value() {
  std::cout << "first_value" << std::endl;
  return 40;
}

int lookup(int i) {
  static std::vector<int> table = make_table();
  return table[i];
}

int next_call() {
  static int calls = first_value();
  return ++calls;
}

Tracer& logger() {
  static Tracer instance("logger");
  return instance;
}

Plain& plain() {
  static Plain p;
  p.hits++;
  return p;
}

void never_called() {
  static Tracer unused("never");
  std::cout << unused.name << std::endl;
}

void maybe(bool go) {
  if (go) {
    static Tracer late("late");
    std::cout << "maybe uses " << late.name << std::endl;
  }
}

int depth(int n) {
  static Tracer once("recursive");
  static int entered = first_value();
  entered++;
  if (n == 0) return entered;
  return depth(n - 1);
}

template <typename T>
T& per_type(T start) {
  static T value = start;
  value = value + start;
  return value;
}

struct Counter {
  int id;
  int bump() {
    static Tracer shared("shared-by-all-counters");
    static int total = first_value() * 2;
    total += id;
    return total;
  }
};

int attempts = 0;
int flaky() {
  attempts++;
  std::cout << "flaky attempt " << attempts << std::endl;
  if (attempts < 2) throw std::runtime_error("not yet");
  return 7;
}

int retried() {
  static int v = flaky();
  return v;
}

int main(int argc, char**) {
  std::cout << "main starts" << std::endl;
  std::cout << lookup(3) << " " << lookup(7) << std::endl;
  std::cout << next_call() << " " << next_call() << " " << next_call() << std::endl;
  maybe(false);
  std::cout << logger().name << std::endl;
  maybe(true);
  maybe(true);
  std::cout << plain().hits << plain().hits << plain().hits << std::endl;
  std::cout << "depth " << depth(4) << std::endl;
  std::cout << "depth " << depth(1) << std::endl;
  std::cout << per_type(2) << " " << per_type(2) << " " << per_type(1.5) << " " << per_type(std::string("ab")) << std::endl;
  Counter a{1}, b{10};
  std::cout << a.bump() << " " << b.bump() << " " << a.bump() << std::endl;
  try {
    retried();
  } catch (const std::exception& e) {
    std::cout << "caught " << e.what() << std::endl;
  }
  std::cout << retried() << " " << retried() << " after " << attempts << " attempts" << std::endl;
  if (argc > 100) never_called();
  std::cout << "main ends" << std::endl;
  return 0;
}
