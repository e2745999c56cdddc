/**
 * Sections, projections, view_as and copies of ArrayView / AmpArray, on the real WebGPU
 * device (lavapipe here). No skipping: without an adapter these tests fail.
 */
import { AmpArray, ArrayView, Extent, Index, RuntimeException, copy, copyFromHost, copyToHost, int32, parallelForEach, shutdown, type Kernel } from '../../runtime/index.js';

afterAll(async () => {
  await shutdown();
});

/** view[i][j] += 1 over a rank-2 domain, addressed as offset + i * stride0 + j, the way ampc's kernels address views. */
const INCREMENT_2D: Kernel = {
  wgsl: `struct Uniforms { domain: vec3<u32>, offset: i32, stride0: i32 }
    @group(0) @binding(0) var<storage, read_write> data: array<i32>;
    @group(0) @binding(1) var<uniform> u: Uniforms;
    @compute @workgroup_size(8, 8)
    fn main(@builtin(global_invocation_id) g: vec3<u32>) {
      if (g.x >= u.domain.x || g.y >= u.domain.y) { return; }
      data[u.offset + i32(g.y) * u.stride0 + i32(g.x)] += 1;
    }`,
  entryPoint: 'main',
  workgroupSize: [8, 8, 1],
  tiled: false,
  buffers: [{ name: 'data', access: 'read_write' }],
  uniforms: [
    { name: 'offset', type: 'i32', offset: 12 },
    { name: 'stride0', type: 'i32', offset: 16 },
  ],
  uniformSize: 32,
};

async function increment(view: ArrayView<number> | AmpArray<number>): Promise<void> {
  await parallelForEach(view.extent, INCREMENT_2D, [view], [view.offset, view.stride(0)]);
}

describe('sections and projections', () => {
  it('a kernel over a section changes only that part of the whole view', async () => {
    const host = Array.from({ length: 12 }, (_, i) => i);
    const whole = new ArrayView(int32, new Extent(3, 4), host);
    const middle = whole.section(new Index(1, 1), new Extent(2, 2));
    expect(middle.offset).toBe(5);
    expect(middle.stride(0)).toBe(4);
    await increment(middle);
    await whole.synchronize();
    expect(host).toEqual([0, 1, 2, 3, 4, 6, 7, 7, 8, 10, 11, 11]);
    expect(await middle.get(1, 1)).toBe(11);
  });

  it('host writes through a section or a row reach the whole view and the next kernel', async () => {
    const host = new Array<number>(6).fill(0);
    const whole = new ArrayView(int32, new Extent(2, 3), host);
    await whole.project(1).set(50, 2);
    await whole.section(null, new Extent(1, 2)).set(7, 0, 1);
    await increment(whole);
    expect(await whole.toArray()).toEqual([1, 8, 1, 1, 1, 51]);
  });

  it('checks that sections and rows lie inside the view', async () => {
    const whole = new ArrayView(int32, new Extent(2, 3), [1, 2, 3, 4, 5, 6]);
    expect(() => whole.section(new Index(1, 1), new Extent(2, 1))).toThrow(RuntimeException);
    expect(() => whole.project(2)).toThrow(/row 2 is outside/);
    await expect(whole.section([1, 2]).get(0, 1)).rejects.toThrow(/outside the extent/);
  });

  it('view_as reshapes contiguous data and refuses a strided section', async () => {
    const host = Array.from({ length: 8 }, (_, i) => i);
    const line = new ArrayView(int32, new Extent(8), host);
    const grid = line.section([2], new Extent(6)).viewAs(new Extent(2, 3));
    expect(await grid.get(1, 0)).toBe(5);
    const whole = new ArrayView(int32, new Extent(2, 4), host);
    expect(() => whole.section(new Index(0, 1), new Extent(2, 2)).viewAs(new Extent(4))).toThrow(/not contiguous/);
  });

  it('discardData on a part of the data keeps the rest for the next kernel', async () => {
    const host = [1, 1, 1, 1];
    const whole = new ArrayView(int32, new Extent(2, 2), host);
    whole.section(null, new Extent(1, 2)).discardData();
    await increment(whole);
    expect(await whole.toArray()).toEqual([2, 2, 2, 2]);
  });
});

describe('AmpArray coherence and copies', () => {
  it('reads back only after a kernel wrote, and uploads host writes before the next kernel', async () => {
    const array = new AmpArray(int32, new Extent(2, 2), [0, 1, 2, 3]);
    await array.set(10, 0, 0);
    await increment(array);
    expect(await array.get(0, 0)).toBe(11);
    await array.set(-1, 1, 1);
    await increment(array);
    expect(await array.toArray()).toEqual([12, 3, 4, 0]);
  });

  it('copyOf takes the current data and does not follow later changes', async () => {
    const array = new AmpArray(int32, new Extent(1, 3), [1, 2, 3]);
    await increment(array);
    const snapshot = await AmpArray.copyOf(int32, array);
    await increment(array);
    expect(await snapshot.toArray()).toEqual([2, 3, 4]);
    expect(await array.toArray()).toEqual([3, 4, 5]);
  });

  it('copies between arrays, views, sections and host arrays', async () => {
    const array = new AmpArray(int32, new Extent(2, 2));
    await copyFromHost([9, 8, 7, 6, 5], 1, null, array);
    expect(await array.toArray()).toEqual([8, 7, 6, 5]);
    const host = new Array<number>(6).fill(0);
    const whole = new ArrayView(int32, new Extent(2, 3), host);
    await copy(array, whole.section(null, new Extent(2, 2)));
    await increment(whole);
    const out = [0, 0, 0, 0, 0, 0, 0];
    await copyToHost(whole, out, 1);
    expect(out).toEqual([0, 9, 8, 1, 7, 6, 1]);
    await expect(copy(array, whole)).rejects.toThrow(/4 elements and the destination 6/);
    await expect(copyFromHost([1, 2, 3], 0, 3, array)).rejects.toThrow(RuntimeException);
  });

  it('data() returns the host elements and makes the device copy stale', async () => {
    const view = new ArrayView(int32, new Extent(1, 2), [5, 6]);
    await increment(view);
    const elements = await view.data();
    expect(elements).toEqual([6, 7]);
    elements[0] = 100;
    await increment(view);
    expect(await view.toArray()).toEqual([101, 8]);
  });
});
