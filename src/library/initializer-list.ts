/**
 * `<initializer_list>`'s `std::initializer_list<T>`, declared once as a C++ class template in
 * namespace std (parsed before the program: src/sema/library-prelude.ts).
 *
 * libstdc++'s is a pointer to a const array the compiler makes and its length. ampc's holds the
 * elements in a std::vector, `_M_elems`, so that it holds any element type a vector does and
 * everything that reads the elements is the vector's own: src/sema/initializer-lists.ts makes
 * one of a braced list (`f({1, 2, 3})`, `auto l = {1, 2};`, a class's initializer-list
 * constructor) and rewrites `l.begin()`, `l.end()`, `std::begin(l)` and range-for to
 * `l._M_elems`. The elements are const (no member changes them), so a copy of the vector is
 * one of the list in all but the elements' addresses, which C++ would share between copies.
 */

export const initializerListTemplateNames: readonly string[] = ['initializer_list'];

export const initializerListHeader = `
namespace std {
template <class T> struct initializer_list {
  typedef T value_type;
  typedef size_t size_type;
  std::vector<T> _M_elems;
  size_t size() const { return _M_elems.size(); }
};
}
`;
