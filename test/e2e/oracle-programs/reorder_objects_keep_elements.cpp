// The reordering algorithms over class objects move values between the elements: a reference or
// pointer taken to an element before names the same element after, and sees the value moved there.
#include <algorithm>
#include <array>
#include <iostream>
#include <random>
#include <string>
#include <utility>
#include <vector>

struct S {
  int a;
  std::string name;
  std::vector<int> tags;
  bool operator<(const S& o) const { return a < o.a; }
};

S make(int a) { return S{a, "s" + std::to_string(a), std::vector<int>(a % 3, a)}; }

std::vector<S> base() {
  std::vector<S> v;
  for (int x : {5, 3, 5, 1, 4, 2, 3, 6, 0}) v.push_back(make(x));
  return v;
}

void show(const char* what, const std::vector<S>& v, const S& r0, const S& r1, const S* p) {
  std::cout << what << ":";
  for (const S& s : v) std::cout << " " << s.a << s.name << "/" << s.tags.size();
  std::cout << " | " << r0.a << r0.name << " " << r1.a << " " << p->a << " " << (p - &v[0]) << "\n";
}

// Bumps the first element and prints the references again: no two elements are one object.
void bump(std::vector<S>& v, const S& r0, const S& r1) {
  v[0].a += 100;
  v[0].tags.push_back(7);
  int sum = 0;
  for (const S& s : v) sum += s.a + (int)s.tags.size();
  std::cout << "  bump: " << sum << " " << r0.a << " " << r1.a << "\n";
  v[0].a -= 100;
}

int main() {
  auto byA = [](const S& x, const S& y) { return x.a < y.a; };
  {
    auto v = base(); S& r0 = v[0]; S& r1 = v[1]; S* p = &v[4];
    std::sort(v.begin(), v.end());
    show("sort", v, r0, r1, p); bump(v, r0, r1);
  }
  {
    auto v = base(); S& r0 = v[0]; S& r1 = v[1]; S* p = &v[4];
    std::stable_sort(v.begin(), v.end(), byA);
    show("stable_sort", v, r0, r1, p); bump(v, r0, r1);
  }
  {
    auto v = base(); S& r0 = v[0]; S& r1 = v[1]; S* p = &v[4];
    std::partial_sort(v.begin(), v.begin() + 3, v.end(), byA);
    show("partial_sort", v, r0, r1, p); bump(v, r0, r1);
  }
  {
    auto v = base(); S& r0 = v[0]; S& r1 = v[1]; S* p = &v[4];
    std::nth_element(v.begin(), v.begin() + 4, v.end(), byA);
    show("nth_element", v, r0, r1, p); bump(v, r0, r1);
  }
  {
    auto v = base(); S& r0 = v[0]; S& r1 = v[1]; S* p = &v[4];
    std::reverse(v.begin(), v.end());
    show("reverse", v, r0, r1, p); bump(v, r0, r1);
  }
  {
    auto v = base(); S& r0 = v[0]; S& r1 = v[1]; S* p = &v[4];
    std::rotate(v.begin(), v.begin() + 2, v.end());
    show("rotate", v, r0, r1, p); bump(v, r0, r1);
  }
  {
    auto v = base(); S& r0 = v[0]; S& r1 = v[1]; S* p = &v[4];
    std::partition(v.begin(), v.end(), [](const S& s) { return s.a > 3; });
    show("partition", v, r0, r1, p); bump(v, r0, r1);
  }
  {
    auto v = base(); S& r0 = v[0]; S& r1 = v[1]; S* p = &v[4];
    std::stable_partition(v.begin(), v.end(), [](const S& s) { return s.a > 3; });
    show("stable_partition", v, r0, r1, p); bump(v, r0, r1);
  }
  {
    auto v = base(); S& r0 = v[0]; S& r1 = v[1]; S* p = &v[4];
    std::mt19937 g(7);
    std::shuffle(v.begin(), v.end(), g);
    show("shuffle", v, r0, r1, p); bump(v, r0, r1);
  }
  {
    auto v = base(); S& r0 = v[0]; S& r1 = v[1]; S* p = &v[4];
    std::next_permutation(v.begin(), v.end(), byA);
    std::prev_permutation(v.begin(), v.begin() + 4, byA);
    show("permutations", v, r0, r1, p); bump(v, r0, r1);
  }
  {
    auto v = base(); S& r0 = v[0]; S& r1 = v[1]; S* p = &v[4];
    std::iter_swap(v.begin(), v.begin() + 1);
    std::swap(v[4], v[8]);
    show("iter_swap, swap", v, r0, r1, p); bump(v, r0, r1);
  }
  {
    auto v = base(); auto w = base(); S& r0 = v[0]; S& r1 = v[1]; S* p = &v[4]; S& w3 = w[3];
    std::swap_ranges(v.begin(), v.begin() + 2, w.begin() + 3);
    show("swap_ranges", v, r0, r1, p); bump(v, r0, r1);
    w3.a += 50;
    std::cout << "  w: " << w[3].a << " " << w3.name << " " << v[0].a << "\n";
  }
  {
    auto v = base(); auto w = base(); S& r0 = v[0]; S& r1 = v[1]; S* p = &v[4];
    std::partial_sort_copy(w.begin(), w.end(), v.begin(), v.begin() + 4, byA);
    show("partial_sort_copy", v, r0, r1, p); bump(v, r0, r1);
    std::cout << "  w: " << w[3].a << " " << w[5].a << "\n";
  }
  {
    // Reverse iterators, a C array and a std::array.
    auto v = base(); S& r0 = v[0]; S& r1 = v[1]; S* p = &v[4];
    std::sort(v.rbegin(), v.rend(), byA);
    show("sort reversed", v, r0, r1, p); bump(v, r0, r1);
    S arr[4] = {make(9), make(2), make(7), make(4)};
    S& a1 = arr[1];
    S* q = arr + 3;
    std::sort(arr, arr + 4, byA);
    std::cout << "array: " << arr[0].a << arr[1].a << arr[2].a << arr[3].a << " " << a1.a << a1.name << " " << q->a << " " << (q - arr) << "\n";
    std::array<S, 3> sa = {make(3), make(1), make(2)};
    S& s0 = sa[0];
    std::reverse(sa.begin(), sa.end());
    std::cout << "std::array: " << sa[0].a << sa[1].a << sa[2].a << " " << s0.a << "\n";
  }
  {
    // Pairs and nested classes.
    std::vector<std::pair<int, std::string>> ps = {{3, "c"}, {1, "a"}, {2, "b"}};
    auto& first = ps[0];
    std::sort(ps.begin(), ps.end());
    std::cout << "pairs: " << ps[0].second << ps[1].second << ps[2].second << " " << first.first << first.second << "\n";
  }
  return 0;
}
