/**
 * `<cstdio>`/`<stdio.h>` on the host, as glibc runs it (`runtime/printf.ts`): `printf`,
 * `fprintf(stdout|stderr, ...)`, `sprintf`/`snprintf` into a `char` buffer, `puts`, `putchar`, `fputs`, `fputc`/`putc`, `fflush`. `stdout` and `stderr` are macros of the
 * header text (std-header-texts.ts) over `__ampc_stdio(fd)`, a `FILE*` the runtime knows by
 * its file descriptor.
 *
 * printf is variadic: a call's signature is deduced from its arguments after C's default
 * argument promotions (float → double, bool/char/short → int). A literal format is checked
 * against the arguments as clang's -Wformat does; what glibc would print from a mismatched
 * argument (undefined behaviour: a double read from an integer register) is an error rather
 * than a guess. A format built at run time is checked by the runtime as it formats.
 */
import { parseFormat, PrintfError, type Directive } from '../../runtime/printf.js';
// size_t is `unsigned long` (src/sema/resolve-type.ts), a bigint on the host.
import { charType, doubleType, intType, sameType, sizeType, typeToString, type Type } from '../sema/types.js';
import type { CallArgument, DeductionArg, Intrinsic, IntrinsicDiagnostic, IntrinsicSignature } from './intrinsics.js';

const hostOnly = { cpu: true, amp: false } as const;
const cNamespaces = ['', 'std'] as const;
const file: Type = { kind: 'opaque', name: 'FILE *' };

/** C's default argument promotions for a `...` argument; null for a type printf cannot take. */
function promoted(t: Type): Type | null {
  switch (t.kind) {
    case 'bool': return intType;
    case 'int': return t.bits < 32 ? intType : t;
    case 'float': return t.bits === 32 ? doubleType : t;
    case 'string': return t;
    case 'pointer': return t.pointee.kind === 'int' && t.pointee.bits === 8 ? t : null;
    // A `char` array decays to its `char*`.
    case 'array': return t.element.kind === 'int' && t.element.bits === 8 ? { kind: 'pointer', pointee: t.element } : null;
    default: return null;
  }
}

const chars: Type = { kind: 'pointer', pointee: charType };

/** A destination buffer: a `char*` or a `char` array (a string literal is a `const char*`); `snprintf`'s may be null. */
function isBuffer(a: DeductionArg, nullable: boolean): boolean {
  const pointee = a.type.kind === 'pointer' ? a.type.pointee : a.type.kind === 'array' ? a.type.element : null;
  return (pointee?.kind === 'int' && pointee.plainChar === true) || (nullable && a.isNullPointerConstant);
}

/** The signature of a call with `fixed` leading parameters, then the format, then varargs. */
function variadic(fixed: readonly Type[]) {
  return (args: readonly DeductionArg[]): IntrinsicSignature | null => {
    if (fixed[0] === chars && !isBuffer(args[0], fixed.length === 2)) return null;
    if (fixed[1] === sizeType && args[1]?.type.kind !== 'int' && args[1]?.type.kind !== 'bool') return null;
    const format = args[fixed.length];
    if (!format || !isString(format.type)) return null;
    // A `char` array format decays (runtime/printf.ts takes a literal's string or a `char*`).
    const formatType: Type = format.type.kind === 'array' ? { kind: 'pointer', pointee: format.type.element } : format.type;
    const rest = args.slice(fixed.length + 1).map((a) => promoted(a.type));
    if (rest.some((t) => t === null)) return null;
    // `snprintf(nullptr, 0, ...)` (the length alone): the null pointer constant as it is.
    const params = [...fixed.map((t, i) => (t === chars && args[i].isNullPointerConstant ? args[i].type : t)), formatType, ...(rest as Type[])];
    // `const char*` arguments are string values, not out-parameters (pointer-args.ts).
    const pointees = Object.fromEntries(params.flatMap((t, i) => (t.kind === 'pointer' ? [[i, 'value' as const]] : [])));
    return { params, result: intType, pointees };
  };
}

/** A char array argument as the `char*` it decays to. */
function decayed(t: Type): Type {
  return t.kind === 'array' ? chars : t;
}

function isString(t: Type): boolean {
  if (t.kind === 'array') return t.element.kind === 'int' && t.element.bits === 8;
  return t.kind === 'string' || (t.kind === 'pointer' && t.pointee.kind === 'int' && t.pointee.bits === 8);
}

/** What a conversion reads: an integer of some width, a double, a string or a char. */
function describe(d: Directive): string {
  return `%${d.length}${d.conversion}`;
}

/**
 * The diagnostics for a printf-style call whose format is argument `formatIndex`: each
 * directive against the argument it consumes.
 */
export function checkFormat(args: readonly CallArgument[], formatIndex: number): IntrinsicDiagnostic[] {
  const format = args[formatIndex]?.stringLiteral;
  if (format === null || format === undefined) return [];
  let pieces: ReturnType<typeof parseFormat>;
  try {
    pieces = parseFormat(format);
  } catch (e) {
    if (!(e instanceof PrintfError)) throw e;
    return [{ severity: 'error', rule: 'format-invalid', message: `${e.message}: not supported by ampc`, arg: formatIndex }];
  }
  const out: IntrinsicDiagnostic[] = [];
  let next = formatIndex + 1;
  const missing = (what: string): void => {
    out.push({ severity: 'error', rule: 'format-invalid', message: `more '%' conversions than data arguments: ${what} has no argument`, arg: formatIndex });
  };
  const wrongKind = (i: number, what: string, t: Type): void => {
    out.push({ severity: 'error', rule: 'format-invalid', message: `format '${what}' expects ${expects(what)}, but the argument has type '${typeToString(t)}' (undefined behaviour)`, arg: i });
  };
  for (const piece of pieces) {
    if (typeof piece === 'string') continue;
    for (const star of [piece.width, piece.precision]) {
      if (star !== '*') continue;
      const a = args[next];
      if (!a) { missing("'*'"); return out; }
      if (!integral(a.type)) wrongKind(next, '*', a.type);
      next++;
    }
    const what = describe(piece);
    const a = args[next];
    if (!a) { missing(`'${what}'`); return out; }
    const t = a.type;
    switch (piece.conversion) {
      case 'd': case 'i': case 'u': case 'o': case 'x': case 'X': {
        if (!integral(t) || piece.length === 'L') { wrongKind(next, what, t); break; }
        const bits = t.kind === 'int' ? t.bits : 32;
        const reads = piece.length === 'hh' ? 8 : piece.length === 'h' ? 16 : piece.length === '' ? 32 : 64;
        // An unsigned 32-bit argument (ampc's container sizes are `unsigned int`, g++'s `size_t`)
        // reaches printf zero-extended on x86-64, so `%zu`/`%lu` read its value; a signed one is wrong.
        const zeroExtended = bits === 32 && t.kind === 'int' && !t.signed && ['l', 'z', 't'].includes(piece.length);
        if (reads === 64 && bits < 64 && !zeroExtended) wrongKind(next, what, t);
        else if (reads < 32 && bits === 64) wrongKind(next, what, t);
        else if (reads === 32 && bits === 64) {
          out.push({ severity: 'warning', rule: 'format', message: `format '${what}' expects an argument of type 'int', but the argument has type '${typeToString(t)}'`, arg: next });
        }
        break;
      }
      case 'c':
        if (!integral(t) || piece.length !== '') wrongKind(next, what, t);
        else if (t.kind === 'int' && t.bits === 64) out.push({ severity: 'warning', rule: 'format', message: `format '%c' expects an argument of type 'int', but the argument has type '${typeToString(t)}'`, arg: next });
        break;
      case 's':
        if (!isString(t) || piece.length !== '') wrongKind(next, what, t);
        break;
      default: // e E f F g G a A
        if (t.kind !== 'float' || (piece.length === 'L') !== !!t.isLongDouble || (piece.length !== '' && piece.length !== 'l' && piece.length !== 'L')) wrongKind(next, what, t);
    }
    next++;
  }
  if (next < args.length) {
    out.push({ severity: 'warning', rule: 'format-extra-args', message: 'data argument not used by format string', arg: next });
  }
  return out;
}

function integral(t: Type): boolean {
  return t.kind === 'int' || t.kind === 'bool';
}

function expects(what: string): string {
  const c = what[what.length - 1];
  if (c === '*') return "an 'int' (the field width or precision)";
  if ('diuoxX'.includes(c)) return 'an integer argument of that width';
  if (c === 'c') return "an 'int' (a character)";
  if (c === 's') return "a 'const char *'";
  return what.includes('L') ? "a 'long double'" : "a 'double'";
}

/**
 * The host's varargs: the promoted arguments, after the fixed ones (runtime/printf.ts takes them
 * as rest parameters, never an array literal, which V8 may store as doubles, losing a NaN's sign).
 */
function varargs(a: readonly string[]): string {
  return a.map((x) => `, ${x}`).join('');
}

export const cstdioIntrinsics: Intrinsic[] = [
  {
    id: 'printf', name: 'printf', namespaces: cNamespaces, header: 'cstdio', restriction: hostOnly,
    signatures: [], deduce: variadic([]), checkCall: (args) => checkFormat(args, 0),
    wgsl: null, host: (a, cx) => `${cx.use('printf')}(${a[0]}${varargs(a.slice(1))})`,
  },
  {
    id: 'fprintf', name: 'fprintf', namespaces: cNamespaces, header: 'cstdio', restriction: hostOnly,
    signatures: [], deduce: variadic([file]), checkCall: (args) => checkFormat(args, 1),
    wgsl: null, host: (a, cx) => `${cx.use('fprintf')}(${a[0]}, ${a[1]}${varargs(a.slice(2))})`,
  },
  // glibc's return values: the whole formatted length, also where snprintf truncates.
  {
    id: 'sprintf', name: 'sprintf', namespaces: cNamespaces, header: 'cstdio', restriction: hostOnly,
    signatures: [], deduce: variadic([chars]), checkCall: (args) => checkFormat(args, 1),
    wgsl: null, host: (a, cx) => `${cx.use('sprintf')}(${a[0]}, ${a[1]}${varargs(a.slice(2))})`,
  },
  {
    id: 'snprintf', name: 'snprintf', namespaces: cNamespaces, header: 'cstdio', restriction: hostOnly,
    signatures: [], deduce: variadic([chars, sizeType]), checkCall: (args) => checkFormat(args, 2),
    // `snprintf(nullptr, 0, ...)`: the null pointer constant's parameter is its own type, not `char*`.
    wgsl: null, host: (a, cx) => `${cx.use('snprintf')}(${sameType(cx.params[0], chars) ? a[0] : 'null'}, Number(${a[1]}), ${a[2]}${varargs(a.slice(3))})`,
  },
  {
    id: 'puts', name: 'puts', namespaces: cNamespaces, header: 'cstdio', restriction: hostOnly,
    signatures: [],
    // A char array decays to `char*` (`char buf[32]; puts(buf);`): the runtime reads C strings from pointers.
    deduce: (args) => (args.length === 1 && isString(args[0].type) ? { params: [decayed(args[0].type)], result: intType, pointees: { 0: 'value' } } : null),
    wgsl: null, host: (a, cx) => `${cx.use('puts')}(${a[0]})`,
  },
  {
    id: 'putchar', name: 'putchar', namespaces: cNamespaces, header: 'cstdio', restriction: hostOnly,
    signatures: [{ params: [intType], result: intType }],
    wgsl: null, host: (a, cx) => `${cx.use('putchar')}(${a[0]})`,
  },
  {
    id: 'fputs', name: 'fputs', namespaces: cNamespaces, header: 'cstdio', restriction: hostOnly,
    signatures: [],
    deduce: (args) => (args.length === 2 && isString(args[0].type) ? { params: [decayed(args[0].type), file], result: intType, pointees: { 0: 'value' } } : null),
    wgsl: null, host: (a, cx) => `${cx.use('fputs')}(${a[0]}, ${a[1]})`,
  },
  ...['fputc', 'putc'].map((name): Intrinsic => ({
    id: name, name, namespaces: cNamespaces, header: 'cstdio', restriction: hostOnly,
    signatures: [{ params: [intType, file], result: intType }],
    wgsl: null, host: (a, cx) => `${cx.use('fputc')}(${a[0]}, ${a[1]})`,
  })),
  {
    id: 'fflush', name: 'fflush', namespaces: cNamespaces, header: 'cstdio', restriction: hostOnly,
    signatures: [{ params: [file], result: intType }],
    // `fflush(NULL)` / `fflush(nullptr)` flushes every stream.
    deduce: (args) => (args.length === 1 && args[0].isNullPointerConstant ? { params: [args[0].type], result: intType, pointees: { 0: 'value' } } : null),
    wgsl: null, host: (a, cx) => `${cx.use('fflush')}(${a[0]})`,
  },
  // `stdout`/`stderr` expand to `__ampc_stdio(1)`/`__ampc_stdio(2)`: the FILE* is its descriptor.
  {
    id: 'stdio', name: '__ampc_stdio', namespaces: [''], header: 'cstdio', restriction: hostOnly,
    signatures: [{ params: [intType], result: file }],
    wgsl: null, host: (a) => a[0],
  },
];
