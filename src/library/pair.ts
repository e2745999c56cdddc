/**
 * `<utility>`'s `std::pair<T1, T2>` and `std::make_pair`, declared once as C++ templates in
 * namespace std (parsed before the program: src/sema/library-prelude.ts), like tuple.ts.
 *
 * A pair is a class with the fields `first` and `second`: it copies as a value, nests, sits in
 * vectors, tuples and arrays, and is the key and element type of the associative containers
 * (associative.ts hands out its own `pair<const K, V>` entries, which convert to this one member
 * by member). The converting constructor from another pair (`pair<double, int> p = make_pair(1, 2)`)
 * and `std::get<I>`, `std::tie`, `tuple_size` are sema's or specialisations here
 * (src/sema/std-classes.ts). `make_pair` takes its arguments by value, so they decay as
 * C++'s `decay_t` makes them (a string literal is a `const char*`). The comparisons are C++20's
 * synthesized three-way comparison, lexicographic (see utility.ts for `__unordered`).
 */

export const pairTemplateNames: readonly string[] = ['pair'];

export const pairHeader = `
namespace std {
template <class T1, class T2> struct pair {
  typedef T1 first_type;
  typedef T2 second_type;
  T1 first;
  T2 second;
  pair() : first(), second() {}
  pair(const T1& a, const T2& b) : first(a), second(b) {}
  void swap(pair<T1, T2>& other) { pair<T1, T2> t = other; other = *this; *this = t; }
};
template <class T1, class T2> pair<T1, T2> make_pair(T1 a, T2 b) { return pair<T1, T2>(a, b); }
template <class T1, class T2> struct tuple_size<pair<T1, T2> > { static const size_t value = 2; };
template <class T1, class T2> struct tuple_element<0, pair<T1, T2> > { typedef T1 type; };
template <class T1, class T2> struct tuple_element<1, pair<T1, T2> > { typedef T2 type; };
template <class T1, class T2> bool operator==(const pair<T1, T2>& a, const pair<T1, T2>& b) { return a.first == b.first && a.second == b.second; }
template <class T1, class T2> bool operator!=(const pair<T1, T2>& a, const pair<T1, T2>& b) { return !(a == b); }
template <class T1, class T2> bool operator<(const pair<T1, T2>& a, const pair<T1, T2>& b) {
  if (a.first < b.first) return true;
  if (b.first < a.first || std::__unordered(a.first, b.first)) return false;
  return a.second < b.second;
}
template <class T1, class T2> bool operator>(const pair<T1, T2>& a, const pair<T1, T2>& b) { return b < a; }
template <class T1, class T2> bool operator<=(const pair<T1, T2>& a, const pair<T1, T2>& b) {
  if (a.first < b.first) return true;
  if (b.first < a.first || std::__unordered(a.first, b.first)) return false;
  return !(b.second < a.second) && !std::__unordered(a.second, b.second);
}
template <class T1, class T2> bool operator>=(const pair<T1, T2>& a, const pair<T1, T2>& b) { return b <= a; }
}
`;
