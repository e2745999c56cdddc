// A named enum is a type of its own: overloads on it and on int differ, an unscoped one
// promotes to int, and only an explicit conversion (a cast, `Color(1)`) makes one from an int.
#include <cstdio>
#include <iostream>
enum Color { Red, Green, Blue = 5 };
enum class Mode { A, B };
void f(Color c) { printf("color %d\n", c); }
void g(int) { printf("g int\n"); } void g(Color) { printf("g color\n"); }
void h(long) { printf("h long\n"); } void h(int) { printf("h int\n"); }
template<class T> void t(T) { printf("t %d\n", (int)sizeof(T)); }
int main() {
  f(Red); g(Red); g(1); h(Green);
  Color c = Blue; int i = c; c = static_cast<Color>(1); f(c); c = (Color)5; f(c); f(Color(0));
  Color d = i > 2 ? Red : Green; f(d);
  switch (c) { case Red: printf("red\n"); break; case Blue: printf("blue\n"); break; default: break; }
  std::cout << c << " " << Green + 1 << " " << -Blue << "\n";
  Mode m = Mode::B; printf("%d\n", static_cast<int>(m)); if (m == Mode::B) printf("B\n");
  t(c); t(Mode::A);
  Color arr[2] = {Red, Blue}; printf("%d %d\n", arr[0], arr[1] + i);
  return 0;
}
