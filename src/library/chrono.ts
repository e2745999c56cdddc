/**
 * `<chrono>`: the clocks (`now()`), their time points, and durations, on the host
 * (runtime/chrono.ts). Programs time their kernels with these:
 *
 *   auto start = std::chrono::high_resolution_clock::now();
 *   auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(end - start).count();
 *
 * The integer durations count in `long` (libstdc++'s `int64_t` on Linux x86-64); `duration<double>` and `duration<float>` count
 * seconds, or the period of their second argument, a named ratio (`duration<double, std::milli>`;
 * `std::ratio<N, D>` itself is not declared). A time point's difference is
 * `std::chrono::nanoseconds`, as in libstdc++. Construction from another duration is allowed where C++ allows it implicitly
 * (no precision lost); `duration_cast` (src/sema/chrono-cast.ts) converts between any two.
 */
import { boolType, doubleType, floatType, longType, sameType, voidType, type Type } from '../sema/types.js';
import { hostMember, type LibraryClass, type LibraryClassType } from './classes.js';
import type { HostPrinter, Intrinsic } from './intrinsics.js';

const chrono = ['std::chrono'] as const;
const hostOnly = { cpu: true, amp: false } as const;

/** A duration class's unit (nanoseconds per tick) and whether it counts in floating point. */
export interface DurationUnit { period: number; floating: boolean }

const units = new Map<LibraryClass, (self: LibraryClassType) => DurationUnit>();

/** The unit of a duration type, or null when `t` is not one. */
export function durationUnit(t: Type): DurationUnit | null {
  if (t.kind !== 'libraryClass') return null;
  return units.get(t.decl)?.(t) ?? null;
}

/**
 * `a < b` and the other comparisons, through the runtime's `less` and `equals`; an integer duration's
 * also with another integer duration, compared in their common unit (`ms < std::chrono::seconds(1)`).
 */
function comparisons(self: LibraryClassType): Intrinsic[] {
  const others = durationUnit(self) ? otherDurations(self) : [];
  const compare = (name: string, print: (x: string, y: string) => string): Intrinsic => ({
    ...hostMember(self, name, [{ params: [self], result: boolType }, ...others.map((t) => ({ params: [t], result: boolType }))], (a, cx) => inCommonUnit(self, a, cx.params[1]!, print)),
    checkCall: floatingMix(self, name),
  });
  return [
    compare('operator<', (x, y) => `${x}.less(${y})`),
    compare('operator>', (x, y) => `${y}.less(${x})`),
    compare('operator<=', (x, y) => `!${y}.less(${x})`),
    compare('operator>=', (x, y) => `!${x}.less(${y})`),
    compare('operator==', (x, y) => `${x}.equals(${y})`),
    compare('operator!=', (x, y) => `!${x}.equals(${y})`),
  ];
}

/**
 * `a + b` and `a - b` of durations: of one type, or of two integer durations, whose result is in
 * the finer unit (libstdc++'s common_type: each named unit's period divides the coarser ones').
 */
function arithmetic(self: LibraryClassType): { params: Type[]; result: Type }[] {
  return [{ params: [self], result: self }, ...otherDurations(self).map((t) => ({ params: [t], result: finer(self, t) }))];
}

/**
 * The duration types other than `self`. With a floating-point one on either side the call is
 * refused (`floatingMix`): their common type's conversions round as libstdc++'s ratio arithmetic
 * does, which the runtime's conversion does not copy.
 */
function otherDurations(self: LibraryClassType): LibraryClassType[] {
  return durationTypes().filter((t) => !sameType(t, self));
}

/** `Intrinsic.checkCall` of a duration's operator: an error where the two durations differ and one counts in floating point. */
function floatingMix(self: LibraryClassType, name: string): Intrinsic['checkCall'] {
  return (args) => {
    const other = args[1]?.type;
    if (!other || sameType(other, self) || !durationUnit(self) || !(durationUnit(self)!.floating || durationUnit(other)?.floating)) return [];
    return [{ severity: 'error', rule: 'unsupported-library', message: `'${name}' of two different durations where one counts in floating point is not supported by ampc; duration_cast one to the other's type first`, arg: 1 }];
  };
}

function finer(a: LibraryClassType, b: Type): Type {
  return durationUnit(b)!.period < durationUnit(a)!.period ? b : a;
}

/** `print(a, b)` of two durations, both first converted (exactly) to their common unit where their types differ. */
function inCommonUnit(self: LibraryClassType, a: readonly string[], other: Type, print: (x: string, y: string) => string): string {
  if (sameType(other, self) || !durationUnit(other)) return print(a[0]!, a[1]!);
  const period = durationUnit(finer(self, other))!.period;
  return print(`${a[0]}.castTo(${period}, false)`, `${a[1]}.castTo(${period}, false)`);
}

function durationClass(id: string, names: readonly string[], typeParams: LibraryClass['typeParams'], unit: (self: LibraryClassType) => DurationUnit): LibraryClass {
  const rep = (self: LibraryClassType) => (unit(self).floating ? self.typeArgs[0] : longType);
  const decl: LibraryClass = {
    id, names, namespaces: chrono, header: 'chrono', typeParams, restriction: hostOnly,
    constructors: (self) => {
      const mine = unit(self);
      // From another duration where no precision is lost: any into floating point, a multiple of our period into integers.
      const sources = durationTypes().filter((s) => {
        const theirs = durationUnit(s)!;
        return !sameType(s, self) && (mine.floating || (!theirs.floating && theirs.period % mine.period === 0));
      });
      // `duration()` is zero (value-initialised; a default-initialised one is indeterminate, so zero too).
      return [{ params: [], result: voidType }, { params: [rep(self)], result: voidType }, { params: [self], result: voidType }, ...sources.map((s) => ({ params: [s], result: voidType }))];
    },
    staticMembers: (self) => [{
      id: `${self.decl.id}::zero`, name: 'zero', namespaces: [], signatures: [{ params: [], result: self }],
      restriction: hostOnly, wgsl: null, host: (_a, cx) => `new ${cx.use('Duration')}(${unit(self).floating ? '0' : '0n'}, ${unit(self).period})`, header: 'chrono',
    }],
    members: (self) => [
      hostMember(self, 'count', [{ params: [], result: rep(self) }], (a) => `${a[0]}.${unit(self).floating ? 'realCount' : 'intCount'}()`),
      { ...hostMember(self, 'operator+', arithmetic(self), (a, cx) => inCommonUnit(self, a, cx.params[1]!, (x, y) => `${x}.plus(${y})`)), checkCall: floatingMix(self, 'operator+') },
      { ...hostMember(self, 'operator-', arithmetic(self), (a, cx) => inCommonUnit(self, a, cx.params[1]!, (x, y) => `${x}.minus(${y})`)), checkCall: floatingMix(self, 'operator-') },
      ...comparisons(self),
    ],
    hostType: (cx) => cx.use('Duration'),
    hostConstruct: (args, cx) => {
      const self: LibraryClassType = { kind: 'libraryClass', decl, typeArgs: cx.typeArgs };
      const { period, floating } = unit(self);
      const from = cx.params[0];
      if (from && durationUnit(from)) return sameType(from, self) ? args[0] : `${args[0]}.castTo(${period}, ${floating})`;
      return `new ${cx.use('Duration')}(${args[0] ?? (floating ? '0' : '0n')}, ${period})`;
    },
  };
  units.set(decl, unit);
  return decl;
}

const fixed = (id: string, period: number) => durationClass(`std::chrono::${id}`, [id], [], () => ({ period, floating: false }));
const nanoseconds = fixed('nanoseconds', 1);
const integerDurations = [nanoseconds, fixed('microseconds', 1e3), fixed('milliseconds', 1e6), fixed('seconds', 1e9), fixed('minutes', 6e10), fixed('hours', 3.6e12)];
/** A named `std::ratio`, only as a duration's period (its nanoseconds in ratioNanoseconds). */
function ratio(id: string, names: readonly string[]): LibraryClass {
  return {
    id, names, namespaces: ['std'], header: 'chrono', typeParams: [], restriction: hostOnly,
    constructors: () => [], members: () => [], hostType: () => 'never', hostConstruct: () => 'undefined',
  };
}

const ratioNanoseconds = new Map<LibraryClass, number>();
const ratios: LibraryClass[] = ([
  // `ratio<1>`, the default period, is found by no name (ratio<N, D> is not declared).
  ['std::ratio<1>', [], 1e9], ['std::nano', ['nano'], 1], ['std::micro', ['micro'], 1e3], ['std::milli', ['milli'], 1e6],
  ['std::centi', ['centi'], 1e7], ['std::deci', ['deci'], 1e8], ['std::deca', ['deca'], 1e10], ['std::hecto', ['hecto'], 1e11], ['std::kilo', ['kilo'], 1e12],
] as const).map(([id, names, ns]) => {
  const decl = ratio(id, names);
  ratioNanoseconds.set(decl, ns);
  return decl;
});
const ratioTypes: LibraryClassType[] = ratios.map((decl) => ({ kind: 'libraryClass', decl, typeArgs: [] }));

/** `std::ratio<N, D>` of `nanoseconds` per unit: the named ratio of that value, or null where there is none. */
export function ratioOfNanoseconds(nanoseconds: number): LibraryClassType | null {
  return ratioTypes.find((t) => ratioNanoseconds.get(t.decl) === nanoseconds) ?? null;
}

/** The names of the ratios: type names only qualified (`std::milli`), as a variable may be called `milli`. */
export const ratioNames: readonly string[] = [...ratios.flatMap((r) => r.names), 'ratio'];

const floatingDuration = durationClass('std::chrono::duration', ['duration'], [
  { name: 'Rep', allowed: [doubleType, floatType], default: null },
  { name: 'Period', allowed: ratioTypes, default: ratioTypes[0] },
], (self) => ({ period: self.typeArgs[1]?.kind === 'libraryClass' ? ratioNanoseconds.get(self.typeArgs[1].decl) ?? 1e9 : 1e9, floating: true }));

function durationTypes(): LibraryClassType[] {
  return [
    ...integerDurations.map((decl): LibraryClassType => ({ kind: 'libraryClass', decl, typeArgs: [] })),
    ...[doubleType, floatType].flatMap((rep) => ratioTypes.map((period): LibraryClassType => ({ kind: 'libraryClass', decl: floatingDuration, typeArgs: [rep, period] }))),
  ];
}

const nanosecondsType: LibraryClassType = { kind: 'libraryClass', decl: nanoseconds, typeArgs: [] };

/** A clock's time point: only named through `auto` (`time_point<Clock>` is not declared). */
const timePoint: LibraryClass = {
  id: 'std::chrono::time_point', names: [], namespaces: chrono, header: 'chrono', typeParams: [], restriction: hostOnly,
  // `time_point()` is the clock's epoch (libstdc++ value-initialises its duration).
  constructors: (self) => [{ params: [], result: voidType }, { params: [self], result: voidType }],
  members: (self) => [
    hostMember(self, 'operator-', [{ params: [self], result: nanosecondsType }], (a) => `${a[0]}.minus(${a[1]})`),
    hostMember(self, 'time_since_epoch', [{ params: [], result: nanosecondsType }], (a) => `${a[0]}.sinceEpoch()`),
    ...comparisons(self),
  ],
  hostType: (cx) => cx.use('TimePoint'),
  hostConstruct: (args, cx) => args[0] ?? `new ${cx.use('TimePoint')}(0n)`,
};
const timePointType: LibraryClassType = { kind: 'libraryClass', decl: timePoint, typeArgs: [] };

/**
 * A clock's member types: `Clock::time_point` (what `now()` returns) and `Clock::duration`
 * (nanoseconds, as libstdc++'s clocks count). Null for other classes and names.
 */
export function clockMemberType(owner: LibraryClass, name: string): LibraryClassType | null {
  if (!chronoClocks.includes(owner)) return null;
  return name === 'time_point' ? timePointType : name === 'duration' ? nanosecondsType : null;
}

function clock(name: string, now: string): LibraryClass {
  return {
    id: `std::chrono::${name}`, names: [name], namespaces: chrono, header: 'chrono', typeParams: [], restriction: hostOnly,
    constructors: () => [],
    members: () => [],
    staticMembers: (self) => [{
      id: `${self.decl.id}::now`, name: 'now', namespaces: [], signatures: [{ params: [], result: timePointType }],
      restriction: hostOnly, wgsl: null, host: (_a, cx) => `${cx.use(now)}()`, header: 'chrono',
    }],
    hostType: () => 'never',
    hostConstruct: () => 'undefined',
  };
}

const chronoClocks: readonly LibraryClass[] = [clock('steady_clock', 'steadyNow'), clock('high_resolution_clock', 'steadyNow'), clock('system_clock', 'systemNow')];

export const chronoClasses: readonly LibraryClass[] = [...integerDurations, floatingDuration, timePoint, ...chronoClocks, ...ratios];
