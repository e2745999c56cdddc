import { runtimeExportNames } from './runtime-names.js';

/** C++ identifiers that would clash with JavaScript keywords or globals, or with the runtime's exports, get a trailing underscore. */
const reserved = new Set([
  'arguments', 'await', 'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do',
  'else', 'enum', 'eval', 'export', 'extends', 'false', 'finally', 'for', 'function', 'if', 'implements', 'import', 'in',
  'instanceof', 'interface', 'let', 'new', 'null', 'package', 'private', 'protected', 'public', 'return', 'static',
  'super', 'switch', 'this', 'throw', 'true', 'try', 'typeof', 'var', 'void', 'while', 'with', 'yield', 'undefined',
  'NaN', 'Infinity', 'Math', 'Array', 'Object', 'Number', 'String', 'Promise', 'Error', 'globalThis', 'wgsl',
  // runtime exports the generated module imports
  'ArrayView', 'AmpArray', 'Extent', 'Index', 'TiledExtent', 'parallelForEach', 'cout', 'cerr', 'cin', 'int32', 'uint32',
  'float32', 'float64', 'bool32', 'structType', 'RuntimeException', 'InvalidComputeDomain', 'COORD', 'SMALL_RECT',
  'GetStdHandle', 'SetConsoleTextAttribute', 'SetConsoleScreenBufferSize', 'SetConsoleWindowInfo', 'cmath',
  'ShortVector', 'svScalar', 'svCast', 'shortVectorElement',
  'writeBack', 'Pointer', 'samePointer', 'wcout', 'wcerr',
  ...runtimeExportNames,
]);

export function jsName(name: string): string {
  // A static data member, `S::count` (src/sema/static-members.ts), or one of a template's instance: `S_count`.
  if (/[^\w$]/.test(name)) return name.replace(/::/g, '_').replace(/[^\w$]/g, '_');
  return reserved.has(name) ? `${name}_` : name;
}
