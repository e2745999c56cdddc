/**
 * WebGPU's compilation messages about a kernel, reported at the C++ line its line table gives:
 * on the real device (lavapipe here) with WGSL that does not compile, and the formatting alone.
 */
import { ArrayView, Extent, int32, parallelForEach, shutdown, type Kernel } from '../../runtime/index.js';
import { cppLocation, describeCompilationMessages } from '../../runtime/kernel-source-lines.js';

afterAll(async () => {
  await shutdown();
});

// Line 5 assigns a float to an i32: a WGSL type error there.
const BAD_WGSL = `struct Uniforms { domain: vec3<u32> }
@group(0) @binding(0) var<storage, read_write> out: array<i32>;
@group(0) @binding(1) var<uniform> u: Uniforms;
@compute @workgroup_size(1) fn main(@builtin(global_invocation_id) id: vec3<u32>) {
  out[id.x] = 1.5f;
}
`;

const table = { sources: ['k.cpp'], lines: [[5, 0, 12, 7]] as Array<[number, number, number, number]> };

it('reports a WGSL compilation error at the C++ line of the statement', async () => {
  const k: Kernel = { wgsl: BAD_WGSL, entryPoint: 'main', workgroupSize: [1, 1, 1], tiled: false, buffers: [{ name: 'out', access: 'read_write' }], uniforms: [], uniformSize: 16, sourceLines: table };
  const view = new ArrayView(int32, new Extent(1), [0]);
  await expect(parallelForEach(new Extent(1), k, [view], [])).rejects.toThrow(/k\.cpp:12:7: error: .*\(WGSL 5:\d+\)/);
});

it('formats messages with and without a C++ line', () => {
  expect(cppLocation(table, 5)).toBe('k.cpp:12:7');
  expect(cppLocation(table, 4)).toBeNull();
  const messages = [
    { type: 'error' as const, message: 'bad', lineNum: 5, linePos: 3 },
    { type: 'warning' as const, message: 'meh', lineNum: 4, linePos: 1 },
  ];
  expect(describeCompilationMessages(messages, table)).toBe('k.cpp:12:7: error: bad (WGSL 5:3)\nWGSL 4:1: warning: meh');
});
