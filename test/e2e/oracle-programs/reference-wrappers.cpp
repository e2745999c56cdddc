// std::ref, std::cref and std::reference_wrapper on the host: get() reads and writes the
// referred object, the implicit conversion to T& (arithmetic, comparisons, passing to a T&
// parameter), wrappers of class objects, std::vectors and callables (which see later assignments
// to the object), copies of a wrapper referring to the same object, rebinding by assignment, a
// vector of wrappers, and std::ref(functor) passed to std::for_each, which then updates the
// functor itself rather than a copy.
#include <algorithm>
#include <functional>
#include <iostream>
#include <vector>

struct Counter {
  int calls = 0;
  int sum = 0;
  void operator()(int v) { ++calls; sum += v; }
};
struct Account { int balance; };

void deposit(int& balance, int amount) { balance += amount; }
void addInterest(Account& a) { a.balance += a.balance / 10; }
int peek(const int& v) { return v; }
template <typename F> void callTwice(F f) { f(1); f(2); }
int total(const std::vector<int>& v) { int s = 0; for (int e : v) s += e; return s; }
void appendTotal(std::vector<int>& v) { v.push_back(total(v)); }

int main() {
  int x = 1;
  auto r = std::ref(x);
  r.get() = 7;
  std::cout << x << " " << r.get() << std::endl;
  int copied = r;  // reads x now
  x = 8;
  std::cout << copied << " " << r + 1 << " " << (r == 8) << " " << (r < 3) << std::endl;
  deposit(r, 5);
  std::cout << x << " " << peek(r) << std::endl;

  auto alias = r;  // a copy refers to the same int
  alias.get() += 100;
  std::cout << x << std::endl;

  int y = 2;
  std::reference_wrapper<int> w = x;
  w = std::ref(y);  // rebinds; x is unchanged
  w.get() = 20;
  std::reference_wrapper<int> made(x);
  std::reference_wrapper<int> madeCopy(made);
  madeCopy.get() -= 3;
  std::cout << x << " " << y << " " << w << " " << made << std::endl;

  const int limit = 42;
  auto c = std::cref(x);
  auto cl = std::ref(limit);
  x = 9;
  std::cout << c.get() << " " << c + cl << std::endl;

  Account acct{1000};
  auto ra = std::ref(acct);
  ra.get().balance += 50;
  addInterest(ra);
  std::cout << acct.balance << std::endl;
  Account fresh{5};
  acct = fresh;  // ra refers to acct, which now holds fresh's value
  ra.get().balance += 1;
  std::cout << acct.balance << " " << fresh.balance << std::endl;

  std::vector<std::reference_wrapper<int>> refs;
  int a = 1, b = 2, d = 3;
  refs.push_back(std::ref(a));
  refs.push_back(b);
  refs.push_back(std::ref(d));
  for (auto& e : refs) e.get() *= 10;
  int sum = 0;
  for (int e : refs) sum += e;
  std::cout << a << " " << b << " " << d << " " << sum << " " << refs[1] + refs[2] << std::endl;

  std::vector<int> v = {1, 2, 3, 4};
  Counter viaBind;
  std::for_each(v.begin(), v.end(), std::bind(std::ref(viaBind), std::placeholders::_1));
  Counter counted;
  std::for_each(v.begin(), v.end(), std::ref(counted));
  std::cout << viaBind.calls << " " << counted.calls << " " << counted.sum << std::endl;

  Counter viaTemplate;
  callTwice(viaTemplate);       // a copy: viaTemplate is untouched
  callTwice(std::ref(viaTemplate));
  std::cout << viaTemplate.calls << " " << viaTemplate.sum << std::endl;

  // A wrapper of a std::vector: the vector itself, also after the vector is assigned.
  std::vector<int> squares;
  auto rv = std::ref(squares);
  for (int i = 1; i <= 4; ++i) rv.get().push_back(i * i);
  appendTotal(rv);
  std::cout << squares.size() << " " << squares.back() << std::endl;
  std::vector<int> other = {1, 2};
  squares = other;
  rv.get().push_back(3);
  std::cout << squares.size() << " " << total(rv) << std::endl;
  rv.get() = std::vector<int>(3, 7);
  std::cout << squares.size() << " " << total(squares) << std::endl;

  int hits = 0;
  auto hit = [&hits](int n) { hits += n; };
  auto rh = std::ref(hit);
  rh(3);
  rh.get()(4);
  std::cout << hits << std::endl;
  return 0;
}
