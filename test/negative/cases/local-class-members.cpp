// expect: error local-class-member 13:16
// expect: error local-class-member 14:22
// expect: error local-class-member 15:5
// expect: error local-class-member 16:17
// expect: error local-class-member 20:18
// expect: error redefinition 23:10
// A class declared in a function body may not have static data members (constant or not),
// member templates ([class.local]/4, [temp.mem]/2) nor friend function definitions
// ([class.friend]/6), nor may a class nested in it; and it is defined once in its block.
int main() {
  struct Counter {
    int n;
    static int made;
    static const int limit = 4;
    template <typename T> T pick(T t) const { return t; }
    friend bool operator==(const Counter& l, const Counter& r) { return l.n == r.n; }
  };
  struct Outer {
    struct Inner {
      static int count;
    };
  };
  struct Outer { int again; };
  Counter c{1};
  return c.n;
}
