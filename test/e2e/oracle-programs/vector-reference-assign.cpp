// Assigning a whole std::vector through a reference: a reference parameter, a member function
// returning a reference (const and non-const overloads), for vectors of numbers and of structs.
#include <iostream>
#include <vector>
#include <string>

struct P { int x; std::string name; };

class holder {
public:
  std::vector<float>& data() { return d_; }
  const std::vector<float>& data() const { return d_; }
  std::vector<P>& items() { return items_; }
private:
  std::vector<float> d_;
  std::vector<P> items_;
};

void fill(std::vector<float>& v, int n) { std::vector<float> w(n, 2.5f); v = w; }
void fill_items(std::vector<P>& v) { std::vector<P> w(2); w[0].x = 1; w[0].name = "a"; w[1].x = 2; w[1].name = "b"; v = w; w[0].x = 99; }
float total(const holder& h) { float s = 0; for (size_t i = 0; i < h.data().size(); i++) s += h.data()[i]; return s; }

int main() {
  std::vector<float> a(1, 1.0f);
  fill(a, 3);
  std::cout << a.size() << " " << a[0] << "\n";
  holder h;
  std::vector<float> r(4, 7.0f);
  h.data() = r;
  r[0] = 0;
  std::cout << h.data().size() << " " << h.data()[0] << " " << total(h) << "\n";
  fill_items(h.items());
  std::cout << h.items().size() << " " << h.items()[0].x << h.items()[0].name << h.items()[1].x << h.items()[1].name << "\n";
  std::vector<float>& alias = h.data();
  alias = a;
  std::cout << h.data().size() << " " << total(h) << "\n";
  return 0;
}
