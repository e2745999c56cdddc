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

test('reverse iterators into a std::string and iterators into it are refused by name', () => {
  expect(errors('int main() { std::vector<int> v(2); auto r = v.rbegin(); return 0; }')).toEqual([]);
  expect(errors('int main() { std::string s = "ab"; auto r = s.rbegin(); return 0; }')).toEqual([
    "unsupported-library@5: a reverse iterator into a 'std::string' kept in a variable is not supported by ampc (only into containers of scalars); use an index or a range-based for",
  ]);
  expect(errors('int main() { std::string s = "ab"; for (auto c = s.begin(); c != s.end(); ++c) std::cout << *c; return 0; }')).toEqual([
    "unsupported-library@5: iterators into a std::string ('begin') are not supported by ampc; use an index (s[i], s.size()) or a range-based for",
    "unsupported-library@5: iterators into a std::string ('end') are not supported by ampc; use an index (s[i], s.size()) or a range-based for",
  ]);
});

test('two named iterators of one vector compare as positions, not as the vectors they name', () => {
  const out = compile('t.cpp', '#include <vector>\nbool f(std::vector<int>& v) { return v.begin() == v.end(); }\n');
  expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(out.output?.host).toMatch(/samePointer|\.offset/);
});
