/**
 * `<memory>`: `std::unique_ptr<T>` and `std::shared_ptr<T>` on the host (runtime/memory.ts), for
 * T a class, a `concurrency::array` (the book's N-body keeps its arrays in shared_ptrs, to swap
 * them between steps) or an arithmetic type; `std::make_unique<T>(args)` and `std::make_shared<T>(args)`
 * are checked in src/sema/smart-pointers.ts. An owner destroys its object through the program's
 * destruction of T (`HostIntrinsicContext.destroyer`). Sema treats the pointers as objects with a
 * destructor (src/sema/destructors.ts): locals and members are destroyed where C++ destroys
 * them, and what ampc cannot destroy at the right time (temporaries, by-value parameters, a
 * returned local) is rejected. `std::move` moves an owning pointer (of any other type it is
 * reported as not supported). `unique_ptr<T[]>` (and `make_unique<T[]>`), custom deleters and `weak_ptr` are not supported.
 */
import { boolType, isArithmetic, longType, typeToString, voidType, type Type } from '../sema/types.js';
import { hostMember, ownsResource, type LibraryClass, type LibraryClassType } from './classes.js';
import type { Intrinsic } from './intrinsics.js';

/** A pointee whose raw pointer is the object itself on the host (`new S(...)`, `new array<T, N>(...)`: src/sema/object-pointers.ts). */
function pointsToObject(t: Type): boolean {
  return t.kind === 'struct' || t.kind === 'ampArray';
}

const pointee = (self: LibraryClassType): Type => self.typeArgs[0] ?? voidType;
const pointerTo = (t: Type): Type => ({ kind: 'pointer', pointee: t });

/** A member whose pointer parameters are values (`p.reset(new T(...))`), not `&lvalue` out-parameters. */
function withPointerValues(member: Intrinsic): Intrinsic {
  return {
    ...member,
    signatures: member.signatures.map((s) => ({ ...s, pointees: Object.fromEntries(s.params.flatMap((p, i) => (p.kind === 'pointer' ? [[i, 'value' as const]] : []))) })),
  };
}

function ownerClass(name: 'unique_ptr' | 'shared_ptr'): LibraryClass {
  const runtime = name === 'unique_ptr' ? 'UniquePtr' : 'SharedPtr';
  const decl: LibraryClass = {
    id: `std::${name}`, names: [name], namespaces: ['std'], header: 'memory', restriction: { cpu: true, amp: false },
    ownsResource: true, ...(name === 'unique_ptr' ? { moveOnly: true as const } : {}),
    typeParams: [{
      name: 'T', allowed: [], default: null,
      accepts: (t) => (t.kind === 'struct' || t.kind === 'ampArray' || isArithmetic(t) ? null
        : t.kind === 'array' ? `an array type, which owns a 'new T[n]': a std::vector<T> holds n elements`
          : `std::${name} of a class, a concurrency::array or an arithmetic type`),
    }],
    constructors: (self) => [
      { params: [], result: voidType },
      // From `new T(...)`: a pointer to a class object is the object itself on the host.
      ...(pointsToObject(pointee(self)) ? [{ params: [pointerTo(pointee(self))], result: voidType }] : []),
      ...(name === 'shared_ptr' ? [{ params: [self], result: voidType }] : []),
    ],
    members: (self) => {
      const t = pointee(self);
      const members: Intrinsic[] = [
        // `*p` and `p->m`: the object, an lvalue (an empty pointer's throws, where C++ is undefined).
        { ...hostMember(self, 'operator*', [{ params: [], result: t }], (a) => `${a[0]}.value`), returnsReference: 'lvalue' },
        hostMember(self, 'operator bool', [{ params: [], result: boolType }], (a) => `(${a[0]}.get() !== null)`),
        hostMember(self, 'swap', [{ params: [self], result: voidType }], (a) => `${a[0]}.swap(${a[1]})`),
        withPointerValues(hostMember(self, 'reset', [
          { params: [], result: voidType },
          ...(pointsToObject(t) ? [{ params: [pointerTo(t)], result: voidType }] : []),
        ], (a, cx) => (a.length === 1 ? `${a[0]}.reset()` : `${a[0]}.reset(${a[1]}, ${cx.destroyer?.(t) ?? 'null'})`))),
      ];
      // get() and release() give a raw pointer: to a class object on the host, the object itself.
      if (pointsToObject(t)) members.push(hostMember(self, 'get', [{ params: [], result: pointerTo(t) }], (a) => `${a[0]}.get()`));
      if (pointsToObject(t) && name === 'unique_ptr') members.push(hostMember(self, 'release', [{ params: [], result: pointerTo(t) }], (a) => `${a[0]}.release()`));
      if (name === 'shared_ptr') members.push(hostMember(self, 'use_count', [{ params: [], result: longType }], (a) => `BigInt(${a[0]}.useCount())`));
      return members;
    },
    hostType: (cx) => `${cx.use(runtime)}<${cx.tsType(cx.typeArgs[0] ?? voidType)}>`,
    hostConstruct: (args, cx) => {
      const t = cx.typeArgs[0] ?? voidType;
      // Untyped: a TypeScript declaration's type gives the constructor its T.
      if (args.length === 0) return `new ${cx.use(runtime)}()`;
      // A copy of a shared_ptr is one more owner.
      if (cx.params[0]?.kind === 'libraryClass') return `${args[0]}.clone()`;
      const destroy = cx.destroyer?.(t) ?? 'null';
      return name === 'unique_ptr' ? `new ${cx.use(runtime)}(${args[0]}, ${destroy})` : `${cx.use(runtime)}.of(${args[0]}, ${destroy})`;
    },
  };
  return decl;
}

export const uniquePtrClass = ownerClass('unique_ptr');
export const sharedPtrClass = ownerClass('shared_ptr');
export const memoryClasses: LibraryClass[] = [uniquePtrClass, sharedPtrClass];

/**
 * `std::move(p)`: of an owner of a resource (a std::unique_ptr, std::shared_ptr or std::thread,
 * `LibraryClass.ownsResource`), a new owner of p's resource, p left empty. Of any other value,
 * the value itself, copied where it is used: src/sema/moves.ts accepts only the moves where that
 * is what C++ does as far as the program can see.
 */
export const memoryIntrinsics: Intrinsic[] = [{
  id: 'std::move', name: 'move', namespaces: ['std'], header: 'utility', restriction: { cpu: true, amp: false },
  signatures: [],
  deduce: (args) => (args.length === 1 ? { params: [args[0].type], result: args[0].type } : null),
  wgsl: null,
  // A vector argument is the Vector itself, not its elements.
  takesContainers: true,
  host: (a, cx) => (ownsResource(cx.params[0]!) ? `${a[0]}.take()` : a[0]!),
}];

export function isOwningPointer(t: Type): t is LibraryClassType {
  return t.kind === 'libraryClass' && (t.decl === uniquePtrClass || t.decl === sharedPtrClass);
}
