import type * as A from '../../src/parser/ast.js';
import { functionNamed, parseOk, sexpr, statementsOf, typeText } from './helpers.js';

function group(unit: A.TranslationUnit, i = 0): A.DeclGroup {
  const d = unit.decls[i];
  if (d.kind !== 'DeclGroup') throw new Error(`decl ${i} is ${d.kind}`);
  return d;
}

function localGroup(stmt: A.Stmt): A.DeclGroup {
  if (stmt.kind !== 'DeclStmt') throw new Error(`expected a declaration, got ${stmt.kind}`);
  return stmt.group;
}

const initText = (init: A.Initializer | null): string => {
  if (!init) return 'none';
  return init.style === 'equals' ? `= ${sexpr(init.value)}` : `${init.style}(${init.args.map(sexpr).join(' ')})`;
};

describe('variable declarations', () => {
  test('several declarators share the specifiers; each has its own pointer, reference and array parts', () => {
    const g = group(parseOk('int a = 1, *p, b[3][4], &r = a;'));
    expect(g.decls.map((d) => [d.name, typeText(d.type), initText(d.init)])).toEqual([
      ['a', 'int', '= 1'],
      ['p', 'int*', 'none'],
      ['b', 'int[3][4]', 'none'],
      ['r', 'int&', '= a'],
    ]);
  });

  test('const pointers and pointers to const', () => {
    const g = group(parseOk('const char *const name = 0, *other;'));
    expect(g.decls.map((d) => typeText(d.type))).toEqual(['const char*const', 'const char*']);
  });

  test('static const at top level, with a constant initializer', () => {
    const g = group(parseOk('static const int TS = 16;'));
    const d = g.decls[0];
    expect(d.storage.isStatic).toBe(true);
    expect(d.type.isConst).toBe(true);
    expect(initText(d.init)).toBe('= 16');
    expect(d.storage.spans.static?.start.column).toBe(1);
  });

  test("a class template's static data member defined outside the class, for all instances or one", () => {
    const unit = parseOk('template <class T> struct Box { static int count; };\ntemplate <class T> int Box<T>::count = 0;\ntemplate <> int Box<float>::count = 5;');
    const [, all, one] = unit.decls.map((d) => (d.kind === 'TemplateDecl' && d.decl.kind === 'VarDecl' ? d : null));
    expect(all?.params.map((p) => p.name)).toEqual(['T']);
    expect(all?.decl).toMatchObject({ name: 'count', qualifier: ['Box'] });
    expect(all?.decl.kind === 'VarDecl' && all.decl.qualifierArgs?.[0]?.map((a) => (a.kind === 'TypeArg' ? typeText(a.type) : ''))).toEqual(['T']);
    expect(one?.params).toEqual([]);
    expect(one?.decl.kind === 'VarDecl' && initText(one.decl.init)).toBe('= 5');
  });

  test('tile_static arrays inside a lambda body', () => {
    const [stmt] = statementsOf('tile_static float tile[16][16], other[4];');
    const g = localGroup(stmt);
    expect(g.decls.map((d) => [d.name, typeText(d.type), d.storage.isTileStatic])).toEqual([
      ['tile', 'float[16][16]', true],
      ['other', 'float[4]', true],
    ]);
    expect(g.decls[0].storage.spans.tile_static?.start.column).toBe(1);
  });

  test('= , () and {} initializers', () => {
    const unit = parseOk('struct Point { int x, y; };\nvoid f() {\nint a = 1 + 2;\nextent<2> e(3, 4);\nPoint p{1, 2};\nint arr[3] = {1, 2, 3};\nint z{};\n}');
    const stmts = functionNamed(unit, 'f').body!.statements;
    expect(stmts.map((s) => initText(localGroup(s).decls[0].init))).toEqual([
      '= (+ 1 2)',
      'paren(3 4)',
      'brace(1 2)',
      '= {1 2 3}',
      'brace()',
    ]);
  });

  test('array bounds are expressions; [] is allowed with an initializer', () => {
    const g = group(parseOk('const int N = 4; int a[N * 2], b[] = {1, 2};'), 1);
    expect(g.decls.map((d) => d.type.arrayDims.map((x) => (x ? sexpr(x) : null)))).toEqual([['(* N 2)'], [null]]);
  });

  test('unsigned, long long and friends keep their keywords', () => {
    const unit = parseOk('unsigned int a; unsigned b; long long c; unsigned char d; short e;');
    expect(unit.decls.map((d) => typeText(group({ ...unit, decls: [d] }).decls[0].type))).toEqual([
      'unsigned int', 'unsigned', 'long long', 'unsigned char', 'short',
    ]);
  });

  test('a name followed by ( with arguments that are not types is a variable with a constructor call', () => {
    const [stmt] = statementsOf('array_view<int, 1> v(n, data);');
    const d = localGroup(stmt).decls[0];
    expect(d.name).toBe('v');
    expect(initText(d.init)).toBe('paren(n data)');
  });

  test('a local declaration of a user type', () => {
    const unit = parseOk('struct P { int x; };\nvoid f() { P p; P *q = 0; }');
    const stmts = functionNamed(unit, 'f').body!.statements;
    expect(stmts.map((s) => typeText(localGroup(s).decls[0].type))).toEqual(['P', 'P*']);
  });

  test('a statement starting with a name that is not a type is an expression', () => {
    const stmts = statementsOf('a * b;\nx = 1;');
    expect(stmts.map((s) => s.kind)).toEqual(['ExprStmt', 'ExprStmt']);
  });
});

describe('functions', () => {
  const restrictionsOf = (text: string) => functionNamed(parseOk(text), 'f').restrictions.map((r) => r.name);

  test('restrict(amp)', () => {
    expect(restrictionsOf('int f(int x) restrict(amp) { return x; }')).toEqual(['amp']);
  });

  test('restrict(cpu, amp)', () => {
    expect(restrictionsOf('float f(float x) restrict(cpu, amp) { return x; }')).toEqual(['cpu', 'amp']);
  });

  test('restrict(cpu) restrict(amp)', () => {
    expect(restrictionsOf('void f() restrict(cpu) restrict(amp) {}')).toEqual(['cpu', 'amp']);
  });

  test('no restriction', () => {
    expect(restrictionsOf('void f() {}')).toEqual([]);
  });

  test('parameters with references, const, templates and defaults; a prototype has no body', () => {
    const unit = parseOk('void f(vector<int>& v, const vector<int>& w, int n = 3, float);\nvoid g(void) {}');
    const f = functionNamed(unit, 'f');
    expect(f.body).toBeNull();
    expect(f.params.map((p) => [p.name, typeText(p.type), p.defaultValue ? sexpr(p.defaultValue) : null])).toEqual([
      ['v', 'vector<int>&', null],
      ['w', 'const vector<int>&', null],
      ['n', 'int', '3'],
      [null, 'float', null],
    ]);
    expect(functionNamed(unit, 'g').params).toEqual([]);
  });

  test('return type and qualified name', () => {
    const unit = parseOk('unsigned int f() { return 0u; }');
    const f = functionNamed(unit, 'f');
    expect(typeText(f.returnType)).toBe('unsigned int');
    expect(f.body!.statements.map((s) => s.kind)).toEqual(['ReturnStmt']);
  });

  test('the function span starts at its specifiers', () => {
    const unit = parseOk('\n  static int f() { return 1; }');
    const f = functionNamed(unit, 'f');
    expect([f.span.start.line, f.span.start.column]).toEqual([2, 3]);
  });
});

describe('structs, namespaces, using', () => {
  test('a struct with fields becomes a type name for what follows', () => {
    const unit = parseOk('struct Point { int x, y; float w[2]; };\nPoint origin;\nPoint *p;');
    const s = unit.decls[0];
    if (s.kind !== 'StructDecl') throw new Error(s.kind);
    expect(s.name).toBe('Point');
    expect(s.isDefinition).toBe(true);
    expect(s.fields.map((f) => [f.name, typeText(f.type)])).toEqual([['x', 'int'], ['y', 'int'], ['w', 'float[2]']]);
    expect(typeText(group(unit, 1).decls[0].type)).toBe('Point');
    expect(typeText(group(unit, 2).decls[0].type)).toBe('Point*');
  });

  test('a forward declaration and a class with access specifiers', () => {
    const unit = parseOk('struct S;\nclass C { public: int a; private: int b; };');
    expect(unit.decls.map((d) => (d.kind === 'StructDecl' ? [d.keyword, d.name, d.isDefinition, d.fields.map((f) => f.name)] : d.kind))).toEqual([
      ['struct', 'S', false, []],
      ['class', 'C', true, ['a', 'b']],
    ]);
  });

  test('using namespace, using declarations and alias declarations', () => {
    const unit = parseOk('using namespace concurrency;\nusing namespace std;\nusing std::cout;\nusing Real = float;\nReal r;');
    expect(unit.decls.slice(0, 4).map((d) => d.kind)).toEqual(['UsingDirective', 'UsingDirective', 'UsingDeclaration', 'TypedefDecl']);
    const first = unit.decls[0];
    if (first.kind !== 'UsingDirective') throw new Error(first.kind);
    expect(first.namespace).toEqual(['concurrency']);
    expect(typeText(group(unit, 4).decls[0].type)).toBe('Real');
  });

  test('typedef introduces a type name', () => {
    const unit = parseOk('typedef unsigned int uint32;\nvoid f() { uint32 x = 1; (uint32)x; }');
    const stmts = functionNamed(unit, 'f').body!.statements;
    expect(stmts[0].kind).toBe('DeclStmt');
    expect(stmts[1].kind === 'ExprStmt' && sexpr(stmts[1].expr)).toBe('(c-cast uint32 x)');
  });

  test('namespaces nest declarations', () => {
    const unit = parseOk('namespace util { int twice(int x) { return 2 * x; } }');
    const ns = unit.decls[0];
    if (ns.kind !== 'NamespaceDecl') throw new Error(ns.kind);
    expect(ns.name).toBe('util');
    expect(ns.decls.map((d) => d.kind)).toEqual(['FunctionDecl']);
  });

  test('enums', () => {
    const unit = parseOk('enum Color { Red, Green = 5, Blue };\nColor c;');
    const e = unit.decls[0];
    if (e.kind !== 'EnumDecl') throw new Error(e.kind);
    expect(e.enumerators.map((x) => [x.name, x.value ? sexpr(x.value) : null])).toEqual([['Red', null], ['Green', '5'], ['Blue', null]]);
    expect(typeText(group(unit, 1).decls[0].type)).toBe('Color');
  });
});

describe('structured bindings', () => {
  test('`auto [a, b] = p;` and `const auto& [x, y, z]{t};` declare their names, with the written type and initializer', () => {
    const [byValue, byReference] = statementsOf('auto [a, b] = p; const auto& [x, y, z]{t};').map(localGroup);
    expect(byValue.decls.map((d) => [d.bindings?.map((b) => b.name), typeText(d.type), initText(d.init)])).toEqual([[['a', 'b'], 'auto', '= p']]);
    expect(byReference.decls[0].bindings?.map((b) => b.name)).toEqual(['x', 'y', 'z']);
    expect(typeText(byReference.decls[0].type)).toBe('const auto&');
  });

  test('a range-for declares them as its loop variable', () => {
    const [loop] = statementsOf('for (auto& [k, v] : m) n += v;');
    if (loop.kind !== 'RangeForStmt') throw new Error(loop.kind);
    expect(loop.decl.bindings?.map((b) => b.name)).toEqual(['k', 'v']);
  });

  test('an array bound after a type is not a binding: `new int[n]`, `new float[k]`', () => {
    expect(statementsOf('int* p = new int[n]; float* q = new float[k];').map(localGroup).map((g) => g.decls[0].bindings)).toEqual([undefined, undefined]);
  });
});

describe('declarators of pointers to members', () => {
  test("'S::*' declares a pointer to a data member or, in parentheses, to a member function", () => {
    const [data, fn, table] = statementsOf('int S::*pm = &S::x;\nint (S::*f)(int) const = &S::g;\nint S::*fields[2];');
    const vars = [data, fn, table].map((s) => (s.kind === 'DeclStmt' ? s.group.decls[0] : null));
    expect(vars.map((v) => v?.name)).toEqual(['pm', 'f', 'fields']);
    expect(vars.map((v) => v?.type.memberOf?.parts.join('::'))).toEqual(['S', 'S', 'S']);
    expect(vars.map((v) => [!!v?.type.isFunctionPointer, !!v?.type.memberConst])).toEqual([[false, false], [true, true], [false, false]]);
    expect(vars[2]?.type.arrayDims.length).toBe(1);
  });
});

describe('ptr-operators: one rule for declarators and conversion-declarators', () => {
  test('`*`, `* const`, `&` and `&&` make the same type parts after a declarator name as after `operator T`', () => {
    const unit = parseOk([
      'struct S {',
      '  operator const int*() const;',
      '  operator int&();',
      '  operator int* const*();',
      '  operator S&&();',
      '  operator double() const;',
      '};',
      'const int* a; int& b = x; int* const* c; S&& d = S();',
    ].join('\n'));
    const s = unit.decls[0];
    if (s.kind !== 'StructDecl') throw new Error(s.kind);
    expect(s.methods.map((m) => [m.name.parts.join('::'), typeText(m.returnType), m.isConstMethod, m.conversion])).toEqual([
      ['operator const int *', 'const int*', true, true],
      ['operator int &', 'int&', false, true],
      ['operator int * const *', 'int*const*', false, true],
      ['operator S &&', 'S&&', false, true],
      ['operator double', 'double', true, true],
    ]);
    // The same ptr-operators in variable declarators give the same types.
    expect(unit.decls.slice(1).map((d) => (d.kind === 'DeclGroup' ? typeText(d.decls[0].type) : d.kind))).toEqual(['const int*', 'int&', 'int*const*', 'S&&']);
  });
});
