import { diagnosticsOf, typeOf } from './helpers.js';

const decls = 'struct F { unsigned a : 3; int c : 4; unsigned w : 32; }; F f{}; bool b = true;';
const t = (expr: string) => typeOf(expr, decls);

describe('bit-fields', () => {
  // g++ promotes a bit-field in arithmetic, not in `?:` (where it keeps its declared type).
  test('a bit-field has its declared type, and promotes to int where all its values fit one', () => {
    expect([t('f.a'), t('f.a - 5'), t('-f.a'), t('f.w - 5'), t('f.c + 1u'), t('b ? f.a : -1'), t('f.a = 9')]).toEqual([
      'unsigned int', 'int', 'int', 'unsigned int', 'unsigned int', 'unsigned int', 'unsigned int',
    ]);
  });

  test('what ampc cannot store exactly is refused where declared', () => {
    expect(diagnosticsOf('struct G { long long big : 40; int wide : 33; };')).toEqual(['bit-field@1:22', 'bit-field@1:43']);
  });
});
