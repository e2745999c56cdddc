/**
 * The lowering of amp code (src/lower/): side effects used as values become statements before
 * the statement holding them, in C++17's order; loop conditions run their hoisted statements on
 * every test; switch cases stop falling through. Host code is not lowered.
 */
import type { Expr, Stmt } from '../../src/sema/program.js';
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
    // Branches that only compute with values stay a select (one that reads memory by index does not: below).
    expect(lowerKernel('int r = n > 1 ? n * 2 : 0;')).toEqual(['r = ((n > 1) ? (n * 2) : 0);']);
  });

  test('the comma operator as a value runs its left operand as a statement', () => {
    expect(lowerKernel('int u = 0; int r = (u += 5, u * 2);')).toEqual(['u = 0;', 'u += 5;', 'r = (u * 2);']);
  });
});

describe('compound assignments and increments', () => {
  const typed = (body: string, prelude = '') => lowerKernel(body, prelude, true);

  test("one 32-bit type on both sides stays WGSL's own 'op=' and '++'", () => {
    expect(typed('int x = 1; unsigned u = 2u; float f = 0.5f; int c = n; x += 2; x %= 3; x <<= c; u >>= c; u -= c; f *= 2.0f; x++; --u;')).toEqual([
      'x = 1;', 'u = 2;', 'f = 0.5;', 'c = n;',
      'x += 2;', 'x %= 3;', 'x <<= c;', 'u >>= c;', 'u -= unsigned int(c);', 'f *= 2;', 'x++;', '--u;',
    ]);
  });

  test('mixed types: the target converted to the computation type, the result converted back', () => {
    expect(typed('int x = 1; unsigned u = 2u; float f = 0.5f; double d = 0.25; x *= 1.5f; x -= u; f += d; x /= d;').slice(4)).toEqual([
      'x = int((float(x) * 1.5));',
      'x = int((unsigned int(x) - u));',
      'f = float((double(f) + d));',
      'x = int((double(x) / d));',
    ]);
  });

  test('a double target is a store (WGSL has no double); a float increment is += 1', () => {
    expect(typed('double d = 0.5; float f = 1.0f; d *= 3; d++; --d; f++; int r = f--; a[idx] = r;').slice(2)).toEqual([
      'd = (d * 3);',
      'd = (d + 1);',
      'd = (d - 1);',
      'f += 1;',
      'const f_old = f;',
      'f -= 1;',
      'r = int(f_old);',
      'a[idx] = r;',
    ]);
  });

  test('a bool target computes in int', () => {
    expect(typed('bool b = n > 1; b |= n > 2; a[idx] = b;').slice(1, 2)).toEqual(['b = bool((int(b) | int((n > 2))));']);
  });

  test('a target whose subscript calls a function or reads a view is evaluated once, before', () => {
    const prelude = 'int pick(int i) restrict(amp) { return i % 4; }';
    expect(typed('int local[4] = {1, 2, 3, 4}; local[pick(n)] += 2.5; local[a[idx]] *= 0.5f; a[idx] = local[0];', prelude).slice(1)).toEqual([
      'const local_idx = pick(n);',
      'local[local_idx] = int((double(local[local_idx]) + 2.5));',
      'const local_idx1 = a[idx];',
      'local[local_idx1] = int((float(local[local_idx1]) * 0.5));',
      'a[idx] = local[0];',
    ]);
  });

  test("a subscript's side effect runs once: the store reads the old value's temporary", () => {
    expect(typed('int local[4] = {1, 2, 3, 4}; int k = 0; local[k++] *= 1.5; local[k++] *= 1.5; a[idx] = local[k];').slice(2)).toEqual([
      'const k_old = k;',
      'k++;',
      'local[k_old] = int((double(local[k_old]) * 1.5));',
      'const k_old1 = k;',
      'k++;',
      'local[k_old1] = int((double(local[k_old1]) * 1.5));',
      'a[idx] = local[k];',
    ]);
  });

  test('a right operand that calls a function runs before the target is read', () => {
    const prelude = 'float bump(int& k) restrict(amp) { return (float)++k; }';
    expect(typed('int k = 1; k *= bump(k); a[idx] = k;', prelude).slice(1, 3)).toEqual(['const t0 = bump(k);', 'k = int((float(k) * t0));']);
  });

  test('memory the kernel uses atomically is stored to, even with one type on both sides', () => {
    expect(typed('atomic_fetch_add(&a[0], 1); a[1] += 2; a[2]++; a[3] <<= n;').slice(1)).toEqual([
      'a[1] = (a[1] + 2);',
      'a[2] = (a[2] + 1);',
      'a[3] = (a[3] << n);',
    ]);
  });

  test('a compound assignment used as a value is stored, then its target read', () => {
    expect(typed('int x = n; int y = (x *= 1.5) + 1; a[idx] = y;').slice(1, 3)).toEqual(['x = int((double(x) * 1.5));', 'y = (x + 1);']);
  });

  test("a for step's store", () => {
    expect(typed('float y = 1.0f; for (int j = 0; j < n; j++, y *= 1.5) {} a[idx] = y;').slice(1, 2)).toEqual([
      'for (j = 0; (j < n); (j++ , y = float((double(y) * 1.5)))) {',
    ]);
  });
});

describe('temporaries', () => {
  test('are numbered above the checked program\'s variables, each once', () => {
    const { lowered: l, program } = lowered(`void run(std::vector<int>& v, int n) {
  array_view<int, 1> a(n, v);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) { int k = 0; a[k++] = 1; a[k++] = 2; for (int i = 0; i < n; i++, a[k++] = 3) {} });
}`);
    const ids: number[] = [];
    const visit = (s: Stmt): void => {
      if (s.kind === 'VarDecl') ids.push(s.variable.id);
      if (s.kind === 'Block') s.statements.forEach(visit);
      if (s.kind === 'For' && s.init) visit(s.init);
    };
    l.kernels.get(program.kernels[0]!)!.statements.forEach(visit);
    const temporaries = ids.filter((id) => id >= program.nextVariableId);
    expect(temporaries).toHaveLength(3);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test("a for step's temporary is declared assignable (it is assigned on each step)", () => {
    const { lowered: l, program } = lowered(`void run(std::vector<int>& v, int n) {
  array_view<int, 1> a(n, v);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) { int k = 0; for (int i = 0; i < n; i++, a[k++] = 3) {} });
}`);
    const loop = l.kernels.get(program.kernels[0]!)!.statements[1]!;
    const init = loop.kind === 'For' && loop.init?.kind === 'Block' ? loop.init.statements : [];
    const old = init.find((s) => s.kind === 'VarDecl' && s.variable.name === 'k_old');
    expect(old?.kind === 'VarDecl' && old.variable.isConst).toBe(false);
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

  test("a for step whose side effect runs under a condition runs at the top of every iteration but the first", () => {
    expect(lowerKernel('int k = 0; for (int i = 0; i < n; i++, (k > 0 && k++)) a[idx] += k;').slice(1)).toEqual([
      '{',
      '  i = 0;',
      '  first = true;',
      '  while (true) {',
      '    if (!first) {',
      '      i++;',
      '      if ((k > 0)) {',
      '        k++;',
      '      }',
      '    }',
      '    first = false;',
      '    if (!(i < n)) {',
      '      break;',
      '    }',
      '    a[idx] += k;',
      '  }',
      '}',
    ]);
  });

  test("a do-while condition with side effects, in a body that continues, runs where 'continue' leads: the next iteration's top", () => {
    expect(lowerKernel('int d = 3; do { if (d == 2) continue; a[idx] += 1; } while (--d > 0);').slice(1)).toEqual([
      '{',
      '  first = true;',
      '  while (true) {',
      '    if (!first) {',
      '      --d;',
      '      if (!(d > 0)) {',
      '        break;',
      '      }',
      '    }',
      '    first = false;',
      '    if ((d == 2)) {',
      '      continue;',
      '    }',
      '    a[idx] += 1;',
      '  }',
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


});

describe('what the lowering refuses at a barrier', () => {
  test('a conditional for step, or a do-while condition with side effects and a continue, in a loop that waits at a barrier', () => {
    const { lowered: l } = lowered(`void run(std::vector<int>& v) {
  array_view<int, 1> a(64, v);
  parallel_for_each(a.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    int k = 0;
    for (int i = 0; i < 4; i++, (k > 0 && k++)) t.barrier.wait();
    int d = 2;
    do { t.barrier.wait(); if (d == 1) continue; } while (--d > 0);
    a[t.global] = k + d;
  });
}`);
    expect(l.diagnostics.map((d) => `${d.span.start.line}: ${d.message}`)).toEqual([
      "7: a side effect that runs only under a condition ('&&', '||' or '?:') in the step of a for loop that waits at a barrier is not supported by ampc in kernels",
      "9: a do-while condition with side effects, in a loop whose body uses 'continue' and waits at a barrier, is not supported by ampc in kernels",
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

describe("'?:' whose branch reads memory by index", () => {
  test('is an if: WGSL\'s select would read a[i] also where the guard is false', () => {
    expect(lowerKernel('int i = idx[0]; int x = i + 1 < n ? a[i + 1] : 0;').slice(1)).toEqual([
      't0;',
      'if (((i + 1) < n)) {',
      '  t0 = a[(i + 1)];',
      '} else {',
      '  t0 = 0;',
      '}',
      'x = t0;',
    ]);
  });

  test('an array element at an index that may be out of bounds too; at a constant index within it, a select', () => {
    expect(lowerKernel('int l[4] = {1, 2, 3, 4}; int i = idx[0]; a[idx] = (i < 4 ? l[i] : 0) + (i > 0 ? l[3] : i * 2);').slice(2)).toEqual([
      't0;',
      'if ((i < 4)) {',
      '  t0 = l[i];',
      '} else {',
      '  t0 = 0;',
      '}',
      'a[idx] = (t0 + ((i > 0) ? l[3] : (i * 2)));',
    ]);
  });

  test("'&&' is kept: WGSL's && evaluates its right operand only where the left one holds", () => {
    expect(lowerKernel('int i = idx[0]; if (i + 1 < n && a[i + 1] > 0) a[idx] = 1;').slice(1)).toEqual([
      'if ((((i + 1) < n) && (a[(i + 1)] > 0))) {',
      '  a[idx] = 1;',
      '}',
    ]);
  });

  test('in the condition of a statement that waits at a barrier it stays a select, for WGSL to prove it uniform', () => {
    const { lowered: l, program } = lowered(`void run(std::vector<int>& v) {
  array_view<int, 1> a(64, v);
  parallel_for_each(a.extent.tile<16>(), [=](tiled_index<16> t) restrict(amp) {
    tile_static int sh[16];
    sh[t.local[0]] = a[t.global];
    t.barrier.wait();
    for (int k = 0; k < 17; k++) {
      if ((k < 16 ? sh[k] : 0) > 3) t.barrier.wait();
    }
  });
}`);
    expect(l.diagnostics).toEqual([]);
    expect(l.kernels.get(program.kernels[0]!)).toBe(program.kernels[0]!.body);
  });
});

describe('braced lists made complete', () => {
  test('the elements and members a list leaves out are given their zero values, nested lists too', () => {
    const { lowered: l, program } = lowered(`struct P { int a; float b; bool on; };
void run(std::vector<int>& v) {
  array_view<int, 1> a(4, v);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) {
    int g[2][3] = {{idx[0]}};
    P p = {1};
    a[idx] = g[1][2] + p.a;
  });
}`);
    expect(l.diagnostics).toEqual([]);
    const [g, p] = l.kernels.get(program.kernels[0]!)!.statements;
    const shape = (e: Expr): unknown => (e.kind === 'InitList' ? e.elements.map(shape) : e.kind === 'Construct' ? { [e.type.kind === 'struct' ? e.type.info.name : '?']: e.args.map(shape) } : e.kind === 'Const' ? e.value : e.kind);
    expect(g?.kind === 'VarDecl' && g.init ? shape(g.init) : null).toEqual([[expect.anything(), 0, 0], [0, 0, 0]]);
    expect(p?.kind === 'VarDecl' && p.init ? shape(p.init) : null).toEqual({ P: [1, 0, false] });
  });
});
