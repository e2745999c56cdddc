/**
 * The compiler pipeline as one function: preprocess → parse → check → emit.
 * Each stage is pure; this file only wires them and decides when to stop:
 * after syntax errors sema does not run (its errors would be a cascade of the
 * syntax error's), and after sema errors nothing is emitted.
 */
import fs from 'node:fs';
import { emitHost } from './codegen/host/emit-host.js';
import type { KernelInterface } from './codegen/kernel-interface.js';
import { emitWgsl } from './codegen/wgsl/emit-wgsl.js';
import { error, hasErrors, type Diagnostic } from './diagnostics.js';
import { preprocess } from './lexer/preprocess.js';
import { parseTokens } from './parser/parser.js';
import { check } from './sema/check.js';
import type { SourceFiles } from './source.js';

export interface CompileOptions {
  /** -D NAME[=VALUE] */
  defines?: ReadonlyMap<string, string>;
  /** -I directories */
  includePaths?: readonly string[];
  /** File access (defaults to the real file system). */
  readFile?: (path: string) => string | undefined;
  /** Module specifier the host module imports the runtime from (default `ampc/runtime`). */
  runtimeImport?: string;
  /** Emit TypeScript (true, default) or plain JavaScript (false, used by `ampc run`). */
  typed?: boolean;
}

export interface CompileResult {
  /** All diagnostics, in source order, before -W filtering (see `filterDiagnostics`). */
  diagnostics: Diagnostic[];
  /** Every file read, for rendering source lines. */
  files: SourceFiles;
  /**
   * `null` when compilation failed. `kernels`: for each parallel_for_each, its entry point and how
   * its captures are bound (the plan the host module follows), for tools that launch kernels themselves.
   */
  output: { wgsl: string; host: string; kernels: KernelInterface[] } | null;
}

function readFromDisk(path: string): string | undefined {
  try {
    return fs.readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

export function compile(file: string, text: string, options: CompileOptions = {}): CompileResult {
  const pp = preprocess(file, text, {
    defines: options.defines,
    includePaths: options.includePaths,
    readFile: options.readFile ?? readFromDisk,
  });
  const diagnostics: Diagnostic[] = [...pp.diagnostics];
  const files = pp.files;
  if (hasErrors(diagnostics)) return { diagnostics, files, output: null };
  const parsed = parseTokens(pp.tokens);
  diagnostics.push(...parsed.errors.map((e) => error('syntax', e.message, e.span)));
  if (parsed.errors.length > 0) return { diagnostics, files, output: null };
  const checked = check(parsed.unit);
  diagnostics.push(...checked.diagnostics);
  if (hasErrors(diagnostics)) return { diagnostics, files, output: null };
  const wgsl = emitWgsl(checked.program);
  const host = emitHost(checked.program, wgsl.code, wgsl.interfaces, {
    typed: options.typed ?? true,
    runtimeImport: options.runtimeImport ?? 'ampc/runtime',
    sourceName: file,
  });
  diagnostics.push(...wgsl.diagnostics, ...host.diagnostics);
  if (hasErrors(diagnostics)) return { diagnostics, files, output: null };
  return { diagnostics, files, output: { wgsl: wgsl.code, host: host.code, kernels: wgsl.interfaces } };
}
