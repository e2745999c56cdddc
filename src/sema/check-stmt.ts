/**
 * Statements and local declarations, including the restrict(amp) rules that
 * are about statements (goto, try, static locals, tile_static).
 */
import { convertByConversionFunction, integralOperand } from './conversion-functions.js';
import { functionDisplayName } from './function-name.js';
import { checkOwnInitializerUses, declaredBeforeInitializer } from './recursive-std-function.js';
import { ownNameInInitializer } from './own-initializer.js';
import { rejectBitFieldReference } from './bit-fields.js';
import { stdExceptionBaseOf } from './exception-classes.js';
import { directNullptrToBool } from './nullptr-to-bool.js';
import { checkListCopyInitialization } from './converting-constructors.js';
import { extractionAsStream } from './stream-state.js';
import { checkKeptMinmax } from './minmax-references.js';
import { isThread } from '../library/thread.js';
import { checkThreadArguments } from './std-thread.js';
import { checkStructuredBinding } from './structured-bindings.js';
import { checkStaticAssert } from './static-assert.js';
import type { ErrorRuleId } from '../diagnostic-rules.js';
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { markDiscarded } from './check-short-vectors.js';
import { checkExpr, construct, convert, errorExpr, isLValue, make, toCondition } from './check-expr.js';
import { constValue as exactConstValue, constValueOf } from './const-eval.js';
import type { CheckContext } from './context.js';
import { declareAmpView } from './amp-views.js';
import { declareAmpStructViews } from './struct-views.js';
import type { Block, Expr, Stmt, Variable, VariableStorage } from './program.js';
import { bracedRange, desugarRangeFor, rangeTypeOf } from './range-for.js';
import { checkListNarrowing, initializerListViable, isBracedList } from './braced-arguments.js';
import { deducedInitializerList, isInitializerList, listInitializeWithList } from './initializer-lists.js';
import { copyInitialize } from './check-call.js';
import { userMoveConstructor } from './copies.js';
import { inGccArgumentOrder, statementHoists } from './argument-order.js';
import { applyUsingDeclaration, applyUsingDirective, checkEnum, defineTypedef } from './check.js';
import { resolveTypeRef, typedefSymbol } from './resolve-type.js';
import { defaultConstructorOf, errorType, intType, isArithmetic, isIntegral, promote, sameType, typeToString, type Type } from './types.js';
import { isScopedEnum } from './enums.js';
import { bindsToBase, rejectPolymorphicInAmp } from './inheritance.js';
import { ampPointeeProblem } from './amp-pointers.js';
import { convertStringLiteral, isHostPointee } from './host-pointers.js';
import { handlerTypeName, thrownLiteral, thrownTypeName } from './thrown-types.js';
import { keptIterator } from './iterator-pointers.js';
import { constructFromList } from './library-class.js';
import { checkIfConstexpr } from './if-constexpr.js';
import { referenceMemberOf } from './reference-members.js';
import { checkLocalClass } from './local-classes.js';
import { checkStaticLocal } from './static-locals.js';
import { quietly } from './probes.js';

export function checkBlock(cx: CheckContext, block: A.Block, newScope = true): Block {
  if (newScope) cx.pushScope('block');
  const statements: Stmt[] = [];
  for (const s of block.statements) {
    // Declarations an expression in the statement needs first (a functor kernel's object) come before it.
    const outer = cx.hoisted;
    cx.hoisted = statementHoists();
    const checked = checkStmt(cx, s);
    statements.push(...cx.hoisted);
    cx.hoisted = outer;
    if (checked) statements.push(...(Array.isArray(checked) ? checked : [checked]));
  }
  if (newScope) cx.popScope();
  return { kind: 'Block', statements, span: block.span };
}

function loopBody(cx: CheckContext, s: A.Stmt): Stmt {
  cx.loopDepth++;
  try {
    return scoped(cx, s);
  } finally {
    cx.loopDepth--;
  }
}

export function scoped(cx: CheckContext, s: A.Stmt): Stmt {
  cx.pushScope('block');
  const checked = checkStmt(cx, s);
  cx.popScope();
  const list = checked === null ? [] : Array.isArray(checked) ? checked : [checked];
  return list.length === 1 ? list[0] : { kind: 'Block', statements: list, span: s.span };
}

function ampForbidden(cx: CheckContext, code: ErrorRuleId, what: string, s: { span: A.Stmt['span'] }): void {
  if (cx.inAmp) cx.diags.error(code, `${what} is not allowed in restrict(amp) code`, s.span);
}

export function checkStmt(cx: CheckContext, s: A.Stmt): Stmt | Stmt[] | null {
  switch (s.kind) {
    case 'Block':
      return checkBlock(cx, s);
    case 'DeclStmt':
      return s.group.decls.flatMap((d) => {
        // `auto [a, b] = p;` (also range-for's `auto& [k, v]`: range-for.ts declares its loop variable so).
        if (d.bindings) return checkStructuredBinding(cx, { ...d, bindings: d.bindings }, (one) => checkVarDecl(cx, one, 'local'));
        if (d.storage.isStatic && !cx.inAmp && !cx.currentKernel) return checkStaticLocal(cx, d);
        if (!d.storage.isTypedef) return [checkVarDecl(cx, d, 'local')];
        cx.scope.define(d.name, typedefSymbol(cx, d.type));
        return [];
      });
    case 'LocalStructStmt':
      switch (s.decl.kind) {
        case 'UsingDirective': applyUsingDirective(cx, s.decl); return null;
        case 'UsingDeclaration': applyUsingDeclaration(cx, s.decl); return null;
        case 'TypedefDecl': defineTypedef(cx, s.decl); return null;
        case 'EnumDecl': checkEnum(cx, s.decl); return null;
        case 'StaticAssert': checkStaticAssert(cx, s.decl); return null;
        case 'StructDecl':
          checkLocalClass(cx, s.decl);
          // `struct P { ... } a, b;`: variables of the class.
          return s.decl.declarators ? checkStmt(cx, { kind: 'DeclStmt', group: { kind: 'DeclGroup', decls: s.decl.declarators, span: s.span }, span: s.span }) : null;
      }
      return null;
    case 'ExprStmt':
      return { kind: 'ExprStmt', expr: checkExpr(cx, markDiscarded(s.expr)), span: s.span };
    case 'IfStmt':
      if (s.isConstexpr) return checkIfConstexpr(cx, s);
      return {
        kind: 'If', cond: toCondition(cx, checkExpr(cx, s.cond)), then: scoped(cx, s.then),
        otherwise: s.otherwise ? scoped(cx, s.otherwise) : null, span: s.span,
      };
    case 'RangeForStmt': {
      if (s.range.kind === 'InitListExpr') {
        // `for (int x : {3, 1, 2})`: over the elements of the list, declared first (range-for.ts).
        cx.pushScope('block');
        const braced = bracedRange(cx, s, s.range);
        const loop = braced ? desugarRangeFor(cx, braced.loop, braced.type) : null;
        const checked = loop ? checkStmt(cx, loop) : null;
        cx.popScope();
        if (!braced || !checked) return null;
        return { kind: 'Block', statements: [braced.decl, ...(Array.isArray(checked) ? checked : [checked])], span: s.span };
      }
      // The range's type picks the loop bound; a non-variable range is checked for real in the
      // loop's hoisted declaration, so its type comes from a probe (probes.ts).
      const rangeType = s.range.kind === 'NameExpr' ? rangeTypeOf(cx, s.range) : quietly(cx, s.range.span, () => rangeTypeOf(cx, s.range));
      if (rangeType.kind === 'error') {
        // No loop checks it again: checked for real here, so that its error is reported.
        if (s.range.kind !== 'NameExpr') rangeTypeOf(cx, s.range);
        return null;
      }
      const loop = desugarRangeFor(cx, s, rangeType);
      return loop ? checkStmt(cx, loop) : null;
    }
    case 'ForStmt': {
      cx.pushScope('block');
      const init = s.init ? checkStmt(cx, s.init) : null;
      const initStmt = init === null ? null : Array.isArray(init) ? (init.length === 1 ? init[0] : { kind: 'Block' as const, statements: init, span: s.init!.span }) : init;
      const cond = s.cond ? toCondition(cx, checkExpr(cx, s.cond)) : null;
      const step = s.step ? checkExpr(cx, markDiscarded(s.step)) : null;
      const body = loopBody(cx, s.body);
      cx.popScope();
      return { kind: 'For', init: initStmt, cond, step, body, span: s.span };
    }
    case 'WhileStmt':
      return { kind: 'While', cond: toCondition(cx, checkExpr(cx, s.cond)), body: loopBody(cx, s.body), span: s.span };
    case 'DoWhileStmt':
      return { kind: 'DoWhile', body: loopBody(cx, s.body), cond: toCondition(cx, checkExpr(cx, s.cond)), span: s.span };
    case 'SwitchStmt':
      return checkSwitch(cx, s);
    case 'CaseLabel':
    case 'DefaultLabel':
      // Inside a switch, a label in a nested statement (`case 1: if (c) { case 2: ... }`, Duff's
      // device) is valid C++ that ampc's switch, a list of top-level cases, cannot express.
      if (cx.switchDepth > 0) cx.diags.error('unsupported', `a '${s.kind === 'CaseLabel' ? 'case' : 'default'}' label inside a nested statement of its switch is not supported by ampc`, s.span);
      else cx.diags.error('case-outside-switch', `'${s.kind === 'CaseLabel' ? 'case' : 'default'}' label not within a switch statement`, s.span);
      return null;
    case 'BreakStmt':
      if (cx.loopDepth === 0 && cx.switchDepth === 0) {
        cx.diags.error('jump-outside-loop', "'break' statement not in a loop or switch statement", s.span);
        return null;
      }
      return { kind: 'Break', span: s.span };
    case 'ContinueStmt':
      if (cx.loopDepth === 0) {
        cx.diags.error('jump-outside-loop', "'continue' statement not in a loop statement", s.span);
        return null;
      }
      return { kind: 'Continue', span: s.span };
    case 'ReturnStmt': {
      const fnType = cx.currentKernel ? { kind: 'void' as const } : cx.currentFunction?.returnType;
      // `return in >> p.x >> p.y;` returns the stream, read after the extraction (stream-state.ts).
      const value = s.value ? extractionAsStream(cx, checkExpr(cx, s.value)) : null;
      if (cx.deducingReturn && cx.currentFunction === cx.deducingReturn && fnType?.kind === 'error') {
        cx.deducingReturn.returnType = value ? value.type : { kind: 'void' };
        return { kind: 'Return', value, span: s.span };
      }
      if (value && fnType && fnType.kind !== 'void') return { kind: 'Return', value: returnedValue(cx, convert(cx, value, fnType), fnType), span: s.span };
      if (value && fnType?.kind === 'void' && value.type.kind !== 'void' && value.type.kind !== 'error') {
        cx.diags.error('return-value', 'a void function cannot return a value', value.span);
      }
      // `return;` in `int f()`, or in `T f()` instantiated with `T = int` (C++ [stmt.return]/2).
      if (!s.value && fnType && fnType.kind !== 'void' && fnType.kind !== 'error') {
        const fn = cx.currentFunction;
        const what = !fn || fn.isLambda ? 'lambda' : `function '${functionDisplayName(fn)}'`;
        cx.diags.error('return-value', `non-void ${what} should return a value`, s.span);
      }
      return { kind: 'Return', value: null, span: s.span };
    }
    case 'GotoStmt':
      ampForbidden(cx, 'amp-goto', "'goto'", s);
      // Where the label is and what the jump crosses is checked per function (goto.ts).
      return cx.inAmp ? null : { kind: 'Goto', label: s.label, span: s.span };
    case 'LabelStmt':
      ampForbidden(cx, 'amp-goto', 'a label', s);
      return cx.inAmp ? null : { kind: 'Label', label: s.label, span: s.span };
    case 'TryStmt': {
      if (cx.inAmp) {
        cx.diags.error('amp-exceptions', "'try' is not allowed in restrict(amp) code", s.span);
        return null;
      }
      const body = checkBlock(cx, s.body);
      const handlers = s.handlers.map((h) => {
        cx.pushScope('block');
        // `catch (E& e)` binds to the thrown object itself: no initializer to check the reference against.
        const param = h.param && h.param.type.reference ? { ...h.param, type: { ...h.param.type, reference: null } } : h.param;
        const variable = param ? handlerParameter(cx, param) : null;
        if (variable && h.param?.type.reference) variable.isReference = true;
        const handlerBody = checkBlock(cx, h.body, false);
        cx.popScope();
        if (!variable || !h.param || variable.type.kind === 'exception' || variable.type.kind === 'error') return { variable, body: handlerBody };
        const catchesType = handlerTypeName(variable.type, h.param.type);
        if (catchesType === null) cx.diags.error('unsupported', `catching a '${typeToString(variable.type)}' is not supported by ampc (a scalar, a std::string, a const char* or a class of the program is)`, h.param.span);
        return { variable, body: handlerBody, catchesType: catchesType ?? undefined };
      });
      return { kind: 'Try', body, handlers, span: s.span };
    }
    case 'ThrowStmt':
      if (cx.inAmp) {
        cx.diags.error('amp-exceptions', "'throw' is not allowed in restrict(amp) code", s.span);
        return null;
      }
      return checkThrow(cx, s);
    case 'AsmStmt':
      cx.diags.error(cx.inAmp ? 'amp-asm' : 'unsupported', cx.inAmp ? "'asm' is not allowed in restrict(amp) code" : "'asm' is not supported", s.span);
      return null;
    case 'EmptyStmt':
    case 'ErrorStmt':
      return null;
  }
}

/**
 * A handler's parameter: initialised from the thrown object, so a class is never default-constructed
 * here (`catch (const X& x)` of a class without a default constructor); other types are declared as locals.
 */
function handlerParameter(cx: CheckContext, param: A.VarDecl): Variable {
  const resolved = resolveTypeRef(cx, param.type);
  // (An erroneous type is reported once, here.)
  if ((resolved.type.kind !== 'struct' && resolved.type.kind !== 'error') || param.init) return checkVarDecl(cx, param, 'local').variable;
  const variable = cx.newVariable(param.name, resolved.type, 'local', param.nameSpan, { isConst: param.type.isConst });
  if (param.name !== '') cx.scope.define(param.name, { kind: 'variable', variable });
  return variable;
}

/** `throw value;` (boxed with its type's name unless it is a library exception object) or `throw;`. */
function checkThrow(cx: CheckContext, s: Extract<A.Stmt, { kind: 'ThrowStmt' }>): Stmt {
  if (!s.value) return { kind: 'Throw', value: null, span: s.span };
  const value = checkExpr(cx, s.value);
  // A class derived from a standard exception is thrown as the runtime's error it extends (exception-classes.ts).
  if (value.type.kind === 'exception' || value.type.kind === 'error' || (value.type.kind === 'struct' && stdExceptionBaseOf(value.type.info))) return { kind: 'Throw', value, span: s.span };
  // `throw "bad input";` throws a `const char*` (as written: `std::string("...")` is a std::string).
  const literal = s.value.kind === 'StringLiteral' ? convertStringLiteral(cx, value, thrownLiteral.type) : null;
  if (literal) return { kind: 'Throw', value: literal, span: s.span, boxedAs: thrownLiteral.name };
  const name = thrownTypeName(value.type);
  if (name === null) {
    cx.diags.error('unsupported', `throwing a '${typeToString(value.type)}' is not supported by ampc (a scalar, a std::string, a string literal, a class of the program or a standard exception is)`, value.span);
    return { kind: 'Throw', value, span: s.span };
  }
  return { kind: 'Throw', value, span: s.span, boxedAs: name };
}

function checkSwitch(cx: CheckContext, s: Extract<A.Stmt, { kind: 'SwitchStmt' }>): Stmt | null {
  // The condition is promoted (bool, char and an unscoped enum become int), and the labels convert to that type
  // ([stmt.switch]); a floating-point condition is ill-formed.
  // A class object: through its conversion function to an integral type (conversion-functions.ts).
  const checked = checkExpr(cx, s.cond);
  const written = integralOperand(cx, checked) ?? checked;
  if (written.type.kind === 'float') {
    cx.diags.error('switch-condition', `a switch condition must be an integer or enumeration, not '${typeToString(written.type)}'`, written.span);
  }
  // A scoped enum is not promoted: its labels are its own enumerators (enums.ts).
  const cond = isIntegral(written.type) && !isScopedEnum(written.type) ? convert(cx, written, promote(written.type)) : written;
  const cases: { values: Expr[] | 'default'; body: Stmt[] }[] = [];
  const statements = s.body.kind === 'Block' ? s.body.statements : [s.body];
  cx.pushScope('block');
  cx.switchDepth++;
  // Each label's value, to find one given twice ([stmt.switch]/2: no two case constants equal).
  const labels = new Map<string, Span>();
  for (const st of statements) {
    if (st.kind === 'CaseLabel' || st.kind === 'DefaultLabel') {
      const value = st.kind === 'CaseLabel' ? convert(cx, checkExpr(cx, st.value), cond.type) : null;
      const constant = value && value.type.kind !== 'error' ? exactConstValue(value) : null;
      if (value && value.type.kind !== 'error' && constant === null) cx.diags.error('not-constant', 'case value must be a compile-time constant', value.span);
      const key = st.kind === 'DefaultLabel' ? 'default' : constant === null ? null : String(constant);
      const previous = key === null ? undefined : labels.get(key);
      if (previous) {
        const message = key === 'default' ? "multiple default labels in one switch" : `duplicate case value '${key}'`;
        cx.diags.error('duplicate-case', message, st.kind === 'CaseLabel' ? st.value.span : st.span, [{ message: key === 'default' ? 'previous default label is here' : 'previous case defined here', span: previous }]);
      } else if (key !== null) labels.set(key, st.kind === 'CaseLabel' ? st.value.span : st.span);
      const last = cases[cases.length - 1];
      if (last && last.body.length === 0 && value && last.values !== 'default') last.values.push(value);
      else cases.push({ values: value ? [value] : 'default', body: [] });
      continue;
    }
    if (cases.length === 0) continue;
    const checked = checkStmt(cx, st);
    if (checked) cases[cases.length - 1].body.push(...(Array.isArray(checked) ? checked : [checked]));
  }
  cx.switchDepth--;
  cx.popScope();
  return { kind: 'Switch', cond, cases, span: s.span };
}

/** Variables declared `extern` (a declaration, whose definition may follow: not joined by ampc). */
const externDeclared = new WeakSet<Variable>();

/** Declares a variable in the current scope and checks its initializer. */
export function checkVarDecl(cx: CheckContext, d: A.VarDecl, storage: VariableStorage): { kind: 'VarDecl'; variable: Variable; init: Expr | null; span: A.VarDecl['span'] } {
  const resolved = resolveTypeRef(cx, d.type);
  let type: Type = resolved.type;
  const isTileStatic = d.storage.isTileStatic;
  if (isTileStatic) checkTileStaticDecl(cx, d, resolved.isReference, type);
  if (cx.inAmp && d.storage.isStatic && storage === 'local') {
    cx.diags.error('amp-static-local', `static local variable '${d.name}' is not allowed in restrict(amp) code`, d.storage.spans.static ?? d.span);
  }
  if (cx.inAmp && d.storage.isThreadLocal) cx.diags.error('amp-static-local', `thread_local variable '${d.name}' is not allowed in restrict(amp) code`, d.storage.spans.thread_local ?? d.span);
  let init: Expr | null = null;
  // A std::function is in scope in its own initialiser, for a recursive lambda (std-function.ts).
  const previousLocal = cx.scope.lookupLocal(d.name);
  const early = d.init && declaredBeforeInitializer(type, resolved.isReference, cx.inAmp)
    ? cx.newVariable(d.name, type, storage, d.nameSpan, { isConst: resolved.isConst }) : null;
  if (early) cx.scope.define(d.name, { kind: 'variable', variable: early });
  // (Not for `auto`: a deduced variable named in its own initialiser is ill-formed, and an
  // init-capture, declared here as an `auto`, sees the enclosing scope's variable of its name.)
  const ownName = d.init && !early && d.type.spec.kind !== 'AutoTypeSpec' ? ownNameInInitializer(d.name, d.init) : null;
  if (ownName) cx.diags.error('unsupported', `naming '${d.name}' in its own initialiser (where C++ means the variable being declared) is not supported by ampc`, ownName);
  // `auto il = {1, 2};` deduces std::initializer_list<int> ([dcl.type.auto.deduct]; initializer-lists.ts).
  if (d.init?.style === 'equals' && d.init.value.kind === 'InitListExpr' && d.type.spec.kind === 'AutoTypeSpec') {
    const list = checkExpr(cx, d.init.value);
    const deduced = list.kind === 'InitList' && !d.type.reference && d.type.pointers.length === 0 ? deducedInitializerList(cx, list.elements, d.init.value.span) : null;
    if (!deduced && list.kind === 'InitList' && (d.type.reference || d.type.pointers.length > 0)) {
      cx.diags.error('unsupported', `'auto&' or 'auto*' deduced from a braced list is not supported by ampc`, d.init.value.span);
    }
    const variable = cx.newVariable(d.name, deduced?.type ?? errorType, storage, d.nameSpan, { isConst: d.type.isConst });
    cx.scope.define(d.name, { kind: 'variable', variable }); // without a type, its uses say nothing more
    return { kind: 'VarDecl', variable, init: deduced, span: d.span };
  }
  if (d.init) {
    const args = d.init.style === 'equals' ? [d.init.value] : d.init.args;
    if (args.length === 1) checkKeptMinmax(cx, args[0]!);
    // `std::thread t(f, std::ref(x))`: f is the function the thread calls (std-thread.ts).
    const checkedArgs = isThread(type) && d.init.style !== 'equals' ? checkThreadArguments(cx, args) : args.map((a) => checkExpr(cx, a));
    // `auto it = v.begin();`: the iterator kept is the pointer to its position (iterator-pointers.ts).
    if (d.type.spec.kind === 'AutoTypeSpec' && checkedArgs.length === 1) checkedArgs[0] = keptIterator(cx, checkedArgs[0]);
    if (d.type.spec.kind === 'AutoTypeSpec') type = checkedArgs[0]?.type ?? type;
    // `auto q = m;` deduces as a by-value template parameter does: an array decays to a pointer ([temp.deduct.call]/2).
    if (d.type.spec.kind === 'AutoTypeSpec' && !resolved.isReference && type.kind === 'array' && !cx.inAmp && isHostPointee(type.element)) type = { kind: 'pointer', pointee: type.element };
    // `B& r = d;`: a base reference to the derived object itself, not to a sliced copy.
    const toBase = resolved.isReference && checkedArgs.length === 1 && bindsToBase(checkedArgs[0].type, type);
    if (toBase && cx.inAmp) cx.diags.error('unsupported', `binding a '${typeToString(checkedArgs[0].type)}' to a '${typeToString(type)}&' (a base class reference) in restrict(amp) code is not supported by ampc`, checkedArgs[0].span);
    // `T& r = x;` binds x itself: no conversion, which for an `array` would be a copy.
    const bindsLValue = resolved.isReference && checkedArgs.length === 1 && isLValue(checkedArgs[0]) && sameType(checkedArgs[0].type, type);
    if (bindsLValue && rejectBitFieldReference(cx, checkedArgs[0], resolved.isConst)) checkedArgs[0] = errorExpr(checkedArgs[0].span);
    init = toBase || bindsLValue ? checkedArgs[0] : initialize(cx, type, { name: d.name, style: d.init.style, span: d.init.span }, checkedArgs);
    if (type.kind === 'array' && type.length === null && init?.kind === 'InitList') type = { ...type, length: init.elements.length };
    // A texture's bits per scalar element are part of its type in ampc (src/library/graphics.ts): from the constructor's.
    if (type.kind === 'texture' && init?.type.kind === 'texture') type = init.type;
    if (type.kind === 'array' && type.length === null && init?.kind === 'Library' && init.type.kind === 'array') type = init.type;
  } else if (type.kind === 'arrayView' && !isTileStatic) {
    cx.diags.error('no-default-constructor', `array_view '${d.name}' has no default constructor: give it an extent and data`, d.nameSpan);
  } else if (!isTileStatic && (type.kind === 'struct' || type.kind === 'vector' || type.kind === 'extent' || type.kind === 'index' || type.kind === 'libraryClass' || type.kind === 'shortVector')) {
    // Default construction; an extent or index starts at all zeros.
    const zeros: Expr[] = type.kind === 'extent' || type.kind === 'index'
      ? Array.from({ length: type.rank }, () => ({ kind: 'Const', value: 0, type: intType, span: d.span }))
      : [];
    // Built directly: C++ AMP's constructors from components stop at rank 3, the default one does not.
    init = type.kind === 'extent' || type.kind === 'index'
      ? make(type, d.span, { kind: type.kind === 'index' ? 'MakeIndex' : 'MakeExtent', components: zeros })
      : construct(cx, type, zeros, d.span);
  } else if (!isTileStatic && cx.inAmp && type.kind === 'array') {
    // A kernel's C array of class objects: each element default-constructed (the host's emitter does it itself).
    init = constructedArray(cx, type, d);
  }
  // `int& r;`, `int (&a)[3];`: a reference must be bound where it is declared (clang's words).
  if (resolved.isReference && !d.init && !d.storage.isExtern) {
    cx.diags.error('reference-binding', `declaration of reference variable '${d.name}' requires an initializer`, d.nameSpan);
  }
  // `int a[];`: an array's size comes from its declaration or its initializer (clang's words).
  if (type.kind === 'array' && type.length === null && (d.type.arrayDims[0] ?? null) === null && !resolved.isReference && !d.storage.isExtern) {
    cx.diags.error('array-size', `definition of variable with array type needs an explicit size or an initializer`, d.nameSpan);
    type = errorType;
  }
  // `void v;`, `auto x = f();` of a void f: C++ has no objects of type void.
  if (type.kind === 'void' && !resolved.isReference) {
    cx.diags.error('type-mismatch', `variable '${d.name}' has incomplete type 'void'`, d.nameSpan);
    type = errorType;
  }
  const isConst = resolved.isConst;
  const constValue = isConst && init && (type.kind === 'int' || type.kind === 'float' || type.kind === 'bool') ? exactConstValue(init) : null;
  // `T&& r = temporary;` (and `auto&&`): the temporary lives as long as r, so r is that object itself.
  const bindsTemporary = d.type.reference === '&&' && init !== null && !isLValue(init);
  const variable = early ?? cx.newVariable(d.name, type, isTileStatic ? 'tileStatic' : storage, d.nameSpan, {
    isReference: resolved.isReference && !bindsTemporary, isConst, constValue, pointeeConst: resolved.pointeeConst,
  });
  if (early && init) checkOwnInitializerUses(cx, early, init);
  if (cx.inAmp) checkAmpVariableType(cx, variable, d.nameSpan, d.type.spec.kind === 'NamedTypeSpec' ? d.type.spec.name.parts.at(-1) : undefined);
  declareAmpView(cx, variable, init);
  declareAmpStructViews(cx, variable, init);
  if (init?.kind === 'Construct' && !resolved.isReference && (type.kind === 'arrayView' || type.kind === 'ampArray')) variable.isWholeView = true;
  if (init && (type.kind === 'extent' || type.kind === 'arrayView' || type.kind === 'ampArray')) {
    const dims = knownExtentOf(cx, init);
    if (dims) cx.knownExtents.set(variable, dims);
  }
  if (previousLocal?.kind === 'variable' && (d.storage.isExtern || externDeclared.has(previousLocal.variable))) {
    // `extern int x; int x = 5;` is C++ (a declaration, then the definition), which ampc does not join.
    cx.diags.error('unsupported', `an 'extern' declaration of '${d.name}' beside another declaration of it is not supported by ampc (declare the variable once, with its definition)`, d.nameSpan, [{ message: 'other declaration is here', span: previousLocal.variable.span }]);
  } else if (previousLocal?.kind === 'variable') {
    const previous = previousLocal;
    cx.diags.error('redefinition', `redefinition of '${d.name}'`, d.nameSpan, previous?.kind === 'variable' ? [{ message: 'previous definition is here', span: previous.variable.span }] : []);
  }
  if (d.storage.isExtern) externDeclared.add(variable);
  // `{ extern int g; ... }` names the namespace-scope g, which a local of ampc's would hide.
  if (d.storage.isExtern && storage === 'local') cx.diags.error('unsupported', `a block-scope 'extern' declaration of '${d.name}' is not supported by ampc (use the variable it names directly)`, d.nameSpan);
  cx.scope.define(d.name, { kind: 'variable', variable });
  if (resolved.isReference && !bindsTemporary && init && !isConst && init.type.kind !== 'error') {
    if (!isLValue(init)) cx.diags.error('reference-binding', `non-const reference '${d.name}' must be bound to a variable or an element, not a temporary`, init.span);
    else cx.referenceTargets.set(variable, init);
  }
  if (isTileStatic && cx.currentKernel) cx.currentKernel.kernel.tileStatics.push(variable);
  else if (isTileStatic && cx.inAmp && cx.currentFunction) cx.currentFunction.tileStatics.push(variable);
  return { kind: 'VarDecl', variable, init, span: d.span };
}

/** The most elements ampc default-constructs one by one in a kernel's array (each is a call in the WGSL). */
const maxConstructedElements = 256;

/**
 * `S a[n];` (or `S a[m][n];`) in restrict(amp) code, where S's default constructor runs: a braced
 * list of n constructions. Null where the elements are not constructed (scalars, trivial classes).
 */
/** The innermost element type of an array of arrays, and how many of them `copies` of `t` hold. */
function innermostElements(t: Type, copies: number): { element: Type; count: number } {
  let element = t;
  let count = copies;
  while (element.kind === 'array') {
    count *= element.length ?? 0;
    element = element.element;
  }
  return { element, count };
}

function constructedArray(cx: CheckContext, type: Extract<Type, { kind: 'array' }>, d: A.VarDecl): Expr | null {
  const { element, count } = innermostElements(type, 1);
  if (element.kind !== 'struct' || !defaultConstructorOf(element.info)) return null;
  if (count > maxConstructedElements) {
    cx.diags.error('unsupported', `default-constructing an array of ${count} '${typeToString(element)}' objects in restrict(amp) code is not supported by ampc (at most ${maxConstructedElements})`, d.nameSpan);
    return null;
  }
  return defaultConstructed(cx, type, d.span);
}

/** An object of class type (or an array of such) default-constructed: a call of the constructor per object. */
function defaultConstructed(cx: CheckContext, t: Type, span: Span): Expr {
  return t.kind === 'array'
    ? make(t, span, { kind: 'InitList', elements: Array.from({ length: t.length ?? 0 }, () => defaultConstructed(cx, t.element, span)) })
    : construct(cx, t, [], span);
}

/**
 * A braced list for an array in amp code, with the elements it leaves out made where
 * they run code: [dcl.init.aggr] value-initialises them, which for a class with a default
 * constructor is a call of it (`S a[3] = {S(1)}` constructs a[1] and a[2]). The lowering of amp
 * code gives the other elements left out their zero values (src/lower/value-initialise.ts); the
 * host's emitter does both itself.
 */
function withConstructedRest(cx: CheckContext, type: Extract<Type, { kind: 'array' }>, elements: Expr[], span: Span): Expr[] {
  const { element, count } = innermostElements(type.element, Math.max(0, (type.length ?? 0) - elements.length));
  // A restrict(amp, cpu) function's too: its body is printed as WGSL as well (the host's then has the calls written).
  const amp = cx.inAmp || cx.currentFunction?.restriction.amp === true;
  if (!amp || count === 0 || element.kind !== 'struct' || !defaultConstructorOf(element.info)) return elements;
  if (count > maxConstructedElements) {
    cx.diags.error('unsupported', `default-constructing ${count} '${typeToString(element)}' objects a braced list leaves out in restrict(amp) code is not supported by ampc (at most ${maxConstructedElements})`, span);
    return elements;
  }
  return [...elements, ...Array.from({ length: (type.length ?? 0) - elements.length }, () => defaultConstructed(cx, type.element, span))];
}

/**
 * The value a variable declared by `d` with type `type` starts with: its initializer, or default
 * construction for a class; null for a scalar without one (zero, as static storage starts).
 */
export function initialValue(cx: CheckContext, type: Type, d: A.VarDecl): Expr | null {
  if (d.init) {
    const written = d.init.style === 'equals' ? [d.init.value] : d.init.args;
    // `std::thread t(f, std::ref(x))`: f is the function the thread calls (std-thread.ts).
    const args = isThread(type) && d.init.style !== 'equals' ? checkThreadArguments(cx, written) : written.map((a) => checkExpr(cx, a));
    return initialize(cx, type, { name: d.name, style: d.init.style, span: d.init.span }, args);
  }
  if (type.kind === 'struct' || type.kind === 'vector' || type.kind === 'libraryClass') return construct(cx, type, [], d.span);
  return null;
}

/** `T{a, b}` as an expression: a temporary list-initialized as `T x{a, b};` initializes x. */
export function listInitialize(cx: CheckContext, type: Type, args: Expr[], span: Span): Expr | null {
  return initialize(cx, type, { name: 'a temporary', style: 'brace', span }, args);
}

/** How a variable is initialized: its name (for messages), the initializer's form and span. */
interface InitializerForm {
  name: string;
  style: 'equals' | 'paren' | 'brace';
  span: Span;
}

function initialize(cx: CheckContext, type: Type, d: InitializerForm, args: Expr[]): Expr | null {
  const span = d.span;
  // List-initialization (`T x{a}`, `T x = {a}`, `T x({a})`) allows no narrowing conversion (braced-arguments.ts).
  const listed = d.style === 'brace' ? args : args.length === 1 && isBracedList(args[0]) ? args[0].elements : null;
  if (listed) checkListNarrowing(cx, listed, type);
  if (type.kind === 'array') {
    const list = args.length === 1 && args[0].kind === 'InitList' ? args[0].elements : d.style === 'brace' ? args : null;
    // `char buf[16] = "abc"` (also `= {"abc"}`): the literal's chars (src/sema/host-pointers.ts).
    const only = list ? (list.length === 1 ? list[0] : undefined) : args[0];
    const literal = only ? convertStringLiteral(cx, only, type) : null;
    if (literal) return literal;
    if (!list) {
      cx.diags.error('array-init', `array '${d.name}' must be initialized with a braced list`, span);
      return null;
    }
    if (type.length !== null && list.length > type.length) cx.diags.error('initializer-count', `too many initializers for '${typeToString(type)}'`, span);
    return { type, span, kind: 'InitList', elements: withConstructedRest(cx, type, list.map((e) => initElement(cx, type.element, e)), span) };
  }
  // `vector<T> v = {1, 2, 3}` and `vector<T> v{1, 2, 3}`: the initializer_list constructor wins over (count, value).
  if (type.kind === 'vector' && ((args.length === 1 && args[0].kind === 'InitList') || d.style === 'brace')) {
    const elements = listedElements(cx, d, args, type.element);
    return { type, span, kind: 'InitList', elements: elements.map((e) => convert(cx, e, type.element)) };
  }
  // `std::map<K, V> m = {{k, v}}` and `std::list<T> l{1, 2}`: the initializer_list constructor, as for vector.
  if (type.kind === 'libraryClass' && ((args.length === 1 && args[0].kind === 'InitList') || d.style === 'brace')) {
    const element = type.decl.listElement?.(type);
    const fromList = constructFromList(cx, type, element ? listedElements(cx, d, args, element) : args.length === 1 && args[0].kind === 'InitList' ? args[0].elements : args, span);
    if (fromList) return fromList;
  }
  // `T x = value;` is a conversion (copy-initialization), including `std::vector<T> v = arr;`.
  if (d.style === 'equals' && args.length === 1 && args[0].kind !== 'InitList') return copyInitialize(cx, convert(cx, args[0], type), type);
  // `S s = {a, b}` and `S s({a, b})` list the members; `S s{{a, b}}` initialises the first member
  // from `{a, b}` (a class with members: a scalar's `int i{{1}}` is still `1`).
  const list = args.length === 1 && args[0].kind === 'InitList' && !(d.style === 'brace' && type.kind === 'struct') ? args[0].elements : args;
  // An initializer_list, or a class's initializer-list constructor, takes the list first (initializer-lists.ts).
  if (listed) {
    const withList = listInitializeWithList(cx, type, list, span);
    if (withList) return withList;
  }
  // (`bool ok(h)`, `int n{m}`: direct-initialisation, which an explicit conversion function may make: conversion-functions.ts.)
  if (isArithmetic(type) && list.length <= 1) {
    if (list.length === 0) return construct(cx, type, [], span);
    return (d.style === 'equals' ? null : directNullptrToBool(list[0], type) ?? convertByConversionFunction(cx, list[0], type, span, 'direct')) ?? convert(cx, list[0], type);
  }
  // `S s(a, b)` evaluates a and b in g++'s order; `S s{a, b}` left to right, as C++ requires.
  const constructed = construct(cx, type, list, span);
  // `S s = {a}`: copy-list-initialisation, which may not choose an explicit constructor.
  if (d.style === 'equals') return checkListCopyInitialization(cx, constructed, args.length === 1 ? args[0].span : span);
  return d.style === 'paren' ? inGccArgumentOrder(cx, constructed) : constructed;
}

/**
 * The elements of a container's initializer_list: `v = {a, b}`'s and `v({a, b})`'s braces, and
 * `v{a, b}`'s. `v{{a, b}}` is one element `{a, b}` where that makes an element (a map's
 * `m{{1, 2}}`), else the copy constructor's argument, the list `{a, b}` ([over.match.list]).
 */
function listedElements(cx: CheckContext, d: InitializerForm, args: Expr[], element: Type): Expr[] {
  const inner = args.length === 1 && args[0].kind === 'InitList' ? args[0].elements : null;
  if (d.style !== 'brace' || !inner || !isBracedList(args[0])) return inner ?? args;
  return initializerListViable(cx, args, element) ? args : inner;
}

function initElement(cx: CheckContext, element: Type, e: Expr): Expr {
  if (e.kind === 'InitList') {
    if (element.kind === 'array') return { type: element, span: e.span, kind: 'InitList', elements: withConstructedRest(cx, element, e.elements.map((x) => initElement(cx, element.element, x)), e.span) };
    return listInitializeWithList(cx, element, e.elements, e.span) ?? checkListCopyInitialization(cx, construct(cx, element, e.elements, e.span), e.span);
  }
  return convert(cx, e, element);
}

/** The extent of an extent/array_view/array initializer when every dimension is a compile-time constant. */
export function knownExtentOf(cx: CheckContext, e: Expr): number[] | null {
  if (e.kind === 'MakeExtent') {
    const dims = e.components.map(constValueOf);
    return dims.every((d): d is number => d !== null) ? dims : null;
  }
  if (e.kind === 'VarRef') return cx.knownExtents.get(e.variable) ?? null;
  if (e.kind === 'ExtentOf') return knownExtentOf(cx, e.view);
  if (e.kind === 'Construct' && e.args[0]) return knownExtentOf(cx, e.args[0]);
  return null;
}

/**
 * A pointer variable or parameter in restrict(amp) code: one level of indirection to an object
 * amp code can hold (src/sema/amp-pointers.ts). tile_static pointers are reported where declared.
 */
function checkAmpPointerType(cx: CheckContext, v: Variable, t: Extract<Type, { kind: 'pointer' }>, span: Variable['span']): void {
  if (v.storage === 'tileStatic') return;
  if (t.pointee.kind === 'pointer') {
    cx.diags.error('amp-pointer-to-pointer', `'${v.name}' has type '${typeToString(v.type)}', a pointer to a pointer; restrict(amp) code does not allow them`, span);
    return;
  }
  if (v.type.kind === 'array') {
    cx.diags.error('amp-pointer-to-pointer', `'${v.name}' is an array of pointers ('${typeToString(v.type)}'); restrict(amp) code does not allow them`, span);
    return;
  }
  if (t.pointee.kind === 'opaque' && t.pointee.name === 'function pointer') {
    cx.diags.error('amp-function-pointer', `'${v.name}' is a pointer to a function pointer; function pointers are not allowed in restrict(amp) code`, span);
    return;
  }
  const problem = ampPointeeProblem(t.pointee);
  if (problem) cx.diags.error('amp-pointer', `'${v.name}': ${problem}`, span);
}

/** restrict(amp) limits on the types of variables and parameters. */
export function checkAmpVariableType(cx: CheckContext, v: Variable, span: Variable['span'], spelledName?: string): void {
  if (isInitializerList(v.type)) {
    // ampc's initializer_list holds a std::vector (src/library/initializer-list.ts), as making one in
    // amp code is refused (initializer-lists.ts); a range-for over a braced list is a WGSL array.
    // The variable then has no type to report again at each use.
    cx.diags.error('unsupported', `'${v.name}' of type '${typeToString(v.type)}' in restrict(amp) code is not supported by ampc (a range-for over a braced list, 'for (int v : {1, 2, 3})', is)`, span);
    v.type = errorType;
    return;
  }
  if (!rejectPolymorphicInAmp(cx, v.name, v.type, span, 'has type')) return;
  // C++ AMP allows references as locals, parameters and return types only, not as members.
  const member = referenceMemberOf(v.type);
  if (member) {
    cx.diags.error('amp-pointer-in-struct', `'${v.name}' has type '${typeToString(v.type)}', whose member '${member}' is a reference: restrict(amp) code cannot use it`, span);
    return;
  }
  let t: Type = v.type;
  while (t.kind === 'array') {
    // `int z[0]` (GNU's zero-length array): WGSL has no array of no elements.
    if (t.length === 0) {
      cx.diags.error('unsupported', `'${v.name}' has type '${typeToString(v.type)}': a zero-length array in restrict(amp) code is not supported by ampc`, span);
      return;
    }
    t = t.element;
  }
  if (t.kind === 'pointer') {
    checkAmpPointerType(cx, v, t, span);
    return;
  }
  if (spelledName && cx.enumsWithNonIntBase.has(spelledName)) {
    cx.diags.error('amp-enum-base', `'${v.name}' has enum type '${spelledName}' whose underlying type is not int; restrict(amp) code supports only int-based enums`, span);
    return;
  }
  switch (t.kind) {
    case 'functionPointer':
      cx.diags.error('amp-function-pointer', `'${v.name}' is a function pointer; function pointers are not allowed in restrict(amp) code`, span);
      return;
    case 'memberPointer':
      cx.diags.error('amp-function-pointer', `'${v.name}' is a pointer to member; pointers to members are not allowed in restrict(amp) code`, span);
      return;
    case 'int':
      // `long` is 64 bits here (g++'s LP64, types.ts), 32 under MSVC's C++ AMP: reported either way.
      if (t.isLong) cx.diags.error('amp-type', `'${v.name}' has type '${typeToString(t)}', 64 bits in ampc (as g++ on Linux makes it; C++ AMP on Windows makes it 32): restrict(amp) code does not support it (use int or unsigned int)`, span);
      else if (t.bits !== 32 || t.wideChar) cx.diags.error('amp-type', `'${v.name}' has type '${typeToString(t)}', which restrict(amp) code does not support (use int or unsigned int)`, span);
      return;
    case 'float':
      if (t.isLongDouble) cx.diags.error('amp-type', `'${v.name}' has type 'long double', which restrict(amp) code does not support`, span);
      return;
    case 'vector': case 'string':
      cx.diags.error('amp-type', `'${v.name}' has type '${typeToString(t)}', which cannot be used in restrict(amp) code`, span);
      return;
    case 'texture':
      // A WGSL storage texture is a module binding whose access mode is the kernel's: kernels use the captured texture itself.
      cx.diags.error('unsupported', `'${v.name}' of type '${typeToString(t)}' in restrict(amp) code is not supported by ampc: use the texture the kernel captures`, span);
      return;
    case 'struct': {
      if (t.info.isUnion) {
        cx.diags.error('amp-union', `'${v.name}' is a union; unions are not allowed in restrict(amp) code`, span);
        return;
      }
      const pointerField = t.info.fields.find((f) => f.type.kind === 'pointer');
      if (pointerField) {
        cx.diags.error('amp-pointer-in-struct', `'${v.name}' has type '${t.info.name}', whose field '${pointerField.name}' is a pointer; restrict(amp) code does not allow pointers in classes`, span);
        return;
      }
      const bad = t.info.fields.find((f) => f.type.kind === 'int' && (f.type.bits !== 32 || f.type.wideChar));
      if (bad) cx.diags.error('amp-type', `'${v.name}' has type '${t.info.name}', whose field '${bad.name}' of type '${typeToString(bad.type)}' restrict(amp) code does not support`, span);
      return;
    }
    default:
      return;
  }
}

/**
 * A scalar `double` in kernels is an exact software double (src/library/f64-wgsl.ts); the short
 * vectors `double_2`..`double_4` are still computed as f32 vectors: one warning per function or kernel.
 */
export function warnDouble(cx: CheckContext, span: Variable['span']): void {
  const where = cx.currentKernel?.kernel ?? cx.currentFunction;
  if (!where || cx.warnedDouble.has(where)) return;
  cx.warnedDouble.add(where);
  cx.diags.warning('amp-double', "short vectors of 'double' (double_2, double_3, double_4) in restrict(amp) code are computed in 32-bit float by ampc", span, [
    { message: 'use float_N to silence this, or -Werror to make it an error; a scalar double is computed exactly' },
  ]);
}

function checkTileStaticDecl(cx: CheckContext, d: A.VarDecl, isReference: boolean, type: Type): void {
  const span = d.storage.spans.tile_static ?? d.span;
  if (!cx.inAmp) {
    cx.diags.error('tile-static-outside-amp', `tile_static variable '${d.name}' can only be declared in restrict(amp) code`, span);
  } else if (cx.currentKernel && !cx.currentKernel.kernel.tile) {
    cx.diags.error('tile-static-non-tiled', `tile_static variable '${d.name}' in a kernel that is not tiled: tile_static memory exists only for tiled parallel_for_each`, d.nameSpan, [
      { message: 'the compute domain is not a tiled_extent', span: cx.currentKernel.kernel.span },
    ]);
  }
  if (d.init && !isReference) {
    cx.diags.error('tile-static-initializer', `tile_static variable '${d.name}' cannot have an initializer`, d.nameSpan, [
      { message: 'tile_static memory is shared by the tile and is not initialized; assign it from one thread, then wait at a barrier' },
    ]);
  }
  if (isReference) cx.diags.error('tile-static-reference', `tile_static variable '${d.name}' cannot be a reference`, d.nameSpan);
  let base = type;
  while (base.kind === 'array') base = base.element;
  if (base.kind === 'pointer') cx.diags.error('tile-static-pointer', `tile_static variable '${d.name}' cannot be a pointer`, d.nameSpan);
}

/**
 * `return e;` of a class object copies it where g++ does: a parameter, global, member or element
 * through the user's copy constructor (copyInitialize). A local of the return type is left as it
 * is: g++ elides its copy (NRVO) when every return names it, and the host emitter copies it
 * otherwise (src/sema/copies.ts). A temporary is never copied.
 */
function returnedValue(cx: CheckContext, value: Expr, fnType: Type): Expr {
  if (cx.currentFunction?.returnsReference) return value;
  const local = value.kind === 'VarRef' && value.variable.storage === 'local' && !value.variable.isReference;
  // A by-value parameter is moved from (C++20's implicit move): a user move constructor would run.
  const moved = value.kind === 'VarRef' && value.variable.storage === 'param' && !value.variable.isReference && fnType.kind === 'struct' && userMoveConstructor(fnType.info);
  if (moved) {
    cx.diags.error('unsupported', `returning the parameter '${value.variable.name}' runs the move constructor of '${fnType.kind === 'struct' ? fnType.info.name : ''}', which is not supported by ampc`, value.span, [{ message: 'move constructor declared here', span: moved }]);
    return value;
  }
  return local ? value : copyInitialize(cx, value, fnType);
}

