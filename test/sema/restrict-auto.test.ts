/**
 * HCC's restrict(auto): the restriction of a function definition inferred from its body, and
 * the restrict(amp) side of restrict(cpu, amp) bodies, which the inference shares.
 */
import { checkSource, fn, locate, where } from './helpers.js';

const restrictionOf = (text: string, name: string) => fn(checkSource(text).program, name).restriction;
const errors = (text: string) => where(checkSource(text).diagnostics.filter((d) => d.severity === 'error'));

describe('restrict(auto) inference', () => {
  test('a body that obeys the amp rules makes the function restrict(cpu, amp)', () => {
    const text = 'int f1() restrict(cpu, amp) { return 1; }\nint f2() restrict(auto) { int x = f1(); return x + 1; }';
    expect(restrictionOf(text, 'f2')).toEqual({ cpu: true, amp: true });
    expect(errors(text)).toEqual([]);
  });

  test('restrict(cpu, auto) and an empty body infer amp too', () => {
    const text = 'void f() restrict(cpu, auto) {}';
    expect(restrictionOf(text, 'f')).toEqual({ cpu: true, amp: true });
  });

  test.each([
    ['a call to a CPU-only function', 'int g() { return 1; }\nint f() restrict(auto) { return g(); }'],
    ['a pointer variable', 'int f() restrict(auto) { int** p; return 0; }'],
    ['a char array', 'void f() restrict(auto) { char ca[10]; ca[2] = 99; }'],
    ['a static local', 'int f() restrict(auto) { static int n = 0; return n; }'],
    ['recursion', 'int f(int n) restrict(auto) { return n > 0 ? f(n - 1) : 0; }'],
    ['a variadic declarator', 'int f(int n, ...) restrict(auto) { return n; }'],
  ])('%s makes it restrict(cpu) only, with no error of its own', (_what, text) => {
    expect(restrictionOf(text, 'f')).toEqual({ cpu: true, amp: false });
    expect(errors(text)).toEqual([]);
  });

  test('an inferred restrict(cpu) function cannot be called from amp code', () => {
    const text = 'int g() { return 1; }\nint f() restrict(auto) { return g(); }\nint h() restrict(amp) { return f(); }';
    expect(errors(text)).toEqual([`amp-call-non-amp@${locate(text, 'f(); }')}`]);
  });

  test('an inferred restrict(cpu) function cannot be called from a restrict(cpu, amp) body', () => {
    const text = 'void f() restrict(auto) { int* p[5]; }\nvoid h() restrict(cpu, amp) { f(); }';
    expect(errors(text)).toEqual([`amp-call-non-amp@${locate(text, 'f(); }')}`]);
  });

  test('inferred restrict(cpu, amp) functions are callable from amp code', () => {
    const text = 'int f1() restrict(cpu, amp) { return 1; }\nint f2() restrict(cpu, auto) { return f1(); }\n'
      + 'void f_null() restrict(cpu, auto) {}\nint h() restrict(cpu, amp) { f_null(); return f2(); }';
    expect(errors(text)).toEqual([]);
  });

  test('the trial check leaves no trace: a lambda in the body is made once', () => {
    const text = 'int f() restrict(auto) { auto g = [](int x) restrict(cpu, amp) { return x + 1; }; return g(1); }';
    const { program, diagnostics } = checkSource(text);
    expect(diagnostics).toEqual([]);
    // The program's own functions (the library prelude's classes, <ppl.h>'s, have member functions too).
    expect(program.functions.filter((f) => !f.span.file.startsWith('<')).map((f) => f.name)).toEqual(['f', 'f_lambda0']);
    expect(fn(program, 'f').restriction).toEqual({ cpu: true, amp: true });
  });

  test('the inferred restriction is settled before the body is diagnosed: restrict(cpu, auto) still checks the body as CPU code', () => {
    const text = 'int f1() restrict(amp) { return 1; }\nint f2() restrict(cpu, auto) { return f1(); }';
    expect(errors(text)).toEqual([`cpu-call-amp@${locate(text, 'f1(); }')}`]);
  });

  test('restrict(amp, auto) is checked as amp code', () => {
    const text = 'int f1() restrict(cpu) { return 1; }\nint f2() restrict(amp, auto) { return f1(); }';
    expect(restrictionOf(text, 'f2')).toEqual({ cpu: false, amp: true });
    expect(errors(text)).toEqual([`amp-call-non-amp@${locate(text, 'f1(); }')}`]);
  });
});

describe('where restrict(auto) may be written', () => {
  test('only on a definition', () => {
    const text = 'int f() restrict(cpu, auto);\nint f() restrict(cpu) { return 1; }';
    expect(errors(text)).toEqual([`restrict-auto-declaration@${locate(text, 'auto')}`]);
  });

  test('on a function with no other declaration, before it', () => {
    const text = 'int f() restrict(cpu);\nint f() restrict(cpu, auto) { return 1; }';
    expect(errors(text)).toEqual([`restrict-auto-redeclared@${locate(text, 'f() restrict(cpu, auto)')}`]);
  });

  test('or after it', () => {
    const text = 'int f() restrict(auto) { return 1; }\nint f();';
    expect(errors(text)).toEqual([`restrict-auto-redeclared@${locate(text, 'f();')}`]);
  });

  test('on a member function it is not supported by ampc', () => {
    const text = 'struct S { int f() restrict(auto) { return 1; } };';
    const { diagnostics } = checkSource(text);
    expect(where(diagnostics)).toEqual([`unsupported@${locate(text, 'auto')}`]);
    expect(diagnostics[0].message).toMatch(/not supported by ampc/);
  });
});

describe('the restrict(amp) side of restrict(cpu, amp) bodies', () => {
  test('a call to a CPU-only function is an error', () => {
    const text = 'int g() { return 1; }\nint f() restrict(cpu, amp) { return g(); }';
    expect(errors(text)).toEqual([`amp-call-non-amp@${locate(text, 'g(); }')}`]);
  });

  test('an error of both sides is reported once', () => {
    const text = 'int f() restrict(cpu, amp) { return undeclared_name; }';
    expect(errors(text)).toEqual([`undeclared@${locate(text, 'undeclared_name')}`]);
  });
});
