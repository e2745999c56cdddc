/**
 * `<functional>`'s operator function objects: `std::plus<T>`, `minus`, `multiplies`, `divides`,
 * `modulus`, `negate`, `equal_to`, `not_equal_to`, `greater_equal`, `less_equal`, `logical_and`,
 * `logical_or`, `logical_not` (`less` and `greater` are in algorithm.ts). On the host an instance
 * is a JS function computing the operator in C++'s arithmetic for T, so the algorithms take it as
 * they take any callable (`std::accumulate(b, e, 1, std::multiplies<int>())`), and a call
 * `std::plus<int>()(1, 2)` is a call of it. `std::function` is a type of its own kind
 * (src/sema/std-function.ts), `std::reference_wrapper` is declared in reference-wrapper.ts, and
 * `std::bind`, `std::invoke`, `std::mem_fn`, `std::ref` are checked in src/sema/std-bind.ts, and
 * `std::hash` is declared in std-hash.ts. The
 * transparent `std::plus<>` is not supported (T is required).
 */
import { boolType, charType, isIntegral, voidType, type Type } from '../sema/types.js';
import { hostMember, type LibraryClass, type LibraryClassType } from './classes.js';
import type { HostIntrinsicContext } from './intrinsics.js';
import { constReferenceWrapperClass, referenceWrapperClass } from './reference-wrapper.js';
import { hashClass } from './std-hash.js';

/** The arithmetic types T may be. */
const arithmetic: Type[] = [
  boolType, charType,
  ...([8, 16, 32, 64] as const).flatMap((bits) => [true, false].map((signed): Type => ({ kind: 'int', signed, bits }))),
  { kind: 'float', bits: 32 }, { kind: 'float', bits: 64 },
];

interface Operator {
  name: string;
  /** One operand (`negate`, `logical_not`) or two. */
  unary: boolean;
  /** Whether the result is bool rather than T. */
  predicate: boolean;
  /** The JS expression over `x` (and `y`) of type T, before conversion to the result type. */
  js: (t: Type) => string;
  /** Where T must be integral (`modulus`). */
  integralOnly?: boolean;
}

const truth = (v: string, t: Type): string => (t.kind === 'bool' ? v : t.kind === 'int' && t.bits === 64 ? `${v} !== 0n` : `${v} !== 0`);

const operators: Operator[] = [
  { name: 'plus', unary: false, predicate: false, js: () => 'x + y' },
  { name: 'minus', unary: false, predicate: false, js: () => 'x - y' },
  { name: 'multiplies', unary: false, predicate: false, js: (t) => (t.kind === 'int' && t.bits === 32 ? 'Math.imul(x, y)' : 'x * y') },
  { name: 'divides', unary: false, predicate: false, js: () => 'x / y' },
  { name: 'modulus', unary: false, predicate: false, js: () => 'x % y', integralOnly: true },
  { name: 'negate', unary: true, predicate: false, js: () => '-x' },
  { name: 'equal_to', unary: false, predicate: true, js: () => 'x === y' },
  { name: 'not_equal_to', unary: false, predicate: true, js: () => 'x !== y' },
  { name: 'greater_equal', unary: false, predicate: true, js: () => 'x >= y' },
  { name: 'less_equal', unary: false, predicate: true, js: () => 'x <= y' },
  { name: 'logical_and', unary: false, predicate: true, js: (t) => `${truth('x', t)} && ${truth('y', t)}` },
  { name: 'logical_or', unary: false, predicate: true, js: (t) => `${truth('x', t)} || ${truth('y', t)}` },
  { name: 'logical_not', unary: true, predicate: true, js: (t) => `!(${truth('x', t)})` },
];

/** The signature of an instance's operator(). */
function callSignature(op: Operator, t: Type): { params: readonly Type[]; result: Type } {
  return { params: op.unary ? [t] : [t, t], result: op.predicate ? boolType : t };
}

/** The JS function an instance is: bool arithmetic (`plus<bool>`) is int arithmetic converted back. */
function functionText(op: Operator, t: Type, cx: HostIntrinsicContext): string {
  // Untyped: the printer cannot tell whether the output is TypeScript; where it is, the
  // parameters take their types from the context (a declaration's or the algorithm's).
  const params = (op.unary ? ['x'] : ['x', 'y']).join(', ');
  if (op.predicate) return `(${params}) => ${op.js(t)}`;
  const int: Type = { kind: 'int', signed: true, bits: 32 };
  const body = t.kind === 'bool' ? cx.convert(cx.arith(int, op.js(int).replace(/\b([xy])\b/g, '(+$1)')), int, t) : cx.arith(t, op.js(t));
  return `(${params}) => ${body}`;
}

function operatorClass(op: Operator): LibraryClass {
  const decl: LibraryClass = {
    id: `std::${op.name}`, names: [op.name], namespaces: ['std'], header: 'functional', restriction: { cpu: true, amp: false },
    typeParams: [{ name: 'T', allowed: op.integralOnly ? arithmetic.filter(isIntegral) : arithmetic, default: null }],
    constructors: () => [{ params: [], result: voidType }],
    members: (self) => [hostMember(self, 'operator()', [callSignature(op, self.typeArgs[0])], (a) => `(${a[0]})(${a.slice(1).join(', ')})`)],
    hostType: (cx) => {
      const t = cx.typeArgs[0];
      const ts = t.kind === 'int' && t.bits === 64 ? 'bigint' : t.kind === 'bool' ? 'boolean' : 'number';
      return `((${op.unary ? `x: ${ts}` : `x: ${ts}, y: ${ts}`}) => ${op.predicate ? 'boolean' : ts})`;
    },
    hostConstruct: (_, cx) => functionText(op, cx.typeArgs[0], cx),
  };
  return decl;
}

/** The operator function objects, then `std::reference_wrapper` (reference-wrapper.ts). */
export const functionalClasses: LibraryClass[] = [...operators.map(operatorClass), referenceWrapperClass, constReferenceWrapperClass, hashClass];

/** The names the parser takes as types only qualified (`std::plus<int>`): `plus` may be a program's variable. */
export const functionalClassNames: readonly string[] = [...operators.map((o) => o.name), 'hash'];

/** An operator function object's call signature, for the algorithms (null: `t` is not one). */
export function functionalCallable(t: LibraryClassType): { params: readonly Type[]; result: Type } | null {
  const op = operators.find((o) => functionalClasses[operators.indexOf(o)] === t.decl);
  return op && t.typeArgs[0] ? callSignature(op, t.typeArgs[0]) : null;
}
