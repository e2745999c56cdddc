/**
 * `sizeof(type)` and `sizeof expr` ([expr.sizeof]): the size C++ gives ampc's types, laid out
 * as g++ lays them out on Linux x86-64 (`long` is 8 bytes, types.ts): scalars, pointers,
 * C arrays, classes (members in order, each at its alignment, the size a multiple of the
 * largest; an empty class is 1 byte) and the short vectors (`float_3` is 12 bytes, as Microsoft
 * declares it). Library classes whose layout is their implementation's (`array_view`,
 * `std::vector`) are reported as not supported instead of given a size no compiler agrees on.
 */
import type * as A from '../parser/ast.js';
import { checkExpr, errorExpr, make } from './check-expr.js';
import type { CheckContext } from './context.js';
import type { Expr } from './program.js';
import { resolveTypeRef } from './resolve-type.js';
import { unevaluated } from './local-classes.js';
import { sizeType, typeToString, type StructField, type StructInfo, type Type } from './types.js';

interface Layout {
  size: number;
  align: number;
}

export function layoutOf(t: Type): Layout | null {
  switch (t.kind) {
    case 'bool': return { size: 1, align: 1 };
    case 'int': return { size: t.bits / 8, align: t.bits / 8 };
    case 'float': return { size: t.bits / 8, align: t.bits / 8 };
    case 'pointer': return { size: 8, align: 8 };
    case 'array': {
      const element = layoutOf(t.element);
      return element && t.length !== null ? { size: element.size * t.length, align: element.align } : null;
    }
    case 'shortVector': {
      const scalar = t.scalar === 'double' ? 8 : 4;
      return { size: scalar * t.length, align: scalar };
    }
    case 'struct': {
      if (t.info.vtable?.length) return null; // the vtable pointer's place is the ABI's
      if (t.info.fields.some((f) => f.bitWidth !== undefined) || t.info.unnamedBitFields) return bitFieldClassLayout(t.info);
      let size = 0;
      let align = 1;
      for (const f of t.info.fields) {
        const l = layoutOf(f.type);
        if (!l) return null;
        align = Math.max(align, l.align);
        if (t.info.isUnion) size = Math.max(size, l.size);
        else size = Math.ceil(size / l.align) * l.align + l.size;
      }
      return { size: Math.max(1, Math.ceil(size / align) * align), align };
    }
    default:
      return null;
  }
}

/**
 * A class with bit-fields, as g++ lays it out (the Itanium C++ ABI): a bit-field takes the next
 * bits unless they would cross a boundary of a unit of its declared type's size, in which case it
 * starts the next such unit; a zero-width one starts the next unit; a named bit-field aligns the
 * class as its type would. Other members start at the next byte of their alignment.
 */
function bitFieldClassLayout(info: StructInfo): Layout | null {
  if (info.base) return null; // the base is a subobject of its own, whose tail padding g++ may reuse
  // The unnamed ones in their places among the members.
  const fields: StructField[] = info.fields.flatMap((f, i) => [
    ...(info.unnamedBitFields ?? []).filter((u) => u.before === i).map((u) => ({ name: '', type: u.type, bitWidth: u.width })), f,
  ]);
  fields.push(...(info.unnamedBitFields ?? []).filter((u) => u.before === info.fields.length).map((u) => ({ name: '', type: u.type, bitWidth: u.width })));
  let bits = 0;
  let align = 1;
  for (const f of fields) {
    const l = layoutOf(f.type);
    if (!l) return null;
    if (f.bitWidth === undefined) {
      bits = Math.ceil(bits / (l.align * 8)) * l.align * 8 + l.size * 8;
      align = Math.max(align, l.align);
      continue;
    }
    const unit = l.size * 8;
    if (f.bitWidth === 0 || Math.floor(bits / unit) !== Math.floor((bits + f.bitWidth - 1) / unit)) bits = Math.ceil(bits / unit) * unit;
    bits += f.bitWidth;
    if (f.name !== '') align = Math.max(align, l.align);
  }
  const size = Math.ceil(bits / 8);
  return { size: Math.max(1, Math.ceil(size / align) * align), align };
}

export function checkSizeof(cx: CheckContext, e: Extract<A.Expr, { kind: 'SizeofExpr' }>): Expr {
  // sizeof(T&) is sizeof(T) ([expr.sizeof]/2), and an expression operand is not evaluated: only its type matters.
  const written = 'expr' in e.operand ? e.operand.expr : null;
  const operand = written ? unevaluated(cx, () => checkExpr(cx, written)) : null;
  const t = operand ? operand.type : resolveTypeRef(cx, (e.operand as { type: A.TypeRef }).type).type;
  if (t.kind === 'error') return errorExpr(e.span);
  // A parameter declared `T a[m][n]` is a pointer in C++ (ampc binds it to the caller's array:
  // check.ts adjustArrayParam), and `int (&a)[m][n]` is not parsed: sizeof gives a pointer's size.
  // (A one-dimensional array parameter is a pointer already; a reference to one is a template's
  // `const T& x` with `T = char[4]`, whose size is the array's.)
  if (operand?.kind === 'VarRef' && operand.variable.storage === 'param' && operand.variable.isReference && t.kind === 'array' && t.element.kind === 'array') {
    return make(sizeType, e.span, { kind: 'Const', value: 8n });
  }
  if (t.kind === 'void' || (t.kind === 'array' && t.length === null)) {
    cx.diags.error('operand-type', `invalid application of 'sizeof' to an incomplete type '${typeToString(t)}'`, e.span);
    return errorExpr(e.span);
  }
  const layout = layoutOf(t);
  if (!layout) {
    cx.diags.error('unsupported', `sizeof '${typeToString(t)}' is not supported by ampc: its size is the library implementation's`, e.span);
    return errorExpr(e.span);
  }
  return make(sizeType, e.span, { kind: 'Const', value: BigInt(layout.size) });
}
