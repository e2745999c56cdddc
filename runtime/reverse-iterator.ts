/**
 * `std::reverse_iterator` over contiguous storage (a std::vector's, a C array's, a std::array's)
 * on the host. C++ defines it by the iterator it holds, its `base()`: `*r` is `base()[-1]`, `++r`
 * moves the base back, `r - s` is `s.base() - r.base()`. Over contiguous storage that is a
 * pointer into the same elements numbered backwards, which is what it is here: a `Pointer` into
 * the *reversed view* of the array, where element `i` of the view is element `-1 - i` of the
 * array. A reverse iterator whose base is position `p` is view offset `-p`: `rbegin()` of n
 * elements is `-n`, `rend()` is 0, and every pointer operation (`*r`, `++r`, `r + k`, `r[k]`,
 * `r - s`, `r < s`, `==`) means on it what the reverse iterator's means. The numbering does not
 * depend on the array's length, so an iterator keeps its element when the container grows or
 * shrinks behind it, as C++'s does where it stays valid.
 *
 * The algorithms take a reverse range as the view and its two (negative) positions (pointer.ts's
 * `offsetBounds` is what a view admits); there is one view per array, so that two reverse
 * iterators into one container are pointers into the same array.
 */
import { RuntimeException } from './exceptions.js';
import { Pointer, type Elements } from './pointer.js';

/** What the view's `reversedOf` property answers: the array it numbers backwards. */
const views = new WeakMap<object, Elements<unknown>>();

const isIndex = (key: string | symbol): boolean => typeof key === 'string' && /^-?\d+$/.test(key);

/** The element of `array` at view position `i`, which must be one of its elements. */
function arrayIndex(array: Elements<unknown>, key: string): number {
  const j = -1 - Number(key);
  if (j < 0 || j >= array.length) throw new RuntimeException('reading or writing through a reverse iterator outside its container');
  return j;
}

/** The reversed view of `array`: `view[i]` is `array[-1 - i]`, for i from `-array.length` to -1. */
export function reversedElements<T>(array: Elements<T>): Elements<T> {
  const known = views.get(array as object);
  if (known) return known as Elements<T>;
  const view = new Proxy(array as Elements<T> & object, {
    get(target, key) {
      if (isIndex(key)) return target[arrayIndex(target, key as string)];
      if (key === 'length') return target.length;
      if (key === 'reversedOf') return target;
      // `view.slice(from, to)`: the elements in view order (a vector constructed from a reverse range).
      if (key === 'slice') return (from: number, to: number) => Array.from({ length: Math.max(to - from, 0) }, (_, k) => target[arrayIndex(target, String(from + k))]);
      return undefined;
    },
    set(target, key, value) {
      if (!isIndex(key)) return false;
      target[arrayIndex(target, key as string)] = value as T;
      return true;
    },
  });
  views.set(array as object, view);
  return view;
}

/** The array a reversed view numbers backwards, or null where `values` is no view. */
export function reversedOf<T>(values: Elements<T>): Elements<T> | null {
  return ((values as { reversedOf?: Elements<T> }).reversedOf) ?? null;
}

/** The reverse iterator whose base is position `base` of `array` (`rbegin()`: its size; `rend()`: 0). */
export function reverseIteratorAt<T>(array: Elements<T>, base: number): Pointer<T> {
  return new Pointer(reversedElements(array), -base);
}

/**
 * `std::make_reverse_iterator(p)`, `std::reverse_iterator<It>(p)`: the reverse iterator whose base
 * is `p`. A value-initialized one (null) holds a value-initialized base.
 */
export function reverseIterator<T>(p: Pointer<T> | null): Pointer<T> | null {
  return p === null ? null : reverseIteratorAt(p.array, p.offset);
}

/** `r.base()`: the pointer to the element after `*r` in the array's own order. */
export function reverseBase<T>(r: Pointer<T> | null): Pointer<T> | null {
  if (r === null) return null;
  const array = reversedOf(r.array);
  if (!array) throw new RuntimeException('base() of a pointer that is no reverse iterator');
  return new Pointer(array, -r.offset);
}
