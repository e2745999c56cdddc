/**
 * Iterators into a host std::string. The string is an immutable JS string (runtime/string.ts)
 * held in a place: a boxed variable (`[s]`, index 0), a reference parameter's cell (`value`), an
 * object's member, a vector's element. Its characters are seen through a *view* of that place,
 * an array-like of char values whose element `i` reads the place's character `i` and whose
 * writes replace it there (`withChar`), so a `char*` into the view (runtime/pointer.ts) is the
 * string's iterator: `*it = c` changes the string itself, and the algorithms read and write the
 * characters as they do a vector's elements.
 *
 * There is one view per place, so that iterators into one string are pointers into one array
 * (their difference and comparisons are defined), and the view reads the place at every access,
 * so an iterator sees the string's characters as they are now, as in C++ (where a change of the
 * string's length would have invalidated it).
 */
import { RuntimeException } from './exceptions.js';
import type { Elements, Pointer } from './pointer.js';
import { OutOfRange } from './std-exceptions.js';
import { charToString, withChar } from './string.js';

/** A place holding a string: `holder[key]`. */
type Holder = Record<string | number, string>;

const views = new WeakMap<object, Map<string | number, Elements<number>>>();

const isIndex = (key: string | symbol): boolean => typeof key === 'string' && /^-?\d+$/.test(key);

/** The characters of the string at `holder[key]`, as a view their iterators point into. */
export function stringCharacters(holder: object, key: string | number): Elements<number> {
  let byKey = views.get(holder);
  if (!byKey) views.set(holder, (byKey = new Map()));
  const known = byKey.get(key);
  if (known) return known;
  const place = holder as Holder;
  const view = new Proxy({} as Elements<number>, {
    get(_, property) {
      const s = place[key];
      if (isIndex(property)) {
        const i = Number(property as string);
        // `s[s.size()]` is the terminating '\0' (C++11); further is outside the string.
        if (i === s.length) return 0;
        if (i < 0 || i > s.length) throw new RuntimeException(`reading a std::string's character ${i} through an iterator outside its ${s.length} characters`);
        return s.charCodeAt(i);
      }
      if (property === 'length') return s.length;
      // `std::vector<char> v(s.begin(), s.end())`: the char values in a range.
      if (property === 'slice') return (from: number, to: number) => Array.from(s.slice(from, to), (c) => c.charCodeAt(0));
      if (property === 'replace') return (from: number, to: number, text: string) => { place[key] = s.slice(0, from) + text + s.slice(to); };
      return undefined;
    },
    set(_, property, value) {
      if (!isIndex(property)) return false;
      place[key] = withChar(place[key], Number(property as string), value as number);
      return true;
    },
  });
  byKey.set(key, view);
  return view;
}

/** `std::string(first, last)`: the characters between two positions of one array of char values. */
export function stringFromRange(values: Elements<number>, from: number, to: number): string {
  let text = '';
  for (let i = from; i < to; i++) text += charToString(values[i]);
  return text;
}

/** Where an iterator into a string's characters points: its position, which must be in `view`. */
function characterIndex(p: Pointer<number>, view: Elements<number>): number {
  if (p.array !== view) throw new RuntimeException('an iterator into another string passed to a std::string member function');
  if (p.offset < 0 || p.offset > view.length) throw new RuntimeException(`an iterator at ${p.offset} outside a std::string of ${view.length} characters`);
  return p.offset;
}

/**
 * `s.erase(first, last)`, `s.erase(it)`, `s.insert(it, c)`: the characters of the string whose
 * view is `view` from `first` to `last` replaced by `text`, in the string's place (read after the
 * arguments, which may have changed it: `s.erase(std::remove(...), s.end())`); `last` is an
 * iterator or a count of characters after `first` (1 for `erase(it)`, 0 for `insert`).
 */
export function replaceCharacters(view: Elements<number>, first: Pointer<number>, last: Pointer<number> | number, text: string): void {
  const from = characterIndex(first, view);
  const to = typeof last === 'number' ? from + last : characterIndex(last, view);
  if (to > view.length) throw new RuntimeException('std::string::erase at its end');
  if (from > to) throw new RuntimeException('std::string::erase of a range whose first iterator is after its last');
  (view as Elements<number> & { replace(from: number, to: number, text: string): void }).replace(from, to, text);
}

/** `s.insert(pos, text)`: libstdc++ throws std::out_of_range where pos > size(), from the replace(pos, 0, ...) it calls. */
export function insertCharacters(s: string, pos: number, text: string): string {
  if (pos > s.length) throw new OutOfRange(`basic_string::replace: __pos (which is ${pos}) > this->size() (which is ${s.length})`);
  return s.slice(0, pos) + text + s.slice(pos);
}

/** `s.erase(pos, n)`: libstdc++ throws std::out_of_range where pos > size(). */
export function eraseCharacters(s: string, pos: number, n: number): string {
  if (pos > s.length) throw new OutOfRange(`basic_string::erase: __pos (which is ${pos}) > this->size() (which is ${s.length})`);
  return s.slice(0, pos) + s.slice(pos + Math.min(n, s.length - pos));
}
