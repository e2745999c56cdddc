/**
 * The lowering of amp code (src/lower/): side effects used as values become statements before
 * the statement holding them, in C++17's order; loop conditions run their hoisted statements on
 * every test; switch cases stop falling through. Host code is not lowered.
 */
import { lowered, lowerKernel, loweringErrors } from './helpers.js';

describe('side effects used as values', () => {
  test('a post-increment in a subscript reads the old value into a temporary', () => {
    expect(lowerKernel('int k = 0; a[k++] = 1;')).toEqual(['k = 0;', 'const k_old = k;', 'k++;', 'a[k_old] = 1;']);
  });

  test('a pre-increment is done first and its object read', () => {
    expect(lowerKernel('int k = 0; int j = ++k; a[j] = k;')).toEqual(['k = 0;', '++k;', 'j = k;', 'a[j] = k;']);
  });

  test('a chained assignment assigns right to left, each reading the object just assigned', () => {
    expect(lowerKernel('int x, y; x = y = 3; a[idx] = x;')).toEqual(['x;', 'y;', 'y = 3;', 'x = y;', 'a[idx] = x;']);
  });

  test('an assignment in a condition is done before the if', () => {
    expect(lowerKernel('int t; if ((t = a[idx]) > 0) a[idx] = t;')).toEqual(['t;', 't = a[idx];', 'if ((t > 0)) {', '  a[idx] = t;', '}']);
  });

  test("C++17: the right operand of '=' runs first, so the left one sees the incremented variable", () => {
    expect(lowerKernel('int local[4] = {0, 0, 0, 0}; int m = 1; local[m] = m++;').slice(2)).toEqual(['const m_old = m;', 'm++;', 'local[m] = m_old;']);
  });

  test("the right operand of '&&' runs its side effects only when the left one holds", () => {
    expect(lowerKernel('int p = 0; if (idx[0] > 2 && p++ < 5) a[idx] = p;')).toEqual([
      'p = 0;',
      't0 = (idx[0] > 2);',
      'if (t0) {',
      '  const p_old = p;',
      '  p++;',
      '  t0 = (p_old < 5);',
      '}',
      'if (t0) {',
      '  a[idx] = p;',
      '}',
    ]);
  });

  test("'?:' runs only the chosen branch's side effects", () => {
    expect(lowerKernel('int u = 0, v = 0; int w = idx[0] < 3 ? u++ : v--;').slice(2)).toEqual([
      't0;',
      'if ((idx[0] < 3)) {',
      '  const u_old = u;',
      '  u++;',
      '  t0 = u_old;',
      '} else {',
      '  const v_old = v;',
      '  v--;',
      '  t0 = v_old;',
      '}',
      'w = t0;',
    ]);
  });

  test("'?:' whose branch calls a function is an if: WGSL's select would run both branches", () => {
    const prelude = 'int bump(int& k) restrict(amp) { return ++k; }';
    expect(lowerKernel('int k = 0; int r = n > 1 ? bump(k) : 0;', prelude).slice(1)).toEqual([
      't0;',
      'if ((n > 1)) {',
      '  t0 = bump(k);',
      '} else {',
      '  t0 = 0;',
      '}',
      'r = t0;',
    ]);
    // Branches that only read stay a select.
    expect(lowerKernel('int r = n > 1 ? a[0] : 0;')).toEqual(['r = ((n > 1) ? a[0] : 0);']);
  });

  test('the comma operator as a value runs its left operand as a statement', () => {
    expect(lowerKernel('int u = 0; int r = (u += 5, u * 2);')).toEqual(['u = 0;', 'u += 5;', 'r = (u * 2);']);
  });
});

describe('loops', () => {
  test('a while condition with a side effect runs it on every test, the failing one too', () => {
    expect(lowerKernel('int i = 0; while (i++ < n) a[idx] += 1;')).toEqual([
      'i = 0;',
      'while (true) {',
      '  const i_old = i;',
      '  i++;',
      '  if (!(i_old < n)) {',
      '    break;',
      '  }',
      '  a[idx] += 1;',
      '}',
    ]);
  });

  test('a do-while condition runs after the body', () => {
    expect(lowerKernel('int d = 3; do a[idx] += 1; while (--d > 0);')).toEqual([
      'd = 3;',
      'while (true) {',
      '  a[idx] += 1;',
      '  --d;',
      '  if (!(d > 0)) {',
      '    break;',
      '  }',
      '}',
    ]);
  });

  test('a for step with the comma operator stays the step, its parts statements of their own', () => {
    expect(lowerKernel('int s = 0; for (int i = 0, j = n - 1; i < j; ++i, --j) s += a[i];').slice(1)).toEqual([
      'for ({   i = 0;   j = (n - 1); } (i < j); (++i , --j)) {',
      '  s += a[i];',
      '}',
    ]);
  });

  test("a for step's temporaries are declared in the loop's init and assigned in the step", () => {
    expect(lowerKernel('int k = 0; for (int i = 0; i < n; i++, k = a[k++]) a[idx] += k;').slice(1)).toEqual([
      'for ({   i = 0;   k_old; } (i < n); (((i++ , k_old = k) , k++) , k = a[k_old])) {',
      '  a[idx] += k;',
      '}',
    ]);
  });

  test('a for condition with a side effect runs it on every test, after a continue too', () => {
    expect(lowerKernel('int t = 0; for (int i = 0; (t = a[i]) != 9; i++) { if (t == 0) continue; a[idx] += t; }').slice(1)).toEqual([
      'for (i = 0; ; i++) {',
      '  t = a[i];',
      '  if (!(t != 9)) {',
      '    break;',
      '  }',
      '  if ((t == 0)) {',
      '    continue;',
      '  }',
      '  a[idx] += t;',
      '}',
    ]);
  });
});

describe('switch', () => {
  test('a case that falls through runs on into the next case, up to its break', () => {
    expect(lowerKernel('int x = 0; switch (a[idx]) { case 0: x += 1; case 1: x += 2; break; default: x = 9; } a[idx] = x;')).toEqual([
      'x = 0;',
      'switch (a[idx]) {',
      'case 0:',
      '  x += 1;',
      '  x += 2;',
      '  break;',
      'case 1:',
      '  x += 2;',
      '  break;',
      'case default:',
      '  x = 9;',
      '}',
      'a[idx] = x;',
    ]);
  });

  test('a case that falls into the last case ends the switch with a break', () => {
    expect(lowerKernel('int x = 0; switch (a[idx]) { case 0: x += 1; default: x += 2; }').slice(1)).toEqual([
      'switch (a[idx]) {',
      'case 0:',
      '  x += 1;',
      '  x += 2;',
      '  break;',
      'case default:',
      '  x += 2;',
      '}',
    ]);
  });
});

describe('what the lowering refuses', () => {
  test('two unsequenced accesses of a variable one of them modifies', () => {
    expect(loweringErrors('int i = 0; a[idx] = i + i++;')).toEqual([
      "1:21 unsupported modifying 'i' where another operand of the same expression also reads or modifies it, in an order C++ leaves unspecified or undefined, is not supported by ampc",
    ]);
    expect(loweringErrors('int i = 0; int j = i++ + i++;')).toHaveLength(1);
  });

  test("a sequenced access is not refused: C++17 runs '='s right operand first", () => {
    expect(loweringErrors('int i = 0; a[i] = a[i++];')).toEqual([]);
  });

  test('a side effect in a branch of a conditional of pointer type (a pointer must be initialised where it is declared)', () => {
    expect(loweringErrors('int arr[2] = {1, 2}; int* p = arr; int* q = n > 1 ? p++ : p; a[idx] = *q;')).toEqual([
      '1:45 unsupported a side effect in a branch of a conditional expression of pointer type is not supported by ampc in kernels',
    ]);
  });

  test("a for step's conditional side effect", () => {
    expect(loweringErrors('int k = 0; for (int i = 0; i < n; i++, (k > 0 && k++)) a[idx] += k;')).toEqual([
      "1:35 unsupported a side effect that runs only under a condition ('&&', '||' or '?:') in a for loop's step is not supported by ampc in kernels",
    ]);
  });
});

describe('what the lowering keeps', () => {
  test('a body with nothing to lower is the checked body itself, and so are untouched statements and expressions', () => {
    const { lowered: l, program } = lowered(`void run(std::vector<int>& v, int n) {
  array_view<int, 1> a(n, v);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) { a[idx] = a[idx] * 2; });
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) { int k = 0; a[idx] = n; a[k++] = a[idx] + 1; });
}`);
    const [first, second] = program.kernels;
    expect(l.kernels.get(first!)).toBe(first!.body);
    const body = l.kernels.get(second!)!;
    expect(body).not.toBe(second!.body);
    // `int k = 0;` and `a[idx] = n;` are the checked statements; the last one's right operand is the checked expression.
    expect(body.statements[0]).toBe(second!.body.statements[0]);
    expect(body.statements[1]).toBe(second!.body.statements[1]);
    const last = body.statements[body.statements.length - 1]!;
    const original = second!.body.statements[2]!;
    expect(last.kind === 'ExprStmt' && last.expr.kind === 'Assign' && original.kind === 'ExprStmt' && original.expr.kind === 'Assign' && last.expr.value === original.expr.value).toBe(true);
    expect(last.span).toEqual(original.span);
  });

  test('amp functions a kernel calls are lowered; host code is not', () => {
    const { lowered: l, program } = lowered(`int next(int& k) restrict(amp) { return k++; }
int host(int k) { return k++; }
void run(std::vector<int>& v, int n) {
  array_view<int, 1> a(n, v);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) { int k = 0; a[idx] = next(k); });
}`);
    expect([...l.functions.keys()].map((f) => f.name)).toEqual(['next']);
    expect(program.functions.find((f) => f.name === 'host')).toBeDefined();
  });
});
