// Function pointers whose parameters are references (to const, or to a vector), and the
// address of a function template instance named with its template arguments (`scaled<3>`),
// as benchmark drivers keep a table of the algorithms they compare.
#include <iostream>
#include <vector>
#include <string>
#include <numeric>

typedef float (*reduce_fn)(const std::vector<float>&);
typedef void (*update_fn)(std::vector<float>&, const float&);

float sum(const std::vector<float>& v) { return std::accumulate(v.begin(), v.end(), 0.f); }
float largest(const std::vector<float>& v) { float m = v[0]; for (size_t i = 1; i < v.size(); i++) if (v[i] > m) m = v[i]; return m; }
template <int K> float scaled(const std::vector<float>& v) { return K * sum(v); }
void add_all(std::vector<float>& v, const float& x) { for (size_t i = 0; i < v.size(); i++) v[i] += x; }

struct entry { const char* name; reduce_fn fn; };

float apply(reduce_fn f, const std::vector<float>& v) { return f(v); }

int main() {
  std::vector<float> v(5);
  for (int i = 0; i < 5; i++) v[i] = float(i + 1);
  entry table[] = { { "sum", sum }, { "largest", &largest }, { "scaled<3>", scaled<3> }, { "scaled<10>", &scaled<10> } };
  for (const entry& e : table) std::cout << e.name << ": " << e.fn(v) << "\n";
  update_fn u = add_all;
  u(v, 0.5f);
  std::cout << "after update: " << apply(sum, v) << " " << apply(scaled<2>, v) << "\n";
  std::vector<reduce_fn> fns;
  fns.push_back(largest);
  fns.push_back(scaled<1>);
  for (size_t i = 0; i < fns.size(); i++) std::cout << fns[i](v) << (i + 1 == fns.size() ? "\n" : " ");
  return 0;
}
