// Hand-written baseline for bench/programs/transpose.cpp: a 16x16 workgroup
// reads a block of the rows x cols input row by row, stores it transposed in
// workgroup memory (one padding column against bank conflicts), and writes it
// row by row to the mirrored block of the cols x rows result. Needs rows and
// cols divisible by 16.

const TS = 16u;

struct Params {
  domain: vec3<u32>, // (cols, rows, 1), written by the runtime
}

@group(0) @binding(0) var<storage, read> data: array<f32>;
@group(0) @binding(1) var<storage, read_write> result: array<f32>;
@group(0) @binding(2) var<uniform> params: Params;

var<workgroup> block: array<array<f32, TS + 1u>, TS>;

@compute @workgroup_size(TS, TS, 1)
fn transpose(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>,
             @builtin(workgroup_id) wid: vec3<u32>) {
  let cols = params.domain.x;
  let rows = params.domain.y;
  block[lid.x][lid.y] = data[gid.y * cols + gid.x];
  workgroupBarrier();
  let outRow = wid.x * TS + lid.y;
  let outCol = wid.y * TS + lid.x;
  result[outRow * rows + outCol] = block[lid.y][lid.x];
}
