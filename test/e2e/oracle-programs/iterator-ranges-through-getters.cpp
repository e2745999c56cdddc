// A range whose iterators come from a getter returning a reference to a member
// (`m.data().begin(), m.data().end()`): one container, as two calls of a getter with no other
// effect give. Found writing a class-based matrix sample.
#include <algorithm>
#include <iostream>
#include <numeric>
#include <string>
#include <vector>
template <typename T>
class Matrix {
public:
  Matrix(int rows, int cols) : rows_(rows), cols_(cols), data_(rows * cols) {}
  std::vector<T>& data() { return data_; }
  const std::vector<T>& data() const { return data_; }
  int rows() const { return rows_; }
private:
  int rows_, cols_;
  std::vector<T> data_;
};
struct Names { std::vector<std::string> list; std::vector<std::string>& all() { return list; } };
int main() {
  Matrix<float> m(3, 4);
  int k = 0;
  std::generate(m.data().begin(), m.data().end(), [&] { return 0.5f * k++; });
  std::reverse(m.data().begin() + 2, m.data().end());
  std::cout << std::accumulate(m.data().begin(), m.data().begin() + 4, 0.0f) << " " << m.data()[2] << "\n";
  const Matrix<float>& cm = m;
  std::cout << *std::max_element(cm.data().begin(), cm.data().end()) << " " << std::count(cm.data().begin(), cm.data().end(), 1.0f) << "\n";
  Names n;
  n.list = {"pear", "apple", "fig"};
  std::sort(n.all().begin(), n.all().end());
  for (const auto& s : n.all()) std::cout << s << " ";
  std::cout << "\n";
  return 0;
}
