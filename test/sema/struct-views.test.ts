/** Class objects holding array_views in kernels (src/sema/struct-views.ts): what the kernel captures, what it refuses. */
import { kernelMemoryUses } from '../../src/sema/kernel-memory-uses.js';
import type { Capture, Program } from '../../src/sema/program.js';
import { checkClean, diagnosticsOf, kernel, kernelProgram, locate } from './helpers.js';

/** A capture as `name:kind`, a buffer's with whether the kernel writes it (src/sema/kernel-memory-uses.ts). */
const view = (program: Program) => (c: Capture) => {
  const written = kernelMemoryUses(kernel(program), program.structViews).written.has(c.outer);
  return `${c.outer.name}:${c.kind}${c.kind === 'buffer' ? (written ? ':writes' : ':reads') : ''}`;
};
const prelude = [
  'struct Pair { array_view<int, 1> a; array_view<const int, 1> b; int scale; };',
  'int get(const Pair& p, index<1> i) restrict(amp) { return p.b[i] * p.scale; }',
  'void put(const Pair& p, index<1> i, int v) restrict(amp) { p.a[i] = v; }',
].join('\n');

describe('views held by class objects in kernels', () => {
  test("a captured object's view members are captured as views of their own, only those the kernel reaches", () => {
    const program = checkClean(kernelProgram({ prelude, decls: '  Pair p{a, b, 2};', lambda: '[=](index<1> i) restrict(amp) { p.a[i] = p.scale; }' }));
    const k = kernel(program);
    expect(k.captures.map(view(program))).toEqual(['p:uniform', `p_a${k.id}:buffer:writes`]);
    expect([...program.structViews.captures.get(k.captures[0])!.keys()]).toEqual(['a']);
  });

  test('passing the object to a helper captures all its views; those of non-const elements are written', () => {
    const program = checkClean(kernelProgram({ prelude, decls: '  Pair p{a, b, 2};', lambda: '[=](index<1> i) restrict(amp) { put(p, i, get(p, i)); }' }));
    const k = kernel(program);
    expect(k.captures.map(view(program))).toEqual(['p:uniform', `p_a${k.id}:buffer:writes`, `p_b${k.id}:buffer:reads`]);
  });

  test("an object built in the kernel names the captured views it was built from", () => {
    const program = checkClean(kernelProgram({ prelude, lambda: '[=](index<1> i) restrict(amp) { Pair q{b, a, 3}; Pair r = q; r.a[i] = r.b[i]; put(q, i, 1); }' }));
    // `a` is only read (through `q.b`, const), but a view passed to an initialiser counts as written (kernel-memory-uses.ts).
    expect(kernel(program).captures.map(view(program))).toEqual(['b:buffer:writes', 'a:buffer:writes']);
    // Sema's side table, not the variables, says which view each member holds.
    const held = [...program.structViews.locals].map(([v, views]) => `${v.name}: ${[...views].map(([path, e]) => `${path}=${e.kind === 'VarRef' ? e.variable.name : e.kind}`).join(' ')}`);
    expect(held).toEqual(['q: a=b b=a', 'r: a=b b=a']);
  });

  test('an object whose views are chosen at run time, or reassigned, is refused', () => {
    const refused = (body: string, at: string) => {
      const text = kernelProgram({ prelude, decls: '  Pair p{a, b, 2}, q{b, a, 1};', lambda: `[=](index<1> i) restrict(amp) { ${body} }` });
      expect(diagnosticsOf(text)).toEqual([`unsupported@${locate(text, at)}`]);
    };
    refused('Pair r = i[0] > 0 ? p : q; r.a[i] = 1;', 'i[0] > 0 ? p');
    refused('Pair r = p; r = q;', 'r = q');
    refused('(i[0] > 0 ? p : q).a[i] = 1;', 'i[0] > 0 ? p : q).a');
  });
});
