/**
 * Expressions: the dispatch, literals, names and kernel captures, members,
 * subscripts, and implicit conversions. Calls and construction are in
 * `check-call.ts`, operators in `check-operators.ts`.
 */
import { callsReferenceReturningLambda } from './reference-returns.js';
import { rejectAmpBitField } from './bit-fields.js';
import { unionStorageProblem } from './unions.js';
import { anonymousMemberAccess } from './anonymous-unions.js';
import { ampStructField, hasViewFields } from './struct-views.js';
import { readsAsIstream } from '../library/sstream.js';
import { isHostObject, isHostObjectPointer, objectAddressOf, pointedObject } from './object-pointers.js';
import { ownsResource } from '../library/classes.js';
import { checkDataMemberAccess } from './access.js';
import { referenceMemberOf } from './reference-members.js';
import { checkTextureBits, textureCall, textureElement } from './check-textures.js';
import { classDisplayName, classMember, qualifierClass } from './class-members.js';
import { listInitialize } from './check-stmt.js';
import { inGccArgumentOrder } from './argument-order.js';
import { checkSizeof } from './sizeof.js';
import { checkNoexceptOperator } from './noexcept.js';
import { convertFunctionPointer, functionValue } from './function-pointers.js';
import { libraryFunctionValue } from './library-function-values.js';
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { constValue } from './const-eval.js';
import { bracedString, checkListNarrowing, isBracedList } from './braced-arguments.js';
import { listInitializeWithList, vectorOfList } from './initializer-lists.js';
import { checkConstantSubscript } from './constant-subscripts.js';
import type { CheckContext } from './context.js';
import { callLibraryMember, constructFromList, libraryField, libraryUnary } from './library-class.js';
import { callFunction, checkCall, construct } from './check-call.js';
import { checkListCopyInitialization, convertByConstructor, convertsByConstructor } from './converting-constructors.js';
import { builtinOperand, contextualBool, convertByConversionFunction } from './conversion-functions.js';
import { istreamAsBool } from './stream-state.js';
import { checkLambdaValue, closureCapture } from './check-lambda.js';
import { numericLimit } from '../library/limits.js';
import { stringNpos } from '../library/string.js';
import { fmtflagsType, iosFlagClasses, iosFlagValues } from '../library/ostream.js';
import { overloadedOperator } from './overloaded-operators.js';
import { isStringLiteral } from './overload.js';
import { directNullptrToBool, refuseNullptrToBool } from './nullptr-to-bool.js';
import { castToEnum, enumValue, refuseConversionFromScopedEnum, refuseConversionToEnum } from './enums.js';
import { checkAssign, checkBinary, checkUnary } from './check-operators.js';
import type { Expr, ExprNode, ManipulatorName, Variable } from './program.js';
import { resolveTypeRef } from './resolve-type.js';
import { integerLiteralType } from './integer-literal.js';
import { predefinedFunctionName } from './function-name.js';
import { isInLibraryNamespace, isUnsupportedLibraryName } from '../library/unsupported.js';
import { castFromVoidPointer } from './void-pointers.js';
import { lookupLibraryClass } from '../library/registry.js';
import {
  boolType, charType, wcharType, commonArithmeticType, doubleType, errorType, floatType, intType, isArithmetic, isIntegral,
  promote, sameType, sizeType, stringType, typeKey, typeToString, uintType, viewInfo, voidType, type Type,
  isViewType,
} from './types.js';

export { construct } from './check-call.js';
import { projection, viewMethodCall } from './check-views.js';
import { castShortVector, convertShortVector, markDiscarded, qualifierShortVector, shortVectorProperty } from './check-short-vectors.js';
import { shortVectorMembers } from '../library/short-vectors.js';
import { checkMemberPointerExpr } from './member-pointers.js';
import { convertReferenceWrapper, isReferenceWrapper } from './reference-wrapper.js';
import { destructorOf, hasVirtualDestructor } from './destructors.js';
import { bindsToBase, deleteRunsDestructor, isDerivedFrom, deleteWithoutDestructor, memberFunctionsNamed, qualifiedFieldOk, rejectPolymorphicInAmp, sliceToBase } from './inheritance.js';
import { cStringToString, convertStringLiteral, isCString, isHostPointee, newScalarArray, vectorDataPointer } from './host-pointers.js';
import { namedIteratorPointer } from './iterator-pointers.js';
import { convertOwnerToBase } from './smart-pointers.js';
import { decayArray } from './amp-pointers.js';
import { convertStdPair, stdArrayElements } from './std-classes.js';
import { durationUnit } from '../library/chrono.js';
import { enclosingAutomatic, memberWithoutObject } from './local-classes.js';
import { extentOf as chosenExtentOf } from './view-choices.js';
import { widenedInteger } from './ptrdiff.js';
export { markWrite } from './check-operators.js';

export const manipulatorNames: ReadonlySet<string> = new Set<ManipulatorName>(['setw', 'setprecision', 'setfill', 'endl', 'fixed', 'scientific', 'defaultfloat', 'left', 'right', 'flush', 'boolalpha', 'noboolalpha', 'hex', 'dec', 'oct', 'hexfloat', 'internal', 'showpoint', 'noshowpoint', 'showpos', 'noshowpos', 'showbase', 'noshowbase', 'uppercase', 'nouppercase', 'setiosflags', 'resetiosflags', 'setbase']);
export const windowsFunctions = new Set(['GetStdHandle', 'SetConsoleTextAttribute', 'SetConsoleScreenBufferSize', 'SetConsoleWindowInfo']);

export function make(type: Type, span: Span, node: ExprNode): Expr {
  return { type, span, ...node } as Expr;
}

export function errorExpr(span: Span): Expr {
  return make(errorType, span, { kind: 'Const', value: 0 });
}

export function isLValue(e: Expr): boolean {
  switch (e.kind) {
    case 'VarRef': return true;
    // What a std::reference_wrapper holds is an lvalue even where the wrapper is a temporary (reference-wrapper.ts).
    case 'Field': return isLValue(e.object) || e.object.type.kind === 'pointer' || isReferenceWrapper(e.object.type);
    case 'Element': case 'ViewElement': return true;
    case 'Component': return isLValue(e.object);
    case 'Call': return e.callee.returnsReference === true; // `++counter()`, `for (auto& t : registry())`
    // A lambda declared `-> T&` of an object (check-lambda.ts), called through its closure: `get().push_back(1)`.
    case 'CallPointer': return callsReferenceReturningLambda(e);
    case 'Intrinsic': return e.intrinsic.returnsReference !== undefined; // `m[k] += 1`, `*it`
    case 'Convert': return e.operand.type.kind === 'pointer' && isHostObject(e.type); // `*p`, the object `new` made or `&x` points to
    case 'MemberPointerAccess': return isLValue(e.object); // `s.*pm`
    // `std::cout`, and `os << x`, which returns the stream itself (`std::ostream&`).
    case 'Stream': case 'StreamOut': return true;
    // `(in.readInt(x), in)`, the stream after an extraction (stream-state.ts): the stream object itself.
    case 'Binary': return e.op === ',' && (e.right.kind === 'Stream' || (e.right.kind === 'VarRef' && (e.right.type.kind === 'istream' || readsAsIstream(e.right))));
    // `c ? a : b` of two objects of one type (`array<T, 1>& from = even ? a : b;`): the host
    // binds the chosen object itself. Scalars and structs are left out: their places are not.
    case 'Conditional': return ['ampArray', 'arrayView', 'vector', 'libraryClass', 'string'].includes(e.type.kind)
      && isLValue(e.then) && isLValue(e.otherwise) && sameType(e.then.type, e.otherwise.type);
    default: return false;
  }
}

/** Converts `e` to `to`, inserting a `Convert` node (or reporting why it can't). */
export function convert(cx: CheckContext, e: Expr, to: Type, span: Span = e.span): Expr {
  if (e.type.kind === 'error' || to.kind === 'error') return e;
  // `array<T,N> b = a;`, by-value arguments and returns: an array is a value, copied whole.
  if (to.kind === 'ampArray' && e.type.kind === 'ampArray' && isLValue(e) && !cx.inAmp) return construct(cx, to, [e], span);
  // Copy-list-initialization from a braced list (`v.push_back({s, n})`, `f({1, 2})`, `return {a, b};`).
  if (e.kind === 'InitList' && e.type.kind === 'void') {
    checkListNarrowing(cx, e.elements, to);
    if (to.kind === 'libraryClass') return constructFromList(cx, to, e.elements, e.span) ?? construct(cx, to, e.elements, e.span);
    if (to.kind === 'struct') return listInitializeWithList(cx, to, e.elements, e.span) ?? checkListCopyInitialization(cx, construct(cx, to, e.elements, e.span), e.span);
    if (to.kind === 'string') return bracedString(cx, e, to);
    if (to.kind === 'vector') return make(to, e.span, { kind: 'InitList', elements: e.elements.map((x) => convert(cx, x, to.element)) });
    if (to.kind === 'array' && (to.length === null || e.elements.length <= to.length)) {
      return make(to, e.span, { kind: 'InitList', elements: e.elements.map((x) => convert(cx, x, to.element)) });
    }
    if (isArithmetic(to) && e.elements.length <= 1 && !e.elements.some(isBracedList)) return e.elements.length === 0 ? construct(cx, to, [], e.span) : convert(cx, e.elements[0], to, span);
  }
  // `std::vector<int> v = l;` of an initializer_list (initializer-lists.ts).
  const fromList = vectorOfList(e, to);
  if (fromList) return fromList;
  const functionPointer = convertFunctionPointer(cx, e, to, span);
  if (functionPointer) return functionPointer;
  if (sameType(e.type, to)) return e;
  // `bool b = nullptr;`, `flag(nullptr)`: copy-initialisation, which nullptr_t → bool is not (nullptr-to-bool.ts).
  const nullptrToBool = refuseNullptrToBool(cx, e, to, span);
  if (nullptrToBool) return nullptrToBool;
  // `double d = m;`, `f(m)`, `return m;` of a class with `operator double()` (conversion-functions.ts).
  const byFunction = e.type.kind === 'struct' ? convertByConversionFunction(cx, e, to, span, 'copy') : null;
  if (byFunction) return byFunction;
  // A reverse iterator is a class in C++ whose constructor from its iterator is explicit: no
  // implicit conversion makes one, and it converts to nothing else (src/sema/reverse-iterators.ts).
  if ((to.kind === 'pointer' && to.reverse) || (e.type.kind === 'pointer' && e.type.reverse)) {
    cx.diags.error('type-mismatch', `cannot convert '${typeToString(e.type)}' to '${typeToString(to)}'`, span);
    return errorExpr(e.span);
  }
  // A std::reference_wrapper is its object where that is wanted, and made from one (reference-wrapper.ts).
  const wrapper = convertReferenceWrapper(cx, e, to, span, (x, t) => convert(cx, x, t, span));
  if (wrapper) return wrapper;
  // `const char* s = "abc"`, `char buf[8] = "abc"`, `std::string t = s` (C strings, host-pointers.ts).
  const literal = convertStringLiteral(cx, e, to);
  if (literal) return literal;
  if (to.kind === 'string' && isCString(e.type) && !cx.inAmp) return cStringToString(e);
  if (e.type.kind === 'shortVector' || to.kind === 'shortVector') {
    const converted = convertShortVector(cx, e, to);
    if (converted) return converted;
  }
  // `Color c = 1;`: no implicit conversion makes an enum (enums.ts).
  const toEnum = refuseConversionToEnum(cx, e, to, span) ?? refuseConversionFromScopedEnum(cx, e, to, span);
  if (toEnum) return toEnum;
  if (isArithmetic(e.type) && isArithmetic(to)) {
    // `int pos = it - v.begin();`: an int widened to ptrdiff_t converts as the int does (ptrdiff.ts).
    const narrow = widenedInteger(e);
    if (narrow) return convert(cx, narrow, to, span);
    const v = e.kind === 'Const' ? constValue(make(to, e.span, { kind: 'Convert', operand: e })) : null;
    if (v !== null) return make(to, e.span, { kind: 'Const', value: to.kind === 'bool' ? v !== 0 : v });
    return make(to, e.span, { kind: 'Convert', operand: e });
  }
  // (A reverse iterator is a class in C++, with no conversion to bool: src/sema/reverse-iterators.ts.)
  if (to.kind === 'bool' && e.type.kind === 'pointer' && !e.type.reverse) return make(to, e.span, { kind: 'Convert', operand: e });
  // A string literal is a non-null `const char*`: true (`assert(ok && "message")`); a std::string
  // made from one (`std::string("x")`) is a class with no conversion to bool.
  if (to.kind === 'bool' && isStringLiteral(e)) return make(to, e.span, { kind: 'Const', value: true });
  if (to.kind === 'opaque' || e.type.kind === 'opaque') return e;
  if (to.kind === 'index' && e.type.kind === 'tiledIndex') return e; // tiled_index converts to its global index
  // tiled_extent<...> is derived from extent<N>: the conversion is to its base.
  if (to.kind === 'extent' && e.type.kind === 'tiledExtent' && e.type.tile.length === to.rank) {
    return make(to, e.span, { kind: 'Library', op: 'tiledExtent.extent', receiver: e, args: [] });
  }
  if (e.type.kind === 'ampArray' && to.kind === 'vector') return make(to, e.span, { kind: 'Library', op: 'array.toVector', receiver: e, args: [] });
  if (to.kind === 'arrayView' && isViewType(e.type) && to.rank === e.type.rank) return construct(cx, to, [e], span);
  // `duration<double, milli> d = ms;`: a duration's converting constructors are implicit (those
  // that lose no precision are all it declares, src/library/chrono.ts).
  if (to.kind === 'libraryClass' && durationUnit(to) && durationUnit(e.type) && to.decl.constructors(to).some((c) => c.params.length === 1 && sameType(c.params[0], e.type))) {
    return construct(cx, to, [e], span);
  }
  // `texture_view<T, N> v = tex;` (the converting constructor, which keeps the texture's format); a
  // texture whose bits differ from the type's cannot be passed on (src/sema/check-textures.ts).
  if (to.kind === 'texture' && e.type.kind === 'texture') return checkTextureBits(cx, e, to) ? construct(cx, to, [e], span) : errorExpr(span);
  if (to.kind === 'pointer' && e.kind === 'Const' && (e.value === 0 || e.value === 0n)) {
    // A host pointer to scalars is null as itself (`null`, src/sema/host-pointers.ts): the constant takes its type.
    // (NULL is `0L`, a long: elsewhere the null constant is the int 0, as it always was.)
    return !cx.inAmp && isHostPointee(to.pointee) ? make(to, e.span, { kind: 'Const', value: 0 }) : e.value === 0n ? make(intType, e.span, { kind: 'Const', value: 0 }) : e;
  }
  // `float* p = arr;` in restrict(amp) code: the array decays to a pointer to its first element.
  // On the host a C array of scalars decays too, and one of class objects (src/sema/object-pointers.ts).
  if (to.kind === 'pointer' && e.type.kind === 'array' && (cx.inAmp || isHostPointee(to.pointee) || to.pointee.kind === 'struct') && sameType(e.type.element, to.pointee)) return decayArray(e);
  // `int* p = v.data();` on the host: the address of the vector's first element.
  const data = to.kind === 'pointer' && !cx.inAmp ? vectorDataPointer(e, to) : null;
  if (data) return data;
  // libstdc++'s `data()` of a vector that never held elements is null, which `&v[0]`'s object cannot tell.
  if (to.kind === 'pointer' && !cx.inAmp && to.pointee.kind === 'struct' && e.kind === 'Library' && e.op === 'vector.data') {
    cx.diags.error('unsupported', `'data()' of a std::vector of class objects as a pointer is not supported by ampc; use '&v[0]'`, span);
    return errorExpr(span);
  }
  // `std::vector<int>::iterator it = v.begin();`, `it = v.end();` (iterator-pointers.ts).
  if (to.kind === 'pointer' && !to.reverse && !cx.inAmp) {
    const iterator = namedIteratorPointer(cx, e);
    if (iterator?.type.kind === 'pointer' && typeKey(iterator.type.pointee) === typeKey(to.pointee)) return iterator;
  }
  // `pair<double, int> p = std::make_pair(1, 2)`: pair's converting constructor (src/sema/std-classes.ts).
  const pair = !cx.inAmp ? convertStdPair(cx, e, to, span) : null;
  if (pair) return pair;
  // `std::shared_ptr<Base> p = std::make_shared<Derived>()` (smart-pointers.ts).
  const owner = !cx.inAmp ? convertOwnerToBase(cx, e, to, span) : null;
  if (owner) return owner;
  // A derived object copied into its base: slicing (src/sema/inheritance.ts).
  if (to.kind === 'struct' && e.type.kind === 'struct' && bindsToBase(e.type, to)) return sliceToBase(cx, e, to.info);
  // `A a = 1;`, `f(1)` with `f(A)`: a non-explicit converting constructor (converting-constructors.ts).
  const byConstructor = to.kind === 'struct' ? convertByConstructor(cx, e, to, span, (overloads, templates) => callFunction(cx, { kind: 'functions', overloads, templates }, null, [e], { span }, span)) : null;
  if (byConstructor) return byConstructor;
  // `B* p = &d;`: the same object, seen through its base.
  if (to.kind === 'pointer' && e.type.kind === 'pointer' && bindsToBase(e.type, to)) return make(to, e.span, { kind: 'Convert', operand: e });
  // C++ converts any object pointer to `void*`; ampc's `void*` exists for qsort/bsearch only (void-pointers.ts).
  if (!cx.inAmp && to.kind === 'pointer' && to.pointee.kind === 'void' && e.type.kind === 'pointer' && e.type.pointee.kind !== 'void') {
    cx.diags.error('unsupported', `converting '${typeToString(e.type)}' to 'void *' is not supported by ampc (its 'void *' is a qsort or bsearch comparator's parameter)`, span);
    return errorExpr(e.span);
  }
  cx.diags.error('type-mismatch', `cannot convert '${typeToString(e.type)}' to '${typeToString(to)}'`, span);
  return make(to, e.span, { kind: 'Convert', operand: e });
}

export function toCondition(cx: CheckContext, e: Expr): Expr {
  // `while (in >> x)`, `if (!std::getline(std::cin, s))`: an istream's operator bool, which is
  // explicit: a condition calls it, `bool ok = in;` does not (src/sema/stream-state.ts).
  return istreamAsBool(cx, e, e.span) ?? directNullptrToBool(e, boolType) ?? explicitOperatorBool(cx, e) ?? contextualBool(cx, e) ?? convert(cx, e, boolType);
}

/**
 * `if (p)`, `!p`, `static_cast<bool>(p)` of a std::unique_ptr / shared_ptr (src/library/memory.ts)
 * or a std::function: its operator bool, which is explicit: a condition or a direct-initialization calls it,
 * `bool b = p;` and `return p;` from a bool function do not ([class.conv.fct]/2). Null for other types.
 */
export function explicitOperatorBool(cx: CheckContext, e: Expr): Expr | null {
  if (e.type.kind === 'functionPointer' && e.type.stdFunction) return make(boolType, e.span, { kind: 'Convert', operand: e });
  if (e.type.kind !== 'libraryClass' || !e.type.decl.members(e.type).some((m) => m.name === 'operator bool')) return null;
  return callLibraryMember(cx, e, 'operator bool', [], e.span, e.span);
}

export function checkExpr(cx: CheckContext, e: A.Expr): Expr {
  switch (e.kind) {
    case 'IntLiteral': {
      const type = integerLiteralType(e);
      if (!type) {
        cx.diags.error('literal-range', `integer literal '${e.text}' is too large for any integer type`, e.span);
        return errorExpr(e.span);
      }
      return make(type, e.span, { kind: 'Const', value: type.bits === 64 ? e.value : Number(e.value) });
    }
    case 'FloatLiteral':
      // `1.0L` is a long double, which ampc does not have (resolve-type.ts): its double would be a guess.
      if (/[lL]$/.test(e.text)) cx.diags.error('unsupported', `'${e.text}' is a 'long double' literal, which is not supported by ampc (g++ computes long double in the 80-bit x87 format; ampc would compute it as a double)`, e.span);
      return make(e.isFloat ? floatType : doubleType, e.span, { kind: 'Const', value: e.isFloat ? Math.fround(e.value) : e.value });
    case 'CharLiteral':
      // `L'x'` is a wchar_t.
      return make(e.text.startsWith('L') ? wcharType : charType, e.span, { kind: 'Const', value: e.value });
    case 'StringLiteral':
      return make(stringType, e.span, { kind: 'StringConst', value: e.value });
    case 'BoolLiteral':
      return make(boolType, e.span, { kind: 'Const', value: e.value });
    case 'NullptrLiteral':
      if (cx.inAmp) cx.diags.error('amp-pointer', "'nullptr' is not allowed in restrict(amp) code: it has pointer type", e.span);
      return make({ kind: 'pointer', pointee: voidType }, e.span, { kind: 'Const', value: 0 });
    case 'ThisExpr': {
      // `this->x` and `*this` are the object (thisObject). On the host a pointer to an object is the
      // object itself (object-pointers.ts), so a bare `this` is too: `if (this != &o)`,
      // `static_cast<const Derived*>(this)->f()`, `return this;`. In restrict(amp) code it is not supported.
      const self = cx.currentThis && !cx.inAmp ? objectAddressOf(make(cx.currentThis.type, e.span, { kind: 'VarRef', variable: cx.currentThis }), e.span) : null;
      if (self) return self;
      cx.diags.error('unsupported', cx.currentThis ? "'this' as a pointer value is not supported in restrict(amp) code by ampc (use this->member or *this)" : "'this' can only be used in a non-static member function", e.span);
      return errorExpr(e.span);
    }
    case 'NameExpr':
      return checkName(cx, e.name, e.span);
    case 'MemberExpr':
      return checkMember(cx, e);
    case 'SubscriptExpr':
      return checkSubscript(cx, e);
    case 'CallExpr':
      return inGccArgumentOrder(cx, checkCall(cx, e));
    case 'UnaryExpr':
      return checkUnary(cx, e);
    case 'BinaryExpr':
      return checkBinary(cx, e);
    case 'AssignExpr':
      return checkAssign(cx, e);
    case 'ConditionalExpr': {
      const cond = toCondition(cx, checkExpr(cx, e.cond));
      let then = checkExpr(cx, e.then);
      let otherwise = checkExpr(cx, e.otherwise);
      let type = then.type;
      if (isArithmetic(then.type) && isArithmetic(otherwise.type) && !sameType(then.type, otherwise.type)) {
        type = commonArithmeticType(then.type, otherwise.type);
        then = convert(cx, then, type);
        otherwise = convert(cx, otherwise, type);
      }
      // `b ? arr : p`, `b ? arr : arr + 1`: an array operand decays to a pointer to its first
      // element where the other is a pointer, or an array of another type (C++ converts both).
      const decays = (x: Expr, y: Expr) => x.type.kind === 'array' && (y.type.kind === 'pointer' || (y.type.kind === 'array' && !sameType(x.type, y.type)));
      if (decays(then, otherwise) || decays(otherwise, then)) {
        if (then.type.kind === 'array') then = convert(cx, then, { kind: 'pointer', pointee: then.type.element });
        if (otherwise.type.kind === 'array') otherwise = convert(cx, otherwise, { kind: 'pointer', pointee: otherwise.type.element });
        type = then.type;
        if (then.type.kind === 'pointer' && otherwise.type.kind === 'pointer' && !sameType(then.type, otherwise.type)) {
          cx.diags.error('operand-type', `incompatible operand types ('${typeToString(then.type)}' and '${typeToString(otherwise.type)}') in a conditional expression`, e.span);
          return errorExpr(e.span);
        }
      }
      // `b ? p : nullptr`: the null constant takes the pointer's type (a host pointer to scalars is `null`).
      const isNull = (x: Expr) => x.kind === 'Const' && (x.value === 0 || x.value === 0n) && (x.type.kind === 'int' || x.type.kind === 'pointer');
      if (then.type.kind === 'pointer' && isNull(otherwise)) otherwise = convert(cx, otherwise, then.type);
      else if (otherwise.type.kind === 'pointer' && isNull(then)) {
        type = otherwise.type;
        then = convert(cx, then, type);
      }
      // Folded here with C++ semantics: WGSL would evaluate a constant select() itself, and it
      // rejects overflow in constant expressions where C++ wraps.
      if (cond.kind === 'Const') return cond.value ? then : otherwise;
      return make(type, e.span, { kind: 'Conditional', cond, then, otherwise });
    }
    case 'CastExpr': {
      const target = resolveTypeRef(cx, e.type).type;
      // `(void)expr`'s value is discarded, as an expression statement's is.
      const operand = checkExpr(cx, target.kind === 'void' ? markDiscarded(e.operand) : e.operand);
      if (e.style === 'dynamic_cast' && cx.inAmp) {
        cx.diags.error('amp-rtti', "'dynamic_cast' is not allowed in restrict(amp) code", e.span);
        return errorExpr(e.span);
      }
      if (operand.type.kind === 'error' || target.kind === 'error') return errorExpr(e.span);
      // `(void)expr` (NDEBUG's assert, unused-value idioms): evaluated for its effects only.
      if (target.kind === 'void') return operand.kind === 'Const' ? make(voidType, e.span, { kind: 'Const', value: 0 }) : operand;
      if (cx.inAmp && ((target.kind === 'pointer' && operand.type.kind !== 'pointer' && operand.type.kind !== 'array') || (operand.type.kind === 'pointer' && target.kind !== 'pointer'))) {
        cx.diags.error('amp-pointer-cast', `cast from '${typeToString(operand.type)}' to '${typeToString(target)}' is not allowed in restrict(amp) code`, e.span);
        return errorExpr(e.span);
      }
      // `static_cast<double>(m)`, `(int)m` of a class with a conversion function, explicit ones
      // included: direct-initialisation (conversion-functions.ts). A class target is constructed.
      if (operand.type.kind === 'struct' && (target.kind !== 'struct' || !convertsByConstructor(operand.type, target.info)) && e.style !== 'reinterpret_cast' && e.style !== 'dynamic_cast' && e.style !== 'const_cast') {
        const byFunction = convertByConversionFunction(cx, operand, target, e.span, 'direct');
        if (byFunction) return byFunction;
      }
      // `static_cast<Color>(i)`, `(Color)i`: an explicit conversion makes an enum (enums.ts).
      const enumCast = castToEnum(operand, target, (x) => convert(cx, enumValue(x), intType, e.span));
      if (enumCast) return enumCast;
      // `static_cast<bool>(p)` of a smart pointer: its explicit operator bool.
      const explicitBool = target.kind === 'bool' ? explicitOperatorBool(cx, operand) : null;
      if (explicitBool) return explicitBool;
      // `static_cast<int>(E::A)`: an explicit conversion takes an enum's value, a scoped one's too.
      if (isArithmetic(target) && isArithmetic(operand.type)) return convert(cx, enumValue(operand), target, e.span);
      const nullptrToBool = directNullptrToBool(operand, target);
      if (nullptrToBool) return nullptrToBool;
      const shortVectorCast = castShortVector(cx, operand, target, e.span);
      if (shortVectorCast) return shortVectorCast;
      if (target.kind === 'int' && operand.type.kind === 'int') return convert(cx, operand, target, e.span);
      if (sameType(target, operand.type)) return operand;
      if (target.kind === 'int' && operand.kind === 'Const') return convert(cx, operand, target);
      // A class's conversion to its base (`static_cast<extent<2>>(tiled)`).
      if (target.kind === 'extent' && operand.type.kind === 'tiledExtent') return convert(cx, operand, target, e.span);
      if (e.style === 'dynamic_cast' && cx.inAmp) {
        cx.diags.error('amp-rtti', "'dynamic_cast' is not allowed in restrict(amp) code", e.span);
        return errorExpr(e.span);
      }
      // `static_cast<const char*>(ok ? "passed" : "failed")`: the implicit conversion of a literal.
      const literal = convertStringLiteral(cx, operand, target);
      if (literal) return literal;
      // A qsort/bsearch comparator's `(const T*)a` (void-pointers.ts).
      const fromVoid = castFromVoidPointer(cx, operand, target, e.span);
      if (fromVoid) return fromVoid;
      // `static_cast<bool>(in >> x)`: an istream's explicit operator bool (src/sema/stream-state.ts).
      const istream = target.kind === 'bool' ? istreamAsBool(cx, operand, e.span) : null;
      if (istream) return istream;
      // `static_cast<A>(1)`, `(A)x`: direct-initialisation, by any constructor of A (explicit ones too).
      if (target.kind === 'struct') return construct(cx, target, [operand], e.span);
      // `(int*)v.data()`: the implicit conversion `int* p = v.data();` makes, which a cast may make too.
      const data = !cx.inAmp && target.kind === 'pointer' && e.style !== 'reinterpret_cast' ? vectorDataPointer(operand, target) : null;
      if (data) return data;
      // `static_cast<const Derived*>(this)` (CRTP), `(Base*)d`: on the host a pointer to an object is the object.
      const classPointer = !cx.inAmp && (e.style === 'static_cast' || e.style === 'c') ? castClassPointer(cx, operand, target, e.span) : null;
      if (classPointer) return classPointer;
      cx.diags.error('invalid-cast', `cannot cast '${typeToString(operand.type)}' to '${typeToString(target)}'`, e.span);
      return errorExpr(e.span);
    }
    case 'ConstructExpr': {
      const type = resolveTypeRef(cx, e.type).type;
      const args = e.args.map((a) => checkExpr(cx, a));
      if (e.braces) return listInitialize(cx, type, args, e.span) ?? errorExpr(e.span);
      return inGccArgumentOrder(cx, construct(cx, type, args, e.span));
    }
    case 'SizeofExpr':
      return checkSizeof(cx, e);
    case 'NoexceptExpr':
      return checkNoexceptOperator(cx, e);
    case 'MemberPointerExpr':
      return checkMemberPointerExpr(cx, e);
    case 'NewExpr': {
      const type = resolveTypeRef(cx, e.type).type;
      if (cx.inAmp) {
        cx.diags.error('amp-new-delete', "'new' is not allowed in restrict(amp) code", e.span);
        return errorExpr(e.span);
      }
      // `new T[n]` of a scalar type (src/sema/host-pointers.ts).
      if (e.arraySize && type.kind !== 'struct') return newScalarArray(cx, type, countArg(cx, checkExpr(cx, e.arraySize)), e.span);
      // `new S[n]` (and `new S[n]()`): n objects, each built by the default constructor (runtime/object-blocks.ts).
      if (e.arraySize && (e.args ?? []).length === 0) {
        const count = countArg(cx, checkExpr(cx, e.arraySize));
        const element = construct(cx, type, [], e.span);
        if (element.type.kind === 'error') return element;
        return make({ kind: 'pointer', pointee: type }, e.span, { kind: 'Library', op: 'pointer.newObjects', receiver: null, args: [count, element] });
      }
      // `new std::vector<int>(n)`, `new array<float, 1>(e)`: the object, built as `T(args)` is; the pointer is that object.
      if (!e.arraySize && isHostObject(type) && type.kind !== 'struct' && !ownsResource(type)) {
        const object = construct(cx, type, (e.args ?? []).map((a) => checkExpr(cx, a)), e.span);
        if (object.type.kind === 'error') return object;
        return make({ kind: 'pointer', pointee: type }, e.span, { kind: 'AddressOf', operand: object });
      }
      if (type.kind !== 'struct' || e.arraySize) {
        cx.diags.error('unsupported', e.arraySize
          ? `'new ${typeToString(type)}[n]' with initializers for its elements is not supported by ampc (without them each element is default-constructed)`
          : `'new ${typeToString(type)}' is not supported by ampc; only 'new S(...)' of a class, and 'new T[n]' of a class or a scalar type`, e.span);
        return errorExpr(e.span);
      }
      // The object is built as `S(args)` would be (its constructor runs); the pointer is that object on the host.
      const object = construct(cx, type, (e.args ?? []).map((a) => checkExpr(cx, a)), e.span);
      const pointer: Type = { kind: 'pointer', pointee: type };
      if (object.kind === 'Construct') return make(pointer, e.span, { kind: 'New', args: object.args });
      if (object.kind === 'Call' && object.callee.member?.kind === 'constructor') return { ...object, type: pointer };
      if (object.type.kind !== 'error') cx.diags.error('unsupported', `'new ${typeToString(type)}' copying another object is not supported by ampc`, e.span);
      return errorExpr(e.span);
    }
    case 'DeleteExpr': {
      if (cx.inAmp) {
        cx.diags.error('amp-new-delete', "'delete' is not allowed in restrict(amp) code", e.span);
        return errorExpr(e.span);
      }
      // Freeing memory is invisible on the host (the GC reclaims the object); running destructors is not.
      const operand = checkExpr(cx, e.operand);
      // A class with a virtual destructor: the object's own class is destroyed, whichever derives
      // from the pointer's ([expr.delete]/3), by the object's `destroyObject` method (emit-host.ts).
      if (!e.isArray && operand.type.kind === 'pointer' && operand.type.pointee.kind === 'struct' && hasVirtualDestructor(operand.type.pointee.info)) {
        return make(voidType, e.span, { kind: 'Library', op: 'pointer.deleteVirtualObject', receiver: null, args: [operand] });
      }
      if (!e.isArray && operand.type.kind === 'pointer' && operand.type.pointee.kind === 'struct' && deleteWithoutDestructor(cx, operand.type.pointee.info)) {
        return make(voidType, e.span, { kind: 'Convert', operand });
      }
      // A container or C++ AMP array: destroying it is freeing its memory, which the GC does.
      if (!e.isArray && operand.type.kind === 'pointer' && isHostObject(operand.type.pointee) && operand.type.pointee.kind !== 'struct' && !ownsResource(operand.type.pointee)) {
        return make(voidType, e.span, { kind: 'Convert', operand });
      }
      // A class whose destruction runs code, and no class derives from it: its destructors run (emit-host.ts).
      if (!e.isArray && operand.type.kind === 'pointer' && operand.type.pointee.kind === 'struct' && deleteRunsDestructor(cx, operand.type.pointee.info)) {
        const dtor = destructorOf(operand.type.pointee.info);
        if (dtor && !dtor.restriction.cpu) cx.diags.error('cpu-call-amp', `the destructor of '${operand.type.pointee.info.name}' is restrict(amp) only and cannot run in host code`, e.span);
        return make(voidType, e.span, { kind: 'Library', op: 'pointer.deleteObject', receiver: null, args: [operand] });
      }
      // `delete[] p` of what `new S[n]` made: its objects are destroyed, last first (the static type's destructors).
      if (e.isArray && operand.type.kind === 'pointer' && operand.type.pointee.kind === 'struct') {
        const dtor = destructorOf(operand.type.pointee.info);
        if (dtor && !dtor.restriction.cpu) cx.diags.error('cpu-call-amp', `the destructor of '${operand.type.pointee.info.name}' is restrict(amp) only and cannot run in host code`, e.span);
        return make(voidType, e.span, { kind: 'Library', op: 'pointer.deleteObjects', receiver: null, args: [operand] });
      }
      // Scalars have no destructors: `delete[] p` of what `new T[n]` made only frees memory.
      if (operand.type.kind === 'pointer' && isHostPointee(operand.type.pointee)) return make(voidType, e.span, { kind: 'Library', op: 'pointer.delete', receiver: null, args: [operand] });
      if (operand.type.kind !== 'error') cx.diags.error('unsupported', `'${e.isArray ? 'delete[]' : 'delete'}' of '${typeToString(operand.type)}' is not supported by ampc (only of a pointer to scalars, to an object whose class has a virtual destructor, or to one object of a class from which no class with a destructor derives)`, e.span);
      return errorExpr(e.span);
    }
    case 'TypeidExpr':
      cx.diags.error(cx.inAmp ? 'amp-rtti' : 'unsupported', "'typeid' is not allowed in restrict(amp) code", e.span);
      return errorExpr(e.span);
    case 'InitListExpr':
      return make(voidType, e.span, { kind: 'InitList', elements: e.elements.map((x) => checkExpr(cx, x)) });
    case 'Lambda':
      // A host lambda with captures is a closure (check-lambda.ts). In restrict(amp) code, a capture
      // default that captures nothing is a lambda without captures; a use of an enclosing local in
      // its body is reported there (checkName).
      if (e.captures.length > 0 && e.restrictions.some((r) => r.name === 'amp')) {
        cx.diags.error('unsupported', 'a restrict(amp) lambda with captures is supported by ampc only as the kernel of parallel_for_each', e.captures[0].span);
        return errorExpr(e.span);
      }
      return checkLambdaValue(cx, e);
  }
}

// ------------------------------------------------------------------ names

export function lastPart(name: A.QualifiedName): string {
  return name.parts[name.parts.length - 1];
}

function checkName(cx: CheckContext, name: A.QualifiedName, span: Span): Expr {
  const limit = numericLimitExpr(cx, name, span);
  if (limit) return limit;
  const id = lastPart(name);
  if (name.parts.length > 1) {
    // `float_4::size`: a short vector's static constant.
    const vector = qualifierShortVector(cx, name);
    const constant = vector ? shortVectorMembers.constant(vector, id) : undefined;
    if (constant) return make(constant.type, span, { kind: 'Const', value: constant.value });
    // `S<int>::value`: a static constant member.
    const owner = qualifierClass(cx, name);
    if (owner === 'error') return errorExpr(span);
    const member = owner ? classMember(owner, id) : undefined;
    if (member?.kind === 'variable') {
      checkDataMemberAccess(cx, owner!, id, span);
      return variableRef(cx, member.variable, false, span);
    }
    // `S::f` as a value: the address of a static member function (function-pointers.ts).
    const functions = owner ? memberFunctionsNamed(owner, id) : [];
    if (functions.length > 0) return functionValue(cx, { kind: 'functions', overloads: functions, templates: [] }, span);
  }
  const found = cx.lookupName(name.parts, name.rooted);
  if (found?.symbol.kind === 'field') {
    // A member named unqualified in a member function: `x` is `this->x`.
    if (!cx.currentThis) {
      cx.diags.error('member-access', `'${id}' is a non-static data member: a static member function has no object`, span);
      return errorExpr(span);
    }
    const member = found.symbol;
    if (memberWithoutObject(cx, member.owner, { kind: 'field', name: member.name }, span)) return errorExpr(span);
    checkDataMemberAccess(cx, member.owner, member.name, span); // a base's private field
    const self = make(cx.currentThis.type, span, { kind: 'VarRef', variable: cx.currentThis });
    // A member of an anonymous union, through the union (anonymous-unions.ts).
    const field = member.owner.fields.find((f) => f.name === member.name);
    if (!field) return anonymousMemberAccess(self, member.owner, member.name, span)!;
    return make(field.type, span, { kind: 'Field', object: self, field: field.name });
  }
  if (found?.symbol.kind === 'variable') {
    const v = found.symbol.variable;
    // A local class's members may read the enclosing function's constants, and no other of its locals (local-classes.ts).
    const enclosing = enclosingAutomatic(cx, id, v, span);
    if (enclosing === 'error') return errorExpr(span);
    if (enclosing === 'constant') return make(v.type, span, { kind: 'Const', value: v.constValue! });
    // A lambda that captures nothing can still name constants of its enclosing function ([expr.prim.lambda.capture]).
    if (found.outsideValueLambda && (v.storage === 'local' || v.storage === 'param') && v.constValue === null) {
      // Host lambdas that capture: the variable the closure reads (check-lambda.ts).
      const captured = closureCapture(cx, v, span);
      if (captured === 'error') return errorExpr(span);
      if (captured) return variableRef(cx, captured, found.outsideLambda, span);
      if (cx.valueLambdaCaptures) cx.diags.error('unsupported', `capturing '${v.name}' in a restrict(amp) lambda is supported by ampc only in the kernel of parallel_for_each`, span, [{ message: `'${v.name}' declared here`, span: v.span }]);
      else cx.diags.error('capture-missing', `variable '${v.name}' cannot be used in the lambda because it is not captured`, span, [{ message: `'${v.name}' declared here`, span: v.span }]);
      return errorExpr(span);
    }
    // The lambda's function is emitted on its own: the constant travels as its value.
    if (found.outsideValueLambda && (v.storage === 'local' || v.storage === 'param')) return make(v.type, span, { kind: 'Const', value: v.constValue! });
    return variableRef(cx, v, found.outsideLambda, span);
  }
  // A function used as a value (`fp = Add`): its address (function-pointers.ts).
  if (found?.symbol.kind === 'functions') return functionValue(cx, found.symbol, span, name.templateArgs);
  // `accelerator::cpu_accelerator`: a static constant of a library class.
  const owningClass = !found && name.parts.length >= 2 ? lookupLibraryClass(name.parts.slice(0, -1)) : undefined;
  const constant = owningClass?.staticConstants?.find((c) => c.name === id);
  if (constant) return make(stringType, span, { kind: 'StringConst', value: constant.value });
  // `std::ios::fixed`, `std::ios_base::floatfield`: fmtflags constants (src/library/ostream.ts).
  const flag = !found && name.parts.length >= 2 && iosFlagClasses.has(name.parts[name.parts.length - 2]) ? iosFlagValues.get(id) : undefined;
  if (flag !== undefined) return make(fmtflagsType, span, { kind: 'Const', value: flag });
  if (id === 'cout' || id === 'cerr' || id === 'wcout' || id === 'wcerr') return make({ kind: 'ostream' }, span, { kind: 'Stream', name: id });
  if (id === 'cin') return make({ kind: 'istream' }, span, { kind: 'Stream', name: id });
  if (manipulatorNames.has(id)) return make({ kind: 'manipulator' }, span, { kind: 'Manipulator', name: id as ManipulatorName, arg: null });
  if (id === 'STD_OUTPUT_HANDLE') return make(intType, span, { kind: 'Const', value: -11 });
  // `std::string::npos`: size_t(-1), size_t being 64 bits (src/library/string.ts).
  if (id === 'npos' && name.parts[name.parts.length - 2] === 'string') return make(sizeType, span, { kind: 'Const', value: stringNpos });
  const functionName = predefinedFunctionName(cx, id, span);
  if (functionName) return functionName;
  // `std::is_base_of<B, D>::value`: the unsupported name may be a qualifier.
  const unsupported = name.parts.findIndex((p) => isUnsupportedLibraryName(p));
  if (unsupported >= 0) {
    cx.diags.error('unsupported-library', `'${name.parts.slice(0, unsupported + 1).join('::')}' is not supported by ampc`, span);
    return errorExpr(span);
  }
  // `::toupper` as a value: the address of a function calling the library's (library-function-values.ts).
  const libraryFunction = libraryFunctionValue(cx, name, span);
  if (libraryFunction) return libraryFunction;
  if (isInLibraryNamespace(name.parts)) {
    cx.diags.error('unsupported-library', `'${name.parts.join('::')}' is not supported by ampc`, span);
    return errorExpr(span);
  }
  cx.diags.error('undeclared', `use of undeclared identifier '${name.parts.join('::')}'`, span);
  return errorExpr(span);
}

function variableRef(cx: CheckContext, v: Variable, outsideLambda: boolean, span: Span): Expr {
  if (v.storage === 'constant' && v.constValue !== null) return make(v.type, span, { kind: 'Const', value: v.constValue });
  const k = cx.currentKernel;
  if (outsideLambda && k && v.storage !== 'global') {
    if (v.constValue !== null) return make(v.type, span, { kind: 'Const', value: v.constValue });
    captureVariable(cx, v, span);
  }
  if (cx.inAmp && v.storage === 'global') {
    if (v.constValue !== null) return make(v.type, span, { kind: 'Const', value: v.constValue });
    cx.diags.error('amp-global', `restrict(amp) code cannot use the global variable '${v.name}'`, span, [{ message: `'${v.name}' declared here`, span: v.span }]);
  }
  if (k && v === k.kernel.indexParam) return make(v.type, span, { kind: 'ThreadIndex', part: 'global' });
  return make(v.type, span, { kind: 'VarRef', variable: v });
}

function captureVariable(cx: CheckContext, v: Variable, span: Span): void {
  const k = cx.currentKernel!;
  if (k.captureByOuter.has(v)) return;
  const explicit = k.explicitCaptures.find((c) => c.name === v.name);
  const byReference = explicit ? explicit.byReference : k.captureDefault === '&';
  if (!explicit && k.captureDefault === null) {
    cx.diags.error('capture-missing', `variable '${v.name}' cannot be used in the kernel because it is not captured`, span, [
      { message: 'add it to the capture list, or capture everything by value with [=]' },
    ]);
  }
  const isBuffer = v.type.kind === 'arrayView' || v.type.kind === 'ampArray' || v.type.kind === 'texture';
  // C++ AMP captures a texture by reference and its views by value, as array and array_view.
  const byReferenceOnly = v.type.kind === 'ampArray' || (v.type.kind === 'texture' && v.type.access === 'texture');
  if (v.type.kind === 'texture' && byReferenceOnly !== byReference) {
    cx.diags.error('capture-by-reference', `'${v.name}' of type '${typeToString(v.type)}' must be captured by ${byReferenceOnly ? 'reference' : 'value'}`, explicit?.span ?? span, [
      { message: `'${v.name}' declared here`, span: v.span },
    ]);
  } else if (v.type.kind === 'texture') {
    // checked above
  } else if (v.type.kind === 'ampArray' && !byReference) {
    cx.diags.error('capture-array-by-value', `concurrency::array '${v.name}' must be captured by reference`, span, [{ message: `capture it as [&${v.name}] or [=, &${v.name}]` }]);
  } else if (byReference && v.type.kind !== 'ampArray') {
    cx.diags.error('capture-by-reference', `'${v.name}' is captured by reference; restrict(amp) lambdas capture only concurrency::array by reference`, explicit?.span ?? span, [
      { message: `'${v.name}' declared here`, span: v.span },
    ]);
  }
  if (!rejectPolymorphicInAmp(cx, v.name, v.type, span, 'is captured by the kernel, and has type')) {
    // reported: objects with virtual functions stay on the host
  } else if (v.type.kind === 'pointer') {
    cx.diags.error('amp-pointer-capture', `'${v.name}' is a pointer; a kernel cannot capture pointers`, span, [{ message: `'${v.name}' declared here`, span: v.span }]);
  } else if (referenceMemberOf(v.type)) {
    cx.diags.error('amp-pointer-in-struct', `'${v.name}' has a reference member ('${referenceMemberOf(v.type)}'); a kernel cannot capture references`, span, [{ message: `'${v.name}' declared here`, span: v.span }]);
  } else if (hasPointerField(v.type)) {
    cx.diags.error('amp-pointer-in-struct', `'${v.name}' has a pointer member; a kernel cannot capture pointers`, span, [{ message: `'${v.name}' declared here`, span: v.span }]);
  } else if (!isBuffer && viewsInArrayMember(v.type)) {
    // Valid C++ AMP: a view in a kernel must be known statically, and an element is chosen at run time.
    cx.diags.error('unsupported', `'${v.name}' of type '${typeToString(v.type)}' holds array_views in an array member; capturing it is not supported by ampc`, span);
  } else if (isCapturedCArray(v.type) && capturedCArrayValues(v.type) > maxCapturedCArrayValues) {
    // Each value is a uniform field, rebuilt into an array in the kernel: thousands make shaders compile for minutes.
    cx.diags.error('unsupported', `'${v.name}' holds ${capturedCArrayValues(v.type)} values; capturing a C array of more than ${maxCapturedCArrayValues} values is not supported by ampc`, span, [
      { message: 'pass it in an array_view instead' },
    ]);
  } else if (!isBuffer && !isUniformCapturable(v.type) && !isCapturedCArray(v.type)) {
    cx.diags.error('capture-type', `'${v.name}' of type '${typeToString(v.type)}' cannot be captured by a kernel`, span);
  }
  k.captureByOuter.set(v, { outer: v, kind: v.type.kind === 'texture' ? 'texture' : isBuffer ? 'buffer' : 'uniform', byReference });
  k.kernel.captures.push(k.captureByOuter.get(v)!);
}

/**
 * Values a kernel can receive in its uniform block: 32-bit scalars, short vectors, extents/indices (a
 * tiled_extent as its extent), and structs of those. A C array of them (`isUniformArrayMember`) travels too,
 * captured bare or as a member: element by element, as the members of a struct.
 */
function isUniformCapturable(t: Type): boolean {
  // A view member is captured as a view of its own (src/sema/struct-views.ts).
  if (t.kind === 'struct') return !t.info.isUnion && t.info.fields.every((f) => f.type.kind === 'arrayView' || isUniformCapturable(f.type) || isUniformArrayMember(f.type));
  return (t.kind === 'int' && t.bits === 32) || t.kind === 'float' || t.kind === 'bool' || t.kind === 'extent' || t.kind === 'index' || t.kind === 'tiledExtent' || t.kind === 'shortVector';
}

/** A class with an array (in a member, at any depth) of class objects holding views. */
function viewsInArrayMember(t: Type): boolean {
  if (t.kind !== 'struct') return false;
  return t.info.fields.some((f) => {
    let e = f.type;
    while (e.kind === 'array') e = e.element;
    return (e !== f.type && hasViewFields(e)) || viewsInArrayMember(e);
  });
}

/** A C array captured bare (`float w[5][5]`): of 32-bit ints and floats, or short vectors of them; its elements travel as an array member's. */
function isCapturedCArray(t: Type): boolean {
  if (t.kind !== 'array' || t.length === null) return false;
  const e = t.element;
  if (e.kind === 'shortVector') return e.scalar === 'int' || e.scalar === 'uint' || e.scalar === 'float';
  return (e.kind === 'int' && e.bits === 32) || (e.kind === 'float' && e.bits === 32) || isCapturedCArray(e);
}

/** The most scalar values a captured C array may hold (a 16x16 table). */
const maxCapturedCArrayValues = 256;

function capturedCArrayValues(t: Type): number {
  if (t.kind === 'array') return (t.length ?? 0) * capturedCArrayValues(t.element);
  return t.kind === 'shortVector' ? t.length : 1;
}

/** An array member of a captured class (`float coef[3];`): its elements travel one uniform field each; not of views. */
function isUniformArrayMember(t: Type): boolean {
  if (t.kind !== 'array' || t.length === null) return false;
  const e = t.element;
  if (e.kind === 'array') return isUniformArrayMember(e);
  if (e.kind === 'struct' && hasViewFields(e)) return false;
  return e.kind !== 'tiledExtent' && isUniformCapturable(e);
}

function hasPointerField(t: Type): boolean {
  return t.kind === 'struct' && t.info.fields.some((f) => f.type.kind === 'pointer' || hasPointerField(f.type));
}

// ------------------------------------------------------------------ members

const threadIndexParts: Record<string, 'global' | 'local' | 'tile' | 'tileOrigin'> = {
  global: 'global', local: 'local', tile: 'tile', tile_origin: 'tileOrigin',
};

/**
 * A host pointer to a class object cast to a pointer to its base (the implicit conversion) or to a
 * class derived from it (`static_cast<D*>(b)`: C++ leaves it undefined unless `*b` is a D, so the
 * object itself is the result). Null where the classes are not so related.
 */
function castClassPointer(cx: CheckContext, operand: Expr, target: Type, span: Span): Expr | null {
  const from = operand.type;
  if (from.kind !== 'pointer' || target.kind !== 'pointer' || from.pointee.kind !== 'struct' || target.pointee.kind !== 'struct') return null;
  if (isDerivedFrom(from.pointee.info, target.pointee.info)) return convert(cx, operand, target, span);
  if (isDerivedFrom(target.pointee.info, from.pointee.info)) return make(target, span, { kind: 'Convert', operand });
  return null;
}

/** `this->…` and `*this`: the object of the member function being checked. */
export function thisObject(cx: CheckContext, e: A.Expr): Expr | null {
  const isThis = e.kind === 'ThisExpr' || (e.kind === 'UnaryExpr' && e.op === 'deref' && e.operand.kind === 'ThisExpr');
  if (!isThis || !cx.currentThis) return null;
  return make(cx.currentThis.type, e.span, { kind: 'VarRef', variable: cx.currentThis });
}

function checkMember(cx: CheckContext, e: Extract<A.Expr, { kind: 'MemberExpr' }>): Expr {
  // In a functor kernel, `this->field` is the field's captured copy, found by name.
  if (e.arrow && e.object.kind === 'ThisExpr' && !cx.currentThis && cx.currentKernel) return checkName(cx, { parts: [e.member], templateArgs: null, span: e.memberSpan }, e.span);
  const self = e.arrow ? thisObject(cx, e.object) : null;
  const object = self ?? checkExpr(cx, e.object);
  const t = object.type;
  if (t.kind === 'error') return object;
  if (e.arrow && !self) {
    // `it->second`: `(*it).second` through the iterator's operator* (library-class.ts).
    const element = t.kind === 'libraryClass' ? libraryUnary(cx, 'deref', object, e.object.span, e.memberSpan) : null;
    if (element) return element.type.kind === 'error' ? element : checkMemberOf(cx, { ...e, arrow: false }, element);
    // `p->first` on a host pointer to a library object (a pair): on the object itself (object-pointers.ts).
    if (!cx.inAmp && isHostObjectPointer(t) && t.pointee.kind !== 'struct') return checkMemberOf(cx, { ...e, arrow: false }, pointedObject(object, e.object.span));
    if (t.kind !== 'pointer') {
      cx.diags.error('member-access', `'->' on a non-pointer of type '${typeToString(t)}'`, e.memberSpan);
      return errorExpr(e.span);
    }
    // In restrict(amp) code `p->f` is `(*p).f`, and `*p` is `p[0]` (src/sema/amp-pointers.ts).
    if (cx.inAmp) return checkMemberOf(cx, e, make(t.pointee, e.object.span, { kind: 'Element', object, index: make(intType, e.object.span, { kind: 'Const', value: 0 }) }));
  }
  return checkMemberOf(cx, e, object);
}

function checkMemberOf(cx: CheckContext, e: Extract<A.Expr, { kind: 'MemberExpr' }>, object: Expr): Expr {
  const t = object.type;
  const base = t.kind === 'pointer' && e.arrow ? t.pointee : t;
  switch (base.kind) {
    case 'struct': {
      const field = base.info.fields.find((f) => f.name === e.member);
      // `d.Base::x`: fields are never hidden (src/sema/inheritance.ts), so it is `d.x` when Base has x.
      if (field && e.qualifier && !qualifiedFieldOk(cx, base.info, e.qualifier, e.member)) {
        cx.diags.error('no-member', `no member named '${e.qualifier}::${e.member}' in '${base.info.name}'`, e.memberSpan);
        return errorExpr(e.span);
      }
      // `t.size` for a static constant member: its value (the object names only the class).
      // `v.i` of a member of an anonymous union of v's class (anonymous-unions.ts).
      const throughUnion = field ? null : anonymousMemberAccess(object, base.info, e.member, e.span);
      if (throughUnion) return checkMemberOf(cx, e, (throughUnion as Expr & { kind: 'Field' }).object);
      const constant = field ? undefined : classMember(base.info, e.member);
      if (constant?.kind === 'variable' || field) checkDataMemberAccess(cx, base.info, e.member, e.memberSpan);
      if (constant?.kind === 'variable') return variableRef(cx, constant.variable, false, e.span);
      if (!field) {
        cx.diags.error('no-member', `no member named '${e.member}' in '${classDisplayName(base.info)}'`, e.memberSpan);
        return errorExpr(e.span);
      }
      // On the host each member is a field of its own: writing one and reading another (g++
      // reinterprets the bytes) would silently read a stale value.
      // On the host a union's members share its bytes where they are scalars (src/sema/unions.ts).
      const unionProblem = cx.inAmp ? null : unionStorageProblem(base.info);
      if (unionProblem) {
        cx.diags.error('unsupported', unionProblem, e.memberSpan);
        return errorExpr(e.span);
      }
      // `q.a` of a class object holding views, in amp code: the view it names (src/sema/struct-views.ts).
      const access = make(field.type, e.span, { kind: 'Field', object, field: e.member }) as Expr & { kind: 'Field' };
      if (rejectAmpBitField(cx, access, e.memberSpan)) return errorExpr(e.span);
      return ampStructField(cx, access) ?? access;
    }
    case 'tiledIndex': {
      const part = threadIndexParts[e.member];
      if (part) return make({ kind: 'index', rank: base.tile.length }, e.span, { kind: 'ThreadIndex', part });
      if (e.member === 'barrier') return make({ kind: 'tileBarrier' }, e.span, { kind: 'Const', value: 0 });
      if (e.member === 'rank') return make(intType, e.span, { kind: 'Const', value: base.tile.length });
      const dim = /^tile_dim([0-2])$/.exec(e.member);
      if (dim && Number(dim[1]) < base.tile.length) return make(intType, e.span, { kind: 'Const', value: base.tile[Number(dim[1])] });
      if (e.member === 'tile_extent') return tileExtent(base.tile, e.span);
      break;
    }
    case 'arrayView':
    case 'ampArray':
      if (e.member === 'extent') return chosenExtentOf(object, base.rank, e.span);
      if (e.member === 'rank') return make(intType, e.span, { kind: 'Const', value: base.rank });
      // array's `accelerator_view` and `associated_accelerator_view` properties read their getters.
      if (base.kind === 'ampArray' && (e.member === 'accelerator_view' || e.member === 'associated_accelerator_view')) {
        return viewMethodCall(cx, object, `get_${e.member}`, [], e.span, e.memberSpan) ?? errorExpr(e.span);
      }
      break;
    case 'texture':
      // The `extent` property is get_extent() (src/sema/check-textures.ts).
      if (e.member === 'extent') return textureCall(cx, object, 'get_extent', [], e.span, e.memberSpan) ?? errorExpr(e.span);
      if (e.member === 'rank') return make(intType, e.span, { kind: 'Const', value: base.rank });
      break;
    case 'extent':
    case 'index':
      if (e.member === 'rank') return make(intType, e.span, { kind: 'Const', value: base.rank });
      break;
    case 'shortVector':
      return shortVectorProperty(cx, object, e.member, e.span, e.memberSpan);
    case 'libraryClass':
      if (base.decl.fields) return libraryField(cx, object, e.member, e.span, e.memberSpan);
      // `acc.description`: Visual C++'s property, its getter's value.
      if (base.decl.properties?.includes(e.member)) return callLibraryMember(cx, object, `get_${e.member}`, [], e.span, e.memberSpan);
      break;
    case 'tiledExtent': {
      if (e.member === 'rank') return make(intType, e.span, { kind: 'Const', value: base.tile.length });
      const dim = /^tile_dim([0-2])$/.exec(e.member);
      if (dim && Number(dim[1]) < base.tile.length) return make(intType, e.span, { kind: 'Const', value: base.tile[Number(dim[1])] });
      if (e.member === 'tile_extent') return tileExtent(base.tile, e.span);
      break;
    }
    default:
      break;
  }
  // Methods are handled by checkCall; a bare method name here is an error.
  cx.diags.error('no-member', `no member named '${e.member}' in '${typeToString(base)}'`, e.memberSpan);
  return errorExpr(e.span);
}

// ------------------------------------------------------------------ subscripts and element access

/**
 * A count or position the host's library takes as a JS number (`new T[n]`, `s[i]`): a size_t
 * (`v.size()`) or another 64-bit integer converts to int, which every valid value fits.
 */
function countArg(cx: CheckContext, e: Expr): Expr {
  const index = toInt(cx, e);
  return index.type.kind === 'int' && index.type.bits === 64 ? convert(cx, index, intType) : index;
}

export function toInt(cx: CheckContext, e: Expr): Expr {
  if (e.type.kind === 'error') return e;
  // `arr[c]` of a class with `operator int()`: the built-in subscript's `std::ptrdiff_t` through it (conversion-functions.ts).
  const converted = e.type.kind === 'struct' ? builtinOperand(cx, e, '[]', e.span) : null;
  if (converted) {
    if (converted.type.kind === 'error' || isIntegral(converted.type)) return converted.type.kind === 'error' ? converted : toInt(cx, converted);
    return convert(cx, converted, { kind: 'int', signed: true, bits: 64, isLong: true });
  }
  if (!isIntegral(e.type)) {
    cx.diags.error('type-mismatch', `index of type '${typeToString(e.type)}' is not an integer`, e.span);
    return e;
  }
  // `v[it - v.begin()]`: an int widened to ptrdiff_t indexes as the int, the same element (ptrdiff.ts).
  const narrow = widenedInteger(e);
  if (narrow) return toInt(cx, narrow);
  return convert(cx, e, promote(e.type).kind === 'int' ? promote(e.type) : intType);
}

export function viewElement(cx: CheckContext, view: Expr, args: Expr[], span: Span): Expr {
  const info = viewInfo(view.type)!;
  if (args.length === 1 && (args[0].type.kind === 'index' || args[0].type.kind === 'tiledIndex')) {
    const idx = args[0];
    const rank = idx.type.kind === 'index' ? idx.type.rank : idx.type.kind === 'tiledIndex' ? idx.type.tile.length : 0;
    if (rank !== info.rank) cx.diags.error('rank-mismatch', `index<${rank}> used on a rank-${info.rank} ${typeToString(view.type)}`, idx.span);
    const index = idx.type.kind === 'tiledIndex' ? make({ kind: 'index', rank }, idx.span, { kind: 'ThreadIndex', part: 'global' }) : idx;
    return make(info.element, span, { kind: 'ViewElement', view, index, components: [] });
  }
  if (args.length !== info.rank) {
    cx.diags.error('rank-mismatch', `${typeToString(view.type)} needs ${info.rank} subscript${info.rank === 1 ? '' : 's'}, got ${args.length}`, span);
    return errorExpr(span);
  }
  // C++ AMP's operator() from components stops at rank 3, as its index constructors do.
  if (info.rank > 3) {
    cx.diags.error('rank-mismatch', `${typeToString(view.type)} has no operator() from ${info.rank} ints (C++ AMP's stop at rank 3): subscript it with an index<${info.rank}>`, span);
    return errorExpr(span);
  }
  // C++ AMP's subscripts take `int`: an unsigned subscript converts.
  const components = args.map((a) => {
    const i = toInt(cx, a);
    return i.type.kind === 'int' && (!i.type.signed || i.type.bits === 64) ? convert(cx, i, intType) : i;
  });
  return make(info.element, span, { kind: 'ViewElement', view, index: null, components });
}

function checkSubscript(cx: CheckContext, e: Extract<A.Expr, { kind: 'SubscriptExpr' }>): Expr {
  const object = checkExpr(cx, e.object);
  const index = checkExpr(cx, e.index);
  const t = object.type;
  if (t.kind === 'error' || index.type.kind === 'error') return errorExpr(e.span);
  checkConstantSubscript(cx, object, index);
  // std::array's `a[i]` is its C array's (std-classes.ts).
  const stdElements = stdArrayElements(object);
  if (stdElements?.type.kind === 'array') return make(stdElements.type.element, e.span, { kind: 'Element', object: stdElements, index: toInt(cx, index) });
  if (t.kind === 'struct') return overloadedOperator(cx, '[]', [object, index], e.span) ?? noOperator(cx, t.info.name, '[]', e.span);
  // `m[k]`: a library class's operator[] (std::map).
  if (t.kind === 'libraryClass') return callLibraryMember(cx, object, 'operator[]', [index], e.span, e.bracketSpan);
  switch (t.kind) {
    case 'arrayView':
    case 'ampArray':
      if (t.rank >= 2 && isIntegral(index.type)) return projection(cx, object, index, e.span);
      return viewElement(cx, object, [index], e.span);
    case 'texture':
      return textureElement(cx, object, [index], e.span);
    case 'array':
      return make(t.element, e.span, { kind: 'Element', object, index: toInt(cx, index) });
    case 'vector':
      if (cx.inAmp) cx.diags.error('amp-type', 'std::vector cannot be used in restrict(amp) code', e.span);
      return make(t.element, e.span, { kind: 'Element', object, index: toInt(cx, index) });
    case 'pointer':
      return make(t.pointee, e.span, { kind: 'Element', object, index: toInt(cx, index) });
    case 'index':
    case 'extent':
      return component(cx, object, t.rank, index, e.span);
    case 'string':
      if (cx.inAmp) cx.diags.error('amp-type', 'std::string cannot be used in restrict(amp) code', e.span);
      return make(charType, e.span, { kind: 'Library', op: 'string.at', receiver: object, args: [countArg(cx, index)] });
    case 'tiledExtent':
      // The base extent's dimension.
      return component(cx, convert(cx, object, { kind: 'extent', rank: t.tile.length }), t.tile.length, index, e.span);
    case 'tiledIndex':
      return component(cx, make({ kind: 'index', rank: t.tile.length }, object.span, { kind: 'ThreadIndex', part: 'global' }), t.tile.length, index, e.span);
    default:
      cx.diags.error('subscript', `type '${typeToString(t)}' cannot be subscripted`, e.span);
      return errorExpr(e.span);
  }
}

function noOperator(cx: CheckContext, className: string, op: string, span: Span): Expr {
  cx.diags.error('no-operator', `no operator${op} in '${className}'`, span);
  return errorExpr(span);
}

/** `std::numeric_limits<T>::member` as a constant, or null when the name is not one. */
export function numericLimitExpr(cx: CheckContext, name: A.QualifiedName, span: Span): Expr | null {
  const n = name.parts.length;
  if (n < 2 || name.parts[n - 2] !== 'numeric_limits') return null;
  const arg = name.qualifierArgs?.[n - 2]?.[0];
  if (!arg || arg.kind !== 'TypeArg') {
    cx.diags.error('template-argument', 'numeric_limits needs a type argument: numeric_limits<T>', span);
    return errorExpr(span);
  }
  const t = resolveTypeRef(cx, arg.type).type;
  if (t.kind === 'error') return errorExpr(span);
  const limit = numericLimit(t, name.parts[n - 1]);
  if (!limit) {
    cx.diags.error('unsupported', `'numeric_limits<${typeToString(t)}>::${name.parts[n - 1]}' is not supported by ampc`, span);
    return errorExpr(span);
  }
  return make(limit.type, span, { kind: 'Const', value: limit.value });
}

/** `tiled_index<D0, D1>::tile_extent` and `tiled_extent<...>::tile_extent`: the tile's shape as an extent. */
export function tileExtent(tile: number[], span: Span): Expr {
  return make({ kind: 'extent', rank: tile.length }, span, { kind: 'MakeExtent', components: tile.map((d) => make(intType, span, { kind: 'Const', value: d })) });
}

/** `idx[d]` / `ext[d]`: a constant `d` outside 0..rank-1 is undefined behaviour in C++; ampc reports it. */
function component(cx: CheckContext, object: Expr, rank: number, index: Expr, span: Span): Expr {
  // index<N>::operator[] takes an int: a floating argument converts as to any int parameter
  // (`t.local[1.5f]` is `t.local[1]`), where a built-in subscript would refuse it.
  const dim = isArithmetic(index.type) && !isIntegral(index.type) ? convert(cx, index, intType) : toInt(cx, index);
  const v = constValue(dim);
  const d = v === null ? null : Number(v);
  if (d !== null && (d < 0 || d >= rank)) {
    cx.diags.error('index-out-of-range', `dimension ${d} is out of range for rank ${rank} (0 to ${rank - 1})`, index.span);
    return errorExpr(span);
  }
  // A constant dimension is a plain int constant for every consumer (`t.local[1e-45f]` is `[0]`).
  const folded = d === null ? dim : make(intType, dim.span, { kind: 'Const', value: d });
  return make(intType, span, { kind: 'Component', object, dim: folded });
}
