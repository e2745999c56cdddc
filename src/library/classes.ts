/**
 * Library classes (`std::mt19937`, `std::uniform_real_distribution<float>`, ...), declared once
 * like the library's functions: the name and namespaces a class is found by, its template
 * parameters, its constructors as overload signatures, and its member functions (operator()
 * included) as intrinsics whose first parameter is the object itself. Sema gives instances the
 * type `{ kind: 'libraryClass', decl, typeArgs }`, resolves construction and member calls with
 * C++ overload ranking, and the back ends print through the declaration's printers: a class
 * is one entry in `registry.ts`.
 */
import type { Type } from '../sema/types.js';
import type { HostIntrinsicContext, Intrinsic, IntrinsicSignature } from './intrinsics.js';

/** An instance type of a library class. */
export type LibraryClassType = Extract<Type, { kind: 'libraryClass' }>;

/** A type template parameter, with the arguments ampc supports for it. */
export interface LibraryTypeParam {
  name: string;
  /** The arguments ampc implements; any other argument is reported as not supported. */
  allowed: readonly Type[];
  /**
   * Instead of `allowed`, for the containers' open-ended parameters: why `t` is not supported
   * (null: it is), given the arguments before it (a comparator of the container's key).
   */
  accepts?: (t: Type, earlier: readonly Type[]) => string | null;
  /** The argument of `C<>` (null: the argument is required). */
  default: Type | null;
  /**
   * A default that depends on the arguments before it (`std::set<Key, Compare = std::less<Key>>`).
   * Such trailing arguments are left out of the instance type where they are the default, so
   * `set<int>` and `set<int, less<int>>` are one type, printed as the first.
   */
  defaultFor?: (earlier: readonly Type[]) => Type;
}

/** What a constructor's host printer may ask of the emitter. */
export interface LibraryClassHostContext extends HostIntrinsicContext {
  readonly typeArgs: readonly Type[];
  /** Construction from a braced list through `listElement` (each argument one element). */
  readonly fromList: boolean;
  /** The TypeScript type of values of `t`, for annotations. */
  tsType(t: Type): string;
  /** A value-initialised `t` (`0`, `''`, a default-constructed object), as JS text. */
  defaultValue(t: Type): string;
  /**
   * A JS function calling the operator() of its own value-initialised object of the program's
   * class `t` (`Compare()` of a container made without a constructor argument: an array's
   * element, a vector's), with arguments of `args`, its result converted to `result`.
   */
  functionObject(t: Extract<Type, { kind: 'struct' }>, args: readonly Type[], result: Type): string;
}

/** A public data member of a library class (`std::pair`'s `first`), read and written as a JS property of the same name. */
export interface LibraryField {
  name: string;
  type: Type;
  /** `pair<const K, V>::first` of a map's element. */
  isConst: boolean;
}

export interface LibraryClass {
  /** Stable id, used in diagnostics: `std::mt19937`. */
  id: string;
  /** The names it is found by (a typedef is another name of the same class: `default_random_engine`). */
  names: readonly string[];
  /** Namespaces it lives in, as for intrinsics (`std`). */
  namespaces: readonly string[];
  header: string;
  typeParams: readonly LibraryTypeParam[];
  /** restrict(cpu) and/or restrict(amp): where instances may be created and used. */
  restriction: { cpu: boolean; amp: boolean };
  /**
   * Why an instance with these type arguments is not a type C++ declares, looking at them all
   * (`std::unordered_set<std::pair<int, int>>` has no hash); null: it is.
   */
  typeProblem?(self: LibraryClassType): string | null;
  /** The constructors' parameter lists (the result is the instance type). */
  constructors(self: LibraryClassType): readonly IntrinsicSignature[];
  /** Member functions, `operator()` included: each signature's first parameter is the object. */
  members(self: LibraryClassType): readonly Intrinsic[];
  /** The runtime class holding an instance, for TypeScript annotations. */
  hostType(cx: LibraryClassHostContext): string;
  /** Prints a construction from the converted arguments of one of `constructors`. */
  hostConstruct(args: string[], cx: LibraryClassHostContext): string;
  /**
   * Whether the construction from arguments of these types waits for the GPU (`accelerator()`
   * asks the WebGPU adapter what it is): `hostConstruct` then prints a Promise, which the host
   * awaits, and the function around it is async.
   */
  constructAwaits?(params: readonly Type[]): boolean;
  /** Public data members (`std::pair`'s `first` and `second`). */
  fields?(self: LibraryClassType): readonly LibraryField[];
  /** Member typedefs a program names as `Class::name` (`std::mt19937::result_type`). */
  memberTypes?(self: LibraryClassType): Readonly<Record<string, Type>>;
  /**
   * Visual C++'s `__declspec(property)` members, which its amp.h declares beside the getters:
   * `acc.description` reads `acc.get_description()`. Each name `x` has a member `get_x()`.
   */
  properties?: readonly string[];
  /**
   * The element type of its `std::initializer_list` constructor (`std::map<K, V> m = {{1, 2}}`,
   * `std::list<int> l{1, 2, 3}`): a braced list makes one, each element converted to it, and
   * `hostConstruct` prints it with `fromList` set.
   */
  listElement?(self: LibraryClassType): Type;
  /** Static member functions (`accelerator::get_all()`), called as `Class::name(args)`. */
  staticMembers?(self: LibraryClassType): readonly Intrinsic[];
  /** Static constant data members (`accelerator::cpu_accelerator`), named as `Class::name`. */
  staticConstants?: readonly LibraryStaticConstant[];
  /**
   * An owner of a resource (`std::unique_ptr`'s object, `std::thread`'s thread): C++ destroys it
   * where its scope ends (the runtime object's `destroy()`), an assignment gives up the old
   * resource (`assign(from)`), and `std::move` hands the resource to a new owner (`take()`).
   */
  ownsResource?: true;
  /** Its copy constructor and copy assignment are deleted (`std::unique_ptr`, `std::thread`): only moved. */
  moveOnly?: true;
  /**
   * A container whose runtime object must keep its identity across assignment, as a C++ object
   * does: `a = b` prints `a.swap(copy of b)`, so a reference, pointer or reference_wrapper to `a`
   * (which hold the JS object) sees the new contents. Its runtime class has `swap(other)`.
   */
  assignsInPlace?: true;
  /**
   * `std::ref(x)`/`std::cref(x)` of a variable of this class holds x's runtime object itself (a JS
   * object, whose identity is the C++ object's): a random engine's state then advances through the
   * wrapper, as `std::bind(dist, std::ref(engine))` needs. The variable is then not reassigned.
   */
  referableAsObject?: true;
  /**
   * Member functions C++ declares on the class that ampc does not implement: a call says "not
   * supported by ampc" rather than that there is no such member.
   */
  unsupportedMembers?: readonly string[];
  /**
   * `insert(std::initializer_list<E>)`, which inserts each element in order and returns void:
   * E for these type arguments (a set's key). Sema chooses it for a braced argument whose
   * elements all convert to E, as C++ prefers it ([over.ics.rank]/3.1; src/sema/initializer-lists.ts).
   */
  insertsList?: (self: LibraryClassType) => Type;
}

/** Whether `std::ref` of a variable of type `t` holds its runtime object (`LibraryClass.referableAsObject`). */
export function isReferableAsObject(t: Type): t is LibraryClassType {
  return t.kind === 'libraryClass' && t.decl.referableAsObject === true;
}

/** Whether `t` is an instance of a class that owns a resource (`LibraryClass.ownsResource`). */
export function ownsResource(t: Type): t is LibraryClassType {
  return t.kind === 'libraryClass' && t.decl.ownsResource === true;
}

/** A static constant data member of a library class: a compile-time string (C++ AMP's device paths). */
export interface LibraryStaticConstant {
  name: string;
  value: string;
}

/** A member function of a library class, on the host only; `params` exclude the object. */
export function hostMember(
  self: LibraryClassType,
  name: string,
  overloads: readonly { params: readonly Type[]; result: Type; widenedTo?: Type }[],
  host: Intrinsic['host'],
): Intrinsic {
  return {
    id: `${self.decl.id}::${name}`,
    name,
    namespaces: [],
    signatures: overloads.map((o) => ({ params: [self, ...o.params], result: o.result, ...(o.widenedTo ? { widenedTo: o.widenedTo } : {}) })),
    restriction: { cpu: true, amp: false },
    wgsl: null,
    host,
    header: self.decl.header,
    // A member takes no iterator ranges: a vector argument is a value it stores or reads whole
    // (`s.insert(v)` keeps a copy of the std::vector), not the elements an algorithm indexes.
    takesContainers: true,
  };
}
