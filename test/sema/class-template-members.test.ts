/**
 * Members of class templates defined outside the class (src/sema/class-template-members.ts):
 * each instance gets the definitions, whichever of the two comes first, with the definition's
 * own parameter names; a qualifier that is not the template's own parameters is reported.
 */
import { checkClean, checkSource, fn } from './helpers.js';

describe('class template members defined outside the class', () => {
  test('each instance has its own member, typed with its arguments', () => {
    const program = checkClean([
      'template <typename T, int N> struct box { T get() const; box(T v); T v; };',
      'template <typename U, int M> U box<U, M>::get() const { return v * U(M); }',
      'template <typename T, int N> box<T, N>::box(T x) : v(x) {}',
      'float f() { box<float, 2> a(1.5f); box<int, 3> b(2); return a.get() + float(b.get()); }',
    ].join('\n'));
    const gets = program.functions.filter((x) => x.name.includes('get'));
    expect(gets.map((g) => `${g.returnType.kind}:${g.body ? 'defined' : 'declared'}`).sort()).toEqual(['float:defined', 'int:defined']);
    expect(fn(program, 'f').body).toBeTruthy();
  });

  test('an instance made before the definition gets it too', () => {
    const program = checkClean([
      'template <typename T> struct acc { T total; void add(T x); };',
      'acc<int> early;',
      'template <typename T> void acc<T>::add(T x) { total += x; }',
      'void f() { early.add(3); }',
    ].join('\n'));
    const add = program.functions.find((x) => x.name.includes('add'));
    expect(add?.body?.statements.length).toBe(1);
  });

  test('a qualifier that is not the template\'s own parameters is not supported, and says so', () => {
    const { diagnostics } = checkSource([
      'template <typename T> struct acc { T total; void add(T x); };',
      'template <typename T> void acc<T*>::add(T x) {}',
    ].join('\n'));
    expect(diagnostics.map((d) => `${d.code}@${d.span.start.line} ${d.message}`)).toEqual([
      "unsupported@2 a member of class template 'acc' defined outside the class must be qualified by 'acc<T>' (members of a specialisation defined outside it are not supported by ampc)",
    ]);
  });

  test('a definition naming no declared member is an error', () => {
    const { diagnostics } = checkSource([
      'template <typename T> struct acc { T total; void add(T x); };',
      'template <typename T> void acc<T>::add(T x, T y) {}',
      'acc<int> a;',
    ].join('\n'));
    expect(diagnostics.map((d) => `${d.code}@${d.span.start.line}`)).toEqual(['no-member@2']);
  });
});
