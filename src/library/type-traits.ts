/**
 * `<type_traits>`, the part ampc implements, declared once the way the standard library declares
 * it: as C++ class templates, which the program's `#include <type_traits>` (or `<amp.h>`, which
 * brings it along as HCC's does) reads like any header. Sema instantiates and specialises them as
 * it does the program's own templates, so `std::is_same<T, U>::value`, `std::enable_if<B, T>::type`
 * (with SFINAE) and `std::conditional<B, T, F>::type` mean what they mean in C++.
 *
 * `long` is its own 64-bit type, as g++ has it on Linux x86-64; ampc has no `long double`
 * (src/sema/resolve-type.ts).
 * Every other `<type_traits>` name is reported as not supported by ampc (unsupported.ts).
 */

/** The names declared here: the parser and `unsupported.ts` must not treat them as unknown. */
export const typeTraitsNames: readonly string[] = [
  'true_type', 'false_type', 'is_same', 'enable_if', 'conditional', 'remove_const', 'remove_volatile', 'remove_cv',
  'remove_reference', 'remove_pointer', 'is_const', 'is_pointer', 'is_integral', 'is_floating_point', 'is_arithmetic',
];

const integralTypes = ['bool', 'char', 'signed char', 'unsigned char', 'wchar_t', 'short', 'unsigned short', 'int', 'unsigned int', 'long', 'unsigned long', 'long long', 'unsigned long long'];
const floatingTypes = ['float', 'double'];

const explicitTrue = (trait: string, types: readonly string[]) => types.map((t) => `template <> struct ${trait}<${t}> { static const bool value = true; };`);

export const typeTraitsHeader = [
  '#ifndef __AMPC_TYPE_TRAITS',
  '#define __AMPC_TYPE_TRAITS',
  'struct true_type { static const bool value = true; typedef bool value_type; };',
  'struct false_type { static const bool value = false; typedef bool value_type; };',
  'template <typename T, typename U> struct is_same { static const bool value = false; };',
  'template <typename T> struct is_same<T, T> { static const bool value = true; };',
  'template <bool B, typename T = void> struct enable_if {};',
  'template <typename T> struct enable_if<true, T> { typedef T type; };',
  'template <bool B, typename T, typename F> struct conditional { typedef T type; };',
  'template <typename T, typename F> struct conditional<false, T, F> { typedef F type; };',
  // `const` is dropped from a member typedef's type anyway (sema's types carry no top-level const).
  'template <typename T> struct remove_const { typedef T type; };',
  'template <typename T> struct remove_volatile { typedef T type; };',
  'template <typename T> struct remove_cv { typedef T type; };',
  'template <typename T> struct remove_reference { typedef T type; };',
  'template <typename T> struct remove_pointer { typedef T type; };',
  'template <typename T> struct remove_pointer<T*> { typedef T type; };',
  'template <typename T> struct is_const { static const bool value = false; };',
  'template <typename T> struct is_const<const T> { static const bool value = true; };',
  'template <typename T> struct is_pointer { static const bool value = false; };',
  'template <typename T> struct is_pointer<T*> { static const bool value = true; };',
  'template <typename T> struct is_integral { static const bool value = false; };',
  'template <typename T> struct is_integral<const T> { static const bool value = is_integral<T>::value; };',
  ...explicitTrue('is_integral', integralTypes),
  'template <typename T> struct is_floating_point { static const bool value = false; };',
  'template <typename T> struct is_floating_point<const T> { static const bool value = is_floating_point<T>::value; };',
  ...explicitTrue('is_floating_point', floatingTypes),
  'template <typename T> struct is_arithmetic { static const bool value = is_integral<T>::value || is_floating_point<T>::value; };',
  '#endif',
  '',
].join('\n');
