#!/usr/bin/env node
/**
 * Runs Vite for plugins.test.ts in a process of its own: Vite's bundler (Rolldown, a native
 * module) rejects the plugin objects that jest's VM-module realm makes. One JSON job as the
 * argument, one JSON result on stdout's last line:
 *
 *   { "kind": "build", "root", "outDir", "configFile"?: false, "plugin"?: { options } }
 *       builds `root` (with its vite.config, or with `configFile: false` and ampc's plugin
 *       given `plugin`); the result is { ok, error?: { message, loc }, warnings: [{ message, loc }] }
 *   { "kind": "header-change", "root", "module", "header", "text" }
 *       starts a dev server, transforms `module`, writes `text` to `header`, and transforms
 *       `module` until its code changes (15 s at most); the result is { before, after }
 *   { "kind": "serve", "root" }
 *       starts a dev server with ampc's plugin on a free port and prints { url }; it serves
 *       until the process is killed
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, createServer } from 'vite';
import ampc from '../../dist/src/plugin/vite.js';

const job = JSON.parse(process.argv[2]);
const location = (loc) => (loc ? { file: loc.file, line: loc.line, column: loc.column } : null);

async function runBuild() {
  const warnings = [];
  const config = {
    root: job.root,
    logLevel: 'silent',
    build: {
      outDir: job.outDir,
      emptyOutDir: true,
      rollupOptions: { onwarn: (w) => warnings.push({ message: w.message, loc: location(w.loc) }) },
    },
  };
  if (job.configFile === false) Object.assign(config, { configFile: false, plugins: [ampc(job.plugin ?? {})] });
  try {
    await build(config);
    return { ok: true, warnings };
  } catch (e) {
    // Rolldown gathers the build's errors, each with its plugin's `loc`, into `errors`.
    return { ok: false, error: { message: e.message, loc: location(e.loc ?? e.errors?.[0]?.loc) }, warnings };
  }
}

async function runHeaderChange() {
  const server = await createServer({ root: job.root, configFile: false, logLevel: 'silent', plugins: [ampc()], server: { middlewareMode: true, hmr: false } });
  try {
    const client = server.environments.client;
    const before = (await client.transformRequest(job.module)).code;
    writeFileSync(join(job.root, job.header), job.text);
    // The watcher reports the change asynchronously: poll until the module is recompiled.
    let after = before;
    for (const started = Date.now(); after === before && Date.now() - started < 15_000; ) {
      await new Promise((r) => setTimeout(r, 100));
      after = (await client.transformRequest(job.module)).code;
    }
    return { before, after };
  } finally {
    await server.close();
  }
}

async function serve() {
  const server = await createServer({ root: job.root, configFile: false, logLevel: 'silent', plugins: [ampc()], server: { host: '127.0.0.1', port: 0 } });
  await server.listen();
  return { url: server.resolvedUrls.local[0] };
}

const run = { build: runBuild, 'header-change': runHeaderChange, serve }[job.kind];
console.log(JSON.stringify(await run()));
