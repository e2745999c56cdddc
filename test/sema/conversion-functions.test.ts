import type * as A from '../../src/parser/ast.js';
import { errorsOf, parseOk, typeText } from '../parser/helpers.js';
import { checkClean, diagnosticsOf, fn, lastExpr, tsexpr } from './helpers.js';
import { typeToString } from '../../src/sema/types.js';

function structNamed(unit: A.TranslationUnit, name: string): A.StructDecl {
  const d = unit.decls.find((x): x is A.StructDecl => x.kind === 'StructDecl' && x.name === name);
  if (!d) throw new Error(`no struct ${name}`);
  return d;
}

describe('conversion functions: parsing', () => {
  test('in a class: the type after `operator` is the return type; explicit, const and the reference are kept', () => {
    const s = structNamed(parseOk('struct S {\n  int v;\n  explicit operator bool() const { return v; }\n  operator const char*();\n  virtual operator int&();\n};'), 'S');
    expect(s.methods.map((m) => [m.name.parts.join('::'), typeText(m.returnType), m.conversion, m.isExplicit ?? false, m.isConstMethod, m.storage.isVirtual])).toEqual([
      ['operator bool', 'bool', true, true, true, false],
      ['operator const char *', 'const char*', true, false, false, false],
      ['operator int &', 'int&', true, false, false, true],
    ]);
  });

  test('outside the class, also of a class template', () => {
    const unit = parseOk('struct S { operator double() const; };\nS::operator double() const { return 1; }\ntemplate <class T> struct B { operator T() const; };\ntemplate <class T> B<T>::operator T() const { return T(); }');
    const defined = unit.decls.find((d): d is A.FunctionDecl => d.kind === 'FunctionDecl');
    expect(defined && [defined.name.parts, typeText(defined.returnType), defined.conversion]).toEqual([['S', 'operator double'], 'double', true]);
    const templated = unit.decls.find((d): d is A.TemplateDecl => d.kind === 'TemplateDecl' && d.decl.kind === 'FunctionDecl');
    expect(templated?.decl.kind === 'FunctionDecl' && [templated.decl.name.parts, templated.decl.name.qualifierArgs?.[0]?.length]).toEqual([['B', 'operator T'], 1]);
  });

  test('a conversion function outside any class is an error, as g++ says', () => {
    expect(errorsOf('operator int() { return 1; }\nint main() { return 0; }')).toEqual(["1:1 'operator int()' must be a non-static member function"]);
  });

  test('a conversion function template is refused where it is declared, and the class parses on', () => {
    expect(errorsOf('struct S {\n  template <class T> operator T() const { return T(); }\n  int v;\n};\nint main() { S s; return s.v; }'))
      .toEqual(["2:3 a conversion function template ('template <class T> operator T()') is not supported by ampc"]);
  });
});

describe('conversion functions: sema', () => {
  const meters = 'struct M { double v; operator double() const { return v; } };';

  test('copy-initialisation calls the function, then converts its result', () => {
    expect(tsexpr(lastExpr('M m{2.5};\nint i = 0;\ni = m;', meters))).toBe('(= i (convert:int (call M_operator_double m)))');
  });

  test("a built-in operator's class operand is the call of its conversion function", () => {
    expect(tsexpr(lastExpr('M m{2.5};\nm + 1;', meters))).toBe('(+ (call M_operator_double m) 1:double)');
    expect(tsexpr(lastExpr('M m{2.5};\n-m;', meters))).toBe('(- (call M_operator_double m))');
  });

  test('explicit operator bool: conditions and casts call it, copy-initialisation does not', () => {
    const flag = 'struct F { int on; explicit operator bool() const { return on != 0; } };';
    expect(tsexpr(lastExpr('F f{1};\n!f;', flag))).toBe('(! (call F_operator_bool f))');
    expect(tsexpr(lastExpr('F f{1};\nstatic_cast<bool>(f);', flag))).toBe('(call F_operator_bool f)');
    expect(diagnosticsOf(`${flag}\nbool g(F f) { return f; }\nint main() { F f{1}; bool b = f; return b; }`)).toEqual(['type-mismatch@2:22', 'type-mismatch@3:31']);
  });

  test('overloads: a standard conversion beats a user-defined one; through one function, the second conversion decides', () => {
    const program = checkClean(`${meters}\nstruct A { int v; operator int() const { return v; } };\nint f(int) { return 1; }\nint f(double) { return 2; }\nint g(M) { return 1; }\nint g(double) { return 2; }\n`
      + 'void probe() { A a{1}; M m{1}; f(a); g(3); g(m); }');
    const chosen = fn(program, 'probe').body!.statements.slice(2).map((s) => {
      if (s.kind !== 'ExprStmt' || s.expr.kind !== 'Call') throw new Error('not a call');
      return `${s.expr.callee.name}(${s.expr.callee.params.map((p) => typeToString(p.type)).join(', ')})`;
    });
    expect(chosen).toEqual(['f(int)', 'g(double)', 'g(M)']);
  });

  test('two conversion functions equally good, and two overloads reached through different functions, are ambiguous', () => {
    expect(diagnosticsOf('struct B { int i; long l; operator int() const { return i; } operator long() const { return l; } };\nint f(int) { return 1; }\nint f(long) { return 2; }\n'
      + 'int main() { B b{1, 2}; double d = b; return f(b); }')).toEqual(['ambiguous-call@4:36', 'ambiguous-call@4:46']);
  });

  test("a switch's class condition converts to its one integral type; to several it is an error", () => {
    expect(diagnosticsOf('struct C { int v; operator int() const { return v; } };\nint main() { C c{1}; switch (c) { case 1: return 1; } return 0; }')).toEqual([]);
    expect(diagnosticsOf('struct C { int v; operator int() const { return v; } operator long() const { return v; } };\nint main() { C c{1}; switch (c) { case 1: return 1; } return 0; }'))
      .toEqual(['switch-condition@2:30']);
  });

  test('a class operand converting to several arithmetic types is refused for a built-in operator', () => {
    expect(diagnosticsOf('struct B { int i; operator int() const { return i; } operator double() const { return i; } };\nint main() { B b{1}; double d = b + 1.5; return 0; }'))
      .toEqual(['unsupported@2:33']);
  });
});
