/**
 * Braced lists of amp code made complete. C++ value-initialises the elements and members a braced
 * list leaves out ([dcl.init.aggr]/5: `int hist[256] = {0}`, `S s = {1}`, `int g[2][3] = {{1}}`),
 * to zero for scalars, member by member for aggregates; WGSL's constructors take every member. The
 * lowering writes those zero values into the list, so the WGSL printer prints what it is given
 * (an all-zero list it may still print as WGSL's zero-value constructor, `array<i32, 256>()`).
 * An element of class type with a default constructor runs it: sema adds that call already
 * (check-stmt.ts `withConstructedRest`), as it adds a member's through an aggregate's constructor.
 *
 * The host keeps the checked lists: its printer completes an array with its own default values,
 * which for a large array is a fill rather than a list of every zero.
 */
import { constructIntrinsic } from '../library/short-vectors.js';
import type { Block, Expr } from '../sema/program.js';
import { isViewType, type Type } from '../sema/types.js';
import { childExprs } from '../sema/walk.js';
import { withChildren } from './children.js';
import { mapExpressionsIn } from './map-statement.js';

/** `b` with every braced list in it complete; `b` itself (and each untouched node) where none was short. */
export function completeListsInBlock(b: Block): Block {
  return mapExpressionsIn(b, (e) => completeLists(e));
}

/** `e` with every braced list in it given the zero values of the elements and members it leaves out. */
export function completeLists(e: Expr): Expr {
  const kids = childExprs(e);
  const done = kids.map(completeLists);
  const rebuilt = withChildren(e, done) ?? e;
  if (rebuilt.kind === 'InitList' && rebuilt.type.kind === 'array' && rebuilt.type.length !== null && rebuilt.elements.length < rebuilt.type.length) {
    const rest = zeros(Array<Type>(rebuilt.type.length - rebuilt.elements.length).fill(rebuilt.type.element), e);
    return rest ? { ...rebuilt, elements: [...rebuilt.elements, ...rest] } : rebuilt;
  }
  if (rebuilt.kind === 'Construct' && rebuilt.type.kind === 'struct' && !rebuilt.fromList && rebuilt.args.length < rebuilt.type.info.fields.length) {
    const rest = zeros(rebuilt.type.info.fields.slice(rebuilt.args.length).map((f) => f.type), e);
    return rest ? { ...rebuilt, args: [...rebuilt.args, ...rest] } : rebuilt;
  }
  return rebuilt;
}

/** The zero values of `types`, or null where one has none ampc can write (the printer then refuses the short list). */
function zeros(types: readonly Type[], at: Expr): Expr[] | null {
  const out: Expr[] = [];
  for (const t of types) {
    const z = zeroValue(t, at);
    if (!z) return null;
    out.push(z);
  }
  return out;
}

/** The value [dcl.init]/8 value-initialisation gives an object of type `t` with no user-provided default constructor. */
function zeroValue(t: Type, at: Expr): Expr | null {
  const span = at.span;
  switch (t.kind) {
    case 'int': return { kind: 'Const', value: t.bits === 64 ? 0n : 0, type: t, span };
    case 'float': return { kind: 'Const', value: 0, type: t, span };
    case 'bool': return { kind: 'Const', value: false, type: t, span };
    case 'array': {
      if (t.length === null) return null;
      const elements = zeros(Array<Type>(t.length).fill(t.element), at);
      return elements && { kind: 'InitList', elements, type: t, span };
    }
    case 'struct': {
      // A class with constructors (sema made their calls) or with a view member (which C++ cannot leave out).
      if ((t.info.constructors?.length ?? 0) > 0 || t.info.fields.some((f) => isViewType(f.type))) return null;
      const args = zeros(t.info.fields.map((f) => f.type), at);
      return args && { kind: 'Construct', args, type: t, span };
    }
    case 'index': case 'extent': {
      const components: Expr[] = Array.from({ length: t.rank }, () => ({ kind: 'Const', value: 0, type: { kind: 'int', bits: 32, signed: true }, span }));
      return { kind: t.kind === 'index' ? 'MakeIndex' : 'MakeExtent', components, type: t, span };
    }
    case 'shortVector': {
      const intrinsic = constructIntrinsic(t, []);
      const signature = intrinsic.signatures[0];
      return signature ? { kind: 'Intrinsic', intrinsic, signature, args: [], type: t, span } : null;
    }
    default:
      return null;
  }
}
