/**
 * runtime/texture.ts: half-precision texels encoded as a GPU stores them, and textures on the
 * real WebGPU device (lavapipe here): uploads, read-back through padded rows, and the launcher
 * binding a texture of the kernel's format and refusing any other.
 */
import { Extent, RuntimeException, ShortVector, Texture, copyFromHost, copyToHost, parallelForEach, shutdown, type Kernel } from '../../runtime/index.js';
import { fromHalf, toHalf } from '../../runtime/texture.js';

afterAll(async () => {
  await shutdown();
});

describe('half floats (rgba16float texels)', () => {
  test.each([
    [1, 0x3c00],
    [-2, 0xc000],
    [65504, 0x7bff],
    [65520, 0x7c00], // rounds up past the largest half: infinity
    [1 / 3, 0x3555],
    [2 ** -24, 0x0001], // the smallest subnormal
    [2 ** -25, 0x0000], // half of it: a tie, to even (zero)
    [3 * 2 ** -25, 0x0002], // 1.5 of it: a tie, to even (2)
    [-0, 0x8000],
    [Infinity, 0x7c00],
    [1 + 2 ** -11, 0x3c00], // a tie between 1 and the next half: to even
    [1 + 3 * 2 ** -11, 0x3c02],
  ])('%d is 0x%s', (x, bits) => {
    expect(toHalf(x)).toBe(bits);
  });

  test('every finite half survives the round trip', () => {
    for (let h = 0; h < 0x10000; h++) {
      if ((h & 0x7c00) === 0x7c00) continue;
      expect(toHalf(fromHalf(h))).toBe(h);
    }
  });
});

/** Doubles each texel of an rgba32sint texture 70 wide (1120-byte rows: padded to 1280 on read-back). */
const DOUBLE: Kernel = {
  wgsl: `requires readonly_and_readwrite_storage_textures;
    struct Uniforms { domain: vec3<u32> }
    @group(0) @binding(0) var src: texture_storage_2d<rgba32sint, read>;
    @group(0) @binding(1) var dst: texture_storage_2d<rgba32sint, write>;
    @group(0) @binding(2) var<uniform> u: Uniforms;
    @compute @workgroup_size(8, 8)
    fn main(@builtin(global_invocation_id) g: vec3<u32>) {
      if (g.x >= u.domain.x || g.y >= u.domain.y) { return; }
      textureStore(dst, g.xy, textureLoad(src, g.xy) * 2);
    }`,
  entryPoint: 'main',
  workgroupSize: [8, 8, 1],
  tiled: false,
  buffers: [
    { name: 'src', access: 'read', texture: { format: 'rgba32sint', dimension: '2d' } },
    { name: 'dst', access: 'write', texture: { format: 'rgba32sint', dimension: '2d' } },
  ],
  uniforms: [],
  uniformSize: 16,
};

describe('textures on the device', () => {
  const rows = 3;
  const cols = 70;
  const texels = Array.from({ length: rows * cols }, (_, i) => ShortVector.of('int', 4, [i, -i, i % cols, Math.floor(i / cols)]));

  test('upload, kernel, read-back: row-major with x the last dimension', async () => {
    const src = new Texture<ShortVector>('rgba32sint', new Extent(rows, cols), texels, 0, texels.length);
    const dst = new Texture<ShortVector>('rgba32sint', new Extent(rows, cols));
    await parallelForEach(new Extent(rows, cols), DOUBLE, [src, dst], []);
    const out: ShortVector[] = new Array(rows * cols);
    await copyToHost(dst, out, 0);
    expect(out.map((v) => [v.get(0), v.get(1), v.get(2), v.get(3)])).toEqual(texels.map((v) => [2 * v.get(0), 2 * v.get(1), 2 * v.get(2), 2 * v.get(3)]));
  });

  test('copy(first, last, tex) replaces the texels; a range of the wrong size throws', async () => {
    const t = new Texture<number>('r32float', new Extent(5));
    await copyFromHost([0.5, 1.5, 2.5, 3.5, 4.5, 99], 0, 5, t);
    const out: number[] = [];
    await copyToHost(t, out, 0);
    expect(out).toEqual([0.5, 1.5, 2.5, 3.5, 4.5]);
    await expect(copyFromHost([1, 2, 3], 0, 3, t)).rejects.toThrow(RuntimeException);
  });

  test('a texture of another format than the kernel names is refused', async () => {
    const src = new Texture<ShortVector>('rgba32uint', new Extent(rows, cols));
    const dst = new Texture<ShortVector>('rgba32sint', new Extent(rows, cols));
    await expect(parallelForEach(new Extent(rows, cols), DOUBLE, [src, dst], [])).rejects.toThrow(/expects a texture of format rgba32sint, but was given one of format rgba32uint/);
  });
});
