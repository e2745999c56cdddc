/**
 * `index<N>` and `extent<N>` values in WGSL. Rank 1 is an `i32`; ranks 2 to 4 are `vecN<i32>`,
 * whose operators already work component by component; higher ranks are `array<i32, N>`, for
 * which the component-wise operators are small helper functions, declared once per module.
 */

/** WGSL's vectors stop at 4 components. */
const maxVectorRank = 4;
const vectorComponents = ['x', 'y', 'z', 'w'];

export function indexWgslType(rank: number): string {
  if (rank === 1) return 'i32';
  return rank <= maxVectorRank ? `vec${rank}<i32>` : `array<i32, ${rank}>`;
}

/** Whether an index of this rank is a WGSL array (no component-wise operators). */
export function isIndexArray(rank: number): boolean {
  return rank > maxVectorRank;
}

/** The value with these components (dimension 0 first). */
export function makeIndexValue(components: readonly string[]): string {
  return components.length === 1 ? components[0] : `${indexWgslType(components.length)}(${components.join(', ')})`;
}

/** Component `d` (a constant) of a value of rank ≥ 2, `value` being an operand of `.`. */
export function indexComponent(value: string, rank: number, d: number): string {
  return isIndexArray(rank) ? `${value}[${d}]` : `${value}.${vectorComponents[d]}`;
}

/** Declares a helper once: `helper(name, source)` returns the name. */
export type HelperSink = (name: string, source: string) => string;

/** `a op b` on arrays of rank N: `b` is an array of the same rank or an i32 applied to every component. */
export function indexArrayArithmetic(helper: HelperSink, op: string, rank: number, rightIsScalar: boolean, a: string, b: string): string {
  const names: Record<string, string> = { '+': 'add', '-': 'sub', '*': 'mul', '/': 'div', '%': 'rem' };
  const name = `index${rank}_${names[op]}${rightIsScalar ? '_scalar' : ''}`;
  const t = indexWgslType(rank);
  const right = rightIsScalar ? 'b' : 'b[d]';
  const source = [
    `fn ${name}(a: ${t}, b: ${rightIsScalar ? 'i32' : t}) -> ${t} {`,
    `  var r: ${t};`,
    `  for (var d = 0; d < ${rank}; d++) {`,
    `    r[d] = a[d] ${op} ${right};`,
    '  }',
    '  return r;',
    '}',
  ].join('\n');
  return `${helper(name, source)}(${a}, ${b})`;
}

/** `a == b` on arrays of rank N. */
export function indexArrayEquals(helper: HelperSink, rank: number, a: string, b: string): string {
  return everyComponent(helper, `index${rank}_equal`, rank, ['a', 'b'], 'a[d] != b[d]', a, b);
}

/** `e.contains(i)` on arrays of rank N. */
export function indexArrayContains(helper: HelperSink, rank: number, e: string, i: string): string {
  return everyComponent(helper, `extent${rank}_contains`, rank, ['e', 'i'], 'i[d] < 0 || i[d] >= e[d]', e, i);
}

/** A call of helper `name`, which is true unless `failsAt` (over component `d`) holds at some component. */
function everyComponent(helper: HelperSink, name: string, rank: number, params: readonly [string, string], failsAt: string, x: string, y: string): string {
  const t = indexWgslType(rank);
  const source = [
    `fn ${name}(${params[0]}: ${t}, ${params[1]}: ${t}) -> bool {`,
    `  for (var d = 0; d < ${rank}; d++) {`,
    `    if (${failsAt}) {`,
    '      return false;',
    '    }',
    '  }',
    '  return true;',
    '}',
  ].join('\n');
  return `${helper(name, source)}(${x}, ${y})`;
}
