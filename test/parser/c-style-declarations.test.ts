/**
 * Declarations real programs write that come from C or GNU C++: references to arrays as
 * parameters, classes and enums defined in a typedef, anonymous struct members.
 */
import * as A from '../../src/parser/ast.js';
import { errorsOf, functionNamed, parseOk, typeText } from './helpers.js';

function struct(unit: A.TranslationUnit, i = 0): A.StructDecl {
  const d = unit.decls[i];
  if (d.kind !== 'StructDecl') throw new Error(`decl ${i} is ${d.kind}`);
  return d;
}

describe('references to arrays', () => {
  test('`T (&a)[N]` parameters are references with the array dimensions, named or abstract', () => {
    const unit = parseOk('void f(int (&a)[3], const float (&b)[N][2], int (&&c)[4]);\nvoid g(int (&)[3]);');
    const f = functionNamed(unit, 'f');
    expect(f.params.map((p) => [p.name, typeText(p.type)])).toEqual([['a', 'int&[3]'], ['b', 'const float&[N][2]'], ['c', 'int&&[4]']]);
    expect(functionNamed(unit, 'g').params.map((p) => [p.name, typeText(p.type)])).toEqual([[null, 'int&[3]']]);
  });

  test('a local reference to an array is a declaration; a pointer to an array is marked for sema', () => {
    const unit = parseOk('void f() { int a[3]; int (&r)[3] = a; int (*p)[3] = &a; }');
    const body = functionNamed(unit, 'f').body!.statements;
    const decls = body.flatMap((s) => (s.kind === 'DeclStmt' ? s.group.decls : []));
    expect(decls.map((d) => [d.name, typeText(d.type), d.type.pointerToArray ?? false])).toEqual([['a', 'int[3]', false], ['r', 'int&[3]', false], ['p', 'int[3]', true]]);
  });
});

describe('types defined in a typedef', () => {
  test('an unnamed class takes the first plain name; the other declarators are typedefs of it', () => {
    const unit = parseOk('typedef struct { int x; } Name, *PName;\nName n;\nPName p;');
    const s = struct(unit);
    expect(s.name).toBe('Name');
    expect(s.declarators?.map((d) => [d.name, d.storage.isTypedef, typeText(d.type)])).toEqual([['PName', true, 'Name*']]);
    expect(unit.decls.slice(1).map((d) => d.kind)).toEqual(['DeclGroup', 'DeclGroup']);
  });

  test('a named class keeps its name; every declarator is a typedef, in a class too', () => {
    const s = struct(parseOk('typedef struct Tag { int a; } TName, *PName;'));
    expect([s.name, s.declarators?.map((d) => [d.name, d.storage.isTypedef, typeText(d.type)])]).toEqual(['Tag', [['TName', true, 'Tag'], ['PName', true, 'Tag*']]]);
    const outer = struct(parseOk('struct Outer { typedef struct { int p; } Pair; Pair pr; };'));
    expect(outer.nestedTypes?.map((n) => n.decl.name)).toEqual(['Pair']);
    expect(outer.fields.map((f) => [f.name, typeText(f.type)])).toEqual([['pr', 'Pair']]);
  });

  test('`typedef enum { ... } Name;` names the enum; another name for a named enum is reported', () => {
    const unit = parseOk('typedef enum { RED, GREEN } Color;\nColor c;');
    expect(unit.decls[0].kind === 'EnumDecl' && unit.decls[0].name).toBe('Color');
    expect(errorsOf('typedef enum Shade { DARK } Tone;')).toEqual([
      "1:29 a typedef giving enum 'Shade' another name is not supported by ampc: use 'typedef enum { ... } Tone;' or the enum's own name",
    ]);
  });
});

describe('anonymous struct members', () => {
  test("an anonymous struct's data members are the class's own, in place; an anonymous union stays a nested type", () => {
    const s = struct(parseOk('struct S { int first; struct { int a, b; struct { float deep; }; }; int c; union { int i; float f; }; };'));
    expect(s.fields.map((f) => f.name)).toEqual(['first', 'a', 'b', 'deep', 'c']);
    expect(s.nestedTypes?.map((n) => [n.decl.kind === 'StructDecl' && n.decl.keyword, n.isAnonymousMember, n.fieldsBefore])).toEqual([['union', true, 5]]);
  });
});
