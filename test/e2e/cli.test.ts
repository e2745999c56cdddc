/**
 * The built `ampc` command with the real compiler (test/cli.test.ts drives `main` with a fake
 * one): output files, exit codes, rendered and JSON diagnostics, and a generated host module
 * that type-checks against the published runtime's declarations.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
// The bundled command that package.json's `bin` names (scripts/build-cli.mjs), as users run it.
const cliPath = join(repoRoot, 'dist/src/ampc.js');
const tscPath = join(repoRoot, 'node_modules/.bin/tsc');

/** Line 2, column 11 is the `y`. */
const UNDECLARED_PROGRAM = 'int main() {\n  int x = y;\n  return x;\n}\n';

let work: string;

beforeAll(() => {
  if (!existsSync(cliPath)) throw new Error(`${cliPath} is missing: run \`npm run build\` first`);
});

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'ampc-e2e-cli-'));
});

afterEach(() => {
  rmSync(work, { recursive: true, force: true });
});

function ampc(args: readonly string[]) {
  const result = spawnSync(process.execPath, [cliPath, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, XDG_RUNTIME_DIR: process.env.XDG_RUNTIME_DIR ?? '/tmp', NO_COLOR: '1' },
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function writeProgram(name: string, text: string): string {
  const path = join(work, name);
  writeFileSync(path, text);
  return path;
}

describe('ampc <file> -o <dir> on a sample', () => {
  // The host module imports `ampc/runtime`. Inside this package that specifier resolves through
  // package.json's own `exports` (a self-reference) to dist/runtime's declarations, so the
  // output must sit under the repository root for tsc to find them without a `paths` setup.
  const testOutRoot = join(repoRoot, '.test-out');
  let outputDir: string;

  beforeEach(() => {
    mkdirSync(testOutRoot, { recursive: true });
    outputDir = mkdtempSync(join(testOutRoot, 'cli-'));
  });

  afterEach(() => {
    rmSync(outputDir, { recursive: true, force: true });
    try {
      rmdirSync(testOutRoot);
    } catch {
      // Another test's output is still there; it removes its own.
    }
  });

  it('writes <name>.ts and <name>.wgsl, prints nothing, exits 0, and the .ts type-checks against the runtime', () => {
    const result = ampc(['samples/tile-static-average.cpp', '-o', outputDir]);
    expect(result).toEqual({ code: 0, stdout: '', stderr: '' });
    expect(readdirSync(outputDir).sort()).toEqual(['tile-static-average.ts', 'tile-static-average.ts.map', 'tile-static-average.wgsl', 'tile-static-average.wgsl.map.json']);

    const wgsl = readFileSync(join(outputDir, 'tile-static-average.wgsl'), 'utf8');
    expect(wgsl).toMatch(/@compute\s+@workgroup_size\(2, 2(, 1)?\)/);
    expect(wgsl).toContain('workgroupBarrier()');
    const host = readFileSync(join(outputDir, 'tile-static-average.ts'), 'utf8');
    expect(host).toMatch(/from ["']ampc\/runtime["']/);
    expect(host).toMatch(/export async function main\(/);

    const tsc = spawnSync(
      tscPath,
      ['--noEmit', '--strict', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022', '--skipLibCheck', join(outputDir, 'tile-static-average.ts')],
      { cwd: repoRoot, encoding: 'utf8', timeout: 120_000 },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 120_000);
});

describe('ampc diagnostics', () => {
  it('exits 1 with a rendered diagnostic, and writes nothing, for an undeclared identifier', () => {
    const source = writeProgram('prog.cpp', UNDECLARED_PROGRAM);
    const outputDir = join(work, 'out');
    const result = ampc([source, '-o', outputDir]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    const lines = result.stderr.split('\n');
    const at = lines.findIndex((line) => line.startsWith(`${source}:2:11: error: `));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(lines[at]).toContain("'y'");
    // clang's layout: the source line, then a caret under column 11.
    expect(lines[at + 1]).toBe('  int x = y;');
    expect(lines[at + 2]).toMatch(/^ {10}\^/);
    expect(lines.filter((line) => / error: /.test(line))).toHaveLength(1);
    expect(existsSync(join(outputDir, 'prog.ts'))).toBe(false);
    expect(existsSync(join(outputDir, 'prog.wgsl'))).toBe(false);
  });

  it('exits 2 for a file that does not exist, naming it', () => {
    const missing = join(work, 'no-such-file.cpp');
    const result = ampc([missing, '-o', join(work, 'out')]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(missing);
    expect(existsSync(join(work, 'out'))).toBe(false);
  });

  it('prints the diagnostics as a JSON array with --diagnostics-format=json', () => {
    const source = writeProgram('prog.cpp', UNDECLARED_PROGRAM);
    const result = ampc(['--diagnostics-format=json', source, '-o', join(work, 'out')]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    const diagnostics = JSON.parse(result.stderr) as unknown;
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', file: source, line: 2, column: 11, message: expect.stringContaining("'y'") }),
    ]);
  });

  it('prints an empty JSON array for a program that compiles cleanly', () => {
    const result = ampc(['--diagnostics-format=json', 'samples/tile-static-average.cpp', '-o', join(work, 'out')]);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stderr)).toEqual([]);
  });
});
