import { run, expandsTo } from './helpers.js';
import { AmpAmp, Bang, CaretEqual, Identifier, Tilde } from '../../src/lexer/tokens.js';

describe('alternative tokens', () => {
  it('reach the parser as the operators they spell', () => {
    expect(expandsTo('a and not b or c not_eq d bitand e bitor f xor g compl h and_eq i or_eq j xor_eq k'))
      .toBe('a && ! b || c != d & e | f ^ g ~ h &= i |= j ^= k');
    const types = run('x and not y xor_eq compl z').tokens.map((t) => t.tokenType);
    expect(types).toEqual([Identifier, AmpAmp, Bang, Identifier, CaretEqual, Tilde, Identifier]);
  });
  it('keep their spelling when a macro argument is stringized', () => {
    expect(expandsTo('#define S(x) #x\nS(a and not b)')).toBe('"a and not b"');
  });
  it('are operators after macro expansion too', () => {
    expect(expandsTo('#define BOTH(p, q) p and q\nBOTH(x, y)')).toBe('x && y');
  });
  it('leave identifiers that only contain them alone', () => {
    expect(expandsTo('android ornament notice xor1')).toBe('android ornament notice xor1');
  });
});
