/**
 * concurrency::array and array_view: construction, their member functions
 * (section, view_as, data, copy_to, ...), projection (`av[i]` of a rank ≥ 2
 * view) and `concurrency::copy`.
 */
import type * as A from '../parser/ast.js';
import type { Span } from '../source.js';
import { convert, errorExpr, make } from './check-expr.js';
import type { CheckContext } from './context.js';
import type { Expr, LibraryOp } from './program.js';
import { intType, isIntegral, isViewType, sameType, typeToString, voidType, type Type, type ViewType } from './types.js';
import { acceleratorViewClass, completionFutureClass } from '../library/accelerator.js';
import { resolveTypeRef } from './resolve-type.js';
import { reversePosition } from './reverse-iterators.js';
import { extentOf as chosenExtentOf } from './view-choices.js';

/** Element types must be the same (an array_view<const T>'s const is on the view type, not on T). */
function sameElement(a: Type, b: Type): boolean {
  return sameType(a, b);
}

function extentOf(view: Expr, rank: number): Expr {
  return chosenExtentOf(view, rank, view.span);
}

/**
 * An extent<rank> from the leading arguments: an extent value, or `rank` integer sizes.
 * Returns the extent and how many arguments it took, or null when neither form fits.
 */
function leadingExtent(cx: CheckContext, args: Expr[], rank: number, span: Span): { extent: Expr; used: number } | null {
  const first = args[0];
  if (first?.type.kind === 'extent') {
    if (first.type.rank !== rank) cx.diags.error('rank-mismatch', `extent<${first.type.rank}> used where an extent<${rank}> is needed`, first.span);
    return { extent: first, used: 1 };
  }
  const dims = args.slice(0, rank);
  if (dims.length < rank || !dims.every((d) => isIntegral(d.type))) return null;
  return { extent: make({ kind: 'extent', rank }, span, { kind: 'MakeExtent', components: dims.map((d) => convert(cx, d, intType)) }), used: rank };
}

/** Where a host iterator points: a container (std::vector, C array, pointer) and a position in it. */
export interface HostPosition {
  container: Expr;
  start: Expr;
}

function zero(span: Span): Expr {
  return make(intType, span, { kind: 'Const', value: 0 });
}

/**
 * A host iterator as a container and a position: `v.begin()`, `v.data()`, `v.end()` (at
 * `end`: its size), a C array or pointer, and those plus or minus an integer.
 */
export function hostPosition(cx: CheckContext, e: Expr): HostPosition | null {
  // `v.rbegin()`, `v.rend()`: a position in the container's reversed view (reverse-iterators.ts).
  const reverse = reversePosition(e);
  if (reverse) return reverse;
  if (e.kind === 'Library' && e.receiver && (e.op === 'vector.begin' || e.op === 'vector.data')) return { container: e.receiver, start: zero(e.span) };
  if (e.kind === 'Library' && e.receiver && e.op === 'vector.end') {
    return { container: e.receiver, start: make(intType, e.span, { kind: 'Library', op: 'vector.size', receiver: e.receiver, args: [] }) };
  }
  // std::begin(c) / std::end(c) (src/library/iterator.ts): the container is the call's argument.
  if (e.kind === 'Intrinsic' && (e.intrinsic.id === 'std::begin' || e.intrinsic.id === 'std::end') && e.args[0]) {
    const c = e.args[0];
    if (e.intrinsic.id === 'std::begin') return { container: c, start: zero(e.span) };
    const size: Expr = c.type.kind === 'array' ? make(intType, e.span, { kind: 'Const', value: c.type.length ?? 0 }) : make(intType, e.span, { kind: 'Library', op: 'vector.size', receiver: c, args: [] });
    return { container: c, start: size };
  }
  // A C array decayed to a pointer (`a + n` on the host), and `&v[i]`: positions in the container.
  if (e.kind === 'Convert' && e.type.kind === 'pointer' && e.operand.type.kind === 'array') return hostPosition(cx, e.operand);
  if (e.kind === 'AddressOf' && e.operand.kind === 'Element' && (e.operand.object.type.kind === 'array' || e.operand.object.type.kind === 'vector')) {
    return { container: e.operand.object, start: e.operand.index };
  }
  // `arr + n` of a C array of class objects (src/sema/object-pointers.ts); only from a container, where the position is known here.
  if (e.kind === 'Library' && e.op === 'pointer.objectAt' && e.args.length === 2) {
    const base = hostPosition(cx, e.args[0]!);
    if (!base || base.container.type.kind === 'pointer') return null;
    const offset = e.args[1]!;
    const start = base.start.kind === 'Const' && base.start.value === 0 ? offset : make(intType, e.span, { kind: 'Binary', op: '+', left: base.start, right: offset });
    return { container: base.container, start };
  }
  // `&x` of a scalar variable: the one-element array it is boxed in (`copy(av.section(0, 1), &sum)`).
  if (e.kind === 'AddressOf' && e.type.kind === 'pointer' && e.operand.kind === 'VarRef') return { container: e, start: zero(e.span) };
  if (e.type.kind === 'array' || e.type.kind === 'pointer' || e.type.kind === 'vector') {
    if (e.kind === 'Binary' && (e.op === '+' || e.op === '-')) {
      const base = hostPosition(cx, e.left);
      if (base && isIntegral(e.right.type)) {
        const start = make(intType, e.span, { kind: 'Binary', op: e.op, left: base.start, right: convert(cx, e.right, intType) });
        return { container: base.container, start };
      }
      return null;
    }
    if (e.kind === 'VarRef' || e.kind === 'Field' || e.kind === 'Element') return { container: e, start: zero(e.span) };
  }
  return null;
}

function elementOfContainer(t: Type): Type | null {
  if (t.kind === 'vector' || t.kind === 'array') return t.element;
  if (t.kind === 'pointer') return t.pointee;
  return null;
}

function isAcceleratorView(t: Type): boolean {
  return t.kind === 'libraryClass' && t.decl === acceleratorViewClass;
}

/**
 * `array<T,N>(...)` and `array_view<T,N>(...)`, on the host. An array's constructor may end with
 * the accelerator_view it lives on, and a staging array's with a second, the view it is
 * associated with: they stay the Construct's last arguments.
 */
export function constructView(cx: CheckContext, type: ViewType, allArgs: Expr[], span: Span): Expr {
  // An argument already reported: a second error about the construction would only repeat it.
  if (allArgs.some((a) => a.type.kind === 'error')) return errorExpr(span);
  let viewCount = 0;
  while (type.kind === 'ampArray' && viewCount < 2 && allArgs.length > viewCount && isAcceleratorView(allArgs[allArgs.length - 1 - viewCount].type)) viewCount++;
  const args = allArgs.slice(0, allArgs.length - viewCount);
  const views = allArgs.slice(args.length);
  const c = (constructArgs: Expr[]) => make(type, span, { kind: 'Construct', args: [...constructArgs, ...views] });
  const first = args[0];
  // A view copied from a view is the same window: allowed in amp code too (restrict(cpu, amp)).
  const viewCopy = args.length === 1 && type.kind === 'arrayView' && (first?.type.kind === 'arrayView' || first?.type.kind === 'ampArray');
  if (cx.inAmp && !viewCopy) {
    cx.diags.error('amp-construct', `${typeToString(type)} cannot be constructed in restrict(amp) code`, span);
    return errorExpr(span);
  }
  // From another array or view: a view shares its data, an array copies it.
  if (args.length === 1 && first && isViewType(first.type)) {
    const from = first.type;
    if (from.rank !== type.rank || !sameElement(from.element, type.element)) {
      cx.diags.error('constructor-args', `cannot make ${typeToString(type)} from '${typeToString(from)}'`, first.span);
      return errorExpr(span);
    }
    if (type.kind === 'arrayView' && from.kind === 'arrayView' && from.isConst && !type.isConst) {
      cx.diags.error('constructor-args', `cannot make ${typeToString(type)} from '${typeToString(from)}': it would drop const`, first.span);
      return errorExpr(span);
    }
    if (type.kind === 'ampArray') return c([first]);
    // Views are handles: the copy is the same window on the same data.
    // In amp code an array's view (`array_view<T, N> v = arr;`) is likewise a window on its buffer (amp-views.ts).
    if (from.kind === 'arrayView' || cx.inAmp) return { ...first, type, span } as Expr;
    return c([extentOf(first, type.rank), first]);
  }
  const lead = leadingExtent(cx, args, type.rank, span);
  if (!lead) {
    cx.diags.error('constructor-args', `${typeToString(type)} is constructed from an extent<${type.rank}> or ${type.rank} size${type.rank === 1 ? '' : 's'}, then optionally its data`, span);
    return errorExpr(span);
  }
  const rest = args.slice(lead.used);
  if (rest.length === 0) return c([lead.extent]);
  if (type.kind === 'arrayView') {
    const source = rest[0];
    if (rest.length > 1 || !isHostContainer(source.type)) {
      cx.diags.error('constructor-args', `the data of ${typeToString(type)} must be a std::vector, a C array or a pointer to its elements${rest.length > 1 ? '' : `, not '${typeToString(source.type)}'`}`, source.span);
      return errorExpr(span);
    }
    if (!checkContainerElement(cx, type, source)) return errorExpr(span);
    // `array_view<int> v(1, &x)`: a view over one variable, which the host keeps boxed to share it.
    if (source.kind === 'AddressOf' && source.operand.kind === 'VarRef') {
      source.operand.variable.isBoxed = true;
      return c([lead.extent, source]);
    }
    // A pointer into a container: only its start is supported (the view is the container's prefix).
    const at = hostPosition(cx, source);
    if (at && !(at.start.kind === 'Const' && at.start.value === 0)) {
      cx.diags.error('unsupported', `an array_view over the middle of a container is not supported by ampc; use a section of a view over the whole container`, source.span);
      return errorExpr(span);
    }
    return c([lead.extent, at ? at.container : source]);
  }
  // array(extent, first[, last]): copies from a host iterator.
  const begin = hostPosition(cx, rest[0]);
  if (!begin || rest.length > 2) {
    cx.diags.error('constructor-args', `the data of ${typeToString(type)} must be given by iterators into a std::vector or a C array${begin ? '' : `, not '${typeToString(rest[0].type)}'`}`, rest[0].span);
    return errorExpr(span);
  }
  if (!checkContainerElement(cx, type, begin.container)) return errorExpr(span);
  if (rest[1]) {
    const end = hostPosition(cx, rest[1]);
    if (!end || end.container.kind !== begin.container.kind) {
      cx.diags.error('constructor-args', `the end iterator of ${typeToString(type)}'s data must point into the same container`, rest[1].span);
      return errorExpr(span);
    }
  }
  return c([lead.extent, begin.container, begin.start]);
}

function isHostContainer(t: Type): boolean {
  return t.kind === 'vector' || t.kind === 'array' || t.kind === 'pointer';
}

function checkContainerElement(cx: CheckContext, type: ViewType, container: Expr): boolean {
  const element = elementOfContainer(container.type);
  if (element && !sameElement(element, type.element)) {
    cx.diags.error('constructor-args', `${typeToString(type)} cannot hold the '${typeToString(element)}' elements of '${typeToString(container.type)}'`, container.span);
    return false;
  }
  return true;
}

/** `av[i]` on a view or array of rank ≥ 2: row i, a view of rank N-1. */
export function projection(cx: CheckContext, view: Expr, row: Expr, span: Span): Expr {
  const t = view.type as ViewType;
  const type: Type = { kind: 'arrayView', element: t.element, rank: t.rank - 1, isConst: t.kind === 'arrayView' && t.isConst };
  return make(type, span, { kind: 'Subview', view, part: { kind: 'project', row: convert(cx, row, intType) } });
}

/** The subview type of `view`: an array's subviews are array_views of its elements. */
function subviewType(t: ViewType, rank: number): Type {
  return { kind: 'arrayView', element: t.element, rank, isConst: t.kind === 'arrayView' && t.isConst };
}

/** Member functions of array and array_view; null when `m` is not one of them. */
export function viewMethodCall(cx: CheckContext, object: Expr, m: string, args: Expr[], span: Span, memberSpan: Span, templateArgs: A.TemplateArg[] | null = null): Expr | null {
  const t = object.type as ViewType;
  const hostOnly = (): boolean => {
    if (cx.inAmp) cx.diags.error('amp-call', `'${m}' cannot be called from restrict(amp) code`, memberSpan);
    return !cx.inAmp;
  };
  const lib = (op: LibraryOp, type: Type, libArgs: Expr[]) => make(type, span, { kind: 'Library', op, receiver: object, args: libArgs });
  switch (m) {
    case 'synchronize':
    case 'discard_data':
    case 'refresh':
      if (args.length > 0) break;
      if (cx.inAmp && m === 'discard_data') return make(voidType, span, { kind: 'Const', value: 0 }); // no-op in amp code
      hostOnly();
      return lib(`view.${m}` as LibraryOp, voidType, []);
    case 'synchronize_async':
      if (args.length > 0 || t.kind !== 'arrayView') break;
      if (!hostOnly()) return errorExpr(span);
      return lib('view.synchronizeAsync', { kind: 'libraryClass', decl: completionFutureClass, typeArgs: [] }, []);
    case 'synchronize_to':
    case 'synchronize_to_async': {
      if (t.kind !== 'arrayView' || args.length !== 1 || !isAcceleratorView(args[0].type)) break;
      if (!hostOnly()) return errorExpr(span);
      const future: Type = { kind: 'libraryClass', decl: completionFutureClass, typeArgs: [] };
      return m === 'synchronize_to' ? lib('view.synchronizeTo', voidType, args) : lib('view.synchronizeToAsync', future, args);
    }
    case 'get_source_accelerator_view':
      if (t.kind !== 'arrayView' || args.length > 0) break;
      if (!hostOnly()) return errorExpr(span);
      return lib('view.sourceAcceleratorView', { kind: 'libraryClass', decl: acceleratorViewClass, typeArgs: [] }, []);
    case 'reinterpret_as':
      if (args.length > 0) break;
      return reinterpretAs(cx, object, templateArgs, span, memberSpan);
    case 'get_extent':
      if (args.length > 0) break;
      return extentOf(object, t.rank);
    case 'section':
      return section(cx, object, args, span, memberSpan);
    case 'view_as': {
      const ext = args[0];
      if (args.length !== 1 || ext.type.kind !== 'extent') {
        cx.diags.error('no-matching-function', `view_as takes one extent`, memberSpan);
        return errorExpr(span);
      }
      return make(subviewType(t, ext.type.rank), span, { kind: 'Subview', view: object, part: { kind: 'viewAs', extent: ext } });
    }
    case 'data':
      if (args.length > 0) break;
      if (!hostOnly()) return errorExpr(span);
      if (t.rank !== 1 && t.kind === 'arrayView') {
        cx.diags.error('no-member', `data() is a member of rank-1 array_views only`, memberSpan);
        return errorExpr(span);
      }
      return lib('view.data', { kind: 'pointer', pointee: t.element }, []);
    case 'copy_to': {
      if (!hostOnly()) return errorExpr(span);
      const dest = args[0];
      if (args.length !== 1) break;
      return checkViewCopy(cx, object, dest, span) ?? errorExpr(span);
    }
    case 'get_accelerator_view':
    case 'get_associated_accelerator_view':
      if (t.kind !== 'ampArray') {
        cx.diags.error('unsupported', `'${m}' of ${typeToString(t)} is not supported by ampc`, memberSpan);
        return errorExpr(span);
      }
      if (args.length > 0) break;
      if (!hostOnly()) return errorExpr(span);
      return lib(m === 'get_accelerator_view' ? 'array.acceleratorView' : 'array.associatedView', { kind: 'libraryClass', decl: acceleratorViewClass, typeArgs: [] }, []);
    case 'get_cpu_access_type':
    case 'get_ref':
      cx.diags.error('unsupported', `'${m}' of ${typeToString(t)} is not supported by ampc`, memberSpan);
      return errorExpr(span);
    default:
      return null;
  }
  cx.diags.error('no-matching-function', `no overload of '${m}' of ${typeToString(t)} takes ${args.length} argument${args.length === 1 ? '' : 's'}`, memberSpan);
  return errorExpr(span);
}

/**
 * Element types a view can be reinterpreted from and to: those whose buffer layout is C++'s,
 * 4-byte words with no padding (int, unsigned, float and their 1-, 2- and 4-vectors; a 3-vector
 * is padded to 16 bytes in a WGSL buffer, a double is a software double, a bool a whole word).
 * The size in 4-byte words, or null.
 */
function reinterpretWords(t: Type): number | null {
  if (t.kind === 'int' && t.bits === 32) return 1;
  if (t.kind === 'float' && t.bits === 32) return 1;
  if (t.kind === 'shortVector' && (t.scalar === 'int' || t.scalar === 'uint' || t.scalar === 'float') && t.length !== 3) return t.length;
  return null;
}

/**
 * `av.reinterpret_as<T2>()` of a rank-1 array_view, and `arr.reinterpret_as<T2>()` of an array
 * (flattened): an array_view<T2,1> over the same bytes, of size*sizeof(T)/sizeof(T2) elements
 * (the runtime throws when that does not divide, where C++ AMP asserts). The result shares the
 * original's storage and coherence (runtime/data.ts ArrayView.reinterpretAs). Host only: in a
 * kernel it would read one buffer as two WGSL types.
 */
function reinterpretAs(cx: CheckContext, view: Expr, templateArgs: A.TemplateArg[] | null, span: Span, memberSpan: Span): Expr {
  const t = view.type as ViewType;
  const arg = templateArgs?.length === 1 ? templateArgs[0] : null;
  if (!arg || arg.kind !== 'TypeArg') {
    cx.diags.error('template-argument', `'reinterpret_as' takes one template argument, the element type of the view it returns`, memberSpan);
    return errorExpr(span);
  }
  const target = resolveTypeRef(cx, arg.type);
  if (target.type.kind === 'error') return errorExpr(span);
  if (t.kind === 'arrayView' && t.rank !== 1) {
    cx.diags.error('rank-mismatch', `'reinterpret_as' is a member of rank-1 array_views only, not of ${typeToString(t)}`, memberSpan);
    return errorExpr(span);
  }
  for (const [what, e] of [['the element type of ' + typeToString(t), t.element], ['the element type', target.type]] as const) {
    if (reinterpretWords(e) === null) {
      cx.diags.error('view-element-type', `'reinterpret_as' with ${what} '${typeToString(e)}' is not supported by ampc: only int, unsigned int, float and their 1-, 2- and 4-component short vectors`, arg.span);
      return errorExpr(span);
    }
  }
  if (cx.inAmp) {
    cx.diags.error('unsupported', `'reinterpret_as' in restrict(amp) code is not supported by ampc; reinterpret the view on the host and capture the result`, memberSpan);
    return errorExpr(span);
  }
  // A view of const gives a view of const, as does `reinterpret_as<const T2>`. (A const array's would
  // too, but, as for its sections, sema does not know an array object's const here.)
  const isConst = (t.kind === 'arrayView' && t.isConst) || target.isConst;
  return make({ kind: 'arrayView', element: target.type, rank: 1, isConst }, span, { kind: 'Subview', view, part: { kind: 'reinterpret', element: target.type } });
}

/** `v.section(origin, ext)`, `(origin)`, `(ext)`, and the integer forms `(i0, e0)`, `(i0, i1, e0, e1)`, ... */
function section(cx: CheckContext, view: Expr, args: Expr[], span: Span, memberSpan: Span): Expr {
  const t = view.type as ViewType;
  const rank = t.rank;
  let origin: Expr | null = null;
  let extent: Expr | null = null;
  // A tiled_extent is derived from extent<N>: it binds to the extent parameter through its base.
  const [a, b] = args.map((x) => (x.type.kind === 'tiledExtent' ? convert(cx, x, { kind: 'extent', rank: x.type.tile.length }) : x));
  if (args.length === 2 && a.type.kind === 'index' && b.type.kind === 'extent') [origin, extent] = [a, b];
  else if (args.length === 1 && a.type.kind === 'index') origin = a;
  else if (args.length === 1 && a.type.kind === 'extent') extent = a;
  else if (args.length === 2 * rank && args.every((x) => isIntegral(x.type)) && rank <= 3) {
    const ints = args.map((x) => convert(cx, x, intType));
    origin = make({ kind: 'index', rank }, span, { kind: 'MakeIndex', components: ints.slice(0, rank) });
    extent = make({ kind: 'extent', rank }, span, { kind: 'MakeExtent', components: ints.slice(rank) });
  } else {
    const ints = Array.from({ length: rank }, (_, d) => `i${d}`).concat(Array.from({ length: rank }, (_, d) => `e${d}`)).join(', ');
    cx.diags.error('no-matching-function', `section of ${typeToString(t)} takes (index<${rank}>, extent<${rank}>), (index<${rank}>), (extent<${rank}>) or (${ints})`, memberSpan);
    return errorExpr(span);
  }
  for (const x of [origin, extent]) {
    const r = x && (x.type.kind === 'index' || x.type.kind === 'extent') ? x.type.rank : rank;
    if (x && r !== rank) {
      cx.diags.error('rank-mismatch', `a section of ${typeToString(t)} needs rank-${rank} arguments, not '${typeToString(x.type)}'`, x.span);
      return errorExpr(span);
    }
  }
  return make(subviewType(t, rank), span, { kind: 'Subview', view, part: { kind: 'section', origin, extent } });
}

/** `src.copy_to(dest)` / `copy(src, dest)` between arrays and views of the same element type and rank. */
function checkViewCopy(cx: CheckContext, src: Expr, dest: Expr, span: Span): Expr | null {
  const s = src.type as ViewType;
  if (!isViewType(dest.type)) return null;
  const d = dest.type;
  if (!sameElement(s.element, d.element) || s.rank !== d.rank) {
    cx.diags.error('no-matching-function', `cannot copy '${typeToString(s)}' to '${typeToString(d)}'`, span);
    return errorExpr(span);
  }
  if (d.kind === 'arrayView' && d.isConst) {
    cx.diags.error('const-write', `cannot copy into '${typeToString(d)}', a view of const elements`, dest.span);
    return errorExpr(span);
  }
  return make(voidType, span, { kind: 'Library', op: 'view.copyTo', receiver: src, args: [dest] });
}

/**
 * `concurrency::copy`: (src, dest) between arrays and views, (first[, last], dest) from host
 * iterators, (src, first) to a host iterator. Null when no argument is an array or a view
 * (then it is not concurrency::copy).
 */
export function checkCopy(cx: CheckContext, args: Expr[], span: Span, calleeSpan: Span): Expr | null {
  if (!args.some((a) => isViewType(a.type))) return null;
  if (cx.inAmp) {
    cx.diags.error('amp-call', `'copy' cannot be called from restrict(amp) code`, calleeSpan);
    return errorExpr(span);
  }
  const last = args[args.length - 1];
  const bad = () => {
    cx.diags.error('no-matching-function', `no matching function for call to 'copy(${args.map((a) => typeToString(a.type)).join(', ')})'`, calleeSpan);
    return errorExpr(span);
  };
  if (args.length === 2 && isViewType(args[0].type)) {
    if (isViewType(last.type)) return checkViewCopy(cx, args[0], last, span) ?? bad();
    const to = hostPosition(cx, last);
    if (!to) return bad();
    const element = elementOfContainer(to.container.type);
    if (!element || !sameElement(element, (args[0].type as ViewType).element)) return bad();
    return make(voidType, span, { kind: 'Library', op: 'copy.toHost', receiver: null, args: [args[0], to.container, to.start] });
  }
  if ((args.length === 2 || args.length === 3) && isViewType(last.type)) {
    const d = last.type;
    if (d.kind === 'arrayView' && d.isConst) {
      cx.diags.error('const-write', `cannot copy into '${typeToString(d)}', a view of const elements`, last.span);
      return errorExpr(span);
    }
    const from = hostPosition(cx, args[0]);
    const to = args.length === 3 ? hostPosition(cx, args[1]) : null;
    if (!from || (args.length === 3 && (!to || to.container.kind !== from.container.kind))) return bad();
    const element = elementOfContainer(from.container.type);
    if (!element || !sameElement(element, d.element)) return bad();
    const count = to ? make(intType, span, { kind: 'Binary', op: '-', left: to.start, right: from.start }) : make(intType, span, { kind: 'Const', value: -1 });
    return make(voidType, span, { kind: 'Library', op: 'copy.fromHost', receiver: null, args: [from.container, from.start, count, last] });
  }
  return bad();
}

