/**
 * C++ names as JS names (src/codegen/host/names.ts): a reserved name moves aside, the one it
 * moves onto moves too, so two C++ names never become one; members also avoid the methods the
 * host's classes and the runtime's base classes have.
 */
import { jsName, memberName } from '../../src/codegen/host/names.js';
import { StdException } from '../../runtime/std-exceptions.js';

const sample = ['x', 'x_', 'clone', 'clone_', 'clone__', 'in', 'in_', 'in__', 'if_', 'if__', 'cppName', 'cppName_', 'what', 'withWhat_', 'free', 'free_', 'S::count', 'Array', 'Array_'];

test('no two C++ names become one JS name, for variables or for members', () => {
  for (const rename of [jsName, memberName]) {
    const names = sample.map(rename);
    expect(new Set(names).size).toBe(sample.length);
  }
});

test('a reserved name and the names spelled like it with more underscores each take one more', () => {
  expect(['in', 'in_', 'in__'].map(jsName)).toEqual(['in_', 'in__', 'in___']);
  expect(['clone', 'clone_'].map(memberName)).toEqual(['clone_', 'clone__']);
  // Variables may be called `clone`: only members meet the method.
  expect(jsName('clone')).toBe('clone');
  // No C++ name is `if`, so `if_` keeps its name.
  expect(jsName('if_')).toBe('if_');
  expect(jsName('x_')).toBe('x_');
});

test('no member takes the name of a method of the classes the host emits or of the runtime exception base', () => {
  const generated = ['clone', 'copyAssign', 'destroyObject', 'bytes', 'constructor'];
  // Error's `message` and `name` are the exception: a field of one of them is a string, or refused (sema/exception-classes.ts).
  const keptByError = new Set(['message', 'name']);
  const runtimeMembers = [...Object.getOwnPropertyNames(StdException.prototype), ...Object.keys(new StdException())].filter((n) => !keptByError.has(n));
  for (const name of [...generated, ...runtimeMembers]) expect(memberName(name)).not.toBe(name);
});
