/**
 * Standard library names ampc knows but does not implement. A program that uses one gets
 * "'std::sort' is not supported by ampc" instead of "use of undeclared identifier", and the
 * parser knows which of them name types and templates, so that `std::map<int, int> m;` parses
 * as the declaration it is and is reported as such.
 */

/** Functions and objects, by header. */
const functions: Record<string, readonly string[]> = {
  // <algorithm> and the rest of <numeric> are declared in algorithm.ts, algorithm-reorder.ts,
  // algorithm-search.ts and numeric.ts.
  algorithm: [],
  numeric: ['gcd', 'lcm'],
  // qsort and bsearch are declared in cstdlib-sort.ts.
  // malloc, calloc, realloc, free, memcpy, memmove and memset are declared in cstdlib-memory.ts.
  cstdlib: ['getenv', 'system', 'atexit'],
  cstring: ['memcmp', 'strlen', 'strcpy', 'strncpy', 'strcmp', 'strncmp', 'strcat', 'strchr', 'strstr'],
  cstdio: [
    'scanf', 'fopen', 'fclose', 'fread', 'fwrite', 'getchar', 'perror', 'fgets', 'gets', 'sscanf', 'fscanf', 'rename',
    'fseek', 'ftell', 'rewind', 'feof', 'ferror', 'clearerr', 'fgetc', 'getc', 'ungetc', 'setvbuf', 'setbuf', 'tmpfile',
    'tmpnam', 'freopen', 'vprintf', 'vfprintf', 'vsprintf', 'vsnprintf',
  ],
  // The rest of <cstring> is declared in cstring.ts.
  cstring_more: ['strtok', 'strrchr', 'strspn', 'strcspn', 'memchr', 'strerror', 'strpbrk', 'strcoll', 'strxfrm', 'strdup'],
  // <cwchar>: wide-character strings and I/O (the header is reported too).
  cwchar: [
    'wprintf', 'swprintf', 'fwprintf', 'wscanf', 'swscanf', 'wcslen', 'wcscpy', 'wcsncpy', 'wcscmp', 'wcsncmp', 'wcscat',
    'wcschr', 'wcsstr', 'wcstol', 'wcstoul', 'wcstod', 'fgetws', 'fputws', 'putwchar', 'getwchar', 'mbstowcs', 'wcstombs',
    'wmemcpy', 'wmemset',
  ],
  csignal: ['signal', 'raise'],
  clocale: ['setlocale', 'localeconv'],
  // Visual C++'s <conio.h> console input.
  conio: ['_getch', '_getche', '_kbhit', 'getch', 'getche', 'kbhit'],
  ctime: ['difftime', 'localtime', 'gmtime', 'strftime', 'mktime'],
  // std::move of an owning pointer is declared in memory.ts.
  utility: ['forward', 'exchange', 'declval'],
  // std::make_unique and std::make_shared are checked in src/sema/smart-pointers.ts.
  memory: ['addressof', 'dynamic_pointer_cast', 'static_pointer_cast'],
  // std::bind, std::ref, std::cref, std::invoke and std::mem_fn are checked in src/sema/std-bind.ts,
  // which takes std::placeholders::_1.. as std::bind's arguments only (not as values elsewhere).
  functional: ['not_fn', 'placeholders'],
  string: ['stoul', 'stoull', 'stold'],
  // std::distance, std::advance, std::next and std::prev: iterator.ts and src/sema/iterator-steps.ts;
  // the inserters and std::ostream_iterator: output-iterators.ts.
  iterator: ['size', 'data'],
  // The rest of <ppl.h> is declared in ppl.ts and ppl-header.ts; <ppltasks.h> and <concurrent_vector.h> are not.
  ppl: ['parallel_radix_sort', 'create_task', 'when_all', 'when_any', 'is_current_task_group_canceling', 'interruption_point', 'make_choice', 'make_greedy_join', 'make_join'],
};

/** Class and class-template names, by header; `true` marks templates (`map<K, V>`). */
const types: Record<string, readonly (readonly [string, boolean])[]> = {
  containers: [
    // map, set, list and their variants are declared in associative.ts.
    ['valarray', true],
    ['bitset', true], ['span', true],
  ],
  // std::tuple is declared in tuple.ts.
  utility: [['optional', true], ['variant', true]],
  // std::unique_ptr and std::shared_ptr are declared in memory.ts.
  memory: [['weak_ptr', true], ['allocator', true], ['enable_shared_from_this', true]],
  // std::function is a function pointer type of its own kind (src/sema/std-function.ts);
  // std::reference_wrapper is declared in reference-wrapper.ts.
  // The rest of <type_traits> is declared in type-traits.ts.
  type_traits: [
    ['integral_constant', true], ['bool_constant', true], ['decay', true], ['is_base_of', true], ['is_convertible', true],
    ['common_type', true], ['underlying_type', true], ['is_signed', true], ['is_unsigned', true], ['make_signed', true],
    ['make_unsigned', true], ['add_const', true], ['add_pointer', true], ['add_lvalue_reference', true], ['is_class', true],
    ['is_enum', true], ['is_array', true], ['is_reference', true], ['is_void', true], ['remove_extent', true],
    ['remove_all_extents', true], ['aligned_storage', true], ['result_of', true], ['invoke_result', true],
    ['is_trivially_copyable', true], ['is_pod', true], ['is_scalar', true], ['is_fundamental', true], ['is_empty', true],
    ['is_function', true], ['is_lvalue_reference', true], ['is_rvalue_reference', true],
    ['is_constructible', true], ['is_default_constructible', true], ['is_assignable', true], ['conjunction', true],
    ['disjunction', true], ['negation', true], ['void_t', true], ['is_same_v', false], ['enable_if_t', true], ['conditional_t', true],
  ],
  iterator: [['istream_iterator', true], ['istreambuf_iterator', true], ['ostreambuf_iterator', true]],
  // std::ostringstream, std::istringstream and std::stringstream are declared in sstream.ts.
  fstream: [['ifstream', false], ['ofstream', false], ['fstream', false]],
  // std::thread is declared in thread.ts.
  thread: [['mutex', false], ['lock_guard', true], ['unique_lock', true], ['condition_variable', false], ['atomic', true]],
  // The clocks and durations are declared in chrono.ts.
  chrono: [['time_point', true]],
  random: [
    ['ranlux24', false], ['ranlux48', false], ['knuth_b', false],
    ['binomial_distribution', true], ['poisson_distribution', true],
    ['discrete_distribution', true], ['lognormal_distribution', true], ['gamma_distribution', true],
  ],
  string: [['string_view', false]],
  ppl: [
    ['concurrent_vector', true], ['concurrent_queue', true], ['concurrent_unordered_map', true], ['concurrent_unordered_set', true],
    ['task_completion_event', true], ['cancellation_token', false], ['cancellation_token_source', false], ['auto_partitioner', false],
    ['simple_partitioner', false], ['static_partitioner', false], ['affinity_partitioner', false], ['task_continuation_context', false],
  ],
};

const functionNames: ReadonlySet<string> = new Set(Object.values(functions).flat());
const typeNames: ReadonlySet<string> = new Set(Object.values(types).flat().map(([n]) => n));

/**
 * Names too common to make type names for the parser: a program's own variable `list` or
 * `count` must still parse as a variable. These are reported by sema only.
 */
const commonWords: ReadonlySet<string> = new Set([
  'map', 'set', 'list', 'deque', 'queue', 'stack', 'span', 'pair', 'tuple', 'optional', 'variant', 'allocator', 'function',
  'hash', 'thread', 'mutex', 'atomic', 'duration', 'time_point', 'bitset', 'valarray',
]);

/**
 * The unsupported type names that are common words: the parser knows them only qualified
 * (`std::thread t(f);`), so that sema can say they are not supported, not a syntax error.
 */
export const unsupportedQualifiedLibraryNames: readonly string[] = [...typeNames].filter((n) => commonWords.has(n));

/** Type names the parser must know (`std::stringstream ss;`). */
export const unsupportedLibraryTypeNames: readonly string[] = [...typeNames].filter((n) => !commonWords.has(n));
/** Template names the parser must know (`std::unordered_map<int, int>`). */
export const unsupportedLibraryTemplateNames: readonly string[] = Object.values(types).flat().filter(([n, t]) => t && !commonWords.has(n)).map(([n]) => n);

/**
 * Whether a name written qualified by `std::` (`std::mismatch`, `::std::bar`) could only be the
 * standard library's: a program may not declare names there, so one ampc does not declare is a
 * library name it does not implement, not an undeclared identifier. (ampc declares all of C++
 * AMP's `concurrency::`, so a name missing there is undeclared: `fast_math::erf` does not exist.)
 */
export function isInLibraryNamespace(parts: readonly string[]): boolean {
  const first = parts[0] === '' ? parts[1] : parts[0];
  return parts.length >= 2 && first === 'std';
}

/** Whether `name` (the last part of a name as written) is a library name ampc does not implement. */
export function isUnsupportedLibraryName(name: string): boolean {
  return functionNames.has(name) || typeNames.has(name);
}
