/**
 * parallelForEach on the real WebGPU device (lavapipe here). No skipping:
 * without an adapter getDevice() throws and these tests fail, in CI and locally.
 */
import {
  ArrayView,
  Extent,
  InvalidComputeDomain,
  RuntimeException,
  getDevice,
  int32,
  uint32,
  float32,
  float64,
  parallelForEach,
  shutdown,
  type Kernel,
} from '../../runtime/index.js';

afterAll(async () => {
  await shutdown();
});

function kernel(wgsl: string, fields: Partial<Kernel> & Pick<Kernel, 'workgroupSize' | 'buffers'>): Kernel {
  return { wgsl, entryPoint: 'main', tiled: false, uniforms: [], uniformSize: 16, ...fields };
}

const UNIFORM_DOMAIN_ONLY = 'struct Uniforms { domain: vec3<u32> }';

describe('non-tiled kernels', () => {
  it('rank 1: covers an extent that is not a multiple of the workgroup size, and no more', async () => {
    const n = 1000; // 15.6 workgroups of 64
    const k = kernel(
      `${UNIFORM_DOMAIN_ONLY}
       @group(0) @binding(0) var<storage, read> input: array<i32>;
       @group(0) @binding(1) var<storage, read_write> output: array<i32>;
       @group(0) @binding(2) var<uniform> u: Uniforms;
       @compute @workgroup_size(64)
       fn main(@builtin(global_invocation_id) g: vec3<u32>) {
         if (g.x >= u.domain.x) { return; }
         output[g.x] = input[g.x] * 2 + 1;
       }`,
      { workgroupSize: [64, 1, 1], buffers: [{ name: 'input', access: 'read' }, { name: 'output', access: 'read_write' }] },
    );
    const input = Array.from({ length: n }, (_, i) => i - 500);
    // One element more than the extent: the kernel must not touch it.
    const output = new Array<number>(n + 1).fill(-7);
    const outView = new ArrayView(int32, new Extent(n), output);
    await parallelForEach(new Extent(n), k, [new ArrayView(int32, new Extent(n), input), outView], []);
    await outView.synchronize();
    expect(output.slice(0, n)).toEqual(input.map((v) => v * 2 + 1));
    expect(output[n]).toBe(-7);
  });

  it('rank 2: maps C++ dimension 0 to WGSL y and dimension 1 to x', async () => {
    const rows = 37;
    const cols = 53;
    const k = kernel(
      `${UNIFORM_DOMAIN_ONLY}
       @group(0) @binding(0) var<storage, read_write> output: array<i32>;
       @group(0) @binding(1) var<uniform> u: Uniforms;
       @compute @workgroup_size(8, 8)
       fn main(@builtin(global_invocation_id) g: vec3<u32>) {
         if (g.x >= u.domain.x || g.y >= u.domain.y) { return; }
         let row = i32(g.y);
         let col = i32(g.x);
         output[g.y * u.domain.x + g.x] = row * 1000 + col;
       }`,
      { workgroupSize: [8, 8, 1], buffers: [{ name: 'output', access: 'read_write' }] },
    );
    const output = new Array<number>(rows * cols).fill(0);
    const view = new ArrayView(int32, new Extent(rows, cols), output);
    await parallelForEach(new Extent(rows, cols), k, [view], []);
    expect(await view.get(0, 0)).toBe(0);
    expect(await view.get(36, 52)).toBe(36052);
    expect(await view.get(5, 7)).toBe(5007);
    const expected = Array.from({ length: rows * cols }, (_, i) => Math.floor(i / cols) * 1000 + (i % cols));
    expect(output).toEqual(expected);
  });

  it('rank 3: maps dimensions 0, 1, 2 to z, y, x', async () => {
    const [d0, d1, d2] = [5, 7, 11];
    const k = kernel(
      `${UNIFORM_DOMAIN_ONLY}
       @group(0) @binding(0) var<storage, read_write> output: array<u32>;
       @group(0) @binding(1) var<uniform> u: Uniforms;
       @compute @workgroup_size(4, 4, 4)
       fn main(@builtin(global_invocation_id) g: vec3<u32>) {
         if (any(g >= u.domain)) { return; }
         output[(g.z * u.domain.y + g.y) * u.domain.x + g.x] = g.z * 10000u + g.y * 100u + g.x;
       }`,
      { workgroupSize: [4, 4, 4], buffers: [{ name: 'output', access: 'read_write' }] },
    );
    const output = new Array<number>(d0 * d1 * d2).fill(0);
    const view = new ArrayView(uint32, new Extent(d0, d1, d2), output);
    await parallelForEach(new Extent(d0, d1, d2), k, [view], []);
    expect(await view.get(4, 6, 10)).toBe(40610);
    expect(await view.get(2, 0, 3)).toBe(20003);
    const expected: number[] = [];
    for (let i = 0; i < d0; i++) for (let j = 0; j < d1; j++) for (let l = 0; l < d2; l++) expected.push(i * 10000 + j * 100 + l);
    expect(output).toEqual(expected);
  });
});

describe('tiled kernels', () => {
  const TILE_SUM = kernel(
    `${UNIFORM_DOMAIN_ONLY}
     @group(0) @binding(0) var<storage, read> input: array<i32>;
     @group(0) @binding(1) var<storage, read_write> output: array<i32>;
     @group(0) @binding(2) var<uniform> u: Uniforms;
     var<workgroup> tile: array<i32, 16>;
     @compute @workgroup_size(4, 4)
     fn main(@builtin(global_invocation_id) g: vec3<u32>, @builtin(local_invocation_index) local: u32) {
       let at = g.y * u.domain.x + g.x;
       tile[local] = input[at];
       workgroupBarrier();
       var sum = 0;
       for (var i = 0u; i < 16u; i++) { sum += tile[i]; }
       output[at] = sum;
     }`,
    {
      tiled: true,
      workgroupSize: [4, 4, 1],
      buffers: [{ name: 'input', access: 'read' }, { name: 'output', access: 'read_write' }],
    },
  );

  it('rank 5, flattened: the extent reaches the kernel in flatDomain and each thread numbers itself row-major', async () => {
    const dims = [3, 1, 4, 2, 5];
    const k = kernel(
      `struct Uniforms { domain: vec3<u32>, d0: u32, d1: u32, d2: u32, d3: u32, d4: u32 }
       @group(0) @binding(0) var<storage, read_write> output: array<i32>;
       @group(0) @binding(1) var<uniform> u: Uniforms;
       @compute @workgroup_size(64)
       fn main(@builtin(global_invocation_id) g: vec3<u32>, @builtin(num_workgroups) n: vec3<u32>) {
         let id = g.y * n.x * 64u + g.x;
         if (id >= u.domain.x) { return; }
         // The thread's number, and the extent's product as the kernel sees it.
         output[id] = i32(id) * 1000 + i32(u.d0 * u.d1 * u.d2 * u.d3 * u.d4);
       }`,
      { workgroupSize: [64, 1, 1], buffers: [{ name: 'output', access: 'read_write' }], flatDomain: [12, 16, 20, 24, 28], uniformSize: 32 },
    );
    const extent = new Extent(...dims);
    const output = new Array<number>(extent.size() + 1).fill(-7);
    const view = new ArrayView(int32, new Extent(extent.size() + 1), output);
    await parallelForEach(extent, k, [view], []);
    await view.synchronize();
    expect(output.slice(0, 120)).toEqual(Array.from({ length: 120 }, (_, i) => i * 1000 + 120));
    expect(output[120]).toBe(-7);
  });

  it('rank 2 with tile_static memory and a barrier: every thread sees its whole tile', async () => {
    const [rows, cols] = [8, 12];
    const input = Array.from({ length: rows * cols }, (_, i) => (i * 7) % 13);
    const output = new Array<number>(rows * cols).fill(0);
    const extent = new Extent(rows, cols);
    const outView = new ArrayView(int32, extent, output);
    await parallelForEach(extent.tile(4, 4), TILE_SUM, [new ArrayView(int32, extent, input), outView], []);
    await outView.synchronize();
    const expected = input.map((_, i) => {
      const r0 = Math.floor(Math.floor(i / cols) / 4) * 4;
      const c0 = Math.floor((i % cols) / 4) * 4;
      let sum = 0;
      for (let r = r0; r < r0 + 4; r++) for (let c = c0; c < c0 + 4; c++) sum += input[r * cols + c]!;
      return sum;
    });
    expect(output).toEqual(expected);
  });

  it('throws InvalidComputeDomain naming the extent and the tile when they do not divide', async () => {
    const data = new ArrayView(int32, new Extent(8, 9), new Array<number>(72).fill(0));
    const launch = parallelForEach(new Extent(8, 9).tile(2, 4), { ...TILE_SUM, workgroupSize: [4, 2, 1] }, [data, data], []);
    await expect(launch).rejects.toThrow(
      new InvalidComputeDomain(
        'concurrency::invalid_compute_domain: the extent (8,9) is not evenly divisible by the tile (2,4)',
      ),
    );
    await expect(
      parallelForEach(new Extent(8, 9).tile(2, 4), { ...TILE_SUM, workgroupSize: [4, 2, 1] }, [data, data], []),
    ).rejects.toBeInstanceOf(InvalidComputeDomain);
  });

  it('rejects tiles that do not match the kernel\'s workgroup size', async () => {
    const data = new ArrayView(int32, new Extent(8, 8), new Array<number>(64).fill(0));
    await expect(parallelForEach(new Extent(8, 8).tile(2, 8), TILE_SUM, [data, data], [])).rejects.toThrow(
      /compiled for tiles of \(4,4\) but launched with tiles of \(2,8\)/,
    );
  });
});

describe('launch checks', () => {
  const NOTHING = kernel(
    `${UNIFORM_DOMAIN_ONLY}
     @group(0) @binding(0) var<uniform> u: Uniforms;
     @compute @workgroup_size(1) fn main() {}`,
    { workgroupSize: [1, 1, 1], buffers: [] },
  );

  it('rejects extents with a non-positive dimension', async () => {
    await expect(parallelForEach(new Extent(4, 0), NOTHING, [], [])).rejects.toBeInstanceOf(InvalidComputeDomain);
    await expect(parallelForEach(new Extent(-3), NOTHING, [], [])).rejects.toThrow(/\(-3\)/);
  });

  it('rejects rank 4 naming the limit', async () => {
    const launch = parallelForEach(new Extent(2, 2, 2, 2), NOTHING, [], []);
    await expect(launch).rejects.toBeInstanceOf(RuntimeException);
    await expect(parallelForEach(new Extent(2, 2, 2, 2), NOTHING, [], [])).rejects.toThrow(/rank 1 to 3/);
  });

  it('rejects a flattened kernel launched over an extent of another rank', async () => {
    const flat = { ...NOTHING, flatDomain: [12, 16, 20, 24] };
    await expect(parallelForEach(new Extent(2, 2, 2, 2, 2), flat, [], [])).rejects.toThrow(/compiled for a domain of rank 4 but launched over an extent of rank 5/);
    await expect(parallelForEach(new Extent(2, 2), flat, [], [])).rejects.toBeInstanceOf(RuntimeException);
  });

  it('rejects a flattened domain with more threads than one dispatch can number', async () => {
    const flat = { ...NOTHING, workgroupSize: [256, 1, 1] as [number, number, number], flatDomain: [12, 16, 20, 24], uniformSize: 32 };
    await expect(parallelForEach(new Extent(65536, 256, 256, 2), flat, [], [])).rejects.toBeInstanceOf(InvalidComputeDomain);
  });

  it('rejects more workgroups per dimension than the device allows', async () => {
    const device = await getDevice();
    const tooMany = device.limits.maxComputeWorkgroupsPerDimension + 1;
    await expect(parallelForEach(new Extent(tooMany), NOTHING, [], [])).rejects.toThrow(
      new RegExp(`needs ${tooMany} workgroups.*maxComputeWorkgroupsPerDimension of ${tooMany - 1}`),
    );
  });

  it('folds a dimension with too many workgroups into rows along the first unused one, when the kernel can', async () => {
    const device = await getDevice();
    const max = device.limits.maxComputeWorkgroupsPerDimension;
    // One thread a workgroup: the kernel counts the threads that run and marks each index it sees.
    const folding = kernel(
      `${UNIFORM_DOMAIN_ONLY}
       @group(0) @binding(0) var<storage, read_write> seen: array<atomic<u32>>;
       @group(0) @binding(1) var<uniform> u: Uniforms;
       override fold_x: bool = false;
       @compute @workgroup_size(1)
       fn main(@builtin(global_invocation_id) id: vec3<u32>, @builtin(num_workgroups) n: vec3<u32>) {
         let x = id.x + select(0u, id.y * n.x, fold_x);
         if (x >= u.domain.x) { return; }
         atomicAdd(&seen[x], 1u);
       }`,
      { workgroupSize: [1, 1, 1], buffers: [{ name: 'seen', access: 'read_write' }], folds: ['fold_x'] },
    );
    const count = max + 3; // two rows of (max + 3) / 2 workgroups
    const seen = new Array<number>(count).fill(0);
    const view = new ArrayView(uint32, new Extent(count), seen);
    await parallelForEach(new Extent(count), folding, [view], []);
    await view.synchronize();
    expect(seen.every((v) => v === 1)).toBe(true);
  });

  describe('rank 3 with too many workgroups along an axis: rows of workgroups', () => {
    // The dispatch the kernel got, whether the launcher set its constant, and how often each index ran.
    const RECORD = `struct Uniforms { domain: vec3<u32> }
       @group(0) @binding(0) var<storage, read_write> seen: array<atomic<u32>>;
       @group(0) @binding(1) var<storage, read_write> dispatch: array<u32>;
       @group(0) @binding(2) var<uniform> u: Uniforms;
       override fold_xyz: bool = false;
       fn record(n: vec3<u32>, wg: vec3<u32>, li: u32, g: vec3<u32>) {
         if (all(wg == vec3<u32>(0u)) && li == 0u) {
           dispatch[0] = n.x; dispatch[1] = n.y; dispatch[2] = n.z; dispatch[3] = u32(fold_xyz);
         }
         if (any(g >= u.domain)) { return; }
         atomicAdd(&seen[(g.z * u.domain.y + g.y) * u.domain.x + g.x], 1u);
       }`;
    // Plain: the thread's number in the domain, decomposed row-major (as the compiler's kernels do).
    const plain = kernel(
      `${RECORD}
       @compute @workgroup_size(4, 2, 2)
       fn main(@builtin(global_invocation_id) id: vec3<u32>, @builtin(num_workgroups) n: vec3<u32>,
               @builtin(workgroup_id) wg: vec3<u32>, @builtin(local_invocation_index) li: u32) {
         let d = u.domain;
         let flat = (wg.y * n.x + wg.x) * 16u + li;
         record(n, wg, li, select(id, vec3<u32>(flat % d.x, flat / d.x % d.y, flat / (d.x * d.y)), fold_xyz));
       }`,
      { workgroupSize: [4, 2, 2], buffers: [{ name: 'seen', access: 'read_write' }, { name: 'dispatch', access: 'read_write' }], foldGroups: 'fold_xyz' },
    );
    // Tiled, one thread a tile: the workgroup's number, decomposed into its tile's.
    const tiled = kernel(
      `${RECORD}
       @compute @workgroup_size(1)
       fn main(@builtin(num_workgroups) n: vec3<u32>, @builtin(workgroup_id) wg: vec3<u32>) {
         let d = u.domain;
         let number = wg.y * n.x + wg.x;
         let tile = select(wg, vec3<u32>(number % d.x, number / d.x % d.y, number / (d.x * d.y)), fold_xyz);
         record(n, wg, 0u, tile);
       }`,
      { tiled: true, workgroupSize: [1, 1, 1], buffers: [{ name: 'seen', access: 'read_write' }, { name: 'dispatch', access: 'read_write' }], foldGroups: 'fold_xyz' },
    );
    async function launch(domain: Extent | ReturnType<Extent['tile']>, k: Kernel): Promise<{ seen: number[]; dispatch: number[] }> {
      const extent = 'extent' in domain ? domain.extent : domain;
      const seen = new Array<number>(extent.size()).fill(0);
      const dispatch = [-1, -1, -1, -1];
      const seenView = new ArrayView(uint32, new Extent(seen.length), seen);
      const dispatchView = new ArrayView(uint32, new Extent(4), dispatch);
      await parallelForEach(domain, k, [seenView, dispatchView], []);
      await seenView.synchronize();
      await dispatchView.synchronize();
      return { seen, dispatch };
    }
    /** `groups` workgroups as balanced rows of at most `max`. */
    const rows = (groups: number, max: number) => {
      const y = Math.ceil(groups / max);
      return [Math.ceil(groups / y), y, 1];
    };

    it('a domain that fits runs as it is, without the constant', async () => {
      const { seen, dispatch } = await launch(new Extent(2, 3, 5), plain);
      expect(dispatch).toEqual([2, 2, 1, 0]);
      expect(seen.every((v) => v === 1)).toBe(true);
    });

    it('plain: the threads run in balanced rows of workgroups, each index once', async () => {
      const max = (await getDevice()).limits.maxComputeWorkgroupsPerDimension;
      const extent = new Extent(3, 2, (max + 1) * 4); // x needs max + 1 workgroups of 4
      const { seen, dispatch } = await launch(extent, plain);
      expect(dispatch).toEqual([...rows(Math.ceil(extent.size() / 16), max), 1]);
      expect(seen.filter((v) => v !== 1)).toEqual([]);
    });

    it('tiled: the tiles run in balanced rows, each tile once', async () => {
      const max = (await getDevice()).limits.maxComputeWorkgroupsPerDimension;
      const extent = new Extent(max + 1, 3, 2); // z needs max + 1 tiles
      const { seen, dispatch } = await launch(extent.tile(1, 1, 1), tiled);
      expect(dispatch).toEqual([...rows(extent.size(), max), 1]);
      expect(seen.filter((v) => v !== 1)).toEqual([]);
    });

    it('rejects what no rows can hold, or a kernel u32 cannot number', async () => {
      const max = (await getDevice()).limits.maxComputeWorkgroupsPerDimension;
      // More tiles than max * max.
      const manyTiles = new Extent(2, max, max + 3).tile(1, 1, 1);
      await expect(parallelForEach(manyTiles, { ...NOTHING, tiled: true, foldGroups: 'f' }, [], [])).rejects.toThrow(
        new InvalidComputeDomain(`concurrency::invalid_compute_domain: the compute domain (2,${max},${max + 3}) has ${2 * max * (max + 3)} tiles, more than this device can launch (maxComputeWorkgroupsPerDimension of ${max}, squared)`),
      );
      // 2^32 threads, with an axis of 65,536 workgroups of 8: their numbers overflow the kernel's u32.
      const plainBig = { ...NOTHING, workgroupSize: [8, 8, 4] as [number, number, number], foldGroups: 'f' };
      await expect(parallelForEach(new Extent(1, 8192, 524288), plainBig, [], [])).rejects.toBeInstanceOf(InvalidComputeDomain);
      await expect(parallelForEach(new Extent(1, 8192, 524288), plainBig, [], [])).rejects.toThrow(/4294967296 threads/);
    });
  });

  it('rejects a wide domain it cannot fold, saying why', async () => {
    const device = await getDevice();
    const tooMany = device.limits.maxComputeWorkgroupsPerDimension + 1;
    const foldable = { ...NOTHING, folds: ['fold_x', 'fold_y'] };
    // Rank 3 has no unused dispatch dimension: only a kernel with `foldGroups` runs it.
    const rank3 = parallelForEach(new Extent(tooMany, 1, 1), foldable, [], []);
    await expect(rank3).rejects.toBeInstanceOf(InvalidComputeDomain);
    await expect(parallelForEach(new Extent(tooMany, 1, 1), foldable, [], [])).rejects.toThrow(
      new RegExp(`needs ${tooMany} workgroups along C\\+\\+ dimension 0.*compiled without folding`),
    );
    // Two wide dimensions of rank 2 would need two unused ones.
    await expect(parallelForEach(new Extent(tooMany, tooMany), foldable, [], [])).rejects.toThrow(/only one dimension/);
    // Tiled: the message counts tiles.
    const tiled = { ...foldable, tiled: true };
    await expect(parallelForEach(new Extent(tooMany, 1, 1).tile(1, 1, 1), tiled, [], [])).rejects.toThrow(new RegExp(`needs ${tooMany} tiles`));
  });

  it('rejects tiles with more threads than the device allows, naming requested and available', async () => {
    const device = await getDevice();
    const limit = device.limits.maxComputeInvocationsPerWorkgroup;
    expect(limit).toBeGreaterThanOrEqual(1024); // the runtime asked for the adapter's maximum
    const big = { ...NOTHING, tiled: true, workgroupSize: [32, 32, 2] as [number, number, number] };
    await expect(parallelForEach(new Extent(4, 32, 32).tile(2, 32, 32), big, [], [])).rejects.toThrow(
      new RegExp(`2048 threads exceeds this device's limit of ${limit}`),
    );
  });

  it('runs a kernel that binds nothing but the uniforms', async () => {
    await expect(parallelForEach(new Extent(3), NOTHING, [], [])).resolves.toBeUndefined();
  });

  it('turns WGSL that does not compile into a RuntimeException with the compiler\'s message', async () => {
    const broken = { ...NOTHING, wgsl: NOTHING.wgsl.replace('fn main() {}', 'fn main() { let x: i32 = 1.5; }') };
    await expect(parallelForEach(new Extent(1), broken, [], [])).rejects.toThrow(RuntimeException);
    await expect(parallelForEach(new Extent(1), broken, [], [])).rejects.toThrow(/i32|f32|abstract/);
  });

  it('turns a binding that does not match the WGSL into a RuntimeException', async () => {
    const k = kernel(
      `${UNIFORM_DOMAIN_ONLY}
       @group(0) @binding(0) var<storage, read_write> data: array<i32>;
       @group(0) @binding(1) var<uniform> u: Uniforms;
       @compute @workgroup_size(1) fn main() { data[0] = 1; }`,
      { workgroupSize: [1, 1, 1], buffers: [{ name: 'data', access: 'read' }] },
    );
    const data = new ArrayView(int32, new Extent(1), [0]);
    await expect(parallelForEach(new Extent(1), k, [data], [])).rejects.toThrow(RuntimeException);
  });

  it('checks the number of buffers and captured values against the kernel', async () => {
    const data = new ArrayView(int32, new Extent(1), [0]);
    await expect(parallelForEach(new Extent(1), NOTHING, [data], [])).rejects.toThrow(/binds 0 buffers, but 1/);
    await expect(parallelForEach(new Extent(1), NOTHING, [], [1])).rejects.toThrow(/0 captured scalars, but 1/);
  });
});

describe('uniforms', () => {
  it('delivers the domain and i32, u32 and f32 captured values at their offsets', async () => {
    const k = kernel(
      `struct Uniforms { domain: vec3<u32>, a: i32, b: u32, c: f32 }
       @group(0) @binding(0) var<storage, read_write> output: array<u32>;
       @group(0) @binding(1) var<uniform> u: Uniforms;
       @compute @workgroup_size(1)
       fn main() {
         output[0] = u.domain.x; output[1] = u.domain.y; output[2] = u.domain.z;
         output[3] = bitcast<u32>(u.a); output[4] = u.b; output[5] = bitcast<u32>(u.c);
         output[6] = bitcast<u32>(u.a + 10);
         output[7] = bitcast<u32>(u.c * 2.0);
       }`,
      {
        workgroupSize: [1, 1, 1],
        buffers: [{ name: 'output', access: 'read_write' }],
        uniforms: [
          { name: 'a', type: 'i32', offset: 12 },
          { name: 'b', type: 'u32', offset: 16 },
          { name: 'c', type: 'f32', offset: 20 },
        ],
        uniformSize: 32,
      },
    );
    const output = new Array<number>(8).fill(0);
    const view = new ArrayView(uint32, new Extent(8), output);
    await parallelForEach(new Extent(2, 3), { ...k, workgroupSize: [1, 1, 1] }, [view], [-7, 4000000000, 1.5]);
    await view.synchronize();
    const asF32 = (bits: number): number => new Float32Array(new Uint32Array([bits]).buffer)[0]!;
    const asI32 = (bits: number): number => bits | 0;
    expect(output.slice(0, 3)).toEqual([3, 2, 1]); // (x = last dim, y = first, z = missing → 1)
    expect(asI32(output[3]!)).toBe(-7);
    expect(output[4]).toBe(4000000000);
    expect(asF32(output[5]!)).toBe(1.5);
    expect(asI32(output[6]!)).toBe(3);
    expect(asF32(output[7]!)).toBe(3);
  });

  it('delivers an f64 (a double, WGSL vec2<u32>) at its 8-aligned offset with all its bits', async () => {
    const k = kernel(
      `struct Uniforms { domain: vec3<u32>, n: i32, d: vec2<u32>, m: i32 }
       @group(0) @binding(0) var<storage, read_write> output: array<vec2<u32>>;
       @group(0) @binding(1) var<uniform> u: Uniforms;
       @compute @workgroup_size(1) fn main() { output[0] = u.d; output[1] = vec2<u32>(bitcast<u32>(u.n), bitcast<u32>(u.m)); }`,
      {
        workgroupSize: [1, 1, 1],
        buffers: [{ name: 'output', access: 'read_write' }],
        uniforms: [
          { name: 'n', type: 'i32', offset: 12 },
          { name: 'd', type: 'f64', offset: 16 },
          { name: 'm', type: 'i32', offset: 24 },
        ],
        uniformSize: 32,
      },
    );
    const output = [0, 0];
    const view = new ArrayView(float64, new Extent(2), output);
    await parallelForEach(new Extent(1), k, [view], [-3, 0.1 + 0.2, 9]);
    await view.synchronize();
    expect(output[0]).toBe(0.1 + 0.2);
    const ints = new Int32Array(new Float64Array([output[1]!]).buffer);
    expect([...ints]).toEqual([-3, 9]);
  });

  it('gives each launch its own values even when launches are queued back to back', async () => {
    const k = kernel(
      `struct Uniforms { domain: vec3<u32>, value: f32 }
       @group(0) @binding(0) var<storage, read_write> output: array<f32>;
       @group(0) @binding(1) var<uniform> u: Uniforms;
       @compute @workgroup_size(1) fn main() { output[0] = output[0] * 10.0 + u.value; }`,
      {
        workgroupSize: [1, 1, 1],
        buffers: [{ name: 'output', access: 'read_write' }],
        uniforms: [{ name: 'value', type: 'f32', offset: 12 }],
        uniformSize: 16,
      },
    );
    const output = [0];
    const view = new ArrayView(float32, new Extent(1), output);
    for (const v of [1, 2, 3, 4]) await parallelForEach(new Extent(1), k, [view], [v]);
    expect(await view.get(0)).toBe(1234);
  });
});
