/**
 * What follows a function's parameters (src/parser/parser.ts functionQualifiers, functionBody):
 * one rule for every kind of function, each kind taking the parts it may have.
 */
import type * as A from '../../src/parser/ast.js';
import { errorsOf, parseOk } from './helpers.js';

const S = 'struct S { int v; S(); ~S(); operator int() const; };\n';

function tail(fn: A.FunctionDecl): string {
  return [fn.isConstMethod ? 'const' : '', fn.exceptionSpec ? (fn.nothrow ? 'nothrow' : 'may-throw') : '', fn.restrictions.map((r) => r.name).join(','),
    fn.isPure ? '=0' : '', fn.isDeleted ? '=delete' : fn.isDefaulted ? '=default' : '', fn.body ? 'body' : ';'].filter((x) => x !== '').join(' ');
}

test('constructors, destructors and conversion functions take the exception specifications functions take', () => {
  const unit = parseOk(`${S}S::S() throw() : v(1) {}\nS::~S() noexcept {}\nS::operator int() const throw(S) { return v; }\nint f() noexcept(false) restrict(cpu) throw() { return 0; }`);
  const defined = unit.decls.filter((d): d is A.FunctionDecl => d.kind === 'FunctionDecl');
  expect(defined.map((fn) => `${fn.special ?? fn.name.parts.join('::')}: ${tail(fn)}`)).toEqual(['constructor: nothrow body', 'destructor: nothrow body', 'S::operator int: const may-throw body', 'f: nothrow cpu body']);
});

test('each kind of function takes only the parts it may have', () => {
  expect(errorsOf(`${S}S::S() const {}`)).not.toEqual([]);
  expect(errorsOf(`${S}S::S() -> int {}`)).not.toEqual([]);
  expect(errorsOf('int g() = default;')).not.toEqual([]);
  expect(errorsOf('struct B { B() = 0; };')).not.toEqual([]);
  expect(errorsOf('struct B { B() override; };')[0]).toBe("1:16 expected function body, found 'override'");
  expect(errorsOf('struct B { virtual ~B(); };\nstruct D : B { ~D() override; };')).toEqual([]);
  // A conversion function's pure-specifier is `= 0` as any other's.
  expect(errorsOf('struct B { operator int() = 1; };')[0]).toBe("1:27 expected function body, found '='");
  expect(errorsOf('struct B { virtual int f() = 0; B() = default; B(const B&) = delete; operator bool() const = delete; auto g() -> int; };')).toEqual([]);
});
