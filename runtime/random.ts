/**
 * `<random>` as libstdc++ implements it (GCC 12), bit for bit: the engines give the same
 * sequences for the same seeds, and the distributions turn them into the same numbers, because
 * they follow libstdc++'s algorithms (`generate_canonical`, Lemire's nearly divisionless
 * `_S_nd`, the Marsaglia polar method) with C++'s float/double rounding at every step.
 *
 * Engines' `result_type` is `uint_fast32_t`, 64 bits on x86-64 Linux: seeds arrive as the JS
 * value of whatever integer the program passed, and are reduced as that 64-bit unsigned value.
 */
import { floatFromInt64 } from './int64.js';

/** A uniform random bit generator whose values are below 2^53, as distributions see it. */
export interface RandomEngine {
  readonly wide: false;
  next(): number;
  readonly min: number;
  readonly max: number;
}

/** A uniform random bit generator of 64-bit values (`std::mt19937_64`): its draws are bigints. */
export interface RandomEngine64 {
  readonly wide: true;
  next(): bigint;
  readonly min: bigint;
  readonly max: bigint;
}

/** Whatever a distribution's `URNG&` parameter may be. */
export type AnyRandomEngine = RandomEngine | RandomEngine64;

const UINT64_MAX = (1n << 64n) - 1n;

/** The 64-bit unsigned value a C++ integer argument has once converted to `uint_fast32_t`. */
function asUint64(seed: number | bigint): bigint {
  return BigInt.asUintN(64, typeof seed === 'bigint' ? seed : BigInt(Math.trunc(seed)));
}

/** `std::linear_congruential_engine<uint_fast32_t, a, 0, 2147483647>`: minstd_rand0 (a = 16807) and minstd_rand (a = 48271). */
export class LinearCongruentialEngine implements RandomEngine {
  static readonly modulus = 2147483647;
  readonly wide = false;
  readonly min = 1;
  readonly max = LinearCongruentialEngine.modulus - 1;
  private state = 1;

  constructor(private readonly multiplier: number, seed: number | bigint = 1) {
    this.seed(seed);
  }

  /** `seed(s)`: s mod m, and 1 where that is 0 (the increment is 0, so 0 would be a fixed point). */
  seed(s: number | bigint = 1): void {
    const x = Number(asUint64(s) % BigInt(LinearCongruentialEngine.modulus));
    this.state = x === 0 ? 1 : x;
  }

  next(): number {
    // state < 2^31 and a < 2^16: the product stays below 2^47, exact in a double.
    this.state = (this.state * this.multiplier) % LinearCongruentialEngine.modulus;
    return this.state;
  }

  /** `discard(unsigned long long z)`: translated code passes a bigint (64-bit integers are exact). */
  discard(z: number | bigint): void {
    for (let i = 0; i < z; i++) this.next();
  }

  clone(): LinearCongruentialEngine {
    const copy = new LinearCongruentialEngine(this.multiplier);
    copy.state = this.state;
    return copy;
  }
}

/** `std::minstd_rand0`, which is libstdc++'s `std::default_random_engine`. */
export function minstdRand0(seed?: number | bigint): LinearCongruentialEngine {
  return new LinearCongruentialEngine(16807, seed);
}

/** `std::minstd_rand`. */
export function minstdRand(seed?: number | bigint): LinearCongruentialEngine {
  return new LinearCongruentialEngine(48271, seed);
}

/** `std::mt19937`: the 32-bit Mersenne Twister, default seed 5489. */
export class Mt19937 implements RandomEngine {
  readonly wide = false;
  readonly min = 0;
  readonly max = 0xffffffff;
  private readonly mt = new Uint32Array(624);
  private index = 624;

  constructor(seed: number | bigint = 5489) {
    this.seed(seed);
  }

  seed(s: number | bigint = 5489): void {
    const mt = this.mt;
    mt[0] = Number(asUint64(s) & 0xffffffffn);
    for (let i = 1; i < 624; i++) {
      const prev = mt[i - 1] ^ (mt[i - 1] >>> 30);
      mt[i] = (Math.imul(1812433253, prev) + i) >>> 0;
    }
    this.index = 624;
  }

  next(): number {
    const mt = this.mt;
    if (this.index >= 624) {
      for (let k = 0; k < 624; k++) {
        const y = (mt[k] & 0x80000000) | (mt[(k + 1) % 624] & 0x7fffffff);
        mt[k] = mt[(k + 397) % 624] ^ (y >>> 1) ^ (y & 1 ? 0x9908b0df : 0);
      }
      this.index = 0;
    }
    let z = mt[this.index++];
    z ^= z >>> 11;
    z ^= (z << 7) & 0x9d2c5680;
    z ^= (z << 15) & 0xefc60000;
    z ^= z >>> 18;
    return z >>> 0;
  }

  /** `discard(unsigned long long z)`: translated code passes a bigint (64-bit integers are exact). */
  discard(z: number | bigint): void {
    for (let i = 0; i < z; i++) this.next();
  }

  clone(): Mt19937 {
    const copy = new Mt19937();
    copy.mt.set(this.mt);
    copy.index = this.index;
    return copy;
  }
}

/**
 * `std::mt19937_64`: the 64-bit Mersenne Twister, default seed 5489. Its state is kept as two
 * 32-bit halves per word, so the twist and the tempering need no bigint arithmetic; a draw
 * becomes a bigint only when it is returned.
 */
export class Mt19937_64 implements RandomEngine64 {
  readonly wide = true;
  readonly min = 0n;
  readonly max = UINT64_MAX;
  private readonly high = new Uint32Array(312);
  private readonly low = new Uint32Array(312);
  private index = 312;

  constructor(seed: number | bigint = 5489) {
    this.seed(seed);
  }

  /** x[0] = s, x[i] = f·(x[i-1] ^ (x[i-1] >> 62)) + i mod 2^64: 312 multiplications, once, in bigint. */
  seed(s: number | bigint = 5489): void {
    let x = asUint64(s);
    for (let i = 0; i < 312; i++) {
      if (i > 0) x = BigInt.asUintN(64, 6364136223846793005n * (x ^ (x >> 62n)) + BigInt(i));
      this.high[i] = Number(x >> 32n);
      this.low[i] = Number(x & 0xffffffffn);
    }
    this.index = 312;
  }

  private twist(): void {
    const { high, low } = this;
    for (let k = 0; k < 312; k++) {
      const next = (k + 1) % 312;
      const far = (k + 156) % 312;
      // y = (x[k] & upper 33 bits) | (x[k+1] & lower 31 bits); x[k] = x[k+156] ^ (y >> 1) ^ (y odd ? a : 0)
      const yHigh = high[k];
      const yLow = (low[k] & 0x80000000) | (low[next] & 0x7fffffff);
      const odd = yLow & 1;
      high[k] = high[far] ^ (yHigh >>> 1) ^ (odd ? 0xb5026f5a : 0);
      low[k] = low[far] ^ ((yLow >>> 1) | (yHigh << 31)) ^ (odd ? 0xa96619e9 : 0);
    }
    this.index = 0;
  }

  next(): bigint {
    if (this.index >= 312) this.twist();
    let h = this.high[this.index];
    let l = this.low[this.index++];
    // z ^= (z >> 29) & 0x5555555555555555
    const l1 = (l >>> 29) | (h << 3);
    const h1 = h >>> 29;
    h ^= h1 & 0x55555555;
    l ^= l1 & 0x55555555;
    // z ^= (z << 17) & 0x71d67fffeda60000
    const h2 = (h << 17) | (l >>> 15);
    const l2 = l << 17;
    h ^= h2 & 0x71d67fff;
    l ^= l2 & 0xeda60000;
    // z ^= (z << 37) & 0xfff7eee000000000
    h ^= (l << 5) & 0xfff7eee0;
    // z ^= z >> 43
    l ^= h >>> 11;
    return (BigInt(h >>> 0) << 32n) | BigInt(l >>> 0);
  }

  /** `discard(unsigned long long z)`: translated code passes a bigint (64-bit integers are exact). */
  discard(z: number | bigint): void {
    for (let i = 0; i < z; i++) {
      if (this.index >= 312) this.twist();
      this.index++;
    }
  }

  clone(): Mt19937_64 {
    const copy = new Mt19937_64();
    copy.high.set(this.high);
    copy.low.set(this.low);
    copy.index = this.index;
    return copy;
  }
}

/**
 * `std::random_device`: nondeterministic, as libstdc++'s is (it reads the CPU's or the
 * kernel's entropy); here from the platform's cryptographic generator.
 */
export class RandomDevice implements RandomEngine {
  readonly wide = false;
  readonly min = 0;
  readonly max = 0xffffffff;

  next(): number {
    const word = new Uint32Array(1);
    globalThis.crypto.getRandomValues(word);
    return word[0];
  }

  /** libstdc++ reports 32 bits of entropy for its hardware and /dev/urandom sources. */
  entropy(): number {
    return 32;
  }
}

/** How a distribution computes: in `float` (rounded after every operation) or in `double`. */
export type RealKind = 'float' | 'double';

const round = (kind: RealKind, x: number): number => (kind === 'float' ? Math.fround(x) : x);

/** `std::generate_canonical<RealType, numeric_limits<RealType>::digits>(g)`, libstdc++'s loop. */
export function generateCanonical(kind: RealKind, g: AnyRandomEngine): number {
  if (g.wide) return canonicalFrom64(kind, g);
  const digits = kind === 'float' ? 24 : 53;
  // r = max - min + 1 and log2(r), computed by libstdc++ in long double: exact for these engines.
  const r = g.max - g.min + 1;
  const log2r = Math.floor(Math.log2(r));
  const m = Math.max(1, Math.floor((digits + log2r - 1) / log2r));
  let sum = 0;
  let tmp = 1;
  for (let k = m; k !== 0; k--) {
    sum = round(kind, sum + round(kind, round(kind, g.next() - g.min) * tmp));
    // `tmp *= r` multiplies in long double (64-bit mantissa, exact here) and rounds once.
    tmp = roundExactProduct(kind, tmp, r);
  }
  return belowOne(kind, round(kind, sum / tmp));
}

/**
 * The same loop for a 64-bit engine: r = 2^64, so one draw covers every digit (m = 1). The draw
 * is converted to the real type once, correctly rounded as g++'s unsigned-to-float conversion
 * is, and dividing by 2^64 is exact.
 */
function canonicalFrom64(kind: RealKind, g: RandomEngine64): number {
  const draw = g.next() - g.min;
  const sum = kind === 'float' ? floatFromInt64(draw) : Number(draw);
  return belowOne(kind, sum / 2 ** 64);
}

/** A result that rounded up to 1 becomes nextafter(1, 0), the largest value below 1. */
function belowOne(kind: RealKind, x: number): number {
  if (x >= 1) return kind === 'float' ? 1 - 2 ** -24 : 1 - 2 ** -53;
  return x;
}

/** a·b for integers a, b whose exact product fits in 64 bits, rounded once to float or double. */
function roundExactProduct(kind: RealKind, a: number, b: number): number {
  const exact = BigInt(a) * BigInt(b);
  if (kind === 'double') return Number(exact);
  // Number(bigint) rounds to double first; a second rounding to float could differ from a
  // single one only when the double result is a float halfway point, which cannot happen for
  // the engines' ranges (r and its powers are below 2^64 with few significant bits), but
  // check rather than assume.
  const asDouble = Number(exact);
  if (BigInt(asDouble) !== exact) throw new Error('generate_canonical: inexact long double product');
  return Math.fround(asDouble);
}

/** `std::bernoulli_distribution(p)`: libstdc++'s `generate_canonical<double, 53>(g) < p`. */
export class BernoulliDistribution {
  constructor(readonly p = 0.5) {}

  sample(g: AnyRandomEngine): boolean {
    return generateCanonical('double', g) < this.p;
  }

  reset(): void {}
}

/**
 * `std::exponential_distribution<double>(lambda)`: libstdc++'s `-log(1 - u) / lambda` of one
 * `generate_canonical<double, 53>` draw u (`Math.log` for glibc's `log`: see NormalDistribution).
 */
export class ExponentialDistribution {
  constructor(readonly lambda = 1) {}

  sample(g: AnyRandomEngine): number {
    return -Math.log(1 - generateCanonical('double', g)) / this.lambda;
  }

  reset(): void {}

  clone(): ExponentialDistribution {
    return new ExponentialDistribution(this.lambda);
  }
}

/** `std::uniform_real_distribution<float|double>(a, b)`: `generate_canonical() * (b - a) + a`. */
export class UniformRealDistribution {
  constructor(private readonly kind: RealKind, readonly a = 0, readonly b = 1) {}

  sample(g: AnyRandomEngine): number {
    const k = this.kind;
    return round(k, round(k, generateCanonical(k, g) * round(k, this.b - this.a)) + this.a);
  }

  min(): number {
    return this.a;
  }

  max(): number {
    return this.b;
  }

  reset(): void {}

  clone(): UniformRealDistribution {
    return new UniformRealDistribution(this.kind, this.a, this.b);
  }
}

/**
 * `std::uniform_int_distribution<int|unsigned>(a, b)`: libstdc++'s downscaling (Lemire's
 * method for a 32-bit engine such as mt19937, rejection with one division otherwise),
 * upscaling (several draws) or a plain draw when the ranges are equal.
 */
export class UniformIntDistribution {
  constructor(readonly a = 0, readonly b = 0x7fffffff) {}

  sample(g: AnyRandomEngine): number {
    // The arithmetic is in the common type of the engine's result (64-bit) and the
    // distribution's unsigned type: every value here is below 2^33, exact in a double.
    const urange = this.b - this.a;
    if (g.wide) return Number(nearlyDivisionless64(g, BigInt(urange + 1))) + this.a;
    return this.draw(g, urange) + this.a;
  }

  private draw(g: RandomEngine, urange: number): number {
    const urngrange = g.max - g.min;
    if (urngrange > urange) {
      const uerange = urange + 1;
      if (urngrange === 0xffffffff) return lemire(g, uerange);
      const scaling = Math.floor(urngrange / uerange);
      const past = uerange * scaling;
      let ret: number;
      do ret = g.next() - g.min;
      while (ret >= past);
      return Math.floor(ret / scaling);
    }
    if (urngrange < urange) {
      let ret: number;
      let tmp: number;
      do {
        const uerngrange = urngrange + 1;
        tmp = uerngrange * this.draw(g, Math.floor(urange / uerngrange));
        ret = tmp + (g.next() - g.min);
      } while (ret > urange || ret < tmp);
      return ret;
    }
    return g.next() - g.min;
  }

  min(): number {
    return this.a;
  }

  max(): number {
    return this.b;
  }

  reset(): void {}

  clone(): UniformIntDistribution {
    return new UniformIntDistribution(this.a, this.b);
  }
}

/** libstdc++'s `_S_nd`: Lemire's nearly divisionless method, 32-bit values in a 64-bit product. */
function lemire(g: RandomEngine, range: number): number {
  const r = BigInt(range);
  let product = BigInt(g.next()) * r;
  let low = Number(product & 0xffffffffn);
  if (low < range) {
    const threshold = (2 ** 32 - range) % range; // -range % range in uint32
    while (low < threshold) {
      product = BigInt(g.next()) * r;
      low = Number(product & 0xffffffffn);
    }
  }
  return Number(product >> 32n);
}

/**
 * libstdc++'s `_S_nd<unsigned __int128>`, which it takes for an engine of exactly 64 bits
 * (mt19937_64) whenever the range is smaller: 64-bit values in a 128-bit product.
 */
function nearlyDivisionless64(g: RandomEngine64, range: bigint): bigint {
  let product = (g.next() - g.min) * range;
  let low = product & UINT64_MAX;
  if (low < range) {
    const threshold = ((1n << 64n) - range) % range; // -range % range in uint64
    while (low < threshold) {
      product = (g.next() - g.min) * range;
      low = product & UINT64_MAX;
    }
  }
  return product >> 64n;
}

/**
 * `std::uniform_int_distribution<T>` for a 64-bit T (`long`, `long long`, `size_t`, ...): the
 * same three cases as {@link UniformIntDistribution}, in bigint, where libstdc++'s unsigned
 * 64-bit arithmetic wraps (the upscaling loop relies on it to notice overflow).
 */
export class UniformInt64Distribution {
  readonly a: bigint;
  readonly b: bigint;

  constructor(private readonly signed: boolean, a: bigint = 0n, b: bigint = signed ? (1n << 63n) - 1n : UINT64_MAX) {
    this.a = a;
    this.b = b;
  }

  sample(g: AnyRandomEngine): bigint {
    const urange = BigInt.asUintN(64, this.b - this.a);
    const ret = BigInt.asUintN(64, this.draw(g, urange) + this.a);
    return this.signed ? BigInt.asIntN(64, ret) : ret;
  }

  private draw(g: AnyRandomEngine, urange: bigint): bigint {
    const urngmin = BigInt(g.min);
    const urngrange = BigInt(g.max) - urngmin;
    const drawn = () => BigInt(g.next()) - urngmin;
    if (urngrange > urange) {
      const uerange = urange + 1n;
      if (g.wide) return nearlyDivisionless64(g, uerange);
      if (urngrange === 0xffffffffn) return BigInt(lemire(g, Number(uerange)));
      const scaling = urngrange / uerange;
      const past = uerange * scaling;
      let ret: bigint;
      do ret = drawn();
      while (ret >= past);
      return ret / scaling;
    }
    if (urngrange < urange) {
      let ret: bigint;
      let tmp: bigint;
      do {
        const uerngrange = urngrange + 1n;
        tmp = BigInt.asUintN(64, uerngrange * this.draw(g, urange / uerngrange));
        ret = BigInt.asUintN(64, tmp + drawn());
      } while (ret > urange || ret < tmp);
      return ret;
    }
    return drawn();
  }

  min(): bigint {
    return this.a;
  }

  max(): bigint {
    return this.b;
  }

  reset(): void {}

  clone(): UniformInt64Distribution {
    return new UniformInt64Distribution(this.signed, this.a, this.b);
  }
}

/**
 * `std::normal_distribution<double>(mean, stddev)`: the Marsaglia polar method, which makes
 * two values per round and keeps the second for the next call. `Math.log` stands for glibc's
 * `log`: both are within one ulp and agree on every draw the oracle test makes, but neither is
 * correctly rounded, so a last-bit difference is possible. (The float specialization would
 * call `logf`, whose rounding JavaScript does not reproduce: sema rejects it.)
 */
export class NormalDistribution {
  private saved = 0;
  private savedAvailable = false;

  constructor(private readonly kind: RealKind, readonly mean = 0, readonly stddev = 1) {}

  sample(g: AnyRandomEngine): number {
    const k = this.kind;
    let ret: number;
    if (this.savedAvailable) {
      this.savedAvailable = false;
      ret = this.saved;
    } else {
      let x: number;
      let y: number;
      let r2: number;
      do {
        x = round(k, round(k, 2 * generateCanonical(k, g)) - 1);
        y = round(k, round(k, 2 * generateCanonical(k, g)) - 1);
        r2 = round(k, round(k, x * x) + round(k, y * y));
      } while (r2 > 1 || r2 === 0);
      const mult = round(k, Math.sqrt(round(k, round(k, -2 * round(k, Math.log(r2))) / r2)));
      this.saved = round(k, x * mult);
      this.savedAvailable = true;
      ret = round(k, y * mult);
    }
    return round(k, round(k, ret * this.stddev) + this.mean);
  }

  reset(): void {
    this.savedAvailable = false;
  }

  clone(): NormalDistribution {
    const copy = new NormalDistribution(this.kind, this.mean, this.stddev);
    copy.saved = this.saved;
    copy.savedAvailable = this.savedAvailable;
    return copy;
  }
}
