/**
 * The types of the typed program. Back-end independent: WGSL and TypeScript
 * mappings live in the code generators.
 */

export interface StructField {
  name: string;
  type: Type;
  /**
   * A reference member (`std::vector<int>& v;`, src/sema/reference-members.ts): bound once, by the
   * constructor, to an object of `type` that the member then names.
   */
  isReference?: boolean;
  /** A bit-field's width (`unsigned a : 3`): its stores keep that many bits (src/sema/bit-fields.ts). */
  bitWidth?: number;
  /** Declared const (`const int id;`, `const T& r;`): which overload it binds to (qualification-overloads.ts). */
  isConst?: boolean;
}

export interface StructInfo {
  name: string;
  fields: StructField[];
  isUnion: boolean;
  /**
   * Unnamed bit-fields (`unsigned : 0;`, `int : 3;`), which only pad: no member, only a place in
   * the layout, before `fields[before]` (src/sema/bit-fields.ts).
   */
  unnamedBitFields?: { before: number; type: Type; width: number }[];
  /** Member functions as declared: name and restriction (for diagnostics about any of them). */
  methods: { name: string; restriction: { cpu: boolean; amp: boolean }; span: import('../source.js').Span }[];
  /**
   * Member functions (methods, operators, static functions) lowered to plain functions: a
   * non-static one takes the object as its first parameter, `self`.
   */
  memberFunctions?: import('./program.js').FunctionInfo[];
  /** User-declared constructors, as functions returning the new object. None: an aggregate. */
  constructors?: import('./program.js').FunctionInfo[];
  /**
   * Member function templates and templated constructors (`member.kind` says which), instantiated
   * per call into member functions of the class (templates.ts, check-class.ts).
   */
  memberTemplates?: import('./context.js').FunctionTemplate[];
  /** The one base class (`struct D : B`): its fields lead `fields`, as C++ lays the object out. */
  base?: StructInfo;
  /** Virtual functions, one slot each (inherited slots first), with this class's final overrider. */
  vtable?: VirtualSlot[];
}

/** A virtual function: `slot` names it on the host's objects; `fn` is null while it is pure (`= 0`). */
export interface VirtualSlot {
  slot: string;
  /** The function that introduced the slot: overriders match its name and parameter types. */
  introducer: import('./program.js').FunctionInfo;
  fn: import('./program.js').FunctionInfo | null;
}

export type Type =
  | { kind: 'void' }
  | { kind: 'bool' }
  /** `char` (8), `short` (16), `int` (32), `long` and `long long` (64). */
  /**
   * `plainChar`: `char` itself, a type distinct from `signed char` (and from `unsigned char`) in
   * C++ even where it is signed, as here: overloads on the two are different functions.
   * `isLong`: `long` (bits 64), distinct from `long long` as C++ makes them. ampc takes g++'s
   * LP64 model on Linux x86-64 (the oracle's): `long`, `unsigned long` and `size_t` are 64 bits.
   * MSVC, C++ AMP's platform, makes `long` 32 bits (so C++ AMP lists it among the types amp code
   * may use); ampc reports a 64-bit `long` in restrict(amp) code instead of giving it either
   * width silently (check-stmt.ts), as it does `long long`.
   */
  /**
   * `enumeration`: a named enum ([dcl.enum]), an `int` in its values and representation but a
   * type of its own: nothing converts to it implicitly, and an unscoped one promotes to `int`
   * (src/sema/enums.ts).
   */
  | { kind: 'int'; signed: boolean; bits: 8 | 16 | 32 | 64; plainChar?: boolean; isLong?: boolean; wideChar?: boolean; enumeration?: EnumInfo }
  /** `float` (32), `double` (64), `long double` (64, `isLongDouble`). */
  | { kind: 'float'; bits: 32 | 64; isLongDouble?: boolean }
  | { kind: 'struct'; info: StructInfo }
  /** A C array `T[N]` (`length` null for `T[]` before its initializer sizes it). */
  | { kind: 'array'; element: Type; length: number | null }
  /**
   * `reverse`: a `std::reverse_iterator` over contiguous storage (a std::vector's, a C array's),
   * which is a pointer into the elements numbered backwards (src/sema/reverse-iterators.ts).
   */
  | { kind: 'pointer'; pointee: Type; reverse?: boolean }
  /**
   * `R (*)(P...)`, host code only: the value is one of the program's functions, or null. Also
   * `std::function<R(P...)>` (`stdFunction`), which may hold a closure too, and whose parameters
   * may be references (`refParams`; src/sema/std-function.ts).
   */
  | { kind: 'functionPointer'; params: readonly Type[]; result: Type; stdFunction?: boolean; refParams?: readonly boolean[]; functionType?: boolean }
  /**
   * `M S::*` and `R (S::*)(P...) const`, host code only: a pointer to a data member of type
   * `member`, or (`member` a function pointer type, without the object) to a member function.
   */
  | { kind: 'memberPointer'; owner: StructInfo; member: Type; isConstMethod?: boolean }
  | { kind: 'string' }
  | { kind: 'extent'; rank: number }
  | { kind: 'index'; rank: number }
  | { kind: 'tiledExtent'; tile: number[] }
  | { kind: 'tiledIndex'; tile: number[] }
  | { kind: 'tileBarrier' }
  | { kind: 'arrayView'; element: Type; rank: number; isConst: boolean }
  | { kind: 'ampArray'; element: Type; rank: number }
  | { kind: 'vector'; element: Type }
  /**
   * `concurrency::graphics::texture<T, N>` and its views (`src/library/graphics.ts`). `bits` is
   * the bits_per_scalar_element the texture was made with: with T it picks the WGSL texel format,
   * which a kernel's binding must name, so it is part of the type. `access` is the kind of object:
   * the texture, a `texture_view<T, N>` (`isConst`: `texture_view<const T, N>`) or a
   * `writeonly_texture_view<T, N>`.
   */
  | { kind: 'texture'; element: Type; rank: number; bits: number; access: 'texture' | 'view' | 'writeonlyView'; isConst: boolean }
  /**
   * A `concurrency::graphics` short vector (`float_3`, `norm_2`, `uint_4`), or `norm`/`unorm`
   * themselves (length 1; `int_1` and friends are plain scalars): `src/library/short-vectors.ts`.
   */
  | { kind: 'shortVector'; scalar: ShortVectorScalar; length: 1 | 2 | 3 | 4 }
  /** `std::cout`/`std::cerr` and `std::cin`. */
  | { kind: 'ostream' }
  | { kind: 'istream' }
  /** `std::setw(n)`, `std::endl`, ... */
  | { kind: 'manipulator' }
  /** `concurrency::runtime_exception` and its subclasses, `std::exception`. */
  | { kind: 'exception'; name: string }
  /** An instance of a library class (`std::mt19937`, `std::uniform_int_distribution<int>`): `src/library/classes.ts`. */
  | { kind: 'libraryClass'; decl: import('../library/classes.js').LibraryClass; typeArgs: readonly Type[] }
  /** A Windows console handle / structs from `<Windows.h>`, kept opaque. */
  | { kind: 'opaque'; name: string }
  /** A lambda's closure; `fn` is the function it calls (lambdas that capture nothing). */
  | { kind: 'lambda'; fn?: import('./program.js').FunctionInfo }
  /** Placeholder after an error, so one mistake is reported once. */
  | { kind: 'error' };

/** A named enum: `name` keys template instances, `display` is as C++ spells it (`concurrency::queuing_mode`). */
export interface EnumInfo {
  name: string;
  display: string;
  /** `enum class`: no implicit conversion to an integer either. */
  scoped: boolean;
}

export type ShortVectorScalar = 'int' | 'uint' | 'float' | 'double' | 'norm' | 'unorm';

export const voidType: Type = { kind: 'void' };
export const boolType: Type = { kind: 'bool' };
export const intType: Type = { kind: 'int', signed: true, bits: 32 };
export const uintType: Type = { kind: 'int', signed: false, bits: 32 };
export const floatType: Type = { kind: 'float', bits: 32 };
export const doubleType: Type = { kind: 'float', bits: 64 };
export const errorType: Type = { kind: 'error' };
export const stringType: Type = { kind: 'string' };
export const charType: Type = { kind: 'int', signed: true, bits: 8, plainChar: true };
/**
 * `wchar_t`: a signed 32-bit type of its own, as g++ has it on Linux (the oracle; Windows' is an
 * unsigned 16-bit one), printed as a character by `std::wcout`. It promotes to int.
 */
export const wcharType: Type = { kind: 'int', signed: true, bits: 32, wideChar: true };
export const longType: Type = { kind: 'int', signed: true, bits: 64, isLong: true };
export const ulongType: Type = { kind: 'int', signed: false, bits: 64, isLong: true };
export const longLongType: Type = { kind: 'int', signed: true, bits: 64 };
export const ulongLongType: Type = { kind: 'int', signed: false, bits: 64 };
/** `size_t`: `unsigned long` under g++ on Linux x86-64. */
export const sizeType: Type = ulongType;

export function isArithmetic(t: Type): boolean {
  return t.kind === 'int' || t.kind === 'float' || t.kind === 'bool';
}

export function isIntegral(t: Type): boolean {
  return t.kind === 'int' || t.kind === 'bool';
}

/** C++'s usual arithmetic conversions (integral promotion to int first). */
export function commonArithmeticType(a: Type, b: Type): Type {
  if (a.kind === 'float' || b.kind === 'float') {
    const bits = Math.max(a.kind === 'float' ? a.bits : 0, b.kind === 'float' ? b.bits : 0) as 32 | 64;
    return { kind: 'float', bits };
  }
  const pa = promote(a);
  const pb = promote(b);
  if (pa.kind !== 'int' || pb.kind !== 'int') return intType;
  const bits = Math.max(pa.bits, pb.bits) as 32 | 64;
  const unsigned = (!pa.signed && pa.bits === bits) || (!pb.signed && pb.bits === bits);
  // `long long` outranks `long`: the result is a `long` only when no operand is a `long long`.
  const isLong = bits === 64 && [pa, pb].every((t) => t.bits < 64 || t.isLong);
  return isLong ? { kind: 'int', signed: !unsigned, bits, isLong } : { kind: 'int', signed: !unsigned, bits };
}

/** Integral promotion: bool/char/short/wchar_t → int. */
export function promote(t: Type): Type {
  if (t.kind === 'bool') return intType;
  // An enum promotes to its underlying type, which is `int` in ampc ([conv.prom]/3).
  if (t.kind === 'int' && t.enumeration) return intType;
  if (t.kind === 'int' && (t.bits < 32 || t.wideChar)) return intType;
  return t;
}

export function sameType(a: Type, b: Type): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case 'int': return b.kind === 'int' && a.bits === b.bits && a.signed === b.signed && !!a.plainChar === !!b.plainChar && !!a.isLong === !!b.isLong && !!a.wideChar === !!b.wideChar && a.enumeration === b.enumeration;
    case 'float': return b.kind === 'float' && a.bits === b.bits;
    case 'struct': return b.kind === 'struct' && a.info === b.info;
    case 'array': return b.kind === 'array' && a.length === b.length && sameType(a.element, b.element);
    case 'pointer': return b.kind === 'pointer' && !!a.reverse === !!b.reverse && sameType(a.pointee, b.pointee);
    case 'functionPointer':
      return b.kind === 'functionPointer' && !!a.stdFunction === !!b.stdFunction && sameType(a.result, b.result) && a.params.length === b.params.length && a.params.every((p, i) => sameType(p, b.params[i]));
    case 'memberPointer':
      return b.kind === 'memberPointer' && a.owner === b.owner && !!a.isConstMethod === !!b.isConstMethod && sameType(a.member, b.member);
    case 'extent': case 'index': return a.rank === (b as typeof a).rank;
    case 'tiledExtent': case 'tiledIndex': return a.tile.join(',') === (b as typeof a).tile.join(',');
    case 'arrayView': return b.kind === 'arrayView' && a.rank === b.rank && sameType(a.element, b.element);
    case 'ampArray': return b.kind === 'ampArray' && a.rank === b.rank && sameType(a.element, b.element);
    case 'vector': return b.kind === 'vector' && sameType(a.element, b.element);
    case 'texture': return b.kind === 'texture' && a.rank === b.rank && a.bits === b.bits && a.access === b.access && a.isConst === b.isConst && sameType(a.element, b.element);
    case 'shortVector': return b.kind === 'shortVector' && a.scalar === b.scalar && a.length === b.length;
    // Each lambda expression has a closure type of its own.
    case 'lambda': return b.kind === 'lambda' && a.fn === b.fn;
    case 'libraryClass': return b.kind === 'libraryClass' && a.decl === b.decl && a.typeArgs.length === b.typeArgs.length && a.typeArgs.every((t, i) => sameType(t, b.typeArgs[i]));
    default: return true;
  }
}

/**
 * Class names as C++ spells them (`P`, `Outer::In`, `S<int>`), set where a class's generated name
 * differs: a local class's `main_P`, a nested class's `Outer_In`, a template instance's.
 * (class-members.ts's `setClassDisplayName` files them.)
 */
export const classDisplayNames = new WeakMap<StructInfo, string>();

/** A type as C++ spells it, for diagnostics and messages. */
export function typeToString(t: Type): string {
  return spellType(t, false);
}

/**
 * A type's name by the classes' generated names, which tell apart classes C++ spells alike (two
 * functions' local `struct P`): the key of template instances and other per-type tables.
 */
export function typeKey(t: Type): string {
  return spellType(t, true);
}

function spellType(t: Type, key: boolean): string {
  const typeToString = (u: Type) => spellType(u, key);
  switch (t.kind) {
    case 'void': return 'void';
    case 'bool': return 'bool';
    case 'int': {
      if (t.enumeration) return key ? t.enumeration.name : t.enumeration.display;
      const base = t.bits === 8 ? 'char' : t.bits === 16 ? 'short' : t.bits === 64 ? (t.isLong ? 'long' : 'long long') : 'int';
      if (t.bits === 8 && t.signed && !t.plainChar) return 'signed char';
      if (t.wideChar) return 'wchar_t';
      return t.signed ? base : `unsigned ${base}`;
    }
    case 'float': return t.isLongDouble ? 'long double' : t.bits === 32 ? 'float' : 'double';
    case 'struct': return key ? t.info.name : classDisplayNames.get(t.info) ?? t.info.name;
    case 'array': return `${typeToString(t.element)}[${t.length ?? ''}]`;
    case 'pointer': return t.reverse ? `std::reverse_iterator<${typeToString(t.pointee)} *>` : `${typeToString(t.pointee)} *`;
    case 'functionPointer':
      if (t.stdFunction) return `std::function<${typeToString(t.result)}(${t.params.map((p, i) => `${typeToString(p)}${t.refParams?.[i] ? '&' : ''}`).join(', ')})>`;
      return `${typeToString(t.result)} (*)(${t.params.map((p, i) => `${typeToString(p)}${t.refParams?.[i] ? '&' : ''}`).join(', ')})`;
    case 'memberPointer': {
      const owner = key ? t.owner.name : classDisplayNames.get(t.owner) ?? t.owner.name;
      return t.member.kind === 'functionPointer'
        ? `${typeToString(t.member.result)} (${owner}::*)(${t.member.params.map(typeToString).join(', ')})${t.isConstMethod ? ' const' : ''}`
        : `${typeToString(t.member)} ${owner}::*`;
    }
    case 'string': return 'std::string';
    case 'extent': return `extent<${t.rank}>`;
    case 'index': return `index<${t.rank}>`;
    case 'tiledExtent': return `tiled_extent<${t.tile.join(',')}>`;
    case 'tiledIndex': return `tiled_index<${t.tile.join(',')}>`;
    case 'tileBarrier': return 'tile_barrier';
    case 'arrayView': return `array_view<${t.isConst ? 'const ' : ''}${typeToString(t.element)},${t.rank}>`;
    case 'ampArray': return `array<${typeToString(t.element)},${t.rank}>`;
    case 'vector': return `std::vector<${typeToString(t.element)}>`;
    case 'texture': {
      const name = t.access === 'texture' ? 'texture' : t.access === 'view' ? 'texture_view' : 'writeonly_texture_view';
      // The bits are not part of the C++ type: shown only where they are not the default 32.
      const bits = t.bits === 32 ? '' : ` (${t.bits} bits per scalar element)`;
      return `${name}<${t.isConst ? 'const ' : ''}${typeToString(t.element)},${t.rank}>${bits}`;
    }
    case 'shortVector': return t.length === 1 ? t.scalar : `${t.scalar}_${t.length}`;
    case 'ostream': return 'std::ostream';
    case 'istream': return 'std::istream';
    case 'manipulator': return 'std::manipulator';
    case 'exception': return t.name;
    case 'opaque': return t.name;
    case 'libraryClass': return t.typeArgs.length === 0 ? t.decl.id : `${t.decl.id}<${t.typeArgs.map(typeToString).join(', ')}>`;
    // As clang names a closure type; distinct per lambda, as template instance keys need.
    case 'lambda': return t.fn ? `(lambda at ${t.fn.span.file}:${t.fn.span.start.line}:${t.fn.span.start.column})` : 'lambda';
    case 'error': return '<error>';
  }
}

/** concurrency::array_view or concurrency::array: the types a kernel binds as a buffer. */
export type ViewType = Extract<Type, { kind: 'arrayView' | 'ampArray' }>;

export function isViewType(t: Type): t is ViewType {
  return t.kind === 'arrayView' || t.kind === 'ampArray';
}

/** Element type and rank of an array_view or array. */
export function viewInfo(t: Type): { element: Type; rank: number } | null {
  return isViewType(t) ? { element: t.element, rank: t.rank } : null;
}

/**
 * Types whose host values are JS objects that keep their identity for the object's lifetime: a
 * class object is assigned member by member, a container's assignment exchanges its contents
 * (emit-host `assign`), an array's copies its elements. A pointer to one can be the object.
 * (A std::string is an immutable JS string, an array_view a handle that assignment rebinds.)
 */
export function isHostObject(t: Type): boolean {
  return t.kind === 'struct' || t.kind === 'vector' || t.kind === 'ampArray' || t.kind === 'libraryClass';
}

/** The constructor that default-initializes an object of the class (all its parameters defaulted), if it has one. */
export function defaultConstructorOf(info: StructInfo): import('./program.js').FunctionInfo | undefined {
  return info.constructors?.find((c) => c.params.every((p) => p.defaultArgument !== undefined));
}
