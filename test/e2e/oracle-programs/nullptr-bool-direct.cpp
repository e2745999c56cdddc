// std::nullptr_t converts to bool only by direct-initialisation ([conv.bool]): these are all
// valid and false; `bool b = nullptr;` or an argument would not be (test/negative).
#include <cstdio>
int main() {
  bool a(nullptr);
  bool b{nullptr};
  bool c = bool(nullptr);
  bool d = static_cast<bool>(nullptr);
  std::printf("%d %d %d %d\n", a, b, c, d);
  if (nullptr) std::printf("never\n");
  else std::printf("null is false\n");
  bool t = true;
  std::printf("%d %d\n", nullptr || t, nullptr && t);
  int* p = nullptr;
  bool e = p;
  std::printf("%d\n", e);
  return 0;
}
