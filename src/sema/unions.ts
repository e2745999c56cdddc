/**
 * Unions in host code ([class.union]): `union U { int i; float f; unsigned u; };`.
 *
 * The host's union object holds the union's bytes, and each member reads and writes them at
 * offset 0 as the member's type, little-endian as on x86-64 (src/codegen/host/union-class.ts).
 * So reading a member other than the one last written reinterprets the bytes as g++ does
 * (`u.f = 1.0f; u.u` is 0x3f800000): g++ defines this type punning. The members that can share
 * storage so are scalars and one-dimensional arrays of scalars; a union with a member of another
 * kind (a class, a pointer, a std::string) and more than one member is refused.
 *
 * restrict(amp) code refuses unions where a variable has one (check-stmt.ts, `amp-union`).
 */
import { typeToString, type StructInfo, type Type } from './types.js';

/** A member type whose value the union's bytes hold exactly. */
export function isUnionStorable(t: Type): boolean {
  if (t.kind === 'int' || t.kind === 'float' || t.kind === 'bool') return true;
  return t.kind === 'array' && t.length !== null && (t.element.kind === 'int' || t.element.kind === 'float');
}

/** Why the members of union `info` cannot share their storage on the host, or null when they can (or it has one member). */
export function unionStorageProblem(info: StructInfo): string | null {
  if (!info.isUnion || info.fields.length <= 1) return null;
  const other = info.fields.find((f) => f.isReference || !isUnionStorable(f.type));
  if (other) return `member '${other.name}' of union '${info.name}' has type '${typeToString(other.type)}': a union of several members not all scalars or arrays of scalars is not supported by ampc (only those share the union's bytes here)`;
  return null;
}

/** A union whose members share its bytes on the host (src/codegen/host/union-class.ts prints its class). */
export function sharesStorage(info: StructInfo): boolean {
  return info.isUnion && info.fields.length > 1 && unionStorageProblem(info) === null;
}
