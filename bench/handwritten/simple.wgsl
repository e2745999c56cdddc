// Hand-written baseline for the docs' figure 1: C = A × B, one thread per
// element of C, A's row read along i, B's column read down i.
// A is M×W, B is W×N, C is M×N, all row-major. The runner sets T (f32 or i32).
alias T = f32;

struct Params {
  domain: vec3<u32>, // (N, M, 1): the columns and rows of C, written by the runtime
  w: i32,            // the inner dimension W
}

@group(0) @binding(0) var<storage, read> a: array<T>;
@group(0) @binding(1) var<storage, read> b: array<T>;
@group(0) @binding(2) var<storage, read_write> c: array<T>;
@group(0) @binding(3) var<uniform> params: Params;

@compute @workgroup_size(16, 16, 1)
fn matmul(@builtin(global_invocation_id) gid: vec3<u32>) {
  let n = params.domain.x;
  let m = params.domain.y;
  let row = gid.y;
  let col = gid.x;
  // The launch rounds the grid up to whole 16×16 workgroups.
  if (row >= m || col >= n) {
    return;
  }
  let w = u32(params.w);
  var sum = T(0);
  for (var i = 0u; i < w; i++) {
    sum += a[row * w + i] * b[i * n + col];
  }
  c[row * n + col] = sum;
}
