/**
 * `<tuple>`: `std::tuple`, `std::make_tuple`, `std::tuple_size` and `std::tuple_element`,
 * declared once as C++ templates in namespace std (parsed before the program:
 * src/sema/library-prelude.ts), like pair.ts.
 *
 * ampc has no variadic templates, so a tuple of n elements (1 to `maxTupleSize`) is the class
 * template `__tuple<n>` with fields `__0` ... `__<n-1>`; src/sema/std-classes.ts resolves
 * `std::tuple<A, B>` to `__tuple2<A, B>` and names it `tuple<A, B>` in diagnostics.
 * `std::get<I>(t)` and `std::tie(a, b) = t` are sema's (std-classes.ts): `get` is the field
 * itself, an lvalue, and `tie` assigns each element in turn. The comparisons are C++20's,
 * lexicographic (see utility.ts for `__unordered`).
 */

export const maxTupleSize = 6;

export const tupleTemplateNames: readonly string[] = ['tuple', 'tuple_size', 'tuple_element'];

const range = (n: number) => Array.from({ length: n }, (_, i) => i);

function tupleOf(n: number): string {
  const is = range(n);
  const params = is.map((i) => `class T${i}`).join(', ');
  const args = is.map((i) => `T${i}`).join(', ');
  const self = `__tuple${n}<${args}>`;
  const cmp = (op: string, body: string) => `template <${params}> bool operator${op}(const ${self}& a, const ${self}& b) { ${body} }`;
  // Lexicographic: the first element that is less (or greater, or unordered) decides.
  const lexicographic = (last: string) => [
    ...is.slice(0, -1).map((i) => `if (a.__${i} < b.__${i}) return true; if (b.__${i} < a.__${i} || std::__unordered(a.__${i}, b.__${i})) return false;`),
    last,
  ].join(' ');
  const k = n - 1;
  return [
    `template <${params}> struct __tuple${n} {`,
    ...is.map((i) => `  T${i} __${i};`),
    `  __tuple${n}() : ${is.map((i) => `__${i}()`).join(', ')} {}`,
    `  __tuple${n}(${is.map((i) => `const T${i}& a${i}`).join(', ')}) : ${is.map((i) => `__${i}(a${i})`).join(', ')} {}`,
    `  void swap(${self}& other) { ${self} t = other; other = *this; *this = t; }`,
    '};',
    `template <${params}> ${self} make_tuple(${is.map((i) => `T${i} a${i}`).join(', ')}) { return ${self}(${is.map((i) => `a${i}`).join(', ')}); }`,
    `template <${params}> struct tuple_size<${self}> { static const size_t value = ${n}; };`,
    ...is.map((i) => `template <${params}> struct tuple_element<${i}, ${self}> { typedef T${i} type; };`),
    cmp('==', `return ${is.map((i) => `a.__${i} == b.__${i}`).join(' && ')};`),
    cmp('!=', 'return !(a == b);'),
    cmp('<', lexicographic(`return a.__${k} < b.__${k};`)),
    cmp('>', 'return b < a;'),
    cmp('<=', lexicographic(`return !(b.__${k} < a.__${k}) && !std::__unordered(a.__${k}, b.__${k});`)),
    cmp('>=', 'return b <= a;'),
  ].join('\n');
}

export const tupleHeader = [
  'namespace std {',
  'template <class T> struct tuple_size;',
  'template <int I, class T> struct tuple_element;',
  'template <class T, int N> struct tuple_size<array<T, N> > { static const size_t value = N; };',
  'template <int I, class T, int N> struct tuple_element<I, array<T, N> > { typedef T type; };',
  ...range(maxTupleSize).map((i) => tupleOf(i + 1)),
  '}',
  '',
].join('\n');
