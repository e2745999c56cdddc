#!/usr/bin/env node
/**
 * Bundles the command line (dist/src/cli.js and everything it imports: the compiler,
 * chevrotain, lodash-es, commander) into one file, dist/src/ampc-bundle.js, started by
 * dist/src/ampc.js, which package.json's `bin` names. Node then loads one module instead of several hundred, which is most of what
 * a compile's start-up cost before (bench/startup.js; issue 11's target is ≤ 150 ms), with
 * the parser's lookahead table computed at build time (lookahead-table.mjs).
 *
 * The bundle sits next to cli.js so the paths cli.js computes from `import.meta.url` still
 * hold. The runtime stays outside: `ampc run`'s program imports dist/runtime/index.js, and the
 * CLI must share that one copy of it (its device, its exception classes).
 */
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { lookaheadTablePlugin } from './lookahead-table.mjs';
import { preludeAstPlugin } from './prelude-ast.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

await build({
  entryPoints: ['dist/src/cli.js'],
  outfile: 'dist/src/ampc-bundle.js',
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: ['webgpu', '../runtime/index.js'],
  // commander is CommonJS and requires Node's built-ins; an ES module has no `require`.
  banner: { js: "import { createRequire as __ampcCreateRequire } from 'node:module'; const require = __ampcCreateRequire(import.meta.url);" },
  // Less text for V8 to parse at every start; identifiers stay, so stack traces still read.
  minifyWhitespace: true,
  minifySyntax: true,
  // The parser's lookahead table and the library prelude's parsed declarations, computed now
  // instead of at every start (src/parser/lookahead.ts, src/sema/library-prelude-ast.ts).
  plugins: [lookaheadTablePlugin(root), preludeAstPlugin(root, 'dist/src/ampc-prelude')],
  logLevel: 'warning',
});

// The start-up snapshot's entry (src/snapshot.ts): the same compiler as one CommonJS script,
// which is what `node --build-snapshot` takes. `import.meta.url` is cli.js's, beside it.
await build({
  entryPoints: ['dist/src/snapshot-entry.js'],
  outfile: 'dist/src/ampc-snapshot.cjs',
  absWorkingDir: root,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  external: ['webgpu', '../runtime/index.js'],
  define: { 'import.meta.url': '__ampcCliUrl' },
  banner: { js: "const __ampcCliUrl = require('node:url').pathToFileURL(require('node:path').join(__dirname, 'cli.js')).href;" },
  minifyWhitespace: true,
  minifySyntax: true,
  plugins: [lookaheadTablePlugin(root), preludeAstPlugin(root, 'dist/src/ampc-prelude')],
  logLevel: 'warning',
});
// Names this build's snapshots, so that a blob made from another build is never started.
const buildId = createHash('sha256').update(readFileSync(join(root, 'dist/src/ampc-snapshot.cjs'))).digest('hex').slice(0, 12);

// The command: where it can, this user's compile server runs it (src/compile-client.ts), or it
// becomes a process restored from the start-up snapshot (src/snapshot.ts). Otherwise, on Node 22 and later, V8's compiled code for the bundle is cached
// on disk (module.enableCompileCache), so later starts skip compiling it; then the bundle runs.
writeFileSync(join(root, 'dist/src/ampc.js'), `#!/usr/bin/env node
// ampc's command (scripts/build-cli.mjs): has the compile server run it, or starts from the snapshot, or the bundled compiler, ampc-bundle.js.
import module from 'node:module';
import { compileThroughServer } from './compile-client.js';
import { startFromSnapshot } from './snapshot.js';
const exitCode = await compileThroughServer(${JSON.stringify(buildId)});
if (exitCode !== undefined) {
  process.exitCode = exitCode;
} else {
  await startFromSnapshot(${JSON.stringify(buildId)});
  module.enableCompileCache?.();
  const { runAsProcess } = await import('./ampc-bundle.js');
  await runAsProcess();
}
`, { mode: 0o755 });
writeFileSync(join(root, 'dist/src/snapshot-build-id.json'), JSON.stringify({ buildId }) + '\n');

// This Node's snapshot, made now, so that the first compile after a build needn't wait for one.
if (process.env.AMPC_NO_SNAPSHOT === undefined) {
  const { buildSnapshot, snapshotPath } = await import(pathToFileURL(join(root, 'dist/src/snapshot.js')).href);
  await buildSnapshot(snapshotPath(buildId), true);
}
