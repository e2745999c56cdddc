/**
 * `<amp_graphics.h>`'s textures (`concurrency::graphics::texture<T, N>`, `texture_view<T, N>`,
 * `writeonly_texture_view<T, N>`) on WGSL storage textures.
 *
 * A texture's element type and bits_per_scalar_element pick its texel format. Only the formats
 * WGSL core lets a storage texture have map (the WGSL spec's "Texel Formats for Storage Textures"
 * table without a language extension): 1, 2 or 4 channels of 32-bit int/uint/float, and 4
 * channels of 16-bit int/uint/float or 8-bit int/uint/norm/unorm. Any other combination (three
 * channels, two 8-bit channels, a 16-bit float, ...) is reported as not supported by ampc where
 * the texture is declared.
 *
 * In kernels a texture is a `texture_storage_Nd<format, access>` binding: `get`/`[]`/`()` are
 * `textureLoad`, `set` is `textureStore`. WGSL's coordinates are x-first, C++ AMP's indices
 * dimension 0 (the slowest) first, so `index<2>(row, col)` is the texel at x = col, y = row. A
 * kernel that reads and writes one texture binds it `read_write`, which WebGPU allows only for
 * the r32 formats: exactly the textures C++ AMP lets a kernel `set` (one 32-bit channel).
 */
import type { Type } from '../sema/types.js';
import { voidType } from '../sema/types.js';
import type { Intrinsic } from './intrinsics.js';

export type TextureType = Extract<Type, { kind: 'texture' }>;

/** The scalar kind of a texture element's channels. */
export type TexelScalar = 'int' | 'uint' | 'float' | 'norm' | 'unorm';

export interface TexelFormat {
  /** The WGSL/WebGPU texel format (`rgba8unorm`). */
  format: string;
  channels: 1 | 2 | 4;
  scalar: TexelScalar;
  bits: number;
}

/** Element type → channels and scalar kind; null for a type C++ AMP textures cannot hold. */
export function texelShape(element: Type): { channels: number; scalar: TexelScalar } | null {
  if (element.kind === 'int' && element.bits === 32) return { channels: 1, scalar: element.signed ? 'int' : 'uint' };
  if (element.kind === 'float' && element.bits === 32) return { channels: 1, scalar: 'float' };
  if (element.kind === 'shortVector' && element.scalar !== 'double') return { channels: element.length, scalar: element.scalar };
  return null;
}

const channelNames = { 1: 'r', 2: 'rg', 4: 'rgba' } as const;

/**
 * The texel format of a texture of `element` with `bits` per scalar element, or the reason it
 * does not map (a message that completes "texture<T, N> ... is not supported by ampc: ").
 */
export function texelFormat(element: Type, bits: number): TexelFormat | { unsupported: string } {
  const shape = texelShape(element);
  if (!shape) return { unsupported: `a texture holds int, unsigned int, float, norm, unorm or their short vectors` };
  const { channels, scalar } = shape;
  if (channels === 3) return { unsupported: 'WGSL storage textures have no 3-channel texel formats; use a 4-component element' };
  const suffix = { int: 'sint', uint: 'uint', float: 'float', norm: 'snorm', unorm: 'unorm' }[scalar];
  const ok = (b: number) => ({ format: `${channelNames[channels as 1 | 2 | 4]}${b}${suffix}`, channels: channels as 1 | 2 | 4, scalar, bits: b });
  if (bits === 32 && scalar !== 'norm' && scalar !== 'unorm') return ok(32);
  if (bits === 16 && channels === 4 && scalar !== 'norm' && scalar !== 'unorm') return ok(16);
  if (bits === 8 && channels === 4 && scalar !== 'float') return ok(8);
  const mappable = scalar === 'norm' || scalar === 'unorm' ? '8 bits with 4 channels' : scalar === 'float' ? '32 bits, or 16 with 4 channels' : '32 bits, or 8 or 16 with 4 channels';
  return { unsupported: `WGSL has no storage texel format for ${channels} channel${channels === 1 ? '' : 's'} of ${bits}-bit ${scalar} (ampc maps ${mappable})` };
}

/** The format of a texture type that sema has already accepted. */
export function formatOf(t: TextureType): TexelFormat {
  const f = texelFormat(t.element, t.bits);
  if ('unsupported' in f) throw new Error(`internal error: texture type ${t.element.kind}/${t.bits} has no format`);
  return f;
}

/** WGSL's channel type of the format: what textureLoad returns a vec4 of. */
export function texelWgslScalar(f: TexelFormat): 'i32' | 'u32' | 'f32' {
  return f.scalar === 'int' ? 'i32' : f.scalar === 'uint' ? 'u32' : 'f32';
}

/** The WGSL binding type of a texture of this rank and format. */
export function textureWgslType(t: TextureType, access: 'read' | 'write' | 'read_write'): string {
  return `texture_storage_${t.rank}d<${formatOf(t).format}, ${access}>`;
}

/** The texel coordinates of a C++ AMP index of rank N (x is its last component). */
function coordinates(rank: number, index: string): string {
  if (rank === 1) return index;
  const operand = /^[A-Za-z_][\w.]*$/.test(index) ? index : `(${index})`;
  return `${operand}.${rank === 2 ? 'yx' : 'zyx'}`;
}

function indexType(rank: number): Type {
  return { kind: 'index', rank };
}

/** The element value of a texel read by textureLoad (a vec4). */
function fromTexel(f: TexelFormat, texel: string): string {
  return f.channels === 1 ? `${texel}.x` : f.channels === 2 ? `${texel}.xy` : texel;
}

/** The vec4 textureStore takes for an element value (missing channels as WGSL reads them back). */
function toTexel(f: TexelFormat, value: string): string {
  const s = texelWgslScalar(f);
  const zero = s === 'f32' ? '0.0' : s === 'u32' ? '0u' : '0';
  const one = s === 'f32' ? '1.0' : s === 'u32' ? '1u' : '1';
  if (f.channels === 1) return `vec4<${s}>(${value}, ${zero}, ${zero}, ${one})`;
  if (f.channels === 2) return `vec4<${s}>(${value}, ${zero}, ${one})`;
  return value;
}

export const textureGetId = 'concurrency::graphics::texture::get';
export const textureSetId = 'concurrency::graphics::texture::set';

/** WGSL's read and read_write storage textures are a language extension (Dawn has it). */
const readableStorageTextures = 'readonly_and_readwrite_storage_textures';

/** `tex.get(idx)` (also `tex[idx]`, `tex(idx)`): one texel, in kernels. */
export function textureGet(t: TextureType): Intrinsic {
  const f = formatOf(t);
  return {
    id: textureGetId,
    name: 'get',
    namespaces: [],
    signatures: [{ params: [t, indexType(t.rank)], result: t.element }],
    restriction: { cpu: false, amp: true },
    wgsl: (args, cx) => {
      cx.requires(readableStorageTextures);
      return fromTexel(f, `textureLoad(${args[0]}, ${coordinates(t.rank, args[1])})`);
    },
    host: null,
    header: 'amp_graphics.h',
  };
}

/** `tex.set(idx, value)`: writes one texel, in kernels. */
export function textureSet(t: TextureType): Intrinsic {
  const f = formatOf(t);
  return {
    id: textureSetId,
    name: 'set',
    namespaces: [],
    signatures: [{ params: [t, indexType(t.rank), t.element], result: voidType }],
    restriction: { cpu: false, amp: true },
    wgsl: (args) => `textureStore(${args[0]}, ${coordinates(t.rank, args[1])}, ${toTexel(f, args[2])})`,
    host: null,
    header: 'amp_graphics.h',
  };
}

/** `tex.get_extent()` in a kernel: the texture's own dimensions, dimension 0 first. */
export function textureExtent(t: TextureType): Intrinsic {
  const dims = t.rank === 1 ? 'i32(textureDimensions(t))' : `vec${t.rank}<i32>(textureDimensions(t).${t.rank === 2 ? 'yx' : 'zyx'})`;
  return {
    id: 'concurrency::graphics::texture::get_extent',
    name: 'get_extent',
    namespaces: [],
    signatures: [{ params: [t], result: { kind: 'extent', rank: t.rank } }],
    restriction: { cpu: false, amp: true },
    // A texture only asked its size binds read-only (kernel-interface.ts).
    wgsl: (args, cx) => {
      cx.requires(readableStorageTextures);
      return dims.replace('(t)', `(${args[0]})`);
    },
    host: null,
    header: 'amp_graphics.h',
  };
}
