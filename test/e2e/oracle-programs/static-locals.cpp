// static locals in host code keep their value across calls (they were once plain locals).
#include <iostream>

int next_id() {
  static int n = 0;
  return ++n;
}

int other() {
  static int n = 100;
  static float scale = 0.5f;
  n += 10;
  return int(n * scale);
}

int main() {
  next_id();
  next_id();
  std::cout << next_id() << " " << other() << " " << other() << std::endl;
  return 0;
}
