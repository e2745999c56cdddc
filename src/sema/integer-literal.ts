/**
 * The type of an integer literal, by C++'s rule ([lex.icon]): the first type of the
 * suffix's list that can represent the value. The lists are taken with ampc's data model,
 * MSVC's (C++ AMP's platform): `int` and `long` are 32 bits, `long long` is 64. So
 * `3000000000` is a `long long`, and `0xFFFFFFFF` an `unsigned int`.
 */
import type * as A from '../parser/ast.js';
import type { Type } from './types.js';

type IntType = Extract<Type, { kind: 'int' }>;

const int: IntType = { kind: 'int', signed: true, bits: 32 };
const uint: IntType = { kind: 'int', signed: false, bits: 32 };
const llong: IntType = { kind: 'int', signed: true, bits: 64 };
const ullong: IntType = { kind: 'int', signed: false, bits: 64 };

/** The literal's type, or null when no integer type holds its value. */
export function integerLiteralType(e: Extract<A.Expr, { kind: 'IntLiteral' }>): IntType | null {
  const suffix = (/[uUlL]*$/.exec(e.text)?.[0] ?? '').toLowerCase();
  const unsigned = suffix.includes('u');
  const longLong = suffix.includes('ll');
  // Octal, hexadecimal and binary literals may take the unsigned types too; decimal ones only with a `u`.
  const decimal = !/^0./.test(e.text);
  let candidates: IntType[];
  if (unsigned) candidates = longLong ? [ullong] : [uint, ullong];
  else if (longLong) candidates = decimal ? [llong] : [llong, ullong];
  else candidates = decimal ? [int, llong] : [int, uint, llong, ullong]; // `long` (32-bit) adds nothing to int's range
  return candidates.find((t) => e.value <= maxOf(t)) ?? null;
}

function maxOf(t: IntType): bigint {
  return (1n << BigInt(t.signed ? t.bits - 1 : t.bits)) - 1n;
}
