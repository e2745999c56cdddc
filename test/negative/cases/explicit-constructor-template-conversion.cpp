// expect: error type-mismatch 7:8
// expect: error type-mismatch 8:9
// An explicit constructor template is no converting constructor: an argument and copy-initialisation don't use it.
struct E { template <class T> explicit E(T v) : x(int(v)) {} int x; };
void take(E v) {}
int main() {
  take(3);
  E y = 4;
  return y.x;
}
