// Extraction of each arithmetic type as libstdc++ does it: the bounds and failbit on overflow, unsigned wrap of a minus sign, bool as 0 or 1.
#include <iostream>
#include <sstream>
int main() {
  std::istringstream in("4294967295 -1 40000 -40000 1e39 70000 300 -70000 1 2 0 x");
  unsigned u1, u2; short s1, s2; float f; unsigned short us, us2; bool b1, b2, b3, b4;
  in >> u1; std::cout << u1 << " " << in.fail() << "\n"; in.clear();
  in >> u2; std::cout << u2 << " " << in.fail() << "\n"; in.clear();
  in >> s1; std::cout << s1 << " " << in.fail() << "\n"; in.clear();
  in >> s2; std::cout << s2 << " " << in.fail() << "\n"; in.clear();
  in >> f; std::cout << f << " " << in.fail() << "\n"; in.clear();
  in >> us; std::cout << us << " " << in.fail() << "\n"; in.clear();
  long l; in >> l; std::cout << l << " " << in.fail() << "\n"; in.clear();
  in >> us2; std::cout << us2 << " " << in.fail() << "\n"; in.clear();
  in >> b1 >> b2; std::cout << b1 << b2 << " " << in.fail() << "\n"; in.clear();
  in >> b3 >> b4; std::cout << b3 << b4 << " " << in.fail() << "\n"; in.clear();
  float g = 2.5f; in >> g; std::cout << g << " " << in.fail() << "\n";
  return 0;
}
