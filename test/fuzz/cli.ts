/**
 * The offline fuzzer, `npm run fuzz -- <mode> [options]`:
 *
 *   crash --count 100000      mutants of the seed programs (and of generated ones), compiled in
 *                             worker threads with a time limit each; accepted ones are validated
 *                             by Dawn every --dawn-every inputs (distinct WGSL only)
 *   diff --from 0 --to 200    generated programs run by g++ and by `ampc run`, outputs compared
 *   compile --from 0 --to 5000  generated programs must compile, and Dawn must take their WGSL
 *
 * Options: --seed N (crash), --timeout-ms N (crash, per input, default 10000), --workers N,
 * --dawn-every N (crash, default 20), --generated P (crash: the share of mutants made from
 * generated programs rather than seed files, default 0.1),
 * --out DIR (where failing inputs are written, default /tmp/ampc-fuzz), --no-corpus.
 * Exit code 1 when anything was found.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { create } from 'webgpu';
import { checkCompile, dawnMessages, fuzzDevice, seedPrograms, type CompileCheck } from './crash.js';
import type { Job } from './crash-worker.js';
import { compareWithGxx } from './differential.js';
import { mutate } from './mutate.js';
import { generateProgram } from './program.js';
import { Random } from './random.js';

const args = process.argv.slice(2);
const mode = args[0];
function option(name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
}
const outDir = (() => {
  const i = args.indexOf('--out');
  return i >= 0 ? args[i + 1]! : '/tmp/ampc-fuzz';
})();
mkdirSync(outDir, { recursive: true });

/** Findings, one file per distinct first message line. */
const findings = new Map<string, number>();
function report(kind: string, message: string, name: string, text: string): void {
  const key = `${kind}: ${message.split('\n')[0]!.replace(/\d+/g, 'N')}`;
  findings.set(key, (findings.get(key) ?? 0) + 1);
  if (findings.get(key) === 1) {
    const path = join(outDir, `${kind}-${name}.cpp`);
    writeFileSync(path, `/* ${kind}: ${message.replace(/\*\//g, '* /')} */\n${text}`);
    console.log(`${kind} (${name}): ${message.split('\n').slice(0, 3).join(' | ')}\n  -> ${path}`);
  }
}

let gpuPin: GPU | undefined;
async function device(): Promise<GPUDevice> {
  gpuPin = create([]);
  return fuzzDevice(gpuPin);
}

/** A pool of compile workers; an input over the time limit is a hang and costs its worker. */
class Pool {
  private workers: { worker: Worker; busy: boolean }[] = [];
  constructor(
    private readonly size: number,
    private readonly timeoutMs: number,
  ) {
    for (let i = 0; i < size; i++) this.workers.push({ worker: this.spawn(), busy: false });
  }
  private spawn(): Worker {
    return new Worker(new URL('./crash-worker.js', import.meta.url));
  }
  async run(job: Job): Promise<CompileCheck | { kind: 'hang'; ms: number }> {
    let slot = this.workers.find((w) => !w.busy);
    while (slot === undefined) {
      await new Promise((r) => setTimeout(r, 1));
      slot = this.workers.find((w) => !w.busy);
    }
    slot.busy = true;
    const s = slot;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        s.worker.removeAllListeners('message');
        void s.worker.terminate();
        s.worker = this.spawn();
        s.busy = false;
        resolve({ kind: 'hang', ms: this.timeoutMs });
      }, this.timeoutMs);
      s.worker.once('message', (m: { id: number; check: CompileCheck }) => {
        clearTimeout(timer);
        s.busy = false;
        resolve(m.check);
      });
      s.worker.postMessage(job);
    });
  }
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.worker.terminate()));
  }
}

async function crashMode(): Promise<void> {
  const count = option('count', 10000);
  const random = new Random(option('seed', 1));
  const seeds = seedPrograms(!args.includes('--no-corpus'));
  const workers = option('workers', 2);
  const pool = new Pool(workers, option('timeout-ms', 10000));
  const dawnEvery = option('dawn-every', 20);
  const generatedShare = option('generated', 0.1);
  const gpu = await device();
  const seenWgsl = new Set<string>();
  const tally = { accepted: 0, rejected: 0, validated: 0, maxMs: 0 };
  const started = Date.now();
  const inFlight = new Set<Promise<void>>();
  for (let i = 0; i < count; i++) {
    const fromGenerated = random.chance(generatedShare);
    const seed = fromGenerated ? { file: `/tmp/generated-${i}.cpp`, text: generateProgram(random.int(0, 1e9)), includePaths: [] } : random.pick(seeds);
    const text = random.chance(0.03) ? seed.text : mutate(seed.text, random);
    const name = `${i}`;
    const validate = i % dawnEvery === 0;
    const p = pool.run({ id: i, file: seed.file, text, includePaths: seed.includePaths }).then(async (check) => {
      tally.maxMs = Math.max(tally.maxMs, check.ms);
      switch (check.kind) {
        case 'accepted':
          tally.accepted++;
          if (validate && !seenWgsl.has(check.wgsl)) {
            seenWgsl.add(check.wgsl);
            tally.validated++;
            const messages = await dawnMessages(gpu, check.wgsl);
            if (messages.length > 0) report('dawn', messages[0]!, name, text);
          }
          return;
        case 'rejected':
          tally.rejected++;
          return;
        case 'crash':
        case 'bad-diagnostic':
          report(check.kind, check.message, name, text);
          return;
        case 'hang':
          report('hang', `no answer in ${check.ms} ms`, name, text);
          return;
      }
    });
    inFlight.add(p);
    void p.then(() => inFlight.delete(p));
    // Two inputs per worker in flight: one compiling, one queued, so no worker waits for the next mutant.
    if (inFlight.size >= 2 * workers) await Promise.race(inFlight);
    if (i % 1000 === 0 && i > 0) console.log(`${i} inputs, ${Math.round((Date.now() - started) / 1000)} s, ${JSON.stringify(tally)}, ${findings.size} distinct findings`);
  }
  await Promise.all(inFlight);
  await pool.close();
  console.log(`crash: ${count} inputs in ${Math.round((Date.now() - started) / 1000)} s: ${JSON.stringify(tally)}`);
  gpu.destroy();
}

async function compileMode(): Promise<void> {
  const gpu = await device();
  const from = option('from', 0);
  const to = option('to', 1000);
  for (let seed = from; seed < to; seed++) {
    const text = generateProgram(seed);
    const check = checkCompile(`/tmp/generated-${seed}.cpp`, text);
    if (check.kind === 'accepted') {
      const messages = await dawnMessages(gpu, check.wgsl);
      if (messages.length > 0) report('dawn', messages[0]!, `gen${seed}`, text);
    } else if (check.kind === 'rejected') {
      report('rejected', check.firstError, `gen${seed}`, text);
    } else {
      report(check.kind, check.message, `gen${seed}`, text);
    }
  }
  console.log(`compile: seeds ${from}..${to - 1}`);
  gpu.destroy();
}

function diffMode(): void {
  const from = option('from', 0);
  const to = option('to', 50);
  let same = 0;
  for (let seed = from; seed < to; seed++) {
    const text = generateProgram(seed);
    const verdict = compareWithGxx(`gen${seed}`, text);
    if (verdict.kind === 'same') same++;
    else report(verdict.kind, verdict.detail, `gen${seed}`, text);
  }
  console.log(`diff: ${same} of ${to - from} programs print and exit as under g++`);
}

async function main(): Promise<void> {
  switch (mode) {
    case 'crash':
      await crashMode();
      break;
    case 'compile':
      await compileMode();
      break;
    case 'diff':
      diffMode();
      break;
    default:
      console.error('usage: npm run fuzz -- crash|compile|diff [options] (see test/fuzz/cli.ts)');
      process.exit(2);
  }
  console.log([...findings].map(([k, n]) => `${n}\t${k}`).join('\n') || 'no findings');
  void gpuPin;
  process.exit(findings.size > 0 ? 1 : 0);
}

await main();
