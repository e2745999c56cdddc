import { keywordSpellings } from '../../lexer/tokens.js';
import { runtimeExportNames } from './runtime-names.js';

/** A C++ keyword names nothing: `if_` cannot meet an `if` that became `if_`. */
const cppKeywords = new Set<string>(keywordSpellings);

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

/**
 * The members every class the host emits has besides the C++ members (emit-host.ts emitStruct,
 * union-class.ts), those of the runtime classes it may extend (runtime/std-exceptions.ts), and the
 * properties JS gives every object meaning: a field of one of these names would replace them.
 */
const generatedMembers = new Set([
  'clone', 'copyAssign', 'destroyObject', 'bytes',
  // runtime/std-exceptions.ts's StdException, and JS's Error (`message` and `name`: sema/exception-classes.ts).
  'withWhat', 'what', 'whatArg', 'cppName', 'stack', 'cause',
  'constructor', '__proto__',
]);

/**
 * `name`, or `name_` where it, or it without trailing underscores, is reserved: `clone` → `clone_`,
 * and so `clone_` → `clone__`, and two C++ names never become one JS name.
 */
function renamed(name: string, isReserved: (name: string) => boolean): string {
  // A static data member, `S::count` (src/sema/static-members.ts), or one of a template's instance: `S_count`.
  if (/[^\w$]/.test(name)) return name.replace(/::/g, '_').replace(/[^\w$]/g, '_');
  for (let stem = name; ; stem = stem.slice(0, -1)) {
    if (isReserved(stem) && (stem === name || !cppKeywords.has(stem))) return `${name}_`;
    if (!stem.endsWith('_')) return name;
  }
}

/** A C++ variable, parameter or function as a JS name. */
export function jsName(name: string): string {
  return renamed(name, (n) => reserved.has(n));
}

/**
 * A C++ member (a field, or a virtual function's slot) as a property of the host's class: never one
 * of the class's generated members.
 */
export function memberName(name: string): string {
  return renamed(name, (n) => reserved.has(n) || generatedMembers.has(n));
}
