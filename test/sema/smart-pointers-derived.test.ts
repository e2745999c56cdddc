/**
 * What ampc refuses around owning pointers to derived classes and vectors of owners
 * (src/sema/smart-pointers.ts, destructors.ts): each would run a destructor at the wrong time
 * or not at all. What works is pinned by test/e2e/oracle-programs/smart-pointers-derived.cpp.
 */
import { compile } from '../../src/driver.js';

const classes = `#include <memory>\n#include <vector>\n#include <iostream>
struct B { virtual ~B() { std::cout << "~B\\n"; } virtual int f() { return 1; } };
struct D : B { ~D() { std::cout << "~D\\n"; } int f() override { return 2; } };\n`;
const errors = (body: string): string[] => compile('t.cpp', `${classes}${body}\n`)
  .diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}@${d.span.start.line}: ${d.message}`);

test('owners of a derived class convert to owners of the base, and calls through them are virtual', () => {
  const out = compile('t.cpp', `${classes}int main() { std::shared_ptr<B> p = std::make_shared<D>(); std::unique_ptr<B> u = std::make_unique<D>(); return p->f() + u->f(); }\n`);
  expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  // Dispatched on the object's class (a method of the object), not a direct call of B's f.
  expect(out.output?.host).toContain('p.value.f()');
  expect(out.output?.host).toContain('u.value.f()');
});

test('a named unique_ptr of the derived class is not copied into one of the base', () => {
  expect(errors('int main() { auto d = std::make_unique<D>(); std::unique_ptr<B> b = d; return 0; }')).toEqual([
    "no-matching-function@6: 'std::unique_ptr<D>' cannot be copied (its copy constructor and assignment are deleted): move it with std::move",
  ]);
  expect(errors('int main() { auto d = std::make_unique<D>(); std::unique_ptr<B> b = std::move(d); return b->f(); }')).toEqual([]);
});

test('an owner of the base made from a raw pointer to a derived object destroys it through a virtual destructor, and is refused without one (it would destroy a B)', () => {
  expect(errors('int main() { std::unique_ptr<B> b(new D()); return 0; }')).toEqual([]);
  const out = compile('t.cpp', `${classes}int main() { std::unique_ptr<B> b(new D()); return 0; }\n`);
  expect(out.output?.host).toContain('object.destroyObject()');
  const plain = 'struct NB { ~NB() { std::cout << "~NB\\n"; } };\nstruct ND : NB { ~ND() { std::cout << "~ND\\n"; } };\n';
  expect(errors(`${plain}int main() { std::unique_ptr<NB> b(new ND()); return 0; }`)).toEqual([
    "unsupported-destructor@8: an owner of 'NB' made from a 'ND *' is not supported by ampc: make it with std::make_unique or std::make_shared of the derived class",
  ]);
});

test('dropping owners from a vector of them is refused, growing and reading it is not', () => {
  expect(errors('int main() { std::vector<std::shared_ptr<B>> v; v.push_back(std::make_shared<D>()); v.clear(); return 0; }')).toEqual([
    "unsupported-destructor@6: 'std::vector::clear' on a 'std::vector<std::shared_ptr<B>>' is not supported by ampc: the owners it drops would have to be destroyed then",
  ]);
  expect(errors('int main() { std::vector<std::unique_ptr<B>> v; v.emplace_back(std::make_unique<D>()); v.pop_back(); return 0; }')).toEqual([
    "unsupported-destructor@6: 'std::vector::pop_back' on a 'std::vector<std::unique_ptr<B>>' is not supported by ampc: the owners it drops would have to be destroyed then",
  ]);
  expect(errors('int main() { std::vector<std::shared_ptr<B>> v, w; v.push_back(std::make_shared<D>()); w = v; return 0; }')).toEqual([
    "unsupported-destructor@6: assigning a whole vector on a 'std::vector<std::shared_ptr<B>>' is not supported by ampc: the owners it drops would have to be destroyed then",
  ]);
  expect(errors('int main() { std::vector<std::shared_ptr<B>> v; v.push_back(std::make_shared<D>()); int s = 0; for (auto& p : v) s += p->f(); return s; }')).toEqual([]);
});
