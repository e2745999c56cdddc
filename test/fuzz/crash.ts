/**
 * Crash fuzzing: whatever the input, `compile` returns diagnostics or output and never throws;
 * every error has a rule id and a span; and the WGSL of an accepted program is taken by Dawn
 * without a message (see test/codegen/wgsl-validates.test.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isRuleId } from '../../src/diagnostic-rules.js';
import { requestDawnDevice } from '../helpers/dawn.js';
import { compile } from '../../src/driver.js';
import { repoRoot } from './differential.js';

export interface Seed {
  file: string;
  text: string;
  includePaths: string[];
}

function cppFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((entry) => {
      const path = join(dir, entry);
      return statSync(path).isDirectory() ? cppFiles(path) : entry.endsWith('.cpp') ? [path] : [];
    });
}

/**
 * The programs mutants are made from: the repository's samples and test programs, and, where
 * the shared corpus is checked out beside the repository, its real C++ AMP programs.
 */
export function seedPrograms(withCorpus: boolean): Seed[] {
  const corpus = join(repoRoot, '..', 'shared', 'corpus');
  const dirs = [join(repoRoot, 'samples'), join(repoRoot, 'test', 'e2e', 'oracle-programs'), join(repoRoot, 'test', 'e2e', 'programs')];
  if (withCorpus) dirs.push(join(corpus, 'src'));
  return dirs.flatMap(cppFiles).map((file) => ({ file, text: readFileSync(file, 'utf8'), includePaths: [join(corpus, 'include')] }));
}

export type CompileCheck =
  | { kind: 'accepted'; wgsl: string; ms: number }
  | { kind: 'rejected'; firstError: string; ms: number }
  | { kind: 'crash'; message: string; ms: number }
  | { kind: 'bad-diagnostic'; message: string; ms: number };

/** Compiles one input and reports whether the compiler kept its promises. */
export function checkCompile(file: string, text: string, includePaths: string[] = []): CompileCheck {
  const start = performance.now();
  let result: ReturnType<typeof compile>;
  try {
    result = compile(file, text, { includePaths });
  } catch (e) {
    const message = e instanceof Error ? (e.stack ?? e.message).split('\n').slice(0, 6).join('\n') : String(e);
    return { kind: 'crash', message, ms: performance.now() - start };
  }
  const ms = performance.now() - start;
  for (const d of result.diagnostics) {
    if (!isRuleId(d.code) || d.span === undefined || typeof d.message !== 'string' || d.message === '') {
      return { kind: 'bad-diagnostic', message: JSON.stringify(d).slice(0, 300), ms };
    }
  }
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (result.output === null) {
    if (errors.length === 0) return { kind: 'bad-diagnostic', message: 'no output and no error', ms };
    return { kind: 'rejected', firstError: `${errors[0]!.span.start.line}: [${errors[0]!.code}] ${errors[0]!.message}`, ms };
  }
  if (errors.length > 0) return { kind: 'bad-diagnostic', message: 'output despite errors', ms };
  return { kind: 'accepted', wgsl: result.output.wgsl, ms };
}

/**
 * A device with the limits the runtime asks for (runtime/device.ts raises these to the
 * adapter's): validation must judge the WGSL against the device it will run on.
 */
export function fuzzDevice(gpu: GPU): Promise<GPUDevice> {
  return requestDawnDevice(gpu, { adapterLimits: true });
}

export { computeEntryPoints, dawnMessages } from '../helpers/dawn.js';
