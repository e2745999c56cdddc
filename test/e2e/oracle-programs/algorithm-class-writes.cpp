// <algorithm> writing into ranges of class objects: each `*out = x` assigns the element in place
// (a reference taken before the call sees the new value) and copies (changing one element
// afterwards changes no other, nor the source).
#include <algorithm>
#include <array>
#include <iostream>
#include <iterator>
#include <string>
#include <utility>
#include <vector>

struct S {
  int a;
  std::string n;
  bool operator<(const S& o) const { return a < o.a; }
  bool operator==(const S& o) const { return a == o.a; }
};

// Scalars only: its move is its copy, so the std::move algorithm leaves the source as it was.
struct M { int a; double b; };

const std::vector<S> base = {{5, "e"}, {3, "c"}, {5, "f"}, {1, "a"}, {4, "d"}, {2, "b"}, {3, "x"}};

void print(const char* what, const std::vector<S>& v, const S& r0, const S& r1) {
  std::cout << what << ":";
  for (const S& s : v) std::cout << " " << s.a << s.n;
  std::cout << " | " << r0.a << r0.n << " " << r1.a << r1.n << "\n";
}

// Prints v and the references taken to v[0] and v[1] before the algorithm ran, then again after
// changing v[0] (only v[0] and r0 may change), then puts v[0] back.
void show(const char* what, std::vector<S>& v, S& r0, S& r1) {
  print(what, v, r0, r1);
  v[0].a += 100;
  v[0].n += "!";
  print("  bumped", v, r0, r1);
  v[0].a -= 100;
  v[0].n = v[0].n.substr(0, v[0].n.size() - 1);
}

int main() {
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::copy(base.rbegin(), base.rend(), v.begin()); show("copy", v, r0, r1); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::copy_n(base.begin() + 2, 2, v.begin()); show("copy_n", v, r0, r1); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::copy_if(base.begin(), base.end(), v.begin(), [](const S& s) { return s.a > 2; }); show("copy_if", v, r0, r1); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::copy_backward(base.begin(), base.begin() + 3, v.end()); show("copy_backward", v, r0, r1); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::copy_backward(v.begin(), v.end() - 2, v.end()); show("copy_backward overlapping", v, r0, r1); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::copy(v.begin() + 1, v.end(), v.begin()); show("copy overlapping", v, r0, r1); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::fill(v.begin(), v.end(), S{9, "n"}); show("fill", v, r0, r1); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; S six{6, "s"}; std::fill_n(v.begin(), 2, six); six.a = 7; show("fill_n", v, r0, r1); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::transform(base.begin(), base.end(), v.begin(), [](const S& s) { return S{s.a * 2, s.n + s.n}; }); show("transform", v, r0, r1); }
  // A by-value parameter is the operation's own copy: changing it leaves the source as it was.
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::transform(base.begin(), base.end(), v.begin(), [](S s) { s.a += 10; return s; }); show("transform by value", v, r0, r1); print("  base", base, base[0], base[1]); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::transform(v.begin(), v.end(), v.begin(), [](S s) { s.n = "t"; return s; }); show("transform in place", v, r0, r1); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::transform(base.begin(), base.begin() + 3, base.begin() + 1, v.begin(), [](const S& x, const S& y) { return S{x.a + y.a, x.n + y.n}; }); show("transform binary", v, r0, r1); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; int k = 0; std::generate(v.begin(), v.end(), [&k]() { ++k; return S{k, "g"}; }); show("generate", v, r0, r1); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::generate_n(v.begin() + 1, 3, []() { return S{8, "h"}; }); show("generate_n", v, r0, r1); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::replace(v.begin(), v.end(), S{5, "?"}, S{7, "r"}); show("replace", v, r0, r1); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::replace_if(v.begin(), v.end(), [](const S& s) { return s.a == 3; }, S{0, "z"}); show("replace_if", v, r0, r1); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::reverse_copy(base.begin(), base.end(), v.begin()); show("reverse_copy", v, r0, r1); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::rotate_copy(base.begin(), base.begin() + 2, base.end(), v.begin()); show("rotate_copy", v, r0, r1); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::merge(base.begin(), base.begin() + 2, base.begin() + 2, base.begin() + 4, v.begin()); show("merge", v, r0, r1); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::merge(base.begin(), base.begin() + 3, base.begin() + 3, base.end(), v.begin(), [](const S& x, const S& y) { return x.n < y.n; }); show("merge by name", v, r0, r1); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::remove_copy_if(base.begin(), base.end(), v.begin(), [](const S& s) { return s.a == 5; }); show("remove_copy_if", v, r0, r1); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::remove_copy(base.begin(), base.end(), v.begin(), S{3, ""}); show("remove_copy", v, r0, r1); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::unique_copy(base.begin(), base.end(), v.begin(), [](const S& x, const S& y) { return x.a % 2 == y.a % 2; }); show("unique_copy", v, r0, r1); }
  { auto v = base; S& r0 = v[0]; S& r1 = v[1]; std::replace_copy_if(base.begin(), base.end(), v.begin(), [](const S& s) { return s.a < 3; }, S{-1, "m"}); show("replace_copy_if", v, r0, r1); }

  // Into an output iterator: each pushed element is a copy.
  std::vector<S> pushed;
  std::copy_if(base.begin(), base.end(), std::back_inserter(pushed), [](const S& s) { return s.a > 2; });
  std::transform(base.begin(), base.begin() + 2, std::back_inserter(pushed), [](const S& s) { return S{-s.a, s.n}; });
  pushed[0].n = "changed";
  print("back_inserter", pushed, pushed[0], pushed[1]);
  print("  base", base, base[0], base[1]);

  // C arrays and std::array of class objects.
  S arr[4] = {{1, "p"}, {2, "q"}, {3, "r"}, {4, "s"}};
  S& a1 = arr[1];
  std::copy(base.begin(), base.begin() + 3, arr + 1);
  std::fill(arr, arr + 1, S{0, "o"});
  arr[2].a = 42;
  std::cout << "C array:";
  for (const S& s : arr) std::cout << " " << s.a << s.n;
  std::cout << " | " << a1.a << a1.n << " " << base[1].a << "\n";
  std::array<S, 3> sa;
  S& s0 = sa[0];
  std::copy(arr, arr + 3, sa.begin());
  std::fill_n(sa.begin(), 1, S{11, "k"});
  sa[1].a = 99;
  std::cout << "std::array: " << sa[0].a << sa[0].n << " " << sa[1].a << sa[1].n << " " << sa[2].a << sa[2].n << " | " << s0.a << s0.n << " " << arr[1].a << "\n";

  // The std::move algorithm over objects whose move is their copy.
  std::vector<M> ms = {{1, 1.5}, {2, 2.5}, {3, 3.5}};
  std::vector<M> moved(4);
  M& m0 = moved[0];
  std::move(ms.begin() + 1, ms.end(), moved.begin());
  moved[1].a = 30;
  std::cout << "move: " << moved[0].a << moved[1].a << moved[2].a << moved[3].a << " | " << m0.a << m0.b << " " << ms[1].a << ms[2].a << "\n";
  std::vector<M> movedOut;
  std::move(ms.begin(), ms.end(), std::back_inserter(movedOut));
  std::cout << "move out: " << movedOut.size() << movedOut[2].a << ms[2].a << "\n";
}
