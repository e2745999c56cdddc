/**
 * The compiler pipeline as one function: preprocess → parse → check → lower (amp code, host code) → emit.
 * Each stage is pure; this file only wires them and decides when to stop:
 * after syntax errors sema does not run (its errors would be a cascade of the
 * syntax error's), and after sema errors nothing is emitted.
 *
 * It imports no Node module, so browsers load it as it is: every file besides the
 * main one comes through the injected `readFile` (src/driver.ts gives Node's file
 * system, src/browser.ts an in-memory map).
 */
import { emitHost } from './codegen/host/emit-host.js';
import type { KernelInterface } from './codegen/kernel-interface.js';
import type { LineTable } from './codegen/line-tags.js';
import { emitWgsl } from './codegen/wgsl/emit-wgsl.js';
import { error, hasErrors, type Diagnostic } from './diagnostics.js';
import { lowerAmpCode } from './lower/lower-amp.js';
import { lowerHostCode } from './lower/lower-host.js';
import { preprocess } from './lexer/preprocess.js';
import { Identifier } from './lexer/tokens.js';
import { parseTokens } from './parser/parser.js';
import { check } from './sema/check.js';
import type { SourceFiles } from './source.js';

export interface CompileOptions {
  /** -D NAME[=VALUE] */
  defines?: ReadonlyMap<string, string>;
  /** -I directories */
  includePaths?: readonly string[];
  /** File access for `#include "..."` and -I: the host's files (default: none, so only system headers resolve). */
  readFile?: (path: string) => string | undefined;
  /** Module specifier the host module imports the runtime from (default `ampc/runtime`). */
  runtimeImport?: string;
  /** Emit TypeScript (true, default) or plain JavaScript (false, used by `ampc run`). */
  typed?: boolean;
  /**
   * Also print the host module as plain JavaScript (`output.untyped`) from the same checked
   * program: `ampc --emit=js|both` writes both forms from one compile.
   */
  alsoUntyped?: boolean;
}

export interface CompileResult {
  /** All diagnostics, in source order, before -W filtering (see `filterDiagnostics`). */
  diagnostics: Diagnostic[];
  /** Every file read, for rendering source lines. */
  files: SourceFiles;
  /**
   * `null` when compilation failed. `kernels`: for each parallel_for_each, its entry point and how
   * its captures are bound (the plan the host module follows), for tools that launch kernels themselves.
   * `sourceLines`: per line of `host` and of `wgsl`, the C++ statement it comes from (for source maps; always set by this compiler).
   */
  output: {
    wgsl: string;
    host: string;
    kernels: KernelInterface[];
    declarations: string;
    sourceLines?: { host: LineTable; wgsl: LineTable };
    /** With `alsoUntyped`: the host module as JavaScript, and its line table. */
    untyped?: { host: string; lines: LineTable };
  } | null;
}

/** The host that has no files: the main file's text is given, and system headers are built in. */
const noFiles = (): undefined => undefined;

export function compile(file: string, text: string, options: CompileOptions = {}): CompileResult {
  const pp = preprocess(file, text, {
    defines: options.defines,
    includePaths: options.includePaths,
    readFile: options.readFile ?? noFiles,
  });
  const diagnostics: Diagnostic[] = [...pp.diagnostics];
  const files = pp.files;
  if (hasErrors(diagnostics)) return { diagnostics, files, output: null };
  const parsed = parseTokens(pp.tokens);
  diagnostics.push(...parsed.errors.map((e) => error(e.rule ?? 'syntax', e.message, e.span)));
  if (parsed.errors.length > 0) return { diagnostics, files, output: null };
  const identifiers = new Set<string>();
  // `auto` too: `auto l = {1, 2};` makes a std::initializer_list where no token names it (library-prelude.ts).
  for (const t of pp.tokens) if (t.tokenType === Identifier || t.image === 'auto') identifiers.add(t.image);
  const checked = check(parsed.unit, identifiers);
  diagnostics.push(...checked.diagnostics);
  if (hasErrors(diagnostics)) return { diagnostics, files, output: null };
  // amp code's side effects inside expressions, as statements (WGSL has them only as those).
  const lowered = lowerAmpCode(checked.program);
  diagnostics.push(...lowered.diagnostics);
  if (hasErrors(diagnostics)) return { diagnostics, files, output: null };
  const wgsl = emitWgsl(checked.program, lowered);
  // Host code's compound assignments and increments as plain stores, with their temporaries named.
  const hostLowered = lowerHostCode(checked.program);
  const hostIn = (typed: boolean) =>
    emitHost(checked.program, wgsl.code, wgsl.interfaces, {
      typed,
      runtimeImport: options.runtimeImport ?? 'ampc/runtime',
      sourceName: file,
      wgslLines: wgsl.lines,
    }, hostLowered);
  const host = hostIn(options.typed ?? true);
  diagnostics.push(...wgsl.diagnostics, ...host.diagnostics);
  if (hasErrors(diagnostics)) return { diagnostics, files, output: null };
  // The same program printed again: its diagnostics are the first print's.
  const untyped = options.alsoUntyped ? hostIn(false) : undefined;
  const sourceLines = { host: host.lines, wgsl: wgsl.lines };
  return {
    diagnostics,
    files,
    output: {
      wgsl: wgsl.code,
      host: host.code,
      kernels: wgsl.interfaces,
      declarations: host.declarations,
      sourceLines,
      ...(untyped ? { untyped: { host: untyped.code, lines: untyped.lines } } : {}),
    },
  };
}
