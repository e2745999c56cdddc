/**
 * ampc's compile server: a process that keeps the compiler loaded and warm, and runs the `ampc`
 * commands that ask it (src/compile-client.ts has the command's side and the reasons). It runs one
 * compile at a time, each exactly as the command would (`main` with the command's arguments,
 * working folder, environment and kind of stderr), and answers with what the compile printed and
 * its exit code. A compile asked for while one runs gets "busy" and runs in its own command.
 *
 * It stops when it has been idle for AMPC_SERVER_IDLE_SECONDS (default 600), when its memory
 * grows past a bound, or when it fails; a command whose server stopped compiles itself.
 */
import { rmSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { main } from './cli.js';
import type { CompileAnswer, CompileRequest } from './compile-client.js';

const DEFAULT_IDLE_SECONDS = 600;
/** A server whose memory grows past this stops after its compile (a long-lived heap's leaks stay bounded). */
const MAX_RSS_BYTES = 1.5 * 1024 ** 3;

/** Serves compiles on `socket` until idle; drops the starting command's `lock` once it listens (or cannot). */
export async function serveCompiles(socket: string, lock: string): Promise<void> {
  process.on('uncaughtException', () => process.exit(70));
  const idleSeconds = Number(process.env.AMPC_SERVER_IDLE_SECONDS) || DEFAULT_IDLE_SECONDS;
  let busy = false;
  let idle: NodeJS.Timeout | undefined;
  const stop = () => {
    server.close();
    try {
      unlinkSync(socket);
    } catch {
      // Gone already.
    }
    process.exit(0);
  };
  const idleAgain = () => {
    if (idle) clearTimeout(idle);
    idle = setTimeout(stop, idleSeconds * 1000);
  };

  // Half-open: the command ends its side after the request, and still reads the answer.
  const server = createServer({ allowHalfOpen: true }, (connection) => {
    let text = '';
    connection.setEncoding('utf8');
    connection.on('error', () => connection.destroy());
    connection.on('data', (chunk: string) => (text += chunk));
    connection.on('end', () => {
      const answer = (value: CompileAnswer) => connection.end(JSON.stringify(value));
      if (busy) {
        answer({ kind: 'busy' });
        return;
      }
      let request: CompileRequest;
      try {
        request = JSON.parse(text) as CompileRequest;
      } catch {
        connection.destroy(); // a probe (see `listen`), or not a command
        return;
      }
      busy = true;
      void compileFor(request).then((done) => {
        busy = false;
        answer(done);
        if (process.memoryUsage().rss > MAX_RSS_BYTES) stop();
        idleAgain();
      });
    });
  });

  const listening = await listen(server, socket);
  rmSync(lock, { force: true });
  if (!listening) process.exit(0);
  idleAgain();
}

/** Runs one command as its own process would have. */
async function compileFor(request: CompileRequest): Promise<CompileAnswer & { kind: 'done' }> {
  let stdout = '';
  let stderr = '';
  try {
    process.chdir(request.cwd);
  } catch {
    return { kind: 'done', stdout, stderr: `ampc: error: cannot use the working folder ${request.cwd}\n`, exitCode: 2 };
  }
  const exitCode = await main(request.argv, {
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t), isTTY: request.stderrIsTTY },
    env: request.env,
  });
  return { kind: 'done', stdout, stderr, exitCode };
}

/**
 * Listens on `socket`. A socket file that no server answers on (one that was killed) is removed
 * first; one that a server answers on means another server won the start: this one is not needed.
 */
function listen(server: Server, socket: string): Promise<boolean> {
  return new Promise((resolveListening) => {
    const attempt = (retry: boolean) => {
      server.once('error', (e: NodeJS.ErrnoException) => {
        if (e.code !== 'EADDRINUSE' || !retry) return resolveListening(false);
        const probe = connect(socket);
        probe.on('connect', () => {
          probe.destroy();
          resolveListening(false);
        });
        probe.on('error', () => {
          try {
            unlinkSync(socket);
          } catch {
            // Gone already.
          }
          attempt(false);
        });
      });
      server.listen(socket, () => resolveListening(true));
    };
    attempt(true);
  });
}
