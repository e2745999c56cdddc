/**
 * The `<Windows.h>` timing calls C++ AMP samples measure with: the performance counter (a
 * `LARGE_INTEGER` written through a pointer), `GetTickCount`, `timeGetTime` and `Sleep`.
 *
 * The counter runs at 10 MHz, as Windows 10 and later report it, on `performance.now()` (the
 * clock std::chrono::steady_clock reads too); the tick counts are milliseconds on the same clock.
 */

/** Win32 `LARGE_INTEGER`: a union of the 64-bit `QuadPart` and its two 32-bit halves. */
export class LargeInteger {
  QuadPart: bigint;
  constructor(quad: bigint = 0n) {
    this.QuadPart = quad;
  }
  /** The low 32 bits, unsigned (a DWORD). */
  get LowPart(): number {
    return Number(BigInt.asUintN(32, this.QuadPart));
  }
  set LowPart(v: number) {
    this.QuadPart = BigInt.asIntN(64, (this.QuadPart & ~0xffffffffn) | BigInt(v >>> 0));
  }
  /** The high 32 bits, signed (a LONG). */
  get HighPart(): number {
    return Number(BigInt.asIntN(32, this.QuadPart >> 32n));
  }
  set HighPart(v: number) {
    this.QuadPart = BigInt.asIntN(64, (BigInt(v | 0) << 32n) | BigInt.asUintN(32, this.QuadPart));
  }
  clone(): LargeInteger {
    return new LargeInteger(this.QuadPart);
  }
}

/** Counts per second of the performance counter. */
const performanceFrequency = 10_000_000n;

/** Win32 `QueryPerformanceCounter(&li)`: stores the counter, returns TRUE. */
export function QueryPerformanceCounter(li: LargeInteger): number {
  li.QuadPart = BigInt(Math.floor(performance.now() * 1e4));
  return 1;
}

/** Win32 `QueryPerformanceFrequency(&li)`: stores the counter's frequency, returns TRUE. */
export function QueryPerformanceFrequency(li: LargeInteger): number {
  li.QuadPart = performanceFrequency;
  return 1;
}

/** Win32 `GetTickCount64()`: milliseconds on the steady clock. */
export function GetTickCount64(): bigint {
  return BigInt(Math.floor(performance.now()));
}

/** Win32 `GetTickCount()` and `timeGetTime()`: the same milliseconds as a DWORD, which wraps. */
export function GetTickCount(): number {
  return Math.floor(performance.now()) >>> 0;
}

/** Win32 `Sleep(ms)`: a real sleep of at least `ms` milliseconds, so that the clocks see it. */
export async function Sleep(ms: number): Promise<void> {
  const end = performance.now() + ms;
  for (let left = ms; left > 0; left = end - performance.now()) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.ceil(left))));
  }
}
