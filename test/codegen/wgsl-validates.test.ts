/**
 * Dawn (the WGSL implementation Node and Chromium use) accepts the WGSL ampc emits for every
 * sample: the shader module compiles with no message at all — not even a warning, since a
 * warning in a generated kernel is a codegen bug the user cannot fix — and every entry point
 * makes a compute pipeline with an automatic layout.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, type CompileOptions } from '../../src/driver.js';
import { computeEntryPoints, dawnMessages } from '../helpers/dawn.js';
import { useDawnDevice } from '../helpers/dawn-device.js';

const requireDevice = useDawnDevice();

const samplesDir = fileURLToPath(new URL('../../samples/', import.meta.url));

interface SampleCase {
  name: string;
  file: string;
  defines: ReadonlyMap<string, string>;
}

const plainSamples: SampleCase[] = readdirSync(samplesDir)
  .filter((entry) => entry.endsWith('.cpp'))
  .sort()
  .map((entry) => ({ name: basename(entry, '.cpp'), file: join(samplesDir, entry), defines: new Map<string, string>() }));

// sampling-example's tile size is a macro; 4 gives different tile_static arrays and workgroup sizes.
const samples: SampleCase[] = [
  ...plainSamples,
  { name: 'sampling-example -D SAMPLESIZE=4', file: join(samplesDir, 'sampling-example.cpp'), defines: new Map([['SAMPLESIZE', '4']]) },
];

function compileSample(sample: SampleCase): string {
  const options: CompileOptions = { defines: sample.defines };
  const result = compile(sample.file, readFileSync(sample.file, 'utf8'), options);
  const errors = result.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.span.start.line}:${d.span.start.column} ${d.message}`);
  expect(errors).toEqual([]);
  if (result.output === null) throw new Error(`${sample.name}: the compiler produced no output`);
  return result.output.wgsl;
}

describe('computeEntryPoints', () => {
  it('finds each @compute function after its attributes, and no other function', () => {
    const wgsl = [
      'fn helper(x: i32) -> i32 { return x; }',
      '@compute @workgroup_size(2, 3, 1)',
      'fn first(@builtin(global_invocation_id) id: vec3<u32>) {}',
      'fn other() {}',
      '@compute',
      '@workgroup_size(1)',
      'fn second() {}',
    ].join('\n');
    expect(computeEntryPoints(wgsl)).toEqual(['first', 'second']);
  });
});

describe('Dawn accepts the WGSL emitted for each sample', () => {
  it('covers every sample (a renamed or empty samples folder would make this file test nothing)', () => {
    expect(plainSamples.map((s) => s.name)).toEqual(expect.arrayContaining(['tiling-description', 'sampling-example', 'matmul-tile-static']));
  });

  test.each(samples.map((sample) => [sample.name, sample] as const))('%s', async (_name, sample) => {
    const wgsl = compileSample(sample);
    const entryPoints = computeEntryPoints(wgsl);
    // Every sample launches at least one parallel_for_each.
    expect(entryPoints.length).toBeGreaterThan(0);

    expect(await dawnMessages(await requireDevice(), wgsl)).toEqual([]);
  });
});

/**
 * The promise behind the samples: WGSL that ampc emits for a program it accepted never fails
 * Dawn's validation (nor draws a warning). Seeded mutants insert whole statements into kernels;
 * every mutant that compiles must give WGSL Dawn takes without a message.
 */
describe('Dawn accepts the WGSL of every mutated kernel that ampc accepts', () => {
  const programDirs = ['../../samples/', '../e2e/programs/'].map((d) => fileURLToPath(new URL(d, import.meta.url)));
  const programs = programDirs.flatMap((dir) => readdirSync(dir).filter((f) => f.endsWith('.cpp')).map((f) => join(dir, f)));
  const statements = [
    'int k = 1;', 'float f = 2.5f;', 'unsigned u = 3u;', 'bool b = true;',
    'int w = 0; for (int q = 0; q < 3; q++) { w += q; if (w > 2) break; }',
    'int z = 5; while (z > 0) { z -= 2; if (z == 1) continue; }',
    'int s = 0; switch (s) { case 0: s = 1; break; default: s = 2; break; }',
    'int m = (int)sqrt(16.0f);', 'float g = fabs(-1.5f) * 2.0f;', 'int h = 7 % 3 << 1 >> 1;',
    'int v = 1; v *= 3; v /= 2; v %= 5; v <<= 1; v |= 4; v &= 6; v ^= 1;', 'int c = true ? 1 : 2;',
    'int arr[3] = { 1, 2, 3 }; arr[1] += arr[2];', 'do { } while (false);', 'unsigned n = 7u; n = n * 2u + 1u;',
    'float p = (float)3 / 2;', 'int e = -(-3); e = ~e; bool nb = !(e > 0) && (e < 10 || e == 3);', 'return;',
  ];

  it('holds for 300 seeded mutants', async () => {
    let seed = 20261122;
    const random = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    const device = await requireDevice();
    const seen = new Set<string>();
    const rejected: string[] = [];
    for (let i = 0; i < 300; i++) {
      const file = programs[Math.floor(random() * programs.length)]!;
      let text = readFileSync(file, 'utf8');
      const anchor = text.indexOf('restrict(amp)');
      for (let edit = 0; edit < 1 + Math.floor(random() * 3) && anchor >= 0; edit++) {
        // After a `{` or `;` that follows the first restrict(amp): a statement boundary, or a for-header (rejected by the parser).
        const boundaries: number[] = [];
        for (let p = text.indexOf('{', anchor); p >= 0 && boundaries.length < 40; p = text.indexOf(';', p + 1)) boundaries.push(p + 1);
        const at = boundaries[Math.floor(random() * boundaries.length)]!;
        text = `${text.slice(0, at)} ${statements[Math.floor(random() * statements.length)]} ${text.slice(at)}`;
      }
      const result = compile(file, text);
      if (result.output === null || seen.has(result.output.wgsl)) continue;
      seen.add(result.output.wgsl);
      const messages = await dawnMessages(device, result.output.wgsl);
      if (messages.length > 0) rejected.push(`${basename(file)} (mutant ${i}): ${messages[0]}`);
    }
    // The mutants must exercise the emitter: most compile (the rest fail to parse, which is fine).
    expect(seen.size).toBeGreaterThan(40);
    expect(rejected).toEqual([]);
  }, 120_000);
});
