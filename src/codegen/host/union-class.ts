/**
 * A union whose members share its bytes (src/sema/unions.ts) as a host class: the bytes in a
 * DataView, each member an accessor reading and writing them at offset 0 in the member's type,
 * little-endian as on x86-64, so a member read after another was written reinterprets the
 * bytes as g++ does. An array member is a typed array over the same bytes, whose elements are
 * read and written in place.
 *
 *   class U {
 *     constructor(i = undefined) { this.bytes = new DataView(new ArrayBuffer(4)); if (i !== undefined) this.i = i; }
 *     get i() { return this.bytes.getInt32(0, true); }
 *     set i(v) { this.bytes.setInt32(0, v, true); }
 *     ...
 *   }
 *
 * C++ initializes a union by its first member (`U u{5}`, `U u = {5}`), which is the constructor's
 * one parameter; without it the bytes are zeros.
 */
import type { StructField, StructInfo, Type } from '../../sema/types.js';
import { memberName } from './names.js';

/** The DataView accessor suffix for a scalar member (`Int32` for getInt32/setInt32). */
function viewType(t: Type): string {
  if (t.kind === 'float') return t.bits === 64 ? 'Float64' : 'Float32';
  if (t.kind === 'bool') return 'Uint8';
  if (t.kind !== 'int') throw new Error(`ampc internal error: a union member of type ${t.kind} (sema admits scalars and arrays of them)`);
  if (t.bits === 64) return t.signed ? 'BigInt64' : 'BigUint64';
  return `${t.signed ? 'Int' : 'Uint'}${t.bits}`;
}

function accessors(f: StructField, typed: boolean, tsType: (t: Type) => string): string[] {
  const name = memberName(f.name);
  const t = f.type;
  const type = typed ? `: ${tsType(t)}` : '';
  if (t.kind === 'array') {
    // The elements in place: `u.b[2] = 5` writes the union's third byte.
    const view = `new ${viewType(t.element)}Array(this.bytes.buffer, 0, ${t.length})`;
    return [
      `  get ${name}()${type} {`,
      `    return ${view}${typed ? ` as unknown as ${tsType(t)}` : ''};`,
      '  }',
      `  set ${name}(v${type}) {`,
      `    ${view}.set(v);`,
      '  }',
    ];
  }
  const read = `this.bytes.get${viewType(t)}(0, true)`;
  return [
    `  get ${name}()${type} {`,
    `    return ${t.kind === 'bool' ? `${read} !== 0` : read};`,
    '  }',
    `  set ${name}(v${type}) {`,
    `    this.bytes.set${viewType(t)}(0, ${t.kind === 'bool' ? 'v ? 1 : 0' : 'v'}, true);`,
    '  }',
  ];
}

/** The bytes a member takes (sizeof in sema/sizeof.ts, for the types a union here holds). */
function byteSize(t: Type): number {
  if (t.kind === 'array') return byteSize(t.element) * (t.length ?? 0);
  return t.kind === 'int' || t.kind === 'float' ? t.bits / 8 : 1;
}

export function unionClass(s: StructInfo, typed: boolean, tsType: (t: Type) => string): string {
  const size = Math.max(...s.fields.map((f) => byteSize(f.type)));
  const first = s.fields[0]!;
  const firstType = typed ? `?: ${tsType(first.type)}` : ' = undefined';
  return [
    `class ${s.name} {`,
    ...(typed ? ['  bytes: DataView;'] : []),
    `  constructor(${memberName(first.name)}${firstType}) {`,
    `    this.bytes = new DataView(new ArrayBuffer(${size}));`,
    `    if (${memberName(first.name)} !== undefined) this.${memberName(first.name)} = ${memberName(first.name)};`,
    '  }',
    ...s.fields.flatMap((f) => accessors(f, typed, tsType)),
    `  clone()${typed ? `: ${s.name}` : ''} {`,
    `    const copy = new ${s.name}();`,
    '    new Uint8Array(copy.bytes.buffer).set(new Uint8Array(this.bytes.buffer));',
    '    return copy;',
    '  }',
    '}',
  ].join('\n');
}
