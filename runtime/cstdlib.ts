/**
 * `<cstdlib>`, `<cassert>` and `<ctime>` as glibc runs them: `rand()`/`srand()` give glibc's
 * sequence, `exit`/`abort`/a failed `assert` end the program with glibc's exit status and
 * messages.
 */
import { cerr, cout } from './iostream.js';
import { RuntimeException } from './exceptions.js';

/** glibc's `RAND_MAX`. */
export const RAND_MAX = 2147483647;

/**
 * glibc's `random()` state for `rand()`: the TYPE_3 additive feedback generator, degree 31,
 * separation 3, seeded by a Lehmer generator and then run 310 steps. Seed 1 before any `srand`.
 */
const DEGREE = 31;
const SEPARATION = 3;
const state = new Int32Array(DEGREE);
let front = SEPARATION;
let rear = 0;

/** `srand(seed)`: glibc's `srandom_r` (seed 0 means 1). */
export function srand(seed: number): void {
  // glibc keeps the seed in an int32_t: seeds above INT_MAX are negative here.
  let word = seed | 0;
  if (word === 0) word = 1;
  state[0] = word;
  // state[i] = 16807 * state[i-1] % 2147483647, in glibc's overflow-free form (C's truncating / and %).
  for (let i = 1; i < DEGREE; i++) {
    const hi = Math.trunc(word / 127773);
    const lo = word % 127773;
    word = 16807 * lo - 2836 * hi;
    if (word < 0) word += 2147483647;
    state[i] = word;
  }
  front = SEPARATION;
  rear = 0;
  for (let i = 0; i < DEGREE * 10; i++) rand();
}

/** `rand()`: glibc's `random_r` step; the sum wraps at 32 bits and its low bit is dropped. */
export function rand(): number {
  const sum = (state[front] + state[rear]) | 0;
  state[front] = sum;
  const result = (sum >>> 0) >>> 1;
  front = (front + 1) % DEGREE;
  rear = (rear + 1) % DEGREE;
  return result;
}

srand(1);

/**
 * Thrown by `exit`, `abort` and a failed `assert` to end the program: `runProgram` catches it
 * and returns `status`. Not an `Error`, so that no translated `catch` handler takes it
 * (a `catch (...)` handler rethrows it), as C++ cannot catch `exit()`.
 */
export class ProgramExit {
  constructor(
    /** The exit status, 0..255 as the shell sees it. */
    readonly status: number,
    /** exit(): objects of static storage are destroyed (not after abort, terminate or a failed assert). */
    readonly destroysStatics = false,
  ) {}
}

/** `exit(status)`: flushes the streams (runProgram does) and ends with `status & 0xff`. */
export function exit(status: number): never {
  throw new ProgramExit(status & 0xff, true);
}

/**
 * `abort()`: raises SIGABRT, which the shell reports as status 134. glibc's abort does not
 * flush stdio, so cout's text not yet flushed (by `endl`, `flush` or a full buffer) is lost,
 * as it is under g++ when stdout is a file or a pipe.
 */
export function abort(): never {
  cout.discardBuffered();
  throw new ProgramExit(134);
}

/**
 * A failed `assert(expr)`: glibc's `__assert_fail` prints
 * `prog: file:line: function: Assertion `expr' failed.` to stderr, then aborts.
 */
export function assertFail(expression: string, file: string, line: number, func: string): never {
  cout.discardBuffered();
  cerr.str(`${programName()}: ${file}:${line}: ${func}: Assertion \`${expression}' failed.\n`);
  throw new ProgramExit(134);
}

let currentProgramName = 'a.out';

/**
 * Sets the name glibc prints for the program (`__progname`, argv[0]'s base name) from
 * `runProgram`'s argv[0]. `ampc run` passes the source file, which stands for the executable
 * g++ would have built from it: `dir/prog.cpp` is `prog`.
 */
export function setProgramName(argv0: string): void {
  const base = argv0.slice(argv0.lastIndexOf('/') + 1);
  currentProgramName = base.replace(/\.(cpp|cc|cxx|c\+\+|C)$/, '') || 'a.out';
}

function programName(): string {
  return currentProgramName;
}

/** `time(nullptr)`: seconds since the epoch. */
export function time(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * `clock()`: the processor time the program has used, in microseconds (glibc's CLOCKS_PER_SEC
 * is 10^6). Under Node that is `process.cpuUsage()`'s user plus system time, as glibc's clock()
 * counts both; where there is no process (a browser) it is the wall time of `performance.now()`,
 * which is what a single-threaded program's processor time approximates.
 */
export function clock(): number {
  const process = (globalThis as { process?: { cpuUsage?: () => { user: number; system: number } } }).process;
  if (process?.cpuUsage) {
    const used = process.cpuUsage();
    return used.user + used.system;
  }
  return Math.floor(performance.now() * 1000);
}

/** `div_t` of `<cstdlib>`: the quotient and remainder of ints. */
export class div_t {
  constructor(public quot = 0, public rem = 0) {}
  clone(): div_t {
    return new div_t(this.quot, this.rem);
  }
}

/** `ldiv_t`: of longs (64 bits, bigints). */
export class ldiv_t {
  constructor(public quot = 0n, public rem = 0n) {}
  clone(): ldiv_t {
    return new ldiv_t(this.quot, this.rem);
  }
}

/** `lldiv_t`: of long longs. */
export class lldiv_t {
  constructor(public quot = 0n, public rem = 0n) {}
  clone(): lldiv_t {
    return new lldiv_t(this.quot, this.rem);
  }
}

/**
 * `div(n, d)`: the quotient truncated toward zero and the remainder with n's sign, as C++'s `/`
 * and `%`. A zero divisor, and INT_MIN / -1, are undefined behaviour (a SIGFPE on x86-64): errors here.
 */
export function div(n: number, d: number): div_t {
  if (d === 0 || (n === -2147483648 && d === -1)) throw new RuntimeException(`div(${n}, ${d}): the quotient is undefined in C++`);
  return new div_t(Math.trunc(n / d) | 0, (n % d) | 0);
}

export function ldiv(n: bigint, d: bigint): ldiv_t {
  const [quot, rem] = divide64(n, d);
  return new ldiv_t(quot, rem);
}

export function lldiv(n: bigint, d: bigint): lldiv_t {
  const [quot, rem] = divide64(n, d);
  return new lldiv_t(quot, rem);
}

function divide64(n: bigint, d: bigint): [bigint, bigint] {
  if (d === 0n || (n === -(2n ** 63n) && d === -1n)) throw new RuntimeException(`ldiv(${n}, ${d}): the quotient is undefined in C++`);
  return [n / d, n % d];
}
