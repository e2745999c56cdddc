/**
 * C++ overload resolution over arithmetic parameters ([over.match.best]): each argument's
 * implicit conversion sequence is ranked exact match < promotion < conversion, and the best
 * viable candidate is the one no worse than every other for every argument and better for
 * at least one. Used for user functions and for library intrinsics alike.
 */
import { charType, isArithmetic, sameType, type Type } from './types.js';
import type { Expr } from './program.js';
import { bindsToBase } from './inheritance.js';
import { convertsByConstructor } from './converting-constructors.js';
import { conversionFunctionRank, userConversionOf, type UserConversion } from './conversion-functions.js';
import { isCString } from './host-pointers.js';
import { shortVectorConversionRank } from '../library/short-vectors.js';
import { istringstreamClass, ostringstreamClass, stringstreamClass } from '../library/sstream.js';

/** `user`: a user-defined conversion (a library class's) then an exact match; `userConversion`: then a promotion or conversion. */
export type ConversionRank = 'exact' | 'promotion' | 'conversion' | 'user' | 'userConversion';

const rankOrder: Record<ConversionRank, number> = { exact: 0, promotion: 1, conversion: 2, user: 3, userConversion: 4 };

/**
 * The rank of the implicit conversion from an argument of type `from` to a parameter of type `to`, or null if none.
 * `standardOnly`: no user-defined conversion of the program's classes (the argument of a converting constructor).
 */
export function conversionRank(from: Type, to: Type, standardOnly = false): ConversionRank | null {
  if (from.kind === 'error' || to.kind === 'error') return 'exact';
  if (sameType(from, to)) return 'exact';
  if (from.kind === 'shortVector' || to.kind === 'shortVector') return shortVectorConversionRank(from, to);
  // To an enum nothing converts implicitly; an unscoped enum promotes to int ([conv.prom]/3) and
  // converts to the other arithmetic types; a scoped one converts to nothing (enums.ts).
  if (to.kind === 'int' && to.enumeration) return null;
  if (from.kind === 'int' && from.enumeration) {
    if (from.enumeration.scoped || !isArithmetic(to)) return null;
    return to.kind === 'int' && to.bits === 32 && to.signed && !to.plainChar && !to.wideChar ? 'promotion' : 'conversion';
  }
  const arithmetic = (t: Type) => t.kind === 'int' || t.kind === 'float' || t.kind === 'bool';
  if (arithmetic(from) && arithmetic(to)) {
    // Integral promotion: bool/char/short → int. Floating-point promotion: float → double.
    if (to.kind === 'int' && to.bits === 32 && to.signed && !to.wideChar && (from.kind === 'bool' || (from.kind === 'int' && (from.bits < 32 || !!from.wideChar)))) return 'promotion';
    if (to.kind === 'float' && to.bits === 64 && from.kind === 'float' && from.bits === 32) return 'promotion';
    return 'conversion';
  }
  // tiled_index<...> converts to its global index<N> (C++ AMP: the `global` member, by conversion operator).
  if (to.kind === 'index' && from.kind === 'tiledIndex' && from.tile.length === to.rank) return 'conversion';
  if (to.kind === 'bool' && from.kind === 'pointer') return 'conversion';
  // A C string to std::string: std::string's converting constructor, a user-defined conversion.
  if (to.kind === 'string' && isCString(from)) return 'user';
  // Array-to-pointer decay is an exact match ([over.ics.scs]): `printf("%s", buf)` with `char buf[16]`.
  if (to.kind === 'pointer' && from.kind === 'array' && sameType(from.element, to.pointee)) return 'exact';
  // Derived-to-base, by slicing copy or reference binding: a conversion ([over.ics.ref]).
  if (bindsToBase(from, to)) return 'conversion';
  // A std::ostringstream or std::stringstream is a std::ostream (a base class): `print(oss)` with `print(std::ostream&)`.
  if (to.kind === 'ostream' && from.kind === 'libraryClass' && (from.decl === ostringstreamClass || from.decl === stringstreamClass)) return 'conversion';
  // A std::istringstream or std::stringstream is a std::istream: `parse(in)` with `parse(std::istream&)`.
  if (to.kind === 'istream' && from.kind === 'libraryClass' && (from.decl === istringstreamClass || from.decl === stringstreamClass)) return 'conversion';
  // A class's non-explicit constructor from one argument: a user-defined conversion (converting-constructors.ts).
  if (to.kind === 'struct' && !standardOnly && convertsByConstructor(from, to.info)) return 'user';
  // A class's conversion function (`operator double()`): a user-defined conversion (conversion-functions.ts).
  if (from.kind === 'struct' && !standardOnly) return conversionFunctionRank(from, to);
  return null;
}

/**
 * A braced list as an argument (`f({1, 2})`): it has no type, so how well it converts to a
 * parameter is asked of the list itself ([over.ics.list], src/sema/braced-arguments.ts).
 * `unsupported`: ampc cannot tell whether or how well it converts.
 */
export interface BracedListArgument {
  kind: 'bracedList';
  rank(to: Type): ConversionRank | null | 'unsupported';
}

/**
 * A null pointer constant as an argument (`0`, `NULL`, which ampc defines as g++'s `long` 0, `0L`, or `nullptr`,
 * typed `void*` here): besides its own type's conversions it converts to every pointer type, a
 * null pointer conversion ([conv.ptr]/1, [conv.mem]/1) of rank conversion ([over.ics.scs]).
 */
export interface NullPointerArgument {
  kind: 'nullPointerConstant';
  type: Type;
}

/**
 * A string literal as an argument. ampc types it `std::string`, but C++'s literal is a `const
 * char[N]`: to a `const char*` it is an exact match, to `bool` a boolean conversion, and to a
 * `std::string` a user-defined conversion (std::string's constructor from `const char*`), which a
 * standard conversion beats (`h(bool)` over `h(const std::string&)` for `h("x")`) and no second
 * user-defined conversion follows ([over.best.ics]/4: no class `A` from it by `A(const std::string&)`).
 */
export interface StringLiteralArgument {
  kind: 'stringLiteral';
}

/** An argument as overload resolution sees it: its type, a braced list, a null pointer constant or a string literal. */
export type OverloadArgument = Type | BracedListArgument | NullPointerArgument | StringLiteralArgument;

/** `0`, `NULL` or `nullptr`: C++'s null pointer constants ([conv.ptr]/1). */
export function isNullPointerConstant(e: Expr): boolean {
  return e.kind === 'Const' && (e.value === 0 || e.value === 0n) && (e.type.kind === 'int' || (e.type.kind === 'pointer' && e.type.pointee.kind === 'void'));
}

/** A string literal, which ampc types std::string (not a std::string made from one, `std::string("x")`). */
export function isStringLiteral(e: Expr): boolean {
  return e.kind === 'StringConst' && !e.ofString && e.type.kind === 'string';
}

/** `e` as overload resolution sees it, for an argument that is not a braced list (src/sema/braced-arguments.ts ranks those). */
export function typedArgument(e: Expr, type: Type = e.type): OverloadArgument {
  if (isStringLiteral(e) && type.kind === 'string') return { kind: 'stringLiteral' };
  return isNullPointerConstant(e) ? { kind: 'nullPointerConstant', type } : type;
}

/** The literal's own type, as far as ranking goes: its array decays to `const char*` (ampc's types keep no const). */
const stringLiteralType: Type = { kind: 'pointer', pointee: charType };

/** The rank of a null pointer constant of type `from` converted to a parameter of type `to`. */
function nullPointerRank(from: Type, to: Type): ConversionRank | null {
  const pointer = to.kind === 'pointer' || to.kind === 'memberPointer' || (to.kind === 'functionPointer' && !to.stdFunction);
  // `nullptr` (std::nullptr_t) converts to pointers only; to bool only by direct-initialization
  // ([conv.bool]), never for an argument; a std::function takes it by its constructor.
  if (from.kind === 'pointer') return pointer ? 'conversion' : to.kind === 'functionPointer' ? 'user' : null;
  return conversionRank(from, to) ?? (pointer ? 'conversion' : null);
}

function argumentRank(arg: OverloadArgument, to: Type): ConversionRank | null | 'unsupported' {
  switch (arg.kind) {
    case 'bracedList': return arg.rank(to);
    case 'nullPointerConstant': return nullPointerRank(arg.type, to);
    case 'stringLiteral': return conversionRank(stringLiteralType, to);
    default: return conversionRank(arg, to);
  }
}

export interface Candidate<T> {
  item: T;
  params: readonly Type[];
}

export type Resolution<T> =
  | { kind: 'best'; item: T }
  | { kind: 'none' }
  /** `ranks`: each item's conversion ranks, per argument (the tie-breakers apply only where they are equal). */
  | { kind: 'ambiguous'; items: T[]; ranks: number[][] }
  /** A braced-list argument whose conversion to some candidate's parameter ampc cannot rank. */
  | { kind: 'unsupported' };

/** Picks the best viable candidate for the argument types, as C++ does. */
export function resolveOverload<T>(candidates: readonly Candidate<T>[], args: readonly OverloadArgument[]): Resolution<T> {
  const viable: { item: T; ranks: number[]; users: (UserConversion | undefined)[] }[] = [];
  // A candidate that no other argument rules out, whose braced-list argument ampc cannot rank:
  // whether it is viable, and how good it is, is unknown, so nothing can be chosen.
  let unknown = false;
  for (const c of candidates) {
    if (c.params.length !== args.length) continue;
    const ranks = args.map((arg, i) => argumentRank(arg, c.params[i]));
    if (ranks.some((r) => r === null)) continue;
    if (ranks.some((r) => r === 'unsupported')) {
      unknown = true;
      continue;
    }
    const users = args.map((arg, i) => (arg.kind === 'struct' ? userConversionOf(arg, c.params[i]) : undefined));
    viable.push({ item: c.item, ranks: ranks.map((r) => rankOrder[r as ConversionRank]), users });
  }
  if (unknown) return { kind: 'unsupported' };
  if (viable.length === 0) return { kind: 'none' };
  // Two user-defined conversion sequences by conversion functions compare by their second
  // standard conversion when they call the same function, and not at all otherwise ([over.ics.rank]/3.3).
  const compare = (a: typeof viable[number], b: typeof viable[number], i: number): number => {
    const [x, y] = [a.users[i], b.users[i]];
    if (x && y) return x.via === y.via ? x.second - y.second : 0;
    if ((x || y) && a.ranks[i] >= rankOrder.user && b.ranks[i] >= rankOrder.user) return 0;
    return a.ranks[i] - b.ranks[i];
  };
  const better = (a: typeof viable[number], b: typeof viable[number]) => a.ranks.every((_, i) => compare(a, b, i) <= 0) && a.ranks.some((_, i) => compare(a, b, i) < 0);
  const best = viable.filter((v) => viable.every((w) => w === v || !better(w, v)));
  if (best.length === 1) return { kind: 'best', item: best[0].item };
  return { kind: 'ambiguous', items: best.map((b) => b.item), ranks: best.map((b) => b.ranks) };
}
