/**
 * ampc's start-up snapshot: a V8 heap with the compiler loaded and warmed up (its parser built,
 * its tables made, and its functions compiled by a first compile), which a fresh `ampc` starts
 * from instead of loading and running the bundle cold. A compile then starts in about half the
 * time (bench/startup.js; issue 11).
 *
 * The snapshot is made by the Node that runs it (a blob is tied to one Node binary): the first
 * `ampc` that finds none starts a detached process to make it (`node --build-snapshot
 * ampc-snapshot.cjs`, about a second) and carries on as before; later ones `execve` into
 * `node --snapshot-blob`. That needs `process.execve` (Node 22.15 and later, not on Windows);
 * elsewhere, and for `ampc run` and `--watch` (which load the runtime and WebGPU), ampc starts
 * the bundle as before. AMPC_NO_SNAPSHOT=1 turns it off.
 *
 * This file is what the command's launcher (dist/src/ampc.js, written by scripts/build-cli.mjs)
 * imports before anything else, so it stays small and imports only Node's built-ins.
 */
import { accessSync, closeSync, constants, existsSync, mkdirSync, openSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** The snapshot's entry, bundled as one CommonJS script (what `--build-snapshot` takes). */
export const snapshotEntry = join(here, 'ampc-snapshot.cjs');

/**
 * Where the blob for this Node and this build of ampc lives: beside the bundle when that folder
 * can be written (a checkout, a local install), else in the user's own cache folder. Never a
 * shared temporary folder: a blob is code that ampc runs.
 */
export function snapshotPath(buildId: string): string {
  const name = snapshotName(buildId);
  const beside = join(here, 'snapshots');
  try {
    mkdirSync(beside, { recursive: true });
    accessSync(beside, constants.W_OK);
    return join(beside, name);
  } catch {
    return join(userCache(), name);
  }
}

function snapshotName(buildId: string): string {
  return `ampc-${buildId}-node${process.versions.node}-${process.platform}-${process.arch}.blob`;
}

function userCache(): string {
  return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'ampc', 'snapshots');
}

/** The blob for this build and this Node, where one has been made (without making folders: start-up pays for this). */
function existingSnapshot(buildId: string): string | undefined {
  const name = snapshotName(buildId);
  return [join(here, 'snapshots', name), join(userCache(), name)].find((p) => existsSync(p));
}

/** Whether these arguments are a compile the snapshot can run (not `ampc run`, not `--watch`). */
export function snapshotCanRun(args: readonly string[]): boolean {
  return args[0] !== 'run' && !args.some((a) => a === '--watch' || a === '-w');
}

/**
 * Makes the blob at `blob`, now (`wait`: the build step and the benchmark) or in a detached
 * process that outlives this one. The blob is written under a temporary name and renamed, so a
 * reader never sees half of one. Returns whether it exists after a waited build.
 */
export async function buildSnapshot(blob: string, wait: boolean, entry = snapshotEntry): Promise<boolean> {
  // Loaded here only: most starts never build, and loading child_process costs them time.
  const { spawn, spawnSync } = await import('node:child_process');
  mkdirSync(dirname(blob), { recursive: true, mode: 0o700 });
  // Blobs of earlier builds are never started again (their build id is in their name).
  const build = /^ampc-([0-9a-f]+)-/.exec(basename(blob))?.[1];
  for (const old of readdirSync(dirname(blob))) {
    const id = /^ampc-([0-9a-f]+)-node.*\.blob$/.exec(old)?.[1];
    if (id !== undefined && id !== build) rmSync(join(dirname(blob), old), { force: true });
  }
  const partial = `${blob}.${process.pid}.partial`;
  const command = [process.execPath, ['--snapshot-blob', partial, '--build-snapshot', entry]] as const;
  if (wait) {
    const r = spawnSync(command[0], command[1], { stdio: 'ignore' });
    if (r.status === 0 && existsSync(partial)) renameSync(partial, blob);
    else rmSync(partial, { force: true });
    return existsSync(blob);
  }
  // One build at a time: many compiles started together (a build tool's) start one between them.
  const lock = `${blob}.building`;
  try {
    if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 120_000) rmSync(lock, { force: true }); // a build that died
    closeSync(openSync(lock, 'wx'));
  } catch {
    return false;
  }
  // A detached Node process makes it as the build step does (the waited build above), then
  // drops the lock: this process does not wait for either.
  const script = `import(${JSON.stringify(import.meta.url)}).then((m) => m.buildSnapshot(${JSON.stringify(blob)}, true, ${JSON.stringify(entry)}))
  .finally(() => import('node:fs').then((fs) => fs.rmSync(${JSON.stringify(lock)}, { force: true })));`;
  spawn(process.execPath, ['--input-type=module', '-e', script], { detached: true, stdio: 'ignore' }).unref();
  return false;
}

/**
 * Replaces this process with one that starts from the snapshot, when it can; returns (having
 * done nothing, or having started a build of the snapshot for next time) when it cannot.
 */
export async function startFromSnapshot(buildId: string): Promise<void> {
  const execve = (process as unknown as { execve?: (file: string, args: string[], env: NodeJS.ProcessEnv) => never }).execve;
  const args = process.argv.slice(2);
  // Flags given to Node itself (`node --inspect ampc.js`) would be lost: run as usual then.
  if (!execve || process.env.AMPC_NO_SNAPSHOT || process.execArgv.length > 0 || !snapshotCanRun(args) || !existsSync(snapshotEntry)) return;
  const blob = existingSnapshot(buildId);
  if (!blob) {
    try {
      await buildSnapshot(snapshotPath(buildId), false);
    } catch {
      // Nowhere to write one (a read-only install and home): every compile starts as usual.
    }
    return;
  }
  try {
    // `--` ends Node's own options: `ampc -DX x.cpp` must not read as `node -DX`.
    execve(process.execPath, [process.execPath, '--snapshot-blob', blob, '--', ...args], process.env);
  } catch {
    // execve failed (the Node binary moved, a sandbox forbids it): run as usual.
  }
}
