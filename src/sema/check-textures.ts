/**
 * `concurrency::graphics::texture<T, N>`, `texture_view<T, N>` and `writeonly_texture_view<T, N>`:
 * construction (the format is checked here, at the declaration), element access and `set` in
 * kernels, their host members and the `copy` overloads of `<amp_graphics.h>`. The format table
 * and the WGSL printers are in src/library/graphics.ts.
 */
import { texelFormat, textureExtent, textureGet, textureSet, type TextureType } from '../library/graphics.js';
import type { Span } from '../source.js';
import { callIntrinsic } from './check-call.js';
import { errorExpr, isLValue, make, toInt } from './check-expr.js';
import { hostPosition } from './check-views.js';
import { constValueOf } from './const-eval.js';
import type { CheckContext } from './context.js';
import type { Expr } from './program.js';
import { intType, isIntegral, sameType, typeToString, uintType, voidType, type Type } from './types.js';

function isTexture(t: Type): t is TextureType {
  return t.kind === 'texture';
}

/** A texture's format is fixed by its type: reported once, at the declaration, if WGSL has none. */
function checkFormat(cx: CheckContext, type: TextureType, span: Span): boolean {
  const f = texelFormat(type.element, type.bits);
  if ('unsupported' in f) {
    cx.diags.error('unsupported', `${typeToString({ ...type, bits: 32 })} with ${type.bits} bits per scalar element is not supported by ampc: ${f.unsupported}`, span);
    return false;
  }
  return true;
}

/**
 * `texture<T, N>(extent | sizes [, bits_per_scalar_element])`, `(extent | sizes, first, last)`;
 * `texture_view<T, N>(tex)` and `writeonly_texture_view<T, N>(tex)`, which take the texture's
 * format. Host code only, except a view copied from a view of the same type.
 */
export function constructTexture(cx: CheckContext, type: TextureType, args: Expr[], span: Span): Expr {
  const first = args[0];
  if (args.length === 1 && first && isTexture(first.type)) return textureFromTexture(cx, type, first, span);
  if (cx.inAmp) {
    cx.diags.error('amp-construct', `${typeToString(type)} cannot be constructed in restrict(amp) code`, span);
    return errorExpr(span);
  }
  if (type.access !== 'texture') {
    cx.diags.error('constructor-args', `${typeToString(type)} is constructed from a texture<${typeToString(type.element)},${type.rank}>`, span);
    return errorExpr(span);
  }
  const rank = type.rank;
  let extent: Expr | null = null;
  let used = 0;
  if (first?.type.kind === 'extent') {
    if (first.type.rank !== rank) cx.diags.error('rank-mismatch', `extent<${first.type.rank}> used where an extent<${rank}> is needed`, first.span);
    [extent, used] = [first, 1];
  } else if (args.length >= rank && args.slice(0, rank).every((a) => isIntegral(a.type))) {
    extent = make({ kind: 'extent', rank }, span, { kind: 'MakeExtent', components: args.slice(0, rank).map((a) => toInt(cx, a)) });
    used = rank;
  }
  const rest = args.slice(used);
  const shapes = `an extent<${rank}> or ${rank} size${rank === 1 ? '' : 's'}, then a bits_per_scalar_element or a pair of iterators`;
  // (extent, bits, accelerator_view) and (extent, bits, source, size): on another view, or from raw bytes.
  if (extent && rest.length >= 2 && isIntegral(rest[0].type)) {
    cx.diags.error('unsupported', `${typeToString(type)} constructed on an accelerator_view or from raw data is not supported by ampc`, span);
    return errorExpr(span);
  }
  if (!extent || rest.length > 2) {
    cx.diags.error('constructor-args', `${typeToString(type)} is constructed from ${shapes}`, span);
    return errorExpr(span);
  }
  if (rest.length === 1) {
    if (!isIntegral(rest[0].type)) {
      cx.diags.error('constructor-args', `${typeToString(type)} is constructed from ${shapes}, not '${typeToString(rest[0].type)}'`, rest[0].span);
      return errorExpr(span);
    }
    const bits = constValueOf(rest[0]);
    if (bits === null) {
      // The format is the WGSL type of the kernels' bindings, so it must be known when compiling.
      cx.diags.error('unsupported', `a bits_per_scalar_element that is not a compile-time constant is not supported by ampc`, rest[0].span);
      return errorExpr(span);
    }
    const typed: TextureType = { ...type, bits };
    if (!checkFormat(cx, typed, span)) return errorExpr(span);
    return make(typed, span, { kind: 'Construct', args: [extent] });
  }
  if (!checkFormat(cx, type, span)) return errorExpr(span);
  if (rest.length === 0) return make(type, span, { kind: 'Construct', args: [extent] });
  // (extent, first, last): the texels, row-major, from a host container.
  const begin = hostPosition(cx, rest[0]);
  const end = hostPosition(cx, rest[1]);
  const element = begin && containerElement(begin.container.type);
  if (!begin || !end || end.container.kind !== begin.container.kind || !element) {
    cx.diags.error('constructor-args', `the data of ${typeToString(type)} must be given by iterators into a std::vector or a C array`, rest[0].span);
    return errorExpr(span);
  }
  if (!sameType(element, type.element)) {
    cx.diags.error('constructor-args', `${typeToString(type)} cannot be initialized from '${typeToString(element)}' elements`, rest[0].span);
    return errorExpr(span);
  }
  return make(type, span, { kind: 'Construct', args: [extent, begin.container, begin.start, rangeLength(begin.start, end.start, span)] });
}

/** `last - first` as an int (just `last` from a container's start). */
function rangeLength(first: Expr, last: Expr, span: Span): Expr {
  if (first.kind === 'Const' && first.value === 0) return last;
  return make(intType, span, { kind: 'Binary', op: '-', left: last, right: first });
}

function containerElement(t: Type): Type | null {
  if (t.kind === 'vector' || t.kind === 'array') return t.element;
  if (t.kind === 'pointer') return t.pointee;
  return null;
}

/** A view over a texture (or a copy of a view): the same texture, seen through the view's type. */
function textureFromTexture(cx: CheckContext, type: TextureType, from: Expr, span: Span): Expr {
  const t = from.type as TextureType;
  if (t.rank !== type.rank || !sameType(t.element, type.element)) {
    cx.diags.error('constructor-args', `cannot make ${typeToString(type)} from '${typeToString(t)}'`, from.span);
    return errorExpr(span);
  }
  const viewed: TextureType = { ...type, bits: t.bits };
  if (type.access === t.access && type.isConst === t.isConst) {
    if (type.access === 'texture') {
      cx.diags.error('unsupported', `copying a texture (a deep copy) is not supported by ampc; use a texture_view of it`, span);
      return errorExpr(span);
    }
    // A view copied is the same view; its bits travel with it.
    return { ...from, type: viewed, span } as Expr;
  }
  if (cx.inAmp) {
    // A WGSL texture is a binding, not a value a kernel can make: the view must come from the host.
    cx.diags.error('unsupported', `constructing a ${typeToString(type)} in restrict(amp) code is not supported by ampc: make it on the host and capture it`, span);
    return errorExpr(span);
  }
  if (type.access === 'texture') {
    cx.diags.error('constructor-args', `a texture cannot be made from '${typeToString(t)}'`, from.span);
    return errorExpr(span);
  }
  // Only a texture_view<const T> reads, so a writable view of a const view would drop const.
  if (t.isConst && !(type.access === 'view' && type.isConst)) {
    cx.diags.error('constructor-args', `cannot make ${typeToString(type)} from '${typeToString(t)}': it would drop const`, from.span);
    return errorExpr(span);
  }
  if (t.access === 'writeonlyView') {
    cx.diags.error('constructor-args', `cannot make ${typeToString(type)} from '${typeToString(t)}', which is write-only`, from.span);
    return errorExpr(span);
  }
  if (!isLValue(from)) {
    cx.diags.error('constructor-args', `${typeToString(type)} must view a texture variable`, from.span);
    return errorExpr(span);
  }
  return { ...from, type: viewed, span } as Expr;
}

/**
 * A texture passed where a texture type is expected whose bits differ: the kernels' bindings
 * name the format at compile time, so ampc cannot take it.
 */
export function checkTextureBits(cx: CheckContext, e: Expr, to: TextureType): boolean {
  const t = e.type;
  if (!isTexture(t) || t.bits === to.bits) return true;
  cx.diags.error('unsupported', `'${typeToString(t)}' used as '${typeToString(to)}' (${to.bits} bits per scalar element) is not supported by ampc: a texture's format is part of its type in ampc`, e.span);
  return false;
}

/** `tex[idx]`, `tex(idx)`, `tex(i0, i1)`: one texel, read in a kernel. */
export function textureElement(cx: CheckContext, tex: Expr, args: Expr[], span: Span): Expr {
  return textureCall(cx, tex, 'get', args, span, span) ?? errorExpr(span);
}

function indexArg(cx: CheckContext, t: TextureType, args: Expr[], span: Span): Expr | null {
  if (args.length === 1 && (args[0].type.kind === 'index' || args[0].type.kind === 'tiledIndex')) return args[0];
  if (args.length === t.rank && args.every((a) => isIntegral(a.type))) {
    return make({ kind: 'index', rank: t.rank }, span, { kind: 'MakeIndex', components: args.map((a) => toInt(cx, a)) });
  }
  cx.diags.error('rank-mismatch', `${typeToString(t)} is indexed by an index<${t.rank}>${t.rank === 1 ? ' or an int' : ` or ${t.rank} ints`}`, span);
  return null;
}

/** Member functions of textures and their views; null when `m` is not one of them. */
export function textureCall(cx: CheckContext, tex: Expr, m: string, args: Expr[], span: Span, memberSpan: Span): Expr | null {
  const t = tex.type as TextureType;
  switch (m) {
    case 'get': {
      if (t.access === 'writeonlyView') {
        cx.diags.error('no-member', `${typeToString(t)} is write-only: it cannot be read`, memberSpan);
        return errorExpr(span);
      }
      const index = indexArg(cx, t, args, span);
      if (!index) return errorExpr(span);
      // A format WGSL lacks was reported where the texture was made (checkFormat): no read to make of it.
      if ('unsupported' in texelFormat(t.element, t.bits)) return errorExpr(span);
      return callIntrinsic(cx, [textureGet(t)], [tex, index], span, memberSpan);
    }
    case 'set': {
      if (args.length !== 2) break;
      if (t.isConst) {
        cx.diags.error('const-write', `cannot set a texel of '${typeToString(t)}', a view of const texels`, memberSpan);
        return errorExpr(span);
      }
      // C++ AMP: "Invalid value_type for set method" unless one channel of int, uint or float;
      // writing more is a writeonly_texture_view's job. In WGSL too only r32 formats are read_write.
      // A format WGSL lacks was reported where the texture was made (checkFormat).
      const f = texelFormat(t.element, t.bits);
      if ('unsupported' in f) return errorExpr(span);
      if (t.access !== 'writeonlyView' && (f.channels !== 1 || f.scalar === 'norm' || f.scalar === 'unorm')) {
        cx.diags.error('no-matching-function', `${typeToString({ ...t, bits: 32 })}::set is only for single-component int, unsigned int or float textures; write through a writeonly_texture_view`, memberSpan);
        return errorExpr(span);
      }
      const index = indexArg(cx, t, [args[0]], args[0].span);
      if (!index) return errorExpr(span);
      const call = callIntrinsic(cx, [textureSet(t)], [tex, index, args[1]], span, memberSpan);
      return call;
    }
    case 'get_extent':
      if (args.length > 0) break;
      if (cx.inAmp) return callIntrinsic(cx, [textureExtent(t)], [tex], span, memberSpan);
      return make({ kind: 'extent', rank: t.rank }, span, { kind: 'ExtentOf', view: tex });
    case 'get_bits_per_scalar_element':
      if (args.length > 0) break;
      return make(uintType, span, { kind: 'Const', value: t.bits });
    case 'get_row_pitch':
    case 'get_depth_pitch':
    case 'data':
    case 'copy_to':
    case 'get_mipmap_levels':
    case 'get_data_length':
    case 'get_accelerator_view':
    case 'get_associated_accelerator_view':
      cx.diags.error('unsupported', `'${m}' of ${typeToString(t)} is not supported by ampc`, memberSpan);
      return errorExpr(span);
    default:
      return null;
  }
  cx.diags.error('no-matching-function', `no overload of '${m}' of ${typeToString(t)} takes ${args.length} argument${args.length === 1 ? '' : 's'}`, memberSpan);
  return errorExpr(span);
}

/**
 * `<amp_graphics.h>`'s `copy(tex, first)` (to a host iterator) and `copy(first, last, tex)` (from
 * host iterators). Null when no argument is a texture.
 */
export function checkTextureCopy(cx: CheckContext, args: Expr[], span: Span, calleeSpan: Span): Expr | null {
  if (!args.some((a) => isTexture(a.type))) return null;
  if (cx.inAmp) {
    cx.diags.error('amp-call', `'copy' cannot be called from restrict(amp) code`, calleeSpan);
    return errorExpr(span);
  }
  const bad = (why: string) => {
    cx.diags.error('no-matching-function', `no matching function for call to 'copy(${args.map((a) => typeToString(a.type)).join(', ')})': ${why}`, calleeSpan);
    return errorExpr(span);
  };
  const last = args[args.length - 1];
  if (args.length === 2 && isTexture(args[0].type)) {
    const t = args[0].type;
    if (t.access === 'writeonlyView') return bad('a writeonly_texture_view cannot be read');
    const to = hostPosition(cx, last);
    const element = to && containerElement(to.container.type);
    if (!to || !element) return bad('the destination must be an iterator into a std::vector or a C array');
    if (!sameType(element, t.element)) return bad(`the destination holds '${typeToString(element)}', the texture '${typeToString(t.element)}'`);
    return make(voidType, span, { kind: 'Library', op: 'copy.toHost', receiver: null, args: [args[0], to.container, to.start] });
  }
  if (args.length === 3 && isTexture(last.type)) {
    const t = last.type;
    if (t.isConst) {
      cx.diags.error('const-write', `cannot copy into '${typeToString(t)}', a view of const texels`, last.span);
      return errorExpr(span);
    }
    const from = hostPosition(cx, args[0]);
    const to = hostPosition(cx, args[1]);
    const element = from && containerElement(from.container.type);
    if (!from || !to || to.container.kind !== from.container.kind || !element) return bad('the source must be a pair of iterators into one std::vector or C array');
    if (!sameType(element, t.element)) return bad(`the source holds '${typeToString(element)}', the texture '${typeToString(t.element)}'`);
    return make(voidType, span, { kind: 'Library', op: 'copy.fromHost', receiver: null, args: [from.container, from.start, rangeLength(from.start, to.start, span), last] });
  }
  return bad('ampc supports copy(texture, iterator) and copy(first, last, texture)');
}
