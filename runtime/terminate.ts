/**
 * std::terminate for an exception that leaves a `noexcept` function or a thread's function:
 * libstdc++'s verbose terminate handler prints it, then abort() loses what sits unflushed in
 * stdout's buffer and the shell sees status 134.
 */
import { ProgramExit } from './cstdlib.js';
import { terminateMessage } from './exceptions.js';
import { cerr, cout } from './iostream.js';

/** Ends the program for the escaped exception `e`; exit(), abort() and errors that are no C++ exception pass on. */
export function escapedNoexcept(e: unknown): never {
  if (e instanceof ProgramExit) throw e;
  const name = (e as { cppName?: unknown } | null)?.cppName;
  if (typeof name !== 'string') throw e;
  cout.discardBuffered();
  cerr.str(terminateMessage(e as { cppName: string; message?: string }));
  throw new ProgramExit(134);
}
