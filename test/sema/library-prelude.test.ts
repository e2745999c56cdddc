/**
 * The library's C++ declarations (src/sema/library-prelude.ts): a program gets the pieces whose
 * names it spells and what those need, the bundles carry them parsed, and what they revive is
 * what the parser makes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '../../src/pipeline.js';
import { libraryPreludeDeclarations, revivedPrelude, serializedPrelude } from '../../src/sema/library-prelude.js';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The names of the templates and classes a list of declarations declares (the inner ones of namespaces too). */
function declared(decls: readonly unknown[]): string[] {
  const out: string[] = [];
  const visit = (d: any): void => {
    if (d.kind === 'NamespaceDecl') d.decls.forEach(visit);
    else if (d.kind === 'TemplateDecl') visit(d.decl);
    else if (d.kind === 'StructDecl') out.push(d.name);
    else if (d.kind === 'FunctionDecl') out.push(d.name.parts.at(-1));
  };
  decls.forEach(visit);
  return out;
}

test('a program that spells none of the prelude\'s names gets none of it', () => {
  expect(libraryPreludeDeclarations(new Set(['main', 'array_view']))).toEqual([]);
  // parallel_for_each may be <ppl.h>'s over iterators (src/sema/ppl-for-each.ts): its one template.
  expect(declared(libraryPreludeDeclarations(new Set(['main', 'parallel_for_each', 'array_view'])))).toEqual(['__ampc_parallel_for_each']);
});

test('all of it without a list of names', () => {
  const names = declared(libraryPreludeDeclarations());
  for (const n of ['is_same', 'short_vector', '__unordered', 'array', '__tuple2', 'pair', 'make_pair']) expect(names).toContain(n);
});

test('a piece comes with the pieces it needs', () => {
  // std::pair specialises tuple_size (in <tuple>), which specialises it for std::array; both compare with __unordered.
  const names = declared(libraryPreludeDeclarations(new Set(['make_pair'])));
  for (const n of ['pair', 'tuple_size', '__tuple2', 'array', '__unordered']) expect(names).toContain(n);
  expect(names).not.toContain('is_same');
  expect(names).not.toContain('short_vector');
  // `std::tuple<int, float>` names the piece's __tuple2 through sema.
  expect(declared(libraryPreludeDeclarations(new Set(['tuple'])))).toContain('__tuple2');
});

test('programs that name only std::tuple, std::array or a trait compile', () => {
  const programs = [
    '#include <tuple>\nint main() { std::tuple<int, float> t; return std::get<0>(t); }',
    '#include <array>\nint main() { std::array<int, 3> a = {1, 2, 3}; return a[1]; }',
    '#include <type_traits>\nint main() { return std::is_same<int, int>::value ? 0 : 1; }',
  ];
  for (const text of programs) expect(compile('p.cpp', text).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
});

test('the serialized prelude revives to what the parser makes', () => {
  const prebuilt = serializedPrelude();
  const revived = revivedPrelude(prebuilt).flat();
  // Integer literals are bigints again (JSON has none); the rest is equal, field by field.
  const text = (v: unknown) => JSON.stringify(v, (_k, x: unknown) => (typeof x === 'bigint' ? `${x}n` : x));
  expect(text(revived)).toBe(text(libraryPreludeDeclarations()));
  expect(prebuilt.pieces.some((p) => p.bigints.length > 0)).toBe(true);
});

test('the bundled command (dist/src/ampc-bundle.js) carries the current prelude', () => {
  const bundle = join(root, 'dist/src/ampc-bundle.js');
  if (!existsSync(bundle)) throw new Error('dist/src/ampc-bundle.js is missing: run `npm run build` first');
  expect(readFileSync(bundle, 'utf8')).toContain(JSON.stringify(serializedPrelude().fingerprint));
});
