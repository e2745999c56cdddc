/**
 * `<chrono>` on the host (src/library/chrono.ts): clocks' `now()`, time points, and durations.
 *
 * A duration is a count of ticks of `period` nanoseconds: a bigint for the integer durations
 * (`std::chrono::milliseconds` has a 64-bit `long long` count), a number for `duration<double>`.
 * Conversions truncate toward zero as `duration_cast` does.
 */

export class Duration {
  constructor(readonly ticks: number | bigint, readonly period: number) {}

  /** `count()` of an integer duration (`long long`). */
  intCount(): bigint {
    return typeof this.ticks === 'bigint' ? this.ticks : BigInt(Math.trunc(this.ticks));
  }

  /** `count()` of `duration<double>` / `duration<float>`. */
  realCount(): number {
    return Number(this.ticks);
  }

  /** This duration in another unit: exact division for integer counts (truncating), plain arithmetic for floating ones. */
  castTo(period: number, floating: boolean): Duration {
    if (floating) return new Duration((Number(this.ticks) * this.period) / period, period);
    if (typeof this.ticks === 'bigint') {
      // Periods are whole nanoseconds, so scaling through nanoseconds is exact.
      return new Duration((this.ticks * BigInt(this.period)) / BigInt(period), period);
    }
    return new Duration(BigInt(Math.trunc((this.ticks * this.period) / period)), period);
  }

  plus(other: Duration): Duration { return new Duration(add(this.ticks, other.ticks), this.period); }
  minus(other: Duration): Duration { return new Duration(add(this.ticks, negate(other.ticks)), this.period); }
  less(other: Duration): boolean { return this.ticks < other.ticks; }
  equals(other: Duration): boolean { return this.ticks === other.ticks; }
  clone(): Duration { return this; }
}

function add(a: number | bigint, b: number | bigint): number | bigint {
  return typeof a === 'bigint' && typeof b === 'bigint' ? BigInt.asIntN(64, a + b) : Number(a) + Number(b);
}

function negate(a: number | bigint): number | bigint {
  return typeof a === 'bigint' ? -a : -a;
}

/** A clock's time point: nanoseconds since the clock's epoch. */
export class TimePoint {
  constructor(readonly nanoseconds: bigint) {}

  /** `t2 - t1`: the clock's duration, nanoseconds in libstdc++. */
  minus(other: TimePoint): Duration {
    return new Duration(this.nanoseconds - other.nanoseconds, 1);
  }

  /** `t.time_since_epoch()`. */
  sinceEpoch(): Duration {
    return new Duration(this.nanoseconds, 1);
  }

  less(other: TimePoint): boolean { return this.nanoseconds < other.nanoseconds; }
  equals(other: TimePoint): boolean { return this.nanoseconds === other.nanoseconds; }
  clone(): TimePoint { return this; }
}

/** steady_clock and high_resolution_clock (libstdc++'s is steady_clock): monotonic, from an arbitrary epoch. */
export function steadyNow(): TimePoint {
  return new TimePoint(BigInt(Math.round(performance.now() * 1e6)));
}

/** system_clock: wall-clock time since the Unix epoch. */
export function systemNow(): TimePoint {
  return new TimePoint(BigInt(Date.now()) * 1000000n);
}
