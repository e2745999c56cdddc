/**
 * `<iterator>`'s `std::begin(c)` and `std::end(c)` on C arrays and `std::vector`s.
 *
 * ampc has no general iterators: what `std::begin(x)` returns has its own type,
 * `iterator<T>` for x of type T, which only the library's consumers accept (the data source
 * of an `array`/`array_view` constructor: `array<int, 1> a(n, std::begin(init))`). They read
 * the container from the call's argument; any other use of the iterator is a type error.
 * The host value is the container itself.
 */
import type { Type } from '../sema/types.js';
import type { LibraryClass } from './classes.js';
import type { Intrinsic } from './intrinsics.js';

/** The iterator type of a container: not constructible, no members. */
export const iteratorClass: LibraryClass = {
  id: 'iterator', names: [], namespaces: ['std'], header: 'iterator', restriction: { cpu: true, amp: false },
  typeParams: [],
  constructors: () => [],
  members: () => [],
  hostType: () => 'unknown',
  hostConstruct: () => 'undefined',
};

export function iteratorOf(container: Type): Type {
  return { kind: 'libraryClass', decl: iteratorClass, typeArgs: [container] };
}

function beginOrEnd(name: 'begin' | 'end'): Intrinsic {
  return {
    id: `std::${name}`, name, namespaces: ['std'], header: 'iterator', restriction: { cpu: true, amp: false },
    signatures: [],
    deduce: (args) => {
      const c = args[0]?.type;
      if (args.length !== 1 || !c || (c.kind !== 'array' && c.kind !== 'vector')) return null;
      return { params: [c], result: iteratorOf(c) };
    },
    wgsl: null,
    host: (a) => a[0],
  };
}

export const iteratorIntrinsics: Intrinsic[] = [beginOrEnd('begin'), beginOrEnd('end')];
