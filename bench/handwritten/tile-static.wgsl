// Hand-written baseline for the docs' figure 5: 16×16 tiles that stage a
// 16×16 block of A and of B in workgroup memory per step along W, with a
// barrier after the loads and one after the products (before the next step
// overwrites the blocks). Needs M, N and W divisible by 16.
// A is M×W, B is W×N, C is M×N, row-major. The runner sets T (f32 or i32).
alias T = f32;

const TS = 16u;

struct Params {
  domain: vec3<u32>, // (N, M, 1), written by the runtime
  w: i32,            // the inner dimension W
}

@group(0) @binding(0) var<storage, read> a: array<T>;
@group(0) @binding(1) var<storage, read> b: array<T>;
@group(0) @binding(2) var<storage, read_write> c: array<T>;
@group(0) @binding(3) var<uniform> params: Params;

var<workgroup> tileA: array<array<T, TS>, TS>;
var<workgroup> tileB: array<array<T, TS>, TS>;

@compute @workgroup_size(TS, TS, 1)
fn matmul(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_id) lid: vec3<u32>) {
  let n = params.domain.x;
  let w = u32(params.w);
  let row = gid.y;
  let col = gid.x;
  let localRow = lid.y;
  let localCol = lid.x;
  var sum = T(0);
  for (var step = 0u; step < w; step += TS) {
    tileA[localRow][localCol] = a[row * w + step + localCol];
    tileB[localRow][localCol] = b[(step + localRow) * n + col];
    workgroupBarrier();
    for (var k = 0u; k < TS; k++) {
      sum += tileA[localRow][k] * tileB[k][localCol];
    }
    workgroupBarrier();
  }
  c[row * n + col] = sum;
}
