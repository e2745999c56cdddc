#include <vector>
#include <iostream>
#include <algorithm>
#include <numeric>
#include <functional>
#include <string>

struct Item { int key; int id; };
bool byKey(const Item& a, const Item& b) { return a.key < b.key; }
int counter = 0;
int next() { return counter++ * 3; }
void show(int x) { std::cout << "[" << x << "]"; }
bool shorter(const std::string& a, const std::string& b) { return a.size() < b.size(); }

int main() {
  std::vector<std::string> w;
  w.push_back("pear"); w.push_back("apple"); w.push_back("fig"); w.push_back("apple"); w.push_back("fig"); w.push_back("fig");
  std::sort(w.begin(), w.end());
  for (const std::string& s : w) std::cout << s << ",";
  std::cout << std::endl;
  std::cout << std::count(w.begin(), w.end(), std::string("fig")) << std::endl;
  // unique on strings: libstdc++ leaves moved-from strings empty in the tail
  std::vector<std::string> u;
  u.push_back("a"); u.push_back("a"); u.push_back("b"); u.push_back("b"); u.push_back("c"); u.push_back("d");
  std::stable_sort(w.begin(), w.end(), [](const std::string& a, const std::string& b) { return a.size() < b.size(); });
  for (const std::string& s : w) std::cout << s << ",";
  std::cout << std::endl;
  std::vector<Item> items;
  for (int i = 0; i < 6; i++) { Item it; it.key = (i * 7) % 4; it.id = i; items.push_back(it); }
  std::stable_sort(items.begin(), items.end(), [](const Item& a, const Item& b) { return a.key < b.key; });
  for (const Item& it : items) std::cout << it.key << "/" << it.id << " ";
  std::cout << std::endl;
  std::vector<int> v(6);
  std::generate(v.begin(), v.end(), next);
  std::for_each(v.begin(), v.end(), show);
  std::cout << std::endl;
  int a[10] = {1, 2, 2, 3, 2, 5, 2, 7, 8, 2};
  int* end = std::remove(a, a + 10, 2);
  std::cout << (end - a) << ":";
  for (int i = 0; i < 10; i++) std::cout << " " << a[i];
  std::cout << std::endl;
  int b[6] = {1, 4, 9, 16, 25, 36};
  int* e2 = std::remove_if(b, b + 6, [](int x) { return x % 2 == 1; });
  std::cout << (e2 - b) << ":" << b[0] << b[1] << b[2] << b[3] << b[4] << b[5] << std::endl;
  int* p = new int[5];
  std::iota(p, p + 5, 10);
  std::reverse(p, p + 5);
  std::sort(p + 1, p + 4);
  std::cout << p[0] << " " << p[1] << " " << p[4] << " " << std::accumulate(p, p + 5, 0) << std::endl;
  std::vector<double> d(4);
  std::iota(d.begin(), d.end(), 0.25);
  std::cout << std::inner_product(d.begin(), d.end(), d.begin(), 1) << std::endl;
  std::vector<int> empty;
  std::sort(empty.begin(), empty.end());
  std::cout << (std::max_element(empty.begin(), empty.end()) == empty.end()) << std::count(empty.begin(), empty.end(), 1) << std::endl;
  unsigned char uc[4] = {200, 100, 250, 1};
  std::sort(uc, uc + 4, std::greater<unsigned char>());
  std::cout << (int)uc[0] << " " << (int)uc[3] << std::endl;
  std::vector<float> fl(3);
  std::fill(fl.begin(), fl.end(), 0.1);
  std::cout << std::accumulate(fl.begin(), fl.end(), 0.0) << " " << std::is_sorted(fl.begin(), fl.end()) << std::endl;
  std::cout << std::clamp(std::string("m"), std::string("a"), std::string("k")) << std::clamp(2.5, 1.0, 3.0) << std::endl;
  std::vector<int> c(3);
  std::transform(b, b + 3, c.begin(), [](int x) { return x * 0.5; });
  std::cout << c[0] << c[1] << c[2] << std::endl;
  std::cout << (std::find_if(b, b + 6, [](int x) { return x > 15; }) - b) << std::endl;
  return 0;
}
