/**
 * Library mode: a C++ file's functions with external linkage become typed exports of its host
 * module. The module is compiled as `ampc run` compiles it (JavaScript importing the built
 * runtime), imported here, and called on typed arrays, with kernels running on Dawn.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compile } from '../../src/driver.js';

const sourcePath = fileURLToPath(new URL('./library-mode/library.cpp', import.meta.url));
const runtimeUrl = new URL('../../dist/runtime/index.js', import.meta.url).href;

type Stats = { sum: number; count: number };
interface Library {
  sgemm(c: Float32Array, a: Float32Array, b: Float32Array, n: number): Promise<void>;
  scale(v: unknown, factor: number): Promise<void>;
  sumSquares(xs: Int32Array): Promise<number>;
  summarize(xs: Float32Array): Promise<Stats>;
  widen(r: { stats: Stats; low: number; high: number }, by: number): Promise<void>;
  append(v: Int32Array, x: number): Promise<void>;
  resetCounts(all: Stats[]): Promise<void>;
  add(a: number, b: number): Promise<number>;
  add_float_float(a: number, b: number): Promise<number>;
  geometry_twice(x: number): Promise<number>;
  usesHelpers(x: number): Promise<number>;
}
interface Runtime {
  ArrayView: new (elem: unknown, extent: unknown, source: number[]) => { synchronize(): Promise<void> };
  Extent: new (...dims: number[]) => unknown;
  float32: unknown;
  shutdown(): Promise<void>;
}

const compiled = compile(sourcePath, readFileSync(sourcePath, 'utf8'), { typed: false, runtimeImport: runtimeUrl });
let dir: string;
let lib: Library;
let runtime: Runtime;

beforeAll(async () => {
  expect(compiled.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  dir = mkdtempSync(join(tmpdir(), 'ampc-library-'));
  const modulePath = join(dir, 'library.mjs');
  writeFileSync(modulePath, compiled.output!.host);
  lib = (await import(pathToFileURL(modulePath).href)) as Library;
  runtime = (await import(runtimeUrl)) as Runtime;
});

afterAll(async () => {
  await runtime?.shutdown();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('library mode: the exports', () => {
  it('are the functions with external linkage, overloads and namespaces named apart', () => {
    const names = Object.keys(lib).sort();
    expect(names).toEqual(['add', 'add_float_float', 'append', 'geometry_twice', 'resetCounts', 'scale', 'sgemm', 'summarize', 'sumSquares', 'usesHelpers', 'widen'].sort());
  });

  it('are declared, typed, in the .d.ts, and the functions left out are named there with the reason', () => {
    const d = compiled.output!.declarations;
    expect(d).toContain('export declare function sgemm(c: Float32Array, a: Float32Array, b: Float32Array, n: number): Promise<void>;');
    expect(d).toContain('export declare function scale(v: ArrayView<number>, factor: number): Promise<void>;');
    expect(d).toContain('export declare function widen(r: { stats: { sum: number; count: number }; low: number; high: number }, by: number): Promise<void>;');
    expect(d).toContain('export declare function add_float_float(a: number, b: number): Promise<number>;');
    expect(d).toMatch(/^import type \{ ArrayView \} from /m);
    expect(d).toMatch(/Not exported .*apply\(.*'f'/);
    expect(d).not.toMatch(/hidden|identity|square/);
  });
});

describe('library mode: calls from TypeScript', () => {
  it('runs a kernel on const-reference inputs and writes the result into the non-const reference', async () => {
    const n = 3;
    const a = Float32Array.from({ length: n * n }, (_, i) => i + 1);
    const b = Float32Array.from({ length: n * n }, (_, i) => (i % 4) - 1.5);
    const c = new Float32Array(n * n).fill(-7);
    const aBefore = a.slice();
    await lib.sgemm(c, a, b, n);
    const expected = new Float32Array(n * n);
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        let s = 0;
        for (let k = 0; k < n; k++) s = Math.fround(s + Math.fround(a[i * n + k]! * b[k * n + j]!));
        expected[i * n + j] = s;
      }
    }
    expect(Array.from(c)).toEqual(Array.from(expected));
    expect(a).toEqual(aBefore);
  });

  it("takes the runtime's array_view, whose data the kernel writes", async () => {
    const data = [1, 2, 3, 4.5];
    const v = new runtime.ArrayView(runtime.float32, new runtime.Extent(4), data);
    await lib.scale(v, 2);
    await v.synchronize();
    expect(data).toEqual([2, 4, 6, 9]);
  });

  it('converts scalars as C++ does and leaves a by-value vector unchanged', async () => {
    const xs = Int32Array.from([1, 2, 3]);
    expect(await lib.sumSquares(xs)).toBe(14);
    expect(Array.from(xs)).toEqual([1, 2, 3]);
    expect(await lib.add(2.9, 3)).toBe(5);
    expect(await lib.add(0x7fffffff, 1)).toBe(-0x80000000);
    expect(await lib.add_float_float(0.1, 0.2)).toBe(Math.fround(Math.fround(0.1) + Math.fround(0.2)));
    expect(await lib.geometry_twice(21)).toBe(42);
    expect(await lib.usesHelpers(1)).toBe(1 + 2 + 3);
  });

  it('returns a struct as a plain object and writes a struct reference back field by field', async () => {
    expect(await lib.summarize(Float32Array.from([1.5, 2, 3]))).toEqual({ sum: 6.5, count: 3 });
    const stats = { sum: 1, count: 2 };
    const r = { stats, low: 1, high: 2 };
    await lib.widen(r, 0.5);
    expect(r).toEqual({ stats: { sum: 1, count: 3 }, low: 0.5, high: 2.5 });
    // Nested structs are updated in place: the caller's object is still the one it holds.
    expect(r.stats).toBe(stats);
  });

  it('writes a vector of structs back into the caller\'s array of plain objects, grown as the vector grew', async () => {
    const all = [{ sum: 1, count: 4 }, { sum: 2, count: 5 }];
    await lib.resetCounts(all);
    expect(all).toEqual([{ sum: 1, count: 0 }, { sum: 2, count: 0 }, { sum: 1.5, count: 1 }]);
  });

  it('throws rather than drop elements when the C++ code resizes a vector the caller passed as a typed array', async () => {
    const v = Int32Array.from([1, 2]);
    await expect(lib.append(v, 3)).rejects.toThrow(/append resized its std::vector& parameter 'v' from 2 to 3 elements/);
    expect(Array.from(v)).toEqual([1, 2]);
  });
});
