/**
 * Iterators ampc refuses (src/sema/iterator-pointers.ts, iterator-steps.ts): each is an error
 * that says "not supported by ampc", never a copy of the container or a wrong position. What
 * works is pinned by test/e2e/oracle-programs/vector-iterators.cpp and iterator-steps.cpp.
 */
import { compile } from '../../src/driver.js';

const errors = (body: string): string[] => compile('t.cpp', `#include <vector>\n#include <string>\n#include <iterator>\n#include <iostream>\n${body}\n`)
  .diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}@${d.span.start.line}: ${d.message}`);

test('an iterator into a vector of strings kept in a variable is refused, not a copy of the vector', () => {
  expect(errors('int main() { std::vector<std::string> v(2); auto it = v.begin(); return 0; }')).toEqual([
    "unsupported-library@5: an iterator into a 'std::vector<std::string>' kept in a variable is not supported by ampc (only into containers of scalars); use an index or a range-based for",
  ]);
  expect(errors('int main() { std::vector<std::string> v(2); std::vector<std::string>::iterator it = v.begin(); return 0; }')).toEqual([
    "unsupported-library@5: 'std::vector<T>::iterator' is not supported by ampc for this element type (only for scalars); use an index or a range-based for",
  ]);
});

test('std::distance and std::next on iterators ampc cannot keep are refused', () => {
  expect(errors('int main() { std::vector<std::string> v(2); return int(std::distance(v.begin(), v.end())); }')).toEqual([
    "unsupported-library@5: an iterator into a 'std::vector<std::string>' kept in a variable is not supported by ampc (only into containers of scalars); use an index or a range-based for",
  ]);
  expect(errors('int main() { std::vector<int> v(2); auto it = std::next(v.begin(), 1, 2); return 0; }')).toEqual([
    "call-arity@5: no matching function for call to 'std::next' with 3 arguments",
  ]);
});

test('iterators into a std::string are pointers into its characters; where the string has no place of its own they are refused', () => {
  expect(errors('int main() { std::vector<int> v(2); auto r = v.rbegin(); return 0; }')).toEqual([]);
  expect(errors('int main() { std::string s = "ab"; auto r = s.rbegin(); return 0; }')).toEqual([]);
  expect(errors('int main() { std::string s = "ab"; for (auto c = s.begin(); c != s.end(); ++c) std::cout << *c; return 0; }')).toEqual([]);
  expect(errors('std::string g = "ab";\nint main() { auto c = g.begin(); return 0; }')).toEqual([
    "unsupported-library@6: 'begin' of this std::string expression is not supported by ampc (of a local variable, a parameter, a member or a vector's element it is; not of a global, a temporary, a local const reference or a lambda's copy)",
  ]);
  expect(errors('std::string f();\nint main() { std::string t(f().begin(), f().end()); return 0; }')).toEqual([
    "unsupported-library@6: 'begin' of this std::string expression is not supported by ampc (of a local variable, a parameter, a member or a vector's element it is; not of a global, a temporary, a local const reference or a lambda's copy)",
    "unsupported-library@6: 'end' of this std::string expression is not supported by ampc (of a local variable, a parameter, a member or a vector's element it is; not of a global, a temporary, a local const reference or a lambda's copy)",
  ]);
});

test("a lambda's by-value copy of a string has no place for an iterator: refused", () => {
  expect(errors('int main() { std::string s = "ab"; auto f = [s]() { return *s.begin(); }; return f(); }')).toEqual([
    "unsupported-library@5: 'begin' of this std::string expression is not supported by ampc (of a local variable, a parameter, a member or a vector's element it is; not of a global, a temporary, a local const reference or a lambda's copy)",
  ]);
});

test('a std::string iterator writes the string in its place: the variable is boxed, the view names the box', () => {
  const out = compile('t.cpp', '#include <string>\nint main() { std::string s = "ab"; *s.begin() = \'x\'; return 0; }\n');
  expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(out.output?.host).toContain('const s: string[] = ["ab"];');
  expect(out.output?.host).toMatch(/stringCharacters\(s, 0\)/);
});

test('the iterators std::string::erase and insert return are refused rather than lost', () => {
  expect(errors('int main() { std::string s = "ab"; auto it = s.erase(s.begin()); return 0; }')).toEqual([
    "unsupported-library@5: the value of 'std::string::erase' is not supported by ampc; call it as a statement of its own",
  ]);
});

test('two named iterators of one vector compare as positions, not as the vectors they name', () => {
  const out = compile('t.cpp', '#include <vector>\nbool f(std::vector<int>& v) { return v.begin() == v.end(); }\n');
  expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(out.output?.host).toMatch(/samePointer|\.offset/);
});
