/**
 * The algorithms that reorder a range in place (sort, reverse, rotate, partition, shuffle, the
 * permutations, swap_ranges, ...) over class objects. libstdc++ moves the values between the
 * elements, through temporaries it constructs and destroys; the runtime reorders and then puts
 * each object back in its element with the value that arrived there (runtime/element-slots.ts),
 * which is C++'s result wherever those moves run no code of the program's. Where they would (a
 * user-written copy or move constructor, operator=, or destructor, in the class or a member),
 * which calls libstdc++ makes, and in which order, is not modelled: refused.
 */
import { assignRunsUserCode, copyRunsUserCode, userMoveSpan } from '../sema/copies.js';
import { needsDestruction } from '../sema/destructors.js';
import { typeToString, type Type } from '../sema/types.js';
import { elementOf } from './algorithm.js';
import type { CallArgument, IntrinsicDiagnostic } from './intrinsics.js';

/** Why moving an element of type `t` runs the program's code, or null where it runs none. */
function movesRunUserCode(t: Type): string | null {
  if (userMoveSpan(t)) return 'move constructor or move assignment';
  if (copyRunsUserCode(t) || assignRunsUserCode(t)) return 'copy constructor or assignment';
  if (needsDestruction(t)) return 'destructor';
  return null;
}

/**
 * `Intrinsic.checkCall` of `std::<name>` over the ranges whose containers are the arguments
 * `containers` (positions in the call as sema passes it on: container, position, ...).
 */
export function reordersObjects(name: string, containers: readonly number[] = [0]) {
  return (args: readonly CallArgument[]): IntrinsicDiagnostic[] => {
    for (const i of containers) {
      const element = args[i] ? elementOf(args[i].type) : null;
      const why = element?.kind === 'struct' || element?.kind === 'array' ? movesRunUserCode(element) : null;
      if (element && why) {
        const message = `'std::${name}' over elements of class type '${typeToString(element)}', whose ${why} is user-written, is not supported by ampc (the moves libstdc++ makes between the elements are not modelled)`;
        return [{ severity: 'error', rule: 'unsupported-library', message, arg: i }];
      }
    }
    return [];
  };
}
