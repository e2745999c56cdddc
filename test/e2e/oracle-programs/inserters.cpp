// Output iterators into containers: std::back_inserter, std::front_inserter, std::inserter,
// with the algorithms that write through them (<iterator>, <algorithm>, <numeric>).
#include <algorithm>
#include <deque>
#include <iostream>
#include <iterator>
#include <list>
#include <numeric>
#include <set>
#include <string>
#include <vector>

struct Point {
  int x, y;
};

struct Item {
  int key;
  std::string name;
  bool operator<(const Item& o) const { return key < o.key; }
};

template <typename C>
void show(const char* name, const C& c) {
  std::cout << name << ":";
  for (auto v : c) std::cout << " " << v;
  std::cout << "\n";
}

int main() {
  std::vector<int> v = {5, 3, 8, 1, 9, 2, 7};
  std::vector<int> w;
  std::copy(v.begin(), v.end(), std::back_inserter(w));
  show("copy", w);

  std::vector<float> f;
  std::transform(v.begin(), v.end(), std::back_inserter(f), [](int x) { return x * 0.5f; });
  show("transform", f);

  std::vector<double> d;
  std::copy_if(v.begin(), v.end(), std::back_inserter(d), [](int x) { return x % 2 == 1; });
  show("copy_if", d);

  std::vector<int> r;
  std::remove_copy_if(v.begin(), v.end(), std::back_inserter(r), [](int x) { return x > 5; });
  show("remove_copy_if", r);
  std::vector<int> rc;
  std::remove_copy(v.begin(), v.end(), std::back_inserter(rc), 8);
  show("remove_copy", rc);

  std::vector<int> dup = {1, 1, 2, 2, 2, 3, 1, 1};
  std::vector<int> u;
  std::unique_copy(dup.begin(), dup.end(), std::back_inserter(u));
  show("unique_copy", u);

  std::vector<int> rev;
  std::reverse_copy(v.begin(), v.end(), std::back_inserter(rev));
  show("reverse_copy", rev);

  std::vector<int> a = {1, 3, 5, 7, 9}, b = {2, 3, 4, 7, 10, 12};
  std::vector<int> m, su, si, sd, sx;
  std::merge(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(m));
  std::set_union(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(su));
  std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(si));
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(sd));
  std::set_symmetric_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(sx));
  show("merge", m);
  show("set_union", su);
  show("set_intersection", si);
  show("set_difference", sd);
  show("set_symmetric_difference", sx);

  std::vector<int> desc1 = {9, 6, 3}, desc2 = {8, 6, 1};
  std::vector<int> md;
  std::merge(desc1.begin(), desc1.end(), desc2.begin(), desc2.end(), std::back_inserter(md), std::greater<int>());
  show("merge greater", md);

  std::vector<long long> ps;
  std::partial_sum(v.begin(), v.end(), std::back_inserter(ps));
  show("partial_sum", ps);
  std::vector<int> ad;
  std::adjacent_difference(v.begin(), v.end(), std::back_inserter(ad));
  show("adjacent_difference", ad);
  std::vector<int> inplace = {1, 4, 9, 16, 25};
  std::adjacent_difference(inplace.begin(), inplace.end(), inplace.begin());
  show("adjacent_difference in place", inplace);
  std::vector<int> prod;
  std::adjacent_difference(v.begin(), v.end(), std::back_inserter(prod), [](int x, int y) { return x * y; });
  show("adjacent_difference op", prod);

  std::vector<int> filled;
  std::fill_n(std::back_inserter(filled), 4, 7);
  show("fill_n", filled);
  int counter = 0;
  std::vector<int> gen;
  std::generate_n(std::back_inserter(gen), 5, [&counter]() {
    int c = counter++;
    return c * c;
  });
  show("generate_n", gen);
  std::vector<int> firstThree;
  std::copy_n(v.begin(), 3, std::back_inserter(firstThree));
  show("copy_n", firstThree);

  // Strings and class objects.
  std::vector<std::string> words = {"pear", "fig", "apple", "kiwi"};
  std::vector<std::string> shortWords;
  std::copy_if(words.begin(), words.end(), std::back_inserter(shortWords), [](const std::string& s) { return s.size() <= 4; });
  show("strings", shortWords);
  std::vector<Point> pts = {{1, 2}, {3, 4}, {5, 6}};
  std::vector<Point> copies;
  std::copy(pts.begin(), pts.end(), std::back_inserter(copies));
  copies[0].x = 100;
  std::cout << "points: " << pts[0].x << " " << copies[0].x << " " << copies.size() << "\n";
  std::vector<Point> far;
  std::copy_if(pts.begin(), pts.end(), std::back_inserter(far), [](const Point& p) { return p.x > 2; });
  std::cout << "far: " << far.size() << " " << far[0].y << "\n";

  // Class objects through their operator<: equivalent ones come from the range libstdc++ takes them from.
  std::vector<Item> i1 = {{1, "a"}, {3, "c"}, {5, "e"}}, i2 = {{2, "b"}, {3, "C"}, {5, "E"}};
  std::vector<Item> merged, joined;
  std::merge(i1.begin(), i1.end(), i2.begin(), i2.end(), std::back_inserter(merged));
  std::set_union(i1.begin(), i1.end(), i2.begin(), i2.end(), std::back_inserter(joined));
  for (const Item& it : merged) std::cout << it.key << it.name << " ";
  std::cout << "|";
  for (const Item& it : joined) std::cout << " " << it.key << it.name;
  std::cout << "\n";

  // From a C array, and std::string elements through unique_copy.
  int arr[] = {4, 4, 2, 2, 9};
  std::vector<int> fromArray;
  std::unique_copy(std::begin(arr), std::end(arr), std::back_inserter(fromArray));
  show("from array", fromArray);
  std::vector<std::string> names = {"x", "x", "y", "x"};
  std::list<std::string> uniqueNames;
  std::unique_copy(names.begin(), names.end(), std::back_inserter(uniqueNames));
  show("unique strings", uniqueNames);

  // deque and list.
  std::deque<int> dq;
  std::copy(v.begin(), v.end(), std::back_inserter(dq));
  std::copy(a.begin(), a.end(), std::front_inserter(dq));
  show("deque", dq);
  std::list<int> l;
  std::copy(a.begin(), a.end(), std::front_inserter(l));
  std::copy(b.begin(), b.end(), std::back_inserter(l));
  show("list", l);
  std::list<int> li = {100, 200};
  auto pos = li.begin();
  ++pos;
  std::copy(a.begin(), a.end(), std::inserter(li, pos));
  show("list inserter", li);

  // std::inserter into a set.
  std::set<int> s;
  std::set_intersection(a.begin(), a.end(), b.begin(), b.end(), std::inserter(s, s.begin()));
  std::copy(v.begin(), v.end(), std::inserter(s, s.end()));
  show("set", s);

  // The iterator as an object.
  std::vector<int> out;
  auto bi = std::back_inserter(out);
  *bi = 3;
  ++bi;
  *bi++ = 4;
  bi = 5;
  std::back_insert_iterator<std::vector<int>> named(out);
  *named = 6;
  std::back_insert_iterator<std::vector<int>> again = std::back_inserter(out);
  *again++ = 7;
  show("object", out);
  std::front_insert_iterator<std::deque<int>> fi = std::front_inserter(dq);
  *fi = -1;
  std::cout << "front " << dq.front() << "\n";
  // An algorithm takes its own copy of a named iterator.
  std::copy(a.begin(), a.begin() + 2, bi);
  show("after copy through variable", out);
  return 0;
}
