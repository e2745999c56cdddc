/**
 * Whether evaluating an expression only reads: evaluating it earlier, later or twice gives the
 * same value and changes nothing, unless something else writes in between. The host printer
 * evaluates such a library lvalue's arguments twice for `t op= v`; argument-order.ts leaves such
 * arguments where they are.
 */
import type { Expr } from './program.js';

export function sideEffectFree(e: Expr): boolean {
  switch (e.kind) {
    case 'Const': case 'StringConst': case 'VarRef': return true;
    case 'Field': return sideEffectFree(e.object);
    case 'Convert': return sideEffectFree(e.operand);
    case 'Element': return sideEffectFree(e.object) && sideEffectFree(e.index);
    case 'Binary': return e.op !== ',' && sideEffectFree(e.left) && sideEffectFree(e.right);
    case 'Unary': return (e.op === '-' || e.op === '!' || e.op === '~') && sideEffectFree(e.operand);
    case 'MakeIndex': return e.components.every(sideEffectFree);
    case 'Library': return e.op === 'vector.size' && e.receiver !== null && sideEffectFree(e.receiver);
    case 'Intrinsic': return e.intrinsic.pure === true && e.args.every(sideEffectFree);
    default: return false;
  }
}

/**
 * Whether an expression names the same object and reads the same value each time it is evaluated:
 * a variable, a constant, and fields and elements of such (`v[i]`, `rows[i].x`). A printer may
 * print such a place twice (`t = t + v`, a getter and a setter) where C++ evaluates it once.
 */
export function readsTwiceAlike(e: Expr): boolean {
  switch (e.kind) {
    case 'VarRef': case 'Const': return true;
    case 'Field': return readsTwiceAlike(e.object);
    case 'Element': return readsTwiceAlike(e.object) && readsTwiceAlike(e.index);
    default: return false;
  }
}
