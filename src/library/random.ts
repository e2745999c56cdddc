/**
 * `<random>`: the engines and distributions C++ AMP programs fill their input with, on the
 * host only, computing exactly what libstdc++ computes (`runtime/random.ts`).
 *
 * Engines' `result_type` is `uint_fast32_t`, which is 64-bit `unsigned long` on x86-64 Linux:
 * seeds are converted to it, and `engine()` returns it.
 */
import { boolType, doubleType, floatType, intType, longType, uintType, ulongType, voidType, type Type } from '../sema/types.js';
import { hostMember, type LibraryClass, type LibraryClassType } from './classes.js';
import type { Intrinsic } from './intrinsics.js';

const std = ['std'] as const;
const hostOnly = { cpu: true, amp: false } as const;

/** A linear congruential or Mersenne Twister engine: `E()`, `E(seed)`, `e()`, `e.seed(...)`, `e.min()`, `e.max()`, `e.discard(n)`. */
function engine(id: string, names: readonly string[], runtimeFactory: string, runtimeType: string, isClass: boolean): LibraryClass {
  return {
    id, names, namespaces: std, header: 'random', typeParams: [], restriction: hostOnly, referableAsObject: true,
    constructors: () => [{ params: [], result: voidType }, { params: [ulongType], result: voidType }],
    members: (self) => [
      hostMember(self, 'operator()', [{ params: [], result: ulongType }], (a) => `${a[0]}.next()`),
      hostMember(self, 'seed', [{ params: [], result: voidType }, { params: [ulongType], result: voidType }], (a) => `${a[0]}.seed(${a.slice(1).join(', ')})`),
      hostMember(self, 'min', [{ params: [], result: ulongType }], (a) => `${a[0]}.min`),
      hostMember(self, 'max', [{ params: [], result: ulongType }], (a) => `${a[0]}.max`),
      hostMember(self, 'discard', [{ params: [ulongType], result: voidType }], (a) => `${a[0]}.discard(${a[1]})`),
    ],
    memberTypes: () => ({ result_type: ulongType }),
    hostType: (cx) => cx.use(runtimeType),
    hostConstruct: (args, cx) => `${isClass ? 'new ' : ''}${cx.use(runtimeFactory)}(${args.join(', ')})`,
  };
}

const minstdRand0 = engine('std::minstd_rand0', ['minstd_rand0', 'default_random_engine'], 'minstdRand0', 'LinearCongruentialEngine', false);
const minstdRand = engine('std::minstd_rand', ['minstd_rand'], 'minstdRand', 'LinearCongruentialEngine', false);
const mt19937 = engine('std::mt19937', ['mt19937'], 'Mt19937', 'Mt19937', true);
// `result_type` is uint_fast64_t, the same 64-bit unsigned long as the others' uint_fast32_t.
const mt19937_64 = engine('std::mt19937_64', ['mt19937_64'], 'Mt19937_64', 'Mt19937_64', true);

/** `std::random_device`: nondeterministic 32-bit values. */
const randomDevice: LibraryClass = {
  id: 'std::random_device', names: ['random_device'], namespaces: std, header: 'random', typeParams: [], restriction: hostOnly, referableAsObject: true,
  // random_device(const std::string& token): libstdc++ accepts "default", "rdrand", "/dev/urandom", ...; all are nondeterministic.
  constructors: () => [{ params: [], result: voidType }, { params: [{ kind: 'string' }], result: voidType }],
  members: (self) => [
    hostMember(self, 'operator()', [{ params: [], result: uintType }], (a) => `${a[0]}.next()`),
    hostMember(self, 'entropy', [{ params: [], result: doubleType }], (a) => `${a[0]}.entropy()`),
    hostMember(self, 'min', [{ params: [], result: uintType }], (a) => `${a[0]}.min`),
    hostMember(self, 'max', [{ params: [], result: uintType }], (a) => `${a[0]}.max`),
  ],
  memberTypes: () => ({ result_type: uintType }),
  hostType: (cx) => cx.use('RandomDevice'),
  hostConstruct: (_args, cx) => `new ${cx.use('RandomDevice')}()`,
};

/** The engines a distribution's `operator()` accepts (its `URNG&` template parameter). */
const engines: readonly LibraryClass[] = [minstdRand0, minstdRand, mt19937, mt19937_64, randomDevice];
const engineTypes: readonly Type[] = engines.map((decl) => ({ kind: 'libraryClass', decl, typeArgs: [] }));

/** Whether `t` is one of the engines (a `URNG` argument: `std::shuffle`'s third). */
export function isRandomEngine(t: Type): boolean {
  return t.kind === 'libraryClass' && engines.includes(t.decl);
}

const realKind = (t: Type) => JSON.stringify(t.kind === 'float' && t.bits === 32 ? 'float' : 'double');

/** A distribution over `result_type` T (its one template parameter), with parameters `(p1, p2)` defaulting as C++'s do. */
function distribution(
  id: string, name: string, allowed: readonly Type[], fallback: Type, paramNames: readonly [string, string],
  runtimeType: string | ((t: Type) => string), construct: (t: Type, args: string[]) => string,
  extra: (self: LibraryClassType, t: Type) => Intrinsic[] = () => [],
): LibraryClass {
  return {
    id, names: [name], namespaces: std, header: 'random', restriction: hostOnly,
    typeParams: [{ name: 'RealType', allowed, default: fallback }],
    constructors: (self) => {
      const t = self.typeArgs[0];
      return [{ params: [], result: voidType }, { params: [t], result: voidType }, { params: [t, t], result: voidType }];
    },
    members: (self) => {
      const t = self.typeArgs[0];
      return [
        hostMember(self, 'operator()', engineTypes.map((e) => ({ params: [e], result: t })), (a) => `${a[0]}.sample(${a[1]})`),
        hostMember(self, paramNames[0], [{ params: [], result: t }], (a) => `${a[0]}.${paramNames[0]}`),
        hostMember(self, paramNames[1], [{ params: [], result: t }], (a) => `${a[0]}.${paramNames[1]}`),
        hostMember(self, 'reset', [{ params: [], result: voidType }], (a) => `${a[0]}.reset()`),
        ...extra(self, t),
      ];
    },
    memberTypes: (self) => ({ result_type: self.typeArgs[0] }),
    hostType: (cx) => cx.use(runtimeTypeOf(cx.typeArgs[0])),
    hostConstruct: (args, cx) => `new ${cx.use(runtimeTypeOf(cx.typeArgs[0]))}(${construct(cx.typeArgs[0], args)})`,
  };

  function runtimeTypeOf(t: Type): string {
    return typeof runtimeType === 'string' ? runtimeType : runtimeType(t);
  }
}

const realTypes: readonly Type[] = [floatType, doubleType];
// libstdc++ allows every integer type but the character types and bool.
const intTypes: readonly Type[] = [
  { kind: 'int', signed: true, bits: 16 }, { kind: 'int', signed: false, bits: 16 }, intType, uintType,
  longType, ulongType, { kind: 'int', signed: true, bits: 64 }, { kind: 'int', signed: false, bits: 64 },
];

const minMax = (self: LibraryClassType, t: Type) => [
  hostMember(self, 'min', [{ params: [], result: t }], (a) => `${a[0]}.min()`),
  hostMember(self, 'max', [{ params: [], result: t }], (a) => `${a[0]}.max()`),
];

const uniformReal = distribution('std::uniform_real_distribution', 'uniform_real_distribution', realTypes, doubleType, ['a', 'b'], 'UniformRealDistribution',
  (t, args) => [realKind(t), ...args].join(', '), minMax);
const is64 = (t: Type) => t.kind === 'int' && t.bits === 64;
// 64-bit types compute in bigint (UniformInt64Distribution), the others in exact JS numbers.
const uniformInt = distribution('std::uniform_int_distribution', 'uniform_int_distribution', intTypes, intType, ['a', 'b'],
  (t) => is64(t) ? 'UniformInt64Distribution' : 'UniformIntDistribution',
  (t, args) => {
    const signed = t.kind === 'int' && t.signed;
    // A 64-bit distribution takes its signedness first; its b defaults there.
    if (is64(t)) return [String(signed), ...args].join(', ');
    // b defaults to numeric_limits<T>::max().
    const max = t.kind === 'int' ? (t.bits === 16 ? (signed ? 32767 : 65535) : signed ? 2147483647 : 4294967295) : 0;
    return (args.length === 1 ? [args[0], String(max)] : args.length === 0 ? ['0', String(max)] : args).join(', ');
  }, minMax);
// double only: normal_distribution<float> calls glibc's logf, which is not correctly rounded,
// so JavaScript's log would differ from it in the last bit now and then.
const normal = distribution('std::normal_distribution', 'normal_distribution', [doubleType], doubleType, ['mean', 'stddev'], 'NormalDistribution',
  (t, args) => [realKind(t), ...args].join(', '));

/**
 * `std::exponential_distribution<double>(lambda)`: libstdc++'s `-log(1 - generate_canonical()) / lambda`,
 * with `Math.log` for glibc's `log` as in normal_distribution (double only, for the same reason).
 */
const exponential: LibraryClass = {
  id: 'std::exponential_distribution', names: ['exponential_distribution'], namespaces: std, header: 'random', restriction: hostOnly,
  typeParams: [{ name: 'RealType', allowed: [doubleType], default: doubleType }],
  constructors: () => [{ params: [], result: voidType }, { params: [doubleType], result: voidType }],
  members: (self) => [
    hostMember(self, 'operator()', engineTypes.map((e) => ({ params: [e], result: doubleType })), (a) => `${a[0]}.sample(${a[1]})`),
    hostMember(self, 'lambda', [{ params: [], result: doubleType }], (a) => `${a[0]}.lambda`),
    hostMember(self, 'reset', [{ params: [], result: voidType }], (a) => `${a[0]}.reset()`),
    hostMember(self, 'min', [{ params: [], result: doubleType }], () => '0'),
    hostMember(self, 'max', [{ params: [], result: doubleType }], () => 'Number.MAX_VALUE'),
  ],
  memberTypes: () => ({ result_type: doubleType }),
  hostType: (cx) => cx.use('ExponentialDistribution'),
  hostConstruct: (args, cx) => `new ${cx.use('ExponentialDistribution')}(${args.join(', ')})`,
};

/**
 * `std::bernoulli_distribution(p)`, not a template: libstdc++ draws `generate_canonical<double, 53>`
 * from the engine and answers whether it is below p.
 */
const bernoulli: LibraryClass = {
  id: 'std::bernoulli_distribution', names: ['bernoulli_distribution'], namespaces: std, header: 'random', restriction: hostOnly,
  typeParams: [],
  constructors: () => [{ params: [], result: voidType }, { params: [doubleType], result: voidType }],
  members: (self) => [
    hostMember(self, 'operator()', engineTypes.map((e) => ({ params: [e], result: boolType })), (a) => `${a[0]}.sample(${a[1]})`),
    hostMember(self, 'p', [{ params: [], result: doubleType }], (a) => `${a[0]}.p`),
    hostMember(self, 'reset', [{ params: [], result: voidType }], (a) => `${a[0]}.reset()`),
    hostMember(self, 'min', [{ params: [], result: boolType }], () => 'false'),
    hostMember(self, 'max', [{ params: [], result: boolType }], () => 'true'),
  ],
  memberTypes: () => ({ result_type: boolType }),
  hostType: (cx) => cx.use('BernoulliDistribution'),
  hostConstruct: (args, cx) => `new ${cx.use('BernoulliDistribution')}(${args.join(', ')})`,
};

export const randomClasses: readonly LibraryClass[] = [...engines, uniformReal, uniformInt, normal, exponential, bernoulli];
