/**
 * `std::reference_wrapper<T>` (`std::ref(x)`, `std::cref(x)`): what it refers to, held as the host
 * holds an address. A scalar's is a `Pointer` to its place (the variable boxed, or an element of
 * an array); a class object, a std::vector or a closure is the object itself. Generated code reads
 * and writes the referred object through `target` (src/sema/reference-wrapper.ts).
 *
 * A copy of a wrapper refers to the same object, and a wrapper never changes (assigning another
 * wrapper replaces the variable's value), so `clone()`, which copies of library objects call, is
 * the wrapper itself. `T` is the type of what it holds (`Pointer<number>`, a class).
 */
import { RuntimeException } from './exceptions.js';

export class ReferenceWrapper<T> {
  constructor(readonly target: T) {}

  /**
   * What a value-initialized wrapper (an element of `std::vector<reference_wrapper<T>>(n)`, which
   * C++ rejects) would be: referring to nothing, and failing loudly where it is used.
   */
  static unbound<T>(): ReferenceWrapper<T> {
    return new ReferenceWrapper<T>(new Proxy({}, { get: () => { throw new RuntimeException('a std::reference_wrapper that refers to nothing'); } }) as T);
  }

  clone(): ReferenceWrapper<T> {
    return this;
  }
}
