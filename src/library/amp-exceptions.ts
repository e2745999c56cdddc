/**
 * C++ AMP's exception classes (<amprt.h>): `concurrency::runtime_exception` and its subclasses,
 * declared once: the name a program writes, the runtime class that throws and catches it
 * (`runtime/exceptions.ts`), and its constructors. Each subclass fixes its error code; the runtime
 * classes take it themselves, so a construction passes only what the program wrote.
 * Sema gives them the type `{ kind: 'exception', name }`, like <stdexcept>'s (std-exceptions.ts).
 */

/** A constructor parameter: the `const char*` message, or an HRESULT (the error code, or the reason a view went). */
export type AmpExceptionParam = 'message' | 'hresult';

export interface AmpExceptionClass {
  name: string;
  /** The runtime class. */
  runtime: string;
  /** The constructors <amprt.h> declares, by parameter list (the copy constructor aside). */
  constructors: readonly (readonly AmpExceptionParam[])[];
}

export const ampExceptionClasses: readonly AmpExceptionClass[] = [
  // runtime_exception(const char* message, HRESULT code); explicit runtime_exception(HRESULT code), whose what() is empty.
  { name: 'runtime_exception', runtime: 'RuntimeException', constructors: [['message', 'hresult'], ['hresult']] },
  // E_INVALIDARG.
  { name: 'invalid_compute_domain', runtime: 'InvalidComputeDomain', constructors: [['message'], []] },
  // E_OUTOFMEMORY.
  { name: 'out_of_memory', runtime: 'OutOfMemory', constructors: [['message'], []] },
  // E_UNEXPECTED.
  { name: 'unsupported_feature', runtime: 'UnsupportedFeature', constructors: [['message'], []] },
  // E_FAIL; the HRESULT is the reason the view was removed (get_view_removed_reason()).
  { name: 'accelerator_view_removed', runtime: 'AcceleratorViewRemoved', constructors: [['message', 'hresult'], ['hresult']] },
];

export function ampExceptionByName(name: string): AmpExceptionClass | undefined {
  return ampExceptionClasses.find((c) => c.name === name);
}

/** The members beside what() that return an HRESULT, and the class that declares each. */
export const ampExceptionCodeMembers: readonly { member: string; declaredBy: string }[] = [
  { member: 'get_error_code', declaredBy: 'runtime_exception' },
  { member: 'get_view_removed_reason', declaredBy: 'accelerator_view_removed' },
];

/**
 * The HRESULT macros the samples name, which Visual C++'s <amp.h> brings in through the Windows
 * headers (<winerror.h>'s values; HRESULT is a 32-bit LONG: src/library/windows-timing.ts).
 */
export const hresultMacros = [
  '#ifndef E_FAIL',
  '#define S_OK ((HRESULT)0L)',
  '#define E_FAIL ((HRESULT)0x80004005L)',
  '#define E_INVALIDARG ((HRESULT)0x80070057L)',
  '#define E_OUTOFMEMORY ((HRESULT)0x8007000EL)',
  '#define E_UNEXPECTED ((HRESULT)0x8000FFFFL)',
  '#define E_NOTIMPL ((HRESULT)0x80004001L)',
  '#define SUCCEEDED(hr) (((HRESULT)(hr)) >= 0)',
  '#define FAILED(hr) (((HRESULT)(hr)) < 0)',
  '#endif',
  '',
].join('\n');
