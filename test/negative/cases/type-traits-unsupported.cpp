// expect: error unsupported-library 6:10
// <type_traits> names ampc does not declare are reported as such, not as unknown names.
#include <type_traits>
struct Base {};
int main() {
  return std::is_base_of<Base, Base>::value ? 0 : 1;
}
