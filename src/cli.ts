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
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Command, CommanderError, Option } from 'commander';
import { isRuleId, RULE_IDS, type RuleId } from './diagnostic-rules.js';
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
import type { CompileOptions, compile as compileSource } from './driver.js';
import type { SourceFiles } from './source.js';

export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown; isTTY?: boolean };
  env: NodeJS.ProcessEnv;
  /** The compiler; defaults to `./driver.js`'s `compile`. */
  compile?: typeof compileSource;
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
    const { warnings, rest } = takeWarningFlags(argv);
    let exitCode = EXIT_OK;
    const program = buildProgram(io, {
      compileToDirectory: async (file, outputDir, flags) => {
        exitCode = await compileToDirectory(file, outputDir, { ...flags, warnings }, io);
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
const OPTIONS_WITH_VALUE = new Set(['-o', '--output', '-D', '-I', '--diagnostics-format']);

/**
 * Takes `-w`, `-Werror` and `-Wno-<rule>` out of the arguments. Commander cannot
 * declare a family of flags like `-Wno-*` (it would read `-Wno-race` as `-W`
 * with the value `no-race`), so they are removed before it parses. Arguments
 * after `--` belong to the program and are left alone.
 */
function takeWarningFlags(argv: readonly string[]): { warnings: WarningOptions; rest: string[] } {
  const warnings = { werror: false, noWarnings: false, disabled: new Set<RuleId>() };
  const rest: string[] = [];
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
      // A misspelt rule would otherwise silence nothing, and say nothing about it.
      if (!isRuleId(rule)) throw new UsageError(`unknown rule '${rule}' in '${arg}'; the rules are: ${RULE_IDS.join(', ')}`);
      warnings.disabled.add(rule);
    } else {
      rest.push(arg);
    }
  }
  return { warnings, rest };
}

interface CommandOptions {
  D?: string[];
  I?: string[];
  diagnosticsFormat?: DiagnosticsFormat;
}

interface Actions {
  compileToDirectory(file: string, outputDir: string, flags: Omit<CompileFlags, 'warnings'>): Promise<void>;
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
    .argument('<file>', 'C++ AMP source file')
    .option('-o, --output <dir>', 'directory for <name>.ts and <name>.wgsl', '.')
    .action(async (file: string, options: CommandOptions & { output: string }) => {
      await actions.compileToDirectory(file, options.output, compileFlags({}, options));
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

type Compiled = { kind: 'compiled'; host: string; wgsl: string } | { kind: 'failed'; exitCode: number };

async function compileFile(file: string, flags: CompileFlags, io: CliIo, extra: CompileOptions): Promise<Compiled> {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read '${file}': ${describeFileError(e)}`);
  }
  // Loaded on demand so that --help, usage errors and tests with a fake compiler never load the compiler.
  const compile = io.compile ?? (await import('./driver.js')).compile;
  const result = compile(file, text, { defines: flags.defines, includePaths: flags.includePaths, ...extra });
  const shown = filterDiagnostics(result.diagnostics, flags.warnings);
  printDiagnostics(shown, result.files, flags.format, io);
  if (hasErrors(shown)) return { kind: 'failed', exitCode: EXIT_COMPILE_ERRORS };
  if (result.output === null) {
    io.stderr.write('ampc: error: internal error: compilation produced no output and no error\n');
    return { kind: 'failed', exitCode: EXIT_COMPILE_ERRORS };
  }
  return { kind: 'compiled', ...result.output };
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

async function compileToDirectory(file: string, outputDir: string, flags: CompileFlags, io: CliIo): Promise<number> {
  const compiled = await compileFile(file, flags, io, {});
  if (compiled.kind === 'failed') return compiled.exitCode;
  const name = basename(file, extname(file));
  const targets = [
    { path: join(outputDir, `${name}.ts`), text: compiled.host },
    { path: join(outputDir, `${name}.wgsl`), text: compiled.wgsl },
  ];
  try {
    mkdirSync(outputDir, { recursive: true });
    for (const target of targets) writeFileSync(target.path, target.text);
  } catch (e) {
    io.stderr.write(`ampc: error: cannot write to '${outputDir}': ${describeFileError(e)}\n`);
    return EXIT_COMPILE_ERRORS;
  }
  return EXIT_OK;
}

async function compileAndRun(file: string, flags: CompileFlags, io: CliIo): Promise<number> {
  const compiled = await compileFile(file, flags, io, { typed: false, runtimeImport: RUNTIME_URL });
  if (compiled.kind === 'failed') return compiled.exitCode;
  const dir = mkdtempSync(join(tmpdir(), 'ampc-run-'));
  try {
    const modulePath = join(dir, 'main.mjs');
    writeFileSync(modulePath, compiled.host);
    const program = (await import(pathToFileURL(modulePath).href)) as { main?: unknown };
    if (typeof program.main !== 'function') {
      io.stderr.write(`ampc: error: internal error: the compiled module for '${file}' has no main function\n`);
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

if (isEntryPoint()) {
  process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env });
}
