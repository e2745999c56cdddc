// Hand-written baseline for the docs' figure 4: figure 1's algorithm launched
// as 16×16 tiles (one workgroup per tile, no workgroup memory). A tiled launch
// needs M and N divisible by 16, so no thread falls outside C and there is no
// bounds check. A is M×W, B is W×N, C is M×N, row-major. The runner sets T.
alias T = f32;

struct Params {
  domain: vec3<u32>, // (N, M, 1), written by the runtime
  w: i32,            // the inner dimension W
}

@group(0) @binding(0) var<storage, read> a: array<T>;
@group(0) @binding(1) var<storage, read> b: array<T>;
@group(0) @binding(2) var<storage, read_write> c: array<T>;
@group(0) @binding(3) var<uniform> params: Params;

@compute @workgroup_size(16, 16, 1)
fn matmul(@builtin(global_invocation_id) gid: vec3<u32>) {
  let n = params.domain.x;
  let row = gid.y;
  let col = gid.x;
  let w = u32(params.w);
  var sum = T(0);
  for (var i = 0u; i < w; i++) {
    sum += a[row * w + i] * b[i * n + col];
  }
  c[row * n + col] = sum;
}
