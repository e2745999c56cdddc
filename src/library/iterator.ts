/**
 * `<iterator>`'s `std::begin(c)` and `std::end(c)` on C arrays and `std::vector`s.
 *
 * ampc has no general iterators: what `std::begin(x)` returns has its own type,
 * `iterator<T>` for x of type T, which only the library's consumers accept (the data source
 * of an `array`/`array_view` constructor: `array<int, 1> a(n, std::begin(init))`). They read
 * the container from the call's argument; any other use of the iterator is a type error.
 * The host value is the container itself.
 */
import { intType, longType, voidType, type Type } from '../sema/types.js';
import type { LibraryClass, LibraryClassType } from './classes.js';
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


/**
 * `std::distance`, `std::advance`, `std::next` and `std::prev` on the library's own iterators
 * (map, set, list: src/library/associative.ts), which step one element at a time
 * (runtime/associative.ts). On pointer-like iterators (vector, array) sema checks them as
 * pointer arithmetic (src/sema/iterator-steps.ts) before these are looked up.
 */
function isStepIterator(t: Type | undefined): t is LibraryClassType {
  return t?.kind === 'libraryClass' && t.decl.members(t).some((m) => m.name === 'operator++');
}

function step(name: 'distance' | 'advance' | 'next' | 'prev', host: (a: string[]) => string): Intrinsic {
  return {
    id: `std::${name}`, name, namespaces: ['std'], header: 'iterator', restriction: { cpu: true, amp: false },
    signatures: [],
    deduce: (args) => {
      const it = args[0]?.type;
      if (!isStepIterator(it)) return null;
      // difference_type, ptrdiff_t (`long`): the runtime's int widened by sema (src/sema/ptrdiff.ts).
      if (name === 'distance') return args.length === 2 ? { params: [it, it], result: intType, widenedTo: longType } : null;
      if (name === 'advance') return args.length === 2 ? { params: [it, longType], result: voidType } : null;
      return args.length === 1 ? { params: [it], result: it } : args.length === 2 ? { params: [it, longType], result: it } : null;
    },
    wgsl: null,
    host,
  };
}

/** The count `n`, a bigint as every 64-bit integer on the host, as a JS number; 1 by default. */
const count = (a: string[]) => (a[1] === undefined ? '1' : `Number(${a[1]})`);

export const iteratorIntrinsics: Intrinsic[] = [
  beginOrEnd('begin'), beginOrEnd('end'),
  step('distance', (a) => `${a[0]}.distanceTo(${a[1]})`),
  // `advance` moves the iterator itself, which is an object the variable holds (as `++it` does).
  step('advance', (a) => `${a[0]}.advance(${count(a)})`),
  step('next', (a) => `${a[0]}.clone().advance(${count(a)})`),
  step('prev', (a) => `${a[0]}.clone().advance(-${count(a)})`),
];

/**
 * `std::reverse_iterator` over contiguous storage: a pointer into the container's elements
 * numbered backwards (runtime/reverse-iterator.ts), typed as a pointer with `reverse` set
 * (src/sema/reverse-iterators.ts builds these nodes; none is found by name).
 */

/** A reverse iterator at a container's position: `(container, base)`, `c.rbegin()` being `(c, c.size())`. */
export const reverseIteratorAt: Intrinsic = {
  id: 'std::reverse_iterator', name: 'reverse_iterator', namespaces: ['std'], header: 'iterator', restriction: { cpu: true, amp: false },
  signatures: [],
  wgsl: null,
  host: (a, cx) => `${cx.use('reverseIteratorAt')}(${a[0]}, ${a[1]})`,
  pure: true,
};

/** `std::make_reverse_iterator(p)` of a host pointer: the reverse iterator whose base is p. */
export const makeReverseIterator: Intrinsic = {
  id: 'std::make_reverse_iterator', name: 'make_reverse_iterator', namespaces: ['std'], header: 'iterator', restriction: { cpu: true, amp: false },
  signatures: [],
  wgsl: null,
  host: (a, cx) => `${cx.use('reverseIterator')}(${a[0]})`,
};

/** `r.base()`: the pointer one past `*r` in the container's own order. */
export const reverseIteratorBase: Intrinsic = {
  id: 'std::reverse_iterator::base', name: 'base', namespaces: ['std'], header: 'iterator', restriction: { cpu: true, amp: false },
  signatures: [],
  wgsl: null,
  host: (a, cx) => `${cx.use('reverseBase')}(${a[0]})`,
};

/**
 * A reverse range's container as the algorithms take it (src/sema/iterator-range.ts): the
 * reversed view of the container's elements, in which the range's positions are negative.
 */
export const reversedElements: Intrinsic = {
  id: 'std::reverse_iterator::elements', name: 'elements', namespaces: ['std'], header: 'iterator', restriction: { cpu: true, amp: false },
  signatures: [],
  wgsl: null,
  host: (a, cx) => `${cx.use('reversedElements')}(${a[0]})`,
  pure: true,
};

/**
 * What `rbegin()` returns where the elements are not scalars (a vector of class objects or
 * strings): a range's end for the library's algorithms and constructors, nothing else (ampc's
 * host pointers point to scalars only), so any other use is a type error; its element
 * (`*r`, `r->front()`) and its steps are not supported.
 */
export const reverseIteratorClass: LibraryClass = {
  id: 'std::reverse_iterator', names: [], namespaces: ['std'], header: 'iterator', restriction: { cpu: true, amp: false },
  typeParams: [],
  constructors: () => [],
  members: () => [],
  unsupportedMembers: ['operator*', 'operator++', 'operator--', 'operator++(int)', 'operator--(int)'],
  hostType: () => 'unknown',
  hostConstruct: () => 'undefined',
};

/**
 * The end of a range whose last iterator ampc cannot tie to the first's container at compile
 * time (one of them is a pointer held in a variable: `std::accumulate(v.begin(), it, 0)` after
 * `auto it = std::find(...)`): its position counted in the first's container, found at run time,
 * where a range into two containers is reported (runtime/iterator-ranges.ts). Made by
 * src/sema/iterator-range.ts; a program never names it.
 */
export const rangeEndPosition: Intrinsic = {
  id: 'std::__range_end', name: '__range_end', namespaces: ['std'], header: 'iterator', restriction: { cpu: true, amp: false },
  signatures: [],
  wgsl: null,
  host: (a, cx) => `${cx.use('rangeEnd')}(${a.join(', ')})`,
  pure: true,
};
