/**
 * Calls: user functions (restriction-aware overloads), the library's
 * functions and methods (array_view, extent, vector, iostream manipulators,
 * the Windows console subset, math), and construction of values.
 */
import { widenedOnHost } from './ptrdiff.js';
import { elideAnonymousUnionBraces } from './anonymous-unions.js';
import { rejectBitFieldReference, truncateToBitField } from './bit-fields.js';
import { stdExceptionBaseOf } from './exception-classes.js';
import { directNullptrToBool } from './nullptr-to-bool.js';
import { castToEnum, enumValue } from './enums.js';
import { functionDisplayName } from './function-name.js';
import { isHostObjectPointer, pointedObject } from './object-pointers.js';
import { isThread } from '../library/thread.js';
import { checkThreadArguments } from './std-thread.js';
import { checkFunctionAccess } from './access.js';
import { checkTextureBits, checkTextureCopy, constructTexture, textureCall, textureElement } from './check-textures.js';
import { qualifierClass } from './class-members.js';
import { callThroughPointer } from './function-pointers.js';
import { extentContains, extentContainsSignature } from '../library/index-arithmetic.js';
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { copyRunsUserCode, deletedCopyConstructor } from './copies.js';
import { readsAsIstream, writesAsOstream } from '../library/sstream.js';
import { istreamStateMembers } from '../library/istream-state.js';
import { isStdTie, reportTie } from './tie-comparisons.js';
import { libraryClassNames, lookupIntrinsics, lookupLibraryClass } from '../library/registry.js';
import { copyAsyncIntrinsic } from '../library/accelerator.js';
import { callLibraryMember, constructLibraryClass, libraryClassType, libraryUnary } from './library-class.js';
import { constructShortVector, isDiscarded, markDiscarded, shortVectorMethod } from './check-short-vectors.js';
import { durationCast } from './chrono-cast.js';
import { vectorMember } from './vector-members.js';
import { stdExceptionByName, stdExceptionNames } from '../library/std-exceptions.js';
import { ampExceptionByName, ampExceptionCodeMembers, type AmpExceptionClass, ampExceptionClasses } from '../library/amp-exceptions.js';
import { shortVectorByName } from '../library/short-vectors.js';
import { iteratorCallMismatch, withIteratorRanges } from './iterator-range.js';
import { stringMembers } from '../library/string.js';
import { ostreamFormatMembers } from '../library/ostream.js';
import { getlineCall, stringAppend } from './string-operators.js';
import type { Intrinsic } from '../library/intrinsics.js';
import { checkExpr, convert, errorExpr, explicitOperatorBool, isLValue, thisObject, lastPart, make, numericLimitExpr, tileExtent, manipulatorNames, viewElement, windowsFunctions } from './check-expr.js';
import { isNullPointerConstant, resolveOverload, typedArgument } from './overload.js';
import { chooseByQualification } from './qualification-overloads.js';
import { isBracedList, overloadArgument } from './braced-arguments.js';
import { overloadedOperator } from './overloaded-operators.js';
import { pplParallelForEach } from './ppl-for-each.js';
import { checkKernelLaunch } from './check-kernel.js';
import { callClosure, mayCapture } from './check-lambda.js';
import { makeOwner } from './smart-pointers.js';
import { iteratorStepNames, randomAccessIteratorStep } from './iterator-steps.js';
import { markWrite } from './check-operators.js';
import { checkIntrinsicArgs, checkPointees } from './pointer-args.js';
import { cStringToString, isCString } from './host-pointers.js';
import { knownExtentOf } from './check-stmt.js';
import { indexFromArray, isIntArrayArgument } from './index-from-array.js';
import { checkCopy, constructView, hostPosition, viewMethodCall } from './check-views.js';
import { captureStructArgumentViews } from './struct-views.js';
import { rangeEndThroughPointer, sameContainer } from './iterator-range.js';
import { elementIteratorMember, stringFromIteratorRange } from './element-iterators.js';
import { isReverseIterator, reverseIteratorCall, reverseIteratorMembers, reverseIteratorFrom, reverseIteratorFunctions, reverseIteratorMember, reverseIteratorOf, reverseRangeResult } from './reverse-iterators.js';
import { constValueOf } from './const-eval.js';
import type { CheckContext, Symbol } from './context.js';
import { constPointeeForMutableParameter, defineInstanceBody, instantiateForCall } from './templates.js';
import { chooseByTemplates } from './partial-ordering.js';
import { templateCandidateSignature } from './template-candidates.js';
import { bindsToBase, checkNotAbstract, memberFunctionsNamed, qualifyingClass, virtualSlotOf } from './inheritance.js';
import { callMemberPointer } from './member-pointers.js';
import { aggregateConstructor, constructorTemplates, memberForDerived, memberTemplatesNamed } from './check-class.js';
import type { Expr, ExprNode, FunctionInfo, LibraryOp, ManipulatorName, Variable } from './program.js';
import { namedType } from './resolve-type.js';
import { classElementAlgorithm, forEachFunctionObject, stdMinMax, unusableOutputResult } from './std-algorithms.js';
import { functionalCall } from './std-bind.js';
import { isReferenceWrapper, referredObject } from './reference-wrapper.js';
import { convertStdPair, elideStdArrayBraces, stdArrayMember, stdArrayRangeArgs, stdGet, stdSwap } from './std-classes.js';
import { initializerListMember, vectorOfList } from './initializer-lists.js';
import {
  boolType, charType, doubleType, floatType, intType, isArithmetic, isIntegral, sameType, sizeType, stringType, typeToString, uintType, viewInfo, voidType, type Type,
} from './types.js';
import { enclosingAutomatic, memberWithoutObject } from './local-classes.js';
import { convertByConversionFunction } from './conversion-functions.js';
import { callsReferenceReturningLambda } from './reference-returns.js';

function checkArgs(cx: CheckContext, args: A.Expr[]): Expr[] {
  return args.map((a) => checkExpr(cx, a));
}

export function checkCall(cx: CheckContext, e: Extract<A.Expr, { kind: 'CallExpr' }>): Expr {
  const callee = e.callee;
  if (callee.kind === 'NameExpr') {
    const limit = numericLimitExpr(cx, callee.name, e.span);
    if (limit) {
      if (e.args.length > 0) cx.diags.error('call-arity', `'${callee.name.parts.join('::')}' takes no arguments`, e.span);
      return limit;
    }
    const id = lastPart(callee.name);
    // std::tie other than `std::tie(a, b) = x` and comparisons (src/sema/tie-comparisons.ts).
    if (id === 'tie' && isStdTie(cx, e)) return reportTie(cx, e);
    // `std::get<I>(t)`, and `std::begin(a)`/`std::end(a)` of a std::array (std-classes.ts).
    const element = id === 'get' ? stdGet(cx, callee, e.args, e.span) : id === 'swap' ? stdSwap(cx, callee, e.args, e.span)
      : id === 'min' || id === 'max' || id === 'minmax' ? stdMinMax(cx, callee, e.args, e.span) : null;
    if (element) return element;
    const stdArrayRange = stdArrayRangeArgs(cx, id, e.args);
    if (stdArrayRange) return checkCall(cx, { ...e, args: stdArrayRange });
    const found = cx.lookupName(callee.name.parts, callee.name.rooted);
    // `S::f(args)`, `S<int>::f(args)`: a static member function (or, inside S's member functions, any member of S).
    const owner = qualifierClass(cx, callee.name);
    if (owner === 'error') return errorExpr(e.span);
    if (owner) {
      const members = memberFunctionsNamed(owner, id);
      const templates = memberTemplatesNamed(owner, id);
      // Qualified: `B::f()` calls B's f itself, never an override (no virtual dispatch).
      if (members.length > 0 || templates.length > 0) return callFunction(cx, { kind: 'functions', overloads: members, templates }, callee.name.templateArgs, checkArgs(cx, e.args), e, callee.span, null, true);
    }
    if (found?.symbol.kind === 'functions') return callFunction(cx, found.symbol, callee.name.templateArgs, checkArgs(cx, e.args), e, callee.span);
    // A lambda that captures nothing, called by name: its function, without touching the variable
    // (which a kernel would otherwise try to capture).
    if (found?.symbol.kind === 'variable' && found.symbol.variable.type.kind === 'lambda' && found.symbol.variable.type.fn && !found.symbol.variable.type.fn.closure) {
      const v = found.symbol.variable;
      if (enclosingAutomatic(cx, id, v, callee.span) === 'error') return errorExpr(e.span);
      if (found.outsideValueLambda && (v.storage === 'local' || v.storage === 'param') && !mayCapture(cx, v)) {
        cx.diags.error('capture-missing', `variable '${v.name}' cannot be used in the lambda because it is not captured`, callee.span, [{ message: `'${v.name}' declared here`, span: v.span }]);
        return errorExpr(e.span);
      }
      return callFunction(cx, { kind: 'functions', overloads: [found.symbol.variable.type.fn], templates: [] }, null, checkArgs(cx, e.args), e, callee.span);
    }
    if (found?.symbol.kind === 'struct' || found?.symbol.kind === 'typedef' || found?.symbol.kind === 'classTemplate' || isLibraryTypeName(id) && !found) {
      const type = namedType(cx, callee.name);
      return construct(cx, type, isThread(type) ? checkThreadArguments(cx, e.args) : checkArgs(cx, e.args), e.span);
    }
    if (!found) {
      // `<ppl.h>`'s parallel_for_each(first, last, f) or C++ AMP's kernel launch (ppl-for-each.ts).
      if (id === 'parallel_for_each') return pplParallelForEach(cx, e) ?? checkKernelLaunch(cx, e);
      if (manipulatorNames.has(id)) {
        const args = checkArgs(cx, e.args).map((a) => convert(cx, a, intType));
        return make({ kind: 'manipulator' }, e.span, { kind: 'Manipulator', name: id as ManipulatorName, arg: args[0] ?? null });
      }
      if (windowsFunctions.has(id)) {
        if (cx.inAmp) cx.diags.error('amp-call', `'${id}' cannot be called from restrict(amp) code`, callee.span);
        return make(id === 'GetStdHandle' ? { kind: 'opaque', name: 'HANDLE' } : boolType, e.span, { kind: 'Library', op: `windows.${id}` as LibraryOp, receiver: null, args: checkArgs(cx, e.args) });
      }
    }
    if (!found && id === 'copy' && !callee.name.parts.includes('std')) {
      const args = checkArgs(cx, e.args);
      const copy = checkTextureCopy(cx, args, e.span, callee.span) ?? checkCopy(cx, args, e.span, callee.span);
      if (copy) return copy;
    }
    if (!found && id === 'copy_async') {
      // The copy that `copy` would do, started now, with a completion_future for it.
      const args = checkArgs(cx, e.args);
      const copy = checkCopy(cx, args, e.span, callee.span);
      if (!copy) {
        cx.diags.error('no-matching-function', `no matching function for call to 'copy_async(${args.map((a) => typeToString(a.type)).join(', ')})': it copies to or from an array or an array_view`, callee.span);
        return errorExpr(e.span);
      }
      if (copy.type.kind === 'error') return copy;
      return make(copyAsyncIntrinsic.signatures[0].result, e.span, { kind: 'Intrinsic', intrinsic: copyAsyncIntrinsic, signature: copyAsyncIntrinsic.signatures[0], args: [copy] });
    }
    if (!found && id === 'duration_cast') return durationCast(cx, callee.name, checkArgs(cx, e.args), e.span);
    if (!found && (id === 'make_unique' || id === 'make_shared')) return makeOwner(cx, callee.name, checkArgs(cx, e.args), e.span);
    // `std::rbegin(v)`, `std::make_reverse_iterator(it)` (reverse-iterators.ts).
    if (!found && reverseIteratorFunctions.has(id)) {
      const reverse = reverseIteratorCall(cx, id, e.args, e.span, callee.span);
      if (reverse) return reverse;
    }
    // `std::next(it)`, `std::distance(v.begin(), it)` on vector and array iterators: pointer arithmetic (iterator-steps.ts).
    if (!found && iteratorStepNames.has(id)) {
      const step = randomAccessIteratorStep(cx, id, e.args, e.span, callee.span);
      if (step) return step;
    }
    // `accelerator::get_all()`: a static member function of a library class.
    // Also through a typedef of the class (`typedef std::chrono::steady_clock clock; clock::now()`).
    const qualifier = !found && callee.name.parts.length >= 2 ? cx.lookupName(callee.name.parts.slice(0, -1))?.symbol : undefined;
    const typedefClass = qualifier?.kind === 'typedef' && qualifier.type.kind === 'libraryClass' ? qualifier.type : undefined;
    const owningClass = typedefClass?.decl ?? (!found && callee.name.parts.length >= 2 ? lookupLibraryClass(callee.name.parts.slice(0, -1)) : undefined);
    if (owningClass) {
      // `std::chrono::duration<double>::zero()`: the class's template arguments, as written on the qualifier.
      const writtenArgs = typedefClass ? undefined : callee.name.qualifierArgs?.[callee.name.parts.length - 2];
      const owner = writtenArgs ? libraryClassType(cx, owningClass, { parts: callee.name.parts.slice(0, -1), templateArgs: writtenArgs, span: callee.span }) : typedefClass ?? { kind: 'libraryClass', decl: owningClass, typeArgs: [] };
      if (owner.kind !== 'libraryClass') return errorExpr(e.span);
      const statics = owningClass.staticMembers?.(owner).filter((m) => m.name === id) ?? [];
      if (statics.length === 0) {
        cx.diags.error('no-member', `no static member function named '${id}' in '${owningClass.id}'`, callee.span);
        return errorExpr(e.span);
      }
      return callIntrinsic(cx, statics, checkArgs(cx, e.args), e.span, callee.span);
    }
    // `std::getline(in, s)`: a stream extraction of the rest of the line (src/sema/string-operators.ts).
    if (!found && id === 'getline') return getlineCall(cx, checkArgs(cx, e.args), e.span, callee.span);
    // `std::bind`, `std::ref`, `std::invoke`, ... (std-bind.ts).
    const functional = found ? null : functionalCall(cx, callee.name, e.args, e.span, callee.span);
    if (functional) return functional;
    const intrinsics = found ? [] : lookupIntrinsics(callee.name.parts, cx.libraryNamespacesInScope());
    // `std::sort(v.begin(), v.end())` of class objects: with the comparator C++ would use (std-algorithms.ts).
    // (The call rewritten keeps its place: a statement of its own, or a value.)
    const overClasses = intrinsics.length > 0 ? classElementAlgorithm(cx, intrinsics, e, (args) => checkIntrinsicArgs(cx, intrinsics, args), (call) => checkCall(cx, isDiscarded(e) ? markDiscarded(call) : call)) : null;
    if (overClasses) return unusableOutputResult(cx, intrinsics[0]!.name, e, overClasses);
    // `Counter c = std::for_each(b, e, Counter())`: for_each returns its copy of the function object (std-algorithms.ts).
    const forEach = intrinsics.length > 0 ? forEachFunctionObject(cx, intrinsics, e, (call) => checkExpr(cx, call)) : null;
    if (forEach) return forEach;
    if (intrinsics.length > 0) {
      const written = checkIntrinsicArgs(cx, intrinsics, e.args);
      return unusableOutputResult(cx, intrinsics[0]!.name, e, reverseRangeResult(callIntrinsic(cx, intrinsics, withIteratorRanges(cx, intrinsics, written), e.span, callee.span, written)));
    }
  }
  if (callee.kind === 'MemberExpr') return checkMethodCall(cx, callee, e);
  if (callee.kind === 'MemberPointerExpr') return callMemberPointer(cx, callee, checkArgs(cx, e.args), e.span);
  const target = checkExpr(cx, callee);
  if (target.type.kind === 'error') return target;
  return callValue(cx, target, checkArgs(cx, e.args), e, callee.span);
}

/** `f(args)` of a library object with an operator() (a distribution called with its engine). */
export function callLibraryObject(cx: CheckContext, target: Expr, args: Expr[], span: Span): Expr {
  return callLibraryMember(cx, target, 'operator()', args, span, target.span);
}

/**
 * A call of a value: through a function pointer, a view's or texture's element, a function
 * object's operator(), a std::function, a lambda. Also `s.callback()` and `it->second()`, where
 * the member called is a data member holding one of these.
 */
function callValue(cx: CheckContext, target: Expr, args: Expr[], e: Extract<A.Expr, { kind: 'CallExpr' }>, calleeSpan: Span): Expr {
  if (target.type.kind === 'functionPointer') return callThroughPointer(cx, target, args, e.span, calleeSpan);
  if (viewInfo(target.type)) return viewElement(cx, target, args, e.span);
  if (target.type.kind === 'texture') return textureElement(cx, target, args, e.span);
  if (target.type.kind === 'struct') {
    // A function object: `f(x)` calls its operator().
    const called = overloadedOperator(cx, '()', [target, ...args], e.span);
    if (called) return called;
  }
  if (target.type.kind === 'libraryClass') return callLibraryMember(cx, target, 'operator()', args, e.span, calleeSpan);
  // A closure is called through its value, which holds what it captured (check-lambda.ts).
  if (target.type.kind === 'lambda' && target.type.fn?.closure) return callClosure(cx, target, args, e.span);
  if (target.type.kind === 'lambda' && target.type.fn) return callFunction(cx, { kind: 'functions', overloads: [target.type.fn], templates: [] }, null, args, e, calleeSpan);
  cx.diags.error('not-callable', `'${typeToString(target.type)}' is not callable`, calleeSpan);
  return errorExpr(e.span);
}

/** C++ AMP's exception classes (src/library/amp-exceptions.ts). */
const ampExceptionNames = ampExceptionClasses.map((c) => c.name);

function isLibraryTypeName(id: string): boolean {
  return ['index', 'extent', 'array_view', 'array', 'vector', 'tiled_extent', 'string', 'wstring', ...stdExceptionNames, ...ampExceptionNames].includes(id) || libraryClassNames().includes(id) || shortVectorByName(id) !== undefined;
}

/** A call of a library function: C++ overload resolution over the signatures of every intrinsic the name finds. */
export function callIntrinsic(cx: CheckContext, intrinsics: readonly Intrinsic[], args: Expr[], span: Span, calleeSpan: Span, asWritten?: readonly Expr[]): Expr {
  // An argument in error was reported where it went wrong; every overload would "match" it.
  if (args.some((a) => a.type.kind === 'error')) return errorExpr(span);
  const deductionArgs = args.map((a) => ({ type: a.type, isNullPointerConstant: isNullPointerConstant(a) }));
  const candidates = intrinsics.flatMap((intrinsic) => {
    // A function template's signature, deduced from these arguments, joins the overload set.
    const deduced = intrinsic.deduce?.(deductionArgs);
    return [...intrinsic.signatures, ...(deduced ? [deduced] : [])].map((signature) => ({ item: { intrinsic, signature }, params: signature.params }));
  });
  const asDouble = intrinsics.some((i) => i.integerArgsAsDouble);
  // <cmath>'s additional overloads ([cmath.syn]): with arguments of mixed arithmetic types, if any
  // is double or an integer, every argument is converted to double (`fmin(1.5f, 2)` is
  // fmin(double, double)); when all are float the float overload applies.
  const mixed = asDouble && args.length > 1 && args.every((a) => isArithmetic(a.type))
    && !args.every((a) => sameType(a.type, args[0].type))
    && args.some((a) => isIntegral(a.type) || (a.type.kind === 'float' && a.type.bits === 64));
  const argTypes = mixed ? args.map(() => doubleType) : args.map((a) => (asDouble && isIntegral(a.type) ? doubleType : a.type));
  const resolution = resolveOverload(candidates, argTypes.map((t, i) => (isBracedList(args[i]) ? overloadArgument(cx, args[i]) : typedArgument(args[i], t))));
  const name = intrinsics[0].name;
  if (resolution.kind === 'unsupported') return unsupportedBracedCall(cx, name, calleeSpan, span);
  if (resolution.kind !== 'best') {
    const shown = (c: (typeof candidates)[number]) => `${c.item.intrinsic.id}(${c.params.map(typeToString).join(', ')})`;
    const notes = (resolution.kind === 'ambiguous' ? candidates.filter((c) => resolution.items.includes(c.item)) : candidates).map((c) => ({ message: `candidate: ${shown(c)}`, span: calleeSpan }));
    const argList = args.map((a) => (isBracedList(a) ? '{...}' : typeToString(a.type))).join(', ');
    if (resolution.kind === 'ambiguous') cx.diags.error('ambiguous-call', `call to '${name}(${argList})' is ambiguous`, calleeSpan, notes);
    // An algorithm's iterators reached deduction as containers and positions (iterator-range.ts): said as the program wrote them.
    else if (asWritten && intrinsics.some((i) => i.iteratorRange || i.iterators)) {
      const { rule, message } = iteratorCallMismatch(cx, intrinsics.find((i) => i.iteratorRange || i.iterators)!, asWritten);
      cx.diags.error(rule, message, calleeSpan);
    } else cx.diags.error('no-matching-function', `no matching function for call to '${name}(${argList})'`, calleeSpan, notes);
    return errorExpr(span);
  }
  const { intrinsic, signature } = resolution.item;
  const where = cx.inAmp ? 'amp' : 'cpu';
  if (!intrinsic.restriction[where] || (cx.inAmp ? intrinsic.wgsl : intrinsic.host) === null) {
    cx.diags.error(cx.inAmp ? 'amp-call-non-amp' : 'cpu-call-amp', cx.inAmp ? `'${intrinsic.id}' cannot be called from restrict(amp) code` : `'${intrinsic.id}' can only be called from restrict(amp) code`, calleeSpan);
    return errorExpr(span);
  }
  if (!checkPointees(cx, intrinsic, signature, args)) return errorExpr(span);
  let callOk = true;
  for (const d of intrinsic.checkCall?.(args.map((a) => ({ type: a.type, stringLiteral: a.kind === 'StringConst' ? a.value : null }))) ?? []) {
    const where = args[d.arg]?.span ?? span;
    if (d.severity === 'error') cx.diags.error(d.rule, d.message, where);
    else cx.diags.warning(d.rule, d.message, where);
    if (d.severity === 'error') callOk = false;
  }
  if (!callOk) return errorExpr(span);
  if (cx.inAmp && intrinsic.ampDoubleAsFloat && signature.params.some((p) => p.kind === 'float' && p.bits === 64)) {
    cx.diags.warning('amp-double', `'${intrinsic.id}' on a double is computed in 32-bit float in restrict(amp) code: ampc's exact software double of it takes minutes to compile on software Vulkan`, calleeSpan);
  }
  const result = make(signature.result, span, { kind: 'Intrinsic', intrinsic, signature, args: args.map((a, i) => convert(cx, a, signature.params[i])) });
  return signature.widenedTo ? widenedOnHost(cx.inAmp, result, signature.widenedTo) : result;
}

/** A call with a braced-list argument whose conversion to some candidate ampc cannot rank (braced-arguments.ts). */
function unsupportedBracedCall(cx: CheckContext, name: string, calleeSpan: Span, span: Span): Expr {
  cx.diags.error('unsupported', `choosing among the overloads of '${name}' for this braced-list argument is not supported by ampc`, calleeSpan);
  return errorExpr(span);
}

/** The parameters a call's arguments bind to: a method's object (`self`) comes from the receiver instead. */
function explicitParams(f: FunctionInfo): Variable[] {
  return f.member?.kind === 'method' ? f.params.slice(1) : f.params;
}

export function callFunction(
  cx: CheckContext, symbol: Extract<Symbol, { kind: 'functions' }>, templateArgs: A.TemplateArg[] | null, args: Expr[],
  e: { span: Span }, calleeSpan: Span, receiver: Expr | null = null, qualified = false,
): Expr {
  // Function templates join the overload set through their instance for these arguments (C++ [temp.over]).
  const diagnosticsBefore = cx.diags.items.length;
  const instances = symbol.templates.flatMap((t) => {
    const fn = instantiateForCall(cx, t, templateArgs, args, calleeSpan);
    return fn ? [fn] : [];
  });
  const overloads = templateArgs ? instances : [...symbol.overloads, ...instances];
  // A template whose deduction fails is no candidate, silently, while others remain ([temp.over]/1):
  // its "deduction failed" is said only when nothing is left to call.
  if (overloads.length > 0) {
    const kept = cx.diags.items.slice(diagnosticsBefore).filter((d) => !(d.code === 'template-deduction' && d.span === calleeSpan));
    cx.diags.items.length = diagnosticsBefore;
    cx.diags.items.push(...kept);
  }
  if (overloads.length === 0) {
    if (cx.diags.items.length > diagnosticsBefore) return errorExpr(e.span); // deduction said why
    cx.diags.error('no-matching-function', `no matching function for call to '${symbol.templates[0]?.name ?? (symbol.overloads[0] && functionDisplayName(symbol.overloads[0]))}'`, calleeSpan);
    return errorExpr(e.span);
  }
  // Viable by count: every parameter without an argument has a default.
  const byArity = overloads.filter((f) => explicitParams(f).length >= args.length && explicitParams(f).slice(args.length).every((p) => p.defaultArgument));
  // C++ AMP: a function whose restriction does not allow the calling context is not a candidate.
  const candidates = cx.inAmp ? byArity.filter((f) => f.restriction.amp) : byArity.filter((f) => f.restriction.cpu);
  if (candidates.length === 0) {
    if (byArity.length > 0 && cx.inAmp) {
      cx.diags.error('amp-call-non-amp', `call to '${functionDisplayName(byArity[0])}', which is not restrict(amp), from restrict(amp) code`, calleeSpan, [
        { message: `'${functionDisplayName(byArity[0])}' declared here`, span: byArity[0].span },
      ]);
    } else if (byArity.length > 0) {
      cx.diags.error('cpu-call-amp', `call to restrict(amp) function '${functionDisplayName(byArity[0])}' from CPU code`, calleeSpan, [{ message: 'declared here', span: byArity[0].span }]);
    } else {
      cx.diags.error('call-arity', `no function '${functionDisplayName(overloads[0])}' takes ${args.length} argument${args.length === 1 ? '' : 's'}`, calleeSpan, overloads.map((f) => ({ message: 'candidate', span: f.span })));
    }
    return errorExpr(e.span);
  }
  const resolution = resolveOverload(candidates.map((f) => ({ item: f, params: explicitParams(f).slice(0, args.length).map((p) => p.type) })), args.map((a) => overloadArgument(cx, a)));
  // The function called: a template instance's body is checked now it is chosen (templates.ts).
  const finish = (f: FunctionInfo) => {
    const constPointee = constPointeeForMutableParameter(f, args);
    if (constPointee) {
      cx.diags.error('unsupported', `deducing a template parameter as a const type (a 'T*' parameter given a pointer to const) is not supported by ampc; declare the parameter 'const T*'`, constPointee.span);
      return errorExpr(e.span);
    }
    return finishCall(cx, checkFunctionAccess(cx, defineInstanceBody(cx, f, calleeSpan), calleeSpan), args, e, receiver, qualified);
  };
  // One candidate: the argument conversions below say what is wrong, or refuse what ampc does not follow.
  if (resolution.kind === 'unsupported' && candidates.length > 1) return unsupportedBracedCall(cx, overloads[0].name, calleeSpan, e.span);
  // A template's instance is named by its template and arguments, as g++ does (template-candidates.ts).
  const signature = (f: FunctionInfo) => templateCandidateSignature(f) ?? `${functionDisplayName(f)}(${explicitParams(f).map((p) => typeToString(p.type)).join(', ')})`;
  const argList = args.map((a) => (isBracedList(a) ? '{...}' : typeToString(a.type))).join(', ');
  // `T& at(int)` and `const T& at(int) const`: the implicit object parameter decides ([over.match.funcs]/4):
  // a const object binds only to the const one, a non-const object better to the non-const one.
  if (resolution.kind === 'ambiguous' && resolution.items.every((f) => f.member?.kind === 'method')) {
    const object = receiver ?? (cx.currentThis ? make(cx.currentThis.type, e.span, { kind: 'VarRef', variable: cx.currentThis }) : null);
    const constObject = object !== null && isConstObject(object);
    const matching = resolution.items.filter((f) => (explicitSelf(f)?.isConst ?? false) === constObject);
    if (matching.length === 1) return finish(matching[0]);
  }
  // `f(int&)` and `f(const int&)`: the argument's constness decides (qualification-overloads.ts).
  let tied = resolution.kind === 'ambiguous' ? resolution.items : [];
  if (resolution.kind === 'ambiguous' && !args.some(isBracedList)) {
    const chosen = chooseByQualification(resolution.items, explicitParams, args);
    if (chosen.kind === 'undecided' && chosen.best) tied = chosen.best;
    if (chosen.kind === 'best') return finish(chosen.item);
    if (chosen.kind === 'unknown') {
      cx.diags.error('unsupported', `choosing between the overloads of '${functionDisplayName(overloads[0])}' that differ in const by this argument, whose constness ampc does not know, is not supported by ampc`, calleeSpan);
      return errorExpr(e.span);
    }
  }
  // Of candidates as good by their conversions, a non-template function beats a template
  // instance, a more specialised template's instance a less specialised one (partial-ordering.ts).
  if (resolution.kind === 'ambiguous') {
    const chosen = chooseByTemplates(cx, tied, tied.map((f) => resolution.ranks[resolution.items.indexOf(f)]), args.length);
    if (chosen) return finish(chosen);
  }
  if (resolution.kind === 'ambiguous') {
    cx.diags.error('ambiguous-call', `call to '${functionDisplayName(overloads[0])}(${argList})' is ambiguous`, calleeSpan, resolution.items.map((f) => ({ message: `candidate: ${signature(f)}`, span: f.span })));
    return errorExpr(e.span);
  }
  if (resolution.kind === 'none') {
    // One candidate: let the argument conversions below say what is wrong with each argument.
    if (candidates.length > 1) {
      cx.diags.error('no-matching-function', `no matching function for call to '${functionDisplayName(overloads[0])}(${argList})'`, calleeSpan, candidates.map((f) => ({ message: `candidate: ${signature(f)}`, span: f.span })));
      return errorExpr(e.span);
    }
  }
  return finish(resolution.kind === 'best' ? resolution.item : candidates[0]);
}

/** The element type of a host container a position is in (a vector, a C array, a pointer's pointee). */
function containerElement(t: Type): Type | null {
  return t.kind === 'vector' || t.kind === 'array' ? t.element : t.kind === 'pointer' ? t.pointee : null;
}

/**
 * A temporary object made by a constructor or returned by value (`P()`, `make()`, `fp()`,
 * `(s.*pf)()`, `c ? P(1) : make()`), which a member function may be called on, and which
 * initialises an object of its class itself (no copy constructor runs).
 */
function isClassPrvalue(e: Expr): boolean {
  if (e.type.kind !== 'struct') return false;
  switch (e.kind) {
    case 'Construct': case 'InitList': return true;
    case 'Call': return !e.callee.returnsReference;
    // A pointer to a member function, to a function, or a std::function returning a reference is
    // refused where it is declared. A closure's call is a prvalue unless its lambda is declared
    // `-> T&` (reference-returns.ts); a std::bind or std::mem_fn closure's body copies what a
    // callee returning a reference gives it, so its call is a new object too.
    case 'MemberPointerCall': return true;
    case 'CallPointer': return e.callee.type.kind === 'functionPointer' || (e.callee.type.kind === 'lambda' && !callsReferenceReturningLambda(e));
    case 'Conditional': return isClassPrvalue(e.then) && isClassPrvalue(e.otherwise);
    default: return false;
  }
}

/** A member function's `self` parameter (const in a const member function). */
function explicitSelf(fn: FunctionInfo): FunctionInfo['params'][number] | undefined {
  return fn.member?.kind === 'method' ? fn.params[0] : undefined;
}

/** Whether an object expression is const: a const variable or reference (`this` in a const member function), or a member of one. */
export function isConstObject(e: Expr): boolean {
  switch (e.kind) {
    case 'VarRef': return e.variable.isConst;
    case 'Field': return isConstObject(e.object);
    case 'Element': return e.object.type.kind === 'array' && isConstObject(e.object);
    default: return false;
  }
}

function finishCall(cx: CheckContext, fn: FunctionInfo, written: Expr[], e: { span: Span }, receiver: Expr | null, qualified = false): Expr {
  const explicit = explicitParams(fn);
  let self: Expr[] = [];
  if (fn.member?.kind === 'method') {
    // `obj.f()`, or `f()` inside another member function of the same object.
    const object = receiver ?? (cx.currentThis ? make(cx.currentThis.type, e.span, { kind: 'VarRef', variable: cx.currentThis }) : null);
    if (!receiver && memberWithoutObject(cx, fn.member.owner, { kind: 'function', name: fn.member.cppName }, e.span)) return errorExpr(e.span);
    if (!object && cx.currentKernel) {
      // A function object's operator() runs as a kernel on copies of its fields, with no object to call it on.
      cx.diags.error('unsupported', `calling the non-static member function '${fn.member.cppName}' from a function object's kernel is not supported by ampc (make it static, or a free function)`, e.span);
      return errorExpr(e.span);
    }
    if (!object) {
      cx.diags.error('member-call', `'${fn.member.cppName}' is a non-static member function: call it on an object`, e.span);
      return errorExpr(e.span);
    }
    self = [object];
  }
  if (self.length === 1 && self[0].type.kind === 'struct' && bindsToBase(self[0].type, fn.params[0].type) && (cx.inAmp || (fn.restriction.amp && cx.currentFunction?.restriction.amp))) {
    // A base's member function on a derived object, in code that may run on the GPU: its instance for the derived class.
    const instance = memberForDerived(cx, fn, self[0].type.info);
    if (instance) fn = instance;
  }
  if (cx.inAmp) cx.ampCallees.add(fn);
  const args = [...self, ...written, ...explicit.slice(written.length).map((p) => p.defaultArgument!)];
  const converted = args.map((arg, i) => {
    const p = fn.params[i];
    // A std::reference_wrapper passed to a `T&` parameter: its object (reference-wrapper.ts).
    const a = p?.isReference && isReferenceWrapper(arg.type) && !isReferenceWrapper(p.type) && !cx.inAmp ? referredObject(arg, arg.span) : arg;
    if (p) captureStructArgumentViews(cx, a, p);
    // `p->f()`: the object a host pointer is (src/sema/check-expr.ts `New`).
    if (i === 0 && self.length === 1 && a.type.kind === 'pointer' && (sameType(a.type.pointee, p.type) || bindsToBase(a.type.pointee, p.type))) return a;
    if (p.isReference && bindsToBase(a.type, p.type)) {
      // A derived object bound to a base reference: the same object, no copy. WGSL has no such conversion of pointers.
      if (cx.inAmp) cx.diags.error('unsupported', `binding a '${typeToString(a.type)}' to a '${typeToString(p.type)}&' (a base class reference) in restrict(amp) code is not supported by ampc`, a.span);
      if (!p.isConst && !isLValue(a)) cx.diags.error('reference-binding', `argument ${i + 1} of '${functionDisplayName(fn)}' must be a variable or an element: the parameter is a non-const reference`, a.span);
      if (!p.isConst) markWrite(cx, a);
      return a;
    }
    if (p.isReference && !p.isConst) {
      // A non-const reference binds only to an lvalue of the same type (no conversion, no temporary);
      // but a non-const member function may be called on a temporary (`Builder().add(1)`, [class.mfct.non.static]).
      const onTemporary = i === 0 && self.length === 1 && fn.member?.kind === 'method' && isClassPrvalue(a);
      if (!isLValue(a) && !onTemporary) cx.diags.error('reference-binding', `argument ${i + 1} of '${functionDisplayName(fn)}' must be a variable or an element: the parameter is a non-const reference`, a.span);
      else if (rejectBitFieldReference(cx, a, false)) {
        // reported: a bit-field binds to no non-const reference (bit-fields.ts)
      } else if (p.type.kind === 'texture' && !checkTextureBits(cx, a, p.type)) {
        // reported: a texture whose format differs from the parameter's (src/sema/check-textures.ts)
      } else if (a.type.kind !== 'error' && !sameType(a.type, p.type) && !(p.type.kind === 'ostream' && writesAsOstream(a)) && !(p.type.kind === 'istream' && readsAsIstream(a))) {
        cx.diags.error('reference-binding', `a '${typeToString(p.type)}&' parameter of '${functionDisplayName(fn)}' cannot bind to '${typeToString(a.type)}' argument ${i + 1}`, a.span, [{ message: `'${p.name}' declared here`, span: p.span }]);
      }
      markWrite(cx, a);
      return a;
    }
    // <utility>'s make_pair takes its arguments by value (pair.ts), where libstdc++ forwards them: one copy more.
    if (!p.isReference && fn.span.file === '<utility>' && fn.name.startsWith('make_pair') && copyRunsUserCode(p.type)) {
      cx.diags.error('unsupported', `std::make_pair of a '${typeToString(p.type)}', whose copy constructor is user-written, is not supported by ampc (construct the std::pair directly)`, a.span);
    }
    // By value: a copy (which a user-written copy constructor makes); a const reference binds.
    return p.isReference ? convert(cx, a, p.type) : copyInitialize(cx, convert(cx, a, p.type), p.type);
  });
  const virtualSlot = qualified ? undefined : virtualSlotOf(fn, self[0] === receiver ? receiver : null);
  if (virtualSlot && cx.inAmp) cx.diags.error('amp-virtual-call', `virtual call of '${fn.member!.owner.name}::${fn.member!.cppName}' in restrict(amp) code`, e.span);
  return make(fn.returnType, e.span, virtualSlot ? { kind: 'Call', callee: fn, args: converted, virtualSlot } : { kind: 'Call', callee: fn, args: converted });
}

function checkMethodCall(cx: CheckContext, callee: Extract<A.Expr, { kind: 'MemberExpr' }>, e: Extract<A.Expr, { kind: 'CallExpr' }>): Expr {
  const checked = (callee.arrow ? thisObject(cx, callee.object) : null) ?? checkExpr(cx, callee.object);
  // `p->f()` through a library class's operator* (`std::unique_ptr`, an iterator): on the object it yields.
  const throughLibrary = callee.arrow && checked.type.kind === 'libraryClass' ? libraryUnary(cx, 'deref', checked, callee.object.span, callee.memberSpan) ?? checked : checked;
  // `p->push_back(x)` on a host pointer to a container or array: on the object itself (object-pointers.ts).
  const object = callee.arrow && !cx.inAmp && isHostObjectPointer(throughLibrary.type) && throughLibrary.type.pointee.kind !== 'struct' ? pointedObject(throughLibrary, callee.object.span) : throughLibrary;
  // `p->f()` on a pointer to a class: on the host the pointer is the object itself.
  const t = callee.arrow && object.type.kind === 'pointer' && object.type.pointee.kind === 'struct' && !cx.inAmp ? object.type.pointee : object.type;
  // `threads.emplace_back(f, std::ref(x))` constructs a std::thread (std-thread.ts).
  const threadArgs = t.kind === 'vector' && isThread(t.element) && callee.member === 'emplace_back';
  const args = threadArgs ? checkThreadArguments(cx, e.args) : checkArgs(cx, e.args);
  const m = callee.member;
  const lib = (op: LibraryOp, type: Type, libArgs: Expr[] = args) => make(type, e.span, { kind: 'Library', op, receiver: object, args: libArgs });
  if (t.kind === 'error') return errorExpr(e.span);
  // An initializer_list's iterators are its vector's (initializer-lists.ts).
  const listMember = initializerListMember(callee, object, e.args, e.span);
  if (listMember) return checkExpr(cx, listMember);
  // std::array's element access is its C array's (std-classes.ts).
  const stdArrayAccess = stdArrayMember(cx, callee, object, e.args, e.span);
  if (stdArrayAccess) return stdArrayAccess;
  const hostOnly = () => {
    if (cx.inAmp) cx.diags.error('amp-call', `'${m}' cannot be called from restrict(amp) code`, callee.memberSpan);
  };
  // `r.base()` of a reverse iterator (reverse-iterators.ts).
  const reverse = callee.arrow ? null : reverseIteratorMember(cx, object, m, args, e.span, callee.memberSpan);
  if (reverse) return reverse;
  switch (t.kind) {
    case 'shortVector':
      return shortVectorMethod(cx, object, m, args, e.span, callee.memberSpan);
    case 'tileBarrier': {
      const fence = ({ wait: 'all', wait_with_all_memory_fence: 'all', wait_with_global_memory_fence: 'global', wait_with_tile_static_memory_fence: 'tileStatic' } as const)[m as 'wait'];
      if (!fence) break;
      // In an amp helper function the barrier is checked against the kernels that call it (rules/tiling.ts).
      if (!cx.inAmp || (cx.currentKernel && !cx.currentKernel.kernel.tile)) {
        cx.diags.error('barrier-outside-tiled', `'${m}' can only be called in a tiled parallel_for_each kernel`, callee.memberSpan);
      }
      return make(voidType, e.span, { kind: 'Barrier', fence, methodSpan: callee.memberSpan });
    }
    case 'extent':
      if (m === 'tile' && callee.templateArgs) return tileCall(cx, object, callee, e.span);
      if (m === 'size') return lib('extent.size', uintType, []);
      if (m === 'contains' && args.length === 1) {
        const signature = extentContainsSignature(t)!;
        return make(boolType, e.span, { kind: 'Intrinsic', intrinsic: extentContains, signature, args: [object, convert(cx, args[0], signature.params[1])] });
      }
      break;
    case 'arrayView':
    case 'ampArray': {
      const call = viewMethodCall(cx, object, m, args, e.span, callee.memberSpan, callee.templateArgs);
      if (call) return call;
      break;
    }
    case 'vector':
      hostOnly();
      switch (m) {
        case 'push_back': return lib('vector.push_back', voidType, [convert(cx, args[0] ?? errorExpr(e.span), t.element)]);
        case 'size': return lib('vector.size', sizeType, []);
        case 'clear': return lib('vector.clear', voidType, []);
        // resize(n, value): the value converts to the element type, as push_back's does.
        case 'resize': return lib('vector.resize', voidType, args.map((a, i) => convert(cx, a, i === 1 ? t.element : intType)));
        case 'begin': case 'cbegin': return lib('vector.begin', t, []);
        case 'end': case 'cend': return lib('vector.end', t, []);
        case 'rbegin': case 'rend': case 'crbegin': case 'crend':
          if (args.length === 0) return reverseIteratorOf(cx, object, m, e.span, callee.memberSpan)!;
          cx.diags.error('call-arity', `'std::vector::${m}' takes no arguments`, callee.memberSpan);
          return errorExpr(e.span);
        case 'data': return lib('vector.data', t, []);
      }
      {
        const member = vectorMember(cx, object, t, m, args, e.span, callee.memberSpan);
        if (member) return member;
      }
      break;
    case 'tiledExtent':
      if (m === 'size') return make(uintType, e.span, { kind: 'Library', op: 'extent.size', receiver: object, args: [] });
      // Each dimension rounded up (pad) or down (truncate) to a multiple of the tile's.
      if (m === 'pad' || m === 'truncate') {
        hostOnly();
        return lib(m === 'pad' ? 'tiledExtent.pad' : 'tiledExtent.truncate', t, []);
      }
      if (m === 'get_tile_extent') return tileExtent(t.tile, e.span);
      break;
    case 'exception': {
      if (m === 'what') return lib('exception.what', stringType, []);
      // A C++ AMP exception's HRESULT (src/library/amp-exceptions.ts): its error code, or why its view went.
      const code = ampExceptionCodeMembers.find((x) => x.member === m);
      if (code && args.length === 0 && (code.declaredBy === t.name || (code.declaredBy === 'runtime_exception' && ampExceptionByName(t.name)))) {
        return lib(m === 'get_error_code' ? 'exception.errorCode' : 'exception.viewRemovedReason', intType, []);
      }
      break;
    }
    case 'istream': {
      // cin.fail(), cin.eof(), cin.good(), cin.clear() (src/library/istream-state.ts).
      const members = istreamStateMembers(t).filter((x) => x.name === m);
      if (members.length === 0) break;
      hostOnly();
      return callIntrinsic(cx, members, [object, ...args], e.span, callee.memberSpan);
    }
    case 'ostream': {
      // cout.precision(3), cout.setf(std::ios::fixed, std::ios::floatfield), ... (src/library/ostream.ts).
      const members = ostreamFormatMembers(t).filter((x) => x.name === m);
      if (members.length === 0) break;
      hostOnly();
      return callIntrinsic(cx, members, [object, ...args], e.span, callee.memberSpan);
    }
    case 'string':
      hostOnly();
      if ((m === 'size' || m === 'length') && args.length === 0) return lib('string.size', sizeType, []);
      if ((m === 'append' || m === 'push_back') && args.length === 1) return stringAppend(cx, object, args[0], e.span, callee.memberSpan);
      {
        // Iterators into the string's characters, and erase/insert (element-iterators.ts).
        const iterators = elementIteratorMember(cx, e, object, m, args, e.span, callee.memberSpan);
        if (iterators) return iterators;
      }
      // The rest of std::string's members are declared in src/library/string.ts.
      if (stringMembers.some((x) => x.name === m)) return callIntrinsic(cx, stringMembers.filter((x) => x.name === m), [object, ...args], e.span, callee.memberSpan);
      break;
    case 'libraryClass': {
      // A std::deque's iterators (element-iterators.ts).
      const iterators = elementIteratorMember(cx, e, object, m, args, e.span, callee.memberSpan);
      if (iterators) return iterators;
    }
      // `d.rbegin()` of a container without ampc's iterators: not supported, not missing.
      if (reverseIteratorMembers.has(m) && !t.decl.members(t).some((x) => x.name === m)) {
        cx.diags.error('unsupported-library', `'${typeToString(t)}::${m}' (a reverse iterator) is not supported by ampc; use an index counting down`, callee.memberSpan);
        return errorExpr(e.span);
      }
      // `it->second()`: a data member (a map entry's value) holding a std::function, called.
      if (!t.decl.members(t).some((x) => x.name === m) && t.decl.fields?.(t).some((f) => f.name === m)) return callValue(cx, checkExpr(cx, callee), args, e, callee.memberSpan);
      return callLibraryMember(cx, object, m, args, e.span, callee.memberSpan);
    case 'texture': {
      const call = textureCall(cx, object, m, args, e.span, callee.memberSpan);
      if (call) return call;
      break;
    }
    case 'struct': {
      if (callee.qualifier) {
        // `d.Base::f()`: Base's f itself, never an override.
        const owner = qualifyingClass(cx, t.info, callee.qualifier, callee.memberSpan);
        if (!owner) return errorExpr(e.span);
        const named = memberFunctionsNamed(owner, m);
        const namedTemplates = memberTemplatesNamed(owner, m);
        if (named.length > 0 || namedTemplates.length > 0) return callFunction(cx, { kind: 'functions', overloads: named, templates: namedTemplates }, callee.templateArgs, args, e, callee.memberSpan, object, true);
        cx.diags.error('no-member', `no member function named '${m}' in '${owner.name}'`, callee.memberSpan);
        return errorExpr(e.span);
      }
      const members = memberFunctionsNamed(t.info, m);
      const templates = memberTemplatesNamed(t.info, m);
      if (members.length > 0 || templates.length > 0) return callFunction(cx, { kind: 'functions', overloads: members, templates }, callee.templateArgs, args, e, callee.memberSpan, object);
      // `e.what()` of a class derived from a standard exception that does not override it: the base's (exception-classes.ts).
      if (m === 'what' && args.length === 0 && stdExceptionBaseOf(t.info)) return lib('exception.what', stringType, []);
      const method = t.info.methods.find((x) => x.name === m);
      // `obj.fn()` where `fn` is a data member holding a function pointer, a std::function, a
      // lambda or a function object: a call of its value.
      const field = method ? undefined : t.info.fields.find((f) => f.name === m);
      if (field) return callValue(cx, make(field.type, callee.span, { kind: 'Field', object, field: m }), args, e, callee.memberSpan);
      if (!method) break;
      if (cx.inAmp && !method.restriction.amp) {
        cx.diags.error('amp-call-non-amp', `call to '${t.info.name}::${m}', which is not restrict(amp), from restrict(amp) code`, callee.memberSpan, [
          { message: `'${m}' declared here`, span: method.span },
        ]);
      } else {
        cx.diags.error('unsupported', `calling member functions ('${t.info.name}::${m}') is not supported yet`, callee.memberSpan);
      }
      return errorExpr(e.span);
    }
    default:
      break;
  }
  cx.diags.error('no-member', `no member function named '${m}' in '${typeToString(t)}'`, callee.memberSpan);
  return errorExpr(e.span);
}

function tileCall(cx: CheckContext, extent: Expr, callee: Extract<A.Expr, { kind: 'MemberExpr' }>, span: Span): Expr {
  const rank = extent.type.kind === 'extent' ? extent.type.rank : 0;
  const tile: number[] = [];
  for (const arg of callee.templateArgs ?? []) {
    if (arg.kind !== 'ExprArg') {
      cx.diags.error('template-argument', 'tile sizes must be constants', arg.span);
      return errorExpr(span);
    }
    const v = constValueOf(checkExpr(cx, arg.expr));
    if (v === null) {
      cx.diags.error('tile-size-not-constant', 'tile size must be a compile-time constant', arg.span);
      return errorExpr(span);
    }
    tile.push(v);
  }
  if (tile.length !== rank) {
    cx.diags.error('rank-mismatch', `tile<${tile.join(',')}> has ${tile.length} dimension${tile.length === 1 ? '' : 's'} but the extent has rank ${rank}`, callee.memberSpan);
    return errorExpr(span);
  }
  if (!checkTileShape(cx, tile, callee.memberSpan)) return errorExpr(span);
  // Whether it divides the extent is parallel_for_each's concern (check-kernel.ts): `.pad()` and `.truncate()` make it so.
  return make({ kind: 'tiledExtent', tile }, span, { kind: 'Tile', extent, tile });
}

/**
 * `parallel_for_each(e.tile<4>(), ...)` over an extent the tile does not divide: the launch throws
 * concurrency::invalid_compute_domain. Warned where the tile is written (`memberSpan`).
 */
export function warnIfNotDivisible(cx: CheckContext, domain: Expr, memberSpan: Span): void {
  if (domain.kind !== 'Tile') return;
  const dims = knownExtentOf(cx, domain.extent);
  if (dims && dims.some((d, i) => d % domain.tile[i]! !== 0)) {
    cx.diags.warning('extent-not-divisible', `the extent (${dims.join(',')}) is not evenly divisible by the tile <${domain.tile.join(',')}>; parallel_for_each will throw concurrency::invalid_compute_domain`, memberSpan);
  }
}

/** C++ AMP's tile limits: rank 1 to 3, positive sizes, at most 1024 threads, a 3-D tile's first dimension at most 64. */
export function checkTileShape(cx: CheckContext, tile: number[], span: Span, limits = true): boolean {
  const dims = tile.join(',');
  if (tile.length > 3) {
    cx.diags.error('tile-rank', `tile<${dims}> has rank ${tile.length}; C++ AMP tiles have rank 1 to 3`, span);
    return false;
  }
  if (tile.some((d) => d <= 0)) {
    cx.diags.error('tile-size', `tile<${dims}>: tile dimensions must be positive`, span);
    return false;
  }
  // A tiled_extent may describe any tile (pad/truncate arithmetic); the launch limits apply to kernels.
  if (!limits) return true;
  const threads = tile.reduce((a, b) => a * b, 1);
  if (threads > 1024) {
    cx.diags.error('tile-size', `tile<${dims}> has ${threads} threads; C++ AMP allows at most 1024 threads per tile`, span);
    return false;
  }
  if (tile.length === 3 && tile[0] > 64) {
    cx.diags.error('tile-size', `tile<${dims}>: the first dimension of a 3-D tile may be at most 64`, span);
    return false;
  }
  return true;
}

/** `T(args)`, `T{args}`, `T x(args)`, `T x = {args}` for library and user types. */
export function construct(cx: CheckContext, type: Type, args: Expr[], span: Span): Expr {
  const c = (node: ExprNode) => make(type, span, node);
  switch (type.kind) {
    case 'error':
      return errorExpr(span);
    case 'shortVector':
      return constructShortVector(cx, type, args, span);
    case 'index':
    case 'extent': {
      if (args.length === 1 && (args[0].type.kind === type.kind)) return args[0];
      if (args.length === 1 && isIntArrayArgument(args[0])) return indexFromArray(cx, type, args[0], span);
      // C++ AMP declares the constructors from components for ranks 1 to 3 only.
      if (args.length === type.rank && type.rank > 3) {
        cx.diags.error('rank-mismatch', `${typeToString(type)} has no constructor from ${type.rank} ints (C++ AMP's stop at rank 3): construct it from an int array`, span);
        return errorExpr(span);
      }
      if (args.length !== type.rank) {
        cx.diags.error('rank-mismatch', `${typeToString(type)} takes ${type.rank} component${type.rank === 1 ? '' : 's'}, got ${args.length}`, span);
        return errorExpr(span);
      }
      const components = args.map((a) => convert(cx, a, intType));
      return c(type.kind === 'index' ? { kind: 'MakeIndex', components } : { kind: 'MakeExtent', components });
    }
    case 'arrayView':
    case 'ampArray':
      return constructView(cx, type, args, span);
    case 'vector': {
      // `vector<T> v(w)`: the copy constructor, a copy as `vector<T> v = w;` is; `vector<T> v(l)` of an initializer_list, its elements.
      if (args.length === 1 && sameType(args[0].type, type)) return args[0];
      const fromList = args.length === 1 ? vectorOfList(args[0], type) : null;
      if (fromList) return fromList;
      // `vector<T> v(first, last)`: a copy of the elements between two positions in one container.
      const from = args.length === 2 && !isIntegral(args[0].type) ? hostPosition(cx, args[0]) : null;
      if (from) {
        const to = hostPosition(cx, args[1]);
        const element = containerElement(from.container.type);
        // `vector<int> w(v.begin(), it)` with `it` a pointer held in a variable: its end found at run time (iterator-range.ts).
        const end = !to ? null : sameContainer(from.container, to.container) ? to.start : rangeEndThroughPointer(from, to, args[1].span);
        if (!end || !element || !sameType(element, type.element) || cx.inAmp) {
          cx.diags.error('unsupported', 'constructing a std::vector from this iterator range is not supported by ampc (two iterators into one std::vector or C array of the same element type are)', span);
          return errorExpr(span);
        }
        return make(type, span, { kind: 'Library', op: 'vector.fromRange', receiver: null, args: [from.container, from.start, end] });
      }
      // `vector<T> v(s.begin(), s.end())` of a set's, map's or list's iterators (library classes).
      if (args.length === 2 && args.every((a) => a.type.kind === 'libraryClass' && a.type.decl.id.includes('iterator'))) {
        cx.diags.error('unsupported-library', `constructing a std::vector from iterators of '${typeToString(args[0].type)}' is not supported by ampc (two iterators into one std::vector or C array are); push_back the elements in a range-based for`, span);
        return errorExpr(span);
      }
      const sized = args.map((a) => convert(cx, a, a === args[1] ? type.element : intType));
      return c({ kind: 'Construct', args: sized });
    }
    case 'struct': {
      if (!checkNotAbstract(cx, type.info, span)) return errorExpr(span);
      // An aggregate's implicit copy constructor (`S b(a)`, a member initialiser `m(a)`).
      if (!type.info.constructors?.length && args.length === 1 && sameType(args[0].type, type)) return args[0];
      // `Holder h{count, items}` of an aggregate with a reference member: the host would store
      // copies of the values (only a constructor's member initialiser binds one).
      const referenceMember = type.info.constructors?.length ? undefined : type.info.fields.find((f) => f.isReference);
      if (referenceMember && args.length > 0) {
        cx.diags.error('unsupported', `aggregate initialisation of '${typeToString(type)}', which has a reference member ('${referenceMember.name}'), is not supported by ampc (give the class a constructor that binds it)`, span);
        return errorExpr(span);
      }
      args = elideStdArrayBraces(type, args, span);
      const ctorTemplates = constructorTemplates(type.info);
      if ((type.info.constructors && type.info.constructors.length > 0) || ctorTemplates.length > 0) {
        // The implicit copy constructor, unless the class declares its own (a template never is one).
        const userCopy = hasUserCopyConstructor(type);
        if (args.length === 1 && sameType(args[0].type, type) && isLValue(args[0]) && !checkCopyable(cx, type, span)) return errorExpr(span);
        if (args.length === 1 && sameType(args[0].type, type) && !userCopy) return args[0];
        // A prvalue of the class initialises the object itself, no copy constructor runs
        // ([dcl.init]/17.6.1, C++17's guaranteed elision): `T(T(13))`, `T x(make())`, `T x(fp())`, `T x(c ? T(1) : make())`.
        if (args.length === 1 && sameType(args[0].type, type) && isClassPrvalue(args[0])) return args[0];
        if (args.length === 1 && bindsToBase(args[0].type, type)) return convert(cx, args[0], type); // copying a derived object's base part
        if (args.length === 1 && !cx.inAmp) {
          const pair = convertStdPair(cx, args[0], type, span); // `pair<double, int> p(q)`: pair's converting constructor
          if (pair) return pair;
        }
        // `V2 v{1, 2}` of an aggregate with default member initialisers (check-class.ts).
        const aggregate = aggregateConstructor(cx, type.info, args.length, span);
        // `V v{1, 2}`: brace elision gives an anonymous union member the one value, `{2}` (anonymous-unions.ts).
        const elided = aggregate ? elideAnonymousUnionBraces(type.info, args, (union, a) => construct(cx, union, [a], a.span)) : args;
        if (aggregate) return callFunction(cx, { kind: 'functions', overloads: [aggregate], templates: [] }, null, elided, { span }, span);
        return callFunction(cx, { kind: 'functions', overloads: type.info.constructors ?? [], templates: ctorTemplates }, null, args, { span }, span);
      }
      const fields = type.info.fields;
      // A union is initialized by its first member only ([dcl.init.aggr]/19).
      if (type.info.isUnion && args.length > 1) {
        cx.diags.error('initializer-count', `too many initializers for union '${type.info.name}' (${args.length}: a union takes one, for its first member)`, span);
        return errorExpr(span);
      }
      if (args.length > fields.length) {
        cx.diags.error('initializer-count', `too many initializers for '${type.info.name}' (${args.length} for ${fields.length} fields)`, span);
        return errorExpr(span);
      }
      args = elideAnonymousUnionBraces(type.info, args, (union, a) => construct(cx, union, [a], a.span));
      // A bit-field keeps its low bits of the value (bit-fields.ts).
      return c({ kind: 'Construct', args: args.map((a, i) => (fields[i].bitWidth !== undefined ? truncateToBitField(fields[i], convert(cx, a, fields[i].type)) : convert(cx, a, fields[i].type))) });
    }
    case 'int':
    case 'float':
    case 'bool':
      if (args.length === 0) return make(type, span, { kind: 'Const', value: type.kind === 'bool' ? false : 0 });
      // `Color(1)`, `bool(p)`: a functional cast, explicit (enums.ts; a smart pointer's operator bool).
      // `double(m)`, `int i(m)` of a class: its conversion function, explicit ones included (conversion-functions.ts).
      return (type.kind === 'bool' ? explicitOperatorBool(cx, args[0]) : null) ?? directNullptrToBool(args[0], type) ?? convertByConversionFunction(cx, args[0], type, span, 'direct') ?? castToEnum(args[0], type, (x) => convert(cx, enumValue(x), intType)) ?? convert(cx, enumValue(args[0]), type);
    case 'opaque':
      return c({ kind: 'Construct', args });
    case 'pointer':
      // `std::reverse_iterator<It> r(it)` (reverse-iterators.ts).
      if (isReverseIterator(type) && args.length === 1) return reverseIteratorFrom(cx, type, args[0], span);
      // Value-initialisation (`pair<int, B*>`'s `second()`, `T* p{}`) is the null pointer, as `nullptr` converts.
      if (args.length === 0 && !cx.inAmp) return convert(cx, make({ kind: 'pointer', pointee: voidType }, span, { kind: 'Const', value: 0 }), type);
      cx.diags.error('unsupported', `cannot construct '${typeToString(type)}'`, span);
      return errorExpr(span);
    case 'string':
      // `std::string s;`, `std::string s("text")`, `std::string t(s)`: ASCII text (see 'string.at').
      if (args.length === 0) return make(type, span, { kind: 'StringConst', value: '', ofString: true });
      if (args.length === 1 && args[0].type.kind === 'string') {
        if (args[0].kind === 'StringConst' && /[^\x00-\x7f]/.test(args[0].value)) {
          cx.diags.error('unsupported', 'a std::string with non-ASCII characters is not supported by ampc yet', args[0].span);
          return errorExpr(span);
        }
        // `std::string("x")` is a std::string, no longer the literal (overload.ts ranks them apart).
        return args[0].kind === 'StringConst' ? make(type, span, { kind: 'StringConst', value: args[0].value, ofString: true }) : args[0];
      }
      // `std::string(s)` of a C string (src/sema/host-pointers.ts).
      if (args.length === 1 && isCString(args[0].type)) return cStringToString(args[0]);
      // `std::string t(first, last)`: `s.begin(), s.begin() + 3`, `s.rbegin(), s.rend()` (element-iterators.ts).
      {
        const range = cx.inAmp ? null : stringFromIteratorRange(cx, args, span);
        if (range) return range;
      }
      // `std::string(n, c)`: n copies of the character.
      if (args.length === 2 && isArithmetic(args[0].type) && isArithmetic(args[1].type) && !cx.inAmp) {
        return make(type, span, { kind: 'Library', op: 'string.fill', receiver: null, args: [convert(cx, args[0], intType), convert(cx, args[1], charType)] });
      }
      cx.diags.error('unsupported', `this std::string constructor is not supported by ampc yet`, span);
      return errorExpr(span);
    case 'tiledExtent': {
      // `tiled_extent<16> t(e)`: the extent, tiled (as e.tile<16>()); `tiled_extent<16> t(other)` copies.
      if (args.length === 1 && sameType(args[0].type, type)) return args[0];
      if (args.length === 1 && args[0].type.kind === 'extent' && args[0].type.rank === type.tile.length && !cx.inAmp) {
        if (!checkTileShape(cx, type.tile, span, false)) return errorExpr(span);
        return c({ kind: 'Tile', extent: args[0], tile: type.tile });
      }
      cx.diags.error('constructor-args', `${typeToString(type)} is constructed from an extent<${type.tile.length}>`, span);
      return errorExpr(span);
    }
    case 'libraryClass':
      return constructLibraryClass(cx, type, args, span);
    case 'texture':
      return constructTexture(cx, type, args, span);
    case 'exception': {
      const amp = ampExceptionByName(type.name);
      if (amp) return constructAmpException(cx, amp, type, args, span);
      // std::exception() takes nothing; its <stdexcept> subclasses take the what() string.
      const std = stdExceptionByName(type.name);
      const arity = type.name === 'exception' ? 0 : 1;
      if (!std || args.length !== arity) {
        if (std) cx.diags.error('constructor-args', `'std::${type.name}' is constructed from ${arity === 0 ? 'no arguments' : 'a string'}`, span);
        else cx.diags.error('unsupported', `constructing '${typeToString(type)}' is not supported by ampc`, span);
        return errorExpr(span);
      }
      return c({ kind: 'Construct', args: args.map((a) => convert(cx, a, stringType)) });
    }
    default:
      cx.diags.error('unsupported', `cannot construct '${typeToString(type)}'`, span);
      return errorExpr(span);
  }
}

/**
 * A copy made by copy-initialisation from an lvalue (`T u = t;`, a by-value argument): C++ runs
 * the class's user-written copy constructor there. Without one the copy is member by member
 * (the back ends copy the value), so `e` is returned as it is.
 */
export function copyInitialize(cx: CheckContext, e: Expr, type: Type): Expr {
  if (type.kind !== 'struct' || !sameType(e.type, type) || !isLValue(e)) return e;
  if (!checkCopyable(cx, type, e.span)) return errorExpr(e.span);
  return hasUserCopyConstructor(type) ? construct(cx, type, [e], e.span) : e;
}

/** A copy of a class whose copy constructor is `= delete` is an error, as in C++ (src/sema/copies.ts). */
function checkCopyable(cx: CheckContext, type: Extract<Type, { kind: 'struct' }>, span: Span): boolean {
  const deleted = deletedCopyConstructor(type.info);
  if (!deleted) return true;
  cx.diags.error('deleted-function', `call to the deleted copy constructor of '${type.info.name}'`, span, [{ message: 'declared deleted here', span: deleted }]);
  return false;
}

/** Whether the class declares its own copy constructor (`T(const T&)` or `T(T&)`). */
function hasUserCopyConstructor(type: Extract<Type, { kind: 'struct' }>): boolean {
  return (type.info.constructors ?? []).some((c) => c.params.length === 1 && c.params[0].isReference && sameType(c.params[0].type, type));
}

/**
 * `runtime_exception("message", E_FAIL)`, `out_of_memory("message")`, `invalid_compute_domain()`:
 * a constructor of <amprt.h> (src/library/amp-exceptions.ts). The message is a `const char*` (a
 * literal, a char array or pointer; not a std::string, as in Visual C++); an HRESULT is an int.
 */
function constructAmpException(cx: CheckContext, amp: AmpExceptionClass, type: Type, args: Expr[], span: Span): Expr {
  const params = amp.constructors.find((p) => p.length === args.length);
  const isMessage = (a: Expr) => (a.kind === 'StringConst' && !a.ofString) || isCString(a.type);
  if (!params || params.some((p, i) => (p === 'message' ? !isMessage(args[i]) : !isArithmetic(args[i].type)))) {
    const shown = amp.constructors.map((p) => `(${p.map((x) => (x === 'message' ? 'const char*' : 'HRESULT')).join(', ')})`).join(' or ');
    cx.diags.error('constructor-args', `'concurrency::${amp.name}' is constructed from ${shown}`, span);
    return errorExpr(span);
  }
  if (cx.inAmp) {
    cx.diags.error('amp-call-non-amp', `'concurrency::${amp.name}' cannot be constructed in restrict(amp) code`, span);
    return errorExpr(span);
  }
  // The runtime class takes the message (empty where the program gave none: what() is then ""), then the HRESULT if any.
  const message = params[0] === 'message' ? (args[0].kind === 'StringConst' ? args[0] : cStringToString(args[0])) : make(stringType, span, { kind: 'StringConst', value: '' });
  const hresult = params.indexOf('hresult');
  return make(type, span, { kind: 'Construct', args: hresult < 0 ? [message] : [message, convert(cx, args[hresult], intType)] });
}

