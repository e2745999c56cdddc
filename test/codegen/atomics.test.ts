/**
 * C++ AMP atomics in kernels: how sema takes `&element` as an atomic's destination, which memory
 * the WGSL emitter declares atomic (per kernel), how plain reads and writes of that memory are
 * lowered, what is rejected, and that Dawn accepts every module. The expected WGSL fragments
 * were written from WGSL's atomic rules (atomic<T> only in storage/workgroup memory, reached
 * only through atomic builtins), not captured from the emitter. Results on the adapter are
 * checked against g++ by the programs test/e2e/oracle-programs/atomic-*.cpp.
 */
import { emitWgsl } from '../../src/codegen/wgsl/emit-wgsl.js';
import { kernelAtomicMemory } from '../../src/sema/kernel-memory.js';
import { dawnMessages } from '../helpers/dawn.js';
import { useDawnDevice } from '../helpers/dawn-device.js';
import { checkClean, checkSource, kernel, locate } from '../sema/helpers.js';

const requireDevice = useDawnDevice();

/**
 * The module for a program, with views' base offsets (`k_params.a_offset + i`) taken out of the
 * addresses: how a view is addressed is not what these tests are about.
 */
function wgslOf(text: string): string {
  const result = emitWgsl(checkClean(text));
  expect(result.diagnostics.map((d) => d.message)).toEqual([]);
  return withoutOffsets(result.code);
}

function withoutOffsets(code: string): string {
  return code.replace(/\w+_params\.\w+_offset \+ /g, '');
}

/** Dawn compiles the module with no message and makes a pipeline for each entry point. */
async function expectDawnAccepts(wgsl: string): Promise<void> {
  expect(await dawnMessages(await requireDevice(), wgsl)).toEqual([]);
}

const globalCounters = `void run(std::vector<int>& v, std::vector<unsigned>& u, std::vector<float>& f, int n) {
  array_view<int, 1> a(n, v);
  array_view<unsigned, 1> b(n, u);
  array_view<float, 1> c(n, f);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) {
    int old = atomic_fetch_add(&a[0], 2);
    atomic_fetch_sub(&a[1], old);
    atomic_fetch_and(&a[2], 6);
    atomic_fetch_or(&b[0], 1u);
    atomic_fetch_xor(&b[1], 3u);
    atomic_fetch_max(&a[3], idx[0]);
    atomic_fetch_min(&b[2], 9u);
    atomic_fetch_inc(&b[3]);
    atomic_fetch_dec(&a[4]);
    atomic_exchange(&a[5], 1);
    atomic_fetch_add(&b[4], 1);
    atomic_fetch_add(&c[0], 0.5f);
    atomic_exchange(&c[1], 2.0f);
  });
}`;

describe('declarations and lowering', () => {
  test('each integer atomic is its WGSL builtin on a pointer into the buffer, returning the old value', () => {
    const code = wgslOf(globalCounters);
    expect(code).toContain('var<storage, read_write> run_kernel0_a: array<atomic<i32>>;');
    expect(code).toContain('var<storage, read_write> run_kernel0_b: array<atomic<u32>>;');
    // A float buffer holds the floats' bits.
    expect(code).toContain('var<storage, read_write> run_kernel0_c: array<atomic<u32>>;');
    for (const line of [
      'let old: i32 = atomicAdd(&run_kernel0_a[0], 2);',
      '_ = atomicSub(&run_kernel0_a[1], old);',
      '_ = atomicAnd(&run_kernel0_a[2], 6);',
      '_ = atomicOr(&run_kernel0_b[0], 1u);',
      '_ = atomicXor(&run_kernel0_b[1], 3u);',
      '_ = atomicMax(&run_kernel0_a[3], idx);',
      '_ = atomicMin(&run_kernel0_b[2], 9u);',
      '_ = atomicAdd(&run_kernel0_b[3], 1u);',
      '_ = atomicSub(&run_kernel0_a[4], 1);',
      '_ = atomicExchange(&run_kernel0_a[5], 1);',
      // The int argument converts to the unsigned overload's parameter.
      '_ = atomicAdd(&run_kernel0_b[4], 1u);',
      '_ = atomic_fetch_add_f32_storage(&run_kernel0_c[0], 0.5);',
      '_ = bitcast<f32>(atomicExchange(&run_kernel0_c[1], bitcast<u32>(2.0)));',
    ]) expect(code).toContain(line);
    expect(code.startsWith('requires unrestricted_pointer_parameters;\n')).toBe(true);
  });

  test('the float read-modify-write is a compare-exchange loop on the bits', () => {
    const code = wgslOf(globalCounters);
    expect(code).toContain(`fn atomic_fetch_add_f32_storage(dest: ptr<storage, atomic<u32>, read_write>, value: f32) -> f32 {
  var old = atomicLoad(dest);
  loop {
    let swap = atomicCompareExchangeWeak(dest, old, bitcast<u32>(bitcast<f32>(old) + value));
    if (swap.exchanged) {
      return bitcast<f32>(old);
    }
    old = swap.old_value;
  }
}`);
  });

  test('plain reads and writes of atomic memory go through atomicLoad/atomicStore, in that kernel only', () => {
    const program = checkClean(`void run(std::vector<int>& v, std::vector<float>& f, int n) {
  array_view<int, 1> a(n, v);
  array_view<float, 1> c(n, f);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) {
    atomic_fetch_add(&a[0], 1);
    atomic_fetch_add(&c[0], 1.0f);
    a[idx] = a[idx] + 1;
    a[1] += 3;
    a[2]++;
    a[3] <<= 2;
    c[1] = c[2] * 2.0f;
    c[3] -= 1.0f;
  });
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) {
    a[idx] = a[idx] * 2;
  });
}`);
    expect([...kernelAtomicMemory(kernel(program, 0))].map((v) => v.name).sort()).toEqual(['a', 'c']);
    expect([...kernelAtomicMemory(kernel(program, 1))]).toEqual([]);
    const result = emitWgsl(program);
    expect(result.diagnostics).toEqual([]);
    const code = withoutOffsets(result.code);
    for (const line of [
      'atomicStore(&run_kernel0_a[idx], atomicLoad(&run_kernel0_a[idx]) + 1);',
      'atomicStore(&run_kernel0_a[1], atomicLoad(&run_kernel0_a[1]) + 3);',
      'atomicStore(&run_kernel0_a[2], atomicLoad(&run_kernel0_a[2]) + 1);',
      'atomicStore(&run_kernel0_a[3], atomicLoad(&run_kernel0_a[3]) << u32(2));',
      'atomicStore(&run_kernel0_c[1], bitcast<u32>(bitcast<f32>(atomicLoad(&run_kernel0_c[2])) * 2.0));',
      'atomicStore(&run_kernel0_c[3], bitcast<u32>(bitcast<f32>(atomicLoad(&run_kernel0_c[3])) - 1.0));',
      // The second kernel uses the same buffer plainly.
      'var<storage, read_write> run_kernel1_a: array<i32>;',
      'run_kernel1_a[idx] = run_kernel1_a[idx] * 2;',
    ]) expect(code).toContain(line);
  });

  test('tile_static memory used atomically is a workgroup atomic; a uniform branch on it loads it with workgroupUniformLoad', () => {
    const code = wgslOf(`void run(std::vector<int>& v, int n) {
  array_view<int, 1> a(n, v);
  parallel_for_each(a.extent.tile<64>(), [=](tiled_index<64> t) restrict(amp) {
    tile_static int count;
    tile_static unsigned cells[4][8];
    tile_static float total;
    if (t.local[0] == 0) {
      count = 0;
      total = 0.0f;
    }
    if (t.local[0] < 8) cells[1][t.local[0]] = 0u;
    t.barrier.wait();
    atomic_fetch_inc(&count);
    atomic_fetch_add(&(cells[1][t.local[0] % 8]), 2u);
    atomic_fetch_sub(&total, 0.5f);
    t.barrier.wait();
    if (count > 10) {
      t.barrier.wait();
    }
    a[t.global] = count + cells[1][0] + (int)total;
  });
}`);
    for (const line of [
      'var<workgroup> run_kernel0_count: atomic<i32>;',
      'var<workgroup> run_kernel0_cells: array<array<atomic<u32>, 8>, 4>;',
      'var<workgroup> run_kernel0_total: atomic<u32>;',
      'atomicStore(&run_kernel0_count, 0);',
      'atomicStore(&run_kernel0_cells[1][t_local], 0u);',
      '_ = atomicAdd(&run_kernel0_count, 1);',
      '_ = atomicAdd(&run_kernel0_cells[1][t_local % 8], 2u);',
      '_ = atomic_fetch_sub_f32_workgroup(&run_kernel0_total, 0.5);',
      'if (workgroupUniformLoad(&run_kernel0_count) > 10) {',
      // int + unsigned is unsigned in C++.
      'run_kernel0_a[t_global] = i32(u32(atomicLoad(&run_kernel0_count)) + atomicLoad(&run_kernel0_cells[1][0]) + u32(i32(bitcast<f32>(atomicLoad(&run_kernel0_total)))));',
    ]) expect(code).toContain(line);
    expect(code).toContain('fn atomic_fetch_sub_f32_workgroup(dest: ptr<workgroup, atomic<u32>>, value: f32) -> f32 {');
  });

  test('compare-exchange is strong: a spurious failure of WGSL\'s weak one is retried', () => {
    const code = wgslOf(`void run(std::vector<int>& v, int n) {
  array_view<int, 1> a(n, v);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) {
    int expected = 0;
    bool done = atomic_compare_exchange(&a[0], &expected, idx[0]);
    a[idx] = done ? 1 : expected;
  });
}`);
    expect(code).toContain(`fn atomic_compare_exchange_i32_storage(dest: ptr<storage, atomic<i32>, read_write>, expected: ptr<function, i32>, value: i32) -> bool {
  loop {
    let swap = atomicCompareExchangeWeak(dest, *expected, value);
    if (swap.exchanged) {
      return true;
    }
    if (swap.old_value != *expected) {
      *expected = swap.old_value;
      return false;
    }
  }
}`);
    // `expected` is written through the pointer, so it is a `var`.
    expect(code).toContain('var expected: i32 = 0;');
    expect(code).toContain('let done: bool = atomic_compare_exchange_i32_storage(&run_kernel0_a[0], &expected, idx);');
    expect(code).toContain('atomicStore(&run_kernel0_a[idx], select(expected, 1, done));');
  });

  test('an element of atomic memory passed by reference to a helper is copied in and out atomically', () => {
    const code = wgslOf(`void bump(int& x) restrict(amp) { x = x + 1; }
void run(std::vector<int>& v, int n) {
  array_view<int, 1> a(n, v);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) {
    atomic_fetch_add(&a[0], 1);
    bump(a[idx]);
  });
}`);
    expect(code).toContain('var ref0: i32 = atomicLoad(&run_kernel0_a[idx]);\n  bump(&ref0);\n  atomicStore(&run_kernel0_a[idx], ref0);');
  });
});

describe('Dawn accepts the atomic kernels', () => {
  test.each([
    ['global counters', globalCounters],
    ['tile_static', `void run(std::vector<int>& v, int n) {
  array_view<int, 1> a(n, v);
  parallel_for_each(a.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    tile_static int count;
    tile_static int hist[4][4];
    tile_static float sum;
    tile_static unsigned flags[2];
    if (t.local[0] == 0) {
      count = 0; sum = 0.0f; flags[0] = 0u; flags[1] = 0u;
      for (int i = 0; i < 4; i++) for (int j = 0; j < 4; j++) hist[i][j] = 0;
    }
    t.barrier.wait();
    atomic_fetch_add(&count, 1);
    atomic_fetch_max(&hist[0][t.local[0] % 4], t.local[0]);
    atomic_fetch_add(&sum, 1.5f);
    atomic_exchange(&sum, 1.0f);
    unsigned seen = 0u;
    atomic_compare_exchange(&flags[1], &seen, 1u);
    int e = 0;
    atomic_compare_exchange(&hist[1][1], &e, 5);
    t.barrier.wait();
    if (count == 16 && sum > 0.0f) t.barrier.wait();
    a[t.global] = count + hist[0][0];
  });
}`],
    ['one buffer atomic in one kernel, plain in the next', `void run(std::vector<int>& v, int n) {
  array_view<int, 1> a(n, v);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) { atomic_fetch_add(&a[0], a[idx]); a[idx]++; });
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) { a[idx] += 1; });
}`],
    ['2-D views and arrays', `void run(std::vector<int>& v, int n) {
  array_view<int, 2> a(n, n, v);
  array<unsigned, 2> b(n, n);
  parallel_for_each(a.extent, [=, &b](index<2> idx) restrict(amp) {
    atomic_fetch_add(&a(idx[0], 0), 1);
    atomic_fetch_or(&b[idx], 4u);
    atomic_fetch_inc(&b(0, idx[1]));
    if (a[idx] > 3) a[idx] = (int)b[idx];
  });
}`],
  ])('%s', async (_name, source) => {
    await expectDawnAccepts(wgslOf(source));
  });
});

describe('what sema accepts and rejects', () => {
  const errors = (text: string) => checkSource(text).diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code}@${d.span.start.line}:${d.span.start.column}`);

  test('atomics are restrict(amp) only', () => {
    const text = `void run(std::vector<int>& v) {
  int x = 0;
  atomic_fetch_add(&x, 1);
}`;
    expect(errors(text)).toEqual([`cpu-call-amp@${locate(text, 'atomic_fetch_add')}`]);
  });

  test('concurrency:: qualifies them; no other namespace does', () => {
    const ok = `void run(std::vector<int>& v, int n) {
  array_view<int, 1> a(n, v);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) { concurrency::atomic_fetch_add(&a[0], 1); });
}`;
    expect(errors(ok)).toEqual([]);
    expect(errors(ok.replace('concurrency::', 'std::'))).toHaveLength(1);
  });

  test.each([
    ['a local variable', 'int x = 0; atomic_fetch_add(&x, 1);', '&x'],
    ['a captured scalar', 'atomic_fetch_add(&n, 1);', '&n'],
    ['a reference', 'int& r = a[idx]; atomic_fetch_add(&r, 1);', '&r'],
  ])('the destination cannot be %s (not supported by ampc)', (_what, body, arg) => {
    const text = `void run(std::vector<int>& v, int n) {
  array_view<int, 1> a(n, v);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) { ${body} });
}`;
    const { diagnostics } = checkSource(text);
    const found = diagnostics.filter((d) => d.severity === 'error');
    expect(found.map((d) => `${d.code}@${d.span.start.line}:${d.span.start.column}`)).toEqual([`pointer-argument@${locate(text, arg)}`]);
    expect(found[0].message).toContain('not supported by ampc');
  });

  test('an atomic in a function called from a kernel is rejected, not lowered through a copy', () => {
    const text = `void add(int& x) restrict(amp) { atomic_fetch_add(&x, 1); }
void run(std::vector<int>& v, int n) {
  array_view<int, 1> a(n, v);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) { add(a[idx]); });
}`;
    expect(errors(text)).toEqual([`pointer-argument@${locate(text, '&x')}`]);
  });

  test('the expected value of compare-exchange must be the thread\'s own variable', () => {
    const text = `void run(std::vector<int>& v, int n) {
  array_view<int, 1> a(n, v);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) { atomic_compare_exchange(&a[0], &a[1], 2); });
}`;
    expect(errors(text)).toEqual([`pointer-argument@${locate(text, '&a[1]')}`]);
  });

  test('no atomic writes through an array_view of const', () => {
    const text = `void run(std::vector<int>& v, int n) {
  array_view<const int, 1> a(n, v);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) { atomic_fetch_add(&a[0], 1); });
}`;
    expect(errors(text)).toEqual([`const-write@${locate(text, 'a[0]')}`]);
  });

  test('the pointer types must match exactly: no double atomics, no int* expected value for an unsigned element', () => {
    const text = `void run(std::vector<int>& v, std::vector<unsigned>& w, int n) {
  array_view<int, 1> a(n, v);
  array_view<unsigned, 1> b(n, w);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) {
    double d = 0;
    atomic_fetch_add(&d, 1.0);
    atomic_fetch_and(&d, 1);
    int expected = 0;
    atomic_compare_exchange(&b[0], &expected, 1u);
  });
}`;
    expect(errors(text)).toEqual([
      `no-matching-function@${locate(text, 'atomic_fetch_add')}`,
      `no-matching-function@${locate(text, 'atomic_fetch_and')}`,
      `no-matching-function@${locate(text, 'atomic_compare_exchange')}`,
    ]);
  });

  test('a pointer value is not an address expression', () => {
    const text = `void run(std::vector<int>& v, int n) {
  array_view<int, 1> a(n, v);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) { atomic_fetch_add(0, 1); });
}`;
    // `0` converts to `int*` (a null pointer constant), so the call resolves; the argument is then refused.
    expect(errors(text).map((e) => e.split('@')[0])).toEqual(['pointer-argument']);
  });

  test("'&' elsewhere is a pointer, which a function taking a float does not accept", () => {
    const text = `void run(std::vector<int>& v, int n) {
  array_view<int, 1> a(n, v);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) { float f = sqrt(&a[0]); });
}`;
    expect(errors(text)).toEqual([`no-matching-function@${locate(text, 'sqrt')}`]);
  });

  test('an atomic\'s result differs between threads: a barrier under a branch on it is an error', () => {
    const text = `void run(std::vector<int>& v, int n) {
  array_view<int, 1> a(n, v);
  parallel_for_each(a.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static int c;
    int expected = 0;
    atomic_compare_exchange(&c, &expected, 1);
    if (atomic_fetch_add(&a[0], 1) == 0) t.barrier.wait();
    if (expected == 0) t.barrier.wait();
  });
}`;
    expect(errors(text)).toEqual([
      `barrier-nonuniform@${locate(text, 'wait', 0)}`,
      `barrier-nonuniform@${locate(text, 'wait', 1)}`,
    ]);
  });

  test('a reference to atomic memory is refused by sema, never a wrong pointer', () => {
    const { diagnostics } = checkSource(`void run(std::vector<int>& v, int n) {
  array_view<int, 1> a(n, v);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) {
    atomic_fetch_add(&a[0], 1);
    int& r = a[idx];
    r = 2;
  });
}`);
    expect(diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual(['wgsl-unsupported: a reference to memory that the kernel also uses atomically is not supported by ampc']);
  });
});
