/**
 * `<amp.h>`'s `accelerator`, `accelerator_view` and `completion_future`, on the host only, over
 * `runtime/accelerator.ts` (which says what each reports on WebGPU and why).
 *
 * `std::wstring` device paths and descriptions are ampc's `std::string` on the host (and `L"..."`
 * literals its string literals): the paths are ASCII, and comparing and passing them on is
 * what programs do with them.
 *
 * What waits for the WebGPU adapter or the GPU (`accelerator()`, `get_all()`, `wait()`,
 * `get()`) is `awaits`: the host awaits it. Properties are read synchronously once the
 * accelerator exists.
 */
import { boolType, sizeType, stringType, uintType, voidType, type EnumInfo, type Type } from '../sema/types.js';
import { hostMember, type LibraryClass, type LibraryClassType } from './classes.js';
import type { HostPrinter, Intrinsic } from './intrinsics.js';

const concurrency = ['concurrency'] as const;
const hostOnly = { cpu: true, amp: false } as const;

const typeOf = (decl: LibraryClass): LibraryClassType => ({ kind: 'libraryClass', decl, typeArgs: [] });

/**
 * `enum queuing_mode`, as C++ AMP's amp.h declares it, parsed before the program
 * (src/sema/library-prelude.ts). Its declaration is the type below, which the members taking one
 * name (src/sema/enums.ts), so an int is no queuing_mode (`create_view(1)` is refused, as by
 * g++). The mode is only recorded: ampc submits each launch and copy at once, which is what both
 * modes allow (`queuing_mode_automatic` may batch, `queuing_mode_immediate` may not).
 */
export const queuingModeHeader = `
namespace concurrency {
enum queuing_mode { queuing_mode_immediate, queuing_mode_automatic };
}
`;
const queuingModeEnum: EnumInfo = { name: 'queuing_mode', display: 'concurrency::queuing_mode', scoped: false };
const queuingMode: Type = { kind: 'int', signed: true, bits: 32, enumeration: queuingModeEnum };

/** The library's enums that its tables name: the prelude's declaration of each is this type (src/sema/enums.ts). */
export const libraryEnums: readonly EnumInfo[] = [queuingModeEnum];

/** A member that waits: its printer prints a Promise the host awaits. */
function awaiting(member: Intrinsic): Intrinsic {
  return { ...member, awaits: true };
}

/** `get_x()` printed as the runtime object's property `x`. */
function getter(self: LibraryClassType, name: string, result: Type, property: string): Intrinsic {
  return hostMember(self, name, [{ params: [], result }], (a) => `${a[0]}.${property}`);
}

/** `a == b` and `a != b` through the runtime class's `equals`. */
function equality(self: LibraryClassType): Intrinsic[] {
  const eq: HostPrinter = (a) => `${a[0]}.equals(${a[1]})`;
  const ne: HostPrinter = (a) => `!${a[0]}.equals(${a[1]})`;
  return [
    hostMember(self, 'operator==', [{ params: [self], result: boolType }], eq),
    hostMember(self, 'operator!=', [{ params: [self], result: boolType }], ne),
  ];
}

export const acceleratorClass: LibraryClass = {
  id: 'concurrency::accelerator', names: ['accelerator'], namespaces: concurrency, header: 'amp.h', typeParams: [], restriction: hostOnly,
  constructors: (self) => [
    { params: [], result: voidType },
    { params: [stringType], result: voidType },
    { params: [self], result: voidType },
  ],
  constructAwaits: (params) => !(params.length === 1 && params[0].kind === 'libraryClass'),
  hostConstruct: (args, cx) => (cx.params.length === 1 && cx.params[0].kind === 'libraryClass' ? `${args[0]}.clone()` : `${cx.use('Accelerator')}.create(${args.join(', ')})`),
  hostType: (cx) => cx.use('Accelerator'),
  members: (self) => [
    getter(self, 'get_device_path', stringType, 'devicePath'),
    getter(self, 'get_description', stringType, 'description'),
    getter(self, 'get_dedicated_memory', sizeType, 'dedicatedMemory'),
    getter(self, 'get_supports_double_precision', boolType, 'supportsDoublePrecision'),
    getter(self, 'get_supports_limited_double_precision', boolType, 'supportsLimitedDoublePrecision'),
    getter(self, 'get_supports_cpu_shared_memory', boolType, 'supportsCpuSharedMemory'),
    getter(self, 'get_has_display', boolType, 'hasDisplay'),
    getter(self, 'get_is_emulated', boolType, 'isEmulated'),
    getter(self, 'get_is_debug', boolType, 'isDebug'),
    getter(self, 'get_version', uintType, 'version'),
    hostMember(self, 'get_default_view', [{ params: [], result: typeOf(acceleratorViewClass) }], (a) => `${a[0]}.getDefaultView()`),
    // `create_view(queuing_mode qmode = queuing_mode_automatic)`.
    hostMember(self, 'create_view', [{ params: [], result: typeOf(acceleratorViewClass) }, { params: [queuingMode], result: typeOf(acceleratorViewClass) }], (a) => `${a[0]}.createView(${a.slice(1).join(', ')})`),
    ...equality(self),
  ],
  staticMembers: (self) => [
    awaiting(hostStatic(self, 'get_all', [], { kind: 'vector', element: self }, (_a, cx) => `${cx.use('Accelerator')}.getAll()`)),
    awaiting(hostStatic(self, 'set_default', [stringType], boolType, (a, cx) => `${cx.use('Accelerator')}.setDefault(${a[0]})`)),
  ],
  properties: [
    'device_path', 'description', 'dedicated_memory', 'supports_double_precision', 'supports_limited_double_precision',
    'supports_cpu_shared_memory', 'has_display', 'is_emulated', 'is_debug', 'version', 'default_view',
  ],
  // The well-known device paths, as C++ AMP spells them.
  staticConstants: [
    { name: 'default_accelerator', value: 'default' },
    { name: 'cpu_accelerator', value: 'cpu' },
    { name: 'direct3d_warp', value: 'direct3d\\warp' },
    { name: 'direct3d_ref', value: 'direct3d\\ref' },
  ],
};

export const acceleratorViewClass: LibraryClass = {
  id: 'concurrency::accelerator_view', names: ['accelerator_view'], namespaces: concurrency, header: 'amp.h', typeParams: [], restriction: hostOnly,
  // No default constructor in C++ AMP: a view comes from an accelerator.
  constructors: (self) => [{ params: [self], result: voidType }],
  hostConstruct: (args) => `${args[0]}.clone()`,
  hostType: (cx) => cx.use('AcceleratorView'),
  members: (self) => [
    hostMember(self, 'get_accelerator', [{ params: [], result: typeOf(acceleratorClass) }], (a) => `${a[0]}.accelerator`),
    getter(self, 'get_is_debug', boolType, 'isDebug'),
    getter(self, 'get_version', uintType, 'version'),
    getter(self, 'get_queuing_mode', queuingMode, 'queuingMode'),
    awaiting(hostMember(self, 'wait', [{ params: [], result: voidType }], (a) => `${a[0]}.wait()`)),
    hostMember(self, 'flush', [{ params: [], result: voidType }], (a) => `${a[0]}.flush()`),
    hostMember(self, 'create_marker', [{ params: [], result: typeOf(completionFutureClass) }], (a) => `${a[0]}.createMarker()`),
    ...equality(self),
  ],
  properties: ['accelerator', 'is_debug', 'version', 'queuing_mode'],
};

export const completionFutureClass: LibraryClass = {
  id: 'concurrency::completion_future', names: ['completion_future'], namespaces: concurrency, header: 'amp.h', typeParams: [], restriction: hostOnly,
  constructors: (self) => [{ params: [], result: voidType }, { params: [self], result: voidType }],
  hostConstruct: (args, cx) => (args.length === 1 ? `${args[0]}.clone()` : `new ${cx.use('CompletionFuture')}()`),
  hostType: (cx) => cx.use('CompletionFuture'),
  members: (self) => [
    awaiting(hostMember(self, 'get', [{ params: [], result: voidType }], (a) => `${a[0]}.get()`)),
    awaiting(hostMember(self, 'wait', [{ params: [], result: voidType }], (a) => `${a[0]}.wait()`)),
    hostMember(self, 'valid', [{ params: [], result: boolType }], (a) => `${a[0]}.valid()`),
    // HCC's addition: whether the work has finished, without waiting.
    hostMember(self, 'is_ready', [{ params: [], result: boolType }], (a) => `${a[0]}.isReady()`),
    {
      // `then(f)`: f is any callable taking nothing; ampc's callable values are lambdas.
      ...hostMember(self, 'then', [], (a) => `${a[0]}.then(${a[1]})`),
      deduce: (args) => (args.length === 2 && args[1].type.kind === 'lambda' ? { params: [self, args[1].type], result: voidType } : null),
    },
  ],
};

/** A static member function of a library class. */
function hostStatic(self: LibraryClassType, name: string, params: readonly Type[], result: Type, host: HostPrinter): Intrinsic {
  return {
    id: `${self.decl.id}::${name}`, name, namespaces: [], signatures: [{ params, result }],
    restriction: hostOnly, wgsl: null, host, header: self.decl.header,
  };
}

/**
 * `concurrency::copy_async(...)`: the copy `copy(...)` would do, started now; the future is
 * ready when it has finished. Sema checks the arguments as `copy`'s and passes the copy itself
 * (which the host prints awaited) as the one argument: the future runs it in an async function.
 */
export const copyAsyncIntrinsic: Intrinsic = {
  id: 'concurrency::copy_async', name: 'copy_async', namespaces: concurrency, header: 'amp.h', restriction: hostOnly,
  signatures: [{ params: [voidType], result: typeOf(completionFutureClass) }],
  wgsl: null,
  host: (a, cx) => `${cx.use('CompletionFuture')}.run(async () => ${a[0]})`,
};

export const acceleratorClasses: readonly LibraryClass[] = [acceleratorClass, acceleratorViewClass, completionFutureClass];
