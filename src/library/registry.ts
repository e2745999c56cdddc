/**
 * Every library intrinsic, and name lookup into them. Tables live in files named after the
 * headers they declare; this file only gathers them.
 */
import type { Intrinsic } from './intrinsics.js';
import { mathIntrinsics } from './math.js';
import { atomicIntrinsics } from './atomics.js';
import { cctypeIntrinsics } from './cctype.js';
import { cstdlibIntrinsics } from './cstdlib.js';
import { cstdioIntrinsics } from './cstdio.js';
import { cstringIntrinsics } from './cstring.js';
import { divIntrinsics } from './cstdlib-div.js';
import { iteratorIntrinsics } from './iterator.js';
import { outputIteratorClasses, outputIteratorIntrinsics } from './output-iterators.js';
import { numericIntrinsics, reduceScanIntrinsics } from './numeric.js';
import { algorithmReorderIntrinsics } from './algorithm-reorder.js';
import { algorithmSearchIntrinsics } from './algorithm-search.js';
import { algorithmClasses, algorithmIntrinsics } from './algorithm.js';
import { functionalClasses } from './functional.js';
import { memoryClasses, memoryIntrinsics } from './memory.js';
import { stringIntrinsics } from './string.js';
import { sstreamClasses } from './sstream.js';
import type { LibraryClass } from './classes.js';
import { randomClasses } from './random.js';
import { acceleratorClasses } from './accelerator.js';
import { containerClasses } from './containers.js';
import { chronoClasses } from './chrono.js';
import { associativeClasses, associativeIntrinsics } from './associative.js';
import { threadClasses, threadIntrinsics } from './thread.js';
import { sortIntrinsics } from './cstdlib-sort.js';
import { memoryFunctionIntrinsics } from './cstdlib-memory.js';
import { windowsTimingClasses, windowsTimingIntrinsics } from './windows-timing.js';
import { pplIntrinsics } from './ppl.js';

const allIntrinsics: readonly Intrinsic[] = [...mathIntrinsics, ...atomicIntrinsics, ...cstdlibIntrinsics, ...divIntrinsics, ...cctypeIntrinsics, ...cstdioIntrinsics, ...cstringIntrinsics, ...iteratorIntrinsics, ...outputIteratorIntrinsics, ...numericIntrinsics, ...reduceScanIntrinsics, ...algorithmIntrinsics, ...algorithmReorderIntrinsics, ...algorithmSearchIntrinsics, ...stringIntrinsics, ...associativeIntrinsics, ...memoryIntrinsics, ...threadIntrinsics, ...sortIntrinsics, ...memoryFunctionIntrinsics, ...windowsTimingIntrinsics, ...pplIntrinsics];

const allClasses: readonly LibraryClass[] = [...randomClasses, ...acceleratorClasses, ...algorithmClasses, ...outputIteratorClasses, ...containerClasses, ...sstreamClasses, ...chronoClasses, ...associativeClasses, ...functionalClasses, ...memoryClasses, ...threadClasses, ...windowsTimingClasses];

const byName = new Map<string, Intrinsic[]>();
for (const i of allIntrinsics) {
  const list = byName.get(i.name) ?? [];
  list.push(i);
  byName.set(i.name, list);
}

/** Namespaces that name the library itself rather than a part of it. */
const libraryRoots = new Set(['concurrency', 'Concurrency']);

/**
 * The intrinsics a (possibly qualified) name can call. `parts` is the name as written,
 * `['concurrency', 'fast_math', 'sqrt']` or `['sqrt']`; a leading `::` is an empty part.
 */
export function lookupIntrinsics(parts: readonly string[], usingNamespaces: readonly string[] = []): Intrinsic[] {
  const name = parts[parts.length - 1];
  const found = byName.get(name) ?? [];
  const qualifiers = parts.slice(0, -1).filter((p) => p !== '' && !libraryRoots.has(p));
  if (qualifiers.length === 0) {
    // Unqualified (or `concurrency::name`, `::name`): the global/C names, which are also std's,
    // and std's own (`begin`, `accumulate`): ampc does not model `using namespace std`, and
    // finds std names unqualified as sema does for types (check.ts). A using-directive for a
    // library namespace (`using namespace concurrency::precise_math;`) adds that namespace's.
    const global = found.filter((i) => i.namespaces.includes(''));
    const nominated = found.filter((i) => !global.includes(i) && i.namespaces.some((ns) => ns !== '' && usingNamespaces.includes(ns)));
    if (global.length > 0 || nominated.length > 0) return [...global, ...nominated];
    return found.filter((i) => i.namespaces.includes('std'));
  }
  const ns = qualifiers.join('::');
  return found.filter((i) => i.namespaces.includes(ns));
}

/** Whether any intrinsic is called `name`, in any namespace: tells "not declared" from "not in this namespace". */
export function isIntrinsicName(name: string): boolean {
  return byName.has(name);
}

export function allLibraryIntrinsics(): readonly Intrinsic[] {
  return allIntrinsics;
}

const classByName = new Map<string, LibraryClass>();
for (const c of allClasses) for (const n of c.names) classByName.set(n, c);

/**
 * The library class a (possibly qualified) type name names: `['std', 'mt19937']`, or
 * `['mt19937']` (ampc does not model `using namespace std`, as for intrinsics).
 */
export function lookupLibraryClass(parts: readonly string[]): LibraryClass | undefined {
  const found = classByName.get(parts[parts.length - 1]);
  const qualifiers = parts.slice(0, -1).filter((p) => p !== '' && !libraryRoots.has(p));
  if (!found || (qualifiers.length > 0 && !found.namespaces.includes(qualifiers.join('::')))) return undefined;
  return found;
}

/** Every name a library class is found by: the parser must know them as type names. */
export function libraryClassNames(): string[] {
  return [...classByName.keys()];
}

/** The names of library class templates (`uniform_int_distribution<int>`). */
export function libraryClassTemplateNames(): string[] {
  return allClasses.filter((c) => c.typeParams.length > 0).flatMap((c) => c.names);
}
