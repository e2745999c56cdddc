/**
 * Overloads' printed names (src/codegen/overload-names.ts): numbered in order, never onto a name
 * another function or a class of the module has. The programs
 * test/e2e/oracle-programs/overload_name_clash*.cpp run such a module on the host and in a kernel.
 */
import { overloadNames } from '../../src/codegen/overload-names.js';

const named = (functions: string[], taken: string[] = []) => [...overloadNames(functions.map((name, i) => ({ name, i })), (fn) => fn.name, new Set(taken)).values()];

test('the first of a name keeps it; the others are numbered from 2', () => {
  expect(named(['f', 'g', 'f', 'f'])).toEqual(['f', 'g', 'f_2', 'f_3']);
});

test('a number skips the name of another function, declared before or after', () => {
  expect(named(['f', 'f', 'f_2'])).toEqual(['f', 'f_3', 'f_2']);
  expect(named(['f_2', 'f', 'f', 'f_2'])).toEqual(['f_2', 'f', 'f_3', 'f_2_2']);
  expect(named(['f', 'f', 'f_2', 'f_3'])).toEqual(['f', 'f_4', 'f_2', 'f_3']);
});

test('a number skips the names taken by other things (classes, kernels), and a function does not keep one', () => {
  expect(named(['g', 'g', 'g'], ['g_2'])).toEqual(['g', 'g_3', 'g_4']);
  expect(named(['main_kernel0', 'h'], ['main_kernel0'])).toEqual(['main_kernel0_2', 'h']);
});

test('no two functions get one name', () => {
  const names = named(['a', 'a_2', 'a', 'a_2', 'a', 'a_2_2', 'a_3'], ['a_4']);
  expect(new Set(names).size).toBe(names.length);
});
