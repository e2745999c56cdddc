#!/usr/bin/env node
/**
 * `ampc`, the command line:
 *
 *   ampc <file.cpp> -o <dir>           writes <dir>/<name>.ts (host module) and <dir>/<name>.wgsl
 *   ampc run <file.cpp> [-- args]      compiles to JavaScript and runs it at once
 *
 * `main` takes its streams, environment and compile function as arguments so
 * tests can drive it without a process or the real compiler; the process is
 * wired up only when this file is the program Node started (bottom of file).
 *
 * Exit codes: 0 compiled (warnings allowed), 1 compile errors (after -W
 * filtering), 2 usage errors; `ampc run` exits with the program's code.
 * Diagnostics go to stderr only, so `ampc run`'s stdout is the program's alone.
 */
import { accessSync, constants, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, watch as fsWatch, writeFileSync, type FSWatcher } from 'node:fs';
import { constants as osConstants, tmpdir } from 'node:os';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Command, CommanderError, Option } from 'commander';
import { DIAGNOSTIC_RULES, isRuleId, RULE_IDS, type RuleId } from './diagnostic-rules.js';
import { hasErrors } from './diagnostics.js';
import {
  filterDiagnostics,
  renderDiagnostic,
  renderJson,
  shouldUseColor,
  summaryLine,
  type FilteredDiagnostic,
  type WarningOptions,
} from './diagnostics-render.js';
// Imported statically: the command is one bundle (scripts/build-cli.mjs), and a dynamic import would
// make esbuild wrap every module it reaches in a lazily run function, which V8 then compiles at
// every start instead of taking it from Node's compile cache with the rest of the bundle.
import { compile as compileSource, type CompileOptions } from './driver.js';
import { DawnNoiseFilter } from './dawn-noise.js';
import type { SourceFiles } from './source.js';
import type { LineTable } from './codegen/line-tags.js';
import { hostWithInlineMap, hostWithMap, wgslTableFile } from './source-map-output.js';

export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown; isTTY?: boolean };
  env: NodeJS.ProcessEnv;
  /** The compiler; defaults to `./driver.js`'s `compile`. */
  compile?: typeof compileSource;
  /** `--watch` stops when this resolves (tests); the process's watch runs until it is killed. */
  stopWatching?: Promise<void>;
}

const EXIT_OK = 0;
const EXIT_COMPILE_ERRORS = 1;
const EXIT_USAGE = 2;

/**
 * Where `ampc run`'s host module imports the runtime from: the very module
 * this file's `runProgram` comes from (dist/runtime/index.js next to
 * dist/src/cli.js), so the program and `runProgram` share one cout and one device.
 */
export const RUNTIME_URL = new URL('../runtime/index.js', import.meta.url).href;

type DiagnosticsFormat = 'text' | 'json';

/** What every command takes besides its file. */
interface CompileFlags {
  defines: Map<string, string>;
  includePaths: string[];
  format: DiagnosticsFormat;
  warnings: WarningOptions;
}

/** A usage problem found by our own checks (commander reports its own). */
class UsageError extends Error {}

export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    const { warnings, rest, notes } = takeWarningFlags(argv);
    for (const note of notes) io.stderr.write(note);
    let exitCode = EXIT_OK;
    const program = buildProgram(io, {
      compileToDirectory: async (file, output, flags) => {
        exitCode = output.watch ? await watch(file, output, { ...flags, warnings }, io) : await compileToDirectory(file, output, { ...flags, warnings }, io);
      },
      listRules: () => {
        const width = Math.max(...RULE_IDS.map((id) => id.length));
        for (const id of RULE_IDS) io.stdout.write(`${id.padEnd(width)}  ${DIAGNOSTIC_RULES[id].severity.padEnd(7)}  ${DIAGNOSTIC_RULES[id].description}\n`);
      },
      run: async (file, flags) => {
        exitCode = await compileAndRun(file, { ...flags, warnings }, io);
      },
    });
    await program.parseAsync(rest, { from: 'user' });
    return exitCode;
  } catch (e) {
    if (e instanceof CommanderError) {
      // --help and --version end parsing with exit code 0; everything else is a usage error
      // that commander has already printed (through `outputError`, as `ampc: error: ...`).
      return e.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    }
    if (e instanceof UsageError) {
      io.stderr.write(`ampc: error: ${e.message}\n`);
      return EXIT_USAGE;
    }
    io.stderr.write(`ampc: error: internal error: ${describeError(e)}\n`);
    return EXIT_COMPILE_ERRORS;
  }
}

// ---------------------------------------------------------------------------
// Arguments

/** Options that take the next argument as their value: a `-w` there is a value, not a flag. */
const OPTIONS_WITH_VALUE = new Set(['-o', '--output', '-D', '-I', '--diagnostics-format', '--emit']);

/**
 * Takes `-w`, `-Werror` and `-Wno-<rule>` out of the arguments. Commander cannot
 * declare a family of flags like `-Wno-*` (it would read `-Wno-race` as `-W`
 * with the value `no-race`), so they are removed before it parses. Arguments
 * after `--` belong to the program and are left alone.
 */
function takeWarningFlags(argv: readonly string[]): { warnings: WarningOptions; rest: string[]; notes: string[] } {
  const warnings = { werror: false, noWarnings: false, disabled: new Set<RuleId>() };
  const rest: string[] = [];
  const notes: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      rest.push(...argv.slice(i));
      break;
    }
    if (OPTIONS_WITH_VALUE.has(arg) && i + 1 < argv.length) {
      rest.push(arg, argv[i + 1]!);
      i++;
    } else if (arg === '-Werror') {
      warnings.werror = true;
    } else if (arg === '-w') {
      warnings.noWarnings = true;
    } else if (arg.startsWith('-Wno-')) {
      const rule = arg.slice('-Wno-'.length);
      if (rule === '') throw new UsageError("missing rule name after '-Wno-'");
      // Like clang: a misspelt rule is a warning (it would otherwise silence nothing and say
      // nothing), not a usage error, so build scripts written for another version still run.
      if (isRuleId(rule)) warnings.disabled.add(rule);
      else notes.push(unknownRuleWarning(arg, rule));
    } else {
      rest.push(arg);
    }
  }
  return { warnings, rest, notes };
}

/** clang's `warning: unknown warning option '-Wno-foo'; did you mean '-Wno-bar'?` */
function unknownRuleWarning(arg: string, rule: string): string {
  const nearest = RULE_IDS.map((id) => ({ id, distance: editDistance(rule, id) }))
    .sort((a, b) => a.distance - b.distance)[0];
  const hint = nearest !== undefined && nearest.distance <= Math.max(2, Math.floor(rule.length / 3)) ? `; did you mean '-Wno-${nearest.id}'?` : '';
  return `ampc: warning: unknown warning option '${arg}'${hint} (ampc --list-rules lists them)\n`;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row.push(Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    previous = row;
  }
  return previous[b.length]!;
}

interface CommandOptions {
  D?: string[];
  I?: string[];
  diagnosticsFormat?: DiagnosticsFormat;
}

/** What the compile command writes. */
interface OutputOptions {
  outputDir: string;
  emit: EmitKind;
  /** Print the WGSL on stdout instead of writing files. */
  printWgsl: boolean;
  watch: boolean;
}

type EmitKind = 'ts' | 'js' | 'both';

interface Actions {
  compileToDirectory(file: string, output: OutputOptions, flags: Omit<CompileFlags, 'warnings'>): Promise<void>;
  listRules(): void;
  run(file: string, flags: Omit<CompileFlags, 'warnings'>): Promise<void>;
}

/** Accumulates a repeatable option. No default is declared so that help does not print `(default: [])`. */
const collect = (value: string, previous: string[] | undefined): string[] => [...(previous ?? []), value];

/** The options both commands take (besides the -W family, see `takeWarningFlags`). */
function addCompileOptions(command: Command): Command {
  return command
    .option('-D <macro>', 'define <macro> as 1, or NAME=VALUE as VALUE (repeatable)', collect)
    .option('-I <dir>', 'add <dir> to the #include search path (repeatable)', collect)
    .addOption(new Option('--diagnostics-format <format>', 'how diagnostics are printed (default: text)').choices(['text', 'json']))
    .addHelpText(
      'after',
      [
        '',
        'Warning options:',
        '  -w             suppress all warnings',
        '  -Werror        turn warnings into errors',
        '  -Wno-<rule>    suppress the warnings of one rule (the code in brackets)',
      ].join('\n'),
    );
}

function buildProgram(io: CliIo, actions: Actions): Command {
  const program = new Command('ampc')
    .description('Compile C++ AMP programs to WGSL compute kernels and a TypeScript host module.')
    .version(packageVersion(), '-V, --version', 'print the version')
    // Options after `run` belong to `run`, not to the top-level command.
    .enablePositionalOptions()
    // Settings set here before `.command()` are inherited by the subcommand.
    .exitOverride()
    .configureOutput({
      writeOut: (text) => void io.stdout.write(text),
      writeErr: (text) => void io.stderr.write(text),
      // Commander's messages start with "error: "; clang's driver prefixes its name.
      outputError: (text, write) => write(`ampc: ${text}`),
    });

  const run = program
    .command('run')
    .description("compile <file> and run it on WebGPU; exits with the program's exit code")
    .argument('<file>', 'C++ AMP source file')
    .argument('[args...]', 'arguments after -- (accepted; translated programs do not read them yet)')
    .action(async (file: string, _args: string[], options: CommandOptions, command: Command) => {
      // Options given before `run` (ampc -DX run f.cpp) count too.
      const outer = command.parent?.opts<CommandOptions>() ?? {};
      await actions.run(file, compileFlags(outer, options));
    });
  addCompileOptions(run);

  addCompileOptions(program)
    // Optional only so that `ampc --list-rules` needs none; the action requires it otherwise.
    .argument('[file]', "C++ AMP source file ('-' reads standard input)")
    .option('-o, --output <dir>', 'directory for <name>.ts and <name>.wgsl', '.')
    .addOption(new Option('--emit <kind>', 'the host module as TypeScript (ts), as JavaScript with a .d.ts (js), or both').choices(['ts', 'js', 'both']).default('ts'))
    .option('--print-wgsl', 'print the kernels\' WGSL on stdout instead of writing files')
    .option('--watch', 'compile again whenever the file or a file it includes changes')
    .option('--list-rules', 'print every diagnostic rule id with its default severity, and exit')
    .action(async (file: string | undefined, options: CommandOptions & { output: string; emit: EmitKind; printWgsl?: boolean; watch?: boolean; listRules?: boolean }) => {
      if (options.listRules) return actions.listRules();
      if (file === undefined) throw new UsageError("missing required argument 'file'");
      if (options.watch && file === '-') throw new UsageError("--watch needs a file; it cannot watch standard input");
      const output = { outputDir: options.output, emit: options.emit, printWgsl: options.printWgsl ?? false, watch: options.watch ?? false };
      await actions.compileToDirectory(file, output, compileFlags({}, options));
    });
  return program;
}

function compileFlags(outer: CommandOptions, inner: CommandOptions): Omit<CompileFlags, 'warnings'> {
  const defines = new Map<string, string>();
  for (const definition of [...(outer.D ?? []), ...(inner.D ?? [])]) {
    const equals = definition.indexOf('=');
    const name = equals < 0 ? definition : definition.slice(0, equals);
    // Like clang: -DNAME defines NAME as 1.
    const value = equals < 0 ? '1' : definition.slice(equals + 1);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new UsageError(`macro name must be an identifier in '-D ${definition}'`);
    defines.set(name, value);
  }
  return {
    defines,
    includePaths: [...(outer.I ?? []), ...(inner.I ?? [])].map((dir) => resolve(dir)),
    format: inner.diagnosticsFormat ?? outer.diagnosticsFormat ?? 'text',
  };
}

function packageVersion(): string {
  // dist/src/cli.js and src/cli.ts sit at different depths: walk up to ampc's package.json.
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'package.json');
    if (existsSync(candidate)) {
      const pkg = JSON.parse(readFileSync(candidate, 'utf8')) as { name?: unknown; version?: unknown };
      if (pkg.name === 'ampc' && typeof pkg.version === 'string') return pkg.version;
    }
    const parent = dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

// ---------------------------------------------------------------------------
// Commands

type Compiled =
  | { kind: 'compiled'; host: string; wgsl: string; declarations: string; files: SourceFiles; sourceLines?: { host: LineTable; wgsl: LineTable }; untyped?: { host: string; lines: LineTable } }
  | { kind: 'failed'; exitCode: number; files: SourceFiles };

/** The name diagnostics give standard input, as clang's. */
const STDIN_NAME = '<stdin>';

/** Compiles `file` ('-': standard input), or `source.text` under `source.name` when given. */
async function compileFile(file: string, flags: CompileFlags, io: CliIo, extra: CompileOptions, source?: { name: string; text: string }): Promise<Compiled> {
  let text: string;
  if (source !== undefined) {
    ({ name: file, text } = source);
  } else {
    try {
      text = readFileSync(file === '-' ? 0 : file, 'utf8');
    } catch (e) {
      throw new UsageError(`cannot read '${file}': ${describeFileError(e)}`);
    }
    if (file === '-') file = STDIN_NAME;
  }
  const compile = io.compile ?? compileSource;
  const result = compile(file, text, { defines: flags.defines, includePaths: flags.includePaths, ...extra });
  const shown = filterDiagnostics(result.diagnostics, flags.warnings);
  printDiagnostics(shown, result.files, flags.format, io);
  if (hasErrors(shown)) return { kind: 'failed', exitCode: EXIT_COMPILE_ERRORS, files: result.files };
  if (result.output === null) {
    io.stderr.write('ampc: error: internal error: compilation produced no output and no error\n');
    return { kind: 'failed', exitCode: EXIT_COMPILE_ERRORS, files: result.files };
  }
  return { kind: 'compiled', ...result.output, files: result.files };
}

function printDiagnostics(diagnostics: readonly FilteredDiagnostic[], files: SourceFiles, format: DiagnosticsFormat, io: CliIo): void {
  switch (format) {
    case 'json':
      // Always an array, even an empty one, so a tool can parse stderr without special cases.
      io.stderr.write(renderJson(diagnostics, files) + '\n');
      return;
    case 'text': {
      const color = shouldUseColor(io.stderr, io.env);
      for (const d of diagnostics) io.stderr.write(renderDiagnostic(d, files, { color }));
      const summary = summaryLine(diagnostics);
      if (summary !== undefined) io.stderr.write(summary + '\n');
      return;
    }
  }
}

async function compileToDirectory(file: string, output: OutputOptions, flags: CompileFlags, io: CliIo): Promise<number> {
  return (await compileOnce(file, output, flags, io)).exitCode;
}

async function compileOnce(file: string, output: OutputOptions, flags: CompileFlags, io: CliIo): Promise<{ exitCode: number; files: SourceFiles }> {
  // A directory that cannot be written fails before the work of compiling, not after it.
  if (!output.printWgsl) {
    const problem = unwritableDirectory(output.outputDir);
    if (problem !== null) throw new UsageError(`cannot write to '${output.outputDir}': ${problem}`);
  }
  const js = output.emit !== 'ts';
  const compiled = await compileFile(file, flags, io, js ? { alsoUntyped: true } : {});
  if (compiled.kind === 'failed') return compiled;
  if (output.printWgsl) {
    io.stdout.write(compiled.wgsl);
    return { exitCode: EXIT_OK, files: compiled.files };
  }
  const baseName = file === '-' ? 'stdin' : basename(file, extname(file));
  const targets = [{ path: join(output.outputDir, `${baseName}.wgsl`), text: compiled.wgsl }];
  // Source maps beside each output (src/source-map-output.ts); a compiler without line tables (a test's fake) writes none.
  const withMap = (path: string, text: string, lines: LineTable | undefined) => (lines ? hostWithMap(path, text, lines, compiled.files, output.outputDir) : [{ path, text }]);
  if (compiled.sourceLines) targets.push(wgslTableFile(targets[0].path, compiled.sourceLines.wgsl, output.outputDir));
  if (output.emit !== 'js') targets.push(...withMap(join(output.outputDir, `${baseName}.ts`), compiled.host, compiled.sourceLines?.host));
  if (js) {
    // The JavaScript form is the same checked program printed without types (not a
    // transpile: ampc does not load TypeScript at run time).
    if (!compiled.untyped) throw new Error('internal: the compiler gave no JavaScript form of the host module');
    targets.push(...withMap(join(output.outputDir, `${baseName}.js`), compiled.untyped.host, compiled.untyped.lines), { path: join(output.outputDir, `${baseName}.d.ts`), text: compiled.declarations });
  }
  try {
    makeDirectory(output.outputDir);
    for (const target of targets) writeFileSync(target.path, target.text);
  } catch (e) {
    io.stderr.write(`ampc: error: cannot write to '${output.outputDir}': ${describeFileError(e)}\n`);
    return { exitCode: EXIT_COMPILE_ERRORS, files: compiled.files };
  }
  return { exitCode: EXIT_OK, files: compiled.files };
}

/**
 * Why files cannot be written in `dir`, or null. Creates nothing: the nearest existing
 * ancestor must be a writable directory (`makeDirectory` creates the rest after compiling).
 */
function unwritableDirectory(dir: string): string | null {
  try {
    let existing = resolve(dir);
    while (!existsSync(existing)) existing = dirname(existing);
    if (!statSync(existing).isDirectory()) return existing === resolve(dir) ? 'not a directory' : `'${existing}' is not a directory`;
    accessSync(existing, constants.W_OK);
    return null;
  } catch (e) {
    return describeFileError(e);
  }
}

/** `mkdir -p`, one level at a time: Node's recursive mkdir spins forever under /proc instead of failing. */
function makeDirectory(dir: string): void {
  const missing: string[] = [];
  for (let d = resolve(dir); !existsSync(d); d = dirname(d)) missing.unshift(d);
  for (const d of missing) mkdirSync(d);
}

/**
 * `--watch`: compiles, then again whenever the file or a file it included changes, until the
 * process is stopped (or `io.stopWatching` resolves, for tests). Errors are printed and the
 * watch goes on, so a half-typed edit does not end it.
 */
async function watch(file: string, output: OutputOptions, flags: CompileFlags, io: CliIo): Promise<number> {
  const watchers = new Map<string, FSWatcher>();
  let pending: NodeJS.Timeout | null = null;
  let running = Promise.resolve();
  const build = async (): Promise<void> => {
    let result: { exitCode: number; files: SourceFiles };
    try {
      result = await compileOnce(file, output, flags, io);
    } catch (e) {
      io.stderr.write(`ampc: error: ${e instanceof UsageError ? e.message : `internal error: ${describeError(e)}`}\n`);
      result = { exitCode: EXIT_COMPILE_ERRORS, files: new Map([[resolve(file), '']]) };
    }
    io.stderr.write(`ampc: ${result.exitCode === EXIT_OK ? 'compiled' : 'errors'}; watching ${result.files.size} file${result.files.size === 1 ? '' : 's'} for changes\n`);
    const wanted = new Set([resolve(file), ...[...result.files.keys()].map((f) => resolve(f))]);
    for (const [path, w] of watchers) if (!wanted.has(path)) { w.close(); watchers.delete(path); }
    for (const path of wanted) {
      if (watchers.has(path)) continue;
      try {
        // Editors often replace a file (rename) instead of writing it: watch the path again after each build.
        watchers.set(path, fsWatch(path, () => schedule()));
      } catch {
        // A file that vanished: the next build reports it.
      }
    }
  };
  const schedule = () => {
    if (pending !== null) clearTimeout(pending);
    // Editors write in several steps; compile once they are done.
    pending = setTimeout(() => {
      pending = null;
      for (const w of watchers.values()) w.close();
      watchers.clear();
      running = running.then(build);
    }, 50);
  };
  running = build();
  await running;
  await (io.stopWatching ?? new Promise<never>(() => {}));
  if (pending !== null) clearTimeout(pending);
  await running;
  for (const w of watchers.values()) w.close();
  return EXIT_OK;
}

async function compileAndRun(file: string, flags: CompileFlags, io: CliIo): Promise<number> {
  const compiled = await compileFile(file, flags, io, { typed: false, runtimeImport: RUNTIME_URL });
  if (compiled.kind === 'failed') return compiled.exitCode;
  const dir = mkdtempSync(join(tmpdir(), 'ampc-run-'));
  try {
    const modulePath = join(dir, 'main.mjs');
    // A JS error from the generated code (not a C++ exception) shows its C++ file:line in the stack.
    process.setSourceMapsEnabled(true);
    writeFileSync(modulePath, compiled.sourceLines ? hostWithInlineMap(compiled.host, compiled.sourceLines.host, compiled.files) : compiled.host);
    const program = (await import(pathToFileURL(modulePath).href)) as { main?: unknown };
    if (typeof program.main !== 'function') {
      // As the linker would: a program needs a main. Compiled without `run`, the same file is a
      // module whose functions another program imports.
      io.stderr.write(`ampc: error: '${file}' defines no 'main' function, which 'ampc run' starts; compile it with 'ampc ${file} -o <dir>' to use it as a module\n`);
      return EXIT_COMPILE_ERRORS;
    }
    const { runProgram } = await import('../runtime/index.js');
    // argv[0] is the source file's name, standing in for the executable's.
    return await runProgram(program.main as (argc: number, argv: string[]) => Promise<number | void> | number | void, [file]);
  } catch (e) {
    // runProgram handles C++ AMP exceptions itself; anything reaching here is a bug in
    // the generated code or the runtime, reported like Node reports an uncaught error.
    io.stderr.write(`ampc: error: the program failed: ${describeError(e)}\n`);
    return 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function describeFileError(e: unknown): string {
  const code = (e as { code?: unknown } | null)?.code;
  switch (code) {
    case 'ENOENT':
      return 'no such file or directory';
    case 'EISDIR':
      return 'is a directory';
    case 'EACCES':
      return 'permission denied';
    case 'ENOTDIR':
      return 'not a directory';
    case 'EEXIST':
      return 'a file of that name exists';
    default:
      return e instanceof Error ? e.message : String(e);
  }
}

function describeError(e: unknown): string {
  return e instanceof Error ? (e.stack ?? e.message) : String(e);
}

// ---------------------------------------------------------------------------
// The process, when Node runs this file (directly or through npm's bin symlink)

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (script === undefined) return false;
  try {
    return pathToFileURL(realpathSync(script)).href === import.meta.url;
  } catch {
    return false;
  }
}

if (isEntryPoint()) void runAsProcess();

// The compile server (src/compile-client.ts) runs in a process that loads this bundle.
export { serveCompiles } from './compile-server.js';

/** `ampc` as this process: its arguments, streams and exit code. */
export async function runAsProcess(): Promise<void> {
  // `ampc --list-rules | head`: a reader that stops early is not an error.
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
  const argv = process.argv.slice(2);
  if (argv[0] === 'run' && process.env.AMPC_RUN_CHILD === undefined) {
    process.exitCode = await runInFilteredChild(argv);
  } else {
    process.exitCode = await main(argv, { stdout: process.stdout, stderr: process.stderr, env: process.env });
  }
}

/**
 * `ampc run` in a child process whose stderr goes through `DawnNoiseFilter`: Dawn's native
 * warnings about lavapipe's limits would otherwise reach the user's stderr (see dawn-noise.ts).
 */
async function runInFilteredChild(argv: string[]): Promise<number> {
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), ...argv], {
    stdio: ['inherit', 'inherit', 'pipe'],
    env: { ...process.env, AMPC_RUN_CHILD: '1' },
  });
  const filter = new DawnNoiseFilter((text) => process.stderr.write(text));
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => filter.push(chunk));
  return new Promise((resolveExit) => {
    child.on('close', (code, signal) => {
      filter.end();
      // A child killed by a signal: exit as a shell reports it, 128 + the signal's number.
      resolveExit(code ?? 128 + (signal !== null ? (osConstants.signals[signal] ?? 0) : 0));
    });
  });
}
