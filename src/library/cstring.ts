/**
 * `<cstring>` on the host, over C strings (`char*`: a runtime Pointer into an array of chars
 * ending in a NUL, src/sema/host-pointers.ts and runtime/cstring.ts): `strlen`, `strcmp`,
 * `strncmp`, `strcpy`, `strncpy`, `strcat`. Their pointer arguments are values (any `char*`, a
 * string literal, a decayed `char` array), not `&lvalue` out-parameters.
 */
// size_t is `unsigned long` (src/sema/resolve-type.ts), a bigint on the host.
import { charType, doubleType, floatType, intType, longLongType, longType, sizeType, ulongLongType, ulongType, type Type } from '../sema/types.js';
import type { DeductionArg, Intrinsic, IntrinsicDiagnostic } from './intrinsics.js';

const hostOnly = { cpu: true, amp: false } as const;
const cNamespaces = ['', 'std'] as const;
const chars: Type = { kind: 'pointer', pointee: charType };

/**
 * One function of fixed parameters. Its signature is deduced rather than listed: sema types a
 * string literal as a std::string, and overload ranking, seeing types alone, cannot tell a
 * literal (which is a `const char*`) from a std::string variable (which is not). A literal is
 * passed on as its text (the runtime makes it the literal's chars); `checkCall` rejects the rest.
 */
function entry(name: string, params: readonly Type[], result: Type, host: Intrinsic['host'], writesFirst = false, header = 'cstring'): Intrinsic {
  // A destination is a `char*`, which a literal (a `const char*`) is not.
  const fits = (a: DeductionArg, p: Type, i: number): boolean => p.kind === 'pointer'
    ? a.isNullPointerConstant || (a.type.kind === 'string' && !(writesFirst && i === 0)) || isChars(a.type)
    : a.type.kind === 'int' || a.type.kind === 'bool';
  return {
    id: name, name, namespaces: cNamespaces, header, restriction: hostOnly, signatures: [],
    deduce: (args) => {
      if (args.length !== params.length || !args.every((a, i) => fits(a, params[i], i))) return null;
      const deduced = params.map((p, i) => (args[i].type.kind === 'string' ? args[i].type : p));
      const pointees = Object.fromEntries(deduced.flatMap((t, i) => (t.kind === 'pointer' ? [[i, 'value' as const]] : [])));
      return { params: deduced, result, pointees };
    },
    checkCall: (args) => args.flatMap((a, i): IntrinsicDiagnostic[] => (a.type.kind === 'string' && a.stringLiteral === null
      ? [{ severity: 'error', rule: 'type-mismatch', message: `no conversion from 'std::string' to 'const char *' (use .c_str(), which ampc does not support yet)`, arg: i }]
      : [])),
    wgsl: null, host,
  };
}

/**
 * `nan("")`: the default quiet NaN, which is also JS's (what NAN gives: math.ts). ampc keeps no
 * NaN payload (the host's NaN is one value), so a non-empty tag, which glibc reads as the payload
 * (`strtod("NAN(tag)")`), is refused, and so is a tag that is not a literal.
 */
function nan(name: string, result: Type): Intrinsic {
  const message = `'std::${name}' with a tag other than "" is not supported by ampc (a NaN's payload bits are not kept)`;
  return {
    ...entry(name, [chars], result, () => 'NaN', false, 'cmath'),
    checkCall: (args) => (args[0]?.stringLiteral === '' ? [] : [{ severity: 'error', rule: 'unsupported-library', message, arg: 0 }]),
  };
}

/** A `char*`, or a `char` array that decays to one. */
function isChars(t: Type): boolean {
  const pointee = t.kind === 'pointer' ? t.pointee : t.kind === 'array' ? t.element : null;
  return pointee?.kind === 'int' && pointee.plainChar === true;
}

export const cstringIntrinsics: Intrinsic[] = [
  entry('strlen', [chars], sizeType, (a, cx) => `BigInt(${cx.use('strlen')}(${a[0]}))`),
  entry('strcmp', [chars, chars], intType, (a, cx) => `${cx.use('strcmp')}(${a[0]}, ${a[1]})`),
  entry('strncmp', [chars, chars, sizeType], intType, (a, cx) => `${cx.use('strncmp')}(${a[0]}, ${a[1]}, Number(${a[2]}))`),
  entry('strcpy', [chars, chars], chars, (a, cx) => `${cx.use('strcpy')}(${a[0]}, ${a[1]})`, true),
  entry('strncpy', [chars, chars, sizeType], chars, (a, cx) => `${cx.use('strncpy')}(${a[0]}, ${a[1]}, Number(${a[2]}))`, true),
  entry('strcat', [chars, chars], chars, (a, cx) => `${cx.use('strcat')}(${a[0]}, ${a[1]})`, true),
  // <cstdlib>'s conversions from C strings, as glibc's (runtime/cstring.ts).
  entry('atoi', [chars], intType, (a, cx) => `${cx.use('atoi')}(${a[0]})`, false, 'cstdlib'),
  entry('atol', [chars], longType, (a, cx) => `${cx.use('atol')}(${a[0]})`, false, 'cstdlib'),
  entry('atoll', [chars], longLongType, (a, cx) => `${cx.use('atol')}(${a[0]})`, false, 'cstdlib'),
  entry('atof', [chars], doubleType, (a, cx) => `${cx.use('atof')}(${a[0]})`, false, 'cstdlib'),
  // <cmath>'s nan(tagp), nanf(tagp): glibc's quiet NaN, positive, whose payload tagp gives.
  nan('nan', doubleType),
  nan('nanf', floatType),
  strto('strtol', longType, true, (a, cx) => `${cx.use('strtol')}(${a[0]}, ${a[1]}, ${a[2]})`),
  strto('strtoll', longLongType, true, (a, cx) => `${cx.use('strtol')}(${a[0]}, ${a[1]}, ${a[2]})`),
  strto('strtoul', ulongType, true, (a, cx) => `${cx.use('strtoul')}(${a[0]}, ${a[1]}, ${a[2]})`),
  strto('strtoull', ulongLongType, true, (a, cx) => `${cx.use('strtoul')}(${a[0]}, ${a[1]}, ${a[2]})`),
  strto('strtod', doubleType, false, (a, cx) => `${cx.use('strtod')}(${a[0]}, ${a[1]})`),
  strto('strtof', floatType, false, (a, cx) => `${cx.use('strtof')}(${a[0]}, ${a[1]})`),
];

/**
 * `strtol(s, end, base)` and its kin (no base for strtod and strtof). `end` is a null pointer
 * constant (`nullptr`, `NULL`, `0`) or a `char**` (`&p` of a `char* p`), where the runtime
 * stores a pointer to the first char after the number.
 */
function strto(name: string, result: Type, hasBase: boolean, host: Intrinsic['host']): Intrinsic {
  const text = entry(name, [chars], result, host, false, 'cstdlib');
  return {
    ...text,
    deduce: (args) => {
      if (args.length !== (hasBase ? 3 : 2)) return null;
      const first = text.deduce!([args[0]]);
      // `0` and `NULL` keep their int type, as time(NULL) does (src/library/cstdlib.ts): a parameter
      // of pointer type would not take them.
      const end = args[1];
      const endFits = end.isNullPointerConstant || (end.type.kind === 'pointer' && isCharsPointer(end.type.pointee));
      if (!first || !endFits || (hasBase && args[2].type.kind !== 'int' && args[2].type.kind !== 'bool')) return null;
      return { params: [first.params[0], end.type, ...(hasBase ? [intType] : [])], result, pointees: { ...first.pointees, 1: 'value' } };
    },
    checkCall: (args) => text.checkCall!([args[0]]),
  };
}

/** `char*`: what the `char**` of an end pointer points to. */
function isCharsPointer(t: Type): boolean {
  return t.kind === 'pointer' && t.pointee.kind === 'int' && t.pointee.plainChar === true;
}
