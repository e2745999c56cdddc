/**
 * `std::hash<T>` for the types libstdc++ hashes that ampc has: the integral types (the value as a
 * size_t), float and double (their bytes, 0 for ±0) and std::string (its bytes), each by
 * `_Hash_bytes` where libstdc++ uses it (runtime/hashtable.ts). On the host an instance is the
 * JS function computing it, so `std::hash<int>()(x)` is a call of it and a custom hash may call
 * it; it is also the unordered containers' default `Hash` (associative.ts). A program's own
 * specialisation (`template <> struct std::hash<Point>`) is a class of the program, which
 * `std::hash<Point>` names instead of this one (src/sema/std-specializations.ts).
 */
import { sizeType, typeToString, voidType, type Type } from '../sema/types.js';
import { hostMember, type LibraryClass } from './classes.js';

/** The runtime function computing `std::hash<t>`, null where the library declares none (a class, a pair, a vector). */
export function stdHashFunction(t: Type): string | null {
  switch (t.kind) {
    case 'int': case 'bool': return 'hashIntegral';
    case 'float': return t.bits === 32 ? 'hashFloat' : 'hashDouble';
    case 'string': return 'hashString';
    default: return null;
  }
}

export const hashClass: LibraryClass = {
  id: 'std::hash', names: ['hash'], namespaces: ['std'], header: 'functional', restriction: { cpu: true, amp: false },
  typeParams: [{
    name: 'T', allowed: [], default: null,
    accepts: (t) => (stdHashFunction(t) ? null : `the C++ library declares no std::hash<${typeToString(t)}>`),
  }],
  constructors: () => [{ params: [], result: voidType }],
  members: (self) => (stdHashFunction(self.typeArgs[0]!) ? [hostMember(self, 'operator()', [{ params: [self.typeArgs[0]!], result: sizeType }], (a) => `(${a[0]})(${a[1]})`)] : []),
  hostType: (cx) => `((k: ${cx.tsType(cx.typeArgs[0]!)}) => bigint)`,
  hostConstruct: (_, cx) => cx.use(stdHashFunction(cx.typeArgs[0]!) ?? 'hashIntegral'),
};
