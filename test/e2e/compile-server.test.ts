/**
 * The compile server (src/compile-server.ts, src/compile-client.ts): a command the server runs
 * writes, prints and exits exactly as the command compiling itself does; the command prints what
 * its server answers, and compiles itself when the server is busy, answers nothing, or is absent
 * (starting one then); and a socket folder others can use is never used.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as client from '../../src/compile-client.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const cliPath = join(repoRoot, 'dist/src/ampc.js');
const bundleUrl = pathToFileURL(join(repoRoot, 'dist/src/ampc-bundle.js')).href;
const { buildId } = JSON.parse(readFileSync(join(repoRoot, 'dist/src/snapshot-build-id.json'), 'utf8')) as { buildId: string };

let work: string;
/** Each test's own XDG_RUNTIME_DIR, so its server (or fake one) is its alone. */
let runtimeDir: string;
let socket: string;
const servers: ChildProcess[] = [];
const fakes: Server[] = [];

beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'ampc-server-'));
  runtimeDir = join(work, 'runtime');
  mkdirSync(runtimeDir);
  socket = withRuntimeDir(() => client.serverSocketPath(buildId))!;
  expect(socket).toBeDefined();
});

afterEach(async () => {
  for (const s of servers.splice(0)) s.kill();
  await Promise.all(fakes.splice(0).map((f) => new Promise((r) => f.close(r))));
  // A server the command started stops when its socket goes (it idles out within seconds anyway).
  rmSync(work, { recursive: true, force: true });
});

function withRuntimeDir<T>(f: () => T): T {
  const saved = process.env.XDG_RUNTIME_DIR;
  process.env.XDG_RUNTIME_DIR = runtimeDir;
  try {
    return f();
  } finally {
    process.env.XDG_RUNTIME_DIR = saved;
  }
}

interface Run { code: number | null; stdout: string; stderr: string; files: Record<string, string> }

/**
 * The command, through whatever server is up (`server`) or compiling itself (`itself`). Not
 * spawnSync: a stand-in server in this process must answer while the command runs.
 */
async function run(how: 'server' | 'itself', args: readonly string[]): Promise<Run> {
  const out = join(work, `out-${how}`);
  rmSync(out, { recursive: true, force: true });
  const child = spawn(process.execPath, [cliPath, ...args.map((a) => (a === 'OUT' ? out : a))], {
    cwd: repoRoot,
    env: { ...process.env, XDG_RUNTIME_DIR: runtimeDir, AMPC_NO_SNAPSHOT: '1', NO_COLOR: '1', AMPC_SERVER_IDLE_SECONDS: '20', ...(how === 'itself' ? { AMPC_NO_SERVER: '1' } : {}) },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  const code = await new Promise<number | null>((r) => child.on('close', r));
  const files = existsSync(out) ? Object.fromEntries(readdirSync(out).sort().map((f) => [f, readFileSync(join(out, f), 'utf8').replaceAll(out, 'OUT')])) : {};
  return { code, stdout: stdout.replaceAll(out, 'OUT'), stderr: stderr.replaceAll(out, 'OUT'), files };
}

async function startServer(): Promise<void> {
  const script = `import(${JSON.stringify(bundleUrl)}).then((m) => m.serveCompiles(${JSON.stringify(socket)}, ${JSON.stringify(`${socket}.starting`)}))`;
  servers.push(spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'ignore', env: { ...process.env, AMPC_SERVER_IDLE_SECONDS: '20' } }));
  await until(() => existsSync(socket));
}

async function until(done: () => boolean, limit = 30_000): Promise<void> {
  for (let waited = 0; !done(); waited += 50) {
    if (waited > limit) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A stand-in server that answers every request with `answer` (or closes without one). */
async function fakeServer(answer: string | null): Promise<string[]> {
  const requests: string[] = [];
  const fake = createServer({ allowHalfOpen: true }, (c) => {
    let text = '';
    c.on('data', (d) => (text += d));
    c.on('end', () => {
      requests.push(text);
      if (answer === null) c.destroy();
      else c.end(answer);
    });
  });
  fakes.push(fake);
  await new Promise<void>((r) => fake.listen(socket, r));
  return requests;
}

test('through a server, a command writes, prints and exits as it does compiling itself', async () => {
  // The command asks the server of the build these tests read the id of.
  expect(readFileSync(cliPath, 'utf8')).toContain(JSON.stringify(buildId));
  await startServer();
  const bad = join(work, 'bad.cpp');
  writeFileSync(bad, 'int main() {\n  int x = y;\n  return x\n}\n');
  for (const args of [
    ['samples/matmul-tile-static.cpp', '-o', 'OUT'],
    ['test/e2e/oracle-programs/real-B-mandelbrot.cpp', '-o', 'OUT', '--emit', 'both'],
    ['-DTILE=8', '--print-wgsl', 'samples/matmul-tile-static.cpp'],
    [bad, '-o', 'OUT'],
    ['--diagnostics-format=json', bad, '-o', 'OUT'],
    ['--no-such-flag'],
    ['--list-rules'],
  ]) {
    const itself = await run('itself', args);
    expect(await run('server', args)).toEqual(itself);
  }
}, 120_000);

test('the command prints what its server answers, with its exit code', async () => {
  const requests = await fakeServer(JSON.stringify({ kind: 'done', stdout: 'from the server\n', stderr: 'its diagnostics\n', exitCode: 3 }));
  const r = await run('server', ['samples/extents.cpp', '-o', 'OUT']);
  expect(r).toMatchObject({ code: 3, stdout: 'from the server\n', stderr: 'its diagnostics\n', files: {} });
  const request = JSON.parse(requests[0]!) as { argv: string[]; cwd: string; env: Record<string, string> };
  expect(request.argv).toEqual(['samples/extents.cpp', '-o', join(work, 'out-server')]);
  expect(request.cwd).toBe(repoRoot.replace(/\/$/, ''));
  expect(request.env.NO_COLOR).toBe('1');
}, 60_000);

test.each([
  ['is busy', JSON.stringify({ kind: 'busy' })],
  ['closes without answering', null],
])('a command whose server %s compiles itself', async (_name, answer) => {
  const requests = await fakeServer(answer);
  const args = ['samples/extents.cpp', '-o', 'OUT'];
  const itself = await run('itself', args);
  expect(await run('server', args)).toEqual(itself);
  expect(requests).toHaveLength(1);
}, 60_000);

test('a command that finds no server compiles itself and starts one for the next', async () => {
  const args = ['samples/extents.cpp', '-o', 'OUT'];
  const itself = await run('itself', args);
  expect(await run('server', args)).toEqual(itself);
  await until(() => existsSync(socket), 30_000);
  expect(await run('server', args)).toEqual(itself);
  // The server it started stops with its socket gone (it would idle out anyway).
  const pids = spawnSync('pgrep', ['-f', socket], { encoding: 'utf8' }).stdout.trim().split('\n').filter(Boolean);
  for (const pid of pids) process.kill(Number(pid));
}, 120_000);

test('commands the server does not run', () => {
  expect(client.serverCanRun(['samples/extents.cpp', '-o', 'out', '-w'])).toBe(true);
  expect(client.serverCanRun(['run', 'samples/extents.cpp'])).toBe(false);
  expect(client.serverCanRun(['samples/extents.cpp', '--watch'])).toBe(false);
  expect(client.serverCanRun(['-', '-o', 'out'])).toBe(false);
  expect(client.serverCanRun(['--help'])).toBe(false);
});

test('a socket folder that others can use is never used', () => {
  const folder = join(runtimeDir, `ampc-${process.getuid!()}`);
  chmodSync(folder, 0o755);
  expect(withRuntimeDir(() => client.serverSocketPath(buildId))).toBeUndefined();
  chmodSync(folder, 0o700);
  expect(withRuntimeDir(() => client.serverSocketPath(buildId))).toBe(socket);
});
