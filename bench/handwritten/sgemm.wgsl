// Hand-written baseline for bench/programs/sgemm.cpp: C = A * B with A M x K,
// B K x N, row-major. A 16x16 workgroup computes a 64x64 block of C, each
// thread a 4x4 block (rows ly + 16i, columns lx + 16j). Per step of 16 along
// K the workgroup stages a 64x16 block of A and a 16x64 block of B in
// workgroup memory (4 elements per thread each); each thread then keeps its
// 16 sums, 4 values of A and 4 of B in registers. M and N must be multiples
// of 64 and K of 16.

const TS = 16u;
const WPT = 4u;
const BLOCK = 64u;
const KS = 16u;

struct Params {
  domain: vec3<u32>, // (N / 4, M / 4, 1), written by the runtime
  k: u32,            // the inner dimension K
}

@group(0) @binding(0) var<storage, read> a: array<f32>;
@group(0) @binding(1) var<storage, read> b: array<f32>;
@group(0) @binding(2) var<storage, read_write> c: array<f32>;
@group(0) @binding(3) var<uniform> params: Params;

var<workgroup> tileA: array<array<f32, KS>, BLOCK>;
var<workgroup> tileB: array<array<f32, BLOCK>, KS>;

@compute @workgroup_size(TS, TS, 1)
fn sgemm(@builtin(local_invocation_id) lid: vec3<u32>, @builtin(workgroup_id) wid: vec3<u32>) {
  let n = params.domain.x * WPT;
  let k = params.k;
  let ty = lid.y;
  let tx = lid.x;
  let row0 = wid.y * BLOCK;
  let col0 = wid.x * BLOCK;

  var acc: array<array<f32, WPT>, WPT>;
  for (var k0 = 0u; k0 < k; k0 += KS) {
    for (var i = 0u; i < WPT; i++) {
      tileA[ty + i * TS][tx] = a[(row0 + ty + i * TS) * k + k0 + tx];
      tileB[ty][tx + i * TS] = b[(k0 + ty) * n + col0 + tx + i * TS];
    }
    workgroupBarrier();
    for (var kk = 0u; kk < KS; kk++) {
      var ra: array<f32, WPT>;
      var rb: array<f32, WPT>;
      for (var i = 0u; i < WPT; i++) {
        ra[i] = tileA[ty + i * TS][kk];
      }
      for (var j = 0u; j < WPT; j++) {
        rb[j] = tileB[kk][tx + j * TS];
      }
      for (var i = 0u; i < WPT; i++) {
        for (var j = 0u; j < WPT; j++) {
          acc[i][j] += ra[i] * rb[j];
        }
      }
    }
    workgroupBarrier();
  }

  for (var i = 0u; i < WPT; i++) {
    for (var j = 0u; j < WPT; j++) {
      c[(row0 + ty + i * TS) * n + col0 + tx + j * TS] = acc[i][j];
    }
  }
}
