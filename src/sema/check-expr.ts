/**
 * Expressions: the dispatch, literals, names and kernel captures, members,
 * subscripts, and implicit conversions. Calls and construction are in
 * `check-call.ts`, operators in `check-operators.ts`.
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { constValueOf } from './const-eval.js';
import type { CheckContext } from './context.js';
import { checkCall, construct } from './check-call.js';
import { checkAssign, checkBinary, checkUnary } from './check-operators.js';
import { warnDouble } from './check-stmt.js';
import type { Expr, ExprNode, ManipulatorName, Variable } from './program.js';
import { resolveTypeRef } from './resolve-type.js';
import {
  boolType, charType, commonArithmeticType, doubleType, errorType, floatType, intType, isArithmetic, isIntegral,
  promote, sameType, stringType, typeToString, uintType, viewInfo, voidType, type Type,
} from './types.js';

export { construct } from './check-call.js';
export { markWrite } from './check-operators.js';

export const manipulatorNames: ReadonlySet<string> = new Set<ManipulatorName>(['setw', 'setprecision', 'setfill', 'endl', 'fixed', 'scientific', 'defaultfloat', 'left', 'right', 'flush']);
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
      // Folded here with C++ semantics: WGSL would evaluate a constant select() itself, and it
      // rejects overflow in constant expressions where C++ wraps.
      if (cond.kind === 'Const') return cond.value ? then : otherwise;
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

export function lastPart(name: A.QualifiedName): string {
  return name.parts[name.parts.length - 1];
}

function checkName(cx: CheckContext, name: A.QualifiedName, span: Span): Expr {
  const id = lastPart(name);
  const found = cx.lookup(id);
  if (found?.symbol.kind === 'variable') return variableRef(cx, found.symbol.variable, found.outsideLambda, span);
  // A function used as a value (`fp = Add`): only function-pointer declarations take it, and they are reported.
  if (found?.symbol.kind === 'functions') return make({ kind: 'opaque', name: 'function pointer' }, span, { kind: 'Const', value: 0 });
  if (id === 'cout' || id === 'cerr') return make({ kind: 'ostream' }, span, { kind: 'Stream', name: id });
  if (id === 'cin') return make({ kind: 'istream' }, span, { kind: 'Stream', name: id });
  if (manipulatorNames.has(id)) return make({ kind: 'manipulator' }, span, { kind: 'Manipulator', name: id as ManipulatorName, arg: null });
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

export function toInt(cx: CheckContext, e: Expr): Expr {
  if (e.type.kind === 'error') return e;
  if (!isIntegral(e.type)) {
    cx.diags.error('type-mismatch', `index of type '${typeToString(e.type)}' is not an integer`, e.span);
    return e;
  }
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
