/**
 * The generated TypeScript type-checks as a user's project would check it: `tsc --init`'s
 * defaults of TypeScript 5.9 (strict, noUncheckedIndexedAccess, exactOptionalPropertyTypes,
 * verbatimModuleSyntax, `types: []`), except that the libraries' declarations are checked too
 * (no skipLibCheck): the runtime's `.d.ts`, which name WebGPU's types through `@webgpu/types`.
 *
 * Every sample, a few programs of test/e2e/programs and test/e2e/oracle-programs and the library-mode
 * library are compiled, with each one's `.d.ts` of exports and a consumer of the library's; one
 * tsc run checks them all.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '../../src/driver.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const tscPath = join(repoRoot, 'node_modules/.bin/tsc');

const programs = ['else-if-uniform-load', 'global-memory-barrier', 'host-struct-with-vector', 'references', 'struct-capture-overloads', 'uniform-loads'];

/** Oracle programs whose host code covers structs, references, namespaces, overloads, destructors, 64-bit integers. */
const oraclePrograms = [
  'classes', 'namespaces', 'overloads', 'host-references', 'views-structs', 'dtor-scopes', 'pointers-kernel',
  'int64-basics', 'std-random', 'function-templates', 'inheritance-virtual', 'atomic-array', 'math-out-params',
  'host-pointers', 'c-strings', 'cstring-functions', 'rank-4-5', 'std-exceptions', 'vector-members', 'container-adaptors', 'chrono-durations',
  'algorithms', 'algorithms-ranges', 'string-conversions', 'string-operators', 'string-streams', 'string-getline',
  'member-templates', 'member-pointers', 'long-lp64', 'new-object-arrays', 'size-t-sizes',
  'host-lambda-captures', 'host-lambda-generic', 'std-function', 'std-functional-operators', 'sprintf-snprintf', 'wide-streams', 'smart-pointers',
  'host-scalar-reference-params', 'class-template-out-of-class', 'qsort-bsearch', 'thread-basics',
  'bind-placeholders', 'reference-wrappers', 'invoke-mem-fn',
  'copy-semantics', 'friends', 'ostream-operators',
  'std-minmax', 'ordered-comparators', 'associative-reverse-iterators', 'thread-ref-scalars', 'cstdlib-hex-floats',
  'inserters', 'inserters-results', 'ostream_iterator', 'derived-exceptions', 'view-struct-array-members',
];

const sources = [
  ...readdirSync(join(repoRoot, 'samples')).filter((f) => f.endsWith('.cpp')).map((f) => `samples/${f}`),
  ...programs.map((name) => `test/e2e/programs/${name}.cpp`),
  ...oraclePrograms.map((name) => `test/e2e/oracle-programs/${name}.cpp`),
  'test/e2e/library-mode/library.cpp',
];

/** What `npx tsc --init` writes with TypeScript 5.9, with `skipLibCheck` off and nothing emitted. */
const initDefaults = {
  module: 'nodenext',
  target: 'esnext',
  types: [],
  sourceMap: true,
  declaration: true,
  declarationMap: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  strict: true,
  jsx: 'react-jsx',
  verbatimModuleSyntax: true,
  isolatedModules: true,
  noUncheckedSideEffectImports: true,
  moduleDetection: 'force',
  skipLibCheck: false,
  noEmit: true,
};

/** A TypeScript caller of the library's declarations (the `--emit=js` form's `.d.ts`). */
const consumer = `import { sgemm, scale, summarize, widen } from './decl/library.js';
import { ArrayView, Extent, float32 } from 'ampc/runtime';

const n = 2;
const c = new Float32Array(n * n);
await sgemm(c, Float32Array.of(1, 2, 3, 4), Float32Array.of(1, 0, 0, 1), n);
await scale(new ArrayView(float32, new Extent(4), [1, 2, 3, 4]), 2);
const stats: { sum: number; count: number } = await summarize(c);
const range = { stats, low: 0, high: 1 };
await widen(range, 0.5);
export const total: number = stats.sum + range.high;
`;

// The host modules import `ampc/runtime`: inside this package it resolves through package.json's
// own `exports` to dist/runtime, so the output sits under the repository root.
const outRoot = join(repoRoot, '.test-out');
let dir: string;

beforeAll(() => {
  if (!existsSync(join(repoRoot, 'dist/runtime/index.d.ts'))) throw new Error('dist/runtime is missing: run `npm run build` first');
  mkdirSync(outRoot, { recursive: true });
  dir = mkdtempSync(join(outRoot, 'strict-'));
  mkdirSync(join(dir, 'decl'));
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  try {
    rmdirSync(outRoot);
  } catch {
    // Another test's output is still there; it removes its own.
  }
});

describe('generated TypeScript under tsc --init defaults', () => {
  it('type-checks for every sample, several programs, their .d.ts files and a library consumer', () => {
    for (const source of sources) {
      const path = join(repoRoot, source);
      const r = compile(path, readFileSync(path, 'utf8'));
      expect([source, r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)]).toEqual([source, []]);
      const name = basename(source, '.cpp');
      writeFileSync(join(dir, `${name}.ts`), r.output!.host);
      writeFileSync(join(dir, 'decl', `${name}.d.ts`), r.output!.declarations);
    }
    writeFileSync(join(dir, 'consumer.ts'), consumer);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: initDefaults, include: ['**/*.ts'] }, null, 2));
    const tsc = spawnSync(tscPath, ['-p', join(dir, 'tsconfig.json')], { cwd: repoRoot, encoding: 'utf8', timeout: 170_000 });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 180_000);
});
