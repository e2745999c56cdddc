/**
 * Kernels beyond the docs samples, run on the WebGPU adapter through `ampc run`. Each expected
 * output is computed here by a CPU model of the program, written from the C++ semantics.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const cli = join(root, 'dist', 'src', 'cli.js');

function run(program: string): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [cli, 'run', join(root, 'test', 'e2e', 'programs', program)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, XDG_RUNTIME_DIR: process.env.XDG_RUNTIME_DIR ?? '/tmp' },
    timeout: 60_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

const numbers = (stdout: string) => stdout.trim().split(/\s+/).map(Number);

test('reference parameters and local references in amp code (ptr<function>, copy-in/out, storage pointers)', () => {
  const expected: number[] = [];
  for (let i = 0; i < 16; i++) {
    const tile = Math.floor(i / 4);
    const local = i % 4;
    let mine = i;
    let other = tile * 4 + 3 - local; // shared[3 - local]
    [mine, other] = [other, mine]; // Swap
    mine += 100; // Bump(mine, 100)
    expected.push(mine + 2 * other + 1000); // out = mine + Twice(other); Bump(av[g], 1000)
  }
  const r = run('references.cpp');
  expect(r.code).toBe(0);
  expect(numbers(r.stdout)).toEqual(expected);
});

test('a loop bound in tile_static memory and a branch on a buffer value are uniform for WGSL too', () => {
  // Tile t loops n = t + 1 times adding av[global] (= 1) to its own slot; the branch on av[0] only waits.
  const r = run('uniform-loads.cpp');
  expect(r.code).toBe(0);
  expect(numbers(r.stdout)).toEqual([1, 2, 3, 4]);
});

test('threads communicate through global memory across wait(): the global fence is kept', () => {
  // Each thread writes local*10, then reads its right neighbour's value (wrapping within the tile of 8).
  const expected = Array.from({ length: 8 }, (_, i) => ((i + 1) % 8) * 10);
  const r = run('global-memory-barrier.cpp');
  expect(r.code).toBe(0);
  expect(numbers(r.stdout)).toEqual(expected);
});

test('an else-if whose condition needs a uniform broadcast is nested, not chained', () => {
  // Tiles 6 and 7 take the first branch and keep their values; the others see av[0] == 0 and double.
  // Chaining the broadcast's own `if` as the `else if` would double tiles 6 and 7 as well.
  const expected = Array.from({ length: 64 }, (_, i) => (Math.floor(i / 8) > 5 ? i : 2 * i));
  const r = run('else-if-uniform-load.cpp');
  expect(r.code).toBe(0);
  expect(numbers(r.stdout)).toEqual(expected);
});

test('structs captured by value, restrict(cpu)/restrict(amp) overloads, amp overloads by arity', () => {
  // Kernel: Scale (amp: x * 2) of av * p.scale, plus Pick(p.offset) + Pick(1, 2) = 11 + 3; host: Scale (cpu: x * 100).
  const f = Math.fround;
  const kernel = Array.from({ length: 8 }, (_, i) => f(f(f(i * 1.5) * 2) + 14));
  const r = run('struct-capture-overloads.cpp');
  expect(r.code).toBe(0);
  expect(numbers(r.stdout)).toEqual([...kernel, 100]);
});

test('a host-only struct may hold a std::vector (only structs in GPU buffers get a buffer layout)', () => {
  const r = run('host-struct-with-vector.cpp');
  expect(r.code).toBe(0);
  expect(r.stdout).toBe('4\n');
});

test('2^25 threads in tiles of 256, of rank 1, 2 and 3: more tiles along a dimension than a dispatch allows, each tile once', () => {
  // Per rank, the tiles' counts by slot (sum of the tile index's weighted components % 64), then the threads whose ids disagree.
  const slots = (tiles: number[], weights: number[]) => {
    const count = new Array<number>(64).fill(0);
    const visit = (d: number, sum: number): void => {
      if (d === tiles.length) {
        count[sum % 64]!++;
        return;
      }
      for (let t = 0; t < tiles[d]!; t++) visit(d + 1, sum + t * weights[d]!);
    };
    visit(0, 0);
    return [...count, 0];
  };
  const r = run('wide-tiles-256.cpp');
  expect(r.code).toBe(0);
  const lines = r.stdout.trim().split('\n').map(numbers);
  expect(lines).toEqual([
    slots([2 ** 17], [1]),
    slots([2, 2 ** 16], [5, 1]),
    slots([2, 2, 2 ** 15], [5, 3, 1]),
  ]);
});
