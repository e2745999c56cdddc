/**
 * The command's side of ampc's compile server (src/compile-server.ts). A fresh Node process pays
 * about 30 ms to start and then 100 ms or more to load (or restore) the compiler and run it cold;
 * a resident process that has compiled before compiles a docs sample in about 10 ms. So `ampc`
 * first asks this user's server for this build to run its command, and prints what it answers.
 * Where there is none, it starts one for the next compiles (detached, as a build of the start-up
 * snapshot is) and compiles as usual itself. A server that is busy with another compile says so,
 * and the command compiles itself, so parallel builds stay parallel.
 *
 * Only compiles go through it: not `ampc run` or `--watch` (they load WebGPU and live long), and
 * not standard input. AMPC_NO_SERVER=1 turns it off; it is off on Windows (a named pipe's
 * default access is wider than a private folder's socket).
 *
 * The launcher (dist/src/ampc.js) imports this before anything else: Node's built-ins only.
 */
import { closeSync, existsSync, lstatSync, mkdirSync, openSync, rmSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** What the command sends: everything a compile reads from its process. */
export interface CompileRequest {
  argv: string[];
  cwd: string;
  env: Record<string, string | undefined>;
  /** Whether the command's stderr is a terminal (diagnostics are coloured there). */
  stderrIsTTY: boolean;
}

/** What the server answers: the compile's output and exit code, or that it is busy. */
export type CompileAnswer = { kind: 'done'; stdout: string; stderr: string; exitCode: number } | { kind: 'busy' };

/**
 * The socket of this user's server for this build and this Node, in a folder only this user can
 * use (anyone who can connect can make the server write files as this user). Undefined where
 * there can be none.
 */
export function serverSocketPath(buildId: string): string | undefined {
  if (process.platform === 'win32' || typeof process.getuid !== 'function') return undefined;
  const uid = process.getuid();
  const folder = join(process.env.XDG_RUNTIME_DIR || tmpdir(), `ampc-${uid}`);
  try {
    mkdirSync(folder, { mode: 0o700 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') return undefined;
  }
  try {
    // A folder someone else made (or made open) in a shared temporary folder is never used.
    const stat = lstatSync(folder);
    if (!stat.isDirectory() || stat.uid !== uid || (stat.mode & 0o077) !== 0) return undefined;
  } catch {
    return undefined;
  }
  return join(folder, `${buildId}-node${process.versions.node}.sock`);
}

/** Whether these arguments are a compile the server can run for the command. */
export function serverCanRun(args: readonly string[]): boolean {
  // Help is laid out for the command's own terminal width, which the server cannot see.
  const own = new Set(['--watch', '-', '--help', '-h']);
  return args[0] !== 'run' && args[0] !== 'help' && !args.some((a) => own.has(a));
}

/**
 * Runs the command through the server: returns its exit code once the server's output is written,
 * or undefined when the command must compile itself (no server, a busy one, or one that went away).
 */
export async function compileThroughServer(buildId: string): Promise<number | undefined> {
  const args = process.argv.slice(2);
  if (process.env.AMPC_NO_SERVER || process.execArgv.length > 0 || !serverCanRun(args)) return undefined;
  const socket = serverSocketPath(buildId);
  if (socket === undefined) return undefined;
  const request: CompileRequest = { argv: args, cwd: process.cwd(), env: { ...process.env }, stderrIsTTY: process.stderr.isTTY === true };
  const answer = await ask(socket, request);
  if (answer === 'no server') {
    await startServer(socket, buildId);
    return undefined;
  }
  if (answer === undefined || answer.kind === 'busy') return undefined;
  // `ampc --print-wgsl f.cpp | head`: a reader that stops early is not an error (as runAsProcess).
  process.stdout.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(answer.exitCode);
    throw e;
  });
  process.stdout.write(answer.stdout);
  process.stderr.write(answer.stderr);
  return answer.exitCode;
}

function ask(socket: string, request: CompileRequest): Promise<CompileAnswer | 'no server' | undefined> {
  return new Promise((resolveAnswer) => {
    if (!existsSync(socket)) return resolveAnswer('no server');
    let text = '';
    let connected = false;
    const connection = connect(socket, () => {
      connected = true;
      connection.end(JSON.stringify(request) + '\n');
    });
    connection.setEncoding('utf8');
    connection.on('data', (chunk: string) => (text += chunk));
    connection.on('error', () => resolveAnswer(connected ? undefined : 'no server'));
    connection.on('close', () => {
      try {
        resolveAnswer(JSON.parse(text) as CompileAnswer);
      } catch {
        // The server stopped before it answered (killed, or it ran out of memory): compile here.
        resolveAnswer(connected ? undefined : 'no server');
      }
    });
  });
}

/** Starts a server for later compiles, unless another command is starting one. */
async function startServer(socket: string, buildId: string): Promise<void> {
  const bundle = join(here, 'ampc-bundle.js');
  if (!existsSync(bundle)) return;
  const lock = `${socket}.starting`;
  try {
    if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 30_000) rmSync(lock, { force: true }); // a start that died
    closeSync(openSync(lock, 'wx'));
  } catch {
    return;
  }
  const script = `import(${JSON.stringify(new URL('ampc-bundle.js', import.meta.url).href)}).then((m) => m.serveCompiles(${JSON.stringify(socket)}, ${JSON.stringify(lock)}))`;
  // Loaded here only: most commands find their server, and loading child_process costs them time.
  const { spawn } = await import('node:child_process');
  try {
    // Its own session, no inherited streams: a caller waiting for this command's output (a build
    // tool's pipe) is not kept waiting for the server.
    spawn(process.execPath, ['--input-type=module', '-e', script], { detached: true, stdio: 'ignore', cwd: '/', env: { ...process.env, AMPC_SERVER_BUILD: buildId } }).unref();
  } catch {
    rmSync(lock, { force: true });
  }
}
