/**
 * ampc for browsers: the compiler with an in-memory file host, and a runner that
 * executes a compiled program on `navigator.gpu`. Bundled by scripts/build-browser.mjs
 * into dist/browser/ampc.js; it must import no Node module (the bundle build, for the
 * browser platform, fails if anything it reaches does).
 *
 * The runtime is a separate module (dist/browser/runtime.js) that the program's host
 * code imports by URL. Each run imports it under a fresh URL, so each program gets
 * fresh runtime state (cout's formatting, rand's seed, the device), as each
 * `ampc run` gets a fresh process.
 */
import type * as Runtime from '../runtime/index.js';
import { compile as compileWithHost, type CompileOptions, type CompileResult } from './pipeline.js';

export { renderDiagnostic, renderJson, summaryLine, filterDiagnostics, toJsonDiagnostic, type FilteredDiagnostic, type JsonDiagnostic } from './diagnostics-render.js';
export type { Diagnostic, Severity, RelatedNote } from './diagnostics.js';
export { DIAGNOSTIC_RULES, RULE_IDS, isRuleId, type RuleId, type RuleInfo } from './diagnostic-rules.js';
export type { KernelInterface } from './codegen/kernel-interface.js';
export type { CompileResult } from './pipeline.js';
export type { Span, SourceFiles } from './source.js';

export interface BrowserCompileOptions extends Omit<CompileOptions, 'readFile'> {
  /** Files `#include "..."` and -I can find, by path (none by default: system headers are built in). */
  files?: ReadonlyMap<string, string>;
}

/** Compiles `text` (the contents of `file`); includes resolve against `options.files`. */
export function compile(file: string, text: string, options: BrowserCompileOptions = {}): CompileResult {
  const { files, ...rest } = options;
  return compileWithHost(file, text, { ...rest, readFile: (path) => files?.get(path) });
}

export interface RunOptions extends Omit<BrowserCompileOptions, 'runtimeImport' | 'typed'> {
  /** The program's stdout, in pieces as cout flushes them. */
  stdout: (text: string) => void;
  /** The program's stderr (and libstdc++'s terminate message). */
  stderr: (text: string) => void;
  /** What `cin` reads (default: nothing, end of input at once). */
  stdin?: string;
  /** `argv` (default: the file name). */
  argv?: string[];
  /** Absolute URL of the runtime bundle (default: runtime.js beside this module). */
  runtimeUrl?: string;
}

export type RunResult =
  /** Compile errors: nothing ran. */
  | { kind: 'compile-failed'; compiled: CompileResult }
  /** The program ran; `exitCode` is what `ampc run` would exit with. */
  | { kind: 'exited'; compiled: CompileResult; exitCode: number }
  /** The generated code or the runtime threw something that is not a C++ exception: an ampc bug. */
  | { kind: 'crashed'; compiled: CompileResult; message: string };

/** Runs so far: each gets its own runtime instance (see the module comment). */
let runCount = 0;

/** Compiles `text` to JavaScript and runs its `main` on the browser's WebGPU. */
export async function compileAndRun(file: string, text: string, options: RunOptions): Promise<RunResult> {
  const { stdout, stderr, stdin, argv, runtimeUrl, ...compileOptions } = options;
  const base = runtimeUrl ?? new URL('./runtime.js', import.meta.url).href;
  const instanceUrl = `${base}${base.includes('?') ? '&' : '?'}run=${++runCount}`;
  const compiled = compile(file, text, { ...compileOptions, typed: false, runtimeImport: instanceUrl });
  if (compiled.output === null) return { kind: 'compile-failed', compiled };

  const runtime = (await import(/* webpackIgnore: true */ instanceUrl)) as typeof Runtime;
  runtime.setOutputSink(stdout);
  runtime.setErrorSink(stderr);
  runtime.cin.setInput(stdin ?? '');
  const moduleUrl = URL.createObjectURL(new Blob([compiled.output.host], { type: 'text/javascript' }));
  try {
    const program = (await import(/* webpackIgnore: true */ moduleUrl)) as { main?: unknown };
    if (typeof program.main !== 'function') {
      stderr(`ampc: error: '${file}' defines no 'main' function\n`);
      return { kind: 'exited', compiled, exitCode: 1 };
    }
    const main = program.main as Parameters<typeof Runtime.runProgram>[0];
    const exitCode = await runtime.runProgram(main, argv ?? [file]);
    return { kind: 'exited', compiled, exitCode };
  } catch (e) {
    return { kind: 'crashed', compiled, message: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  } finally {
    URL.revokeObjectURL(moduleUrl);
  }
}
