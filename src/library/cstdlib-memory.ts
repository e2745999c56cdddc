/**
 * C's raw memory on the host (runtime/cmemory.ts): `malloc`, `calloc`, `realloc` and `free` of
 * blocks of scalars, and `memcpy`, `memmove`, `memset` over them, over C arrays, `new T[n]`
 * blocks and `v.data()`. ampc's pointers know their element type, so an allocation is typed
 * where the program casts its `void*` result, `(float*)malloc(n * sizeof(float))`
 * (src/sema/void-pointers.ts); the sizes in bytes are divided by that type's size. Copies are
 * between pointers to one scalar type (reinterpreting a `float` as an `int` is not modelled).
 */
import { isHostPointee } from '../sema/host-pointers.js';
import { intType, sizeType, typeToString, voidType, type Type } from '../sema/types.js';
import { basePrinted, sortedArray } from './cstdlib-sort.js';
import type { DeductionArg, HostIntrinsicContext, Intrinsic, IntrinsicDiagnostic } from './intrinsics.js';

const hostOnly = { cpu: true, amp: false } as const;
const cNamespaces = ['', 'std'] as const;
const voidPointer: Type = { kind: 'pointer', pointee: voidType };

/** The runtime's name for how a scalar is stored (runtime/cmemory.ts ScalarLayout), or null for what these functions do not take. */
export function scalarLayout(t: Type): string | null {
  switch (t.kind) {
    case 'bool': return 'bool';
    case 'float': return t.bits === 32 ? 'f32' : 'f64';
    // wchar_t is 4 bytes under g++ on Linux and 2 in ampc's model: its bytes have no one answer.
    case 'int': return t.wideChar ? null : `${t.signed ? 'i' : 'u'}${t.bits}`;
    default: return null;
  }
}

const isInteger = (a: DeductionArg): boolean => a.type.kind === 'int' || a.type.kind === 'bool';

/** The element type of the block a pointer argument (a pointer, a C array, `v.data()`) points into. */
function blockElement(t: Type): Type | null {
  const element = sortedArray(t)?.element;
  return element && isHostPointee(element) && scalarLayout(element) !== null ? element : null;
}

/** `'f32'`: the layout of the element type `result`'s or parameter `i`'s pointer points to, as JS text. */
const layoutText = (t: Type | undefined): string => JSON.stringify((t && blockElement(t) && scalarLayout(blockElement(t)!)) ?? 'u8');

/** An allocation's layout: the type its result was cast to (void-pointers.ts); an uncast one is bytes nobody reads. */
function allocatedLayout(cx: HostIntrinsicContext): string {
  const t = cx.result;
  const layout = t.kind === 'pointer' ? scalarLayout(t.pointee) : null;
  return JSON.stringify(layout ?? 'u8');
}

function allocation(name: 'malloc' | 'calloc' | 'realloc', host: Intrinsic['host']): Intrinsic {
  return {
    id: name, name, namespaces: cNamespaces, header: 'cstdlib', restriction: hostOnly, signatures: [],
    deduce: (args) => {
      switch (name) {
        case 'malloc': return args.length === 1 && isInteger(args[0]) ? { params: [sizeType], result: voidPointer } : null;
        case 'calloc': return args.length === 2 && args.every(isInteger) ? { params: [sizeType, sizeType], result: voidPointer } : null;
        case 'realloc': {
          if (args.length !== 2 || !isInteger(args[1])) return null;
          // The block's own pointer type (ampc does not convert T* to void*); a null pointer constant converts to void*.
          const p = args[0].type.kind === 'pointer' ? args[0].type : voidPointer;
          return { params: [p, sizeType], result: voidPointer, pointees: { 0: 'value' } };
        }
      }
    },
    // (An integer argument is a null pointer constant, the only one overload resolution converts to a pointer.)
    checkCall: name === 'realloc' ? (args) => (args[0].type.kind === 'int' ? [] : blockProblem(args[0].type, 0, 'realloc', true)) : undefined,
    wgsl: null, host,
  };
}

/** Why the pointer argument at `position` is not one these functions take; none when it is. */
function blockProblem(t: Type, position: number, what: string, nullAllowed = false): IntrinsicDiagnostic[] {
  if (blockElement(t) || (nullAllowed && t.kind === 'pointer' && t.pointee.kind === 'void')) return [];
  return [{
    severity: 'error', rule: 'unsupported-library', arg: position,
    message: `${what} of a '${typeToString(t)}' is not supported by ampc (of a pointer to scalars, a C array of scalars or v.data() it is)`,
  }];
}

/** memcpy/memmove(dst, src, n) and memset(dst, c, n). */
function blockWrite(name: 'memcpy' | 'memmove' | 'memset'): Intrinsic {
  return {
    id: name, name, namespaces: cNamespaces, header: 'cstring', restriction: hostOnly, signatures: [],
    deduce: (args) => {
      if (args.length !== 3 || !isInteger(args[2])) return null;
      const dst = sortedArray(args[0].type)?.param ?? args[0].type;
      const second = name === 'memset' ? (isInteger(args[1]) ? intType : null) : sortedArray(args[1].type)?.param ?? args[1].type;
      const pointees: Record<number, 'value'> = name === 'memset' ? { 0: 'value' } : { 0: 'value', 1: 'value' };
      return second ? { params: [dst, second, sizeType], result: voidPointer, pointees } : null;
    },
    checkCall: (args) => {
      const problems = blockProblem(args[0].type, 0, name);
      if (name === 'memset') return problems;
      // A string literal's chars (sema types a literal as a std::string): `memcpy(buf, "text", 5)`.
      if (args[1].type.kind === 'string') {
        const element = blockElement(args[0].type);
        if (args[1].stringLiteral !== null && element?.kind === 'int' && element.bits === 8) return problems;
        return [...problems, { severity: 'error', rule: 'unsupported-library', arg: 1, message: `${name} from a ${args[1].stringLiteral === null ? "'std::string'" : 'string literal'} is not supported by ampc here (from a string literal into chars it is)` }];
      }
      problems.push(...blockProblem(args[1].type, 1, name));
      const [d, s] = [blockElement(args[0].type), blockElement(args[1].type)];
      if (problems.length === 0 && d && s && scalarLayout(d) !== scalarLayout(s)) {
        problems.push({ severity: 'error', rule: 'unsupported-library', arg: 1, message: `${name} from '${typeToString(s)}' elements into '${typeToString(d)}' elements is not supported by ampc (between elements of one type it is)` });
      }
      return problems;
    },
    wgsl: null,
    host: (a, cx) => {
      const second = name === 'memset' ? a[1] : cx.params[1].kind === 'string' ? `${cx.use('cString')}(${a[1]})` : basePrinted(a[1], cx.params[1], cx);
      return `${cx.use(name)}(${basePrinted(a[0], cx.params[0], cx)}, ${second}, ${a[2]}, ${layoutText(cx.params[0])})`;
    },
  };
}

export const memoryFunctionIntrinsics: Intrinsic[] = [
  allocation('malloc', (a, cx) => `${cx.use('mallocBlock')}(${a[0]}, ${allocatedLayout(cx)})`),
  allocation('calloc', (a, cx) => `${cx.use('callocBlock')}(${a[0]}, ${a[1]}, ${allocatedLayout(cx)})`),
  allocation('realloc', (a, cx) => `${cx.use('reallocBlock')}(${a[0]}, ${a[1]}, ${allocatedLayout(cx)})`),
  // Freeing is the garbage collector's; a double free or a free of a pointer malloc did not make is undefined in C.
  {
    id: 'free', name: 'free', namespaces: cNamespaces, header: 'cstdlib', restriction: hostOnly, signatures: [],
    deduce: (args) => (args.length === 1 ? { params: [args[0].type.kind === 'pointer' ? args[0].type : voidPointer], result: voidType, pointees: { 0: 'value' } } : null),
    checkCall: (args) => (args[0].type.kind === 'int' ? [] : blockProblem(args[0].type, 0, 'free', true)),
    wgsl: null, host: (a, cx) => `${cx.use('free')}(${a[0]})`,
  },
  blockWrite('memcpy'),
  blockWrite('memmove'),
  blockWrite('memset'),
];
