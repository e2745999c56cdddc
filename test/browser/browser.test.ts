/**
 * ampc in a browser: headless Chromium (Debian's `chromium`, driven by playwright-core) with
 * WebGPU on its bundled SwiftShader (chromium.ts launches it).
 *
 * - The browser bundle (dist/browser/ampc.js) compiles every docs sample in the page and
 *   runs it on `navigator.gpu`; each prints its documented output (test/e2e/expected, the
 *   same files test/e2e/samples.test.ts checks `ampc run` against).
 * - The playground (dist/playground) compiles as you type, underlines and lists diagnostics,
 *   shows WGSL and TypeScript, runs every docs sample, and shares code through the URL hash.
 *   Screenshots go to test-artifacts/ (playground.png, playground-diagnostics.png).
 *
 * One browser serves every test. Without Chromium the tests fail (scripts/setup.sh installs it).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { launchChromium, repoRoot, serveFolder, type Chromium } from './chromium.js';

const expectedDir = join(repoRoot, 'test/e2e/expected');
const artifactsDir = join(repoRoot, 'test-artifacts');

interface SampleCase {
  /** The expected file's name without `.out`. */
  name: string;
  file: string;
  defines: Array<[string, string]>;
}

const sampleFiles = readdirSync(join(repoRoot, 'samples')).filter((f) => f.endsWith('.cpp')).sort();
const documented = sampleFiles.filter((f) => existsSync(join(expectedDir, `${basename(f, '.cpp')}.out`)));
/** Samples whose output depends on thread timing (test/e2e/samples.test.ts's RACY_SAMPLES). */
const racy = sampleFiles.filter((f) => !documented.includes(f));
const cases: SampleCase[] = [
  ...documented.map((file) => ({ name: basename(file, '.cpp'), file, defines: [] })),
  // As in test/e2e/samples.test.ts: sampling-example guards SAMPLESIZE for -D.
  { name: 'sampling-example-4', file: 'sampling-example.cpp', defines: [['SAMPLESIZE', '4']] },
];

const expectedOutput = (name: string): string => readFileSync(join(expectedDir, `${name}.out`), 'utf8');
const sampleSource = (file: string): string => readFileSync(join(repoRoot, 'samples', file), 'utf8');
/** Trailing spaces are not part of what the oracle checks (the docs' listings print `value << " "`). */
const withoutTrailingSpaces = (text: string): string => text.replace(/ +$/gm, '');

let server: ChildProcess | undefined;
let baseUrl = '';
let browser: Chromium | undefined;
let context: BrowserContext | undefined;
/** Errors the pages threw: none is expected. */
const pageErrors: string[] = [];

async function newPage(): Promise<Page> {
  const page = await context!.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
  return page;
}

beforeAll(async () => {
  const build = spawnSync(process.execPath, ['scripts/build-browser.mjs'], { cwd: repoRoot, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`scripts/build-browser.mjs failed:\n${build.stdout}${build.stderr}`);
  ({ url: baseUrl, server } = await serveFolder('dist'));
  browser = await launchChromium();
  context = browser.context;
}, 60_000);

afterAll(async () => {
  await browser?.close();
  server?.kill();
});

afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});

describe('the browser bundle', () => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage();
    // Any page of the server: an http://127.0.0.1 origin is a secure context, which WebGPU needs.
    await page.goto(`${baseUrl}playground/`);
  });

  afterAll(() => page.close());

  it('imports no Node module, and keeps Dawn only as an import a browser never evaluates', () => {
    for (const bundle of ['browser/ampc.js', 'browser/runtime.js', 'playground/app.js']) {
      const code = readFileSync(join(repoRoot, 'dist', bundle), 'utf8');
      expect({ bundle, nodeImports: code.match(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']node:[\w/]+["']|(?<![.\w$])require\s*\(/g) ?? [] }).toEqual({ bundle, nodeImports: [] });
    }
    expect(readFileSync(join(repoRoot, 'dist/browser/runtime.js'), 'utf8')).toContain('import("webgpu")');
  });

  it("runs on the page's own WebGPU adapter (SwiftShader here)", async () => {
    const adapter = await page.evaluate(async () => {
      const found = await navigator.gpu?.requestAdapter();
      return found ? found.info.architecture : null;
    });
    expect(adapter).toBe('swiftshader');
  });

  it('returns compile errors as values with rule ids and spans', async () => {
    const result = await page.evaluate(async (url) => {
      const ampc = await import(url);
      const compiled = ampc.compile('bad.cpp', 'int main() { int x = ; }');
      return { output: compiled.output, diagnostics: compiled.diagnostics.map((d: { code: string; span: { start: { line: number } } }) => [d.code, d.span.start.line]) };
    }, `${baseUrl}browser/ampc.js`);
    expect(result).toEqual({ output: null, diagnostics: [['syntax', 1]] });
  });

  it('reads #include "..." from the files it is given, and from nowhere else', async () => {
    const outputs = await page.evaluate(async (url) => {
      const ampc = await import(url);
      const text = '#include "answer.h"\nint main() { return ANSWER; }';
      const withFile = ampc.compile('main.cpp', text, { files: new Map([['answer.h', '#define ANSWER 42\n']]) });
      const without = ampc.compile('main.cpp', text);
      return [withFile.output !== null, without.diagnostics.map((d: { code: string }) => d.code)];
    }, `${baseUrl}browser/ampc.js`);
    expect(outputs[0]).toBe(true);
    expect(outputs[1]).toContain('pp-include-not-found');
  });

  /** Runs a sample through the bundle's compileAndRun in the page. */
  function runInPage(sample: SampleCase) {
    return page.evaluate(
      async ({ url, file, source, defines }) => {
        const ampc = await import(url);
        let stdout = '';
        let stderr = '';
        const run = await ampc.compileAndRun(file, source, {
          defines: new Map(defines),
          stdout: (text: string) => (stdout += text),
          stderr: (text: string) => (stderr += text),
        });
        return { kind: run.kind as string, exitCode: run.exitCode as number | undefined, message: run.message as string | undefined, stdout, stderr };
      },
      { url: `${baseUrl}browser/ampc.js`, file: sample.file, source: sampleSource(sample.file), defines: sample.defines },
    );
  }

  test.each(cases.map((c) => [c.name, c] as const))('%s prints its documented output', async (name, sample) => {
    const result = await runInPage(sample);
    expect({ kind: result.kind, exitCode: result.exitCode, message: result.message, stderr: result.stderr }).toEqual({ kind: 'exited', exitCode: 0, message: undefined, stderr: '' });
    expect(withoutTrailingSpaces(result.stdout)).toBe(withoutTrailingSpaces(expectedOutput(name)));
  });

  test.each(racy)('%s (racy, no documented output) runs and prints one integer', async (file) => {
    const result = await runInPage({ name: basename(file, '.cpp'), file, defines: [] });
    expect({ kind: result.kind, exitCode: result.exitCode }).toEqual({ kind: 'exited', exitCode: 0 });
    expect(result.stdout).toMatch(/^-?\d+\n$/);
  });
});

describe('the playground', () => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage();
    await page.setViewportSize({ width: 1400, height: 860 });
    await page.goto(`${baseUrl}playground/`);
  });

  afterAll(() => page.close());

  /** Waits for the compile that the last edit scheduled. */
  async function compiled(): Promise<string> {
    await page.waitForSelector('#status[data-state="compiled"], #status[data-state="errors"]');
    return (await page.getAttribute('#status', 'data-state'))!;
  }

  async function runAndWait(): Promise<{ state: string; verdict: string; stdout: string }> {
    await page.click('#run');
    await page.waitForSelector('#run-status[data-state="ok"], #run-status[data-state="failed"]', { timeout: 60_000 });
    return {
      state: (await page.getAttribute('#run-status', 'data-state'))!,
      verdict: (await page.textContent('#run-status'))!,
      stdout: (await page.textContent('#stdout'))!,
    };
  }

  it('opens on a docs sample, shows its WGSL and TypeScript, and runs it', async () => {
    expect(await compiled()).toBe('compiled');
    expect(await page.inputValue('#sample')).toBe('tile-static-average.cpp');
    // The editor is CodeMirror with C++ highlighting: keywords get their own spans.
    expect(await page.locator('.cm-content').innerText()).toContain('parallel_for_each');
    expect(await page.locator('.cm-content span', { hasText: /^int$/ }).count()).toBeGreaterThan(0);

    await page.click('[data-tab="wgsl"]');
    expect(await page.isVisible('#wgsl')).toBe(true);
    expect(await page.textContent('#wgsl')).toMatch(/@compute @workgroup_size\(2, 2, 1\)[\s\S]*workgroupBarrier\(\);/);
    await page.click('[data-tab="typescript"]');
    expect(await page.textContent('#typescript')).toMatch(/from "ampc\/runtime";[\s\S]*export async function main\(\): Promise<number>/);

    const run = await runAndWait();
    expect(await page.isVisible('#stdout')).toBe(true);
    expect(run.state).toBe('ok');
    expect(withoutTrailingSpaces(run.stdout)).toBe(withoutTrailingSpaces(expectedOutput('tile-static-average')));
    expect(run.verdict).toMatch(/^exit code 0 \(\d+ ms\); output matches the docs$/);

    mkdirSync(artifactsDir, { recursive: true });
    await page.screenshot({ path: join(artifactsDir, 'playground.png') });
  });

  test.each(documented)('compiles and runs %s, which prints its documented output', async (file) => {
    await page.selectOption('#sample', file);
    expect(await compiled()).toBe('compiled');
    const run = await runAndWait();
    expect(withoutTrailingSpaces(run.stdout)).toBe(withoutTrailingSpaces(expectedOutput(basename(file, '.cpp'))));
    expect(run.verdict).toMatch(/output matches the docs$/);
  });

  it('underlines a warning in the editor and lists it with its note', async () => {
    await page.selectOption('#sample', 'sum-2x6-race.cpp');
    expect(await compiled()).toBe('compiled');
    await page.waitForSelector('.cm-lintRange-warning');
    const item = page.locator('#diagnostics li.warning', { hasText: '[tile-static-race]' });
    expect(await item.count()).toBe(1);
    expect(await item.locator('.note').first().innerText()).toMatch(/^sum-2x6-race\.cpp:\d+:\d+: note: the other access/);
    await page.hover('.cm-lintRange-warning');
    await page.waitForSelector('.cm-tooltip-lint');
    expect(await page.textContent('.cm-tooltip-lint')).toContain('race on tile_static');
    await page.screenshot({ path: join(artifactsDir, 'playground-diagnostics.png') });
  });

  it('compiles as you type: an error is underlined and listed, and Run is disabled', async () => {
    await page.selectOption('#sample', 'sum-2x6-fixed.cpp');
    expect(await compiled()).toBe('compiled');
    expect(await page.locator('.cm-lintRange-error').count()).toBe(0);
    await page.click('.cm-content');
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\nint broken = ;');
    expect(await compiled()).toBe('errors');
    await page.waitForSelector('.cm-lintRange-error');
    expect(await page.locator('#diagnostics li.error', { hasText: '[syntax]' }).count()).toBe(1);
    expect(await page.isDisabled('#run')).toBe(true);
    expect(await page.textContent('#wgsl')).toContain('no WGSL');
  });

  it('shares the source through the URL hash', async () => {
    await page.selectOption('#sample', '');
    await page.click('.cm-content');
    await page.keyboard.press('Control+a');
    // The comment is not ASCII: the hash carries UTF-8.
    const source = '#include <iostream>\n// café\nint main() { std::cout << "shared " << 6 * 7 << std::endl; }\n';
    await page.keyboard.insertText(source);
    expect(await compiled()).toBe('compiled');
    await page.click('#share');
    const link = await page.inputValue('#share-link');
    expect(link).toMatch(/#code=[\w-]+$/);

    const other = await newPage();
    try {
      await other.goto(link);
      await other.waitForSelector('#status[data-state="compiled"]');
      expect(await other.inputValue('#sample')).toBe('');
      const shown = await other.locator('.cm-content').innerText();
      expect(shown).toContain('// café');
      expect(shown).toContain('std::cout << "shared " << 6 * 7');
      await other.click('#run');
      await other.waitForSelector('#run-status[data-state="ok"]', { timeout: 60_000 });
      expect(await other.textContent('#stdout')).toBe('shared 42\n');
    } finally {
      await other.close();
    }
  });
});
