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
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lookaheadTablePlugin } from './lookahead-table.mjs';

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
  // The parser's lookahead, computed now instead of at every start (src/parser/lookahead.ts).
  plugins: [lookaheadTablePlugin(root)],
  logLevel: 'warning',
});

// The command: on Node 22 and later, V8's compiled code for the bundle is cached on disk
// (module.enableCompileCache), so later starts skip compiling it; then the bundle runs.
writeFileSync(join(root, 'dist/src/ampc.js'), `#!/usr/bin/env node
// ampc's command (scripts/build-cli.mjs): starts the bundled compiler, ampc-bundle.js.
import module from 'node:module';
module.enableCompileCache?.();
const { runAsProcess } = await import('./ampc-bundle.js');
await runAsProcess();
`, { mode: 0o755 });
