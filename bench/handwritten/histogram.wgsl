// Hand-written baseline for bench/programs/histogram.cpp: 256 bins. Each
// 256-thread workgroup builds a partial histogram in workgroup memory with
// atomicAdd, walking the input with a grid-sized stride, then adds it to the
// global histogram with one atomic per bin. Workgroup memory starts zeroed in
// WGSL, so the bins need no explicit clearing (Tint clears them, with a
// barrier, before the body runs). Every input value must be < 256.

const BINS = 256u;

struct Params {
  domain: vec3<u32>, // (threads, 1, 1), written by the runtime
  n: u32,            // input length
}

@group(0) @binding(0) var<storage, read> input: array<u32>;
@group(0) @binding(1) var<storage, read_write> bins: array<atomic<u32>>;
@group(0) @binding(2) var<uniform> params: Params;

var<workgroup> localBins: array<atomic<u32>, BINS>;

@compute @workgroup_size(BINS)
fn histogram(@builtin(global_invocation_id) gid: vec3<u32>, @builtin(local_invocation_index) local: u32) {
  let n = params.n;
  let stride = params.domain.x;
  for (var i = gid.x; i < n; i += stride) {
    atomicAdd(&localBins[input[i]], 1u);
  }
  workgroupBarrier();
  atomicAdd(&bins[local], atomicLoad(&localBins[local]));
}
