// expect: error template-argument 7:17
// expect: error template-argument 9:23
// expect: error template-argument 10:30
// A function specialisation must match a template of its name; a partial specialisation's
// parameters must all be deducible from its pattern, which has the primary's arity.
template <typename T> T scale(T x) { return x; }
template <> int scale<int>(int x, int y) { return x * y; }
template <typename T, int N> struct Grid { T cells[N]; };
template <typename T, typename U> struct Grid<T, 2> { T cells[2]; };
template <typename T> struct Grid<T, 2, 3> { T cells[6]; };
int main() {
  return 0;
}
