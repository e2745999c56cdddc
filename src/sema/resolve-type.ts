/**
 * Types as written (`TypeRef`) → types (`Type`). Template arguments that are
 * values (`array_view<int, 2>`, `tile<TS, TS>`) are constant-evaluated here.
 */
import { heldComparatorContainer } from './container-comparators.js';
import { stdExceptionByName } from '../library/std-exceptions.js';
import { graphicsTypeByName, shortVectorMembers } from '../library/short-vectors.js';
import { qualifierShortVector } from './check-short-vectors.js';
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { checkExpr } from './check-expr.js';
import { constValueOf } from './const-eval.js';
import type { CheckContext } from './context.js';
import { instantiateClass, templateOfInstance } from './templates.js';
import { lookupLibraryClass } from '../library/registry.js';
import { clockMemberType, ratioOfNanoseconds } from '../library/chrono.js';
import { isInLibraryNamespace, isUnsupportedLibraryName } from '../library/unsupported.js';
import { libraryClassType } from './library-class.js';
import { texelShape } from '../library/graphics.js';
import { fmtflagsType } from '../library/ostream.js';
import { classDisplayName, classMemberScope, memberType, qualifierClass } from './class-members.js';
import { decltypeOf } from './decltype.js';
import { stdNamedType } from './std-classes.js';
import { memberPointerType } from './member-pointers.js';
import { stdFunctionType } from './std-function.js';
import { passableReference } from './function-pointers.js';
import { isHostPointee, isHostRowArray } from './host-pointers.js';
import { reverseIteratorType } from './reverse-iterators.js';
import { charType, errorType, intType, longType, sizeType, typeToString, ulongType, wcharType, type Type } from './types.js';

export interface ResolvedType {
  type: Type;
  isConst: boolean;
  isReference: boolean;
  /** A pointer to const (`const int* p`): C++'s const written before the pointers. */
  pointeeConst?: boolean;
}

export function resolveTypeRef(cx: CheckContext, ref: A.TypeRef): ResolvedType {
  if (ref.pointerToArray) {
    // `int (*p)[3]`: a pointer to the array `arrayDims` make; amp code refuses it where a variable has it (amp-pointers.ts).
    const array = resolveTypeRef(cx, { ...ref, pointerToArray: false, reference: null });
    if (array.type.kind === 'error') return array;
    if (array.type.kind !== 'array' || !isHostRowArray(array.type)) {
      cx.diags.error('unsupported', `a pointer to an array of '${typeToString(array.type.kind === 'array' ? array.type.element : array.type)}' is not supported by ampc (only of arrays of scalars)`, ref.span);
      return { type: errorType, isConst: false, isReference: false };
    }
    return { type: { kind: 'pointer', pointee: array.type }, isConst: false, isReference: ref.reference !== null, pointeeConst: array.isConst };
  }
  // `decltype(e)` may itself be a reference or const, which then applies to what is declared.
  const viaDecltype = ref.spec.kind === 'DecltypeTypeSpec' && !ref.memberOf ? decltypeOf(cx, ref.spec) : null;
  // `int S::*pm[2]`: an array of pointers to members.
  let type = ref.memberOf ? memberPointerType(cx, { ...ref, arrayDims: [] }) : viaDecltype?.type ?? resolveSpec(cx, ref.spec);
  if (ref.memberOf) ref = { ...ref, pointers: [], isFunctionPointer: false, isConst: false };
  if (ref.isFunctionPointer) {
    const pointer = functionPointerType(cx, ref, type);
    return { type: ref.functionType && pointer.kind === 'functionPointer' ? { ...pointer, functionType: true } : pointer, isConst: false, isReference: false };
  }
  // A function type's name (`typedef int binop(int, int)`): `binop*` is the pointer to such a
  // function, and a parameter `binop f` is adjusted to that pointer, as in C++.
  if (type.kind === 'functionPointer' && type.functionType) {
    const { functionType: _, ...pointer } = type;
    type = pointer;
    if (ref.pointers.length > 0) ref = { ...ref, pointers: ref.pointers.slice(1) };
  }
  if (viaDecltype && ref.pointers.length === 0 && ref.arrayDims.length === 0) {
    return { type, isConst: ref.isConst || viaDecltype.isConst, isReference: ref.reference !== null || viaDecltype.isReference };
  }
  for (let i = 0; i < ref.pointers.length; i++) type = { kind: 'pointer', pointee: type };
  if (ref.arrayDims.length > 0 && ref.pointers.length === 0 && heldComparatorContainer(cx, type, 'an array', ref.span)) return { type: errorType, isConst: false, isReference: false };
  // Array dimensions apply outermost first: int a[2][3] is array 2 of array 3.
  for (let i = ref.arrayDims.length - 1; i >= 0; i--) {
    const dim = ref.arrayDims[i];
    const length = dim === null ? null : constantInt(cx, dim, 'array size');
    type = { kind: 'array', element: type, length };
  }
  // `const int* p` points to const ints and may itself change; `int* const p` may not.
  const isConst = ref.pointers.length > 0 ? ref.pointers[ref.pointers.length - 1].isConst : ref.isConst;
  return { type, isConst, isReference: ref.reference !== null, pointeeConst: ref.pointers.length > 0 ? ref.isConst : typedefPointsToConst(cx, ref) };
}

/** The name a typedef or alias declares: its type, and whether it points to const. */
export function typedefSymbol(cx: CheckContext, ref: A.TypeRef): { kind: 'typedef'; type: Type; pointeeConst?: boolean } {
  const r = resolveTypeRef(cx, ref);
  return { kind: 'typedef', type: r.type, ...(r.pointeeConst ? { pointeeConst: true } : {}) };
}

/** `P p` with `typedef const char* P` (or a template parameter bound to `const char*`): a pointer to const. */
function typedefPointsToConst(cx: CheckContext, ref: A.TypeRef): boolean {
  if (ref.spec.kind !== 'NamedTypeSpec' || ref.spec.name.templateArgs || ref.arrayDims.length > 0) return false;
  const found = cx.lookupName(ref.spec.name.parts)?.symbol;
  return found?.kind === 'typedef' && found.pointeeConst === true;
}

/**
 * `R (*)(P...)`: `spec` and the pointers written before the parentheses are the return type.
 * Parameters adjust as in a function declaration (arrays to pointers is not needed: ampc passes
 * arrays by reference); a reference parameter the host passes as a direct call does (function-pointers.ts
 * `passableReference`) is marked in `refParams`; a variadic one is not supported yet.
 */
function functionPointerType(cx: CheckContext, ref: A.TypeRef, spec: Type): Type {
  let result = spec;
  for (let i = 0; i < ref.pointers.length; i++) result = { kind: 'pointer', pointee: result };
  const written = ref.functionParams ?? { params: [], isVariadic: false };
  const params = written.params.map((p) => resolveTypeRef(cx, p.type));
  const unsupported = written.isVariadic ? written.params.at(-1)?.span ?? ref.span : written.params.find((_p, i) => !passableReference(params[i]))?.span;
  if (ref.reference !== null || unsupported) {
    cx.diags.error('unsupported', 'a pointer to a function that returns a reference, takes a non-const reference to a scalar or string, or takes variable arguments is not supported by ampc', unsupported ?? ref.span);
    return errorType;
  }
  const refParams = params.map((p) => p.isReference);
  return { kind: 'functionPointer', params: params.map((p) => p.type), result, ...(refParams.some((r) => r) ? { refParams } : {}) };
}

/** A constant integer written in the source (array bound, template argument). */
export function constantInt(cx: CheckContext, expr: A.Expr, what: string): number | null {
  const typed = checkExpr(cx, expr);
  if (typed.type.kind === 'error') return null;
  const v = constValueOf(typed);
  // A converted constant expression of integral type: `array_view<int, 2.0f>` is ill-formed (a narrowing conversion).
  if (v !== null && typed.type.kind !== 'int' && typed.type.kind !== 'bool') {
    cx.diags.error('not-constant', `${what} must be an integral constant, not a '${typeToString(typed.type)}'`, expr.span);
    return null;
  }
  if (v === null || !Number.isInteger(v)) {
    cx.diags.error('not-constant', `${what} must be a compile-time constant`, expr.span);
    return null;
  }
  return v;
}

function resolveSpec(cx: CheckContext, spec: A.TypeSpec): Type {
  switch (spec.kind) {
    case 'AutoTypeSpec':
      return { kind: 'error' }; // replaced by the initializer's type in checkVarDecl
    case 'BuiltinTypeSpec':
      return builtinType(cx, spec.keywords, spec.span);
    case 'NamedTypeSpec':
      return namedType(cx, spec.name);
    case 'DecltypeTypeSpec':
      return decltypeOf(cx, spec).type;
  }
}

function builtinType(cx: CheckContext, words: string[], span: Span): Type {
  const count = (w: string) => words.filter((x) => x === w).length;
  const unsigned = count('unsigned') > 0;
  if (count('void')) return { kind: 'void' };
  if (count('bool')) return { kind: 'bool' };
  if (count('float')) return { kind: 'float', bits: 32 };
  if (count('double') && count('long')) {
    // g++'s long double is x87's 80-bit format; computing it as a double would print other digits
    // (1.0L/3, 1e16L + 1). Kernels report it as a type amp code lacks (check-stmt.ts).
    if (!cx.inAmp) cx.diags.error('unsupported', "'long double' is not supported by ampc (g++ computes it in the 80-bit x87 format; ampc would compute it as a double)", span);
    return { kind: 'float', bits: 64, isLongDouble: true };
  }
  if (count('double')) return { kind: 'float', bits: 64 };
  if (count('wchar_t')) return wcharType;
  // `char` (neither signed nor unsigned written) is its own type; g++ makes it signed on x86.
  if (count('char')) return count('signed') || unsigned ? { kind: 'int', signed: !unsigned, bits: 8 } : { kind: 'int', signed: true, bits: 8, plainChar: true };
  if (count('short')) return { kind: 'int', signed: !unsigned, bits: 16 };
  // `long` and `long long` are 64 bits (a bigint on the host), as g++ gives on Linux x86-64: types.ts.
  if (count('long') >= 2) return { kind: 'int', signed: !unsigned, bits: 64 };
  if (count('long') === 1) return unsigned ? ulongType : longType;
  if (words.length === 0) {
    cx.diags.error('unknown-type', 'expected a type', span);
    return errorType;
  }
  return { kind: 'int', signed: !unsigned, bits: 32 };
}

/** The first part of a view element type that a GPU buffer cannot hold, or null. */
function unsupportedBufferElement(t: Type): Type | null {
  // wchar_t is 32 bits (as g++ has it), but C++ AMP allows it in no amp code.
  if (t.kind === 'int') return t.bits === 32 && !t.wideChar ? null : t;
  if (t.kind === 'float' || t.kind === 'bool' || t.kind === 'error' || t.kind === 'shortVector') return null;
  if (t.kind === 'struct') {
    if (t.info.isUnion) return t;
    for (const f of t.info.fields) {
      const bad = unsupportedBufferMember(f.type);
      if (bad) return bad;
    }
    return null;
  }
  return t;
}

/**
 * A struct member may also be a fixed-length array of what a buffer holds (WGSL's `array<T, N>`
 * member, laid out by src/codegen/layout.ts), arrays of arrays and of structs included.
 */
function unsupportedBufferMember(t: Type): Type | null {
  if (t.kind === 'array') return t.length === null || t.length === 0 ? t : unsupportedBufferMember(t.element);
  // A view of bools is stored as u32s, but WGSL has no host-shareable bool for a struct member to be.
  if (t.kind === 'bool') return t;
  return unsupportedBufferElement(t);
}

function templateArgs(name: A.QualifiedName): A.TemplateArg[] {
  return name.templateArgs ?? [];
}

/** `Clock::time_point` or `Clock::duration`, the clock named directly or through a typedef; null otherwise. */
function clockMemberTypeOf(cx: CheckContext, name: A.QualifiedName): Type | null {
  const last = name.parts[name.parts.length - 1];
  if (last !== 'time_point' && last !== 'duration') return null;
  const qualifier = name.parts.slice(0, -1);
  const symbol = cx.lookupName(qualifier)?.symbol;
  const owner = symbol?.kind === 'typedef' ? (symbol.type.kind === 'libraryClass' ? symbol.type.decl : undefined) : symbol ? undefined : lookupLibraryClass(qualifier);
  return owner ? clockMemberType(owner, last) : null;
}

/**
 * `std::mt19937::result_type`, `std::uniform_int_distribution<long>::result_type`: a member
 * typedef of a library class, named directly or through a typedef; null for other names.
 */
function libraryMemberTypeOf(cx: CheckContext, name: A.QualifiedName): Type | null {
  const parts = name.parts.slice(0, -1);
  const symbol = cx.lookupName(parts)?.symbol;
  let owner: Type | null = symbol?.kind === 'typedef' && symbol.type.kind === 'libraryClass' ? symbol.type : null;
  if (!symbol && lookupLibraryClass(parts)) {
    const args = name.qualifierArgs?.[parts.length - 1] ?? null;
    owner = namedType(cx, { parts, templateArgs: args, span: name.span, ...(name.qualifierArgs ? { qualifierArgs: name.qualifierArgs.slice(0, parts.length) } : {}) });
  }
  if (owner?.kind !== 'libraryClass') return null;
  return owner.decl.memberTypes?.(owner)[name.parts[name.parts.length - 1]] ?? null;
}

/** `std::ratio<N, D>` as a duration's period: the named ratio (`std::milli`) of the same value. */
function stdRatio(cx: CheckContext, name: A.QualifiedName): Type {
  const [num, den = 1] = valueArgs(cx, name) ?? [];
  if (num === undefined) return errorType;
  const found = den > 0 ? ratioOfNanoseconds((num * 1e9) / den) : null;
  if (found) return found;
  cx.diags.error('unsupported-library', `'std::ratio<${num}, ${den}>' is not supported by ampc: a duration's period is one of the SI ratios from std::nano to std::kilo`, name.span);
  return errorType;
}

function typeArg(cx: CheckContext, name: A.QualifiedName, i: number): ResolvedType | null {
  const arg = templateArgs(name)[i];
  if (!arg) return null;
  if (arg.kind === 'TypeArg') return resolveTypeRef(cx, arg.type);
  // `array_view<Description, 2>`: a struct name parses as an expression argument when it is not known as a type.
  cx.diags.error('template-argument', 'expected a type as template argument', arg.span);
  return null;
}

/**
 * Whether class template `last` is named with its template arguments; reported where not, without them (`vector v;`,
 * `array_view av(...)`) an error, as g++ gives one: ampc does not deduce class template arguments.
 */
function requireTemplateArguments(cx: CheckContext, name: A.QualifiedName, last: string): boolean {
  if (name.templateArgs) return true;
  cx.diags.error('template-argument', `'${last}' needs its template arguments here (class template argument deduction is not supported by ampc)`, name.span);
  return false;
}

function valueArg(cx: CheckContext, name: A.QualifiedName, i: number, fallback: number | null): number | null {
  const arg = templateArgs(name)[i];
  if (!arg) return fallback;
  if (arg.kind === 'ExprArg') return constantInt(cx, arg.expr, 'template argument');
  cx.diags.error('template-argument', 'expected a constant as template argument', arg.span);
  return null;
}

/**
 * The rank argument of `array_view<T, N>`, `array<T, N>`, `index<N>`, `extent<N>`: C++ AMP's
 * headers static_assert N > 0. ampc spells each dimension out, so a rank beyond 128 is refused.
 */
function rankArg(cx: CheckContext, name: A.QualifiedName, i: number, fallback: number | null): number | null {
  const rank = valueArg(cx, name, i, fallback);
  if (rank === null) return null;
  if (rank < 1) {
    cx.diags.error('rank-mismatch', `the rank of '${name.parts[name.parts.length - 1]}' must be greater than 0, not ${rank}`, templateArgs(name)[i]!.span);
    return null;
  }
  if (rank > 128) {
    cx.diags.error('unsupported', `a rank of ${rank} is not supported by ampc (at most 128)`, templateArgs(name)[i]!.span);
    return null;
  }
  return rank;
}

function valueArgs(cx: CheckContext, name: A.QualifiedName): number[] | null {
  const out: number[] = [];
  for (let i = 0; i < templateArgs(name).length; i++) {
    const v = valueArg(cx, name, i, null);
    if (v === null) return null;
    out.push(v);
  }
  return out;
}

/** `texture<T, N>` and its views: the bits per scalar element start at the default, 32 (src/library/graphics.ts). */
function textureType(cx: CheckContext, name: A.QualifiedName, last: 'texture' | 'texture_view' | 'writeonly_texture_view'): Type {
  const element = typeArg(cx, name, 0);
  const rank = valueArg(cx, name, 1, 1);
  if (!element || rank === null) return errorType;
  if (rank < 1 || rank > 3) {
    cx.diags.error('rank-mismatch', `${last}<${typeToString(element.type)}, ${rank}>: a texture has rank 1, 2 or 3`, name.span);
    return errorType;
  }
  if (!texelShape(element.type)) {
    cx.diags.error('view-element-type', `${last}<${typeToString(element.type)}, ${rank}>: a texture holds int, unsigned int, float, norm, unorm or their short vectors`, templateArgs(name)[0].span);
    return errorType;
  }
  if (element.isConst && last !== 'texture_view') {
    cx.diags.error('view-element-type', `${last}<const ${typeToString(element.type)}, ${rank}>: only texture_view takes a const element type`, templateArgs(name)[0].span);
    return errorType;
  }
  const access = last === 'texture' ? 'texture' : last === 'texture_view' ? 'view' : 'writeonlyView';
  return { kind: 'texture', element: element.type, rank, bits: 32, access, isConst: element.isConst };
}

/**
 * `std::map<K, V>::iterator`, `std::set<T>::const_iterator`: the type the library container's
 * `begin()` returns (src/library/associative.ts has one iterator class for both). Null when the
 * qualifier is not such a container.
 */
function libraryIteratorType(cx: CheckContext, name: A.QualifiedName): Type | null {
  const last = name.parts[name.parts.length - 1];
  // `std::reverse_iterator<It>` (src/sema/reverse-iterators.ts).
  if (last === 'reverse_iterator' && name.parts.length === 2 && name.parts[0] === 'std') return reverseIteratorNamed(cx, name);
  const reverse = last === 'reverse_iterator' || last === 'const_reverse_iterator';
  if (last !== 'iterator' && last !== 'const_iterator' && !reverse) return null;
  const parts = name.parts.slice(0, -1);
  const args = name.qualifierArgs?.[parts.length - 1] ?? null;

  // A std::string's iterators are pointers into its characters (src/sema/element-iterators.ts).
  if (!args && parts.length === 2 && parts[0] === 'std' && (parts[1] === 'string' || parts[1] === 'wstring') && !cx.lookupName(parts)) {
    return reverse ? reverseIteratorType(charType) : { kind: 'pointer', pointee: charType };
  }
  if (!args || !lookupLibraryClass(parts) || cx.lookupName(parts)) {
    // A vector's iterators are pointers to its elements (src/sema/iterator-pointers.ts), where
    // the elements are scalars a host pointer may point to.
    if (parts[parts.length - 1] !== 'vector' || cx.lookupName(parts)) return null;
    const arg = args?.[0];
    const element = args?.length === 1 && arg?.kind === 'TypeArg' ? resolveTypeRef(cx, arg.type) : null;
    if (element && !element.isReference && isHostPointee(element.type)) return reverse ? reverseIteratorType(element.type) : { kind: 'pointer', pointee: element.type };
    cx.diags.error('unsupported-library', `'std::vector<T>::${last}' is not supported by ampc for this element type (only for scalars); use an index or a range-based for`, name.span);
    return errorType;
  }
  const owner = namedType(cx, { parts, templateArgs: args, span: name.span, ...(name.qualifierArgs ? { qualifierArgs: name.qualifierArgs.slice(0, parts.length) } : {}) });
  if (owner.kind !== 'libraryClass') return null;
  const begin = owner.decl.members(owner).find((m) => m.name === (reverse ? 'rbegin' : 'begin'));
  return begin?.signatures[0]?.result ?? null;
}

/** `std::reverse_iterator<It>` of a vector's or a C array's iterator (a host pointer to scalars). */
function reverseIteratorNamed(cx: CheckContext, name: A.QualifiedName): Type {
  const arg = templateArgs(name)[0];
  const it = templateArgs(name).length === 1 && arg?.kind === 'TypeArg' ? resolveTypeRef(cx, arg.type) : null;
  if (!it || it.type.kind === 'error') return errorType;
  if (it.type.kind === 'pointer' && !it.type.reverse && !it.isReference && isHostPointee(it.type.pointee)) return reverseIteratorType(it.type.pointee);
  cx.diags.error('unsupported-library', `'std::reverse_iterator<${typeToString(it.type)}>' is not supported by ampc (of the iterator of a std::vector or C array of scalars it is)`, name.span);
  return errorType;
}

export function namedType(cx: CheckContext, name: A.QualifiedName): Type {
  const last = name.parts[name.parts.length - 1];
  // `std::out_of_range` and the rest of <stdexcept>, unless the program declares its own class by the name.
  if (last !== 'exception' && stdExceptionByName(last) && !cx.lookupName(name.parts)) return { kind: 'exception', name: last };
  // `std::array` (not concurrency's) and `std::tuple` (src/sema/std-classes.ts).
  const std = last === 'array' || last === 'tuple' ? stdNamedType(cx, name) : undefined;
  if (std) return std;
  if (last === 'function' && !cx.lookupName(name.parts)) return stdFunctionType(cx, name);
  switch (last) {
    case 'array_view':
    case 'array': {
      if (!requireTemplateArguments(cx, name, last)) return errorType;
      const element = typeArg(cx, name, 0);
      const rank = rankArg(cx, name, 1, 1);
      if (!element || rank === null) return errorType;
      const bad = unsupportedBufferElement(element.type);
      if (bad) {
        const why = bad.kind === 'bool' ? "a struct's bool member is not supported by ampc in a GPU buffer (WGSL cannot store a bool there; an int member can)"
          : bad.kind === 'array' && bad !== element.type ? 'a struct member array in a GPU buffer needs a fixed, non-zero length'
          : 'GPU buffers hold 32-bit scalars, doubles, short vectors, and structs of them (with fixed-size arrays of them as members)';
        cx.diags.error('view-element-type', `${last}<${typeToString(element.type)}, ${rank}> cannot hold '${typeToString(bad)}': ${why}`, templateArgs(name)[0].span);
        return errorType;
      }
      if (last === 'array') return { kind: 'ampArray', element: element.type, rank };
      return { kind: 'arrayView', element: element.type, rank, isConst: element.isConst };
    }
    case 'texture':
    case 'texture_view':
    case 'writeonly_texture_view':
      return textureType(cx, name, last);
    case 'extent':
    case 'index': {
      const rank = rankArg(cx, name, 0, null);
      if (rank === null) {
        if (!name.templateArgs) cx.diags.error('template-argument', `'${last}' needs its rank: ${last}<N>`, name.span);
        return errorType;
      }
      return { kind: last, rank };
    }
    case 'tiled_extent':
    case 'tiled_index': {
      const tile = valueArgs(cx, name);
      if (!tile || tile.length === 0) return errorType;
      return { kind: last === 'tiled_extent' ? 'tiledExtent' : 'tiledIndex', tile };
    }
    case 'tile_barrier':
      return { kind: 'tileBarrier' };
    case 'vector': {
      if (!requireTemplateArguments(cx, name, last)) return errorType;
      const element = typeArg(cx, name, 0);
      if (element && heldComparatorContainer(cx, element.type, "'std::vector'", name.span)) return errorType;
      return element ? { kind: 'vector', element: element.type } : errorType;
    }
    // A std::wstring is ampc's std::string, as `L"..."` literals are its literals (src/library/accelerator.ts):
    // its characters are ASCII.
    case 'string':
    case 'wstring':
      return { kind: 'string' };
    case 'size_t':
      // `unsigned long`, as g++ declares it on Linux x86-64 (so not usable in restrict(amp) code).
      return sizeType;
    case 'ptrdiff_t':
    case 'time_t':
    case 'clock_t':
      // `long`, as g++ (glibc) declares them on Linux x86-64.
      return longType;
    case 'size_type':
      // `std::string::size_type`, `std::vector<T>::size_type`: size_t, with the standard allocator.
      if (name.parts.length > 1 && ['string', 'vector', 'map', 'set'].includes(name.parts[name.parts.length - 2]) && !cx.lookupName(name.parts.slice(0, -1))) return sizeType;
      break;
    case 'DWORD':
      return { kind: 'int', signed: false, bits: 32 };
    // <Windows.h>'s sizes: WORD is an unsigned short, SHORT a short.
    case 'WORD':
      return { kind: 'int', signed: false, bits: 16 };
    case 'SHORT':
      return { kind: 'int', signed: true, bits: 16 };
    case 'BOOL':
      return intType;
    case 'HANDLE':
      return { kind: 'opaque', name: 'HANDLE' };
    case 'runtime_exception':
    case 'invalid_compute_domain':
    case 'out_of_memory':
    case 'unsupported_feature':
    case 'accelerator_view_removed':
    case 'exception':
      return { kind: 'exception', name: last };
    case 'ostream':
      return { kind: 'ostream' };
    // A `std::istream&` parameter: std::cin, a std::istringstream or a std::stringstream (src/sema/stream-state.ts).
    case 'istream':
      return { kind: 'istream' };
    // `std::streamsize` is `long` on Linux x86-64; `ios_base::fmtflags` is an int (src/library/ostream.ts).
    case 'streamsize':
      return longType;
    case 'fmtflags':
      return fmtflagsType;
  }
  if (name.parts.length > 1) {
    // `std::chrono::steady_clock::time_point`, `clock::duration` (through a typedef of the clock).
    const clockType = clockMemberTypeOf(cx, name);
    if (clockType) return clockType;
    const iterator = libraryIteratorType(cx, name);
    if (iterator) return iterator;
    const libraryMember = libraryMemberTypeOf(cx, name);
    if (libraryMember) return libraryMember;
    // `float_4::value_type`: a short vector's member type.
    const vector = qualifierShortVector(cx, name);
    if (vector) {
      const member = shortVectorMembers.type(vector, last);
      if (member) return member;
      cx.diags.error('no-member', `no type named '${last}' in '${typeToString(vector)}'`, name.span);
      return errorType;
    }
    // `S<int>::type`, `S::value_type`: a member typedef.
    const owner = qualifierClass(cx, name);
    if (owner === 'error') return errorType;
    const member = owner ? memberType(cx, owner, last, name.span) : undefined;
    if (member?.kind === 'typedef') return member.type;
    // `Outer::In`, `List<int>::Node`: a nested class (nested-classes.ts).
    if (member?.kind === 'struct' && !name.templateArgs) return { kind: 'struct', info: member.info };
    // `Outer::In<int>`: an instance of a member class template (check-class.ts).
    if (member?.kind === 'classTemplate') {
      const info = instantiateClass(cx, member.template, name.templateArgs, name.span);
      return info ? { kind: 'struct', info } : errorType;
    }
    // An instance of an undefined template has no members: its instantiation was the error.
    if (owner && !classMemberScope(owner)) return errorType;
    if (owner && member?.kind !== 'struct' && cx.lookupName(name.parts)?.symbol.kind !== 'struct') {
      // The error that makes `typename enable_if<false, T>::type f()` no candidate (templates.ts).
      cx.diags.error('no-member', `no type named '${last}' in '${classDisplayName(owner)}'`, name.span);
      return errorType;
    }
  }
  const found = cx.lookupName(name.parts, name.rooted);
  const graphicsType = found ? undefined : graphicsTypeByName(last);
  if (graphicsType) return graphicsType;
  if (found?.symbol.kind === 'struct') {
    // Inside a class template, `S<U>` names another instance of the template, not this one.
    const template = name.templateArgs ? templateOfInstance(found.symbol.info) : undefined;
    if (template) {
      const info = instantiateClass(cx, template, name.templateArgs, name.span);
      return info ? { kind: 'struct', info } : errorType;
    }
    return { kind: 'struct', info: found.symbol.info };
  }
  if (found?.symbol.kind === 'classTemplate') {
    const info = instantiateClass(cx, found.symbol.template, name.templateArgs, name.span);
    return info ? { kind: 'struct', info } : errorType;
  }
  if (found?.symbol.kind === 'typedef') return found.symbol.type;
  if (last === 'ratio' && name.parts.length === 2 && name.parts[0] === 'std' && !found) return stdRatio(cx, name);
  const libraryClass = lookupLibraryClass(name.parts);
  if (libraryClass) return libraryClassType(cx, libraryClass, name);
  // `std::make_signed<int>::type`: the unsupported name may be a qualifier.
  const unsupported = name.parts.findIndex((p) => isUnsupportedLibraryName(p));
  if (unsupported >= 0) {
    cx.diags.error('unsupported-library', `'${name.parts.slice(0, unsupported + 1).join('::')}' is not supported by ampc`, name.span);
    return errorType;
  }
  if (isInLibraryNamespace(name.parts)) {
    cx.diags.error('unsupported-library', `'${name.parts.join('::')}' is not supported by ampc`, name.span);
    return errorType;
  }
  cx.diags.error('unknown-type', `unknown type name '${name.parts.join('::')}'`, name.span);
  return errorType;
}
