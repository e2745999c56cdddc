/**
 * The type of an integer literal, by C++'s rule ([lex.icon]): the first type of the
 * suffix's list that can represent the value. The lists are taken with g++'s data model on
 * Linux x86-64 (types.ts): `int` is 32 bits, `long` and `long long` 64. So `3000000000` is a
 * `long`, `0xFFFFFFFF` an `unsigned int` and `5L` a `long`.
 */
import type * as A from '../parser/ast.js';
import type { Type } from './types.js';

type IntType = Extract<Type, { kind: 'int' }>;

const int: IntType = { kind: 'int', signed: true, bits: 32 };
const uint: IntType = { kind: 'int', signed: false, bits: 32 };
const long: IntType = { kind: 'int', signed: true, bits: 64, isLong: true };
const ulong: IntType = { kind: 'int', signed: false, bits: 64, isLong: true };
const llong: IntType = { kind: 'int', signed: true, bits: 64 };
const ullong: IntType = { kind: 'int', signed: false, bits: 64 };

/** The literal's type, or null when no integer type holds its value. */
export function integerLiteralType(e: Extract<A.Expr, { kind: 'IntLiteral' }>): IntType | null {
  const suffix = (/[uUlL]*$/.exec(e.text)?.[0] ?? '').toLowerCase();
  const unsigned = suffix.includes('u');
  const longLong = suffix.includes('ll');
  const long_ = !longLong && suffix.includes('l');
  // Octal, hexadecimal and binary literals may take the unsigned types too; decimal ones only with a `u`.
  const decimal = !/^0./.test(e.text);
  // ([lex.icon] table 8; `long long` adds no range to a 64-bit `long`, so it is never reached
  // from an unsuffixed or `l` literal: a value no `long` holds is ill-formed or `unsigned long`.)
  let candidates: IntType[];
  if (unsigned) candidates = longLong ? [ullong] : long_ ? [ulong] : [uint, ulong];
  else if (longLong) candidates = decimal ? [llong] : [llong, ullong];
  else if (long_) candidates = decimal ? [long] : [long, ulong];
  else candidates = decimal ? [int, long] : [int, uint, long, ulong];
  return candidates.find((t) => e.value <= maxOf(t)) ?? null;
}

function maxOf(t: IntType): bigint {
  return (1n << BigInt(t.signed ? t.bits - 1 : t.bits)) - 1n;
}
