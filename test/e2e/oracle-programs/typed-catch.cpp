// Handlers are chosen by the thrown value's type ([except.handle]): scalars, strings, string
// literals and the program's classes (a base-class handler takes derived ones), thrown from
// called functions; a handler of another type lets the exception pass on. An exception nobody
// catches ends the program as libstdc++'s terminate handler does.
#include <cstdio>
#include <iostream>
#include <stdexcept>
#include <string>

struct Base { int code; };
struct Derived : Base { int extra; };
struct Other { std::string why; };

void fail(int k) {
  switch (k) {
    case 0: throw 42;
    case 1: throw 2.5;
    case 2: throw 'c';
    case 3: throw 7u;
    case 4: throw 123456789012LL;
    case 5: throw std::string("a string");
    case 6: throw "a literal";
    case 7: { Derived d; d.code = 3; d.extra = 4; throw d; }
    case 8: throw Base{9};
    case 9: throw Other{"other"};
    case 10: throw std::out_of_range("range");
    default: break;
  }
}

int main() {
  for (int k = 0; k <= 11; k++) {
    try {
      try {
        fail(k);
        std::cout << k << ": nothing thrown\n";
      } catch (long long v) {
        std::cout << k << ": long long " << v << '\n';
      } catch (unsigned v) {
        std::cout << k << ": unsigned " << v << '\n';
      } catch (const Other& o) {
        std::cout << k << ": Other " << o.why << '\n';
        throw;  // on to the outer handlers
      }
    } catch (int v) {
      std::cout << k << ": int " << v << '\n';
    } catch (double v) {
      std::cout << k << ": double " << v << '\n';
    } catch (char v) {
      std::cout << k << ": char " << v << '\n';
    } catch (const std::string& s) {
      std::cout << k << ": std::string " << s << '\n';
    } catch (const char* s) {
      std::cout << k << ": const char* " << s << '\n';
    } catch (Derived& d) {
      std::cout << k << ": Derived " << d.code << ' ' << d.extra << '\n';
    } catch (Base b) {
      b.code++;
      std::cout << k << ": Base " << b.code << '\n';
    } catch (const std::exception& e) {
      std::cout << k << ": std::exception " << e.what() << '\n';
    } catch (...) {
      std::cout << k << ": something else\n";
    }
  }
  // Uncaught: terminate, after flushing what was printed (abort loses unflushed output).
  std::cout << std::flush;
  fail(0);
  return 0;
}
