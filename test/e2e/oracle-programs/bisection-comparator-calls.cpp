// libstdc++'s bisections (lower_bound, upper_bound, equal_range, binary_search, partition_point)
// call the comparator on exactly these elements, in this order: a comparator that logs its calls
// shows the sequence. And std::count, find, remove, replace, replace_copy and remove_copy evaluate
// their value argument once, however many elements they compare it with.
#include <algorithm>
#include <iostream>
#include <iterator>
#include <vector>

int calls = 0;

bool logLess(int a, int b) {
  calls++;
  std::cout << "(" << a << "<" << b << ")";
  return a < b;
}

int next(int v) {
  calls++;
  return v;
}

int main() {
  std::vector<int> v = {1, 2, 2, 2, 3, 5, 5, 8, 9, 9, 9, 9, 12, 15, 15, 20, 21};
  for (int value : {0, 2, 5, 9, 10, 15, 21, 30}) {
    calls = 0;
    std::cout << "lower_bound " << value << ": ";
    long lo = std::lower_bound(v.begin(), v.end(), value, logLess) - v.begin();
    std::cout << " -> " << lo << " in " << calls << "\n";
    calls = 0;
    std::cout << "upper_bound " << value << ": ";
    long hi = std::upper_bound(v.begin(), v.end(), value, logLess) - v.begin();
    std::cout << " -> " << hi << " in " << calls << "\n";
    calls = 0;
    std::cout << "equal_range " << value << ": ";
    auto range = std::equal_range(v.begin(), v.end(), value, logLess);
    std::cout << " -> " << (range.first - v.begin()) << "," << (range.second - v.begin()) << " in " << calls << "\n";
    calls = 0;
    std::cout << "binary_search " << value << ": ";
    bool found = std::binary_search(v.begin(), v.end(), value, logLess);
    std::cout << " -> " << found << " in " << calls << "\n";
    calls = 0;
    std::cout << "partition_point " << value << ": ";
    long point = std::partition_point(v.begin(), v.end(), [value](int x) { return logLess(x, value); }) - v.begin();
    std::cout << " -> " << point << " in " << calls << "\n";
  }
  // Sub-ranges: the bisection starts where the range does.
  calls = 0;
  std::cout << "equal_range [3, 14) 9: ";
  auto sub = std::equal_range(v.begin() + 3, v.begin() + 14, 9, logLess);
  std::cout << " -> " << (sub.first - v.begin()) << "," << (sub.second - v.begin()) << " in " << calls << "\n";

  // The value is evaluated once.
  calls = 0;
  std::cout << "count " << std::count(v.begin(), v.end(), next(9)) << " in " << calls << "\n";
  calls = 0;
  std::cout << "find " << (std::find(v.begin(), v.end(), next(15)) - v.begin()) << " in " << calls << "\n";
  calls = 0;
  std::vector<int> kept;
  std::remove_copy(v.begin(), v.end(), std::back_inserter(kept), next(2));
  std::cout << "remove_copy " << kept.size() << " in " << calls << "\n";
  calls = 0;
  std::vector<int> replaced;
  std::replace_copy(v.begin(), v.end(), std::back_inserter(replaced), next(5), 50);
  std::cout << "replace_copy " << replaced[5] << " " << replaced[6] << " in " << calls << "\n";
  calls = 0;
  std::replace(v.begin(), v.end(), next(9), next(90));
  std::cout << "replace " << v[8] << " in " << calls << "\n";
  calls = 0;
  long end = std::remove(v.begin(), v.end(), next(90)) - v.begin();
  std::cout << "remove " << end << " in " << calls << "\n";
  unsigned big = 4294967295u;
  std::vector<int> negative = {-1, 0, -1};
  std::cout << "count unsigned " << std::count(negative.begin(), negative.end(), big) << "\n";
  return 0;
}
