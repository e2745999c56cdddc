/** Which exceptions unwind the stack (and so run destructors): runtime/unwinding.ts. */
import { InvalidComputeDomain, ProgramExit, RuntimeException } from '../../runtime/index.js';
import { enterTry, leaveTry, unwinds } from '../../runtime/unwinding.js';

describe('unwinds', () => {
  test('an exception with no try around it does not unwind', () => {
    expect(unwinds(new RuntimeException('x'))).toBe(false);
  });

  test('only a handler that takes the exception makes it unwind, wherever it is on the stack', () => {
    enterTry((e) => e instanceof RuntimeException);
    enterTry((e) => e instanceof InvalidComputeDomain);
    expect(unwinds(new InvalidComputeDomain('x'))).toBe(true);
    expect(unwinds(new RuntimeException('x'))).toBe(true);
    expect(unwinds(7)).toBe(false);
    leaveTry();
    leaveTry();
    expect(unwinds(new RuntimeException('x'))).toBe(false);
  });

  test('exit() and abort() never unwind, even inside catch (...)', () => {
    enterTry(() => true);
    expect(unwinds(new ProgramExit(3))).toBe(false);
    expect(unwinds(new RuntimeException('x'))).toBe(true);
    leaveTry();
  });
});
