/**
 * `<array>`'s `std::array<T, N>`, declared once as libstdc++ declares it: an aggregate whose one
 * field is the C array `_M_elems`, in namespace std (parsed before the program:
 * src/sema/library-prelude.ts). Being a class, it copies as a value (assignment, by-value
 * arguments and returns), nests (`array<array<int, 3>, 3>`) and sits in vectors and pairs.
 *
 * Being an aggregate over a C array, everything that reads elements is the C array's own:
 * src/sema/std-classes.ts rewrites `a[i]`, `a.size()`, `a.front()`, `a.back()`, `a.data()`,
 * `a.begin()`/`a.end()`, `std::begin(a)`, `std::get<I>(a)` and range-for to `a._M_elems`, so
 * they are plain array accesses on the host and in restrict(amp) code (a WGSL array inside a
 * struct), and `std::sort(a.begin(), a.end())` is the C array's range. Only `at` (which throws
 * libstdc++'s `std::out_of_range`), `fill` and `swap` are member functions; the comparisons are
 * free templates, lexicographic as C++20's synthesized three-way comparison (see utility.ts).
 *
 * `std::array<T, 0>` is not supported (ampc has no zero-length C arrays).
 */

export const stdArrayTemplateNames: readonly string[] = ['array'];

export const stdArrayHeader = `
namespace std {
template <class T, int N> struct array {
  typedef T value_type;
  T _M_elems[N];
  T& at(size_t n) {
    if (n >= N) throw std::out_of_range("array::at: __n (which is " + std::to_string((unsigned long long)n) + ") >= _Nm (which is " + std::to_string((unsigned long long)N) + ")");
    return _M_elems[n];
  }
  void fill(const T& value) { for (int i = 0; i < N; i++) _M_elems[i] = value; }
  void swap(array<T, N>& other) { array<T, N> t = other; other = *this; *this = t; }
};

template <class T, int N> bool operator==(const array<T, N>& a, const array<T, N>& b) {
  for (int i = 0; i < N; i++) if (!(a._M_elems[i] == b._M_elems[i])) return false;
  return true;
}
template <class T, int N> bool operator!=(const array<T, N>& a, const array<T, N>& b) { return !(a == b); }
template <class T, int N> bool operator<(const array<T, N>& a, const array<T, N>& b) {
  for (int i = 0; i < N; i++) {
    if (a._M_elems[i] < b._M_elems[i]) return true;
    if (b._M_elems[i] < a._M_elems[i] || std::__unordered(a._M_elems[i], b._M_elems[i])) return false;
  }
  return false;
}
template <class T, int N> bool operator>(const array<T, N>& a, const array<T, N>& b) { return b < a; }
template <class T, int N> bool operator<=(const array<T, N>& a, const array<T, N>& b) {
  for (int i = 0; i < N; i++) {
    if (a._M_elems[i] < b._M_elems[i]) return true;
    if (b._M_elems[i] < a._M_elems[i] || std::__unordered(a._M_elems[i], b._M_elems[i])) return false;
  }
  return true;
}
template <class T, int N> bool operator>=(const array<T, N>& a, const array<T, N>& b) { return b <= a; }
}
`;
