// An element of a std::vector (or std::array) of class objects is a place: assigning the vector
// assigns its first min(old, new size) elements in place (libstdc++ does, without reallocating,
// where the new contents fit), so a reference or pointer taken before sees the new value. After
// the assignment each element is its own object: changing one changes nothing else.
#include <array>
#include <iostream>
#include <vector>

struct S { int a; int b; };
struct Holder { std::vector<S> items; int n; };
struct Grid { std::vector<std::vector<S>> rows; };

static void show(const char* what, const std::vector<S>& v) {
  std::cout << what << ":";
  for (const S& s : v) std::cout << " " << s.a << "/" << s.b;
  std::cout << "\n";
}

std::vector<S> made(int n) {
  std::vector<S> r;
  for (int i = 0; i < n; i++) r.push_back(S{40 + i, 50 + i});
  return r;
}

int main() {
  const std::vector<S> base = {{1, 2}, {3, 4}, {5, 6}};
  std::vector<S> other = {{7, 8}, {9, 10}};

  // v = w, shorter: the two kept elements are assigned, the third dropped.
  std::vector<S> v = base;
  S& r0 = v[0];
  S* p1 = &v[1];
  v = other;
  std::cout << r0.a << " " << p1->b << " " << v.size() << "\n";
  v[0].a = 100;
  p1->b = 200;
  show("v", v); show("other", other); show("base", base);

  // v = w, the same size.
  std::vector<S> same = base;
  S& s2 = same[2];
  same = base;
  s2.a = -1;
  show("same", same); show("base", base);

  // v = w, longer, within the capacity (reserved): the old elements assigned, the new ones copies.
  std::vector<S> grown = other;
  grown.reserve(8);
  S& g1 = grown[1];
  grown = base;
  std::cout << g1.a << "\n";
  grown[2].a = 33;
  g1.b = 44;
  show("grown", grown); show("base", base);

  // v = {...}: std::initializer_list's operator=.
  std::vector<S> listed = base;
  S& l2 = listed[2];
  listed = {{20, 21}, {22, 23}, {24, 25}};
  l2.b = 0;
  show("listed", listed);

  // v.assign(n, x) and v.assign(first, last).
  std::vector<S> filled = base;
  S& f1 = filled[1];
  filled.assign(2, S{11, 12});
  std::cout << f1.a << "\n";
  filled[0].a = 13;
  show("filled", filled);
  std::vector<S> ranged = base;
  S& q0 = ranged[0];
  ranged.assign(other.begin(), other.end());
  std::cout << q0.a << "\n";
  q0.a = 14;
  show("ranged", ranged); show("other", other);

  // A temporary is moved in whole (the old elements' references are invalidated: not used).
  std::vector<S> fresh = base;
  fresh = made(2);
  fresh[0].a = 15;
  show("fresh", fresh);

  // std::array<S, N> assignment.
  std::array<S, 2> x = {{{1, 1}, {2, 2}}};
  std::array<S, 2> y = {{{3, 3}, {4, 4}}};
  S& x1 = x[1];
  x = y;
  std::cout << x1.a << "\n";
  x1.a = 50;
  std::cout << x[1].a << " " << y[1].a << "\n";

  // A class holding a vector of class objects, assigned member by member.
  Holder h{base, 1};
  Holder k{other, 2};
  S& h1 = h.items[1];
  std::vector<S>& items = h.items;
  h = k;
  std::cout << h1.a << " " << h.n << " " << items.size() << "\n";
  h.items[1].a = 77;
  std::cout << h1.a << " " << k.items[1].a << "\n";
  show("h", h.items); show("k", k.items);

  // A vector of vectors, shorter, of shorter rows: each kept row is assigned in place, and its kept elements.
  Grid a{{base, base, other}};
  Grid b{{other, other}};
  std::vector<S>& row0 = a.rows[0];
  S& cell = a.rows[1][0];
  a = b;
  std::cout << row0.size() << " " << cell.a << " " << a.rows.size() << "\n";
  cell.a = 99;
  show("a.rows[0]", a.rows[0]); show("a.rows[1]", a.rows[1]); show("b.rows[1]", b.rows[1]);

  // resize smaller and erase / insert after a position keep the elements before it.
  std::vector<S> sized = base;
  S& z0 = sized[0];
  S& z1 = sized[1];
  sized.resize(2);
  sized[0].a = 30;
  z1.b = 31;
  std::cout << z0.a << " " << z1.b << "\n";
  sized.erase(sized.begin() + 1);
  sized.push_back(S{32, 33});
  z0.b = 34;
  show("sized", sized);
  return 0;
}
