/**
 * `<iterator>`'s output iterators: `std::back_insert_iterator`, `std::front_insert_iterator`,
 * `std::insert_iterator` and `std::ostream_iterator`. In libstdc++ each one's `operator*` and
 * `operator++` (both forms) return the iterator itself, and `*it = x` is what writes, so the
 * whole of their behaviour is one `put(x)`: `*it++ = x` and `*it = x; ++it;` both call it once.
 *
 * The algorithms (runtime/algorithm.ts) write through one as through a container position, on
 * their own copy of it (C++ passes iterators by value): an insert_iterator's position moves in
 * the algorithm's copy, not in the program's variable.
 */
import { copyValue, type List, type ListIterator, type SortedTree } from './associative.js';
import type { OStream } from './iostream.js';

export abstract class OutputIterator<T> {
  /** `*it = x`: the container's `push_back(x)`, `push_front(x)`, `insert(pos, x)`, or `os << x << delim`. */
  abstract put(x: T): void;
  abstract clone(): OutputIterator<T>;

  /** `++it` and `it++`: nothing, the iterator itself (libstdc++'s return `*this`). */
  increment(): this {
    return this;
  }
}

/** Containers with `push_back`: a std::vector (a JS array or a typed `Vector`), a `Deque`, a `List`. */
type BackInsertable<T> = { push(x: T): void } | { pushBack(x: T): void };

/** `std::back_insert_iterator<C>`: `*it = x` is `c.push_back(x)`, which stores a copy of x. */
export class BackInsertIterator<T> extends OutputIterator<T> {
  constructor(readonly container: BackInsertable<T>) {
    super();
  }

  put(x: T): void {
    const c = this.container;
    if ('pushBack' in c) c.pushBack(copyValue(x));
    else c.push(copyValue(x));
  }

  clone(): BackInsertIterator<T> {
    return new BackInsertIterator(this.container);
  }
}

/** `std::front_insert_iterator<C>` of a deque or a list: `*it = x` is `c.push_front(x)`. */
export class FrontInsertIterator<T> extends OutputIterator<T> {
  constructor(readonly container: { pushFront(x: T): void }) {
    super();
  }

  put(x: T): void {
    this.container.pushFront(copyValue(x));
  }

  clone(): FrontInsertIterator<T> {
    return new FrontInsertIterator(this.container);
  }
}

/**
 * `std::insert_iterator<C>` of a list: `it = c.insert(it, x); ++it;`, which leaves the position
 * where it was, each element inserted before it, so the elements keep the order they are put in.
 */
export class ListInsertIterator<T> extends OutputIterator<T> {
  constructor(readonly container: List<T>, readonly position: ListIterator<T>) {
    super();
  }

  put(x: T): void {
    this.container.insert(this.position, x);
  }

  clone(): ListInsertIterator<T> {
    return new ListInsertIterator(this.container, this.position.clone());
  }
}

/**
 * `std::insert_iterator<C>` of a std::set: `s.insert(hint, x)`, whose result is that of
 * `s.insert(x)` whatever the hint (with unique keys the hint only saves a search).
 */
export class SetInsertIterator<T> extends OutputIterator<T> {
  constructor(readonly container: SortedTree<T, undefined>, readonly hint: unknown) {
    super();
  }

  put(x: T): void {
    this.container.insert(x, undefined);
  }

  clone(): SetInsertIterator<T> {
    return new SetInsertIterator(this.container, this.hint);
  }
}

/** The OStream method printing a value of the iterator's T as `os << x` does (src/library/stream-writers.ts). */
export type StreamWriter = 'int' | 'uint' | 'short' | 'char' | 'wchar' | 'float' | 'double' | 'bool' | 'str';

/**
 * `std::ostream_iterator<T>(os, delim)`: `*it = x` is `os << x`, then `os << delim` where one
 * was given. `writer` is the stream's method for T, which formats as `os << x` does with the
 * stream's current flags.
 */
export class OstreamIterator<T> extends OutputIterator<T> {
  constructor(readonly stream: OStream, readonly delimiter: string | null, readonly writer: StreamWriter) {
    super();
  }

  put(x: T): void {
    (this.stream[this.writer] as (x: T) => unknown).call(this.stream, x);
    if (this.delimiter !== null) this.stream.str(this.delimiter);
  }

  clone(): OstreamIterator<T> {
    return new OstreamIterator(this.stream, this.delimiter, this.writer);
  }
}

/** Whether an algorithm's output is one of these, not a container position. */
export function isOutputIterator<T>(x: unknown): x is OutputIterator<T> {
  return x instanceof OutputIterator;
}
