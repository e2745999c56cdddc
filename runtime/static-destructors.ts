/**
 * Objects of static storage that C++ destroys at exit: the host's function-local statics made on
 * their first pass (src/sema/static-locals.ts). Each registers its destruction when it has been
 * constructed; `runProgram` runs them, last constructed first, after main returns or exit() is
 * called (not after abort() or std::terminate, as in C++).
 */
const destructions: (() => void)[] = [];

/** Registers the destruction of an object just constructed. */
export function atExit(destroy: () => void): void {
  destructions.push(destroy);
}

/** Destroys the registered objects in the reverse order of their construction. */
export function runExitDestructors(): void {
  while (destructions.length > 0) destructions.pop()!();
}
