/**
 * `<cstdlib>`'s `qsort` and `bsearch` on the host, as glibc 2.36 runs them (runtime/cstdlib-sort.ts):
 * over a C array, `v.data()` or a pointer into an array of scalars, and over a C array or vector
 * of class objects, with a C comparator `int cmp(const void* a, const void* b)` that casts its
 * parameters to the element type (`*(const int*)a`, `(const S*)a`). ampc's `void*` exists for
 * that only: src/sema/void-pointers.ts checks that each comparator casts to the element type
 * of every qsort or bsearch it is given to, and that the element size passed is sizeof(T).
 */
import { isHostPointee } from '../sema/host-pointers.js';
import { intType, sizeType, typeToString, voidType, type Type } from '../sema/types.js';
import type { DeductionArg, HostIntrinsicContext, Intrinsic, IntrinsicDiagnostic } from './intrinsics.js';

const hostOnly = { cpu: true, amp: false } as const;
const cNamespaces = ['', 'std'] as const;
const voidPointer: Type = { kind: 'pointer', pointee: voidType };

/** `int (*)(const void*, const void*)` */
export const comparatorType: Type = { kind: 'functionPointer', params: [voidPointer, voidPointer], result: intType };

/**
 * The element type of the array `qsort`/`bsearch` is given, and the parameter type it is taken
 * as: a pointer for scalars (a C array decays), the vector itself for `v.data()` (printed as a
 * pointer to its first element), the array or vector itself for class objects (a pointer to a
 * class object is the object in ampc, without its array).
 */
export function sortedArray(t: Type): { element: Type; param: Type } | null {
  if (t.kind === 'pointer' && isHostPointee(t.pointee)) return { element: t.pointee, param: t };
  if (t.kind === 'array' && isHostPointee(t.element)) return { element: t.element, param: { kind: 'pointer', pointee: t.element } };
  if ((t.kind === 'vector' && isHostPointee(t.element)) || ((t.kind === 'array' || t.kind === 'vector') && t.element.kind === 'struct')) return { element: t.element, param: t };
  return null;
}

/**
 * The base argument as the runtime's sort takes it: a `Pointer` to scalars (`v.data()` is printed
 * as the vector's elements, its typed array for a typed vector), or the JS array of objects.
 */
export function basePrinted(text: string, param: Type | undefined, cx: HostIntrinsicContext): string {
  return param?.kind === 'vector' && isHostPointee(param.element) ? `new ${cx.use('Pointer')}(${text}, 0)` : text;
}

const ofObjects = (param: Type | undefined): boolean => (param?.kind === 'array' || param?.kind === 'vector') && param.element.kind === 'struct';

function baseProblem(t: Type, position: number): IntrinsicDiagnostic[] {
  if (sortedArray(t)) return [];
  return [{
    severity: 'error', rule: 'unsupported', arg: position,
    message: `sorting or searching a '${typeToString(t)}' with qsort/bsearch is not supported by ampc (a C array, v.data() or a pointer of scalars, or a C array or vector of class objects, is)`,
  }];
}

/**
 * The comparator's parameter type: a function pointer, or a capture-less lambda of the
 * comparator's signature as it is (overload ranking does not convert a lambda to a pointer).
 */
function comparatorParam(arg: DeductionArg): Type {
  const fn = arg.type.kind === 'lambda' ? arg.type.fn : undefined;
  const matches = fn && !fn.closure && fn.params.length === 2 && fn.params.every((p) => !p.isReference && typeToString(p.type) === typeToString(voidPointer))
    && typeToString(fn.returnType) === 'int';
  return matches ? arg.type : comparatorType;
}

/** The base's parameter type, or the argument's own where it is no array ampc sorts (checkCall says why). */
const baseParam = (arg: DeductionArg): Type => sortedArray(arg.type)?.param ?? arg.type;

export const sortIntrinsics: Intrinsic[] = [
  {
    id: 'qsort', name: 'qsort', namespaces: cNamespaces, header: 'cstdlib', restriction: hostOnly,
    signatures: [],
    deduce: (args) => (args.length === 4 ? { params: [baseParam(args[0]), sizeType, sizeType, comparatorParam(args[3])], result: voidType, pointees: { 0: 'value' } } : null),
    checkCall: (args) => baseProblem(args[0].type, 0),
    wgsl: null,
    host: (a, cx) => (ofObjects(cx.params[0])
      ? `${cx.use('qsortObjects')}(${a[0]}, ${a[1]}, ${a[3]}, (x) => x.clone())`
      : `${cx.use('qsort')}(${basePrinted(a[0], cx.params[0], cx)}, ${a[1]}, ${a[3]})`),
  },
  {
    id: 'bsearch', name: 'bsearch', namespaces: cNamespaces, header: 'cstdlib', restriction: hostOnly,
    signatures: [],
    // The key is a pointer to an element's type (checked with the comparator's casts).
    deduce: (args) => (args.length === 5 && args[0].type.kind === 'pointer'
      ? { params: [args[0].type, baseParam(args[1]), sizeType, sizeType, comparatorParam(args[4])], result: voidPointer, pointees: { 0: 'value', 1: 'value' } }
      : null),
    checkCall: (args) => {
      const problems = baseProblem(args[1].type, 1);
      const element = sortedArray(args[1].type)?.element;
      const key = args[0].type.kind === 'pointer' ? args[0].type.pointee : null;
      if (element && key && typeToString(key) !== typeToString(element)) {
        problems.push({ severity: 'error', rule: 'unsupported', arg: 0, message: `bsearch's key points to a '${typeToString(key)}', not to the array's '${typeToString(element)}': not supported by ampc` });
      }
      return problems;
    },
    wgsl: null,
    host: (a, cx) => (ofObjects(cx.params[1])
      ? `${cx.use('bsearchObjects')}(${a[0]}, ${a[1]}, ${a[2]}, ${a[4]})`
      : `${cx.use('bsearch')}(${a[0]}, ${basePrinted(a[1], cx.params[1], cx)}, ${a[2]}, ${a[4]})`),
  },
];
