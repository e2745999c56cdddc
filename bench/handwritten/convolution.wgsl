// Hand-written baseline for bench/programs/convolution.cpp: one thread per
// output pixel sums the 5x5 neighbourhood of the rows x cols image times the
// filter, treating pixels outside the image as zero. The filter is a 5x5
// storage buffer, as in the C++ AMP program.

const RADIUS = 2;
const WIDTH = 5;

struct Params {
  domain: vec3<u32>, // (cols, rows, 1), written by the runtime
}

@group(0) @binding(0) var<storage, read> image: array<f32>;
@group(0) @binding(1) var<storage, read> weights: array<f32>; // the 5x5 filter (`filter` is reserved in WGSL)
@group(0) @binding(2) var<storage, read_write> result: array<f32>;
@group(0) @binding(3) var<uniform> params: Params;

@compute @workgroup_size(16, 16, 1)
fn convolve(@builtin(global_invocation_id) gid: vec3<u32>) {
  let cols = i32(params.domain.x);
  let rows = i32(params.domain.y);
  let row = i32(gid.y);
  let col = i32(gid.x);
  if (row >= rows || col >= cols) {
    return;
  }
  var sum = 0.0;
  for (var dy = -RADIUS; dy <= RADIUS; dy++) {
    for (var dx = -RADIUS; dx <= RADIUS; dx++) {
      let y = row + dy;
      let x = col + dx;
      if (y >= 0 && y < rows && x >= 0 && x < cols) {
        sum += image[y * cols + x] * weights[(dy + RADIUS) * WIDTH + dx + RADIUS];
      }
    }
  }
  result[row * cols + col] = sum;
}
