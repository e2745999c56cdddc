/**
 * runtime/random.ts and runtime/cstdlib.ts against values fixed outside ampc: the C++
 * standard's required 10000th outputs of the predefined engines ([rand.predef]) and glibc's
 * well-known rand() sequence. test/e2e/oracle-programs/std-random.cpp and std-cstdlib.cpp
 * compare whole programs with g++.
 */
import {
  generateCanonical, minstdRand, minstdRand0, Mt19937, NormalDistribution, RandomDevice, UniformIntDistribution, UniformRealDistribution,
  type RandomEngine,
  type RandomEngine64,
} from '../../runtime/random.js';
import { rand, srand, RAND_MAX } from '../../runtime/cstdlib.js';

function nth(engine: RandomEngine, n: number): number {
  let x = 0;
  for (let i = 0; i < n; i++) x = engine.next();
  return x;
}

test('the 10000th output of each default-constructed engine is the one the C++ standard requires', () => {
  expect(nth(minstdRand0(), 10000)).toBe(1043618065);
  expect(nth(minstdRand(), 10000)).toBe(399268537);
  expect(nth(new Mt19937(), 10000)).toBe(4123659995);
});

test('seeds reduce as the 64-bit unsigned result_type: 0 and m give state 1, -1 is 2^64-1', () => {
  expect(minstdRand0(0).next()).toBe(16807);
  expect(minstdRand0(2147483647).next()).toBe(16807);
  // (2^64 - 1) mod (2^31 - 1) = 3, since 2^31 ≡ 1.
  expect(minstdRand0(-1).next()).toBe(3 * 16807);
  const a = new Mt19937(5489);
  const b = new Mt19937();
  expect(a.next()).toBe(b.next());
  expect(new Mt19937(2 ** 32 + 5489).next()).toBe(new Mt19937(5489).next());
});

test('engines copy their state and reseed', () => {
  const g = new Mt19937(42);
  g.discard(700); // past a twist of the 624-word state
  const copy = g.clone();
  expect([copy.next(), copy.next()]).toEqual([g.next(), g.next()]);
  g.seed(42);
  expect(g.next()).toBe(new Mt19937(42).next());
});

test('rand() is glibc\'s sequence: seed 1 by default, srand(0) is srand(1)', () => {
  srand(1);
  expect([rand(), rand(), rand()]).toEqual([1804289383, 846930886, 1681692777]);
  srand(0);
  expect(rand()).toBe(1804289383);
  srand(1);
  for (let i = 0; i < 1000; i++) {
    const r = rand();
    expect(r >= 0 && r <= RAND_MAX).toBe(true);
  }
});

test('generate_canonical stays below 1 and uses one draw for float, two for double from a 31-bit engine', () => {
  let calls = 0;
  const top: RandomEngine = { wide: false, min: 1, max: 2147483646, next: () => (calls++, 2147483646) };
  expect(generateCanonical('float', top)).toBe(1 - 2 ** -24); // 2147483645/2147483646 rounds to 1 in float
  expect(calls).toBe(1);
  calls = 0;
  const d = generateCanonical('double', top);
  expect(calls).toBe(2);
  expect(d).toBeLessThan(1);
});

test('generate_canonical from a 64-bit engine: one draw, rounded once (float not through double), below 1', () => {
  let draw = 0n;
  let calls = 0;
  const g: RandomEngine64 = { wide: true, min: 0n, max: (1n << 64n) - 1n, next: () => (calls++, draw) };
  draw = (1n << 64n) - 1n; // rounds up to 2^64 in both types: 1, so nextafter(1, 0)
  expect(generateCanonical('double', g)).toBe(1 - 2 ** -53);
  expect(generateCanonical('float', g)).toBe(1 - 2 ** -24);
  expect(calls).toBe(2);
  // 2^60 + 2^36 + 1 is just above a float halfway point: correctly rounded it is 2^60 + 2^37;
  // through double (2^60 + 2^36, a tie) it would round to even, 2^60.
  draw = (1n << 60n) + (1n << 36n) + 1n;
  expect(generateCanonical('float', g)).toBe(Math.fround((2 ** 60 + 2 ** 37) / 2 ** 64));
  expect(generateCanonical('double', g)).toBe(Number(draw) / 2 ** 64);
});

test('uniform_int_distribution covers its closed range, on every engine and by upscaling', () => {
  const small = new UniformIntDistribution(1, 6);
  const seen = new Set<number>();
  const g = minstdRand(3);
  for (let i = 0; i < 600; i++) seen.add(small.sample(g));
  expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  // A range wider than minstd's 2^31 - 2 values needs two draws per value.
  const wide = new UniformIntDistribution(0, 4294967295);
  const lc = minstdRand0(9);
  let high = 0;
  for (let i = 0; i < 200; i++) {
    const v = wide.sample(lc);
    expect(Number.isInteger(v) && v >= 0 && v <= 4294967295).toBe(true);
    if (v > 2 ** 31) high++;
  }
  expect(high).toBeGreaterThan(50);
});

test('uniform_real_distribution<float> rounds every step to float', () => {
  const dis = new UniformRealDistribution('float', -100, 100);
  const g = new Mt19937(1);
  for (let i = 0; i < 100; i++) {
    const x = dis.sample(g);
    expect(Math.fround(x)).toBe(x);
    expect(x >= -100 && x < 100).toBe(true);
  }
});

test('normal_distribution keeps the second value of each pair, and reset() drops it', () => {
  const g1 = new Mt19937(5);
  const g2 = new Mt19937(5);
  const a = new NormalDistribution('double', 0, 1);
  const b = new NormalDistribution('double', 0, 1);
  expect(a.sample(g1)).toBe(b.sample(g2));
  expect(a.sample(g1)).toBe(b.sample(g2)); // the saved second value of the pair
  a.sample(g1);
  b.sample(g2);
  b.reset();
  const saved = a.sample(g1);
  expect(b.sample(g2)).not.toBe(saved); // b draws a new pair instead
});

test('random_device gives 32-bit values that are not all the same', () => {
  const rd = new RandomDevice();
  const values = Array.from({ length: 8 }, () => rd.next());
  for (const v of values) expect(Number.isInteger(v) && v >= 0 && v <= 0xffffffff).toBe(true);
  expect(new Set(values).size).toBeGreaterThan(1);
});
