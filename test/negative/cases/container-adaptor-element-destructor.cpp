// expect: error unsupported-library 12:14
// A std::queue of a class with a destructor: libstdc++ destroys the element at pop(), which the
// runtime's queue does not run, so it is refused rather than compiled without those calls.
#include <cstdio>
#include <queue>

struct Noisy {
  int id;
  ~Noisy() { printf("bye %d\n", id); }
};
int main() {
  std::queue<Noisy> q;
  q.push(Noisy{1});
  q.pop();
  return 0;
}
