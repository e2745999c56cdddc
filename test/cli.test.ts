import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { main, type CliIo } from '../src/cli.js';
import { error, warning, type Diagnostic } from '../src/diagnostics.js';
import type { CompileOptions, CompileResult } from '../src/driver.js';
import type { Span } from '../src/source.js';
import { RULE_IDS } from '../src/diagnostic-rules.js';

const here = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

const SOURCE = 'int main() {\n  int x = 3 4;\n}\n';

let work: string;
let sourcePath: string;

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'ampc-cli-test-'));
  sourcePath = join(work, 'prog.cpp');
  writeFileSync(sourcePath, SOURCE);
});

afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

function spanAt(line: number, column: number, length = 1): Span {
  const start = { offset: 0, line, column };
  return { file: sourcePath, start, end: { ...start, column: column + length } };
}

interface CompileCall {
  file: string;
  text: string;
  options: CompileOptions | undefined;
}

/** A stand-in for the compiler: returns what the test says and records how it was called. */
function fakeCompiler(result: { diagnostics?: Diagnostic[]; output?: { wgsl: string; host: string } | null }) {
  const withKernels = (o: { wgsl: string; host: string } | null) => (o === null ? null : { ...o, kernels: [], declarations: '' });
  const calls: CompileCall[] = [];
  const compile = (file: string, text: string, options?: CompileOptions): CompileResult => {
    calls.push({ file, text, options });
    return {
      diagnostics: result.diagnostics ?? [],
      files: new Map([[file, text]]),
      output: withKernels(result.output === undefined ? { wgsl: '// kernels\n', host: '// host\n' } : result.output),
    };
  };
  return { compile, calls };
}

async function ampc(argv: string[], options: { compile?: CliIo['compile']; env?: NodeJS.ProcessEnv } = {}) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text), isTTY: false },
    env: options.env ?? {},
    compile: options.compile,
  });
  return { code, stdout, stderr };
}

const RACE = (): Diagnostic => warning('tile-static-race', "data race on 'total'", spanAt(2, 7));
const UNUSED = (): Diagnostic => warning('amp-double', "unused variable 'x'", spanAt(2, 7));
const SYNTAX = (): Diagnostic => error('syntax', "expected ';', found '4'", spanAt(2, 13));

describe('ampc <file> -o <dir>', () => {
  it('writes <dir>/<name>.ts and <dir>/<name>.wgsl, creating the directory, and prints nothing', async () => {
    const fake = fakeCompiler({ output: { wgsl: '@compute fn k() {}\n', host: 'export async function main() {}\n' } });
    const out = join(work, 'out', 'nested');
    const result = await ampc([sourcePath, '-o', out], { compile: fake.compile });
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(readFileSync(join(out, 'prog.ts'), 'utf8')).toBe('export async function main() {}\n');
    expect(readFileSync(join(out, 'prog.wgsl'), 'utf8')).toBe('@compute fn k() {}\n');
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.file).toBe(sourcePath);
    expect(fake.calls[0]!.text).toBe(SOURCE);
    // The host module is TypeScript importing the published runtime: the driver's defaults.
    expect(fake.calls[0]!.options?.typed).toBeUndefined();
    expect(fake.calls[0]!.options?.runtimeImport).toBeUndefined();
  });

  it('passes -D (NAME means NAME=1, like clang) and -I (resolved) to the compiler, in both spellings', async () => {
    const fake = fakeCompiler({});
    const result = await ampc(
      [sourcePath, '-o', join(work, 'out'), '-D', 'SAMPLESIZE=4', '-DDEBUG', '-D', 'EMPTY=', '-Iinclude', '-I', '/abs/dir'],
      { compile: fake.compile },
    );
    expect(result.code).toBe(0);
    const options = fake.calls[0]!.options!;
    expect(options.defines).toEqual(new Map([['SAMPLESIZE', '4'], ['DEBUG', '1'], ['EMPTY', '']]));
    expect(options.includePaths).toEqual([resolve('include'), '/abs/dir']);
  });

  it('prints warnings clang-style with a summary on stderr, exits 0 and still writes the output', async () => {
    const fake = fakeCompiler({ diagnostics: [RACE()] });
    const result = await ampc([sourcePath, '-o', join(work, 'out')], { compile: fake.compile });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toBe(
      `${sourcePath}:2:7: warning: data race on 'total' [tile-static-race]\n` + '  int x = 3 4;\n' + '      ^\n' + '1 warning generated.\n',
    );
    expect(existsSync(join(work, 'out', 'prog.ts'))).toBe(true);
  });

  it('exits 1 on errors, writes no output, and counts errors and warnings', async () => {
    const fake = fakeCompiler({ diagnostics: [SYNTAX(), RACE()], output: null });
    const result = await ampc([sourcePath, '-o', join(work, 'out')], { compile: fake.compile });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`${sourcePath}:2:13: error: expected ';', found '4' [syntax]\n`);
    expect(result.stderr.endsWith('1 error and 1 warning generated.\n')).toBe(true);
    expect(existsSync(join(work, 'out'))).toBe(false);
  });

  it('-Werror turns warnings into errors: exit 1, [-Werror,rule], no output files', async () => {
    const fake = fakeCompiler({ diagnostics: [RACE()] });
    const result = await ampc([sourcePath, '-Werror', '-o', join(work, 'out')], { compile: fake.compile });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${sourcePath}:2:7: error: data race on 'total' [-Werror,tile-static-race]\n`);
    expect(result.stderr.endsWith('1 error generated.\n')).toBe(true);
    expect(existsSync(join(work, 'out', 'prog.ts'))).toBe(false);
  });

  it('-w silences every warning; -Wno-<rule> only that rule\'s', async () => {
    const fake = fakeCompiler({ diagnostics: [RACE(), UNUSED()] });
    const silent = await ampc([sourcePath, '-o', join(work, 'out'), '-w', '-Werror'], { compile: fake.compile });
    expect(silent).toEqual({ code: 0, stdout: '', stderr: '' });

    const noRace = await ampc(['-Wno-tile-static-race', sourcePath, '-o', join(work, 'out')], { compile: fake.compile });
    expect(noRace.code).toBe(0);
    expect(noRace.stderr).not.toContain('[tile-static-race]');
    expect(noRace.stderr).toContain("warning: unused variable 'x' [amp-double]");
    expect(noRace.stderr.endsWith('1 warning generated.\n')).toBe(true);
  });

  it('does not take an option\'s value for a warning flag', async () => {
    const fake = fakeCompiler({ diagnostics: [RACE()] });
    // `-I -w` names an include directory called "-w": the warning must still be shown.
    const result = await ampc([sourcePath, '-o', join(work, 'out'), '-I', '-w'], { compile: fake.compile });
    expect(result.code).toBe(0);
    expect(fake.calls[0]!.options?.includePaths).toEqual([resolve('-w')]);
    expect(result.stderr).toContain('[tile-static-race]');
  });

  it('writes colour only when the environment asks for it', async () => {
    const fake = fakeCompiler({ diagnostics: [RACE()] });
    const plain = await ampc([sourcePath, '-o', join(work, 'out')], { compile: fake.compile });
    expect(plain.stderr).not.toContain('\x1b[');
    const forced = await ampc([sourcePath, '-o', join(work, 'out')], { compile: fake.compile, env: { FORCE_COLOR: '1' } });
    expect(forced.stderr).toContain('\x1b[1;35mwarning:\x1b[0m');
    const vetoed = await ampc([sourcePath, '-o', join(work, 'out')], { compile: fake.compile, env: { FORCE_COLOR: '1', NO_COLOR: '' } });
    expect(vetoed.stderr).not.toContain('\x1b[');
  });

  it('--diagnostics-format json prints one JSON array on stderr and no summary line', async () => {
    const fake = fakeCompiler({ diagnostics: [SYNTAX()], output: null });
    for (const flags of [['--diagnostics-format', 'json'], ['--diagnostics-format=json']]) {
      const result = await ampc([sourcePath, ...flags, '-o', join(work, 'out')], { compile: fake.compile });
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(JSON.parse(result.stderr)).toEqual([
        {
          severity: 'error',
          code: 'syntax',
          message: "expected ';', found '4'",
          file: sourcePath,
          line: 2,
          column: 13,
          endLine: 2,
          endColumn: 14,
          notes: [],
        },
      ]);
    }
    const clean = await ampc([sourcePath, '--diagnostics-format', 'json', '-o', join(work, 'out')], { compile: fakeCompiler({}).compile });
    expect(clean.code).toBe(0);
    expect(JSON.parse(clean.stderr)).toEqual([]);
  });

  it('reports a compiler crash as an internal error, not an exception', async () => {
    const crashing = (): CompileResult => {
      throw new Error('boom');
    };
    const result = await ampc([sourcePath, '-o', join(work, 'out')], { compile: crashing });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^ampc: error: internal error: Error: boom/);
  });
});

describe('output options: --emit, --print-wgsl, -o checks, --list-rules', () => {
  it('--emit js writes <name>.js (the untyped form of one compile) and <name>.d.ts, and no .ts', async () => {
    const calls: CompileCall[] = [];
    const compile = (file: string, text: string, options?: CompileOptions): CompileResult => {
      calls.push({ file, text, options });
      return {
        diagnostics: [RACE()],
        files: new Map([[file, text]]),
        output: {
          wgsl: '// k\n',
          host: 'typed',
          kernels: [],
          declarations: 'export declare function main(): Promise<number>;\n',
          ...(options?.alsoUntyped ? { untyped: { host: 'untyped', lines: [] } } : {}),
        },
      };
    };
    const out = join(work, 'out');
    const result = await ampc([sourcePath, '-o', out, '--emit', 'js'], { compile });
    expect(result.code).toBe(0);
    // The untyped form, with the link to its source map.
    expect(readFileSync(join(out, 'prog.js'), 'utf8')).toBe('untyped//# sourceMappingURL=prog.js.map\n');
    expect(readFileSync(join(out, 'prog.d.ts'), 'utf8')).toContain('export declare function main');
    expect(readFileSync(join(out, 'prog.wgsl'), 'utf8')).toBe('// k\n');
    expect(existsSync(join(out, 'prog.ts'))).toBe(false);
    // The warning is printed once, not once per form.
    expect(result.stderr.match(/tile-static-race/g)).toHaveLength(1);
    const both = await ampc([sourcePath, '-o', out, '--emit=both'], { compile });
    expect(both.code).toBe(0);
    expect(readFileSync(join(out, 'prog.ts'), 'utf8')).toBe('typed');
    expect(readFileSync(join(out, 'prog.js'), 'utf8')).toMatch(/^untyped/);
    // One compile per command.
    expect(calls.map((c) => [c.text, c.options?.alsoUntyped])).toEqual([[SOURCE, true], [SOURCE, true]]);
  });

  it('--print-wgsl prints the kernels on stdout and writes no files', async () => {
    const fake = fakeCompiler({ output: { wgsl: '@compute fn k() {}\n', host: 'host' } });
    const result = await ampc([sourcePath, '--print-wgsl', '-o', join(work, 'out')], { compile: fake.compile });
    expect(result).toEqual({ code: 0, stdout: '@compute fn k() {}\n', stderr: '' });
    expect(existsSync(join(work, 'out'))).toBe(false);
  });

  it('-o into a place that cannot be written fails before compiling', async () => {
    const file = join(work, 'plain-file');
    writeFileSync(file, 'x');
    const fake = fakeCompiler({});
    const result = await ampc([sourcePath, '-o', join(file, 'sub')], { compile: fake.compile });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^ampc: error: cannot write to '.*plain-file\/sub': '.*plain-file' is not a directory\n$/);
    expect(fake.calls).toHaveLength(0);
  });

  it('--list-rules prints every rule with its severity, needing no file', async () => {
    const result = await ampc(['--list-rules']);
    expect(result.code).toBe(0);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(RULE_IDS.length);
    expect(lines.find((l) => l.startsWith('tile-static-race '))).toMatch(/^tile-static-race +warning +\S/);
    expect(lines.find((l) => l.startsWith('syntax '))).toMatch(/^syntax +error +\S/);
  });

  it('--watch compiles, then again after an edit, and keeps going after errors', async () => {
    let stop!: () => void;
    const stopWatching = new Promise<void>((r) => (stop = r));
    const texts: string[] = [];
    const compile = (file: string, text: string): CompileResult => {
      texts.push(text);
      const broken = text.includes('broken');
      return { diagnostics: broken ? [SYNTAX()] : [], files: new Map([[file, text]]), output: broken ? null : { wgsl: text, host: '', kernels: [], declarations: '' } };
    };
    let stderr = '';
    const out = join(work, 'out');
    const running = main([sourcePath, '--watch', '-o', out], { stdout: { write: () => true }, stderr: { write: (t: string) => (stderr += t) }, env: {}, compile, stopWatching });
    const until = async (done: () => boolean) => {
      for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 25));
      expect(done()).toBe(true);
    };
    await until(() => texts.length === 1 && stderr.includes('compiled; watching 1 file'));
    writeFileSync(sourcePath, 'broken\n');
    await until(() => texts.length === 2 && stderr.includes('errors; watching'));
    writeFileSync(sourcePath, 'fixed\n');
    await until(() => texts.length === 3 && existsSync(join(out, 'prog.wgsl')) && readFileSync(join(out, 'prog.wgsl'), 'utf8') === 'fixed\n');
    stop();
    expect(await running).toBe(0);
    expect(stderr).toContain("[syntax]");
  });
});

describe('usage errors exit 2 with `ampc: error:` on stderr', () => {
  const cases: Array<[string, () => string[], RegExp]> = [
    ['an unknown option', () => [sourcePath, '--frobnicate'], /^ampc: error: unknown option '--frobnicate'/],
    ['a missing file argument', () => ['-o', work], /^ampc: error: missing required argument 'file'/],
    ['a file that does not exist', () => [join(work, 'nope.cpp')], /^ampc: error: cannot read '.*nope\.cpp': no such file or directory\n$/],
    ['a directory as the file', () => [work], /^ampc: error: cannot read '.*': is a directory\n$/],
    ['a -D without a name', () => [sourcePath, '-D', '=3'], /^ampc: error: macro name must be an identifier in '-D =3'\n$/],
    ['-Wno- without a rule', () => [sourcePath, '-Wno-'], /^ampc: error: missing rule name after '-Wno-'\n$/],
    ['an unknown diagnostics format', () => [sourcePath, '--diagnostics-format', 'xml'], /^ampc: error: option .*diagnostics-format.* argument 'xml' is invalid/],
    ['a second file', () => [sourcePath, sourcePath], /^ampc: error: too many arguments/],
    ['run without a file', () => ['run'], /^ampc: error: missing required argument 'file'/],
    ['-o given to run', () => ['run', sourcePath, '-o', work], /^ampc: error: unknown option '-o'/],
  ];
  it.each(cases)('%s', async (_what, argv, message) => {
    const fake = fakeCompiler({});
    const result = await ampc(argv(), { compile: fake.compile });
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(message);
    expect(fake.calls).toHaveLength(0);
  });
});

describe('--help and --version', () => {
  it('--version prints package.json\'s version on stdout', async () => {
    const pkg = JSON.parse(readFileSync(here('../package.json'), 'utf8')) as { version: string };
    expect(await ampc(['--version'])).toEqual({ code: 0, stdout: `${pkg.version}\n`, stderr: '' });
  });

  it('--help describes the options, including the -W family commander does not parse', async () => {
    const result = await ampc(['--help']);
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('');
    for (const text of ['Usage: ampc', '-o, --output <dir>', '-D <macro>', '-I <dir>', '--diagnostics-format', '-Werror', '-Wno-<rule>', 'run']) {
      expect(result.stdout).toContain(text);
    }
    const runHelp = await ampc(['run', '--help']);
    expect(runHelp.code).toBe(0);
    expect(runHelp.stdout).toContain('Usage: ampc run');
    expect(runHelp.stdout).toContain('-Wno-<rule>');
  });
});

describe('ampc run <file>', () => {
  /** Host code that records that it ran, where it was loaded from, and returns `exitCode`. */
  const hostReturning = (exitCode: number) =>
    `globalThis.__ampcCliTest = { url: import.meta.url };\nexport async function main() { return ${exitCode}; }\n`;
  const ranModule = (): { url: string } | undefined => (globalThis as { __ampcCliTest?: { url: string } }).__ampcCliTest;

  beforeEach(() => {
    delete (globalThis as { __ampcCliTest?: unknown }).__ampcCliTest;
  });

  it('compiles to JavaScript importing the built runtime, runs main, exits with its code and cleans up', async () => {
    const fake = fakeCompiler({ output: { wgsl: '', host: hostReturning(7) } });
    const result = await ampc(['run', sourcePath], { compile: fake.compile });
    expect(result).toEqual({ code: 7, stdout: '', stderr: '' });
    const options = fake.calls[0]!.options!;
    expect(options.typed).toBe(false);
    expect(options.runtimeImport).toBe(new URL('../runtime/index.js', pathToFileURL(here('../src/cli.ts'))).href);
    const url = ranModule()?.url;
    expect(url).toMatch(/\/main\.mjs$/);
    expect(existsSync(fileURLToPath(url!))).toBe(false);
  });

  it('does not run anything when compilation fails', async () => {
    const fake = fakeCompiler({ diagnostics: [SYNTAX()], output: null });
    const result = await ampc(['run', sourcePath], { compile: fake.compile });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('1 error generated.');
    expect(ranModule()).toBeUndefined();
  });

  it('takes options before and after `run`, and leaves everything after -- to the program', async () => {
    const fake = fakeCompiler({ diagnostics: [RACE()], output: { wgsl: '', host: hostReturning(0) } });
    const result = await ampc(['-DA=1', 'run', '-DB', sourcePath, '-I', 'inc', '--', '-w', '--not-an-ampc-option'], { compile: fake.compile });
    expect(result.code).toBe(0);
    expect(result.stdout).toBe('');
    // The -w after -- is the program's: the warning is still shown.
    expect(result.stderr).toContain('[tile-static-race]');
    expect(fake.calls[0]!.options?.defines).toEqual(new Map([['A', '1'], ['B', '1']]));
    expect(fake.calls[0]!.options?.includePaths).toEqual([resolve('inc')]);
    expect(ranModule()).toBeDefined();
  });

  it('applies -Werror before running', async () => {
    const fake = fakeCompiler({ diagnostics: [RACE()], output: { wgsl: '', host: hostReturning(0) } });
    const result = await ampc(['run', sourcePath, '-Werror'], { compile: fake.compile });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('[-Werror,tile-static-race]');
    expect(ranModule()).toBeUndefined();
  });

  it('reports a program that fails with a JavaScript error (a bug, not a C++ exception) and exits 1', async () => {
    const fake = fakeCompiler({ output: { wgsl: '', host: 'export function main() { throw new TypeError("generated code is broken"); }\n' } });
    const result = await ampc(['run', sourcePath], { compile: fake.compile });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^ampc: error: the program failed: TypeError: generated code is broken/);
  });

  it('reports a program without main as the user\'s error, not an internal one', async () => {
    const fake = fakeCompiler({ output: { wgsl: '', host: 'export const notMain = 1;\n' } });
    const result = await ampc(['run', sourcePath], { compile: fake.compile });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^ampc: error: '.*prog\.cpp' defines no 'main' function, which 'ampc run' starts/);
    expect(result.stderr).not.toContain('internal error');
  });
});

describe('the built CLI as a process (needs `npm run build`)', () => {
  const builtCli = here('../dist/src/cli.js');

  function node(args: string[]) {
    if (!existsSync(builtCli)) throw new Error('dist/src/cli.js is missing: run `npm run build` first');
    return spawnSync(process.execPath, args, {
      cwd: work,
      encoding: 'utf8',
      env: { ...process.env, XDG_RUNTIME_DIR: process.env.XDG_RUNTIME_DIR ?? '/tmp' },
      timeout: 60_000,
    });
  }

  it('starts with a shebang and runs as the entry point through a symlink, as npm installs bins', () => {
    expect(readFileSync(builtCli, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    const link = join(work, 'bin', 'ampc');
    mkdirSync(join(work, 'bin'));
    symlinkSync(builtCli, link);
    const pkg = JSON.parse(readFileSync(here('../package.json'), 'utf8')) as { version: string };
    const version = node([link, '--version']);
    expect(version.stdout).toBe(`${pkg.version}\n`);
    expect(version.status).toBe(0);
    const usage = node([link, '--frobnicate']);
    expect(usage.stdout).toBe('');
    expect(usage.stderr).toMatch(/^ampc: error: unknown option '--frobnicate'/);
    expect(usage.status).toBe(2);
  });

  it("reads the source from standard input for '-', naming it <stdin>", () => {
    const result = spawnSync(process.execPath, [builtCli, '-', '--print-wgsl'], { cwd: work, encoding: 'utf8', input: 'int main() { int x = ; }\n', timeout: 60_000 });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^<stdin>:1:22: error: expected expression/);
    const ok = spawnSync(process.execPath, [builtCli, '-', '-o', join(work, 'o')], { cwd: work, encoding: 'utf8', input: 'int main() { return 0; }\n', timeout: 60_000 });
    expect(ok.status).toBe(0);
    expect(existsSync(join(work, 'o', 'stdin.ts'))).toBe(true);
  });

  it('does nothing when imported as a library', () => {
    const script = `import(${JSON.stringify(pathToFileURL(builtCli).href)}).then((m) => console.log(typeof m.main));`;
    const imported = node(['--input-type=module', '-e', script]);
    expect(imported.stdout).toBe('function\n');
    expect(imported.stderr).not.toContain('ampc:');
    expect(imported.status).toBe(0);
  });

  it('`run` shares the runtime with the program: stdout is exactly what the program printed', () => {
    // The host module imports the runtime from the URL the CLI gives it, prints through cout
    // without flushing, and returns 3; runProgram (from the CLI's own runtime import) must flush it.
    const driver = join(work, 'drive.mjs');
    writeFileSync(
      driver,
      `import { main } from ${JSON.stringify(pathToFileURL(builtCli).href)};
const compile = (file, text, options) => ({
  diagnostics: [],
  files: new Map([[file, text]]),
  output: { wgsl: '', host: 'import { cout } from ' + JSON.stringify(options.runtimeImport) + ';\\n' +
    'export function main() { cout.str("hello from ").str(${JSON.stringify('prog')}).endl(); cout.str("no newline"); return 3; }\\n' },
});
process.exitCode = await main(['run', ${JSON.stringify(sourcePath)}], { stdout: process.stdout, stderr: process.stderr, env: {}, compile });
`,
    );
    const result = node([driver]);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe('hello from prog\nno newline');
    expect(result.status).toBe(3);
  });
});
