/**
 * Calls: user functions (restriction-aware overloads), the library's
 * functions and methods (array_view, extent, vector, iostream manipulators,
 * the Windows console subset, math), and construction of values.
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { lookupIntrinsics } from '../library/registry.js';
import type { Intrinsic } from '../library/intrinsics.js';
import { checkExpr, convert, errorExpr, isLValue, lastPart, make, manipulatorNames, viewElement, windowsFunctions } from './check-expr.js';
import { resolveOverload } from './overload.js';
import { checkKernelLaunch } from './check-kernel.js';
import { markWrite } from './check-operators.js';
import { knownExtentOf } from './check-stmt.js';
import { constValueOf } from './const-eval.js';
import type { CheckContext } from './context.js';
import type { Expr, ExprNode, FunctionInfo, LibraryOp, ManipulatorName } from './program.js';
import { namedType } from './resolve-type.js';
import {
  boolType, doubleType, floatType, intType, isIntegral, sameType, stringType, typeToString, uintType, viewInfo, voidType, type Type,
} from './types.js';

function checkArgs(cx: CheckContext, args: A.Expr[]): Expr[] {
  return args.map((a) => checkExpr(cx, a));
}

export function checkCall(cx: CheckContext, e: Extract<A.Expr, { kind: 'CallExpr' }>): Expr {
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
        return make({ kind: 'manipulator' }, e.span, { kind: 'Manipulator', name: id as ManipulatorName, arg: args[0] ?? null });
      }
      if (windowsFunctions.has(id)) {
        if (cx.inAmp) cx.diags.error('amp-call', `'${id}' cannot be called from restrict(amp) code`, callee.span);
        return make(id === 'GetStdHandle' ? { kind: 'opaque', name: 'HANDLE' } : boolType, e.span, { kind: 'Library', op: `windows.${id}` as LibraryOp, receiver: null, args: checkArgs(cx, e.args) });
      }
    }
    const intrinsics = found ? [] : lookupIntrinsics(callee.name.parts);
    if (intrinsics.length > 0) return callIntrinsic(cx, intrinsics, checkArgs(cx, e.args), e.span, callee.span);
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

/** A call of a library function: C++ overload resolution over the signatures of every intrinsic the name finds. */
function callIntrinsic(cx: CheckContext, intrinsics: Intrinsic[], args: Expr[], span: Span, calleeSpan: Span): Expr {
  const candidates = intrinsics.flatMap((intrinsic) => intrinsic.signatures.map((signature) => ({ item: { intrinsic, signature }, params: signature.params })));
  const asDouble = intrinsics.some((i) => i.integerArgsAsDouble);
  const resolution = resolveOverload(candidates, args.map((a) => (asDouble && isIntegral(a.type) ? doubleType : a.type)));
  const name = intrinsics[0].name;
  if (resolution.kind !== 'best') {
    const shown = (c: (typeof candidates)[number]) => `${c.item.intrinsic.id}(${c.params.map(typeToString).join(', ')})`;
    const notes = (resolution.kind === 'ambiguous' ? candidates.filter((c) => resolution.items.includes(c.item)) : candidates).map((c) => ({ message: `candidate: ${shown(c)}`, span: calleeSpan }));
    const argList = args.map((a) => typeToString(a.type)).join(', ');
    if (resolution.kind === 'ambiguous') cx.diags.error('ambiguous-call', `call to '${name}(${argList})' is ambiguous`, calleeSpan, notes);
    else cx.diags.error('no-matching-function', `no matching function for call to '${name}(${argList})'`, calleeSpan, notes);
    return errorExpr(span);
  }
  const { intrinsic, signature } = resolution.item;
  const where = cx.inAmp ? 'amp' : 'cpu';
  if (!intrinsic.restriction[where] || (cx.inAmp ? intrinsic.wgsl : intrinsic.host) === null) {
    cx.diags.error(cx.inAmp ? 'amp-call-non-amp' : 'cpu-call-amp', cx.inAmp ? `'${intrinsic.id}' cannot be called from restrict(amp) code` : `'${intrinsic.id}' can only be called from restrict(amp) code`, calleeSpan);
    return errorExpr(span);
  }
  return make(signature.result, span, { kind: 'Intrinsic', intrinsic, signature, args: args.map((a, i) => convert(cx, a, signature.params[i])) });
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
    if (p.isReference && !p.isConst) {
      // A non-const reference binds only to an lvalue of the same type (no conversion, no temporary).
      if (!isLValue(a)) cx.diags.error('reference-binding', `argument ${i + 1} of '${fn.name}' must be a variable or an element: the parameter is a non-const reference`, a.span);
      else if (a.type.kind !== 'error' && !sameType(a.type, p.type)) {
        cx.diags.error('reference-binding', `a '${typeToString(p.type)}&' parameter of '${fn.name}' cannot bind to '${typeToString(a.type)}' argument ${i + 1}`, a.span, [{ message: `'${p.name}' declared here`, span: p.span }]);
      }
      markWrite(cx, a);
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
