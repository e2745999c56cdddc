/**
 * Operators: unary, binary (with the usual arithmetic conversions and constant
 * folding), iostream `<<`/`>>` chains, assignment, and which captured views a
 * kernel writes.
 */
import { assignBitField, bitFieldOf, promoteBitField, stepBitField } from './bit-fields.js';
import { isHostObject, isHostObjectPointer, isObjectPointer, objectAddressOf, objectAtOffset, objectPointerBinary, pointedObject } from './object-pointers.js';
import { rejectDeletedAssignment } from './reference-members.js';
import { addressOfMember } from './member-pointers.js';
import { compareVectors } from './vector-members.js';
import { compareFunctionPointers } from './function-pointers.js';
import { indexArithmeticIntrinsic, indexArithmeticSignature } from '../library/index-arithmetic.js';
import type * as A from '../parser/ast.js';
import { construct } from './check-call.js';
import { cStringToString, hostAddressOf, isCString, isHostScalarPointer } from './host-pointers.js';
import { iteratorsAsPointers, namedIteratorPointer, objectIteratorOffset } from './iterator-pointers.js';
import { stringAppend, stringBinary } from './string-operators.js';
import { readsAsIstream, writesAsOstream } from '../library/sstream.js';
import { ampAddressOf, ampPointerBinary } from './amp-pointers.js';
import { checkExpr, convert, errorExpr, isLValue, make, thisObject, toCondition } from './check-expr.js';
import { refuseNullptrToBool } from './nullptr-to-bool.js';
import { constValue } from './const-eval.js';
import type { CheckContext } from './context.js';
import { isStringLiteral } from './overload.js';
import { overloadedOperator } from './overloaded-operators.js';
import { builtinOperand, builtinOperatorApplies } from './conversion-functions.js';
import { callLibraryMember, isConstLibraryField, libraryUnary } from './library-class.js';
import { assignStringCharacter, isStringCharacter, stepStringCharacter } from './string-characters.js';
import { isDiscarded, shortVectorAssign, shortVectorBinary, shortVectorUnary } from './check-short-vectors.js';
import type { BinaryOp, Expr, StreamItem } from './program.js';
import { assignTie, isTieCall } from './std-classes.js';
import { checkTieComparison, isTieComparison } from './tie-comparisons.js';
import { checkExtraction, istreamNot } from './stream-state.js';
import { isReferenceWrapper, referredObject } from './reference-wrapper.js';
import { assignRunsUserCode, userCopyAssignment, userMoveAssignment } from './copies.js';
import { bindsToBase } from './inheritance.js';
import { rejectAmpViewAssignment } from './amp-views.js';
import { rejectAmpStructAssignment, viewMemberSpelling } from './struct-views.js';
import { comparisonOfInts } from './ptrdiff.js';
import {
  boolType, commonArithmeticType, floatType, intType, isArithmetic, isIntegral, promote, sameType, typeToString, voidType, type Type,
} from './types.js';
import { isScopedEnum, scopedEnumOperands } from './enums.js';

/** `*p` */
function checkDeref(cx: CheckContext, operand: Expr, e: Extract<A.Expr, { kind: 'UnaryExpr' }>): Expr {
  // `*a` of an array (`**p` with `int (*p)[3]`): the array decays to a pointer to its first element, which is `a[0]`.
  if (operand.type.kind === 'array') return make(operand.type.element, e.span, { kind: 'Element', object: operand, index: make(intType, e.span, { kind: 'Const', value: 0 }) });
  if (operand.type.kind !== 'pointer') {
    cx.diags.error('deref', `indirection requires a pointer operand ('${typeToString(operand.type)}' invalid)`, e.opSpan);
    return errorExpr(e.span);
  }
  // A pointer to an object (`new S`, `&v`): on the host it is the object itself (object-pointers.ts).
  if (isHostObject(operand.type.pointee) && !cx.inAmp) return pointedObject(operand, e.span);
  return make(operand.type.pointee, e.span, { kind: 'Element', object: operand, index: make(intType, e.span, { kind: 'Const', value: 0 }) });
}

export function checkUnary(cx: CheckContext, e: Extract<A.Expr, { kind: 'UnaryExpr' }>): Expr {
  const self = thisObject(cx, e);
  if (self) return self;
  // `&S::a`, `&S::f`: a pointer to member (member-pointers.ts).
  if (e.op === 'addressOf' && e.operand.kind === 'NameExpr' && e.operand.name.parts.length >= 2) {
    const member = addressOfMember(cx, e.operand.name, e.span);
    if (member) return member;
  }
  let operand = checkExpr(cx, e.operand);
  if (operand.type.kind === 'error') return operand;
  // `*it`, `++it`, `it--` on a library iterator (library-class.ts).
  if (operand.type.kind === 'libraryClass') {
    const library = libraryUnary(cx, e.op, operand, e.span, e.opSpan);
    if (library) return library;
  }
  if (operand.type.kind === 'struct' && (e.op === '-' || e.op === '+' || e.op === '!' || e.op === '~')) {
    const overloaded = overloadedOperator(cx, e.op, [operand], e.span);
    if (overloaded) return overloaded;
    // `-m` of a class with `operator double()`: the built-in operator on its result (conversion-functions.ts).
    if (e.op !== '!' && builtinOperatorApplies(e.op, [operand])) {
      operand = builtinOperand(cx, operand, e.op, operand.span) ?? operand;
      if (operand.type.kind === 'error') return operand;
    }
  }
  // `*it` of a class with its own unary operator* (an iterator class of the program).
  if (operand.type.kind === 'struct' && e.op === 'deref') {
    const overloaded = overloadedOperator(cx, '*', [operand], e.span);
    if (overloaded) return overloaded;
  }
  // `++c`, `c++` of a class with its own operator++: a call of `operator++()`, or of
  // `operator++(int)` with the 0 C++ passes it for the postfix form ([over.inc]).
  if (operand.type.kind === 'struct' && (e.op === 'pre++' || e.op === 'pre--' || e.op === 'post++' || e.op === 'post--')) {
    const postfix = e.op.startsWith('post');
    const operands = postfix ? [operand, make(intType, e.opSpan, { kind: 'Const', value: 0 })] : [operand];
    const overloaded = overloadedOperator(cx, e.op.endsWith('++') ? '++' : '--', operands, e.span);
    if (overloaded) return overloaded;
  }
  const shortVector = shortVectorUnary(cx, e.op, operand, e.span, e.opSpan, isDiscarded(e));
  if (shortVector) return shortVector;
  // `*fp` and `&f` are the function pointer itself (function-pointers.ts).
  if ((e.op === 'deref' || e.op === 'addressOf') && operand.type.kind === 'functionPointer' && (e.op === 'deref' || operand.kind === 'FunctionRef')) return operand;
  switch (e.op) {
    case 'deref':
      // `*v.begin()`: the element at the iterator's position (iterator-pointers.ts).
      return checkDeref(cx, namedIteratorPointer(cx, operand) ?? operand, e);
    case 'addressOf':
      if (cx.inAmp) return ampAddressOf(cx, operand, e.span);
      // `array_view<int> v(1, &x)`: a view over one host variable (src/sema/check-views.ts).
      // A pointer to a host scalar (src/sema/host-pointers.ts).
      {
        const pointer = hostAddressOf(cx, operand, e.span) ?? objectAddressOf(operand, e.span);
        if (pointer) return pointer;
      }
      cx.diags.error(cx.inAmp ? 'amp-pointer' : 'unsupported', cx.inAmp ? "taking an address ('&') is not allowed in restrict(amp) code" : `taking the address of '${typeToString(operand.type)}' here is not supported by ampc (only of a local scalar or parameter, an element of a C array, std::vector or pointer, or a class object or container)`, e.opSpan);
      return errorExpr(e.span);
    case '!': {
      // `!in`, `!(std::cin >> n)`: an istream's operator! (src/sema/stream-state.ts).
      const failed = istreamNot(cx, operand, e.span);
      if (failed) return failed;
      // Folded as `-` and `~` are: a WGSL const-expression built on it must not overflow (`u << (!true - 919)`).
      // (g++ refuses `!nullptr`, though a condition takes nullptr: nullptr-to-bool.ts.)
      const condition = refuseNullptrToBool(cx, operand, boolType, operand.span) ?? toCondition(cx, operand);
      const node = make(boolType, e.span, { kind: 'Unary', op: '!', operand: condition });
      const v = condition.kind === 'Const' ? constValue(node) : null;
      return v !== null ? make(boolType, e.span, { kind: 'Const', value: v !== 0 }) : node;
    }
    case '+':
      if (isScopedEnum(operand.type)) {
        cx.diags.error('operand-type', `invalid operand of type '${typeToString(operand.type)}' to unary '+'`, e.opSpan);
        return errorExpr(e.span);
      }
      return convert(cx, promoteBitField(operand), promote(promoteBitField(operand).type));
    case '-':
    case '~': {
      // `~` takes integers only ([expr.unary.op]/10): g++ says "wrong type argument to bit-complement" for a float.
      if (!isArithmetic(operand.type) || isScopedEnum(operand.type) || (e.op === '~' && !isIntegral(operand.type))) {
        cx.diags.error('operand-type', `invalid operand of type '${typeToString(operand.type)}' to unary '${e.op}'`, e.opSpan);
        return errorExpr(e.span);
      }
      const type = promote(promoteBitField(operand).type);
      const converted = convert(cx, promoteBitField(operand), type);
      const node = make(type, e.span, { kind: 'Unary', op: e.op, operand: converted });
      const v = constValue(node);
      return v !== null && converted.kind === 'Const' ? make(type, e.span, { kind: 'Const', value: v }) : node;
    }
    default: {
      if (isStringCharacter(operand)) return stepStringCharacter(cx, e, operand, e.op.endsWith('--'), e.span);
      if (!isLValue(operand)) cx.diags.error('not-assignable', `expression is not assignable`, operand.span);
      // C++17 has no ++/-- of a bool, and an enumeration has none but a user operator's; a class's
      // own operator++ was chosen before this (a stream, string or container has none).
      const steps = ['int', 'float', 'pointer', 'index', 'extent', 'shortVector', 'error'].includes(operand.type.kind);
      if (!steps || operand.type.kind === 'bool' || (operand.type.kind === 'int' && operand.type.enumeration)) {
        cx.diags.error('operand-type', `invalid operand of type '${typeToString(operand.type)}' to '${e.op.slice(e.op.startsWith('pre') ? 3 : 4)}'`, e.opSpan);
        return errorExpr(e.span);
      }
      markWrite(cx, operand);
      // `++p` on a host pointer to class objects: `p = p + 1` (src/sema/object-pointers.ts).
      if (!cx.inAmp && isObjectPointer(operand.type)) {
        if ((e.op === 'post++' || e.op === 'post--') && !isDiscarded(e)) {
          cx.diags.error('unsupported', `the value of '${e.op.slice(4)}' on a pointer to class objects is not supported by ampc (use the prefix form)`, e.opSpan);
          return errorExpr(e.span);
        }
        const one = make(intType, e.span, { kind: 'Const', value: 1 });
        return make(operand.type, e.span, { kind: 'Assign', op: null, target: operand, value: objectAtOffset(operand, one, e.op.endsWith('--'), e.span) });
      }
      // `++f.a` on a bit-field: an assignment that keeps the field's bits (src/sema/bit-fields.ts).
      const bitField = bitFieldOf(operand);
      if (bitField && operand.type.kind === 'int') return stepBitField(cx, bitField, operand, e.op, isDiscarded(e), e.span, (x, to) => convert(cx, x, to)) ?? errorExpr(e.span);
      return make(operand.type, e.span, { kind: 'Unary', op: e.op, operand });
    }
  }
}

export function checkBinary(cx: CheckContext, e: Extract<A.Expr, { kind: 'BinaryExpr' }>): Expr {
  // `std::tie(a, b) < std::tie(o.a, o.b)` (src/sema/tie-comparisons.ts).
  if (isTieComparison(cx, e)) return checkTieComparison(cx, e, (x) => checkBinary(cx, x));
  if (e.op === '<<' || e.op === '>>') {
    const stream = streamChain(cx, e);
    if (stream) return stream;
  }
  let left = checkExpr(cx, e.left);
  let right = checkExpr(cx, e.right);
  if (left.type.kind === 'error' || right.type.kind === 'error') return errorExpr(e.span);
  // A std::reference_wrapper operand is its object, through the conversion to `T&` (reference-wrapper.ts).
  if (isReferenceWrapper(left.type) && !cx.inAmp) left = referredObject(left, left.span);
  if (isReferenceWrapper(right.type) && !cx.inAmp) right = referredObject(right, right.span);
  const overloaded = overloadedOperator(cx, e.op, [left, right], e.span);
  if (overloaded) return overloaded;
  // `m + 1.0`, `m < 3` of a class with `operator double()`: the built-in operator on the converted operands (conversion-functions.ts).
  if (builtinOperatorApplies(e.op, [left, right])) {
    left = builtinOperand(cx, left, e.op, left.span) ?? left;
    right = builtinOperand(cx, right, e.op, right.span) ?? right;
    if (left.type.kind === 'error' || right.type.kind === 'error') return errorExpr(e.span);
  }
  // Short vectors' operators, or a norm's built-in arithmetic through operator float.
  const shortVector = shortVectorBinary(cx, e.op as BinaryOp, left, right, e.span, e.opSpan);
  if (shortVector && 'kind' in shortVector) return shortVector;
  if (shortVector) ({ left, right } = shortVector);
  if (e.op === '&&' || e.op === '||') {
    const node = make(boolType, e.span, { kind: 'Logical', op: e.op, left: toCondition(cx, left), right: toCondition(cx, right) });
    const v = constValue(node);
    return v !== null ? make(boolType, e.span, { kind: 'Const', value: v !== 0 }) : node;
  }
  if (e.op === ',') return make(right.type, e.span, { kind: 'Binary', op: ',', left, right });
  const op = e.op as BinaryOp;
  if (op === '==' || op === '!=') {
    const functions = compareFunctionPointers(cx, op, left, right, e.span, e.opSpan);
    if (functions) return functions;
  }
  const comparison = ['<', '>', '<=', '>=', '==', '!='].includes(op);
  if ((left.type.kind === 'index' || left.type.kind === 'extent') && (op === '==' || op === '!=')) {
    if (!sameType(left.type, right.type)) cx.diags.error('type-mismatch', `cannot compare '${typeToString(left.type)}' with '${typeToString(right.type)}'`, e.opSpan);
    return make(boolType, e.span, { kind: 'Binary', op, left, right });
  }
  // Library classes compare through their operator== / operator!= (`acc != accelerator(path)`).
  if (left.type.kind === 'libraryClass' && (op === '==' || op === '!=')) return callLibraryMember(cx, left, `operator${op}`, [right], e.span, e.opSpan);
  // Other operators a library class declares (`end - start` of <chrono> time points).
  if (left.type.kind === 'libraryClass' && left.type.decl.members(left.type).some((m) => m.name === `operator${op}`)) {
    return callLibraryMember(cx, left, `operator${op}`, [right], e.span, e.opSpan);
  }
  // std::string `+` and orderings (src/sema/string-operators.ts).
  const strings = stringBinary(cx, op, left, right, e.span, e.opSpan);
  if (strings) return strings;
  // std::string equality (two literals would compare pointers in C++: not this; `std::string("q") == "q"` is).
  if (left.type.kind === 'string' && right.type.kind === 'string' && (op === '==' || op === '!=') && !(isStringLiteral(left) && isStringLiteral(right))) {
    return make(boolType, e.span, { kind: 'Binary', op, left, right });
  }
  // `v.begin() + k`, `it - v.begin()`, `v.begin() != v.end()`: named iterators as host pointers
  // (src/sema/iterator-pointers.ts), before they could be taken for the vectors they name.
  if (!cx.inAmp) [left, right] = iteratorsAsPointers(cx, op, left, right);
  // `v.begin() + k` into class objects or strings: a range's bound (iterator-pointers.ts).
  const moved = cx.inAmp ? null : objectIteratorOffset(cx, op, left, right, e.span);
  if (moved) return moved;
  // std::vector's comparison operators (src/sema/vector-members.ts).
  if (left.type.kind === 'vector' && comparison) return compareVectors(cx, op, left, right, e.span, e.opSpan);
  // Host pointers to scalars follow the same rules (src/sema/host-pointers.ts); nullptr takes the
  // other side's type in a comparison only: in `p + 0` the 0 is an offset.
  if (!cx.inAmp && comparison && (isHostScalarPointer(left.type) || isHostScalarPointer(right.type))) {
    if (left.type.kind === 'pointer' && isNullPointer(right)) right = make(left.type, right.span, { kind: 'Const', value: 0 });
    else if (right.type.kind === 'pointer' && isNullPointer(left)) left = make(right.type, left.span, { kind: 'Const', value: 0 });
  }
  // `p == nullptr` of a host pointer to an object (the object, or null): the pointer's truth, negated.
  if (!cx.inAmp && (op === '==' || op === '!=') && ((isHostObjectPointer(left.type) && isNullPointer(right)) || (isHostObjectPointer(right.type) && isNullPointer(left)))) {
    const truth = make(boolType, e.span, { kind: 'Convert', operand: isNullPointer(right) ? left : right });
    return op === '!=' ? truth : make(boolType, e.span, { kind: 'Unary', op: '!', operand: truth });
  }
  // Host pointers to class objects, into a block `new S[n]` made (src/sema/object-pointers.ts).
  const objects = objectPointerBinary(cx, op, left, right, e.span);
  if (objects) return objects;
  if (cx.inAmp || isHostScalarPointer(left.type) || isHostScalarPointer(right.type)) {
    const pointer = ampPointerBinary(cx, op, left, right, e.span, e.opSpan);
    if (pointer) return pointer;
  }
  // index/extent arithmetic (src/library/index-arithmetic.ts).
  if (op === '+' || op === '-' || op === '*' || op === '/' || op === '%') {
    const signature = indexArithmeticSignature(op, left.type, right.type);
    if (signature) {
      return make(signature.result, e.span, { kind: 'Intrinsic', intrinsic: indexArithmeticIntrinsic(op), signature, args: [left, convert(cx, right, signature.params[1])] });
    }
  }
  // A scoped enum has only the comparisons with its own type (enums.ts).
  const enums = scopedEnumOperands(cx, op, left, right, e.opSpan);
  if (enums === 'error') return errorExpr(e.span);
  if (enums) ({ left, right } = enums);
  if (!isArithmetic(left.type) || !isArithmetic(right.type)) {
    cx.diags.error('operand-type', `invalid operands to binary '${op}' ('${typeToString(left.type)}' and '${typeToString(right.type)}')`, e.opSpan);
    return errorExpr(e.span);
  }
  const bitwise = ['%', '<<', '>>', '&', '|', '^'].includes(op);
  if (bitwise && (!isIntegral(left.type) || !isIntegral(right.type))) {
    cx.diags.error('operand-type', `invalid operands to binary '${op}' ('${typeToString(left.type)}' and '${typeToString(right.type)}')`, e.opSpan);
    return errorExpr(e.span);
  }
  // An `unsigned : 3` bit-field is an `int` in arithmetic (src/sema/bit-fields.ts).
  left = promoteBitField(left);
  right = promoteBitField(right);
  const operandType = op === '<<' || op === '>>' ? promote(left.type) : commonArithmeticType(left.type, right.type);
  const l = convert(cx, left, operandType);
  const r = convert(cx, right, op === '<<' || op === '>>' ? promote(right.type) : operandType);
  // `std::count(...) > 2`, `i < e - b`: ints widened to ptrdiff_t compare as the ints (ptrdiff.ts).
  const ofInts = comparison ? comparisonOfInts(op, l, r, e.span) : null;
  if (ofInts) return ofInts;
  const node = make(comparison ? boolType : operandType, e.span, { kind: 'Binary', op, left: l, right: r });
  const v = l.kind === 'Const' && r.kind === 'Const' ? constValue(node) : null;
  if (v !== null) return make(node.type, e.span, { kind: 'Const', value: comparison ? v !== 0 : v });
  return node;
}

/** `std::cout << a << b` / `std::cin >> x`: flattens the chain into one stream operation. */
function streamChain(cx: CheckContext, e: Extract<A.Expr, { kind: 'BinaryExpr' }>): Expr | null {
  const operands: A.Expr[] = [];
  let root: A.Expr = e;
  while (root.kind === 'BinaryExpr' && root.op === e.op) {
    operands.unshift(root.right);
    root = root.left;
  }
  const stream = checkExpr(cx, root);
  // An undeclared stream is reported once, not again for each `<<` of the chain.
  if (stream.type.kind === 'error') {
    for (const o of operands) checkExpr(cx, o);
    return errorExpr(e.span);
  }
  // std::ostringstream / std::istringstream / std::stringstream objects (src/library/sstream.ts) stream as cout and cin do.
  if ((stream.type.kind === 'ostream' || writesAsOstream(stream)) && e.op === '<<') {
    if (cx.inAmp) cx.diags.error('amp-call', 'std::cout cannot be used in restrict(amp) code', e.span);
    // The stream so far: std::cout, a std::ostream& (a parameter, a user operator<<'s result) or an ostringstream.
    let current: Expr = stream;
    let items: StreamItem[] = [];
    const written = (): Expr => {
      if (items.length === 0) return current;
      const target = current.kind === 'Stream' ? {} : { target: current };
      const out = make(current.type, e.span, { kind: 'StreamOut', stream: current.kind === 'Stream' && current.name !== 'cin' ? current.name : 'cout', items, ...target });
      items = [];
      return out;
    };
    for (const o of operands) {
      // A std::reference_wrapper of a scalar prints its object (operator<< takes it through `T&`).
      const checked = checkExpr(cx, o);
      const x = isReferenceWrapper(checked.type) && isArithmetic(checked.type.typeArgs[0]) ? referredObject(checked, checked.span) : checked;
      if (x.kind === 'Manipulator') { items.push({ kind: 'manipulator', name: x.name, arg: x.arg }); continue; }
      // A `char*` prints its chars up to the NUL.
      if (isCString(x.type)) { items.push({ kind: 'value', expr: cStringToString(x) }); continue; }
      // A scoped enum has no operator<< (nor a conversion to int that one would take).
      if (isScopedEnum(x.type)) {
        cx.diags.error('stream-type', `cannot print a value of type '${typeToString(x.type)}' (a scoped enum converts to no type operator<< takes)`, x.span);
        continue;
      }
      if (!isArithmetic(x.type) && x.type.kind !== 'string' && x.type.kind !== 'error') {
        // A user `std::ostream& operator<<(std::ostream&, const S&)`: called on what the chain wrote so far, the rest
        // written to the stream it returns.
        const before = cx.diags.items.length;
        const pending = items;
        const user = x.type.kind === 'struct' && !cx.inAmp ? overloadedOperator(cx, '<<', [written(), x], e.span) : null;
        const failed = cx.diags.items.slice(before).some((d) => d.severity === 'error');
        if (user && user.type.kind !== 'error' && !failed) { current = user; continue; }
        cx.diags.items.length = before;
        items = pending;
        // `std::cout << m` of a class with `operator double()`: the stream's own operator<< for its result (conversion-functions.ts).
        const converted = x.type.kind === 'struct' ? builtinOperand(cx, x, '<<', x.span) : null;
        if (converted) {
          if (converted.type.kind !== 'error') items.push({ kind: 'value', expr: converted });
          continue;
        }
        // No operator<< takes it: one "cannot print" rather than a mismatch against an operator<< for another class.
        cx.diags.error('stream-type', `cannot print a value of type '${typeToString(x.type)}'${x.type.kind === 'struct' ? ` (no operator<< takes a '${typeToString(x.type)}')` : ''}`, x.span);
        continue;
      }
      items.push({ kind: 'value', expr: x });
    }
    // `std::cout << x` with no items at all cannot happen: a chain has at least one operand.
    return current === stream || items.length > 0 ? written() : current;
  }
  if ((stream.type.kind === 'istream' || readsAsIstream(stream)) && e.op === '>>') return checkExtraction(cx, stream, operands.map((o) => checkExpr(cx, o)), e.span);
  return null;
}

/**
 * A write of `target`: refused through const (a view of const elements, a pointer to const, a const
 * variable) and to a variable the kernel captures by value. (What a kernel writes through its views is
 * src/sema/kernel-memory-uses.ts.)
 */
export function markWrite(cx: CheckContext, target: Expr): void {
  const k = cx.currentKernel;
  if (writesConstLibraryElement(cx, target)) return;
  let base: Expr = target;
  // Through a pointer variable (`p[i] = v`, `*p = v`) the pointee is written, not the variable.
  let throughPointer = false;
  while (base.kind === 'Field' || base.kind === 'Element' || base.kind === 'Component') {
    if ((base.kind === 'Element' || base.kind === 'Field') && base.object.type.kind === 'pointer') throughPointer = true;
    base = base.object;
  }
  if (throughPointer && base.kind === 'VarRef' && base.variable.pointeeConst && !cx.inAmp) {
    cx.diags.error('const-write', `cannot write through '${base.variable.name}', a pointer to const`, target.span);
    return;
  }
  // Through a reference: the aliased object is what is written.
  const aliased = base.kind === 'VarRef' ? cx.referenceTargets.get(base.variable) : undefined;
  if (aliased) {
    markWrite(cx, aliased);
    return;
  }
  if (base.kind === 'ViewElement') {
    // A section or projection writes the data of the view it comes from.
    let root = base.view;
    while (root.kind === 'Subview') root = root.view;
    // A class object's view member is named as the program spells it (`q.a`), not by the copy ampc made of it.
    const member = viewMemberSpelling(root);
    const view = !member && root.kind === 'VarRef' ? root.variable : null;
    if (base.view.type.kind === 'arrayView' && base.view.type.isConst) {
      const name = member ? `'${member}', ` : view ? `'${view.name}', ` : '';
      cx.diags.error('const-write', `cannot write through ${name}an array_view of const elements`, target.span, view ? [{ message: `'${view.name}' declared here`, span: view.span }] : []);
    }
  }
  // An assigned view variable may now hold a section (see Variable.isWholeView).
  if (base.kind === 'VarRef') base.variable.isWholeView = undefined;
  if (base.kind === 'VarRef' && base.variable.isConst && !cx.inAmp && !throughPointer) {
    cx.diags.error('const-write', `cannot assign to '${base.variable.name}', which is const`, target.span);
  }
  if (base.kind === 'VarRef' && k && k.captureByOuter.has(base.variable) && base.variable.type.kind !== 'ampArray') {
    cx.diags.error('capture-write', `cannot assign to '${base.variable.name}': variables captured by value are read-only in the kernel`, target.span);
  }
}

export function checkAssign(cx: CheckContext, e: Extract<A.Expr, { kind: 'AssignExpr' }>): Expr {
  if (e.op === '=' && isTieCall(e.target)) return assignTie(cx, e.target, e.value, e.span);
  const target = checkExpr(cx, e.target);
  let value = checkExpr(cx, e.value);
  if (target.type.kind === 'error' || value.type.kind === 'error') return errorExpr(e.span);
  // `a += b` on a class object calls its operator+= (plain `=` stays the implicit copy assignment).
  // `a = S(1)`: an rvalue is moved from, by a user move assignment where the class has one (src/sema/copies.ts).
  const moveAssignment = e.op === '=' && target.type.kind === 'struct' && sameType(value.type, target.type) && !isLValue(value) ? userMoveAssignment(target.type.info) : null;
  if (moveAssignment) {
    cx.diags.error('unsupported', `assigning a temporary '${typeToString(target.type)}' runs its move assignment operator, which is not supported by ampc`, value.span, [{ message: 'move assignment declared here', span: moveAssignment }]);
    return errorExpr(e.span);
  }
  // A user-written copy assignment runs for `a = b` too (src/sema/copies.ts).
  const userAssign = e.op === '=' && target.type.kind === 'struct' && userCopyAssignment(target.type.info) !== null && value.kind !== 'InitList';
  const overloaded = e.op !== '=' || userAssign || (target.type.kind === 'struct' && value.type.kind !== 'struct' && value.kind !== 'InitList') ? overloadedOperator(cx, e.op, [target, value], e.span) : null;
  if (overloaded) return overloaded;
  // `d += m` of a class with `operator double()`: the built-in compound assignment of its result (conversion-functions.ts).
  if (e.op !== '=' && target.type.kind !== 'struct' && value.type.kind === 'struct') {
    value = builtinOperand(cx, value, e.op, value.span) ?? value;
    if (value.type.kind === 'error') return errorExpr(e.span);
  }
  // `*it = x` on an output iterator (`std::back_insert_iterator`: src/library/output-iterators.ts): its operator=.
  if (e.op === '=' && target.type.kind === 'libraryClass' && !sameType(value.type, target.type) && target.type.decl.members(target.type).some((m) => m.name === 'operator=')) {
    return callLibraryMember(cx, target, 'operator=', [value], e.span, e.opSpan);
  }
  const shortVector = shortVectorAssign(cx, e.op === '=' ? null : (e.op.slice(0, -1) as BinaryOp), target, value, e.span, e.opSpan);
  if (shortVector) return shortVector;
  // `f += n` with a norm: the built-in operator, through norm's operator float.
  if (value.type.kind === 'shortVector' && value.type.length === 1 && isArithmetic(target.type)) value = convert(cx, value, floatType);
  if (e.op === '+=' && target.type.kind === 'string' && !cx.inAmp) return stringAppend(cx, target, value, e.span, e.opSpan);
  // A host std::string is a JS string, which cannot change in place (src/sema/string-characters.ts).
  if (isStringCharacter(target)) return assignStringCharacter(cx, e, target, e.op === '=' ? null : (e.op.slice(0, -1) as BinaryOp), value, e.span);
  if (!isLValue(target)) cx.diags.error('not-assignable', 'expression is not assignable', target.span);
  if (e.op === '=' && rejectDeletedAssignment(cx, target, e.opSpan)) return errorExpr(e.span);
  markWrite(cx, target);
  if (rejectAmpViewAssignment(cx, target) || rejectAmpStructAssignment(cx, target)) return errorExpr(e.span);
  if (e.op === '=' && target.type.kind === 'vector' && value.type.kind === 'ampArray') {
    return make(voidType, e.span, { kind: 'Library', op: 'array.copyTo', receiver: value, args: [target] });
  }
  if (e.op === '=' && value.kind === 'InitList' && target.type.kind === 'struct') {
    return make(target.type, e.span, { kind: 'Assign', op: null, target, value: construct(cx, target.type, value.elements, value.span) });
  }
  const op = e.op === '=' ? null : (e.op.slice(0, -1) as BinaryOp);
  // `p += k` on a host pointer to class objects: `p = p + k` (src/sema/object-pointers.ts).
  if ((op === '+' || op === '-') && !cx.inAmp && isObjectPointer(target.type) && isIntegral(value.type)) {
    return make(target.type, e.span, { kind: 'Assign', op: null, target, value: objectAtOffset(target, value, op === '-', e.span) });
  }
  // `p += k`: `p = p + k` on a restrict(amp) pointer (the back end lowers it to its element index).
  if ((op === '+' || op === '-') && target.type.kind === 'pointer' && (cx.inAmp || isHostScalarPointer(target.type)) && isIntegral(value.type)) {
    return make(target.type, e.span, { kind: 'Assign', op, target, value: convert(cx, value, intType) });
  }
  // `idx += other`, `ext *= 2`: `t = t op value` (src/library/index-arithmetic.ts); the target is evaluated twice, as
  // any compound assignment's is on the host, so it must be a plain place.
  if ((op === '+' || op === '-' || op === '*' || op === '/' || op === '%') && (target.type.kind === 'index' || target.type.kind === 'extent')) {
    const signature = indexArithmeticSignature(op, target.type, value.type);
    if (signature) {
      const computed = make(signature.result, e.span, { kind: 'Intrinsic', intrinsic: indexArithmeticIntrinsic(op), signature, args: [target, convert(cx, value, signature.params[1])] });
      return make(target.type, e.span, { kind: 'Assign', op: null, target, value: computed });
    }
  }
  // `d %= 3`, `f <<= 1`, `i ^= 1.5f`: these operators take integral operands only, as their binary forms do.
  if (op && ['%', '<<', '>>', '&', '|', '^'].includes(op) && isArithmetic(target.type) && isArithmetic(value.type) && (!isIntegral(target.type) || !isIntegral(value.type))) {
    cx.diags.error('operand-type', `invalid operands to '${e.op}' ('${typeToString(target.type)}' and '${typeToString(value.type)}')`, e.opSpan);
    return errorExpr(e.span);
  }
  // A store to a bit-field keeps the field's bits (src/sema/bit-fields.ts).
  const bitField = bitFieldOf(target);
  if (bitField && isArithmetic(value.type)) return assignBitField(cx, bitField, target, op, value, e.span, (x, to) => convert(cx, x, to)) ?? errorExpr(e.span);
  if (op && (!isArithmetic(target.type) || !isArithmetic(value.type))) {
    cx.diags.error('operand-type', `invalid operands to '${e.op}' ('${typeToString(target.type)}' and '${typeToString(value.type)}')`, e.opSpan);
    return errorExpr(e.span);
  }
  // The result, an int, does not convert back to an enumeration implicitly.
  if (op && target.type.kind === 'int' && target.type.enumeration) {
    cx.diags.error('operand-type', `invalid operands to '${e.op}' ('${typeToString(target.type)}' and '${typeToString(value.type)}')`, e.opSpan);
    return errorExpr(e.span);
  }
  if (op) {
    // `i *= 1.5` computes `i * 1.5` in the common type, then converts back: `value` carries the computation type.
    const shift = op === '<<' || op === '>>';
    const computation = shift ? promote(target.type) : commonArithmeticType(target.type, value.type);
    return make(target.type, e.span, { kind: 'Assign', op, target, value: convert(cx, value, shift ? promote(value.type) : computation) });
  }
  // `base = derived` where the assignment runs user code (src/sema/copies.ts): the base's operator= takes the
  // derived object by reference and copies its base part member by member; no slicing copy is made first.
  if (!cx.inAmp && target.type.kind === 'struct' && value.type.kind === 'struct' && assignRunsUserCode(target.type) && bindsToBase(value.type, target.type)) {
    return make(target.type, e.span, { kind: 'Assign', op, target, value });
  }
  return make(target.type, e.span, { kind: 'Assign', op, target, value: convert(cx, value, target.type) });
}

/** `nullptr`, or an integer constant 0 (C++'s null pointer constants). */
function isNullPointer(e: Expr): boolean {
  return e.kind === 'Const' && (e.value === 0 || e.value === 0n) && (e.type.kind === 'pointer' || e.type.kind === 'int');
}

/** A write to a map element's key (`it->first = k`) or to a set's element (`*it = k`): both are const in C++. */
function writesConstLibraryElement(cx: CheckContext, target: Expr): boolean {
  for (let e: Expr = target; ; e = e.object) {
    if (e.kind === 'Intrinsic' && e.intrinsic.returnsReference === 'const') {
      cx.diags.error('const-write', `cannot assign to '${typeToString(e.type)}' element: '${e.intrinsic.id}' gives a const element`, target.span);
      return true;
    }
    if (e.kind !== 'Field') return false;
    if (isConstLibraryField(e.object, e.field)) {
      cx.diags.error('const-write', `cannot assign to '${e.field}' of '${typeToString(e.object.type)}', which is const`, target.span);
      return true;
    }
  }
}
