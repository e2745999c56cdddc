/**
 * Expressions: name resolution, typing, implicit conversions and the
 * library's operations (array_view element access, extents, iostreams, ...).
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { constValueOf } from './const-eval.js';
import type { CheckContext } from './context.js';
import { checkKernelLaunch } from './check-kernel.js';
import { knownExtentOf, warnDouble } from './check-stmt.js';
import type { BinaryOp, Expr, ExprNode, FunctionInfo, LibraryOp, StreamItem, Variable } from './program.js';
import { namedType, resolveTypeRef } from './resolve-type.js';
import {
  boolType, charType, commonArithmeticType, doubleType, errorType, floatType, intType, isArithmetic, isIntegral,
  promote, sameType, stringType, typeToString, uintType, viewInfo, voidType, type Type,
} from './types.js';

const manipulatorNames = new Set(['setw', 'setprecision', 'setfill', 'endl', 'fixed', 'scientific', 'defaultfloat', 'left', 'right', 'flush']);
const mathFunctions = new Set([
  'sqrt', 'sqrtf', 'fabs', 'fabsf', 'abs', 'sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'atan2', 'exp', 'exp2', 'log', 'log2', 'log10',
  'pow', 'powf', 'floor', 'ceil', 'round', 'trunc', 'fmin', 'fmax', 'min', 'max', 'rsqrt', 'fmod', 'sinf', 'cosf', 'expf', 'logf',
]);
const windowsFunctions = new Set(['GetStdHandle', 'SetConsoleTextAttribute', 'SetConsoleScreenBufferSize', 'SetConsoleWindowInfo']);

function make(type: Type, span: Span, node: ExprNode): Expr {
  return { type, span, ...node } as Expr;
}

function errorExpr(span: Span): Expr {
  return make(errorType, span, { kind: 'Const', value: 0 });
}

export function isLValue(e: Expr): boolean {
  switch (e.kind) {
    case 'VarRef': return true;
    case 'Field': return isLValue(e.object) || e.object.type.kind === 'pointer';
    case 'Element': case 'ViewElement': return true;
    case 'Component': return isLValue(e.object);
    default: return false;
  }
}

/** Converts `e` to `to`, inserting a `Convert` node (or reporting why it can't). */
export function convert(cx: CheckContext, e: Expr, to: Type, span: Span = e.span): Expr {
  if (e.type.kind === 'error' || to.kind === 'error') return e;
  if (sameType(e.type, to)) return e;
  if (isArithmetic(e.type) && isArithmetic(to)) {
    const v = e.kind === 'Const' ? constValueOf(make(to, e.span, { kind: 'Convert', operand: e })) : null;
    if (v !== null) return make(to, e.span, { kind: 'Const', value: to.kind === 'bool' ? v !== 0 : v });
    return make(to, e.span, { kind: 'Convert', operand: e });
  }
  if (to.kind === 'bool' && e.type.kind === 'pointer') return make(to, e.span, { kind: 'Convert', operand: e });
  if (to.kind === 'opaque' || e.type.kind === 'opaque') return e;
  if (to.kind === 'index' && e.type.kind === 'tiledIndex') return e; // tiled_index converts to its global index
  if (e.type.kind === 'ampArray' && to.kind === 'vector') return make(to, e.span, { kind: 'Library', op: 'array.toVector', receiver: e, args: [] });
  if (to.kind === 'arrayView' && e.type.kind === 'arrayView' && to.rank === e.type.rank) return e;
  if (to.kind === 'pointer' && e.kind === 'Const' && e.value === 0) return e;
  cx.diags.error('type-mismatch', `cannot convert '${typeToString(e.type)}' to '${typeToString(to)}'`, span);
  return make(to, e.span, { kind: 'Convert', operand: e });
}

export function toCondition(cx: CheckContext, e: Expr): Expr {
  return convert(cx, e, boolType);
}

export function checkExpr(cx: CheckContext, e: A.Expr): Expr {
  switch (e.kind) {
    case 'IntLiteral': {
      const v = e.value;
      const unsigned = e.isUnsigned || v > 0x7fffffffn;
      if (v > 0xffffffffn) {
        cx.diags.error('literal-range', `integer literal '${e.text}' does not fit in 32 bits`, e.span);
        return errorExpr(e.span);
      }
      return make(unsigned ? uintType : intType, e.span, { kind: 'Const', value: Number(v) });
    }
    case 'FloatLiteral':
      if (cx.inAmp && !e.isFloat) warnDouble(cx, e.span);
      return make(e.isFloat ? floatType : doubleType, e.span, { kind: 'Const', value: e.isFloat ? Math.fround(e.value) : e.value });
    case 'CharLiteral':
      return make(charType, e.span, { kind: 'Const', value: e.value });
    case 'StringLiteral':
      return make(stringType, e.span, { kind: 'StringConst', value: e.value });
    case 'BoolLiteral':
      return make(boolType, e.span, { kind: 'Const', value: e.value });
    case 'NullptrLiteral':
      if (cx.inAmp) cx.diags.error('amp-pointer', "'nullptr' is not allowed in restrict(amp) code: it has pointer type", e.span);
      return make({ kind: 'pointer', pointee: voidType }, e.span, { kind: 'Const', value: 0 });
    case 'ThisExpr':
      cx.diags.error('unsupported', "'this' is not supported", e.span);
      return errorExpr(e.span);
    case 'NameExpr':
      return checkName(cx, e.name, e.span);
    case 'MemberExpr':
      return checkMember(cx, e);
    case 'SubscriptExpr':
      return checkSubscript(cx, e);
    case 'CallExpr':
      return checkCall(cx, e);
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
      return make(type, e.span, { kind: 'Conditional', cond, then, otherwise });
    }
    case 'CastExpr': {
      const target = resolveTypeRef(cx, e.type).type;
      const operand = checkExpr(cx, e.operand);
      if (e.style === 'dynamic_cast' && cx.inAmp) {
        cx.diags.error('amp-rtti', "'dynamic_cast' is not allowed in restrict(amp) code", e.span);
        return errorExpr(e.span);
      }
      if (operand.type.kind === 'error' || target.kind === 'error') return errorExpr(e.span);
      if (isArithmetic(target) && isArithmetic(operand.type)) return convert(cx, operand, target, e.span);
      if (target.kind === 'int' && operand.type.kind === 'int') return convert(cx, operand, target, e.span);
      if (sameType(target, operand.type)) return operand;
      if (target.kind === 'int' && operand.kind === 'Const') return convert(cx, operand, target);
      if (e.style === 'dynamic_cast' && cx.inAmp) {
        cx.diags.error('amp-rtti', "'dynamic_cast' is not allowed in restrict(amp) code", e.span);
        return errorExpr(e.span);
      }
      cx.diags.error('invalid-cast', `cannot cast '${typeToString(operand.type)}' to '${typeToString(target)}'`, e.span);
      return errorExpr(e.span);
    }
    case 'ConstructExpr': {
      const type = resolveTypeRef(cx, e.type).type;
      return construct(cx, type, e.args.map((a) => checkExpr(cx, a)), e.span);
    }
    case 'SizeofExpr': {
      cx.diags.error('unsupported', "'sizeof' is not supported yet", e.span);
      return errorExpr(e.span);
    }
    case 'NewExpr': {
      const type = resolveTypeRef(cx, e.type).type;
      if (cx.inAmp) {
        cx.diags.error('amp-new-delete', "'new' is not allowed in restrict(amp) code", e.span);
        return errorExpr(e.span);
      }
      if (type.kind !== 'struct' || e.arraySize) {
        cx.diags.error('unsupported', `'new ${typeToString(type)}' is not supported; only 'new S()' of a struct`, e.span);
        return errorExpr(e.span);
      }
      return make({ kind: 'pointer', pointee: type }, e.span, { kind: 'New', args: (e.args ?? []).map((a) => checkExpr(cx, a)) });
    }
    case 'DeleteExpr':
      if (cx.inAmp) cx.diags.error('amp-new-delete', "'delete' is not allowed in restrict(amp) code", e.span);
      else cx.diags.error('unsupported', "'delete' is not supported", e.span);
      return errorExpr(e.span);
    case 'TypeidExpr':
      cx.diags.error(cx.inAmp ? 'amp-rtti' : 'unsupported', "'typeid' is not allowed in restrict(amp) code", e.span);
      return errorExpr(e.span);
    case 'InitListExpr':
      return make(voidType, e.span, { kind: 'InitList', elements: e.elements.map((x) => checkExpr(cx, x)) });
    case 'Lambda':
      cx.diags.error('unsupported', 'a lambda is only supported as the kernel of parallel_for_each', e.span);
      return errorExpr(e.span);
  }
}

// ------------------------------------------------------------------ names

function lastPart(name: A.QualifiedName): string {
  return name.parts[name.parts.length - 1];
}

function checkName(cx: CheckContext, name: A.QualifiedName, span: Span): Expr {
  const id = lastPart(name);
  const found = cx.lookup(id);
  if (found?.symbol.kind === 'variable') return variableRef(cx, found.symbol.variable, found.outsideLambda, span);
  // A function used as a value (`fp = Add`): only function-pointer declarations take it, and they are reported.
  if (found?.symbol.kind === 'functions') return make({ kind: 'opaque', name: 'function pointer' }, span, { kind: 'Const', value: 0 });
  if (id === 'cout' || id === 'cerr') return make({ kind: 'ostream' }, span, { kind: 'StringConst', value: id });
  if (id === 'cin') return make({ kind: 'istream' }, span, { kind: 'StringConst', value: id });
  if (manipulatorNames.has(id)) return make({ kind: 'manipulator' }, span, { kind: 'StringConst', value: id });
  if (id === 'STD_OUTPUT_HANDLE') return make(intType, span, { kind: 'Const', value: -11 });
  cx.diags.error('undeclared', `use of undeclared identifier '${name.parts.join('::')}'`, span);
  return errorExpr(span);
}

function variableRef(cx: CheckContext, v: Variable, outsideLambda: boolean, span: Span): Expr {
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
  const isBuffer = v.type.kind === 'arrayView' || v.type.kind === 'ampArray';
  if (v.type.kind === 'ampArray' && !byReference) {
    cx.diags.error('capture-array-by-value', `concurrency::array '${v.name}' must be captured by reference`, span, [{ message: `capture it as [&${v.name}] or [=, &${v.name}]` }]);
  } else if (byReference && v.type.kind !== 'ampArray') {
    cx.diags.error('capture-by-reference', `'${v.name}' is captured by reference; restrict(amp) lambdas capture only concurrency::array by reference`, explicit?.span ?? span, [
      { message: `'${v.name}' declared here`, span: v.span },
    ]);
  }
  if (hasPointerField(v.type)) {
    cx.diags.error('amp-pointer', `'${v.name}' has a pointer member; a kernel cannot capture pointers`, span, [{ message: `'${v.name}' declared here`, span: v.span }]);
  } else if (!isBuffer && !isUniformCapturable(v.type)) {
    cx.diags.error('capture-type', `'${v.name}' of type '${typeToString(v.type)}' cannot be captured by a kernel`, span);
  }
  k.captureByOuter.set(v, { outer: v, kind: isBuffer ? 'buffer' : 'uniform', writes: false, byReference });
  k.kernel.captures.push(k.captureByOuter.get(v)!);
}

/** Values a kernel can receive in its uniform block: 32-bit scalars, extents/indices, and structs of those. */
function isUniformCapturable(t: Type): boolean {
  if (t.kind === 'struct') return !t.info.isUnion && t.info.fields.every((f) => isUniformCapturable(f.type));
  return (t.kind === 'int' && t.bits === 32) || t.kind === 'float' || t.kind === 'bool' || t.kind === 'extent' || t.kind === 'index';
}

function hasPointerField(t: Type): boolean {
  return t.kind === 'struct' && t.info.fields.some((f) => f.type.kind === 'pointer' || hasPointerField(f.type));
}

// ------------------------------------------------------------------ members

const threadIndexParts: Record<string, 'global' | 'local' | 'tile' | 'tileOrigin'> = {
  global: 'global', local: 'local', tile: 'tile', tile_origin: 'tileOrigin',
};

function checkMember(cx: CheckContext, e: Extract<A.Expr, { kind: 'MemberExpr' }>): Expr {
  const object = checkExpr(cx, e.object);
  const t = object.type;
  if (t.kind === 'error') return object;
  if (e.arrow) {
    if (cx.inAmp) cx.diags.error('amp-pointer', "'->' dereferences a pointer; pointers are not allowed in restrict(amp) code", e.opSpan);
    if (t.kind !== 'pointer') {
      cx.diags.error('member-access', `'->' on a non-pointer of type '${typeToString(t)}'`, e.memberSpan);
      return errorExpr(e.span);
    }
  }
  const base = t.kind === 'pointer' && e.arrow ? t.pointee : t;
  switch (base.kind) {
    case 'struct': {
      const field = base.info.fields.find((f) => f.name === e.member);
      if (!field) {
        cx.diags.error('no-member', `no member named '${e.member}' in '${base.info.name}'`, e.memberSpan);
        return errorExpr(e.span);
      }
      return make(field.type, e.span, { kind: 'Field', object, field: e.member });
    }
    case 'tiledIndex': {
      const part = threadIndexParts[e.member];
      if (part) return make({ kind: 'index', rank: base.tile.length }, e.span, { kind: 'ThreadIndex', part });
      if (e.member === 'barrier') return make({ kind: 'tileBarrier' }, e.span, { kind: 'Const', value: 0 });
      if (e.member === 'rank') return make(intType, e.span, { kind: 'Const', value: base.tile.length });
      const dim = /^tile_dim([0-2])$/.exec(e.member);
      if (dim && Number(dim[1]) < base.tile.length) return make(intType, e.span, { kind: 'Const', value: base.tile[Number(dim[1])] });
      break;
    }
    case 'arrayView':
    case 'ampArray':
      if (e.member === 'extent') return make({ kind: 'extent', rank: base.rank }, e.span, { kind: 'ExtentOf', view: object });
      if (e.member === 'rank') return make(intType, e.span, { kind: 'Const', value: base.rank });
      break;
    case 'extent':
    case 'index':
      if (e.member === 'rank') return make(intType, e.span, { kind: 'Const', value: base.rank });
      break;
    case 'tiledExtent': {
      if (e.member === 'rank') return make(intType, e.span, { kind: 'Const', value: base.tile.length });
      const dim = /^tile_dim([0-2])$/.exec(e.member);
      if (dim && Number(dim[1]) < base.tile.length) return make(intType, e.span, { kind: 'Const', value: base.tile[Number(dim[1])] });
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

function toInt(cx: CheckContext, e: Expr): Expr {
  if (e.type.kind === 'error') return e;
  if (!isIntegral(e.type)) {
    cx.diags.error('type-mismatch', `index of type '${typeToString(e.type)}' is not an integer`, e.span);
    return e;
  }
  return convert(cx, e, promote(e.type).kind === 'int' ? promote(e.type) : intType);
}

function viewElement(cx: CheckContext, view: Expr, args: Expr[], span: Span): Expr {
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
  return make(info.element, span, { kind: 'ViewElement', view, index: null, components: args.map((a) => toInt(cx, a)) });
}

function checkSubscript(cx: CheckContext, e: Extract<A.Expr, { kind: 'SubscriptExpr' }>): Expr {
  const object = checkExpr(cx, e.object);
  const index = checkExpr(cx, e.index);
  const t = object.type;
  if (t.kind === 'error' || index.type.kind === 'error') return errorExpr(e.span);
  switch (t.kind) {
    case 'arrayView':
    case 'ampArray':
      return viewElement(cx, object, [index], e.span);
    case 'array':
      return make(t.element, e.span, { kind: 'Element', object, index: toInt(cx, index) });
    case 'vector':
      if (cx.inAmp) cx.diags.error('amp-type', 'std::vector cannot be used in restrict(amp) code', e.span);
      return make(t.element, e.span, { kind: 'Element', object, index: toInt(cx, index) });
    case 'pointer':
      if (cx.inAmp) cx.diags.error('amp-pointer', 'pointer arithmetic is not allowed in restrict(amp) code', e.bracketSpan);
      return make(t.pointee, e.span, { kind: 'Element', object, index: toInt(cx, index) });
    case 'index':
    case 'extent':
      return make(intType, e.span, { kind: 'Component', object, dim: toInt(cx, index) });
    case 'tiledIndex': {
      const global = make({ kind: 'index', rank: t.tile.length }, object.span, { kind: 'ThreadIndex', part: 'global' });
      return make(intType, e.span, { kind: 'Component', object: global, dim: toInt(cx, index) });
    }
    default:
      cx.diags.error('subscript', `type '${typeToString(t)}' cannot be subscripted`, e.span);
      return errorExpr(e.span);
  }
}

// ------------------------------------------------------------------ calls

function checkArgs(cx: CheckContext, args: A.Expr[]): Expr[] {
  return args.map((a) => checkExpr(cx, a));
}

function checkCall(cx: CheckContext, e: Extract<A.Expr, { kind: 'CallExpr' }>): Expr {
  const callee = e.callee;
  if (callee.kind === 'NameExpr') {
    const id = lastPart(callee.name);
    const found = cx.lookup(id);
    if (found?.symbol.kind === 'functions') return callFunction(cx, found.symbol.overloads, checkArgs(cx, e.args), e, callee.span);
    if (found?.symbol.kind === 'struct' || found?.symbol.kind === 'typedef' || isLibraryTypeName(id) && !found) {
      const type = namedType(cx, callee.name);
      return construct(cx, type, checkArgs(cx, e.args), e.span);
    }
    if (!found) {
      if (id === 'parallel_for_each') return checkKernelLaunch(cx, e);
      if (manipulatorNames.has(id)) {
        const args = checkArgs(cx, e.args).map((a) => convert(cx, a, intType));
        return make({ kind: 'manipulator' }, e.span, { kind: 'Library', op: 'stream.manipulator', receiver: make(stringType, callee.span, { kind: 'StringConst', value: id }), args });
      }
      if (windowsFunctions.has(id)) {
        if (cx.inAmp) cx.diags.error('amp-call', `'${id}' cannot be called from restrict(amp) code`, callee.span);
        return make(id === 'GetStdHandle' ? { kind: 'opaque', name: 'HANDLE' } : boolType, e.span, { kind: 'Library', op: `windows.${id}` as LibraryOp, receiver: null, args: checkArgs(cx, e.args) });
      }
      if (mathFunctions.has(id)) return mathCall(cx, id, checkArgs(cx, e.args), e.span);
    }
  }
  if (callee.kind === 'MemberExpr') return checkMethodCall(cx, callee, e);
  const target = checkExpr(cx, callee);
  if (target.type.kind === 'error') return target;
  // Calls through function pointers: the pointer's declaration is where the error is reported.
  if (target.type.kind === 'opaque' && target.type.name === 'function pointer') return errorExpr(e.span);
  if (viewInfo(target.type)) return viewElement(cx, target, checkArgs(cx, e.args), e.span);
  cx.diags.error('not-callable', `'${typeToString(target.type)}' is not callable`, callee.span);
  return errorExpr(e.span);
}

function isLibraryTypeName(id: string): boolean {
  return ['index', 'extent', 'array_view', 'array', 'vector', 'tiled_extent', 'string'].includes(id);
}

function mathCall(cx: CheckContext, fn: string, args: Expr[], span: Span): Expr {
  const isInt = (fn === 'abs' || fn === 'min' || fn === 'max') && args.every((a) => isIntegral(a.type));
  const type = isInt ? intType : args.some((a) => a.type.kind === 'float' && a.type.bits === 64) ? doubleType : floatType;
  return make(type, span, { kind: 'Math', fn: fn.replace(/f$/, '') === 'fabs' ? 'fabs' : fn, args: args.map((a) => convert(cx, a, type)) });
}

function callFunction(cx: CheckContext, overloads: FunctionInfo[], args: Expr[], e: Extract<A.Expr, { kind: 'CallExpr' }>, calleeSpan: Span): Expr {
  const byArity = overloads.filter((f) => f.params.length === args.length);
  const candidates = cx.inAmp ? byArity.filter((f) => f.restriction.amp) : byArity.filter((f) => f.restriction.cpu);
  const fn = candidates[0];
  if (!fn) {
    if (byArity.length > 0 && cx.inAmp) {
      cx.diags.error('amp-call-non-amp', `call to '${byArity[0].name}', which is not restrict(amp), from restrict(amp) code`, calleeSpan, [
        { message: `'${byArity[0].name}' declared here`, span: byArity[0].span },
      ]);
    } else if (byArity.length > 0) {
      cx.diags.error('cpu-call-amp', `call to restrict(amp) function '${byArity[0].name}' from CPU code`, calleeSpan, [{ message: 'declared here', span: byArity[0].span }]);
    } else {
      cx.diags.error('call-arity', `no function '${overloads[0].name}' takes ${args.length} argument${args.length === 1 ? '' : 's'}`, calleeSpan, overloads.map((f) => ({ message: 'candidate', span: f.span })));
    }
    return errorExpr(e.span);
  }
  if (cx.inAmp) cx.ampCallees.add(fn);
  const converted = args.map((a, i) => {
    const p = fn.params[i];
    if (p.isReference) {
      if (!isLValue(a) && !p.isConst) cx.diags.error('reference-binding', `argument ${i + 1} of '${fn.name}' must be an lvalue (the parameter is a reference)`, a.span);
      if (!p.isConst) markWrite(cx, a);
      return a;
    }
    return convert(cx, a, p.type);
  });
  return make(fn.returnType, e.span, { kind: 'Call', callee: fn, args: converted });
}

function checkMethodCall(cx: CheckContext, callee: Extract<A.Expr, { kind: 'MemberExpr' }>, e: Extract<A.Expr, { kind: 'CallExpr' }>): Expr {
  const object = checkExpr(cx, callee.object);
  const t = object.type;
  const args = checkArgs(cx, e.args);
  const m = callee.member;
  const lib = (op: LibraryOp, type: Type, libArgs: Expr[] = args) => make(type, e.span, { kind: 'Library', op, receiver: object, args: libArgs });
  if (t.kind === 'error') return errorExpr(e.span);
  const hostOnly = () => {
    if (cx.inAmp) cx.diags.error('amp-call', `'${m}' cannot be called from restrict(amp) code`, callee.memberSpan);
  };
  switch (t.kind) {
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
      break;
    case 'arrayView':
    case 'ampArray':
      if (m === 'synchronize' || m === 'discard_data' || m === 'refresh') {
        if (cx.inAmp && m === 'discard_data') return make(voidType, e.span, { kind: 'Const', value: 0 }); // no-op in amp code
        hostOnly();
        return lib(`view.${m}` as LibraryOp, voidType, []);
      }
      if (m === 'get_extent') return make({ kind: 'extent', rank: t.rank }, e.span, { kind: 'ExtentOf', view: object });
      break;
    case 'vector':
      hostOnly();
      switch (m) {
        case 'push_back': return lib('vector.push_back', voidType, [convert(cx, args[0] ?? errorExpr(e.span), t.element)]);
        case 'size': return lib('vector.size', uintType, []);
        case 'clear': return lib('vector.clear', voidType, []);
        case 'resize': return lib('vector.resize', voidType, args.map((a) => convert(cx, a, intType)));
        case 'begin': return lib('vector.begin', t, []);
        case 'end': return lib('vector.end', t, []);
        case 'data': return lib('vector.data', t, []);
      }
      break;
    case 'tiledExtent':
      if (m === 'size') return make(uintType, e.span, { kind: 'Library', op: 'extent.size', receiver: object, args: [] });
      break;
    case 'exception':
      if (m === 'what') return lib('exception.what', stringType, []);
      break;
    case 'struct': {
      const method = t.info.methods.find((x) => x.name === m);
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
  const dims = knownExtentOf(cx, extent);
  if (dims && dims.some((d, i) => d % tile[i] !== 0)) {
    cx.diags.warning('extent-not-divisible', `the extent (${dims.join(',')}) is not evenly divisible by the tile <${tile.join(',')}>; parallel_for_each will throw concurrency::invalid_compute_domain`, callee.memberSpan);
  }
  return make({ kind: 'tiledExtent', tile }, span, { kind: 'Tile', extent, tile });
}

/** C++ AMP's tile limits: rank 1 to 3, positive sizes, at most 1024 threads, a 3-D tile's first dimension at most 64. */
export function checkTileShape(cx: CheckContext, tile: number[], span: Span): boolean {
  const dims = tile.join(',');
  if (tile.length > 3) {
    cx.diags.error('tile-rank', `tile<${dims}> has rank ${tile.length}; C++ AMP tiles have rank 1 to 3`, span);
    return false;
  }
  if (tile.some((d) => d <= 0)) {
    cx.diags.error('tile-size', `tile<${dims}>: tile dimensions must be positive`, span);
    return false;
  }
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
    case 'index':
    case 'extent': {
      if (args.length === 1 && (args[0].type.kind === type.kind)) return args[0];
      if (args.length !== type.rank) {
        cx.diags.error('rank-mismatch', `${typeToString(type)} takes ${type.rank} component${type.rank === 1 ? '' : 's'}, got ${args.length}`, span);
        return errorExpr(span);
      }
      const components = args.map((a) => convert(cx, a, intType));
      return c(type.kind === 'index' ? { kind: 'MakeIndex', components } : { kind: 'MakeExtent', components });
    }
    case 'arrayView':
    case 'ampArray': {
      if (cx.inAmp) {
        cx.diags.error('amp-construct', `${typeToString(type)} cannot be constructed in restrict(amp) code`, span);
        return errorExpr(span);
      }
      let extent: Expr | null = null;
      let rest: Expr[];
      if (args[0]?.type.kind === 'extent') {
        extent = args[0];
        rest = args.slice(1);
      } else {
        const dims = args.slice(0, type.rank);
        if (dims.length < type.rank || !dims.every((d) => isIntegral(d.type))) {
          cx.diags.error('constructor-args', `${typeToString(type)} is constructed from an extent<${type.rank}> or ${type.rank} sizes, then its data`, span);
          return errorExpr(span);
        }
        extent = make({ kind: 'extent', rank: type.rank }, span, { kind: 'MakeExtent', components: dims.map((d) => convert(cx, d, intType)) });
        rest = args.slice(type.rank);
      }
      if (extent.type.kind === 'extent' && extent.type.rank !== type.rank) {
        cx.diags.error('rank-mismatch', `extent<${extent.type.rank}> used to construct a rank-${type.rank} ${typeToString(type)}`, extent.span);
      }
      // array(extent, v.begin(), v.end()) → the vector is the source.
      let source: Expr | null = rest[0] ?? null;
      if (source?.kind === 'Library' && source.op === 'vector.begin') source = source.receiver;
      if (source && source.type.kind !== 'vector' && source.type.kind !== 'array' && source.type.kind !== 'ampArray') {
        cx.diags.error('constructor-args', `the data of ${typeToString(type)} must be a std::vector or an array, not '${typeToString(source.type)}'`, source.span);
      }
      if (type.kind === 'arrayView' && !source) {
        cx.diags.error('constructor-args', `${typeToString(type)} needs its data source`, span);
      }
      return c({ kind: 'Construct', args: source ? [extent, source] : [extent] });
    }
    case 'vector': {
      const sized = args.map((a) => convert(cx, a, a === args[1] ? type.element : intType));
      return c({ kind: 'Construct', args: sized });
    }
    case 'struct': {
      const fields = type.info.fields;
      if (args.length > fields.length) {
        cx.diags.error('initializer-count', `too many initializers for '${type.info.name}' (${args.length} for ${fields.length} fields)`, span);
        return errorExpr(span);
      }
      return c({ kind: 'Construct', args: args.map((a, i) => convert(cx, a, fields[i].type)) });
    }
    case 'int':
    case 'float':
    case 'bool':
      if (args.length === 0) return make(type, span, { kind: 'Const', value: type.kind === 'bool' ? false : 0 });
      return convert(cx, args[0], type);
    case 'opaque':
      return c({ kind: 'Construct', args });
    default:
      cx.diags.error('unsupported', `cannot construct '${typeToString(type)}'`, span);
      return errorExpr(span);
  }
}

// ------------------------------------------------------------------ operators

function checkUnary(cx: CheckContext, e: Extract<A.Expr, { kind: 'UnaryExpr' }>): Expr {
  const operand = checkExpr(cx, e.operand);
  if (operand.type.kind === 'error') return operand;
  switch (e.op) {
    case 'deref':
      if (cx.inAmp) cx.diags.error('amp-pointer', 'pointer dereference is not allowed in restrict(amp) code', e.opSpan);
      if (operand.type.kind !== 'pointer') {
        cx.diags.error('deref', `indirection requires a pointer operand ('${typeToString(operand.type)}' invalid)`, e.opSpan);
        return errorExpr(e.span);
      }
      return make(operand.type.pointee, e.span, { kind: 'Element', object: operand, index: make(intType, e.span, { kind: 'Const', value: 0 }) });
    case 'addressOf':
      cx.diags.error(cx.inAmp ? 'amp-pointer' : 'unsupported', cx.inAmp ? "taking an address ('&') is not allowed in restrict(amp) code" : "taking an address ('&') is not supported", e.opSpan);
      return errorExpr(e.span);
    case '!':
      return make(boolType, e.span, { kind: 'Unary', op: '!', operand: toCondition(cx, operand) });
    case '+':
      return convert(cx, operand, promote(operand.type));
    case '-':
    case '~': {
      if (!isArithmetic(operand.type)) {
        cx.diags.error('operand-type', `invalid operand of type '${typeToString(operand.type)}' to unary '${e.op}'`, e.opSpan);
        return errorExpr(e.span);
      }
      const type = promote(operand.type);
      const converted = convert(cx, operand, type);
      const node = make(type, e.span, { kind: 'Unary', op: e.op, operand: converted });
      const v = constValueOf(node);
      return v !== null && converted.kind === 'Const' ? make(type, e.span, { kind: 'Const', value: v }) : node;
    }
    default: {
      if (!isLValue(operand)) cx.diags.error('not-assignable', `expression is not assignable`, operand.span);
      markWrite(cx, operand);
      return make(operand.type, e.span, { kind: 'Unary', op: e.op, operand });
    }
  }
}

function checkBinary(cx: CheckContext, e: Extract<A.Expr, { kind: 'BinaryExpr' }>): Expr {
  if (e.op === '<<' || e.op === '>>') {
    const stream = streamChain(cx, e);
    if (stream) return stream;
  }
  const left = checkExpr(cx, e.left);
  const right = checkExpr(cx, e.right);
  if (left.type.kind === 'error' || right.type.kind === 'error') return errorExpr(e.span);
  if (e.op === '&&' || e.op === '||') {
    return make(boolType, e.span, { kind: 'Logical', op: e.op, left: toCondition(cx, left), right: toCondition(cx, right) });
  }
  if (e.op === ',') return make(right.type, e.span, { kind: 'Binary', op: ',', left, right });
  const op = e.op as BinaryOp;
  const comparison = ['<', '>', '<=', '>=', '==', '!='].includes(op);
  if ((left.type.kind === 'index' || left.type.kind === 'extent') && (op === '==' || op === '!=')) {
    if (!sameType(left.type, right.type)) cx.diags.error('type-mismatch', `cannot compare '${typeToString(left.type)}' with '${typeToString(right.type)}'`, e.opSpan);
    return make(boolType, e.span, { kind: 'Binary', op, left, right });
  }
  const pointerLike = (t: Type) => t.kind === 'pointer' || t.kind === 'array';
  if ((pointerLike(left.type) || pointerLike(right.type)) && (op === '+' || op === '-') && cx.inAmp) {
    cx.diags.error('amp-pointer', 'pointer arithmetic is not allowed in restrict(amp) code (an array used in arithmetic decays to a pointer)', e.opSpan);
    const p = pointerLike(left.type) ? left.type : right.type;
    const pointee = p.kind === 'pointer' ? p.pointee : p.kind === 'array' ? p.element : p;
    return make({ kind: 'pointer', pointee }, e.span, { kind: 'Binary', op, left, right });
  }
  if (!isArithmetic(left.type) || !isArithmetic(right.type)) {
    cx.diags.error('operand-type', `invalid operands to binary '${op}' ('${typeToString(left.type)}' and '${typeToString(right.type)}')`, e.opSpan);
    return errorExpr(e.span);
  }
  const bitwise = ['%', '<<', '>>', '&', '|', '^'].includes(op);
  if (bitwise && (!isIntegral(left.type) || !isIntegral(right.type))) {
    cx.diags.error('operand-type', `invalid operands to binary '${op}' ('${typeToString(left.type)}' and '${typeToString(right.type)}')`, e.opSpan);
    return errorExpr(e.span);
  }
  const operandType = op === '<<' || op === '>>' ? promote(left.type) : commonArithmeticType(left.type, right.type);
  const l = convert(cx, left, operandType);
  const r = convert(cx, right, op === '<<' || op === '>>' ? promote(right.type) : operandType);
  const node = make(comparison ? boolType : operandType, e.span, { kind: 'Binary', op, left: l, right: r });
  const v = l.kind === 'Const' && r.kind === 'Const' ? constValueOf(node) : null;
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
  if (stream.type.kind === 'ostream' && e.op === '<<') {
    if (cx.inAmp) cx.diags.error('amp-call', 'std::cout cannot be used in restrict(amp) code', e.span);
    const items: StreamItem[] = operands.map((o) => {
      const x = checkExpr(cx, o);
      if (x.type.kind === 'manipulator') {
        const name = x.kind === 'StringConst' ? x.value : x.kind === 'Library' && x.receiver?.kind === 'StringConst' ? x.receiver.value : 'flush';
        const arg = x.kind === 'Library' ? x.args[0] ?? null : null;
        return { kind: 'manipulator', name: name as Extract<StreamItem, { kind: 'manipulator' }>['name'], arg };
      }
      if (!isArithmetic(x.type) && x.type.kind !== 'string' && x.type.kind !== 'error') {
        cx.diags.error('stream-type', `cannot print a value of type '${typeToString(x.type)}'`, x.span);
      }
      return { kind: 'value', expr: x };
    });
    return make(stream.type, e.span, { kind: 'StreamOut', stream: stream.kind === 'StringConst' && stream.value === 'cerr' ? 'cerr' : 'cout', items });
  }
  if (stream.type.kind === 'istream' && e.op === '>>') {
    const targets = operands.map((o) => checkExpr(cx, o));
    for (const t of targets) if (!isLValue(t)) cx.diags.error('not-assignable', 'std::cin needs a variable to read into', t.span);
    return make(stream.type, e.span, { kind: 'StreamIn', targets });
  }
  return null;
}

/** Records that a kernel writes through a captured array_view/array. */
export function markWrite(cx: CheckContext, target: Expr): void {
  const k = cx.currentKernel;
  let base: Expr = target;
  while (base.kind === 'Field' || base.kind === 'Element' || base.kind === 'Component') base = base.object;
  // Through a reference: the aliased object is what is written.
  const aliased = base.kind === 'VarRef' ? cx.referenceTargets.get(base.variable) : undefined;
  if (aliased) {
    markWrite(cx, aliased);
    return;
  }
  if (base.kind === 'ViewElement' && base.view.kind === 'VarRef') {
    const view = base.view.variable;
    if (view.type.kind === 'arrayView' && view.type.isConst) {
      cx.diags.error('const-write', `cannot write through '${view.name}', an array_view of const elements`, target.span, [{ message: `'${view.name}' declared here`, span: view.span }]);
    }
    const capture = k?.captureByOuter.get(view);
    if (capture) capture.writes = true;
  }
  if (base.kind === 'VarRef' && base.variable.isConst && !cx.inAmp) {
    cx.diags.error('const-write', `cannot assign to '${base.variable.name}', which is const`, target.span);
  }
  if (base.kind === 'VarRef' && k && k.captureByOuter.has(base.variable) && base.variable.type.kind !== 'ampArray') {
    cx.diags.error('capture-write', `cannot assign to '${base.variable.name}': variables captured by value are read-only in the kernel`, target.span);
  }
}

function checkAssign(cx: CheckContext, e: Extract<A.Expr, { kind: 'AssignExpr' }>): Expr {
  const target = checkExpr(cx, e.target);
  const value = checkExpr(cx, e.value);
  if (target.type.kind === 'error' || value.type.kind === 'error') return errorExpr(e.span);
  if (!isLValue(target)) cx.diags.error('not-assignable', 'expression is not assignable', target.span);
  markWrite(cx, target);
  if (e.op === '=' && target.type.kind === 'vector' && value.type.kind === 'ampArray') {
    return make(voidType, e.span, { kind: 'Library', op: 'array.copyTo', receiver: value, args: [target] });
  }
  if (e.op === '=' && value.kind === 'InitList' && target.type.kind === 'struct') {
    return make(target.type, e.span, { kind: 'Assign', op: null, target, value: construct(cx, target.type, value.elements, value.span) });
  }
  const op = e.op === '=' ? null : (e.op.slice(0, -1) as BinaryOp);
  if (op && (!isArithmetic(target.type) || !isArithmetic(value.type))) {
    cx.diags.error('operand-type', `invalid operands to '${e.op}' ('${typeToString(target.type)}' and '${typeToString(value.type)}')`, e.opSpan);
    return errorExpr(e.span);
  }
  if (op) {
    // `i *= 1.5` computes `i * 1.5` in the common type, then converts back: `value` carries the computation type.
    const shift = op === '<<' || op === '>>';
    const computation = shift ? promote(target.type) : commonArithmeticType(target.type, value.type);
    return make(target.type, e.span, { kind: 'Assign', op, target, value: convert(cx, value, shift ? promote(value.type) : computation) });
  }
  return make(target.type, e.span, { kind: 'Assign', op, target, value: convert(cx, value, target.type) });
}
