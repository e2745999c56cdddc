// std::vector built from an iterator range: part of another vector, a C array, an array_view's
// data, and vectors of structs (each element copied).
#include <amp.h>
#include <iostream>
#include <vector>
#include <string>
using namespace concurrency;

struct item { int id; std::string name; };

int main() {
  std::vector<float> source(10);
  for (int i = 0; i < 10; i++) source[i] = i * 1.5f;
  std::vector<float> head(source.begin(), source.begin() + 4);
  std::vector<float> all(source.begin(), source.end());
  source[0] = 100;
  std::cout << head.size() << " " << head[3] << " " << all.size() << " " << all[0] << " " << all[9] << "\n";

  int c[] = { 5, 6, 7, 8 };
  std::vector<int> from_array(c + 1, c + 4);
  std::vector<int> whole(std::begin(c), std::end(c));
  std::cout << from_array.size() << " " << from_array[0] << " " << whole[3] << "\n";

  std::vector<int> data(6, 2);
  array_view<int, 1> av(6, data);
  parallel_for_each(av.extent, [=](index<1> i) restrict(amp) { av[i] = av[i] * (i[0] + 1); });
  av.synchronize();
  std::vector<int> tail(data.begin() + 3, data.end());
  std::cout << tail.size() << " " << tail[0] << " " << tail[2] << "\n";

  std::vector<item> items(3);
  for (int i = 0; i < 3; i++) { items[i].id = i; items[i].name = std::string("n") + std::to_string(i); }
  std::vector<item> copy(items.begin(), items.end());
  items[1].name = "changed";
  std::cout << copy.size() << " " << copy[1].id << copy[1].name << " " << copy[2].name << "\n";
  return 0;
}
