// expect: error constructor-args 9:9
// expect: error constructor-args 10:9
// <amprt.h>'s constructors: runtime_exception takes a message and an HRESULT, or an HRESULT
// alone; a message alone (or a std::string one) is not one of them.
#include <amp.h>
#include <string>
using namespace concurrency;
void fail(const std::string& why) {
  throw runtime_exception("no code given");
  throw runtime_exception(why, E_FAIL);
}
int main() {
  fail("x");
  return 0;
}
