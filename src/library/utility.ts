/**
 * The comparison helper of std::array's and std::tuple's orderings, declared as C++ in namespace
 * std and parsed before the program (src/sema/library-prelude.ts). (std::pair and
 * std::make_pair are C++ templates too, pair.ts; `std::swap` is sema's, std-classes.ts,
 * since ampc's host code has no reference parameters of scalar type.)
 *
 * The orderings of std::array and std::tuple are C++20's (the oracle is g++ -std=c++20): the
 * synthesized three-way comparison, in which an unordered pair of elements (a NaN) ends the
 * comparison as "not less", where C++11's `<`-only formula would go on to the next element.
 * `__unordered` says so for floating point (its explicit specialisations) and is false for
 * everything else. Being templates, they are made only for the programs that compare.
 */

export const utilityHeader = `
namespace std {
template <class T> bool __unordered(const T& a, const T& b) { return false; }
template <> bool __unordered<float>(const float& a, const float& b) { return a != a || b != b; }
template <> bool __unordered<double>(const double& a, const double& b) { return a != a || b != b; }
}
`;
