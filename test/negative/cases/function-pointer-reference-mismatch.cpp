// expect: error type-mismatch 11:21
// expect: error unsupported 12:13
// expect: error unsupported 12:21
#include <vector>
typedef float (*reduce_fn)(const std::vector<float>&);
float by_value(std::vector<float> v) { return v[0]; }
float by_ref(const std::vector<float>& v) { return v[0]; }
void bump(int& x) { x++; }
int main() {
  reduce_fn ok = by_ref;
  reduce_fn wrong = by_value;
  void (*p)(int&) = bump;
  std::vector<float> v(1, 1.0f);
  return int(ok(v) + wrong(v)) + (p ? 0 : 1);
}
