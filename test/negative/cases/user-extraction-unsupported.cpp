// expect: error unsupported 17:14
// expect: error unsupported 18:9
// expect: error unsupported-library 19:3
// A built-in read after a program's operator>> in one chain (the stream it returns would be named
// once per read), a class no operator>> takes (g++ rejects it too), and std::istream_iterator.
#include <iostream>
#include <iterator>
#include <sstream>
struct P { int x; };
struct Q { int y; };
std::istream& operator>>(std::istream& in, P& p) { return in >> p.x; }
int main() {
  std::istringstream in("1 2 3");
  P p;
  Q q;
  int n;
  in >> p >> n;
  in >> q;
  std::istream_iterator<int> it(in);
  in >> n >> p;
  return n + p.x + q.y;
}
