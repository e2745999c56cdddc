/** Helpers for the sema tests: source text → typed program, and compact views of it. */
import { preprocess } from '../../src/lexer/preprocess.js';
import { parseTokens } from '../../src/parser/parser.js';
import { check } from '../../src/sema/check.js';
import type { Diagnostic } from '../../src/diagnostics.js';
import type { Expr, FunctionInfo, Kernel, Program, Stmt } from '../../src/sema/program.js';
import { typeToString } from '../../src/sema/types.js';
import { forEachExpr, forEachExprInStmt } from '../../src/sema/walk.js';

/** Preprocesses, parses (which must succeed) and checks. */
export function checkSource(text: string): { program: Program; diagnostics: Diagnostic[] } {
  const pp = preprocess('t.cpp', text, { readFile: () => undefined });
  expect(pp.diagnostics.map((d) => d.message)).toEqual([]);
  const parsed = parseTokens(pp.tokens);
  expect(parsed.errors.map((e) => `${e.span.start.line}:${e.span.start.column} ${e.message}`)).toEqual([]);
  return check(parsed.unit);
}

/** `code@line:column` for each diagnostic, in order. */
export function where(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.code}@${d.span.start.line}:${d.span.start.column}`);
}

/** Diagnostics of a program as `code@line:column`. */
export function diagnosticsOf(text: string): string[] {
  return where(checkSource(text).diagnostics);
}

/** Checks a program that must have no diagnostics at all. */
export function checkClean(text: string): Program {
  const { program, diagnostics } = checkSource(text);
  expect(diagnostics.map((d) => `${d.code}@${d.span.start.line}:${d.span.start.column} ${d.message}`)).toEqual([]);
  return program;
}

export function fn(program: Program, name: string): FunctionInfo {
  const f = program.functions.find((x) => x.name === name);
  if (!f) throw new Error(`no function ${name}`);
  return f;
}

/** The typed expression of the last expression statement of `void probe() { <body> }`. */
export function lastExpr(body: string, prelude = ''): Expr {
  const program = checkClean(`${prelude}\nvoid probe() {\n${body}\n}`);
  const statements = fn(program, 'probe').body!.statements;
  const last = statements[statements.length - 1];
  if (last.kind !== 'ExprStmt') throw new Error(`last statement is ${last.kind}`);
  return last.expr;
}

/** Type of an expression, with declarations before it. */
export function typeOf(expr: string, declarations = ''): string {
  return typeToString(lastExpr(`${declarations}\n${expr};`).type);
}

/**
 * A typed expression as an S-expression that shows types where conversions happen:
 * `(+ (convert:float i) f)`; variables by name, constants by value.
 */
export function tsexpr(e: Expr): string {
  switch (e.kind) {
    case 'Const': return `${e.value}:${typeToString(e.type)}`;
    case 'VarRef': return e.variable.name;
    case 'Convert': return `(convert:${typeToString(e.type)} ${tsexpr(e.operand)})`;
    case 'Binary': return `(${e.op} ${tsexpr(e.left)} ${tsexpr(e.right)})`;
    case 'Logical': return `(${e.op} ${tsexpr(e.left)} ${tsexpr(e.right)})`;
    case 'Unary': return `(${e.op} ${tsexpr(e.operand)})`;
    case 'Assign': return `(${e.op ?? ''}= ${tsexpr(e.target)} ${tsexpr(e.value)})`;
    case 'Conditional': return `(? ${tsexpr(e.cond)} ${tsexpr(e.then)} ${tsexpr(e.otherwise)})`;
    case 'Call': return `(call ${e.callee.name}${e.args.map((a) => ` ${tsexpr(a)}`).join('')})`;
    default: return `<${e.kind}>`;
  }
}

export function kernel(program: Program, i = 0): Kernel {
  const k = program.kernels[i];
  if (!k) throw new Error(`no kernel ${i}`);
  return k;
}

/** Every expression under a statement, in pre-order. */
export function exprsIn(s: Stmt): Expr[] {
  const out: Expr[] = [];
  forEachExprInStmt(s, (e) => out.push(e));
  return out;
}

export { forEachExpr };

/** Wraps a kernel body in a host function with the usual captures available. */
export function kernelProgram(options: { decls?: string; domain?: string; lambda: string; prelude?: string }): string {
  return [
    options.prelude ?? '',
    'void run(std::vector<int>& v, std::vector<int>& w, int n, float scale) {',
    '  array_view<int, 1> a(n, v);',
    '  array_view<int, 1> b(n, w);',
    options.decls ?? '',
    `  parallel_for_each(${options.domain ?? 'a.extent'}, ${options.lambda});`,
    '}',
  ].join('\n');
}

/** `line:column` (1-based) of the `occurrence`-th appearance of `needle` in `text`. */
export function locate(text: string, needle: string, occurrence = 0): string {
  let index = -1;
  for (let i = 0; i <= occurrence; i++) {
    index = text.indexOf(needle, index + 1);
    if (index < 0) throw new Error(`'${needle}' (#${occurrence}) not in text`);
  }
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return `${line}:${index - before.lastIndexOf('\n')}`;
}
