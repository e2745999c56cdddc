/**
 * Standard library names ampc knows but does not implement. A program that uses one gets
 * "'std::sort' is not supported by ampc" instead of "use of undeclared identifier", and the
 * parser knows which of them name types and templates, so that `std::map<int, int> m;` parses
 * as the declaration it is and is reported as such.
 */

/** Functions and objects, by header. */
const functions: Record<string, readonly string[]> = {
  algorithm: [
    'sort', 'stable_sort', 'partial_sort', 'nth_element', 'fill', 'fill_n', 'copy', 'copy_n', 'copy_if', 'transform',
    'for_each', 'find', 'find_if', 'count', 'count_if', 'swap', 'reverse', 'rotate', 'unique', 'remove', 'remove_if',
    'replace', 'max_element', 'min_element', 'minmax_element', 'equal', 'lower_bound', 'upper_bound', 'binary_search',
    'generate', 'generate_n', 'shuffle', 'random_shuffle', 'all_of', 'any_of', 'none_of', 'clamp', 'iter_swap',
  ],
  numeric: ['inner_product', 'partial_sum', 'iota', 'adjacent_difference', 'reduce', 'gcd', 'lcm'],
  cstdlib: ['malloc', 'calloc', 'realloc', 'free', 'atoi', 'atol', 'atof', 'strtol', 'strtoul', 'strtod', 'strtof', 'qsort', 'bsearch', 'getenv', 'system', 'atexit', 'div', 'ldiv', 'llabs'],
  cstring: ['memcpy', 'memset', 'memmove', 'memcmp', 'strlen', 'strcpy', 'strncpy', 'strcmp', 'strncmp', 'strcat', 'strchr', 'strstr'],
  cstdio: ['printf', 'fprintf', 'sprintf', 'snprintf', 'puts', 'putchar', 'scanf', 'fopen', 'fclose', 'fread', 'fwrite', 'fflush', 'getchar', 'perror'],
  ctime: ['clock', 'difftime', 'localtime', 'gmtime', 'strftime', 'mktime'],
  utility: ['move', 'forward', 'make_pair', 'exchange', 'declval'],
  memory: ['make_unique', 'make_shared', 'addressof'],
  tuple: ['make_tuple', 'tie', 'get'],
  string: ['to_string', 'stoi', 'stof', 'stod', 'getline'],
  iterator: ['distance', 'advance', 'next', 'prev', 'back_inserter', 'size', 'data'],
};

/** Class and class-template names, by header; `true` marks templates (`map<K, V>`). */
const types: Record<string, readonly (readonly [string, boolean])[]> = {
  containers: [
    ['map', true], ['unordered_map', true], ['set', true], ['unordered_set', true], ['list', true], ['deque', true],
    ['queue', true], ['stack', true], ['priority_queue', true], ['multimap', true], ['multiset', true], ['valarray', true],
    ['bitset', true], ['initializer_list', true], ['span', true],
  ],
  utility: [['pair', true], ['tuple', true], ['optional', true], ['variant', true]],
  memory: [['unique_ptr', true], ['shared_ptr', true], ['weak_ptr', true], ['allocator', true]],
  functional: [['function', true], ['hash', true], ['reference_wrapper', true]],
  type_traits: [['is_same', true], ['enable_if', true], ['remove_reference', true], ['decay', true], ['integral_constant', true]],
  sstream: [['stringstream', false], ['ostringstream', false], ['istringstream', false]],
  fstream: [['ifstream', false], ['ofstream', false], ['fstream', false]],
  thread: [['thread', false], ['mutex', false], ['lock_guard', true], ['unique_lock', true], ['condition_variable', false], ['atomic', true]],
  chrono: [['high_resolution_clock', false], ['steady_clock', false], ['system_clock', false], ['duration', true], ['time_point', true]],
  random: [
    ['mt19937_64', false], ['ranlux24', false], ['ranlux48', false], ['knuth_b', false], ['bernoulli_distribution', false],
    ['binomial_distribution', true], ['poisson_distribution', true], ['exponential_distribution', true],
    ['discrete_distribution', true], ['lognormal_distribution', true], ['gamma_distribution', true],
  ],
  string: [['wstring', false], ['string_view', false]],
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

/** Type names the parser must know (`std::stringstream ss;`). */
export const unsupportedLibraryTypeNames: readonly string[] = [...typeNames].filter((n) => !commonWords.has(n));
/** Template names the parser must know (`std::unordered_map<int, int>`). */
export const unsupportedLibraryTemplateNames: readonly string[] = Object.values(types).flat().filter(([n, t]) => t && !commonWords.has(n)).map(([n]) => n);

/** Whether `name` (the last part of a name as written) is a library name ampc does not implement. */
export function isUnsupportedLibraryName(name: string): boolean {
  return functionNames.has(name) || typeNames.has(name);
}
