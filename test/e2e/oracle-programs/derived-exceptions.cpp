// Classes derived from the standard exceptions: constructed through the base's constructor or an
// inheriting one, thrown and caught by the standard base, by themselves and by an intermediate class.
#include <exception>
#include <iostream>
#include <stdexcept>
#include <string>

struct MyError : std::runtime_error {
  MyError(const std::string& m) : std::runtime_error(m) {}
};

struct Inherited : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct E : std::exception {
  const char* what() const noexcept override { return "E"; }
};

// Fields of its own, one named `message`, and a base built from an expression.
struct ParseError : std::invalid_argument {
  int line;
  std::string message;
  ParseError(const std::string& m, int l) : std::invalid_argument("line " + std::to_string(l) + ": " + m), line(l), message(m) {}
};

// Derived from a class of the program derived from a standard one.
struct DeepError : MyError {
  int code;
  DeepError(int c) : MyError("deep " + std::to_string(c)), code(c) {}
};

struct Plain : std::exception {};

// what() overridden with a member string.
struct Described : std::logic_error {
  std::string text;
  explicit Described(const char* t) : std::logic_error("base"), text(std::string("described: ") + t) {}
  const char* what() const noexcept override { return text.c_str(); }
};

void fail(int n) {
  switch (n) {
    case 0: throw MyError("my error");
    case 1: throw Inherited("inherited");
    case 2: throw E();
    case 3: throw ParseError("bad token", 7);
    case 4: throw DeepError(42);
    case 5: throw Plain();
    case 6: throw Described("x");
    default: throw std::out_of_range("plain out_of_range");
  }
}

int main() {
  for (int n = 0; n < 8; n++) {
    try {
      fail(n);
    } catch (const std::exception& e) {
      std::cout << n << " std::exception: " << e.what() << "\n";
    }
  }
  try { fail(0); } catch (const MyError& e) { std::cout << "MyError: " << e.what() << "\n"; }
  try { fail(1); } catch (const std::runtime_error& e) { std::cout << "runtime_error: " << e.what() << "\n"; }
  try { fail(3); } catch (const std::logic_error& e) { std::cout << "logic_error: " << e.what() << "\n"; }
  try { fail(3); } catch (const ParseError& e) { std::cout << "ParseError at " << e.line << " (" << e.message << "): " << e.what() << "\n"; }
  try { fail(4); } catch (const MyError& e) { std::cout << "MyError from DeepError: " << e.what() << "\n"; }
  try { fail(4); } catch (DeepError e) { std::cout << "DeepError by value " << e.code << ": " << e.what() << "\n"; }
  // A handler for another class lets it through to the next.
  try {
    try { fail(0); } catch (const std::logic_error& e) { std::cout << "wrong handler\n"; }
  } catch (const std::runtime_error& e) {
    std::cout << "outer runtime_error: " << e.what() << "\n";
  }
  try { fail(6); } catch (const std::logic_error& e) { std::cout << "Described as logic_error: " << e.what() << "\n"; }
  try { fail(2); } catch (const E& e) { std::cout << "E itself: " << e.what() << "\n"; }
  // Rethrown, then caught by the base.
  try {
    try { fail(4); } catch (const DeepError&) { std::cout << "rethrowing\n"; throw; }
  } catch (const std::exception& e) {
    std::cout << "rethrown: " << e.what() << "\n";
  }
  // Made, copied and read without throwing.
  MyError local("local");
  MyError copy = local;
  std::cout << copy.what() << " " << Inherited("direct").what() << "\n";
  std::string s = ParseError("eof", 2).what();
  std::cout << s.size() << "\n";
  return 0;
}
