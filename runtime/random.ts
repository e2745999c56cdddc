/**
 * `<random>` as libstdc++ implements it (GCC 12), bit for bit: the engines give the same
 * sequences for the same seeds, and the distributions turn them into the same numbers, because
 * they follow libstdc++'s algorithms (`generate_canonical`, Lemire's nearly divisionless
 * `_S_nd`, the Marsaglia polar method) with C++'s float/double rounding at every step.
 *
 * Engines' `result_type` is `uint_fast32_t`, 64 bits on x86-64 Linux: seeds arrive as the JS
 * value of whatever integer the program passed, and are reduced as that 64-bit unsigned value.
 */

/** A uniform random bit generator, as distributions see it. */
export interface RandomEngine {
  next(): number;
  readonly min: number;
  readonly max: number;
}

/** The 64-bit unsigned value a C++ integer argument has once converted to `uint_fast32_t`. */
function asUint64(seed: number | bigint): bigint {
  return BigInt.asUintN(64, typeof seed === 'bigint' ? seed : BigInt(Math.trunc(seed)));
}

/** `std::linear_congruential_engine<uint_fast32_t, a, 0, 2147483647>`: minstd_rand0 (a = 16807) and minstd_rand (a = 48271). */
export class LinearCongruentialEngine implements RandomEngine {
  static readonly modulus = 2147483647;
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
 * `std::random_device`: nondeterministic, as libstdc++'s is (it reads the CPU's or the
 * kernel's entropy); here from the platform's cryptographic generator.
 */
export class RandomDevice implements RandomEngine {
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
export function generateCanonical(kind: RealKind, g: RandomEngine): number {
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
  const ret = round(kind, sum / tmp);
  // nextafter(1, 0): the largest value below 1.
  if (ret >= 1) return kind === 'float' ? 1 - 2 ** -24 : 1 - 2 ** -53;
  return ret;
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

  sample(g: RandomEngine): boolean {
    return generateCanonical('double', g) < this.p;
  }

  reset(): void {}
}

/** `std::uniform_real_distribution<float|double>(a, b)`: `generate_canonical() * (b - a) + a`. */
export class UniformRealDistribution {
  constructor(private readonly kind: RealKind, readonly a = 0, readonly b = 1) {}

  sample(g: RandomEngine): number {
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

  sample(g: RandomEngine): number {
    // The arithmetic is in the common type of the engine's result (64-bit) and the
    // distribution's unsigned type: every value here is below 2^33, exact in a double.
    const urange = this.b - this.a;
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

  sample(g: RandomEngine): number {
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
