/** Helpers for the host lowering's tests: `main`'s lowered statements as C-like lines. */
import { lowerHostCode } from '../../src/lower/lower-host.js';
import type { Expr, Stmt } from '../../src/sema/program.js';
import { typeToString } from '../../src/sema/types.js';
import { checkClean } from '../sema/helpers.js';

/** `main`'s lowered statements (after `prelude`), as C-like lines with conversions as calls. */
export function lowerMain(body: string, prelude = ''): string[] {
  const program = checkClean(`${prelude}\nint main() {\n${body}\n}`);
  const main = program.functions.find((f) => f.name === 'main')!;
  return lowerHostCode(program).functions.get(main)!.statements.map(stmt);
}

export function stmt(s: Stmt): string {
  switch (s.kind) {
    case 'VarDecl': return `${s.variable.name}${s.init ? ` = ${expr(s.init)}` : ''};`;
    case 'ExprStmt': return `${expr(s.expr)};`;
    case 'For': return `for (${s.init ? stmt(s.init) : ';'} ${s.cond ? expr(s.cond) : ''}; ${s.step ? expr(s.step) : ''}) ${stmt(s.body)}`;
    case 'Block': return `{ ${s.statements.map(stmt).join(' ')} }`;
    default: return `<${s.kind}>`;
  }
}

function expr(e: Expr): string {
  switch (e.kind) {
    case 'Const': return String(e.value);
    case 'VarRef': return e.variable.isReference && e.variable.name.endsWith('_ref') ? `&${e.variable.name}` : e.variable.name;
    case 'Convert': return `${typeToString(e.type)}(${expr(e.operand)})`;
    case 'Binary': return e.op === ',' ? `(${expr(e.left)}, ${expr(e.right)})` : `(${expr(e.left)} ${e.op} ${expr(e.right)})`;
    case 'Unary': return e.op.startsWith('post') ? `${expr(e.operand)}${e.op.slice(4)}` : `${e.op.replace('pre', '')}${expr(e.operand)}`;
    case 'Assign': return `${expr(e.target)} ${e.op ?? ''}= ${expr(e.value)}`;
    case 'Call': return `${e.callee.name}(${e.args.map(expr).join(', ')})`;
    case 'Element': return `${expr(e.object)}[${expr(e.index)}]`;
    case 'Field': return `${expr(e.object)}.${e.field}`;
    case 'Component': return `${expr(e.object)}[${expr(e.dim)}]`;
    case 'Let': return `let ${e.bindings.map((b) => `${b.variable.name} = ${expr(b.value)}`).join(', ')} in ${expr(e.body)}`;
    case 'ViewElement': return `${expr(e.view)}[${(e.index ? [e.index] : e.components).map(expr).join(', ')}]`;
    case 'Library': return `${e.op}(${[...(e.receiver ? [e.receiver] : []), ...e.args].map(expr).join(', ')})`;
    case 'Update': return `update ${expr(e.target)} from ${e.old.name} to ${expr(e.value)}${e.yields ? ` yielding ${e.yields}` : ''}`;
    default: return `<${e.kind}>`;
  }
}
