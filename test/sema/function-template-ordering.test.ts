/**
 * Function templates as C++ ranks them: partial ordering of equally good instances
 * ([temp.func.order]), bodies instantiated only for the candidate chosen ([temp.inst]), explicit
 * specialisations chosen through their primary template, and template candidates named in notes
 * by their template and arguments.
 */
import { checkSource } from './helpers.js';

const diagnosticsOf = (text: string) => checkSource(text).diagnostics;
const messages = (text: string): string[] => diagnosticsOf(text).map((d) => d.message);
/** The functions the checked program keeps, by name (an instance's body is checked, so it is one). */
const functionNames = (text: string): string[] => checkSource(text).program.functions.map((f) => f.name);

describe('partial ordering of function templates', () => {
  test('the more specialised template of two equally good instances is chosen', () => {
    expect(messages('template <class T> int f(T) { return 1; }\ntemplate <class T> int f(T*) { return 2; }\nint main() { int x = 0; return f(&x); }')).toEqual([]);
    expect(messages('#include <vector>\ntemplate <class T> int f(const T&) { return 1; }\ntemplate <class T> int f(const std::vector<T>&) { return 2; }\n'
      + 'int main() { std::vector<int> v; return f(v); }')).toEqual([]);
    expect(messages('template <class T> int f(T, T) { return 1; }\ntemplate <class T, class U> int f(T, U) { return 2; }\nint main() { return f(1, 2); }')).toEqual([]);
  });

  test('two templates neither of which is more specialised stay ambiguous, each named with its template and arguments', () => {
    const [d, ...rest] = diagnosticsOf('template <class T> void f(T, int) {}\ntemplate <class T> void f(int, T) {}\nint main() { f(1, 1); return 0; }');
    expect(rest).toEqual([]);
    expect(d.code).toBe('ambiguous-call');
    expect(d.notes.map((n) => [n.message, n.span?.start.line])).toEqual([
      ['candidate: void f(T, int) [with T = int]', 1],
      ['candidate: void f(int, T) [with T = int]', 2],
    ]);
  });

  test('`T` and `const T&` are not ordered (references and top-level const are taken off), `T&` and `const T&` are', () => {
    expect(messages('template <class T> void f(T) {}\ntemplate <class T> void f(const T&) {}\nint main() { f(1); return 0; }')).toEqual(["call to 'f(int)' is ambiguous"]);
    expect(messages('template <class T> int f(T&) { return 1; }\ntemplate <class T> int f(const T&) { return 2; }\nint main() { const int c = 1; return f(c); }')).toEqual([]);
  });

  test('a non-template function beats an equally good instance, but not a better one', () => {
    expect(messages('template <class T> int f(T) { return 1; }\nint f(int) { return 2; }\nint main() { return f(1) + f(2.5); }')).toEqual([]);
  });

  test('member function templates are ordered too', () => {
    expect(messages('struct S { template <class T> int p(T) { return 1; } template <class T> int p(T*) { return 2; } };\nint main() { S s; int x = 0; return s.p(&x); }')).toEqual([]);
  });
});

describe('a function template instance is defined only when a call chooses it', () => {
  test('the body of an instance that overload resolution only ranked is not checked', () => {
    const source = '#include <vector>\ntemplate <class T> int size(const T& x) { return x * 2; }\ntemplate <class T> int size(const std::vector<T>& v) { return (int)v.size(); }\n'
      + 'int main() { std::vector<int> v; return size(v); }';
    expect(messages(source)).toEqual([]);
    // One instance of `size` is a function of the program: the one called.
    expect(functionNames(source).filter((n) => n.startsWith('size'))).toHaveLength(1);
  });

  test("an error in the chosen instance's body carries the note naming the instance and the call", () => {
    const [d, ...rest] = diagnosticsOf('template <class T> int twice(T x) { return x.size() * 2; }\nint main() {\n  return twice(3);\n}');
    expect(rest).toEqual([]);
    expect(d.code).toBe('no-member');
    expect(d.notes.map((n) => [n.message, n.span?.start.line])).toEqual([["in instantiation of 'twice<int>' requested here", 3]]);
  });

  test('a recursive instance is checked once', () => {
    const source = 'template <class T> T fact(T n) { return n <= 1 ? 1 : n * fact(n - 1); }\nint main() { return fact(5) + fact(3); }';
    expect(messages(source)).toEqual([]);
    expect(functionNames(source).filter((n) => n.startsWith('fact'))).toHaveLength(1);
  });
});

describe('explicit specialisations of function templates', () => {
  test('a specialisation with deduced arguments specialises the most specialised template that matches', () => {
    expect(messages('template <class T> int f(T) { return 1; }\ntemplate <class T> int f(T*) { return 2; }\ntemplate <> int f(int*) { return 3; }\nint main() { int x = 0; return f(&x); }')).toEqual([]);
  });

  test('a pointer to const is a function template argument of its own (`eq<const char*>` is not `eq<char*>`)', () => {
    expect(messages('template <class T> bool eq(T a, T b) { return a == b; }\ntemplate <> bool eq<const char*>(const char* a, const char* b) { return true; }\n'
      + 'int main() { char a[] = "x"; return eq<const char*>(a, a) + eq<char*>(a, a); }')).toEqual([]);
  });

  test('a specialisation after the instance it would replace, and one of a member function, are errors', () => {
    expect(messages('template <class T> int f(T) { return 1; }\nint g() { return f(1); }\ntemplate <> int f(int) { return 2; }\nint main() { return g(); }'))
      .toEqual(["explicit specialisation of 'f' after its instantiation"]);
    expect(messages('struct P { template <class T> int get(T) { return 1; } };\ntemplate <> int P::get<int>(int) { return 2; }\nint main() { return 0; }'))
      .toEqual(["an explicit specialisation of a member function ('P::get') is not supported by ampc"]);
  });

  test('a pointer to const as a class template argument is refused, also through a typedef', () => {
    expect(messages('#include <type_traits>\ntypedef const char* CP;\nint main() { return std::is_same<CP, char*>::value; }'))
      .toEqual(['a pointer to const as a class template argument is not supported by ampc']);
  });
});
