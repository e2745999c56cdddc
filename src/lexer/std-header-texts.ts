/**
 * The preprocessor text of the standard headers that define macros: the values are glibc's
 * and GCC's on x86-64 Linux (`RAND_MAX`, `INT_MAX`, `FLT_MAX`, ...), and `assert` is
 * `<cassert>`'s macro over the `__ampc_assert` intrinsic (src/library/cstdlib.ts). Which
 * headers bring which macros along follows libstdc++ too: its `<iostream>`, `<string>`,
 * `<cmath>`... include `<cstdlib>`, so `RAND_MAX` and `NULL` come with them.
 *
 * The declarations of the functions and classes are not here: they live in src/library/.
 */

// g++'s NULL is `__null`, a null pointer constant of type `long` on LP64: `g(NULL)` calls
// `g(long)` over `g(int)`, `sizeof(NULL)` is 8, `auto n = NULL;` is a long. `0L` is all of that.
const nullMacro = ['#ifndef NULL', '#define NULL 0L', '#endif'];

const cstdlib = [
  '#ifndef __AMPC_CSTDLIB',
  '#define __AMPC_CSTDLIB',
  '#define RAND_MAX 2147483647',
  '#define EXIT_SUCCESS 0',
  '#define EXIT_FAILURE 1',
  ...nullMacro,
  '#endif',
];

// <ctime>'s CLOCKS_PER_SEC: glibc's `((__clock_t) 1000000)`, a long (clock_t: resolve-type.ts).
// libstdc++'s <iostream> and <chrono> include <ctime>, so it comes with them too.
const ctime = [
  '#ifndef __AMPC_CTIME',
  '#define __AMPC_CTIME',
  '#define CLOCKS_PER_SEC ((long) 1000000)',
  ...nullMacro,
  '#endif',
];

const climits = [
  '#ifndef __AMPC_CLIMITS',
  '#define __AMPC_CLIMITS',
  '#define CHAR_BIT 8',
  '#define SCHAR_MIN (-128)',
  '#define SCHAR_MAX 127',
  '#define UCHAR_MAX 255',
  '#define CHAR_MIN SCHAR_MIN',
  '#define CHAR_MAX SCHAR_MAX',
  '#define SHRT_MIN (-32768)',
  '#define SHRT_MAX 32767',
  '#define USHRT_MAX 65535',
  '#define INT_MIN (-INT_MAX - 1)',
  '#define INT_MAX 2147483647',
  '#define UINT_MAX 4294967295U',
  // long is 64 bits in ampc, as g++ makes it on Linux x86-64 (src/sema/resolve-type.ts), not 32 as MSVC's.
  '#define LONG_MAX 9223372036854775807L',
  '#define LONG_MIN (-LONG_MAX - 1L)',
  '#define ULONG_MAX 18446744073709551615UL',
  '#define LLONG_MAX 9223372036854775807LL',
  '#define LLONG_MIN (-LLONG_MAX - 1LL)',
  '#define ULLONG_MAX 18446744073709551615ULL',
  '#endif',
];

// GCC's <float.h> values (__FLT_MAX__ and friends), spelled as GCC spells them, except that the
// DBL_ constants are double literals, not `(double)…L`: ampc has no long double (resolve-type.ts),
// and each literal's nearest double is the constant g++ gets.
const cfloat = [
  '#ifndef __AMPC_CFLOAT',
  '#define __AMPC_CFLOAT',
  '#define FLT_RADIX 2',
  '#define FLT_MANT_DIG 24',
  '#define DBL_MANT_DIG 53',
  '#define FLT_DIG 6',
  '#define DBL_DIG 15',
  '#define FLT_MIN_EXP (-125)',
  '#define DBL_MIN_EXP (-1021)',
  '#define FLT_MAX_EXP 128',
  '#define DBL_MAX_EXP 1024',
  '#define FLT_MIN_10_EXP (-37)',
  '#define DBL_MIN_10_EXP (-307)',
  '#define FLT_MAX_10_EXP 38',
  '#define DBL_MAX_10_EXP 308',
  '#define FLT_MAX 3.40282346638528859811704183484516925e+38F',
  '#define DBL_MAX 1.79769313486231570814527423731704357e+308',
  '#define FLT_MIN 1.17549435082228750796873653722224568e-38F',
  '#define DBL_MIN 2.22507385850720138309023271733240406e-308',
  '#define FLT_EPSILON 1.19209289550781250000000000000000000e-7F',
  '#define DBL_EPSILON 2.22044604925031308084726333618164062e-16',
  '#define FLT_TRUE_MIN 1.40129846432481707092372958328991613e-45F',
  '#define DBL_TRUE_MIN 4.94065645841246544176568792868221372e-324',
  '#endif',
];

// <stdint.h>: the exact-width types as typedefs, as glibc declares them on x86-64 (int64_t is long).
const cstdint = [
  '#ifndef __AMPC_CSTDINT',
  '#define __AMPC_CSTDINT',
  'typedef signed char int8_t;',
  'typedef short int16_t;',
  'typedef int int32_t;',
  'typedef unsigned char uint8_t;',
  'typedef unsigned short uint16_t;',
  'typedef unsigned int uint32_t;',
  'typedef long int64_t;',
  'typedef unsigned long uint64_t;',
  // The least and fast widths, the widest types and pointer-sized ones, as glibc's x86-64 <stdint.h>.
  'typedef signed char int_least8_t;',
  'typedef short int_least16_t;',
  'typedef int int_least32_t;',
  'typedef long int_least64_t;',
  'typedef unsigned char uint_least8_t;',
  'typedef unsigned short uint_least16_t;',
  'typedef unsigned int uint_least32_t;',
  'typedef unsigned long uint_least64_t;',
  'typedef signed char int_fast8_t;',
  'typedef long int_fast16_t;',
  'typedef long int_fast32_t;',
  'typedef long int_fast64_t;',
  'typedef unsigned char uint_fast8_t;',
  'typedef unsigned long uint_fast16_t;',
  'typedef unsigned long uint_fast32_t;',
  'typedef unsigned long uint_fast64_t;',
  'typedef long intmax_t;',
  'typedef unsigned long uintmax_t;',
  'typedef long intptr_t;',
  'typedef unsigned long uintptr_t;',
  '#define INTMAX_MIN (-INTMAX_MAX - 1)',
  '#define INTMAX_MAX 9223372036854775807L',
  '#define UINTMAX_MAX 18446744073709551615UL',
  '#define INT8_MIN (-128)',
  '#define INT8_MAX 127',
  '#define UINT8_MAX 255',
  '#define INT16_MIN (-32768)',
  '#define INT16_MAX 32767',
  '#define UINT16_MAX 65535',
  '#define INT32_MIN (-INT32_MAX - 1)',
  '#define INT32_MAX 2147483647',
  '#define UINT32_MAX 4294967295U',
  '#define INT64_MIN (-INT64_MAX - 1)',
  '#define INT64_MAX 9223372036854775807L',
  '#define UINT64_MAX 18446744073709551615UL',
  '#define SIZE_MAX 18446744073709551615UL',
  '#endif',
];

// glibc's stdout and stderr are macros too; here over the FILE* intrinsic of src/library/cstdio.ts.
const stdioStreams = ['#define stdout (__ampc_stdio(1))', '#define stderr (__ampc_stdio(2))'];

// <cassert> has no include guard: each inclusion redefines assert for the NDEBUG then in effect.
const cassert = [
  '#undef assert',
  '#ifdef NDEBUG',
  '#define assert(expr) static_cast<void>(0)',
  '#else',
  '#define assert(expr) __ampc_assert(static_cast<bool>(expr), #expr, __FILE__, __LINE__, __PRETTY_FUNCTION__)',
  '#endif',
];

// glibc's <math.h> constants (g++ defines _GNU_SOURCE, so they are visible).
const mathConstants = [
  '#ifndef M_PI',
  '#define M_E 2.7182818284590452354',
  '#define M_LOG2E 1.4426950408889634074',
  '#define M_LOG10E 0.43429448190325182765',
  '#define M_LN2 0.69314718055994530942',
  '#define M_LN10 2.30258509299404568402',
  '#define M_PI 3.14159265358979323846',
  '#define M_PI_2 1.57079632679489661923',
  '#define M_PI_4 0.78539816339744830962',
  '#define M_1_PI 0.31830988618379067154',
  '#define M_2_PI 0.63661977236758134308',
  '#define M_2_SQRTPI 1.12837916709551257390',
  '#define M_SQRT2 1.41421356237309504880',
  '#define M_SQRT1_2 0.70710678118654752440',
  // The special values, through math intrinsics (src/library/math.ts).
  '#define INFINITY (__ampc_inff())',
  '#define NAN (__ampc_nanf())',
  '#define HUGE_VALF (__ampc_inff())',
  '#define HUGE_VAL (__ampc_huge_val())',
  '#endif',
];

const lines = (...parts: string[][]) => [...parts.flat(), ''].join('\n');
const withCstdlib = lines(['#include <cstdlib>']);

/**
 * The built-in header table with these texts added: a header both define gets both texts,
 * the table's first; a header only this file names is added.
 */
export function withStdHeaderTexts(base: readonly (readonly [string, string])[]): ReadonlyMap<string, string> {
  const out = new Map(base);
  for (const [name, text] of stdHeaderTexts) out.set(name, (out.get(name) ?? '') + text);
  return out;
}

/** Header name → text, for the standard headers with macros, and headers named only here. */
const stdHeaderTexts: ReadonlyMap<string, string> = new Map([
  ['cstdlib', lines(cstdlib)],
  ['stdlib.h', lines(cstdlib)],
  ['climits', lines(climits)],
  ['limits.h', lines(climits)],
  ['cfloat', lines(cfloat)],
  ['float.h', lines(cfloat)],
  ['cstdint', lines(cstdint)],
  ['stdint.h', lines(cstdint)],
  ['cassert', lines(cassert)],
  ['assert.h', lines(cassert)],
  ['cstddef', lines(nullMacro)],
  ['stddef.h', lines(nullMacro)],
  ['cstdio', lines([...nullMacro, ...stdioStreams])],
  ['stdio.h', lines([...nullMacro, ...stdioStreams])],
  ['cstring', lines(nullMacro)],
  ['string.h', lines(nullMacro)],
  ['ctime', lines(ctime)],
  ['time.h', lines(ctime)],
  ['iostream', lines(['#include <cstdlib>', '#include <ctime>'])],
  ['string', withCstdlib],
  ['algorithm', withCstdlib],
  ['cmath', lines(['#include <cstdlib>'], mathConstants)],
  ['math.h', lines(mathConstants)],
  ['random', withCstdlib],
  ['chrono', lines(['#include <ctime>'])],
  // HCC's <amp.h> brings <cassert>, <climits> and <cstdlib> along (real C++ AMP code uses assert with <amp.h> alone).
  ['amp.h', lines(['#include <cstdlib>', '#include <climits>', '#include <cassert>'])],
  // Headers with nothing to preprocess: their names are all declared in src/library/ or reported as unsupported.
  ['limits', ''],
  ['functional', ''],
  ['sstream', ''],
  ['utility', ''],
  ['memory', ''],
  ['type_traits', ''],
  ['iterator', ''],
  ['thread', ''],
  ['mutex', ''],
  ['condition_variable', ''],
  ['atomic', ''],
  ['map', ''],
  ['set', ''],
  ['list', ''],
  ['unordered_map', ''],
  ['unordered_set', ''],
  ['fstream', ''],
  ['array', ''],
  ['tuple', ''],
  ['initializer_list', ''],
  ['cctype', ''],
  ['ctype.h', ''],
]);
