// Hand-written baseline for bench/programs/reduction.cpp: a fixed number of
// 256-thread workgroups; each thread adds up the elements a grid-sized stride
// apart, stores its sum in workgroup memory, then the active threads halve at
// every step with sequential addressing (thread k adds element k + s).
// Thread 0 writes the workgroup's sum to sums[workgroup].

const TILE = 256u;

struct Params {
  domain: vec3<u32>, // (threads, 1, 1), written by the runtime
  n: u32,            // input length
}

@group(0) @binding(0) var<storage, read> input: array<f32>;
@group(0) @binding(1) var<storage, read_write> sums: array<f32>;
@group(0) @binding(2) var<uniform> params: Params;

var<workgroup> partial: array<f32, TILE>;

@compute @workgroup_size(TILE)
fn reduce(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_index) local: u32,
          @builtin(workgroup_id) wid: vec3<u32>) {
  let n = params.n;
  let stride = params.domain.x;
  var sum = 0.0;
  for (var i = gid.x; i < n; i += stride) {
    sum += input[i];
  }
  partial[local] = sum;
  workgroupBarrier();
  for (var s = TILE / 2u; s > 0u; s >>= 1u) {
    if (local < s) {
      partial[local] += partial[local + s];
    }
    workgroupBarrier();
  }
  if (local == 0u) {
    sums[wid.x] = partial[0];
  }
}
