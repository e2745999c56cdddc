/**
 * C++'s implicitly-defined copy operations as data: per class, how its copy constructor and its
 * operator= copy it (a `CopyPlan`), and per closure with state of its own, how a copy of it copies
 * its by-value captures. C++ defines the implicit ones member by member; the host printer prints
 * each plan (a class's `clone()` and `copyAssign()`, a closure's `copy()`) without deciding:
 *
 *   struct S { int n; T t; U& r; };   clone():      n: its value, t: Copy by T's copy constructor, r: shared
 *                                     copyAssign(): n: replaced, t: assigned in place (T's copyAssign),
 *                                                   a std::vector member: its first elements assigned in place;
 *                                                   none: a reference member deletes operator=
 *   struct D : B { ... }  (B(const B&) user-written)  clone(): the base part by B's copy constructor, then D's own members
 *   [s]() mutable { ... }             copy():       s: Copy
 *
 * Computed once per class from its StructInfo (sema's src/sema/copies.ts says which copy
 * operations are user-written). The reports of copies that cannot run (a deleted copy
 * constructor, one that waits for the GPU) stay where the copies are made.
 */
import { assignRunsUserCode, copyRunsUserCode, userCopyAssignment, userCopyConstructor } from '../sema/copies.js';
import { isHostPointee } from '../sema/host-pointers.js';
import type { ElementCopy, FunctionInfo } from '../sema/program.js';
import { runtimeClassNames } from '../sema/rules/host-support.js';
import type { StructField, StructInfo, Type } from '../sema/types.js';
import { elementCopy } from './host-copies.js';

/** How the implicit copy constructor copies one member of its class. */
export type MemberCopy =
  /** A reference member: the copy names the same object (or scalar cell) as the original. */
  | { kind: 'shared'; field: StructField }
  /** The member's own copy (`copy`: by its class's copy constructor where it declares one); null where the copy is the value. */
  | { kind: 'copied'; field: StructField; copy: ElementCopy | null };

/** How a class's objects are copy-constructed (the host's `clone()`). */
export type CopyConstruction =
  /** The user-written copy constructor. */
  | { kind: 'userConstructor'; constructor: FunctionInfo }
  /** A user-written one that waits for the GPU: it cannot run in a copy the host makes (the copies that would run it are reported where they are made). */
  | { kind: 'waitsForGpu'; constructor: FunctionInfo }
  /**
   * The implicit one: the base part copied by the base's copy (`basePart`, where user code runs in
   * it; `members` are then the class's own), else every member, the base's too, one by one.
   */
  | { kind: 'memberwise'; basePart: StructInfo | null; members: MemberCopy[] };

/** An assignment into the target's own object: by its class's operator= (`copyAssign`), a C array's elements each (`element` null: stored), or a vector's. */
export type InPlaceAssignment =
  | { kind: 'copyAssign' }
  | { kind: 'elements'; element: InPlaceAssignment | null }
  /**
   * A std::vector: it takes a copy of the source's contents (`copy`), assigned as `v = w` is, its
   * first elements' objects in place (runtime vectorAssign), so references to them stay valid.
   */
  | { kind: 'vector'; copy: ElementCopy };

/** How the implicit operator= assigns one member. */
export type MemberAssignment =
  /** Into the member's own object or array, which a reference or pointer to it keeps naming. */
  | { kind: 'inPlace'; field: StructField; assign: InPlaceAssignment }
  /** The member replaced whole by a copy of the source's (`copy` null: the copy is the value). */
  | { kind: 'replaced'; field: StructField; copy: ElementCopy | null };

/** How a class's objects are copy-assigned (the host's `copyAssign()`). */
export type CopyAssignment =
  /** A union: replaced whole by a copy where it is assigned, never assigned into. */
  | { kind: 'none' }
  | { kind: 'userOperator'; operator: FunctionInfo }
  /** A user-written one that waits for the GPU (reported where an assignment would run it). */
  | { kind: 'waitsForGpu'; operator: FunctionInfo }
  /** A class with a reference member of its own has no implicit operator= (sema reports its uses). */
  | { kind: 'deleted' }
  /** The implicit one: the base part by the base's operator= (`base`), then the class's own members in order. */
  | { kind: 'memberwise'; base: StructInfo | null; members: MemberAssignment[] };

export interface CopyPlan {
  construction: CopyConstruction;
  assignment: CopyAssignment;
}

/** The copy plan of class `s` (one whose storage its members do not share: src/sema/unions.ts). */
export function copyPlan(s: StructInfo): CopyPlan {
  return { construction: copyConstruction(s), assignment: copyAssignment(s) };
}

function copyConstruction(s: StructInfo): CopyConstruction {
  const constructor = userCopyConstructor(s);
  if (constructor) return constructor.isAsync ? { kind: 'waitsForGpu', constructor } : { kind: 'userConstructor', constructor };
  const memberCopy = (field: StructField): MemberCopy => (field.isReference ? { kind: 'shared', field } : { kind: 'copied', field, copy: elementCopy(field.type) });
  // The base part by the base's copy constructor where user code runs in it; otherwise its members are copied as the class's own are.
  if (s.base && copyRunsUserCode({ kind: 'struct', info: s.base })) {
    return { kind: 'memberwise', basePart: s.base, members: s.fields.slice(s.base.fields.length).map(memberCopy) };
  }
  return { kind: 'memberwise', basePart: null, members: s.fields.map(memberCopy) };
}

function copyAssignment(s: StructInfo): CopyAssignment {
  if (s.isUnion) return { kind: 'none' };
  const operator = userCopyAssignment(s);
  if (operator) return operator.isAsync ? { kind: 'waitsForGpu', operator } : { kind: 'userOperator', operator };
  // The base part by the base's operator= (a class the runtime defines is a plain value: its members are the class's).
  const base = s.base !== undefined && !s.base.isUnion && !runtimeClassNames.has(s.base.name) ? s.base : null;
  const own = base ? s.fields.slice(base.fields.length) : s.fields;
  if (own.some((f) => f.isReference)) return { kind: 'deleted' };
  return { kind: 'memberwise', base, members: own.map((field) => memberAssignment(s, field)) };
}

function memberAssignment(s: StructInfo, field: StructField): MemberAssignment {
  const assign = inPlaceAssignment(field.type);
  if (assign) return { kind: 'inPlace', field, assign };
  // A vector's assignment assigns some elements and constructs others, as libstdc++ decides; a nested C array: not modelled.
  const t = field.type;
  if ((t.kind === 'vector' || t.kind === 'array') && (copyRunsUserCode(t.element) || assignRunsUserCode(t.element))) {
    throw new Error(`ampc internal error: assigning '${s.name}' with member '${field.name}' reached the host lowering, which sema should have reported`);
  }
  // A vector member keeps its identity (a reference to it, or to one of its elements, sees the new contents), as `v = w` does.
  const copy = elementCopy(t);
  if (t.kind === 'vector' && copy) return { kind: 'inPlace', field, assign: { kind: 'vector', copy } };
  return { kind: 'replaced', field, copy };
}

/** A class assigned into (not a union, not a runtime class, which are values). */
function assignedInPlace(t: Type): boolean {
  return t.kind === 'struct' && !t.info.isUnion && !runtimeClassNames.has(t.info.name);
}

/**
 * `target = source` into the target's own objects and arrays, innermost elements assigned: a C
 * array of scalars the host can point into keeps its identity too (a pointer into it stays
 * valid), and so does each row of a multidimensional one (a row shared with the source would make
 * the two one array); null where the member is replaced whole.
 */
function inPlaceAssignment(t: Type): InPlaceAssignment | null {
  if (assignedInPlace(t)) return { kind: 'copyAssign' };
  if (t.kind !== 'array' || !(assignedInPlace(t.element) || isHostPointee(t.element))) return null;
  return { kind: 'elements', element: inPlaceAssignment(t.element) };
}

/**
 * Whether a closure's copies must be made apart (its `copy()`): a `mutable` closure with by-value
 * captures has state of its own, which a copy of it must not share; one that captures a class
 * object whose copy runs a user copy constructor runs it again in a copy of the closure
 * (src/sema/copies.ts). Other closures are immutable values, their copies the closure itself.
 */
export function isCopyableClosure(fn: FunctionInfo): boolean {
  return fn.closure !== undefined && fn.closure.byValue.length > 0 && (fn.closure.mutable || fn.closure.byValue.some((c) => copyRunsUserCode(c.inner.type)));
}

/** A copyable closure's copy: each by-value capture's copy of the closure's own (null where the copy is the value), in `closure.byValue`'s order. */
export function closureCopy(fn: FunctionInfo): (ElementCopy | null)[] {
  return (fn.closure?.byValue ?? []).map((c) => elementCopy(c.inner.type));
}
