/**
 * The syntax of class template specialisations, explicit function specialisations, unnamed
 * template parameters, static_assert and decltype.
 */
import type * as A from '../../src/parser/ast.js';
import { errorsOf, parseOk, sexpr, statementsOf } from './helpers.js';

function templateAt(unit: A.TranslationUnit, i: number): A.TemplateDecl {
  const d = unit.decls[i];
  if (d.kind !== 'TemplateDecl') throw new Error(`decl ${i} is ${d.kind}`);
  return d;
}

const argText = (a: A.TemplateArg): string => (a.kind === 'TypeArg' ? `type:${a.type.span.start.offset}` : `expr:${sexpr(a.expr)}`);

describe('specialisations', () => {
  test('partial and explicit class specialisations carry their pattern', () => {
    const unit = parseOk('template <typename T, int N> struct S {};\ntemplate <typename T> struct S<T*, 2> { int x; };\ntemplate <> struct S<int, 0>;');
    const partial = templateAt(unit, 1);
    expect(partial.params.map((p) => p.name)).toEqual(['T']);
    expect(partial.decl.kind === 'StructDecl' && partial.decl.specializationArgs?.map((a) => a.kind)).toEqual(['TypeArg', 'ExprArg']);
    const explicit = templateAt(unit, 2);
    expect(explicit.params).toEqual([]);
    expect(explicit.decl.kind === 'StructDecl' && explicit.decl.specializationArgs?.map(argText)[1]).toBe('expr:0');
    expect(explicit.decl.kind === 'StructDecl' && explicit.decl.isDefinition).toBe(false);
  });

  test('an explicit function specialisation names its template arguments', () => {
    const unit = parseOk('template <typename T> T f(T x) { return x; }\ntemplate <> int f<int>(int x) { return 1; }');
    const d = templateAt(unit, 1).decl;
    expect(d.kind === 'FunctionDecl' && d.name.templateArgs?.length).toBe(1);
  });

  test("a function template's own name is a template-name in its body (a recursive call with explicit arguments)", () => {
    const unit = parseOk('template <int N, typename T> T scan(T x) { return N == 0 ? x : scan<N / 2, T>(x + N); }');
    const d = templateAt(unit, 0).decl;
    const body = d.kind === 'FunctionDecl' && d.body ? d.body.statements[0] : undefined;
    const value = body?.kind === 'ReturnStmt' && body.value?.kind === 'ConditionalExpr' ? body.value.otherwise : undefined;
    expect(value?.kind).toBe('CallExpr');
  });

  test('a type parameter names a type in the later parameters; unnamed parameters get a name no identifier spells', () => {
    const unit = parseOk('template <typename T, typename enable_if<is_integral<T>::value, int>::type = 0, typename = void> int g(T) { return 1; }');
    const params = templateAt(unit, 0).params;
    expect(params[1].kind).toBe('ValueParam');
    expect(params[1].name.startsWith('<unnamed')).toBe(true);
    expect(params[2].kind === 'TypeParam' && params[2].name.startsWith('<unnamed')).toBe(true);
    // `is_integral<T>::value` reads as a member type (sema takes it for the value the parameter
    // needs), and its `T` as the type parameter declared before it.
    const ta = params[1].kind === 'ValueParam' && params[1].type.spec.kind === 'NamedTypeSpec' ? params[1].type.spec.name.qualifierArgs?.[0]?.[0] : undefined;
    const inner = ta?.kind === 'TypeArg' && ta.type.spec.kind === 'NamedTypeSpec' ? ta.type.spec.name.qualifierArgs?.[0]?.[0] : undefined;
    expect(inner?.kind).toBe('TypeArg');
  });

  test("a specialisation of std's hash, in namespace std or qualified, declares no name of its own", () => {
    const unit = parseOk('struct K { int a; };\nnamespace std { template <> struct hash<K> { size_t operator()(const K& k) const { return hash<int>()(k.a); } }; }\ntemplate <> struct std::hash<int*> { size_t operator()(int* p) const { return 0; } };\nint hash = 1;');
    const ns = unit.decls[1];
    const inStd = ns.kind === 'NamespaceDecl' ? ns.decls[0] : undefined;
    expect(inStd?.kind === 'TemplateDecl' && inStd.decl.kind === 'StructDecl' && inStd.decl.name).toBe('hash');
    expect(inStd?.kind === 'TemplateDecl' && inStd.decl.kind === 'StructDecl' && inStd.decl.specializationArgs?.length).toBe(1);
    const qualified = templateAt(unit, 2).decl;
    expect(qualified.kind === 'StructDecl' && [qualified.qualifier, qualified.name]).toEqual([['std'], 'hash']);
    // `hash` is still no type name outside std: a variable may take it.
    expect(unit.decls[3].kind).toBe('DeclGroup');
  });
});

describe('static_assert and decltype', () => {
  test('static_assert at namespace scope, in a class and as a statement', () => {
    const unit = parseOk('static_assert(1 + 1 == 2, "math");\nstruct S { static_assert(sizeof(int) == 4, "int"); int x; };');
    const top = unit.decls[0];
    expect(top.kind === 'StaticAssert' && [sexpr(top.cond), top.message]).toEqual(['(== (+ 1 1) 2)', 'math']);
    const s = unit.decls[1];
    expect(s.kind === 'StructDecl' && s.staticAsserts?.map((a) => a.message)).toEqual(['int']);
    const stmt = statementsOf('static_assert(true);')[0];
    expect(stmt.kind === 'LocalStructStmt' && stmt.decl.kind === 'StaticAssert' && stmt.decl.message).toBe(null);
  });

  test("a static_assert message must be a string literal", () => {
    expect(errorsOf('static_assert(true, 3);').join()).toContain('string literal');
  });

  test('decltype declares variables, and notes a parenthesised operand', () => {
    const [, a, b] = statementsOf('int x = 1; decltype(x) a = x; decltype((x)) b = x;');
    const specOf = (s: A.Stmt) => (s.kind === 'DeclStmt' ? s.group.decls[0].type.spec : null);
    expect(specOf(a)).toMatchObject({ kind: 'DecltypeTypeSpec', parenthesized: false });
    expect(specOf(b)).toMatchObject({ kind: 'DecltypeTypeSpec', parenthesized: true });
  });

  test("the 'template' disambiguator is reported: ampc has no member templates", () => {
    expect(errorsOf('template <typename A> int f() { return A::template g<int>(); }').join()).toContain('member templates are not supported by ampc');
  });
});
