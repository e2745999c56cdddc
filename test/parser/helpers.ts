/**
 * Helpers for the parser tests: preprocess + parse a string, pull nodes out of
 * the tree, and render expressions and types compactly so tests can state a
 * tree's shape in one line (`(+ a (* b c))`).
 */
import type * as A from '../../src/parser/ast.js';
import { parseTokens, type SyntaxError } from '../../src/parser/parser.js';
import { preprocess } from '../../src/lexer/preprocess.js';

export interface Parsed {
  unit: A.TranslationUnit;
  errors: SyntaxError[];
}

/** Preprocesses (no include files) and parses; fails the test if the preprocessor complains. */
export function parse(text: string): Parsed {
  const pp = preprocess('t.cpp', text, { readFile: () => undefined });
  expect(pp.diagnostics.map((d) => d.message)).toEqual([]);
  return parseTokens(pp.tokens);
}

/** Parses text that must be free of syntax errors. */
export function parseOk(text: string): A.TranslationUnit {
  const { unit, errors } = parse(text);
  expect(errors.map((e) => `${e.span.start.line}:${e.span.start.column} ${e.message}`)).toEqual([]);
  return unit;
}

/** `line:column message` of each syntax error. */
export function errorsOf(text: string): string[] {
  return parse(text).errors.map((e) => `${e.span.start.line}:${e.span.start.column} ${e.message}`);
}

export function functionNamed(unit: A.TranslationUnit, name: string): A.FunctionDecl {
  const fn = unit.decls.find((d): d is A.FunctionDecl => d.kind === 'FunctionDecl' && d.name.parts.join('::') === name);
  if (!fn) throw new Error(`no function ${name}`);
  return fn;
}

/** The statements of `void f() { ... }` wrapped around `body`. */
export function statementsOf(body: string): A.Stmt[] {
  const unit = parseOk(`void f() {\n${body}\n}`);
  return functionNamed(unit, 'f').body!.statements;
}

/** The expression of `x = <expr>;`-free statement form: parses `<expr>;` inside a function. */
export function expressionOf(text: string, declarations = ''): A.Expr {
  const unit = parseOk(`${declarations}\nvoid f() {\n${text};\n}`);
  const stmt = functionNamed(unit, 'f').body!.statements[0];
  if (stmt.kind !== 'ExprStmt') throw new Error(`expected an expression statement, got ${stmt.kind}`);
  return stmt.expr;
}

/** Parse an expression and render it. */
export function shape(text: string, declarations = ''): string {
  return sexpr(expressionOf(text, declarations));
}

export function typeText(t: A.TypeRef): string {
  let s = '';
  if (t.isConst) s += 'const ';
  s += specText(t.spec);
  for (const p of t.pointers) s += p.isConst ? '*const' : '*';
  if (t.reference) s += t.reference;
  for (const d of t.arrayDims) s += `[${d ? sexpr(d) : ''}]`;
  return s;
}

function specText(spec: A.TypeSpec): string {
  switch (spec.kind) {
    case 'BuiltinTypeSpec': return spec.keywords.join(' ');
    case 'AutoTypeSpec': return 'auto';
    case 'NamedTypeSpec': return nameText(spec.name);
    case 'DecltypeTypeSpec': return `decltype(${sexpr(spec.expr)})`;
  }
}

export function nameText(n: A.QualifiedName): string {
  const base = n.parts.join('::');
  if (!n.templateArgs) return base;
  return `${base}<${n.templateArgs.map((a) => (a.kind === 'TypeArg' ? typeText(a.type) : sexpr(a.expr))).join(',')}>`;
}

/** An expression as an S-expression: operators and node kinds first, operands after. */
export function sexpr(e: A.Expr): string {
  switch (e.kind) {
    case 'IntLiteral': case 'FloatLiteral': case 'CharLiteral': return e.text;
    case 'StringLiteral': return JSON.stringify(e.value);
    case 'BoolLiteral': return String(e.value);
    case 'NullptrLiteral': return 'nullptr';
    case 'ThisExpr': return 'this';
    case 'NameExpr': return nameText(e.name);
    case 'MemberExpr': {
      const targs = e.templateArgs ? `<${e.templateArgs.map((a) => (a.kind === 'TypeArg' ? typeText(a.type) : sexpr(a.expr))).join(',')}>` : '';
      return `(${e.arrow ? '->' : '.'} ${sexpr(e.object)} ${e.member}${targs})`;
    }
    case 'MemberPointerExpr': return `(${e.arrow ? '->*' : '.*'} ${sexpr(e.object)} ${sexpr(e.pointer)})`;
    case 'SubscriptExpr': return `([] ${sexpr(e.object)} ${sexpr(e.index)})`;
    case 'CallExpr': return `(call ${[e.callee, ...e.args].map(sexpr).join(' ')})`;
    case 'UnaryExpr': return `(${e.op} ${sexpr(e.operand)})`;
    case 'BinaryExpr': return `(${e.op} ${sexpr(e.left)} ${sexpr(e.right)})`;
    case 'AssignExpr': return `(${e.op} ${sexpr(e.target)} ${sexpr(e.value)})`;
    case 'ConditionalExpr': return `(? ${sexpr(e.cond)} ${sexpr(e.then)} ${sexpr(e.otherwise)})`;
    case 'CastExpr': return `(${e.style}-cast ${typeText(e.type)} ${sexpr(e.operand)})`;
    case 'ConstructExpr': return `(construct ${typeText(e.type)}${e.args.map((a) => ` ${sexpr(a)}`).join('')})`;
    case 'SizeofExpr': return `(sizeof ${'type' in e.operand ? typeText(e.operand.type) : sexpr(e.operand.expr)})`;
    case 'NewExpr': return `(new ${typeText(e.type)})`;
    case 'DeleteExpr': return `(delete ${sexpr(e.operand)})`;
    case 'TypeidExpr': return '(typeid)';
    case 'NoexceptExpr': return `(noexcept ${sexpr(e.operand)})`;
    case 'InitListExpr': return `{${e.elements.map(sexpr).join(' ')}}`;
    case 'Lambda': return `(lambda [${[e.captureDefault ?? '', ...e.captures.map((c) => `${c.byReference ? '&' : ''}${c.name}`)].filter((x) => x).join(',')}])`;
  }
}
