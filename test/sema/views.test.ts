/** array / array_view in sema: construction forms, subviews and their types, copies, and what is rejected. */
import type { Expr } from '../../src/sema/program.js';
import { typeToString } from '../../src/sema/types.js';
import { checkSource, diagnosticsOf, lastExpr, where } from './helpers.js';

const prelude = `
#include <amp.h>
#include <vector>
using namespace concurrency;`;

function typed(body: string): Expr {
  return lastExpr(body, prelude);
}

describe('construction', () => {
  test('an array without data, by sizes or an extent, and a view over it of the default rank 1', () => {
    const e = typed('array<float, 1> a(8); extent<2> e(2, 3); array<int, 2> b(e); array_view<float> v(a); v;');
    expect(typeToString(e.type)).toBe('array_view<float,1>');
  });

  test('an array from iterators into a vector or a C array keeps the container and the start', () => {
    const { program } = checkSource(`${prelude}\nvoid f() { std::vector<int> v(4); int c[3] = {1, 2, 3}; array<int, 1> a(2, v.begin(), v.end()); array<int, 1> b(3, c); }`);
    const inits = program.functions.find((f) => f.name === 'f')!.body!.statements.slice(2).map((s) => (s.kind === 'VarDecl' && s.init?.kind === 'Construct' ? s.init.args.map((x) => x.kind) : []));
    expect(inits).toEqual([['MakeExtent', 'VarRef', 'Const'], ['MakeExtent', 'VarRef', 'Const']]);
  });

  test('a view copied from a view is the same value; one over an array is constructed', () => {
    const { program } = checkSource(`${prelude}\nvoid f(std::vector<int>& d) { array_view<int, 1> v(4, d); array_view<const int, 1> c(v); array<int, 1> a(4); array_view<int> w(a); }`);
    const inits = program.functions.find((f) => f.name === 'f')!.body!.statements.map((s) => (s.kind === 'VarDecl' ? s.init?.kind : null));
    expect(inits).toEqual(['Construct', 'VarRef', 'Construct', 'Construct']);
  });

  test('element types must agree, and const is not dropped', () => {
    expect(diagnosticsOf(`${prelude}\nvoid f(std::vector<int>& d) { array_view<float, 1> v(4, d); }`)).toEqual(['constructor-args@5:57']);
    expect(diagnosticsOf(`${prelude}\nvoid f(std::vector<int>& d) { array_view<const int, 1> c(4, d); array_view<int, 1> v(c); }`)).toEqual(['constructor-args@5:86']);
  });
});

describe('subviews', () => {
  test('a projection of a rank-2 view is a rank-1 view; [i][j] is an element', () => {
    expect(typeToString(typed('std::vector<int> d(6); array_view<int, 2> v(2, 3, d); v[1];').type)).toBe('array_view<int,1>');
    const e = typed('std::vector<int> d(6); array_view<const int, 2> v(2, 3, d); v[1][2];');
    expect(e.kind).toBe('ViewElement');
    expect(e.kind === 'ViewElement' && e.view.kind === 'Subview' ? e.view.part.kind : null).toBe('project');
    expect(typeToString(typed('array<int, 3> a(2, 3, 4); a[1];').type)).toBe('array_view<int,2>');
  });

  test('section forms and view_as give views of the right rank', () => {
    const sections = ['v.section(index<2>(1, 1), extent<2>(1, 2))', 'v.section(index<2>(1, 1))', 'v.section(extent<2>(1, 2))', 'v.section(0, 1, 2, 2)'];
    for (const s of sections) expect(typeToString(typed(`std::vector<int> d(6); array_view<int, 2> v(2, 3, d); ${s};`).type)).toBe('array_view<int,2>');
    expect(typeToString(typed('std::vector<int> d(6); array_view<int, 1> v(6, d); v.view_as(extent<2>(2, 3));').type)).toBe('array_view<int,2>');
  });

  test('writing through a section of a const view is an error; reinterpret_as of a rank-2 view is a rank mismatch', () => {
    const { diagnostics } = checkSource(`${prelude}
void f(std::vector<int>& d) {
  array_view<const int, 2> c(2, 3, d);
  parallel_for_each(c.extent, [=](index<2> i) restrict(amp) { c.section(index<2>(0, 0))[i] = 1; });
  c.reinterpret_as<float>();
}`);
    expect(where(diagnostics)).toEqual(['const-write@7:63', 'rank-mismatch@8:5']);
  });

  test('reinterpret_as gives a rank-1 view of the new element type, const for a const view, flattening an array', () => {
    expect(typeToString(typed('std::vector<float> d(6); array_view<float, 1> v(6, d); v.reinterpret_as<int>();').type)).toBe('array_view<int,1>');
    expect(typeToString(typed('std::vector<float> d(6); array_view<const float, 1> v(6, d); v.reinterpret_as<unsigned int>();').type)).toBe('array_view<const unsigned int,1>');
    const e = typed('array<int, 3> a(2, 3, 4); a.reinterpret_as<float>();');
    expect(typeToString(e.type)).toBe('array_view<float,1>');
    expect(e.kind === 'Subview' ? e.part.kind : null).toBe('reinterpret');
  });

  test('reinterpret_as rejects element types without C++\'s layout, a missing type, and amp code', () => {
    expect(diagnosticsOf(`${prelude}\nvoid f(std::vector<float>& d) { array_view<float, 1> v(6, d); v.reinterpret_as<double>(); }`)).toEqual(['view-element-type@5:80']);
    expect(diagnosticsOf(`${prelude}\nvoid f(std::vector<double>& d) { array_view<double, 1> v(6, d); v.reinterpret_as<int>(); }`)).toEqual(['view-element-type@5:82']);
    expect(diagnosticsOf(`${prelude}\nvoid f(std::vector<float>& d) { array_view<float, 1> v(6, d); v.reinterpret_as(); }`)).toEqual(['template-argument@5:65']);
    expect(diagnosticsOf(`${prelude}\nvoid f(std::vector<float>& d) { array_view<float, 1> v(6, d); parallel_for_each(v.extent, [=](index<1> i) restrict(amp) { v.reinterpret_as<int>()[i] = 1; }); }`))
      .toEqual(['unsupported@5:125']);
  });

  test('synchronize_to, synchronize_to_async and get_source_accelerator_view are host operations of views', () => {
    const op = (body: string) => {
      const e = typed(`std::vector<int> d(6); array_view<int, 1> v(6, d); accelerator_view av = accelerator().get_default_view(); ${body};`);
      return e.kind === 'Library' ? `${e.op}:${typeToString(e.type)}` : e.kind;
    };
    expect(op('v.synchronize_to(av)')).toBe('view.synchronizeTo:void');
    expect(op('v.synchronize_to_async(av)')).toBe('view.synchronizeToAsync:concurrency::completion_future');
    expect(op('v.get_source_accelerator_view()')).toBe('view.sourceAcceleratorView:concurrency::accelerator_view');
    expect(diagnosticsOf(`${prelude}\nvoid f(std::vector<int>& d) { array_view<int, 1> v(6, d); v.synchronize_to(); }`)).toEqual(['no-matching-function@5:61']);
  });

  test('a section with arguments of the wrong rank is rejected', () => {
    expect(diagnosticsOf(`${prelude}\nvoid f(std::vector<int>& d) { array_view<int, 2> v(2, 3, d); v.section(index<1>(1)); }`)).toEqual(['rank-mismatch@5:72']);
  });
});

describe('copy', () => {
  test('between arrays and views, from and to host iterators', () => {
    const ops = (body: string) => {
      const e = typed(`std::vector<int> h(6); array<int, 1> a(6); array_view<int, 1> v(6, h); ${body};`);
      return e.kind === 'Library' ? e.op : e.kind;
    };
    expect(ops('copy(a, v)')).toBe('view.copyTo');
    expect(ops('a.copy_to(v)')).toBe('view.copyTo');
    expect(ops('copy(h.begin(), h.end(), a)')).toBe('copy.fromHost');
    expect(ops('concurrency::copy(h.begin(), v)')).toBe('copy.fromHost');
    expect(ops('copy(v, h.begin())')).toBe('copy.toHost');
  });

  test('ranks and element types must agree; a const view is not a destination', () => {
    expect(diagnosticsOf(`${prelude}\nvoid f(std::vector<int>& h) { array<int, 1> a(6); array_view<int, 2> v(2, 3, h); copy(a, v); }`)).toEqual(['no-matching-function@5:82']);
    expect(diagnosticsOf(`${prelude}\nvoid f(std::vector<int>& h) { array<int, 1> a(6); array_view<const int, 1> v(6, h); copy(a, v); }`)).toEqual(['const-write@5:93']);
    expect(diagnosticsOf(`${prelude}\nvoid f(std::vector<float>& h) { array<int, 1> a(6); copy(h.begin(), a); }`)).toEqual(['no-matching-function@5:53']);
  });
});
