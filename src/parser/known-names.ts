/**
 * Names the parser must know before sema runs, because C++ cannot be parsed
 * without knowing which identifiers name types (`T * x;`) and which name
 * templates (`a < b` vs `vector<int>`). User structs, enums and typedefs are
 * added as the parser meets them.
 */

import { libraryClassNames, libraryClassTemplateNames } from '../library/registry.js';
import { shortVectorTypeNames } from '../library/short-vectors.js';
import { stdExceptionNames } from '../library/std-exceptions.js';
import { typeTraitsNames } from '../library/type-traits.js';
import { tupleTemplateNames } from '../library/tuple.js';
import { pairTemplateNames } from '../library/pair.js';
import { initializerListTemplateNames } from '../library/initializer-list.js';
import { divTypeNames } from '../library/cstdlib-div.js';
import { functionalClassNames } from '../library/functional.js';
import { ratioNames } from '../library/chrono.js';
import { pplTemplateNames, pplTypeNames } from '../library/ppl-header.js';
import { windowsTypedefNames } from '../library/windows-timing.js';
import { unsupportedLibraryTemplateNames, unsupportedLibraryTypeNames, unsupportedQualifiedLibraryNames } from '../library/unsupported.js';

/**
 * Library class names too common to be type names everywhere (a program's own `int stack;` or
 * `double duration;`): the parser takes them as type (and template) names only qualified,
 * `std::stack<int>`, `std::chrono::duration<double>`.
 */
export const qualifiedLibraryNames: ReadonlySet<string> = new Set([
  'stack', 'queue', 'deque', 'duration', 'time_point', 'map', 'set', 'list', 'function', 'thread', ...functionalClassNames, ...ratioNames,
  // `std::string::size_type`, `float_4::value_type`
  'size_type', 'value_type',
  // `std::mt19937::result_type` (a library class's memberTypes)
  'result_type',
  // `std::reverse_iterator<It>` (src/sema/reverse-iterators.ts)
  'reverse_iterator',
  // `std::string::iterator` (src/sema/resolve-type.ts)
  'iterator', 'const_iterator', 'const_reverse_iterator',
  ...unsupportedQualifiedLibraryNames,
]);

/**
 * The qualifiedLibraryNames a using-directive lets a program write unqualified as templates
 * (`using namespace std; queue<int> q;`), by the namespace it names. The member types
 * (`size_type`, `iterator`) are no namespace's members, and `duration` is std::chrono's.
 */
const chronoNames: readonly string[] = ['duration', 'time_point'];
const memberTypeNames: readonly string[] = ['size_type', 'value_type', 'result_type', 'iterator', 'const_iterator', 'const_reverse_iterator'];
/** Those of usingDirectiveNames that name a type without `<` following (`duration<double, milli>`). */
export const usingDirectiveTypeNames: ReadonlySet<string> = new Set(ratioNames.filter((n) => n !== 'ratio'));
export const usingDirectiveNames: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['std', new Set([...qualifiedLibraryNames].filter((n) => !chronoNames.includes(n) && !memberTypeNames.includes(n)))],
  ['std::chrono', new Set(chronoNames)],
]);

/** Library types (C++ AMP, the standard library subset, `<Windows.h>`'s console subset). */
export const libraryTypeNames: readonly string[] = [
  // concurrency::
  'array_view', 'array', 'extent', 'index', 'tiled_extent', 'tiled_index', 'tile_barrier',
  'accelerator', 'accelerator_view', 'completion_future', 'runtime_exception', 'invalid_compute_domain',
  'out_of_memory', 'unsupported_feature', 'accelerator_view_removed',
  // concurrency::graphics short vectors
  'int_2', 'int_3', 'int_4', 'uint_2', 'uint_3', 'uint_4', 'float_2', 'float_3', 'float_4',
  'double_2', 'double_3', 'double_4', 'norm', 'unorm', 'uint', ...shortVectorTypeNames(),
  // concurrency::graphics textures (src/library/graphics.ts)
  'texture', 'texture_view', 'writeonly_texture_view',
  // std::
  'vector', 'string', 'wstring', 'size_t', 'ptrdiff_t', 'time_t', 'clock_t', ...stdExceptionNames, 'ostream', 'istream', 'streamsize', 'fmtflags',
  // Windows.h
  'COORD', 'SMALL_RECT', 'HANDLE', 'DWORD', 'BOOL', 'WORD', 'SHORT', 'PSMALL_RECT',
  // library classes (src/library/registry.ts), and std names ampc reports as not supported
  ...libraryClassNames().filter((n) => !qualifiedLibraryNames.has(n)), ...unsupportedLibraryTypeNames,
  // class templates the library declares in C++ (src/sema/library-prelude.ts)
  ...typeTraitsNames, 'short_vector', 'short_vector_traits', ...tupleTemplateNames, ...pairTemplateNames, ...initializerListTemplateNames, ...divTypeNames,
  ...pplTypeNames, ...windowsTypedefNames, 'queuing_mode',
];

/** Names followed by `<` that open a template argument list. */
export const libraryTemplateNames: readonly string[] = [
  'array_view', 'array', 'extent', 'index', 'tiled_extent', 'tiled_index', 'vector', 'numeric_limits',
  'texture', 'texture_view', 'writeonly_texture_view',
  ...libraryClassTemplateNames().filter((n) => !qualifiedLibraryNames.has(n)), ...unsupportedLibraryTemplateNames,
  ...typeTraitsNames.filter((n) => n !== 'true_type' && n !== 'false_type'), 'short_vector', 'short_vector_traits',
  ...tupleTemplateNames, ...pairTemplateNames, ...initializerListTemplateNames, ...pplTemplateNames,
  // <tuple>'s function templates called with explicit arguments (src/sema/std-classes.ts).
  'get', 'make_pair', 'make_tuple',
  // <memory>'s (src/sema/smart-pointers.ts).
  'make_unique', 'make_shared',
  // <chrono>'s function template (src/sema/chrono-cast.ts).
  'duration_cast',
];

/** Member function templates called as `x.tile<2,2>()`. */
export const memberTemplateNames: readonly string[] = ['tile', 'reinterpret_as', 'view_as'];

/** Keywords that can start a declaration's specifiers. */
export const declSpecifierKeywords: ReadonlySet<string> = new Set([
  'const', 'volatile', 'static', 'tile_static', 'extern', 'thread_local', 'constexpr', 'inline', 'virtual',
  'unsigned', 'signed', 'short', 'long', 'int', 'char', 'float', 'double', 'bool', 'void', 'wchar_t', 'auto',
  'struct', 'class', 'union', 'enum', 'typename', 'decltype',
]);

/** Keywords that spell (part of) a built-in type. */
export const builtinTypeKeywords: ReadonlySet<string> = new Set([
  'unsigned', 'signed', 'short', 'long', 'int', 'char', 'float', 'double', 'bool', 'void', 'wchar_t',
]);
