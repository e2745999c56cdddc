/**
 * The bundler plugins (src/plugin/): `ampc/vite`, `ampc/esbuild` and `ampc/rollup`.
 *
 * - examples/vite builds with its own vite.config.ts, and its page, in headless Chromium on
 *   WebGPU, prints sgemm's product (checked against a product computed here), the entry points
 *   of `sgemm.cpp?wgsl` (checked against what the compiler itself gives), and the stdout of the
 *   docs sample tile-static-average (checked against its documented output).
 * - A compile error fails the Vite build and the esbuild build, with file, line and column
 *   both in the message (clang's text) and in the bundler's location, and shows in Vite's
 *   overlay in the dev server; warnings are warnings.
 * - Vite's dev server recompiles a .cpp when a header it includes changes.
 * - An esbuild bundle and a Rolldown bundle (through `ampc/rollup`) for Node run sgemm on Dawn.
 *
 * The plugins are used as an app uses them, from dist/ (run `npx tsc -p tsconfig.json` first;
 * `npm test` does).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { launchChromium, repoRoot, serveFolder, type Chromium } from './chromium.js';

const exampleDir = join(repoRoot, 'examples/vite');
/** Scratch folders inside the repository (ignored by git), so that bundles resolve its node_modules. */
const outRoot = join(repoRoot, '.test-out');

interface EsbuildPluginModule {
  default: (options?: object) => import('esbuild').Plugin;
}

const importDist = <T>(path: string): Promise<T> => import(pathToFileURL(join(repoRoot, path)).href) as Promise<T>;
const esbuildPlugin = async () => (await importDist<EsbuildPluginModule>('dist/src/plugin/esbuild.js')).default;

interface Located {
  message: string;
  loc: { file: string; line: number; column: number } | null;
}
type BuildResult = { ok: boolean; error?: Located; warnings: Located[] };

/** Runs a job of test/browser/vite-driver.mjs (Vite runs in a process of its own: see there). */
function viteJob<T>(job: object): T {
  const run = spawnSync(process.execPath, [join(repoRoot, 'test/browser/vite-driver.mjs'), JSON.stringify(job)], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
  if (run.status !== 0) throw new Error(`vite-driver.mjs failed (${run.status}):\n${run.stdout}${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').pop()!) as T;
}

/** A fresh folder under .test-out with the given files. */
function scratch(files: Record<string, string>): string {
  mkdirSync(outRoot, { recursive: true });
  const dir = mkdtempSync(join(outRoot, 'plugin-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

/** The same deterministic matrices as examples/vite/main.ts, and their product on the CPU. */
function expectedSgemm(): string {
  const [m, n, k] = [5, 6, 7];
  const matrix = (rows: number, columns: number, seed: number) => Array.from({ length: rows * columns }, (_, i) => ((i * seed) % 7) - 3);
  const a = matrix(m, k, 3);
  const b = matrix(k, n, 5);
  const rows: string[] = [];
  for (let i = 0; i < m; i++) {
    const row: number[] = [];
    for (let j = 0; j < n; j++) {
      let sum = 0;
      for (let l = 0; l < k; l++) sum += a[i * k + l]! * b[l * n + j]!;
      row.push(2 * sum + 0.5 * (i * n + j));
    }
    rows.push(row.join(' '));
  }
  return rows.join('\n');
}

/** A .cpp with an error on line 3 (`undeclared` at column 24), and one whose error is in its header. */
const BAD_CPP = '#include <amp.h>\nint main() {\n  int x = 1 + undeclared;\n  return x;\n}\n';
const BAD_LINE = '  int x = 1 + undeclared;';

/** The .d.cpp.ts files that building examples/vite writes beside the .cpp files it imports. */
const EXAMPLE_DECLARATIONS = [join(exampleDir, 'sgemm.d.cpp.ts'), join(repoRoot, 'samples/tile-static-average.d.cpp.ts')];

describe('ampc/vite', () => {
  describe('the example (examples/vite)', () => {
    let outDir = '';
    let browser: Chromium | undefined;
    let server: ChildProcess | undefined;
    let page: Page;
    const pageErrors: string[] = [];

    beforeAll(async () => {
      outDir = scratch({});
      // The build writes these (declarations: true): none may be left from an earlier run.
      for (const declarations of EXAMPLE_DECLARATIONS) rmSync(declarations, { force: true });
      const built = viteJob<BuildResult>({ kind: 'build', root: exampleDir, outDir });
      if (!built.ok) throw new Error(`the example's build failed: ${built.error!.message}`);
      const served = await serveFolder(outDir);
      server = served.server;
      browser = await launchChromium();
      page = await browser.context.newPage();
      page.on('pageerror', (e) => pageErrors.push(e.message));
      await page.goto(served.url);
      await page.waitForSelector('#status[data-state="done"], #status[data-state="failed"]', { timeout: 60_000 });
    }, 90_000);

    afterAll(async () => {
      await browser?.close();
      server?.kill();
      if (outDir) rmSync(outDir, { recursive: true, force: true });
    });

    it('runs to the end without errors', async () => {
      expect(await page.textContent('#status')).toBe('done');
      expect(pageErrors).toEqual([]);
      mkdirSync(join(repoRoot, 'test-artifacts'), { recursive: true });
      await page.screenshot({ path: join(repoRoot, 'test-artifacts/vite-example.png'), fullPage: true });
    });

    it("computes sgemm from sgemm.cpp on the page's WebGPU", async () => {
      expect(await page.textContent('#sgemm')).toBe(expectedSgemm());
    });

    it('imports the WGSL that the compiler gives for sgemm.cpp?wgsl', async () => {
      const { compile } = await importDist<typeof import('../../src/index.js')>('dist/src/index.js');
      const file = join(exampleDir, 'sgemm.cpp');
      const wgsl = compile(file, readFileSync(file, 'utf8')).output!.wgsl;
      const entryPoints = [...wgsl.matchAll(/@compute @workgroup_size\(([^)]*)\)\s*fn (\w+)/g)].map(([, size, name]) => `${name} @workgroup_size(${size})`);
      expect(entryPoints).toEqual(['sgemm_kernel0 @workgroup_size(4, 4, 1)']);
      expect(await page.textContent('#wgsl')).toBe(entryPoints.join('\n'));
    });

    it('type-checks: the build wrote each .cpp\'s declarations, and tsc accepts main.ts with them', () => {
      expect(readFileSync(EXAMPLE_DECLARATIONS[1]!, 'utf8')).toContain('export declare function main(');
      expect(readFileSync(EXAMPLE_DECLARATIONS[0]!, 'utf8')).toContain(
        'export declare function sgemm(m: number, n: number, k: number, alpha: number, a: Float32Array, b: Float32Array, beta: number, c: Float32Array): Promise<void>;',
      );
      const tsc = spawnSync(process.execPath, [join(repoRoot, 'node_modules/typescript/bin/tsc'), '-p', join(exampleDir, 'tsconfig.json')], { cwd: repoRoot, encoding: 'utf8', timeout: 120_000 });
      expect(tsc.stdout + tsc.stderr).toBe('');
      expect(tsc.status).toBe(0);
    });

    it("runs the docs sample's main, which prints its documented output", async () => {
      const expected = readFileSync(join(repoRoot, 'test/e2e/expected/tile-static-average.out'), 'utf8');
      expect(await page.textContent('#stdout')).toBe(expected);
    });

    it("shows a compile error in Vite's overlay, with file:line:col and the caret", async () => {
      const dir = scratch({ 'index.html': '<script type="module" src="./main.js"></script>', 'main.js': "import { main } from './bad.cpp';\nmain();\n", 'bad.cpp': BAD_CPP });
      const dev = spawn(process.execPath, [join(repoRoot, 'test/browser/vite-driver.mjs'), JSON.stringify({ kind: 'serve', root: dir })], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] });
      const devPage = await browser!.context.newPage();
      try {
        const url = await new Promise<string>((resolveUrl, reject) => {
          let printed = '';
          dev.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
            printed += chunk;
            const line = /^\{.*\}$/m.exec(printed);
            if (line) resolveUrl((JSON.parse(line[0]) as { url: string }).url);
          });
          dev.on('exit', (code) => reject(new Error(`the dev server exited (${code}): ${printed}`)));
        });
        await devPage.goto(url);
        const overlay = devPage.locator('vite-error-overlay');
        await overlay.waitFor({ timeout: 30_000 });
        const file = join(dir, 'bad.cpp');
        const message = (await overlay.locator('.message-body').textContent())!;
        expect(message).toContain(`${file}:3:15: error: use of undeclared identifier 'undeclared' [undeclared]\n${BAD_LINE}\n${' '.repeat(14)}^${'~'.repeat(9)}`);
        // The overlay's link to the editor: Vite's own `loc` text, with Rollup's 0-based column.
        expect(await overlay.locator('.file').textContent()).toBe(`${file}:3:14`);
        await devPage.screenshot({ path: join(repoRoot, 'test-artifacts/vite-overlay.png') });
      } finally {
        await devPage.close();
        dev.kill();
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('bundles no Node module and keeps Dawn an import that a browser never evaluates', () => {
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      const script = /<script type="module" crossorigin src="\/(assets\/[\w.-]+\.js)">/.exec(html)![1]!;
      const code = readFileSync(join(outDir, script), 'utf8');
      expect(code.match(/(?:\bfrom\s*|\bimport\s*\(?\s*)["'`]node:[\w/]+["'`]|(?<![.\w$])require\s*\(/g) ?? []).toEqual([]);
      expect(code).toMatch(/import\(["'`]webgpu["'`]\)/);
    });
  });

  it('fails the build on a compile error, with file:line:col, the source line and a caret', () => {
    const dir = scratch({ 'index.html': '<script type="module" src="./main.js"></script>', 'main.js': "import { main } from './bad.cpp';\nmain();\n", 'bad.cpp': BAD_CPP });
    const built = viteJob<BuildResult>({ kind: 'build', root: dir, outDir: join(dir, 'dist'), configFile: false });
    rmSync(dir, { recursive: true, force: true });
    expect(built.ok).toBe(false);
    const file = join(dir, 'bad.cpp');
    expect(built.error!.message).toContain(`${file}:3:15: error: use of undeclared identifier 'undeclared' [undeclared]`);
    expect(built.error!.message).toContain(`${BAD_LINE}\n${' '.repeat(14)}^${'~'.repeat(9)}`);
    expect(built.error!.loc).toEqual({ file, line: 3, column: 14 });
  });

  it('reports warnings as warnings, with their location, and werror makes them errors', () => {
    const source = readFileSync(join(repoRoot, 'samples/sum-2x6-race.cpp'), 'utf8');
    const dir = scratch({ 'index.html': '<script type="module" src="./main.js"></script>', 'main.js': "import { main } from './race.cpp';\nmain();\n", 'race.cpp': source });
    const job = (werror: boolean) => ({ kind: 'build', root: dir, outDir: join(dir, 'dist'), configFile: false, plugin: { werror } });
    const warned = viteJob<BuildResult>(job(false));
    const promoted = viteJob<BuildResult>(job(true));
    rmSync(dir, { recursive: true, force: true });
    expect(warned.ok).toBe(true);
    const race = warned.warnings.filter((w) => w.message.includes('[tile-static-race]'));
    expect(race.length).toBeGreaterThan(0);
    const file = join(dir, 'race.cpp');
    const [, line, column] = new RegExp(`^${file.replace(/[.\\/]/g, '\\$&')}:(\\d+):(\\d+): warning: race on tile_static`).exec(race[0]!.message) ?? [];
    expect(race[0]!.loc).toEqual({ file, line: Number(line), column: Number(column) - 1 });
    expect(promoted.ok).toBe(false);
    expect(promoted.error!.message).toMatch(/race\.cpp:\d+:\d+: error: race on tile_static .*\[-Werror,tile-static-race\]/);
  });

  it("recompiles in Vite's dev server when an included header changes", () => {
    const dir = scratch({
      'answer.h': '#define ANSWER 41\n',
      'answer.cpp': '#include "answer.h"\nint answer() { return ANSWER * 1000; }\n',
    });
    const { before, after } = viteJob<{ before: string; after: string }>({ kind: 'header-change', root: dir, module: '/answer.cpp', header: 'answer.h', text: '#define ANSWER 42\n' });
    rmSync(dir, { recursive: true, force: true });
    expect(before).toContain('41000');
    expect(after).toContain('42000');
  });
});

/** An app that imports sgemm and its WGSL from examples/vite/sgemm.cpp and prints C and the kernel count. */
const SGEMM_ENTRY = [
  "import { sgemm } from '../../examples/vite/sgemm.cpp';",
  "import wgsl from '../../examples/vite/sgemm.cpp?wgsl';",
  "import { shutdown } from 'ampc/runtime';",
  'const c = new Float32Array(4);',
  'await sgemm(2, 2, 3, 1, Float32Array.of(1, 2, 3, 4, 5, 6), Float32Array.of(1, 0, 0, 1, 1, 1), 0, c);',
  'console.log(JSON.stringify({ c: Array.from(c), kernels: wgsl.match(/@compute/g).length }));',
  'await shutdown();',
].join('\n');

/** Runs a bundle of SGEMM_ENTRY in Node and checks what it prints. */
function expectSgemmBundleRuns(bundle: string): void {
  const run = spawnSync(process.execPath, [bundle], { encoding: 'utf8', env: { ...process.env, XDG_RUNTIME_DIR: process.env.XDG_RUNTIME_DIR ?? '/tmp' }, timeout: 60_000 });
  expect(run.status).toBe(0);
  // [1 2 3; 4 5 6] x [1 0; 0 1; 1 1] = [4 5; 10 11]
  expect(JSON.parse(run.stdout.trim().split('\n').pop()!)).toEqual({ c: [4, 5, 10, 11], kernels: 1 });
}

describe('ampc/rollup', () => {
  it('bundles a .cpp and its ?wgsl for Node with Rolldown, and the bundle runs sgemm on Dawn', () => {
    const dir = scratch({ 'entry.mjs': SGEMM_ENTRY });
    try {
      // Rolldown's native binding rejects options made in Jest's VM context: build in a process of its own.
      const script = [
        "import { rolldown } from 'rolldown';",
        `import ampc from ${JSON.stringify(pathToFileURL(join(repoRoot, 'dist/src/plugin/rollup.js')).href)};`,
        `const bundle = await rolldown({ input: ${JSON.stringify(join(dir, 'entry.mjs'))}, platform: 'node', plugins: [ampc()] });`,
        `await bundle.write({ file: ${JSON.stringify(join(dir, 'out.mjs'))}, format: 'esm' });`,
        'await bundle.close();',
      ].join('\n');
      const built = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 });
      expect(built.stderr).toBe('');
      expect(built.status).toBe(0);
      expectSgemmBundleRuns(join(dir, 'out.mjs'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('ampc/esbuild', () => {
  it('bundles a .cpp and its ?wgsl for Node, and the bundle runs sgemm on Dawn', async () => {
    const { build } = await import('esbuild');
    const ampc = await esbuildPlugin();
    const dir = scratch({ 'entry.mjs': SGEMM_ENTRY });
    try {
      const result = await build({ entryPoints: [join(dir, 'entry.mjs')], bundle: true, format: 'esm', platform: 'node', outfile: join(dir, 'out.mjs'), logLevel: 'silent', plugins: [ampc()] });
      expect(result.errors).toEqual([]);
      expectSgemmBundleRuns(join(dir, 'out.mjs'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails the build on a compile error, located in the header that has it', async () => {
    const { build } = await import('esbuild');
    const ampc = await esbuildPlugin();
    const dir = scratch({ 'entry.mjs': "import { main } from './bad.cpp';\nmain();\n", 'bad.cpp': '#include "bad.h"\nint main() { return f(); }\n', 'bad.h': BAD_CPP.replace('int main()', 'int f()') });
    const failure = await build({ entryPoints: [join(dir, 'entry.mjs')], bundle: true, write: false, format: 'esm', logLevel: 'silent', plugins: [ampc()] }).then(
      () => null,
      (e: { errors: Array<{ text: string; location: { file: string; line: number; column: number } | null }> }) => e,
    );
    rmSync(dir, { recursive: true, force: true });
    expect(failure).not.toBeNull();
    expect(failure!.errors).toHaveLength(1);
    const header = join(dir, 'bad.h');
    expect(failure!.errors[0]!.text).toContain(`${header}:3:15: error: `);
    expect(failure!.errors[0]!.text).toContain(`${BAD_LINE}\n${' '.repeat(14)}^${'~'.repeat(9)}`);
    // esbuild shows files relative to its working directory.
    expect(failure!.errors[0]!.location).toMatchObject({ file: relative(process.cwd(), header), line: 3, column: 14 });
  });
});
