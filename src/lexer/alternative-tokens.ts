/**
 * C++'s alternative tokens ([lex.digraph]): `and`, `or`, `not`, `bitand`, ... are the operators
 * they spell, keywords that can never be identifiers. The preprocessor still sees them as
 * identifiers (a stringized `#x` keeps `a and b` as written, as g++ does); the tokens it hands the
 * parser are the operators themselves, spelled as the operator so that every later stage, which
 * reads an operator from its token's image, needs no knowledge of them.
 */
import type { TokenType } from 'chevrotain';
import type { PPToken } from './lex.js';
import { Amp, AmpAmp, AmpEqual, Bang, BangEqual, Caret, CaretEqual, Identifier, Pipe, PipeEqual, PipePipe, Tilde } from './tokens.js';

const alternatives: ReadonlyMap<string, readonly [TokenType, string]> = new Map([
  ['and', [AmpAmp, '&&']], ['or', [PipePipe, '||']], ['not', [Bang, '!']], ['not_eq', [BangEqual, '!=']],
  ['bitand', [Amp, '&']], ['bitor', [Pipe, '|']], ['xor', [Caret, '^']], ['compl', [Tilde, '~']],
  ['and_eq', [AmpEqual, '&=']], ['or_eq', [PipeEqual, '|=']], ['xor_eq', [CaretEqual, '^=']],
]);

/** `token`, or the operator it spells when it is an alternative token. */
export function operatorOfAlternativeToken(token: PPToken): PPToken {
  if (token.tokenType !== Identifier) return token;
  const alternative = alternatives.get(token.image);
  if (!alternative) return token;
  const [tokenType, image] = alternative;
  return { ...token, tokenType, tokenTypeIdx: tokenType.tokenTypeIdx ?? 0, image };
}
