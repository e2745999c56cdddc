/**
 * The lowering of host code (src/lower/lower-host.ts): compound assignments and increments of
 * arithmetic objects become plain stores with their conversions explicit, and what C++ evaluates
 * once is a temporary named inside the expression (a `Let`), in g++'s order.
 */
import { lowerHostCode } from '../../src/lower/lower-host.js';
import type { Program } from '../../src/sema/program.js';
import { checkClean } from '../sema/helpers.js';
import { lowerMain, stmt } from './host-helpers.js';

describe('compound assignments become stores with explicit conversions', () => {
  test('the target is converted to the computation type and the result back', () => {
    expect(lowerMain('int i = 7; i *= 1.5f;')[1]).toBe('i = int((float(i) * 1.5));');
    expect(lowerMain('unsigned char u8 = 250; u8 += 300;')[1]).toBe('u8 = unsigned char((int(u8) + 300));');
    expect(lowerMain('float f = 1; double d = 2; f += d;')[2]).toBe('f = float((double(f) + d));');
  });

  test('a shift computes in the promoted target, whatever its count', () => {
    expect(lowerMain('short s = 1; long long n = 3; s <<= n;')[2]).toBe('s = short((int(s) << n));');
  });

  test('one type on both sides is a plain store with no conversion', () => {
    expect(lowerMain('int i = 1, j = 2; i += j;')[2]).toBe('i = (i + j);');
  });

  test('a pointer stepped by an integer stays for the printer', () => {
    expect(lowerMain('int a[3] = {1, 2, 3}; int* p = a; p += 2;')[2]).toBe('p += 2;');
  });
});

describe('increments', () => {
  test("JavaScript's own ++ serves a double and a signed int; other types become stores", () => {
    expect(lowerMain('int i = 0; double d = 0; i++; d--; ++i;').slice(2)).toEqual(['i++;', 'd--;', '++i;']);
    expect(lowerMain('unsigned u = 0; u++;')[1]).toBe('u = (u + 1);');
    expect(lowerMain('float f = 0; --f;')[1]).toBe('f = (f - 1);');
    expect(lowerMain('unsigned char c = 0; c++;')[1]).toBe('c = unsigned char((int(c) + 1));');
  });

  test("a post-increment's value is the old value, named, never recomputed from the new one", () => {
    expect(lowerMain('float f = 0.1f; float g = f++;')[1]).toBe('g = let f_old = f in (f = (f_old + 1), f_old);');
    expect(lowerMain('unsigned u = 0; unsigned v = u--;')[1]).toBe('v = let u_old = u in (u = (u_old - 1), u_old);');
  });

  test("a pre-increment's value is the store's", () => {
    expect(lowerMain('float f = 0; float g = ++f;')[1]).toBe('g = f = (f + 1);');
  });

  test('a loop step is a statement: no temporary', () => {
    expect(lowerMain('for (unsigned q = 0; q < 3; q++) {}')[0]).toBe('for (q = 0; (q < 3); q = (q + 1)) {  }');
  });

  test("JavaScript's ++ on a double is kept as a value too", () => {
    expect(lowerMain('double d = 0.5; double e = d++; double f = --d;').slice(1)).toEqual(['e = d++;', 'f = --d;']);
  });
});

describe('increments the runtime steps: an Update', () => {
  const views = '#include <amp.h>\nusing namespace concurrency;\nstruct P { int a; float b; };';
  const view = (type: string) => `std::vector<${type}> v(4); array_view<${type}, 1> av(4, v); int i = 1;`;

  test("an array_view element is one read-modify-write: its new value computed from the old one, as C++'s store would", () => {
    expect(lowerMain(`${view('int')} av[i]++;`, views)[3]).toBe('update av[i] from x to (x + 1);');
    expect(lowerMain(`${view('unsigned')} --av[i];`, views)[3]).toBe('update av[i] from x to (x - 1);');
    expect(lowerMain(`${view('float')} av[i]++;`, views)[3]).toBe('update av[i] from x to (x + 1);');
  });

  test("its value is the old or the new one, which the update returns; its subscript is evaluated once, in the update", () => {
    expect(lowerMain(`${view('int')} int r = av[i++]++;`, views)[3]).toBe('r = update av[i++] from x to (x + 1) yielding old;');
    expect(lowerMain(`${view('int')} int r = ++av[i];`, views)[3]).toBe('r = update av[i] from x to (x + 1) yielding new;');
  });

  test("a member of a view's element is a store through the view, as its compound assignment is, even of an int", () => {
    expect(lowerMain(`${view('P')} av[i].a++; av[i].b--;`, views).slice(3)).toEqual(['av[i].a = (av[i].a + 1);', 'av[i].b = (av[i].b - 1);']);
  });

  test("an element of a view element's array member is a store through the view too", () => {
    const cells = '#include <amp.h>\nusing namespace concurrency;\nstruct C { int v[3]; };';
    const cellView = 'std::vector<C> v(4); array_view<C, 1> av(4, v); int i = 1, k = 0;';
    expect(lowerMain(`${cellView} av[i].v[k]++; av[i].v[2] += 3;`, cells).slice(4)).toEqual(['av[i].v[k] = (av[i].v[k] + 1);', 'av[i].v[2] = (av[i].v[2] + 3);']);
    // The store prints the member's path before the view's subscripts: their effects are named in C++17's order (`a[b]`: a first).
    expect(lowerMain(`${cellView} av[i++].v[i] = 5;`, cells)[4]).toBe('let av_idx = i++ in av[av_idx].v[i] = 5;');
    expect(lowerMain(`${cellView} av[i].v[i++] = 5;`, cells)[4]).toBe('let idx = i, idx1 = i++ in av[idx].v[idx1] = 5;');
  });

  test("a pointer's new value is the runtime's next one; `p++` as a value is the new pointer stepped back", () => {
    expect(lowerMain('int a[3] = {}; int* p = a; p++; --p;').slice(2)).toEqual(['update p from x to pointer.next(x);', 'update p from x1 to pointer.previous(x1);']);
    expect(lowerMain('int a[3] = {}; int* p = a; int* q = p++;')[2]).toBe('q = pointer.previous(update p from x to pointer.next(x) yielding new);');
    expect(lowerMain('int a[3] = {}; int* p = a; int* q = --p;')[2]).toBe('q = update p from x to pointer.previous(x) yielding new;');
  });

  test('a pointer found through effects is found once', () => {
    expect(lowerMain('int a[3] = {}; int* ps[2] = {a, a}; int k = 0; ps[k++]++;')[3]).toBe('let ps_idx = k++ in update ps[ps_idx] from x to pointer.next(x);');
  });

  test('an index or extent steps every component', () => {
    expect(lowerMain('index<2> idx(1, 2); idx++;', views)[1]).toBe('update idx from x to index.next(x);');
    expect(lowerMain('index<1> idx(1); index<1> j = idx--;', views)[1]).toBe('j = index.next(update idx from x to index.previous(x) yielding new);');
  });
});

describe('places evaluated once', () => {
  test('a subscript with side effects is named, then the element read and written', () => {
    expect(lowerMain('int a[4] = {}; int i = 0; a[i++] += 2;')[2]).toBe('let a_idx = i++ in a[a_idx] = (a[a_idx] + 2);');
  });

  test("an element's old value is named inside the subscript's temporary", () => {
    expect(lowerMain('float a[4] = {}; int i = 0; float x = a[i++]++;')[2])
      .toBe('x = let a_idx = i++ in let a_old = a[a_idx] in (a[a_idx] = (a_old + 1), a_old);');
  });

  test('a call returning a reference is called once, after a value with side effects', () => {
    const prelude = 'int store = 0; int& ri() { return store; } int g() { return 1; }';
    expect(lowerMain('ri() += g();', prelude)[0]).toBe('let value = g(), ri_ref = ri() in &ri_ref = (&ri_ref + value);');
  });

  test("an object found through a subscript with side effects is named as a reference to it", () => {
    const prelude = 'struct P { unsigned char c; };';
    expect(lowerMain('P ps[2] = {}; int k = 0; ps[k++].c *= 3;', prelude)[2]).toBe('let ps_ref = ps[k++] in &ps_ref.c = unsigned char((int(&ps_ref.c) * 3));');
  });

  test("in '=', g++ evaluates a value that is not a constant before the place's effects", () => {
    expect(lowerMain('int b[3] = {}; int y = 0; b[y++] = y;')[2]).toBe('let value = y, b_idx = y++ in b[b_idx] = value;');
    expect(lowerMain('int b[3] = {}; int y = 0; b[y++] = 5;')[2]).toBe('b[y++] = 5;');
  });

  test("in 'op=', a plain value is read after the place's effects", () => {
    expect(lowerMain('int z[3] = {}; int x = 0; z[x++] += x;')[2]).toBe('let z_idx = x++ in z[z_idx] = (z[z_idx] + x);');
  });
});

describe("a value's side effects run before the target is read (C++17)", () => {
  test('a global target is read after a call in the value', () => {
    const prelude = 'int store = 1; int bump() { store = 100; return 1; }';
    expect(lowerMain('store += bump();', prelude)[0]).toBe('let value = bump() in store = (store + value);');
  });

  test('a local that only its own name reaches is read in place', () => {
    const prelude = 'int f(int x) { return x; }';
    expect(lowerMain('int sum = 0; sum += f(2);', prelude)[1]).toBe('sum = (sum + f(2));');
  });

  test('a local a closure captures is not', () => {
    const lines = lowerMain('int local = 1; auto change = [&]() { local = 50; return 2; }; local *= change();');
    expect(lines[2]).toBe('let value = <CallPointer> in local = (local * value);');
  });
});

describe('the checked program is kept', () => {
  test('untouched statements and functions are the checked objects', () => {
    const program: Program = checkClean('int twice(int x) { return x * 2; }\nint main() { int i = 0; unsigned u = 0; u++; return twice(i); }');
    const lowered = lowerHostCode(program);
    const twice = program.functions.find((f) => f.name === 'twice')!;
    const main = program.functions.find((f) => f.name === 'main')!;
    expect(lowered.functions.get(twice)).toBe(twice.body);
    const body = lowered.functions.get(main)!;
    expect(body).not.toBe(main.body);
    expect(body.statements[0]).toBe(main.body!.statements[0]);
    expect(body.statements[3]).toBe(main.body!.statements[3]);
    expect(stmt(main.body!.statements[2]!)).toBe('u++;');
  });

  test("a temporary does not take a name the function's own variables have", () => {
    expect(lowerMain('float f = 0, f_old = 2; float g = f++ + f_old;')[2]).toBe('g = (let f_old1 = f in (f = (f_old1 + 1), f_old1) + f_old);');
  });
});
