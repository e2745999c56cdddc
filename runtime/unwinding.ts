/**
 * C++'s two-phase exception handling, as far as destructors see it. A thrown exception unwinds
 * the stack (destroying the locals of the scopes it leaves) only when some enclosing handler
 * takes it; with none, std::terminate ends the program at once and no destructor runs. exit(),
 * abort() and a failed assert (ProgramExit) do not unwind either.
 *
 * Translated `try` statements in programs with destructors register what their handlers take
 * while their body runs; a local's cleanup asks `unwinds` before destroying it on the way out.
 */
import { ProgramExit } from './cstdlib.js';

const handlers: ((thrown: unknown) => boolean)[] = [];

/** Entering a `try` body whose handlers take what `takes` accepts. */
export function enterTry(takes: (thrown: unknown) => boolean): void {
  handlers.push(takes);
}

/** Leaving that `try` body, however: its handlers no longer apply (nor to exceptions they throw). */
export function leaveTry(): void {
  handlers.pop();
}

/** Whether C++ destroys locals on the way to a handler for `thrown`. */
export function unwinds(thrown: unknown): boolean {
  return !(thrown instanceof ProgramExit) && handlers.some((takes) => takes(thrown));
}
