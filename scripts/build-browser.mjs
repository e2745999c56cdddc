#!/usr/bin/env node
/**
 * Builds ampc for browsers with esbuild, from the TypeScript sources (after `tsc`, whose dist/ gives
 * the parser's lookahead table: scripts/lookahead-table.mjs):
 *   dist/browser/ampc.js      the compiler (src/browser.ts), ESM
 *   dist/browser/runtime.js   the runtime (runtime/index.ts), ESM, imported by compiled programs
 *   dist/playground/          the playground: a static folder that can be hosted anywhere
 *                             (index.html, style.css, app.js, runtime.js, samples.json)
 *
 * Both are built for the browser platform, so a Node module reached from either entry
 * point fails the build. The one exception is `webgpu` (Dawn for Node), which the runtime
 * imports dynamically only when there is no `navigator.gpu`: it stays an external import
 * that a browser never evaluates.
 */
import { build } from 'esbuild';
import { lookaheadTablePlugin } from './lookahead-table.mjs';
import { preludeAstPlugin } from './prelude-ast.mjs';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = (...parts) => join(root, 'dist', ...parts);

/** Options every bundle shares. */
const common = {
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  external: ['webgpu'],
  sourcemap: true,
  minify: true,
  logLevel: 'warning',
  absWorkingDir: root,
  // The parser's lookahead table, computed from dist/'s grammar (so `tsc` runs first).
  plugins: [lookaheadTablePlugin(root), preludeAstPlugin(root)],
};

/**
 * The docs samples for the playground's picker: each samples/*.cpp with its one-line
 * description from samples/README.md and its documented output (test/e2e/expected),
 * where it has one.
 */
export function readSamples() {
  const readme = readFileSync(join(root, 'samples/README.md'), 'utf8');
  const descriptions = new Map();
  for (const line of readme.split('\n')) {
    const row = /^\| (`[^|]+`) \| (.+) \|$/.exec(line);
    if (!row) continue;
    for (const [, name] of row[1].matchAll(/`([\w-]+\.cpp)`/g)) descriptions.set(name, row[2].replace(/`/g, ''));
  }
  return readdirSync(join(root, 'samples'))
    .filter((entry) => entry.endsWith('.cpp'))
    .sort()
    .map((file) => {
      const expectedPath = join(root, 'test/e2e/expected', `${basename(file, '.cpp')}.out`);
      return {
        file,
        description: descriptions.get(file) ?? '',
        source: readFileSync(join(root, 'samples', file), 'utf8'),
        expected: existsSync(expectedPath) ? readFileSync(expectedPath, 'utf8') : null,
      };
    });
}

export async function buildBrowser() {
  await build({
    ...common,
    entryPoints: { ampc: 'src/browser.ts', runtime: 'runtime/index.ts' },
    outdir: out('browser'),
  });

  const playground = out('playground');
  rmSync(playground, { recursive: true, force: true });
  mkdirSync(playground, { recursive: true });
  await build({
    ...common,
    entryPoints: { app: 'playground/app.ts', runtime: 'runtime/index.ts' },
    outdir: playground,
  });
  for (const file of ['index.html', 'style.css']) copyFileSync(join(root, 'playground', file), join(playground, file));
  writeFileSync(join(playground, 'samples.json'), JSON.stringify(readSamples()));
  return { browser: out('browser'), playground };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  const { browser, playground } = await buildBrowser();
  console.log(`build-browser: ${browser} and ${playground} (${Date.now() - started} ms)`);
}
