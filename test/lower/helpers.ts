/** Helpers for the lowering tests: a kernel's lowered body as C-like lines. */
import { lowerAmpCode, type LoweredAmp } from '../../src/lower/lower-amp.js';
import type { Expr, Stmt } from '../../src/sema/program.js';
import { typeToString } from '../../src/sema/types.js';
import type { WarningRuleId } from '../../src/diagnostic-rules.js';
import { checkClean, checkSource } from '../sema/helpers.js';

/**
 * The program `amp.h` + `text`, checked (without diagnostics, but for the warnings of rule
 * `allowed`) and lowered.
 */
export function lowered(text: string, allowed?: WarningRuleId): { lowered: LoweredAmp; program: ReturnType<typeof checkClean> } {
  const source = `#include <amp.h>\nusing namespace concurrency;\n${text}`;
  if (!allowed) {
    const program = checkClean(source);
    return { lowered: lowerAmpCode(program), program };
  }
  const { program, diagnostics } = checkSource(source);
  expect(diagnostics.filter((d) => d.code !== allowed).map((d) => `${d.code}@${d.span.start.line}:${d.span.start.column} ${d.message}`)).toEqual([]);
  return { lowered: lowerAmpCode(program), program };
}

/**
 * A kernel body `body` (over `array_view<int, 1> a` and `int n`), lowered, as lines; with
 * `conversions`, each conversion written as a call of its type (`float(i)`).
 */
export function lowerKernel(body: string, prelude = '', conversions = false): string[] {
  const { lowered: l, program } = lowered(`${prelude}
void run(std::vector<int>& v, int n) {
  array_view<int, 1> a(n, v);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) {
${body}
  });
}`);
  expect(l.diagnostics.map((d) => d.message)).toEqual([]);
  showConversions = conversions;
  try {
    return printStmts(l.kernels.get(program.kernels[0]!)!.statements);
  } finally {
    showConversions = false;
  }
}

let showConversions = false;

/** The messages (with `line:column`, counted in `body`) the lowering reports for a kernel body. */
export function loweringErrors(body: string): string[] {
  const { lowered: l } = lowered(`void run(std::vector<int>& v, int n) {
  array_view<int, 1> a(n, v);
  parallel_for_each(a.extent, [=](index<1> idx) restrict(amp) {
${body}
  });
}`);
  // The kernel body starts on line 6 (after the two lines `lowered` adds and the three above).
  return l.diagnostics.map((d) => `${d.span.start.line - 5}:${d.span.start.column} ${d.code} ${d.message}`);
}

export function printStmts(statements: readonly Stmt[], indent = ''): string[] {
  return statements.flatMap((s) => printStmt(s, indent));
}

function printStmt(s: Stmt, i: string): string[] {
  const nested = (x: Stmt) => (x.kind === 'Block' ? printStmts(x.statements, `${i}  `) : printStmt(x, `${i}  `));
  switch (s.kind) {
    case 'Block': return [`${i}{`, ...printStmts(s.statements, `${i}  `), `${i}}`];
    case 'VarDecl': return [`${i}${s.variable.isConst ? 'const ' : ''}${s.variable.name}${s.init ? ` = ${expr(s.init)}` : ''};`];
    case 'ExprStmt': return [`${i}${expr(s.expr)};`];
    case 'If': return [`${i}if (${expr(s.cond)}) {`, ...nested(s.then), ...(s.otherwise ? [`${i}} else {`, ...nested(s.otherwise)] : []), `${i}}`];
    case 'For': return [`${i}for (${s.init ? printStmt(s.init, '').join(' ') : ';'} ${s.cond ? expr(s.cond) : ''}; ${s.step ? expr(s.step) : ''}) {`, ...nested(s.body), `${i}}`];
    case 'While': return [`${i}while (${expr(s.cond)}) {`, ...nested(s.body), `${i}}`];
    case 'DoWhile': return [`${i}do {`, ...nested(s.body), `${i}} while (${expr(s.cond)});`];
    case 'Switch': return [`${i}switch (${expr(s.cond)}) {`, ...s.cases.flatMap((c) => [`${i}case ${c.values === 'default' ? 'default' : c.values.map(expr).join(', ')}:`, ...printStmts(c.body, `${i}  `)]), `${i}}`];
    case 'Break': return [`${i}break;`];
    case 'Continue': return [`${i}continue;`];
    case 'Return': return [`${i}return${s.value ? ` ${expr(s.value)}` : ''};`];
    default: return [`${i}<${s.kind}>`];
  }
}

/** C-like text, fully parenthesised, conversions left out (unless `showConversions`). */
function expr(e: Expr): string {
  switch (e.kind) {
    case 'Const': return String(e.value);
    case 'VarRef': return e.variable.name;
    case 'Convert': return showConversions ? `${typeToString(e.type)}(${expr(e.operand)})` : expr(e.operand);
    case 'Binary': case 'Logical': return `(${expr(e.left)} ${e.op} ${expr(e.right)})`;
    case 'Unary': return e.op.startsWith('post') ? `${expr(e.operand)}${e.op.slice(4)}` : `${e.op.replace('pre', '')}${expr(e.operand)}`;
    case 'Assign': return `${expr(e.target)} ${e.op ?? ''}= ${expr(e.value)}`;
    case 'Conditional': return `(${expr(e.cond)} ? ${expr(e.then)} : ${expr(e.otherwise)})`;
    case 'Call': return `${e.callee.name}(${e.args.map(expr).join(', ')})`;
    case 'Element': return `${expr(e.object)}[${expr(e.index)}]`;
    case 'ViewElement': return `${expr(e.view)}[${e.index ? expr(e.index) : e.components.map(expr).join(', ')}]`;
    case 'ThreadIndex': return 'idx';
    case 'Component': return `${expr(e.object)}[${expr(e.dim)}]`;
    default: return `<${e.kind}>`;
  }
}
