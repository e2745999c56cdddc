// Classes declared in function bodies ([class.local]): members, constructors, operators and
// default member initialisers; visible to the end of their block, hiding an outer class of the
// same name; two functions' (and two instances') local `P` are different types; as values, in
// arrays, std::vector, template arguments, functors for the algorithms and std::map; enums and
// enum classes; what a local class may use of its function (constants, statics, types).
#include <algorithm>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

struct P { double a; };
struct Holder { P inner; };

template <typename T> struct Box { T v; T get() const { return v; } };
template <typename T> int sizeOf(const T& t) { return (int)sizeof(t); }
template <typename T> T first(const std::vector<T>& v) { return v[0]; }

int other() {
  struct P { int x, y, z; int sum() const { return x + y + z; } };
  P p{1, 2, 3};
  return p.sum();
}

int withBoxes() {
  struct P { int x; };
  Box<P> b{P{3}};
  std::vector<P> v{P{8}};
  return b.get().x + sizeOf(b) + first(v).x;
}

int withOtherBoxes() {
  struct P { double d; int k; };
  Box<P> b{P{1.5, 2}};
  std::vector<P> v{P{0.5, 9}};
  return (int)(b.get().d * 2) + sizeOf(b) + first(v).k;
}

// Each instance of the template declares a class of its own.
template <typename T> T doubled(T t) {
  struct Local { T value; T twice() const { return value + value; } };
  Local l{t};
  return l.twice();
}

class Account {
  int balance = 40;
  static int fee() { return 3; }
  enum Limit { Max = 7 };
 public:
  // A local class in a member function has the function's access to the class's members.
  int audit() const {
    struct Auditor { int check(const Account& a) const { return a.balance - fee() + Max; } };
    return Auditor().check(*this);
  }
};

int main() {
  P before{1.5};
  struct P { int x, y; int sum() const { return x + y; } };
  P p{1, 2};
  printf("%g %d %d\n", before.a, p.sum(), other());

  struct Acc {
    int total = 10;
    Acc() {}
    explicit Acc(int t) : total(t) {}
    Acc& operator+=(int v) { total += v; return *this; }
    bool operator<(const Acc& o) const { return total < o.total; }
  };
  Acc a;
  a += 5;
  Acc b(3);
  printf("%d %d %d\n", a.total, b.total, (int)(b < a));
  std::vector<Acc> accs;
  accs.push_back(Acc(7));
  accs.push_back(Acc(2));
  accs.push_back(Acc(9));
  std::sort(accs.begin(), accs.end());
  for (const Acc& x : accs) printf("%d ", x.total);
  printf("\n");

  struct Desc { bool operator()(int l, int r) const { return l > r; } };
  std::vector<int> w{3, 1, 4, 1, 5};
  std::sort(w.begin(), w.end(), Desc());
  for (int x : w) printf("%d ", x);
  printf("\n");
  struct Counter { int n = 0; void operator()(int v) { n += v; } };
  Counter c = std::for_each(w.begin(), w.end(), Counter());
  struct IsOdd { bool operator()(int v) const { return v % 2 == 1; } };
  printf("%d %d\n", c.n, (int)std::count_if(w.begin(), w.end(), IsOdd()));
  struct ByLength {
    bool operator()(const std::string& l, const std::string& r) const { return l.size() < r.size(); }
  };
  std::map<std::string, int, ByLength> byLength;
  byLength["ccc"] = 3;
  byLength["a"] = 1;
  byLength["bb"] = 2;
  for (const auto& kv : byLength) printf("%s=%d ", kv.first.c_str(), kv.second);
  printf("\n");

  P arr[3] = {{1, 1}, {2, 2}, {3, 3}};
  int s = 0;
  for (int i = 0; i < 3; i++) s += arr[i].sum();
  printf("%d %d\n", s, P{4, 5}.sum());

  enum class Color { Red, Green = 4, Blue };
  Color color = Color::Blue;
  enum Mode { Off, On };
  Mode m = On;
  printf("%d %d\n", (int)color, (int)m);

  {
    struct P { float f; };
    P q{2.5f};
    printf("%.1f\n", q.f);
  }
  Holder h{{0.25}};
  printf("%g %d\n", h.inner.a, p.sum());

  struct Fwd;
  struct Fwd { int v; int get() const { return v; } };
  printf("%d\n", Fwd{6}.get());

  // Names of the function a local class may use: types, constants, statics, enumerators.
  enum Kind { Small, Large };
  const int threshold = 10;
  static int made = 0;
  struct Item {
    Kind kind;
    int weight;
    static Item make(int w) { made++; return Item{w > threshold ? Large : Small, w}; }
    struct Tag { int id; };
    Tag tag() const { return Tag{weight * 2}; }
  };
  Item it = Item::make(12);
  Item small = Item::make(3);
  printf("%d %d %d %d %d\n", (int)it.kind, it.weight, it.tag().id, (int)small.kind, made);

  int n = 3;
  double d = 2;
  struct Sizes { int f() const { decltype(d) x = 1.5; return (int)sizeof(n) + (int)sizeof d + (int)(x * 2); } };
  printf("%d\n", Sizes().f());

  struct Shape {
    virtual ~Shape() {}
    virtual int area() const { return 0; }
  };
  struct Square : Shape {
    int side;
    explicit Square(int s) : side(s) {}
    int area() const override { return side * side; }
  };
  Square sq(4);
  const Shape& shape = sq;
  printf("%d\n", shape.area());

  struct Loud {
    int id;
    explicit Loud(int i) : id(i) { printf("make %d\n", id); }
    ~Loud() { printf("drop %d\n", id); }
  };
  {
    Loud l1(1);
    Loud l2(2);
  }

  struct Pt {
    int x = 1;
    int y = 2;
    Pt operator+(const Pt& o) const { Pt r; r.x = x + o.x; r.y = y + o.y; return r; }
    bool operator==(const Pt& o) const { return x == o.x && y == o.y; }
  };
  Pt p1, p2{5, 6};
  Pt p3 = p1 + p2;
  printf("%d %d %d\n", p3.x, p3.y, (int)(p3 == Pt{6, 8}));

  struct { int a; int b; } anonymous{4, 5};
  struct Named { int a; } n1{3}, n2{4};
  printf("%d %d\n", anonymous.a + anonymous.b, n1.a * n2.a);

  auto square = [](int v) {
    struct Sq { int v; int get() const { return v * v; } };
    return Sq{v}.get();
  };
  printf("%d %d %d %g\n", square(7), withBoxes(), withOtherBoxes(), doubled(2.5));
  printf("%d %d\n", doubled(3), Account().audit());

  typedef struct { int a, b; } Pair;
  Pair pair{2, 3};
  struct Node { int x; Node next() const { return Node{x + 1}; } };
  struct Node node = {4};
  struct Outer { struct Tag { int id; }; Tag t; };
  Outer::Tag tag{9};
  Outer outer{tag};
  auto generic = [](auto x) { struct W { decltype(x) w; } w{x}; return w.w * 2; };
  printf("%d %d %d %d %g\n", pair.a * pair.b, node.next().next().x, outer.t.id, generic(3), generic(1.25));
  return 0;
}
