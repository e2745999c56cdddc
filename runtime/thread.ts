/**
 * `<thread>` on the host (src/library/thread.ts). A `std::thread` runs its function to completion
 * where it is constructed: that is one schedule a C++ implementation may choose, and the only one
 * a program without mutexes, condition variables or atomics (which ampc does not support on the
 * host) can tell apart from no other, since such a program's threads may not race.
 *
 * The object keeps what C++ can observe of the thread it stood for: whether it is joinable and
 * its id. A joinable thread must be joined or detached before it is destroyed or assigned to,
 * else libstdc++ calls std::terminate; joining or detaching one that is not throws
 * std::system_error, whose what() is libstdc++'s "Invalid argument".
 */
import { escapedNoexcept } from './terminate.js';
import { ProgramExit } from './cstdlib.js';
import { cerr, cout } from './iostream.js';
import type { Duration } from './chrono.js';
import { RuntimeError } from './std-exceptions.js';

/** `std::system_error` (an `std::runtime_error`), as libstdc++ throws it for EINVAL. */
export class SystemError extends RuntimeError {
  override readonly cppName: string = 'std::system_error';
}

/**
 * `std::terminate()` with no exception in flight: libstdc++'s handler says so and aborts, and
 * the abort loses what cout had not flushed yet, as runtime/cstdlib.ts's `abort` does.
 */
function terminate(): never {
  cout.discardBuffered();
  cerr.str('terminate called without an active exception\n');
  throw new ProgramExit(134);
}

/** `std::thread::id`: 0 is the id of no thread (a default-constructed one, or a joined thread's). */
export class ThreadId {
  constructor(readonly value: number) {}
  equals(other: ThreadId): boolean { return this.value === other.value; }
  less(other: ThreadId): boolean { return this.value < other.value; }
  clone(): ThreadId { return this; }
}

/** The main thread's id is 1; each thread started gets the next. */
let lastId = 1;
/** The thread running now: the main thread, or the one whose function is running. */
let current = 1;

/** `std::this_thread::get_id()` */
export function currentThreadId(): ThreadId {
  return new ThreadId(current);
}

export class Thread {
  /** A default-constructed thread (and a moved-from one) stands for no thread. */
  constructor(private id = 0) {}

  /**
   * `std::thread t(f, args...)`: runs `body` (the call of f on the copied arguments) as the new
   * thread, to its end. An exception leaving a thread's function terminates the program, as
   * C++ does; exit() from it ends the program as exit() anywhere does.
   */
  static async start(body: () => Promise<void> | void): Promise<Thread> {
    const id = ++lastId;
    const caller = current;
    current = id;
    try {
      await body();
    } catch (e) {
      escapedNoexcept(e);
    } finally {
      current = caller;
    }
    return new Thread(id);
  }

  joinable(): boolean {
    return this.id !== 0;
  }

  /** `t.join()`: the thread has finished already; t no longer stands for it. */
  join(): void {
    if (this.id === 0) throw new SystemError('Invalid argument');
    this.id = 0;
  }

  /** `t.detach()`: likewise (its function ran to completion at construction). */
  detach(): void {
    if (this.id === 0) throw new SystemError('Invalid argument');
    this.id = 0;
  }

  getId(): ThreadId {
    return new ThreadId(this.id);
  }

  /** `t.swap(u)`, `std::swap(t, u)` */
  swap(other: Thread): void {
    [this.id, other.id] = [other.id, this.id];
  }

  /** `std::move(t)`: a thread object standing for t's thread; t stands for none. */
  take(): Thread {
    const moved = new Thread(this.id);
    this.id = 0;
    return moved;
  }

  /** `t = std::thread(...)`, `t = std::move(u)`: t must not stand for a thread already. */
  assign(from: Thread): this {
    if (this.id !== 0) terminate();
    this.id = from.id;
    from.id = 0;
    return this;
  }

  /** The end of the object's lifetime: a joinable thread terminates the program. */
  destroy(): void {
    if (this.id !== 0) terminate();
  }

  /** A std::thread cannot be copied in C++: sema rejects every copy, so this never runs. */
  clone(): Thread {
    throw new Error('ampc internal error: a std::thread was copied');
  }
}

/** Destroys a std::vector<std::thread>'s elements, first to last as libstdc++ does. */
export function destroyThreads(threads: readonly Thread[]): void {
  for (const t of threads) t.destroy();
}

/**
 * `std::thread::hardware_concurrency()`: the number of hardware threads, as the browser or Node
 * reports it (g++'s value is the build machine's count, so programs print it only through tests).
 */
export function hardwareConcurrency(): number {
  const fromNavigator = (globalThis as { navigator?: { hardwareConcurrency?: number } }).navigator?.hardwareConcurrency;
  return fromNavigator ?? 1;
}

/**
 * `std::this_thread::sleep_for(d)`: a real sleep of at least `d`, so that clocks see the time
 * pass. A timer may fire a little early by `performance.now()` (steady_clock's source), so it
 * sleeps again for what is left.
 */
export async function sleepFor(d: Duration): Promise<void> {
  const end = performance.now() + (Number(d.ticks) * d.period) / 1e6;
  for (let left = end - performance.now(); left > 0; left = end - performance.now()) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.ceil(left))));
  }
}

/** `std::this_thread::yield()`: the other threads ran to completion already; nothing to give way to. */
export function yieldThread(): void {}
