// The rest of <algorithm>: reordering (partial_sort, nth_element, rotate, partition), searching
// (mismatch, equal_range, search, find_end, ...), over vectors, arrays and pointers, with
// lambdas and function objects as comparators. Where the standard leaves an order open, only
// what it specifies is printed.
#include <algorithm>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

template <typename C>
void show(const char* label, const C& c) {
  std::cout << label << ":";
  for (const auto& x : c) std::cout << " " << x;
  std::cout << std::endl;
}

struct ByLastDigit {
  bool operator()(int a, int b) const { return a % 10 < b % 10; }
};

bool isEven(int x) { return x % 2 == 0; }

int main() {
  std::vector<int> v = {42, 7, 19, 3, 88, 61, 25, 14, 9, 70, 33, 56};

  // partial_sort: the first k are the k smallest, in order.
  std::vector<int> ps = v;
  std::partial_sort(ps.begin(), ps.begin() + 4, ps.end());
  std::cout << "partial_sort:";
  for (int i = 0; i < 4; i++) std::cout << " " << ps[i];
  std::cout << std::endl;
  std::partial_sort(ps.begin(), ps.begin() + 3, ps.end(), std::greater<int>());
  std::cout << "partial_sort greater: " << ps[0] << " " << ps[1] << " " << ps[2] << std::endl;

  // nth_element: the nth is the one sorting would put there; the sides are partitioned.
  for (int n : {0, 5, 11}) {
    std::vector<int> ne = v;
    std::nth_element(ne.begin(), ne.begin() + n, ne.end());
    bool left = std::all_of(ne.begin(), ne.begin() + n, [&](int x) { return x <= ne[n]; });
    bool right = std::all_of(ne.begin() + n, ne.end(), [&](int x) { return x >= ne[n]; });
    std::cout << "nth_element " << n << ": " << ne[n] << " " << left << right << std::endl;
  }
  std::vector<int> nd = v;
  std::nth_element(nd.begin(), nd.begin() + 2, nd.end(), ByLastDigit());
  std::cout << "nth by last digit: " << nd[2] % 10 << std::endl;

  // rotate, rotate_copy.
  std::vector<int> r = {1, 2, 3, 4, 5, 6, 7};
  auto it = std::rotate(r.begin(), r.begin() + 2, r.end());
  show("rotate", r);
  std::cout << "rotate result: " << (it - r.begin()) << " " << *it << std::endl;
  int arr[6] = {10, 20, 30, 40, 50, 60};
  std::vector<int> rc(6);
  std::rotate_copy(arr, arr + 4, arr + 6, rc.begin());
  show("rotate_copy", rc);
  std::vector<std::string> words = {"alpha", "beta", "gamma", "fig", "delta", "kiwi"};
  std::stable_partition(words.begin(), words.end(), [](const std::string& w) { return w.size() < 5; });
  show("stable_partition strings", words);

  // partition: the predicate holds before the result, not after; stable_partition keeps order.
  std::vector<int> pv = v;
  auto mid = std::partition(pv.begin(), pv.end(), isEven);
  int m = mid - pv.begin();
  std::cout << "partition: " << m << " " << std::all_of(pv.begin(), pv.begin() + m, isEven) << std::none_of(pv.begin() + m, pv.end(), isEven)
            << " " << std::is_partitioned(pv.begin(), pv.end(), isEven) << std::is_partitioned(v.begin(), v.end(), isEven) << std::endl;
  std::vector<int> sp = v;
  auto smid = std::stable_partition(sp.begin(), sp.end(), [](int x) { return x > 30; });
  show("stable_partition", sp);
  std::cout << "partition_point: " << (std::partition_point(sp.begin(), sp.end(), [](int x) { return x > 30; }) - sp.begin()) << " " << (smid - sp.begin()) << std::endl;

  // partial_sort_copy into a shorter and a longer output.
  std::vector<int> small(3), large(15, -1);
  auto e1 = std::partial_sort_copy(v.begin(), v.end(), small.begin(), small.end());
  auto e2 = std::partial_sort_copy(v.begin(), v.end(), large.begin(), large.end(), std::greater<int>());
  show("partial_sort_copy small", small);
  show("partial_sort_copy large", large);
  std::cout << (e1 - small.begin()) << " " << (e2 - large.begin()) << std::endl;

  // is_sorted_until, adjacent_find.
  std::vector<int> s = {1, 3, 5, 5, 8, 2, 9};
  std::cout << "is_sorted_until: " << (std::is_sorted_until(s.begin(), s.end()) - s.begin()) << " "
            << (std::is_sorted_until(s.begin(), s.end(), std::greater<int>()) - s.begin()) << std::endl;
  std::cout << "adjacent_find: " << (std::adjacent_find(s.begin(), s.end()) - s.begin()) << " "
            << (std::adjacent_find(s.begin(), s.end(), [](int a, int b) { return a > b; }) - s.begin()) << " "
            << (std::adjacent_find(v.begin(), v.end()) == v.end()) << std::endl;

  // mismatch, equal_range.
  int a1[6] = {1, 2, 3, 4, 5, 6};
  int a2[6] = {1, 2, 3, 7, 5, 6};
  auto mm = std::mismatch(a1, a1 + 6, a2);
  std::cout << "mismatch: " << (mm.first - a1) << " " << *mm.first << " " << *mm.second << std::endl;
  auto mm2 = std::mismatch(a1, a1 + 6, a2, [](int x, int y) { return x <= y; });
  std::cout << "mismatch pred: " << (mm2.first - a1) << std::endl;
  std::vector<int> sorted = {1, 2, 2, 2, 3, 5, 5, 8};
  auto er = std::equal_range(sorted.begin(), sorted.end(), 2);
  std::cout << "equal_range 2: " << (er.first - sorted.begin()) << " " << (er.second - sorted.begin()) << std::endl;
  auto er4 = std::equal_range(sorted.begin(), sorted.end(), 4);
  std::cout << "equal_range 4: " << (er4.first - sorted.begin()) << " " << (er4.second - sorted.begin()) << std::endl;

  // search, find_end, find_first_of, search_n.
  std::vector<int> hay = {1, 2, 3, 1, 2, 3, 4, 1, 2};
  std::vector<int> needle = {1, 2};
  std::vector<int> none = {2, 1, 9};
  std::cout << "search: " << (std::search(hay.begin(), hay.end(), needle.begin(), needle.end()) - hay.begin())
            << " " << (std::search(hay.begin(), hay.end(), none.begin(), none.end()) - hay.begin()) << std::endl;
  std::cout << "find_end: " << (std::find_end(hay.begin(), hay.end(), needle.begin(), needle.end()) - hay.begin()) << std::endl;
  int digits[3] = {9, 4, 3};
  std::cout << "find_first_of: " << (std::find_first_of(hay.begin(), hay.end(), digits, digits + 3) - hay.begin()) << std::endl;
  std::vector<int> runs = {5, 7, 7, 1, 7, 7, 7, 2};
  std::cout << "search_n: " << (std::search_n(runs.begin(), runs.end(), 3, 7) - runs.begin()) << " "
            << (std::search_n(runs.begin(), runs.end(), 2, 6, [](int x, int y) { return x > y; }) - runs.begin()) << " "
            << (std::search_n(runs.begin(), runs.end(), 4, 7) - runs.begin()) << std::endl;

  // includes, lexicographical_compare.
  std::vector<int> sub = {2, 3, 8};
  std::vector<int> notsub = {2, 4};
  std::cout << "includes: " << std::includes(sorted.begin(), sorted.end(), sub.begin(), sub.end()) << std::includes(sorted.begin(), sorted.end(), notsub.begin(), notsub.end()) << std::endl;
  std::vector<std::string> w1 = {"apple", "banana"};
  std::vector<std::string> w2 = {"apple", "cherry"};
  std::cout << "lexicographical_compare: " << std::lexicographical_compare(w1.begin(), w1.end(), w2.begin(), w2.end())
            << std::lexicographical_compare(w2.begin(), w2.end(), w1.begin(), w1.end())
            << std::lexicographical_compare(a1, a1 + 3, a1, a1 + 4)
            << std::lexicographical_compare(a1, a1 + 4, a2, a2 + 4, std::greater<int>()) << std::endl;

  // swap_ranges, iter_swap, replace_copy, replace_copy_if.
  std::vector<int> x1 = {1, 2, 3, 4};
  std::vector<int> x2 = {9, 8, 7, 6, 5};
  auto sr = std::swap_ranges(x1.begin(), x1.begin() + 3, x2.begin() + 1);
  show("swap_ranges x1", x1);
  show("swap_ranges x2", x2);
  std::cout << (sr - x2.begin()) << std::endl;
  std::iter_swap(x1.begin(), x2.end() - 1);
  std::iter_swap(arr, arr + 5);
  std::cout << "iter_swap: " << x1[0] << " " << x2[4] << " " << arr[0] << " " << arr[5] << std::endl;
  std::vector<int> rcopy;
  std::replace_copy(hay.begin(), hay.end(), std::back_inserter(rcopy), 1, 100);
  show("replace_copy", rcopy);
  std::vector<double> rci(hay.size());
  std::replace_copy_if(hay.begin(), hay.end(), rci.begin(), [](int x) { return x > 2; }, 0.5);
  show("replace_copy_if", rci);

  // On a heap block through pointers.
  int* p = new int[8];
  for (int i = 0; i < 8; i++) p[i] = (i * 5) % 8;
  std::partial_sort(p, p + 3, p + 8);
  std::cout << "pointer partial_sort: " << p[0] << p[1] << p[2] << std::endl;
  std::rotate(p, p + 1, p + 8);
  std::cout << "pointer rotate: " << p[0] << " " << p[7] << std::endl;
  delete[] p;
  return 0;
}
