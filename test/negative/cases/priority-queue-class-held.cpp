// expect: error unsupported-library 11:3
// expect: error unsupported-library 12:3
// A priority_queue of class objects ordered by their operator< (std::less<N>), made without
// its constructor: a vector's or an array's element; ampc gives the comparison to the queue's
// constructor only. (A class member is constructed by the class's constructors.)
#include <queue>
#include <vector>
struct N { int x; bool operator<(const N& o) const { return x < o.x; } };
struct G { std::priority_queue<N> q; };
int main() {
  std::vector<std::priority_queue<N>> v(2);
  std::priority_queue<N> a[2];
  std::priority_queue<N> alone;
  alone.push(N{1});
  return alone.top().x;
}
