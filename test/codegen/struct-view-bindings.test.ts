/**
 * A captured object's view members are bound as the kernel and the helpers it passes the object
 * to use them (src/sema/kernel-memory-uses.ts): not at all, read-only, or read-write; the runtime's
 * messages name them as the program does (`ctx.in`).
 */
import { planKernelInterface, type KernelInterface } from '../../src/codegen/kernel-interface.js';
import { checkClean, kernel } from '../sema/helpers.js';

function plan(text: string, i = 0): KernelInterface {
  const program = checkClean(text);
  return planKernelInterface(kernel(program, i), program.structViews);
}

const buffers = (p: KernelInterface) => p.buffers.map((b) => `${b.binding}:${b.cppName}:${b.access}`);

const ctx = `
struct Ctx {
  array_view<int, 1> in;
  array_view<int, 1> out;
  array_view<int, 1> unused;
  int get(int i) const restrict(amp) { return in[i]; }
};
int twice(Ctx c, int i) restrict(amp) { return c.get(i) * 2; }
void step(Ctx c, int i) restrict(amp) { c.out[i] = twice(c, i); }
`;

describe('view members of a class object passed to a helper', () => {
  test('are bound read-only where only read, read-write where written, and not at all where unused', () => {
    const p = plan(`${ctx}
void run(std::vector<int>& v, std::vector<int>& w, std::vector<int>& x) {
  array_view<int, 1> a(4, v), b(4, w), c(4, x);
  Ctx k{a, b, c};
  parallel_for_each(b.extent, [=](index<1> i) restrict(amp) { step(k, i[0]); });
}`);
    expect(buffers(p)).toEqual(['0:k.in:read', '1:k.out:read_write']);
  });

  test("the kernel's own uses of a member count too", () => {
    const p = plan(`${ctx}
void run(std::vector<int>& v, std::vector<int>& w, std::vector<int>& x) {
  array_view<int, 1> a(4, v), b(4, w), c(4, x);
  Ctx k{a, b, c};
  parallel_for_each(b.extent, [=](index<1> i) restrict(amp) { k.unused[i] = twice(k, i[0]); });
}`);
    expect(buffers(p)).toEqual(['0:k.unused:read_write', '1:k.in:read']);
  });
});
