/**
 * What the browser tests share: headless Chromium (Debian's `chromium`, driven by
 * playwright-core) with WebGPU on its bundled SwiftShader (see shared/notes/webgpu-on-linux.md),
 * and a static server for a folder (scripts/serve-playground.mjs), on 127.0.0.1, which is a
 * secure context, as WebGPU needs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext } from 'playwright-core';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const CHROMIUM = '/usr/bin/chromium';
/** The launch options that give headless Chromium WebGPU here (shared/notes/webgpu-on-linux.md). */
export const CHROMIUM_ARGS = ['--headless=new', '--enable-unsafe-webgpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

export interface Chromium {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Starts Chromium with a fresh profile; without it, says what to install. */
export async function launchChromium(): Promise<Chromium> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: the browser tests need Debian's chromium (bash scripts/setup.sh installs it)`);
  const profileDir = mkdtempSync(join(tmpdir(), 'ampc-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

export interface StaticServer {
  /** `http://127.0.0.1:PORT/`, with the trailing slash. */
  url: string;
  server: ChildProcess;
}

/** Serves `dir` (absolute, or relative to the repository) with scripts/serve-playground.mjs on a free port. */
export function serveFolder(dir: string): Promise<StaticServer> {
  return new Promise((resolveServer, reject) => {
    const child = spawn(process.execPath, ['scripts/serve-playground.mjs', '--port', '0', '--no-build', '--dir', dir], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let printed = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      printed += chunk;
      const match = /^serving (\S+)$/m.exec(printed);
      if (match) resolveServer({ url: match[1]!, server: child });
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`serve-playground exited (${code}) before serving: ${printed}`)));
  });
}
