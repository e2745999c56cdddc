/**
 * The pointer facts the kernel-support check and the WGSL printer share (src/sema/pointer-roots.ts):
 * when two roots are the same, which a helper can name itself, and what tells a helper's copies apart.
 */
import type { Variable } from '../../src/sema/program.js';
import type { Type } from '../../src/sema/types.js';
import { isModuleScope, pointerBinding, sameRoot, specialisationKey, type PointerRoot } from '../../src/sema/pointer-roots.js';

const int: Type = { kind: 'int', bits: 32, signed: true } as Type;
const array = (length: number): Type => ({ kind: 'array', element: int, length }) as Type;
let ids = 0;
const variable = (storage: Variable['storage'], type: Type): Variable => ({ id: ++ids, name: `v${ids}`, storage, type }) as Variable;

describe('pointer roots', () => {
  const local = variable('local', array(4));
  const shared = variable('tileStatic', array(4));
  const view = variable('local', int);
  const param = variable('param', int);

  test('two roots are the same memory only when they name the same variable, view or parameter', () => {
    expect(sameRoot({ kind: 'variable', variable: local }, { kind: 'variable', variable: local })).toBe(true);
    expect(sameRoot({ kind: 'variable', variable: local }, { kind: 'variable', variable: shared })).toBe(false);
    expect(sameRoot({ kind: 'buffer', view }, { kind: 'variable', variable: view })).toBe(false);
    expect(sameRoot({ kind: 'caller', param, type: array(4) }, { kind: 'caller', param, type: array(4) })).toBe(true);
  });

  test('a helper names buffers and tile_statics itself, and takes a function-scope variable from its caller', () => {
    expect(isModuleScope({ kind: 'buffer', view })).toBe(true);
    expect(isModuleScope({ kind: 'variable', variable: shared })).toBe(true);
    expect(isModuleScope({ kind: 'variable', variable: local })).toBe(false);
    const caller: PointerRoot = { kind: 'caller', param, type: array(8) };
    expect(pointerBinding(caller)).toEqual({ kind: 'function', type: array(8) });
    expect(pointerBinding({ kind: 'variable', variable: shared })).toEqual({ kind: 'variable', variable: shared });
  });

  test("copies of a helper differ by module-scope root, and by the type (not the identity) of a caller's variable", () => {
    const other = variable('local', array(4));
    const key = (root: PointerRoot) => specialisationKey('f', [pointerBinding(root), null]);
    expect(key({ kind: 'variable', variable: local })).toBe(key({ kind: 'variable', variable: other }));
    expect(key({ kind: 'variable', variable: local })).not.toBe(key({ kind: 'variable', variable: variable('local', array(8)) }));
    expect(key({ kind: 'variable', variable: shared })).not.toBe(key({ kind: 'variable', variable: variable('tileStatic', array(4)) }));
    expect(specialisationKey('f', [{ kind: 'buffer', view }])).not.toBe(specialisationKey('f', [{ kind: 'window', view }]));
  });
});
