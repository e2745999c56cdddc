/**
 * ArrayView.reinterpretAs / AmpArray.reinterpretAs (C++ reinterpret_as): the same bytes as
 * other elements, sharing the data and its coherence with the original, on the host and
 * through a kernel on the real WebGPU device (lavapipe here); and a kernel that binds one
 * buffer twice, written, is refused with the views' names.
 */
import { Accelerator, AmpArray, ArrayView, Extent, RuntimeException, float32, int32, parallelForEach, shortVectorElement, shutdown, uint32, type Kernel } from '../../runtime/index.js';

afterAll(async () => {
  await shutdown();
});

/** data[i] = data[i] ^ 0x80000000 (as i32): flips the sign bit of each element. */
const FLIP_SIGN: Kernel = {
  wgsl: `struct Uniforms { domain: vec3<u32>, offset: i32 }
    @group(0) @binding(0) var<storage, read_write> data: array<i32>;
    @group(0) @binding(1) var<uniform> u: Uniforms;
    @compute @workgroup_size(64)
    fn main(@builtin(global_invocation_id) g: vec3<u32>) {
      if (g.x >= u.domain.x) { return; }
      data[u.offset + i32(g.x)] ^= i32(0x80000000u);
    }`,
  entryPoint: 'main',
  workgroupSize: [64, 1, 1],
  tiled: false,
  buffers: [{ name: 'data', access: 'read_write' }],
  uniforms: [{ name: 'offset', type: 'i32', offset: 12 }],
  uniformSize: 16,
};

const bits = (x: number) => new Int32Array(new Float32Array([x]).buffer)[0]!;

describe('reinterpret_as', () => {
  it('reads and writes the original elements as other elements, both ways', async () => {
    const host = [1, -2, 0.5, 3];
    const floats = new ArrayView(float32, new Extent(4), host);
    const ints = floats.reinterpretAs(int32);
    expect(ints.extent.size()).toBe(4);
    expect(await ints.toArray()).toEqual(host.map(bits));
    await ints.set(bits(2.5), 1);
    expect(host[1]).toBe(2.5);
    await floats.set(-1, 3);
    expect(await ints.get(3)).toBe(bits(-1));
  });

  it('covers several original elements with one short vector, and offsets a section', async () => {
    const host = [1, 2, 3, 4, 5, 6, 7, 8];
    const floats = new ArrayView(float32, new Extent(8), host);
    const pairs = floats.section([2], new Extent(6)).reinterpretAs(shortVectorElement('float', 2));
    expect(pairs.extent.size()).toBe(3);
    expect(pairs.offset).toBe(1);
    const second = await pairs.get(1);
    expect([second.get(0), second.get(1)]).toEqual([5, 6]);
  });

  it('throws when the bytes are not a whole number of the new elements, or do not start one', () => {
    const floats = new ArrayView(float32, new Extent(6), [0, 0, 0, 0, 0, 0]);
    expect(() => floats.reinterpretAs(shortVectorElement('float', 4))).toThrow(/24 bytes .* not a whole number/);
    expect(() => floats.section([1], new Extent(4)).reinterpretAs(shortVectorElement('float', 2))).toThrow(/from byte 4/);
    expect(() => new ArrayView(int32, new Extent(2, 2), [0, 0, 0, 0]).reinterpretAs(float32)).toThrow(/not of rank 1/);
  });

  it('refuses a write whose bits a float element cannot keep (a NaN payload) rather than change them', async () => {
    const ints = new ArrayView(float32, new Extent(1), [0]).reinterpretAs(int32);
    await expect(ints.set(0x7f800001, 0)).rejects.toThrow(RuntimeException);
  });

  it('shares the GPU buffer and its coherence: a kernel writes through one, the host reads through the other', async () => {
    const host = [1, -2, 0.5, 3];
    const floats = new ArrayView(float32, new Extent(4), host);
    const ints = floats.reinterpretAs(int32);
    await parallelForEach(new Extent(4), FLIP_SIGN, [ints], [ints.offset]);
    expect(await floats.toArray()).toEqual([-1, 2, -0.5, -3]);
    await floats.set(10, 0);
    await parallelForEach(new Extent(4), FLIP_SIGN, [floats], [floats.offset]);
    expect(await ints.get(0)).toBe(bits(-10));
  });

  it('flattens an array, whose view it reports as its source; host data reports the CPU view', async () => {
    const a = new AmpArray(int32, new Extent(2, 2), [1, 2, 3, 4]);
    const u = a.reinterpretAs(uint32);
    expect(u.extent.rank).toBe(1);
    await u.set(0xffffffff, 3);
    expect(await a.get(1, 1)).toBe(-1);
    expect((await u.getSourceAcceleratorView()).equals(await a.getAcceleratorView())).toBe(true);
    const cpu = (await Accelerator.create('cpu')).getDefaultView();
    expect((await new ArrayView(int32, new Extent(1), [0]).getSourceAcceleratorView()).equals(cpu)).toBe(true);
  });

  it('refuses one buffer bound twice when the kernel writes it, naming the views', async () => {
    const floats = new ArrayView(float32, new Extent(4), [1, 2, 3, 4]);
    const ints = floats.reinterpretAs(int32);
    const twice: Kernel = { ...FLIP_SIGN, wgsl: FLIP_SIGN.wgsl.replace('@group(0) @binding(1) var<uniform>', '@group(0) @binding(1) var<storage, read> other: array<i32>;\n    @group(0) @binding(2) var<uniform>'), buffers: [{ name: 'ints', access: 'read_write' }, { name: 'floats', access: 'read' }] };
    await expect(parallelForEach(new Extent(4), twice, [ints, floats], [0])).rejects.toThrow(/'ints' and 'floats' are views of the same data/);
  });
});
