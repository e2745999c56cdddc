import * as A from '../../src/parser/ast.js';
import { parseOk, typeText } from './helpers.js';

function struct(unit: A.TranslationUnit, i = 0): A.StructDecl {
  const d = unit.decls[i];
  if (d.kind !== 'StructDecl') throw new Error(`decl ${i} is ${d.kind}`);
  return d;
}

describe('nested classes', () => {
  test('classes, enums and aliases declared in a class keep their place among the members', () => {
    const s = struct(parseOk('struct Outer {\n  int a;\n  struct In { int b; };\n  typedef In Alias;\n  enum Mode { A, B };\n  using Alias2 = In;\n  In make(int v);\n  Mode m = B;\n};'));
    expect(s.nestedTypes?.map((n) => [n.decl.kind, n.decl.name, n.fieldsBefore])).toEqual([['StructDecl', 'In', 1], ['EnumDecl', 'Mode', 2]]);
    expect(s.fields.map((f) => [f.name, f.storage.isTypedef, typeText(f.type)])).toEqual([
      ['a', false, 'int'], ['Alias', true, 'In'], ['Alias2', true, 'In'], ['m', false, 'Mode'],
    ]);
    expect(s.methods.map((m) => m.name.parts.join('::'))).toEqual(['make']);
  });

  test('a nested class takes the access of where it is declared; a forward declaration is no definition', () => {
    const s = struct(parseOk('class Outer {\n  struct Secret;\npublic:\n  class Open {};\n};'));
    expect(s.nestedTypes?.map((n) => [n.decl.name, n.access ?? 'public', n.decl.kind === 'StructDecl' && n.decl.isDefinition])).toEqual([['Secret', 'private', false], ['Open', 'public', true]]);
  });

  test("a class definition's declarators are members of the enclosing class, of the nested type", () => {
    const s = struct(parseOk('struct Grid {\n  struct Cell { int r; } origin, *last;\n  struct { int w, h; } size;\n  union { int i; float f; };\n};'));
    expect(s.fields.map((f) => [f.name, typeText(f.type)])).toEqual([['origin', 'Cell'], ['last', 'Cell*'], ['size', s.nestedTypes![1].decl.name]]);
    expect(A.isUnnamedClass(s.nestedTypes![1].decl.name ?? '')).toBe(true);
    expect(s.nestedTypes?.map((n) => n.isAnonymousMember ?? false)).toEqual([false, false, true]);
  });

  test('a nested class and its members defined outside the class', () => {
    const unit = parseOk('struct Outer { struct In; };\nstruct Outer::In : Base { int a; In(int v); int get() const; };\nOuter::In::In(int v) : a(v) {}\nint Outer::In::get() const { return a; }');
    const inner = struct(unit, 1);
    expect([inner.qualifier, inner.name, inner.bases?.length]).toEqual([['Outer'], 'In', 1]);
    const [ctor, get] = [unit.decls[2], unit.decls[3]] as A.FunctionDecl[];
    expect([ctor.special, ctor.name.parts, ctor.memberInits.map((i) => i.name)]).toEqual(['constructor', ['Outer', 'In', 'In'], ['a']]);
    expect(get.name.parts).toEqual(['Outer', 'In', 'get']);
  });

  test('variables declared with a class at namespace scope; an elaborated enum is a type', () => {
    const unit = parseOk('struct P { int x; } origin, *last;\nenum Mode { A, B };\nenum Mode current;');
    expect(struct(unit).declarators?.map((d) => [d.name, typeText(d.type)])).toEqual([['origin', 'P'], ['last', 'P*']]);
    expect(unit.decls[2].kind).toBe('DeclGroup');
  });
});
