/**
 * Visual C++'s `__declspec(property)` members of C++ AMP's classes (`LibraryClass.properties`):
 * `acc.description` is `acc.get_description()`, and a name that is no property stays an error.
 */
import type { Expr } from '../../src/sema/program.js';
import { checkClean, checkSource, exprsIn, fn } from './helpers.js';

describe('C++ AMP properties', () => {
  test('accelerator and accelerator_view properties read their getters', () => {
    const program = checkClean([
      '#include <amp.h>',
      'using namespace concurrency;',
      'void f() {',
      '  accelerator acc;',
      '  bool e = acc.is_emulated;',
      '  accelerator_view v = acc.default_view;',
      '  unsigned n = v.version;',
      '  acc.default_view.wait();',
      '}',
    ].join('\n'));
    const called = exprsIn(fn(program, 'f').body!)
      .filter((e): e is Extract<Expr, { kind: 'Intrinsic' }> => e.kind === 'Intrinsic')
      .map((e) => e.intrinsic.name);
    expect(called).toEqual(expect.arrayContaining(['get_is_emulated', 'get_default_view', 'get_version', 'wait']));
    expect(called.filter((n) => n === 'get_default_view')).toHaveLength(2);
  });

  test('a name that is not a property is no member', () => {
    const { diagnostics } = checkSource('#include <amp.h>\nusing namespace concurrency;\nvoid f() { accelerator acc; bool b = acc.is_fast; }');
    expect(diagnostics.map((d) => d.code)).toEqual(['no-member']);
  });
});
