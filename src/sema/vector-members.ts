/**
 * std::vector's member functions beyond the core ones in check-call.ts: element access
 * (`at`, which throws std::out_of_range as libstdc++ does, `front`, `back`), `empty`,
 * `pop_back`, `emplace_back`, `assign`, `swap`, `reserve`, and `insert`/`erase` at iterator
 * positions. These are `Library` ops, printed as `Vector` methods for vectors of numbers
 * (runtime/vector.ts) and as array operations or runtime helpers (runtime/containers.ts) for
 * the vectors that are JS arrays (emit-host.ts).
 */
import { insertListElements, makesListOf } from './initializer-lists.js';
import type { Span } from '../source.js';
import { construct } from './check-call.js';
import { isThread } from '../library/thread.js';
import { convert, errorExpr, isLValue, make } from './check-expr.js';
import { hostPosition } from './check-views.js';
import { isHostPointee } from './host-pointers.js';
import { namedIteratorPointer } from './iterator-pointers.js';
import type { CheckContext } from './context.js';
import type { BinaryOp, Expr, LibraryOp } from './program.js';
import { boolType, intType, isArithmetic, sameType, typeToString, voidType, type Type } from './types.js';
import { readsTwiceAlike } from './side-effects.js';
import { isBracedList } from './braced-arguments.js';

type VectorType = Extract<Type, { kind: 'vector' }>;

/** `v.m(args)` for the members above, or null when `m` is none of them. */
export function vectorMember(cx: CheckContext, object: Expr, t: VectorType, m: string, args: Expr[], span: Span, memberSpan: Span): Expr | null {
  const lib = (op: LibraryOp, type: Type, libArgs: Expr[]) => make(type, span, { kind: 'Library', op, receiver: object, args: libArgs });
  const arity = (...counts: number[]) => {
    if (counts.includes(args.length)) return true;
    cx.diags.error('no-matching-function', `'std::vector::${m}' takes ${counts.join(' or ')} argument${counts.at(-1) === 1 ? '' : 's'}, got ${args.length}`, memberSpan);
    return false;
  };
  // at/front/back are lvalues (`v.at(i) = x`): an element whose index names the vector again.
  const element = (index: Expr) => {
    if (!readsTwiceAlike(object)) {
      cx.diags.error('unsupported', `'${m}' of this std::vector expression is not supported by ampc (call it on a named vector)`, memberSpan);
      return errorExpr(span);
    }
    return make(t.element, span, { kind: 'Element', object, index });
  };
  switch (m) {
    case 'at':
      if (!arity(1)) return errorExpr(span);
      return element(make(intType, span, { kind: 'Library', op: 'vector.at', receiver: object, args: [convert(cx, args[0], intType)] }));
    case 'front':
      if (!arity(0)) return errorExpr(span);
      return element(make(intType, span, { kind: 'Const', value: 0 }));
    case 'back': {
      if (!arity(0)) return errorExpr(span);
      const size = make(intType, span, { kind: 'Library', op: 'vector.size', receiver: object, args: [] });
      return element(make(intType, span, { kind: 'Binary', op: '-', left: size, right: make(intType, span, { kind: 'Const', value: 1 }) }));
    }
    case 'empty':
      return arity(0) ? lib('vector.empty', boolType, []) : errorExpr(span);
    case 'pop_back':
      return arity(0) ? lib('vector.pop_back', voidType, []) : errorExpr(span);
    case 'reserve':
      // Capacity is not observable through what ampc supports: a typed vector grows its storage, a JS array ignores it.
      return arity(1) ? lib('vector.reserve', voidType, [convert(cx, args[0], intType)]) : errorExpr(span);
    case 'emplace_back': {
      // The element constructed from the arguments, in place (a prvalue: no copy is made of it).
      // (A std::thread is constructed from its one callable: it is not a conversion.) The element is
      // direct-initialised: `v.emplace_back("x")` of a class with a `T(std::string)` constructor calls
      // it, where copy-initialisation from "x" would need two user-defined conversions.
      const copied = args.length === 1 && t.element.kind === 'struct' && args[0].type.kind === 'struct' && args[0].type.info === t.element.info;
      const direct = t.element.kind === 'struct' && !copied;
      const value = args.length === 1 && !isThread(t.element) && !direct ? convert(cx, args[0], t.element) : construct(cx, t.element, args, span);
      if (value.type.kind === 'error') return errorExpr(span);
      return lib('vector.push_back', voidType, [value]);
    }
    case 'assign':
      if (args.length === 2 && hostPosition(cx, args[0]) !== null && hostPosition(cx, args[1]) !== null) {
        // `v.assign(first, last)`: v becomes a vector of those elements, as `v = std::vector<T>(first, last)`
        // (C++ requires the range to be outside v, so building the elements first is the same).
        const elements = construct(cx, t, args, span);
        if (elements.type.kind === 'error') return errorExpr(span);
        return make(voidType, span, { kind: 'Assign', op: null, target: object, value: elements });
      }
      // `v.assign({1, 2})`: v becomes a vector of the list's elements, as `v = {1, 2}` makes it.
      if (args.length === 1 && isBracedList(args[0])) {
        const elements = convert(cx, args[0], t);
        if (elements.type.kind === 'error') return errorExpr(span);
        return make(voidType, span, { kind: 'Assign', op: null, target: object, value: elements });
      }
      if (!arity(2)) return errorExpr(span);
      return lib('vector.assign', voidType, [convert(cx, args[0], intType), convert(cx, args[1], t.element)]);
    case 'swap':
      if (!arity(1)) return errorExpr(span);
      if (!sameType(args[0].type, t) || !isLValue(args[0])) {
        cx.diags.error('no-matching-function', `'std::vector::swap' takes another '${typeToString(t)}' lvalue`, args[0].span);
        return errorExpr(span);
      }
      return lib('vector.swap', voidType, [args[0]]);
    case 'insert': {
      // insert(pos, value) and insert(pos, n, value); the returned iterator is not supported (void).
      if (!arity(2, 3)) return errorExpr(span);
      // `v.insert(pos, {a, b})` is insert(pos, initializer_list<T>), several elements at once (initializer-lists.ts).
      // (Where the elements do not all convert to T, `{...}` is one T: insert(pos, const T&).)
      const list = args[args.length - 1]!;
      if (isBracedList(list) && makesListOf(cx, list.elements, t.element)) {
        if (args.length === 3) {
          cx.diags.error('unsupported', `'std::vector::insert(pos, n, {...})' is not supported by ampc (make the element first)`, list.span);
          return errorExpr(span);
        }
        const at = position(cx, object, args[0], m);
        if (!at) return errorExpr(span);
        const one = make(intType, span, { kind: 'Const', value: 1 });
        return insertListElements(cx, at, list, t.element, (k, value) => lib('vector.insert', voidType, [k, one, value]), span);
      }
      // insert(pos, first, last): a range of iterators, not a count and a value.
      if (args.length === 3 && !isArithmetic(args[1].type) && args[1].type.kind !== 'error' && !isArithmetic(args[2].type)) {
        cx.diags.error('unsupported', `'std::vector::insert(pos, first, last)' of an iterator range is not supported by ampc; insert the elements one by one (or build the vector with its range constructor)`, span);
        return errorExpr(span);
      }
      const at = position(cx, object, args[0], m);
      if (!at) return errorExpr(span);
      const count = args.length === 3 ? convert(cx, args[1], intType) : make(intType, span, { kind: 'Const', value: 1 });
      return lib('vector.insert', voidType, [at, count, convert(cx, args[args.length - 1], t.element)]);
    }
    case 'erase': {
      // erase(pos) and erase(first, last); the returned iterator is not supported (void).
      if (!arity(1, 2)) return errorExpr(span);
      const first = position(cx, object, args[0], m);
      if (!first) return errorExpr(span);
      const last = args.length === 2
        ? position(cx, object, args[1], m)
        : make(intType, span, { kind: 'Binary', op: '+', left: first, right: make(intType, span, { kind: 'Const', value: 1 }) });
      if (!last) return errorExpr(span);
      return lib('vector.erase', voidType, [first, last]);
    }
  }
  return null;
}

/** An iterator argument of insert/erase as an index into the vector it is called on. */
function position(cx: CheckContext, object: Expr, it: Expr, m: string): Expr | null {
  if (it.type.kind === 'error') return null;
  const at = hostPosition(cx, it);
  // An iterator kept or returned by an algorithm (`std::remove_if(...)`): a host pointer, whose
  // position in this vector's elements the runtime finds (and checks it points into them).
  // (One whose vector is known statically must be this one: `v.insert(w.begin(), x)` is refused below.)
  const kept = at && at.container.type.kind === 'vector' ? null : namedIteratorPointer(cx, it) ?? it;
  if (kept && kept.type.kind === 'pointer' && !kept.type.reverse && object.type.kind === 'vector' && sameType(kept.type.pointee, object.type.element) && isHostPointee(kept.type.pointee)) {
    return make(intType, it.span, { kind: 'Library', op: 'pointer.indexIn', receiver: object, args: [kept] });
  }
  if (!at || !sameVector(at.container, object)) {
    cx.diags.error('unsupported', `the iterator argument of 'std::vector::${m}' must be v.begin() + n or v.end() - n of the same vector; other iterators are not supported by ampc`, it.span);
    return null;
  }
  return at.start;
}

function sameVector(a: Expr, b: Expr): boolean {
  if (a.kind === 'VarRef' && b.kind === 'VarRef') return a.variable === b.variable;
  if (a.kind === 'Field' && b.kind === 'Field') return a.field === b.field && sameVector(a.object, b.object);
  return false;
}

/**
 * `a == b`, `a < b` and the rest for two vectors of one element type: equal sizes and elements,
 * or lexicographic order by the elements' `<`. Element types JS compares as C++ does only.
 */
export function compareVectors(cx: CheckContext, op: BinaryOp, left: Expr, right: Expr, span: Span, opSpan: Span): Expr {
  const t = left.type as VectorType;
  if (!sameType(left.type, right.type)) {
    cx.diags.error('operand-type', `invalid operands to binary '${op}' ('${typeToString(left.type)}' and '${typeToString(right.type)}')`, opSpan);
    return errorExpr(span);
  }
  const element = t.element;
  if (!(isArithmetic(element) || element.kind === 'string')) {
    cx.diags.error('unsupported', `comparing vectors of '${typeToString(element)}' is not supported by ampc (vectors of numbers and strings are)`, opSpan);
    return errorExpr(span);
  }
  const call = (kind: 'vector.equal' | 'vector.less', a: Expr, b: Expr) => make(boolType, span, { kind: 'Library', op: kind, receiver: a, args: [b] });
  const not = (e: Expr) => make(boolType, span, { kind: 'Unary', op: '!', operand: e });
  switch (op) {
    case '==': return call('vector.equal', left, right);
    case '!=': return not(call('vector.equal', left, right));
    case '<': return call('vector.less', left, right);
    case '>': return call('vector.less', right, left);
    case '<=': return not(call('vector.less', right, left));
    default: return not(call('vector.less', left, right));
  }
}
