/**
 * `<thread>` on the host (runtime/thread.ts): `std::thread`, `std::thread::id` and
 * `std::this_thread`. A thread runs its function to completion where it is constructed (one
 * schedule C++ allows, and the only one a program without synchronisation may observe; ampc has no
 * mutex, condition_variable or atomic on the host, which stay "not supported by ampc"). The
 * construction from a callable and its arguments is checked in src/sema/std-thread.ts, which
 * builds the call; `threadStart` prints it as the new thread's body and waits for it, since the
 * function may launch kernels. A `std::thread` owns its thread as a `std::unique_ptr` owns its
 * object: moved, never copied, and destroyed where C++ destroys it (terminating the program when
 * it is still joinable). None of it is available in restrict(amp) code.
 */
import { boolType, typeToString, voidType, type Type } from '../sema/types.js';
import { durationUnit } from './chrono.js';
import { hostMember, type LibraryClass, type LibraryClassType } from './classes.js';
import type { Intrinsic } from './intrinsics.js';

const hostOnly = { cpu: true, amp: false } as const;
const unsignedType: Type = { kind: 'int', signed: false, bits: 32 };

/** `std::thread::id`: only a thread's `get_id()` and `std::this_thread::get_id()` make one (it has no name of its own in ampc). */
export const threadIdClass: LibraryClass = {
  id: 'std::thread::id', names: [], namespaces: ['std'], header: 'thread', restriction: hostOnly, typeParams: [],
  constructors: (self) => [{ params: [], result: voidType }, { params: [self], result: voidType }],
  members: (self) => {
    const compare = (name: string, print: (a: string[]) => string) => hostMember(self, name, [{ params: [self], result: boolType }], print);
    return [
      compare('operator==', (a) => `${a[0]}.equals(${a[1]})`),
      compare('operator!=', (a) => `!${a[0]}.equals(${a[1]})`),
      compare('operator<', (a) => `${a[0]}.less(${a[1]})`),
      compare('operator>', (a) => `${a[1]}.less(${a[0]})`),
      compare('operator<=', (a) => `!${a[1]}.less(${a[0]})`),
      compare('operator>=', (a) => `!${a[0]}.less(${a[1]})`),
    ];
  },
  hostType: (cx) => cx.use('ThreadId'),
  hostConstruct: (args, cx) => args[0] ?? `new ${cx.use('ThreadId')}(0)`,
};

const idType: LibraryClassType = { kind: 'libraryClass', decl: threadIdClass, typeArgs: [] };

export const threadClass: LibraryClass = {
  id: 'std::thread', names: ['thread'], namespaces: ['std'], header: 'thread', restriction: hostOnly, typeParams: [],
  ownsResource: true, moveOnly: true,
  // The default constructor and the move constructor; the one from a callable is std-thread.ts's.
  constructors: (self) => [{ params: [], result: voidType }, { params: [self], result: voidType }],
  members: (self) => [
    hostMember(self, 'join', [{ params: [], result: voidType }], (a) => `${a[0]}.join()`),
    hostMember(self, 'detach', [{ params: [], result: voidType }], (a) => `${a[0]}.detach()`),
    hostMember(self, 'joinable', [{ params: [], result: boolType }], (a) => `${a[0]}.joinable()`),
    hostMember(self, 'get_id', [{ params: [], result: idType }], (a) => `${a[0]}.getId()`),
    hostMember(self, 'swap', [{ params: [self], result: voidType }], (a) => `${a[0]}.swap(${a[1]})`),
  ],
  staticMembers: (self) => [
    { ...hostMember(self, 'hardware_concurrency', [], (_a, cx) => `${cx.use('hardwareConcurrency')}()`), signatures: [{ params: [], result: unsignedType }] },
    // `std::thread::id()`, the id of no thread: the nested class's default constructor, which is
    // called like a static member (ampc does not declare the nested class's name: `auto` holds one).
    { ...hostMember(self, 'id', [], (_a, cx) => `new ${cx.use('ThreadId')}(0)`), signatures: [{ params: [], result: idType }] },
  ],
  hostType: (cx) => cx.use('Thread'),
  // A thread made from another is the other's, which std::move or a temporary gave up.
  hostConstruct: (args, cx) => args[0] ?? `new ${cx.use('Thread')}()`,
};

export function isThread(t: Type): t is LibraryClassType {
  return t.kind === 'libraryClass' && t.decl === threadClass;
}

/**
 * The start of a thread: its one argument is the call of the thread's function on the copied
 * arguments (src/sema/std-thread.ts), printed as the body the runtime runs as the new thread.
 */
export const threadStart: Intrinsic = {
  id: 'std::thread::thread', name: 'thread', namespaces: [], header: 'thread', restriction: hostOnly,
  signatures: [], awaits: true,
  wgsl: null, host: (a, cx) => `${cx.use('Thread')}.start(async () => { ${a[0]}; })`,
};

const thisThread = ['std::this_thread', 'this_thread'] as const;

export const threadIntrinsics: Intrinsic[] = [
  {
    id: 'std::this_thread::get_id', name: 'get_id', namespaces: thisThread, header: 'thread', restriction: hostOnly,
    signatures: [{ params: [], result: idType }],
    wgsl: null, host: (_a, cx) => `${cx.use('currentThreadId')}()`,
  },
  {
    id: 'std::this_thread::yield', name: 'yield', namespaces: thisThread, header: 'thread', restriction: hostOnly,
    signatures: [{ params: [], result: voidType }],
    wgsl: null, host: (_a, cx) => `${cx.use('yieldThread')}()`,
  },
  {
    id: 'std::this_thread::sleep_for', name: 'sleep_for', namespaces: thisThread, header: 'thread', restriction: hostOnly,
    signatures: [], awaits: true,
    deduce: (args) => (args.length === 1 && durationUnit(args[0].type) ? { params: [args[0].type], result: voidType } : null),
    checkCall: (args) => (durationUnit(args[0].type) ? [] : [{
      severity: 'error', rule: 'no-matching-function', arg: 0, message: `'std::this_thread::sleep_for' takes a std::chrono duration, not '${typeToString(args[0].type)}'`,
    }]),
    wgsl: null, host: (a, cx) => `${cx.use('sleepFor')}(${a[0]})`,
  },
];

export const threadClasses: LibraryClass[] = [threadClass, threadIdClass];
