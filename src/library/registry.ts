/**
 * Every library intrinsic, and name lookup into them. Tables live in files named after the
 * headers they declare; this file only gathers them.
 */
import type { Intrinsic } from './intrinsics.js';
import { mathIntrinsics } from './math.js';

const allIntrinsics: readonly Intrinsic[] = [...mathIntrinsics];

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
export function lookupIntrinsics(parts: readonly string[]): Intrinsic[] {
  const name = parts[parts.length - 1];
  const found = byName.get(name) ?? [];
  const qualifiers = parts.slice(0, -1).filter((p) => p !== '' && !libraryRoots.has(p));
  if (qualifiers.length === 0) {
    // Unqualified (or `concurrency::name`, `::name`): the global/C names, which are also std's.
    return found.filter((i) => i.namespaces.includes(''));
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
