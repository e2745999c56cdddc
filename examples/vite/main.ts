/**
 * The example app: C++ AMP code imported from .cpp files, compiled by ampc's Vite plugin
 * (vite.config.ts) at build time, and run on the page's WebGPU.
 */
import { runProgram, setOutputSink } from 'ampc/runtime';
import { sgemm } from './sgemm.cpp';
import sgemmWgsl from './sgemm.cpp?wgsl';
import { main as tileStaticAverage } from '../../samples/tile-static-average.cpp';

const show = (id: string, text: string) => (document.getElementById(id)!.textContent = text);

/** A deterministic m x n matrix of small integers, so every product is exact in float. */
function matrix(rows: number, columns: number, seed: number): Float32Array {
  return Float32Array.from({ length: rows * columns }, (_, i) => ((i * seed) % 7) - 3);
}

function rowsOf(values: Float32Array, columns: number): string {
  const lines: string[] = [];
  for (let i = 0; i < values.length; i += columns) lines.push(Array.from(values.subarray(i, i + columns)).join(' '));
  return lines.join('\n');
}

async function run(): Promise<void> {
  // C = 2 * A * B + 0.5 * C with A 5x7, B 7x6 and C 5x6: sizes that are not whole tiles.
  const [m, n, k] = [5, 6, 7];
  const a = matrix(m, k, 3);
  const b = matrix(k, n, 5);
  const c = Float32Array.from({ length: m * n }, (_, i) => i);
  await sgemm(m, n, k, 2, a, b, 0.5, c);
  show('sgemm', rowsOf(c, n));

  show('wgsl', [...sgemmWgsl.matchAll(/@compute @workgroup_size\(([^)]*)\)\s*fn (\w+)/g)].map(([, size, name]) => `${name} @workgroup_size(${size})`).join('\n'));

  let stdout = '';
  setOutputSink((text) => (stdout += text));
  const exitCode = await runProgram(tileStaticAverage, ['tile-static-average']);
  show('stdout', stdout);
  if (exitCode !== 0) throw new Error(`tile-static-average exited with ${exitCode}`);
}

const status = document.getElementById('status')!;
run().then(
  () => {
    status.dataset.state = 'done';
    status.textContent = 'done';
  },
  (e: unknown) => {
    status.dataset.state = 'failed';
    status.textContent = `failed: ${e instanceof Error ? e.message : String(e)}`;
  },
);
