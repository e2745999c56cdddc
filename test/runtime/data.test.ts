/**
 * ArrayView / AmpArray coherence on the real WebGPU device (lavapipe here).
 * No skipping: without an adapter these tests fail, in CI and locally.
 */
import {
  AmpArray,
  ArrayView,
  Extent,
  RuntimeException,
  arrayType,
  bool32,
  float32,
  int32,
  parallelForEach,
  shutdown,
  structType,
  type Kernel,
} from '../../runtime/index.js';

afterAll(async () => {
  await shutdown();
});

/** data[i] += 1 for every i in the domain. */
const INCREMENT: Kernel = {
  wgsl: `struct Uniforms { domain: vec3<u32> }
    @group(0) @binding(0) var<storage, read_write> data: array<i32>;
    @group(0) @binding(1) var<uniform> u: Uniforms;
    @compute @workgroup_size(64)
    fn main(@builtin(global_invocation_id) g: vec3<u32>) {
      if (g.x >= u.domain.x) { return; }
      data[g.x] += 1;
    }
    // A second entry point in the same module: out[i] = i for even i; odd elements are never written.
    @compute @workgroup_size(64)
    fn writeEven(@builtin(global_invocation_id) g: vec3<u32>) {
      if (g.x >= u.domain.x || g.x % 2u == 1u) { return; }
      data[g.x] = i32(g.x);
    }`,
  entryPoint: 'main',
  workgroupSize: [64, 1, 1],
  tiled: false,
  buffers: [{ name: 'data', access: 'read_write' }],
  uniforms: [],
  uniformSize: 16,
};
const WRITE_EVEN: Kernel = { ...INCREMENT, entryPoint: 'writeEven' };

/** out[i] = in[i] * 2: reads one buffer, writes another. */
const DOUBLE: Kernel = {
  wgsl: `struct Uniforms { domain: vec3<u32> }
    @group(0) @binding(0) var<storage, read> input: array<f32>;
    @group(0) @binding(1) var<storage, read_write> output: array<f32>;
    @group(0) @binding(2) var<uniform> u: Uniforms;
    @compute @workgroup_size(256)
    fn main(@builtin(global_invocation_id) g: vec3<u32>) {
      if (g.x >= u.domain.x) { return; }
      output[g.x] = input[g.x] * 2.0;
    }`,
  entryPoint: 'main',
  workgroupSize: [256, 1, 1],
  tiled: false,
  buffers: [
    { name: 'input', access: 'read' },
    { name: 'output', access: 'read_write' },
  ],
  uniforms: [],
  uniformSize: 16,
};

describe('ArrayView coherence', () => {
  it('uploads on first use, and get() reads the result of two kernels', async () => {
    const host = [10, 20, 30];
    const view = new ArrayView(int32, new Extent(3), host);
    await parallelForEach(new Extent(3), INCREMENT, [view], []);
    await parallelForEach(new Extent(3), INCREMENT, [view], []);
    expect(await view.get(2)).toBe(32);
    expect(host).toEqual([12, 22, 32]);
  });

  it('synchronize() writes into the very same JS array', async () => {
    const host = [1, 2, 3, 4, 5];
    const sameArray = host;
    const view = new ArrayView(int32, new Extent(5), host);
    await parallelForEach(new Extent(5), INCREMENT, [view], []);
    expect(host).toEqual([1, 2, 3, 4, 5]); // not read back yet: the device copy is newer
    await view.synchronize();
    expect(sameArray).toBe(host);
    expect(sameArray).toEqual([2, 3, 4, 5, 6]);
  });

  it('discardData() skips the upload: a kernel that only writes leaves the fresh buffer\'s zeros elsewhere', async () => {
    const discarded = new Array<number>(8).fill(-1);
    const view = new ArrayView(int32, new Extent(8), discarded);
    view.discardData();
    await parallelForEach(new Extent(8), WRITE_EVEN, [view], []);
    await view.synchronize();
    expect(discarded).toEqual([0, 0, 2, 0, 4, 0, 6, 0]);

    // The same without discardData: the odd elements keep the uploaded -1.
    const kept = new Array<number>(8).fill(-1);
    const keptView = new ArrayView(int32, new Extent(8), kept);
    await parallelForEach(new Extent(8), WRITE_EVEN, [keptView], []);
    await keptView.synchronize();
    expect(kept).toEqual([0, -1, 2, -1, 4, -1, 6, -1]);
  });

  it('set() on the host makes the device copy stale, so the next kernel sees it', async () => {
    const host = [0, 0, 0, 0];
    const view = new ArrayView(int32, new Extent(2, 2), host);
    await parallelForEach(new Extent(4), INCREMENT, [view], []);
    await view.set(100, 1, 0); // reads back first, then changes element (1,0) = host[2]
    expect(host).toEqual([1, 1, 100, 1]);
    await parallelForEach(new Extent(4), INCREMENT, [view], []);
    expect(await view.get(1, 0)).toBe(101);
    expect(await view.get(0, 1)).toBe(2);
  });

  it('refresh() picks up changes made to the source outside the view', async () => {
    const host = [5, 5];
    const view = new ArrayView(int32, new Extent(2), host);
    await parallelForEach(new Extent(2), INCREMENT, [view], []);
    await view.synchronize();
    host[0] = 50;
    view.refresh();
    await parallelForEach(new Extent(2), INCREMENT, [view], []);
    await view.synchronize();
    expect(host).toEqual([51, 7]);
  });

  it('does not read back a view that a kernel only reads', async () => {
    const input = [1.5, 2.5];
    const output = [0, 0];
    const inView = new ArrayView(float32, new Extent(2), input);
    const outView = new ArrayView(float32, new Extent(2), output);
    await parallelForEach(new Extent(2), DOUBLE, [inView, outView], []);
    input[0] = 99; // a host change without refresh(): the view has no reason to overwrite it
    await inView.synchronize();
    expect(input).toEqual([99, 2.5]);
    expect(await outView.get(0)).toBe(3);
  });

  it('shares one device copy among views of the same JS array, also when a later view is larger', async () => {
    const host = [1, 2, 3, 4, 5, 6, 7, 8];
    const first = new ArrayView(int32, new Extent(4), host);
    await parallelForEach(new Extent(4), INCREMENT, [first], []);
    // No synchronize: C++ AMP keeps views of the same data coherent.
    const whole = new ArrayView(int32, new Extent(2, 4), host);
    await parallelForEach(new Extent(8), INCREMENT, [whole], []);
    expect(await first.get(3)).toBe(6);
    expect(host).toEqual([3, 4, 5, 6, 6, 7, 8, 9]);
    expect(await whole.get(1, 3)).toBe(9);
  });

  it('rejects a source shorter than the extent', () => {
    expect(() => new ArrayView(int32, new Extent(3, 3), [1, 2, 3])).toThrow(RuntimeException);
    expect(() => new ArrayView(int32, new Extent(3, 3), [1, 2, 3])).toThrow(/needs 9 elements/);
  });

  it('moves a million floats through a kernel and back', async () => {
    const n = 1 << 20;
    const input = Array.from({ length: n }, (_, i) => i * 0.25);
    const output = new Array<number>(n).fill(0);
    const outView = new ArrayView(float32, new Extent(n), output);
    outView.discardData();
    await parallelForEach(new Extent(n), DOUBLE, [new ArrayView(float32, new Extent(n), input), outView], []);
    await outView.synchronize();
    let wrong = 0;
    for (let i = 0; i < n; i++) if (output[i] !== Math.fround(i * 0.25) * 2) wrong++;
    expect(wrong).toBe(0);
  });
});

describe('AmpArray', () => {
  it('copyTo() replaces the destination\'s contents in place', async () => {
    const array = new AmpArray(int32, new Extent(2, 3), [1, 2, 3, 4, 5, 6]);
    await parallelForEach(new Extent(6), INCREMENT, [array], []);
    const dest = [9, 9, 9, 9, 9, 9, 9, 9, 9, 9];
    const same = dest;
    await array.copyTo(dest);
    expect(same).toBe(dest);
    expect(dest).toEqual([2, 3, 4, 5, 6, 7]);
    expect(await array.toArray()).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('copies its source at construction and zero-fills without one', async () => {
    const source = [7, 8];
    const array = new AmpArray(int32, new Extent(2), source);
    source[0] = 1000; // C++ copied the data already
    expect(await array.toArray()).toEqual([7, 8]);
    expect(await new AmpArray(float32, new Extent(3)).toArray()).toEqual([0, 0, 0]);
  });

  it('get() and set() reach single elements on the device', async () => {
    const array = new AmpArray(int32, new Extent(3, 4));
    await array.set(42, 2, 1);
    await parallelForEach(new Extent(12), INCREMENT, [array], []);
    expect(await array.get(2, 1)).toBe(43);
    expect(await array.get(0, 0)).toBe(1);
  });

  it('shares its buffer with a view over it', async () => {
    const array = new AmpArray(int32, new Extent(4), [0, 10, 20, 30]);
    const view = new ArrayView(int32, new Extent(4), array);
    await parallelForEach(new Extent(4), INCREMENT, [view], []);
    expect(await array.get(3)).toBe(31);
    await view.set(-5, 0);
    await parallelForEach(new Extent(4), INCREMENT, [array], []);
    expect(await view.get(0)).toBe(-4);
    expect(await array.toArray()).toEqual([-4, 12, 22, 32]);
  });
});

describe('struct elements', () => {
  class Particle {
    x = 0;
    y = 0;
    id = 0;
    alive = false;
  }
  // struct Particle { x: f32 @0, y: f32 @4, id: i32 @8, alive: u32 @12 } (size 16, align 4)
  const particle = structType(
    'Particle',
    () => new Particle(),
    [
      ['x', float32, 0],
      ['y', float32, 4],
      ['id', int32, 8],
      ['alive', bool32, 12],
    ],
    16,
    4,
  );
  const STEP: Kernel = {
    wgsl: `struct Particle { x: f32, y: f32, id: i32, alive: u32 }
      struct Uniforms { domain: vec3<u32>, dt: f32 }
      @group(0) @binding(0) var<storage, read_write> ps: array<Particle>;
      @group(0) @binding(1) var<uniform> u: Uniforms;
      @compute @workgroup_size(32)
      fn main(@builtin(global_invocation_id) g: vec3<u32>) {
        if (g.x >= u.domain.x) { return; }
        var p = ps[g.x];
        p.x += u.dt;
        p.y = p.y * 2.0;
        p.id = -p.id;
        p.alive = 1u - p.alive;
        ps[g.x] = p;
      }`,
    entryPoint: 'main',
    workgroupSize: [32, 1, 1],
    tiled: false,
    buffers: [{ name: 'ps', access: 'read_write' }],
    uniforms: [{ name: 'dt', type: 'f32', offset: 12 }],
    uniformSize: 16,
  };

  it('round-trips through a kernel field by field', async () => {
    const ps = Array.from({ length: 40 }, (_, i) => {
      const p = new Particle();
      p.x = i;
      p.y = i + 0.5;
      p.id = i + 1;
      p.alive = i % 3 === 0;
      return p;
    });
    const original = ps.map((p) => ({ ...p }));
    const view = new ArrayView(particle, new Extent(40), ps);
    await parallelForEach(new Extent(40), STEP, [view], [0.25]);
    await view.synchronize();
    ps.forEach((p, i) => {
      const o = original[i]!;
      expect(p).toBeInstanceOf(Particle);
      expect(p).toEqual({ x: o.x + 0.25, y: o.y * 2, id: -o.id, alive: !o.alive });
    });
  });

  it('setField() through an array member\'s element makes the device copy stale, so the next kernel sees it', async () => {
    class Cell {
      v: number[] = [0, 0, 0];
      w = 0;
    }
    // struct Cell { v: array<i32, 3> @0, w: f32 @12 } (size 16, align 4)
    const cell = structType('Cell', () => new Cell(), [['v', arrayType(int32, 3, 4), 0], ['w', float32, 12]], 16, 4);
    const BUMP: Kernel = {
      wgsl: `struct Cell { v: array<i32, 3>, w: f32 }
        struct Uniforms { domain: vec3<u32> }
        @group(0) @binding(0) var<storage, read_write> cs: array<Cell>;
        @group(0) @binding(1) var<uniform> u: Uniforms;
        @compute @workgroup_size(32)
        fn main(@builtin(global_invocation_id) g: vec3<u32>) {
          if (g.x >= u.domain.x) { return; }
          cs[g.x].v[2] += cs[g.x].v[1];
          cs[g.x].w = f32(cs[g.x].v[0]);
        }`,
      entryPoint: 'main',
      workgroupSize: [32, 1, 1],
      tiled: false,
      buffers: [{ name: 'cs', access: 'read_write' }],
      uniforms: [],
      uniformSize: 16,
    };
    const cells = [0, 1].map((i) => {
      const c = new Cell();
      c.v = [i + 1, 10 * i, 100];
      return c;
    });
    const view = new ArrayView(cell, new Extent(2), cells);
    await parallelForEach(new Extent(2), BUMP, [view], []);
    await view.setField(['v', 1], 7, 1);
    await view.setField(['v', 0], -4, 0);
    await parallelForEach(new Extent(2), BUMP, [view], []);
    await view.synchronize();
    expect(cells.map((c) => [...c.v, c.w])).toEqual([[-4, 0, 100, -4], [2, 7, 117, 2]]);
  });
});
