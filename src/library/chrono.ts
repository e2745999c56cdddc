/**
 * `<chrono>`: the clocks (`now()`), their time points, and durations, on the host
 * (runtime/chrono.ts). Programs time their kernels with these:
 *
 *   auto start = std::chrono::high_resolution_clock::now();
 *   auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(end - start).count();
 *
 * The integer durations count in `long long`; `duration<double>` and `duration<float>` count
 * seconds. A time point's difference is `std::chrono::nanoseconds`, as in libstdc++. Periods
 * other than these (`duration<double, std::milli>`) are not declared: the template takes one
 * argument here. Construction from another duration is allowed where C++ allows it implicitly
 * (no precision lost); `duration_cast` (src/sema/chrono-cast.ts) converts between any two.
 */
import { boolType, doubleType, floatType, voidType, type Type } from '../sema/types.js';
import { hostMember, type LibraryClass, type LibraryClassType } from './classes.js';
import type { HostPrinter, Intrinsic } from './intrinsics.js';

const chrono = ['std::chrono'] as const;
const hostOnly = { cpu: true, amp: false } as const;
const int64: Type = { kind: 'int', signed: true, bits: 64 };

/** A duration class's unit (nanoseconds per tick) and whether it counts in floating point. */
export interface DurationUnit { period: number; floating: boolean }

const units = new Map<LibraryClass, (self: LibraryClassType) => DurationUnit>();

/** The unit of a duration type, or null when `t` is not one. */
export function durationUnit(t: Type): DurationUnit | null {
  if (t.kind !== 'libraryClass') return null;
  return units.get(t.decl)?.(t) ?? null;
}

/** `a < b` and the other comparisons, through the runtime's `less` and `equals`. */
function comparisons(self: LibraryClassType): Intrinsic[] {
  const compare = (name: string, print: HostPrinter) => hostMember(self, name, [{ params: [self], result: boolType }], print);
  return [
    compare('operator<', (a) => `${a[0]}.less(${a[1]})`),
    compare('operator>', (a) => `${a[1]}.less(${a[0]})`),
    compare('operator<=', (a) => `!${a[1]}.less(${a[0]})`),
    compare('operator>=', (a) => `!${a[0]}.less(${a[1]})`),
    compare('operator==', (a) => `${a[0]}.equals(${a[1]})`),
    compare('operator!=', (a) => `!${a[0]}.equals(${a[1]})`),
  ];
}

function durationClass(id: string, names: readonly string[], typeParams: LibraryClass['typeParams'], unit: (self: LibraryClassType) => DurationUnit): LibraryClass {
  const rep = (self: LibraryClassType) => (unit(self).floating ? self.typeArgs[0] : int64);
  const decl: LibraryClass = {
    id, names, namespaces: chrono, header: 'chrono', typeParams, restriction: hostOnly,
    constructors: (self) => {
      const mine = unit(self);
      // From another duration where no precision is lost: any into floating point, a multiple of our period into integers.
      const sources = durationTypes().filter((s) => {
        const theirs = durationUnit(s)!;
        return !(s.decl === self.decl && s.typeArgs[0] === self.typeArgs[0]) && (mine.floating || (!theirs.floating && theirs.period % mine.period === 0));
      });
      return [{ params: [rep(self)], result: voidType }, { params: [self], result: voidType }, ...sources.map((s) => ({ params: [s], result: voidType }))];
    },
    members: (self) => [
      hostMember(self, 'count', [{ params: [], result: rep(self) }], (a) => `${a[0]}.${unit(self).floating ? 'realCount' : 'intCount'}()`),
      hostMember(self, 'operator+', [{ params: [self], result: self }], (a) => `${a[0]}.plus(${a[1]})`),
      hostMember(self, 'operator-', [{ params: [self], result: self }], (a) => `${a[0]}.minus(${a[1]})`),
      ...comparisons(self),
    ],
    hostType: (cx) => cx.use('Duration'),
    hostConstruct: (args, cx) => {
      const self: LibraryClassType = { kind: 'libraryClass', decl, typeArgs: cx.typeArgs };
      const { period, floating } = unit(self);
      const from = cx.params[0];
      if (from && durationUnit(from)) return from.kind === 'libraryClass' && from.decl === decl && from.typeArgs[0] === cx.typeArgs[0] ? args[0] : `${args[0]}.castTo(${period}, ${floating})`;
      return `new ${cx.use('Duration')}(${args[0] ?? (floating ? '0' : '0n')}, ${period})`;
    },
  };
  units.set(decl, unit);
  return decl;
}

const fixed = (id: string, period: number) => durationClass(`std::chrono::${id}`, [id], [], () => ({ period, floating: false }));
const nanoseconds = fixed('nanoseconds', 1);
const integerDurations = [nanoseconds, fixed('microseconds', 1e3), fixed('milliseconds', 1e6), fixed('seconds', 1e9), fixed('minutes', 6e10), fixed('hours', 3.6e12)];
const floatingDuration = durationClass('std::chrono::duration', ['duration'], [{ name: 'Rep', allowed: [doubleType, floatType], default: null }], () => ({ period: 1e9, floating: true }));

function durationTypes(): LibraryClassType[] {
  return [
    ...integerDurations.map((decl): LibraryClassType => ({ kind: 'libraryClass', decl, typeArgs: [] })),
    { kind: 'libraryClass', decl: floatingDuration, typeArgs: [doubleType] },
    { kind: 'libraryClass', decl: floatingDuration, typeArgs: [floatType] },
  ];
}

const nanosecondsType: LibraryClassType = { kind: 'libraryClass', decl: nanoseconds, typeArgs: [] };

/** A clock's time point: only named through `auto` (`time_point<Clock>` is not declared). */
const timePoint: LibraryClass = {
  id: 'std::chrono::time_point', names: [], namespaces: chrono, header: 'chrono', typeParams: [], restriction: hostOnly,
  constructors: (self) => [{ params: [self], result: voidType }],
  members: (self) => [
    hostMember(self, 'operator-', [{ params: [self], result: nanosecondsType }], (a) => `${a[0]}.minus(${a[1]})`),
    hostMember(self, 'time_since_epoch', [{ params: [], result: nanosecondsType }], (a) => `${a[0]}.sinceEpoch()`),
    ...comparisons(self),
  ],
  hostType: (cx) => cx.use('TimePoint'),
  hostConstruct: (args) => args[0],
};
const timePointType: LibraryClassType = { kind: 'libraryClass', decl: timePoint, typeArgs: [] };

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

export const chronoClasses: readonly LibraryClass[] = [
  ...integerDurations, floatingDuration, timePoint,
  clock('steady_clock', 'steadyNow'), clock('high_resolution_clock', 'steadyNow'), clock('system_clock', 'systemNow'),
];
