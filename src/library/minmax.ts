/**
 * `<algorithm>`'s `std::minmax(a, b)` and `std::minmax(a, b, comp)`, declared as C++ in namespace
 * std and parsed before the program (src/sema/library-prelude.ts), as libstdc++ writes them: the
 * pair is `(b, a)` when `b < a`, else `(a, b)`, so equal arguments keep their order.
 *
 * libstdc++ returns `pair<const T&, const T&>`, references to the arguments; here the pair holds
 * copies, which read the same as long as the arguments are not written while the pair is used
 * (with temporaries as arguments C++'s references dangle: there the copies are what the program
 * meant). `std::minmax({...})` of an initializer list is sema's (src/sema/min-max-list.ts).
 */

export const minmaxHeader = `
namespace std {
template <class T> pair<T, T> minmax(const T& a, const T& b) { return b < a ? pair<T, T>(b, a) : pair<T, T>(a, b); }
template <class T, class Compare> pair<T, T> minmax(const T& a, const T& b, Compare comp) { return comp(b, a) ? pair<T, T>(b, a) : pair<T, T>(a, b); }
}
`;
