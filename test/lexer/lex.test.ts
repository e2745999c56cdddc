import { lex } from '../../src/lexer/lex.js';
import { tokenMatcher } from 'chevrotain';
import {
  BlockComment, CharLiteral, FloatLiteral, Greater, GreaterEqual, Hash, HashHash, Identifier, IntegerLiteral, Keyword,
  KeywordCategory, LessLessEqual, Newline, StringLiteral,
} from '../../src/lexer/tokens.js';

function kinds(text: string): [string, string][] {
  return lex('t.cpp', text).tokens.map((t) => [t.tokenType.name, t.image]);
}

describe('lex', () => {
  test('numbers: integers with suffixes and bases, floats in every form', () => {
    const tokens = lex('t.cpp', '0 42u 7UL 0x1Fu 0b101 017 1.5 1.5f .5 2e10 3.f 1e-3L 4f').tokens;
    expect(tokens.map((t) => [t.tokenType, t.image])).toEqual([
      [IntegerLiteral, '0'],
      [IntegerLiteral, '42u'],
      [IntegerLiteral, '7UL'],
      [IntegerLiteral, '0x1Fu'],
      [IntegerLiteral, '0b101'],
      [IntegerLiteral, '017'],
      [FloatLiteral, '1.5'],
      [FloatLiteral, '1.5f'],
      [FloatLiteral, '.5'],
      [FloatLiteral, '2e10'],
      [FloatLiteral, '3.f'],
      [FloatLiteral, '1e-3L'],
      [FloatLiteral, '4f'],
    ]);
  });

  test('strings and characters, with escapes and prefixes', () => {
    expect(kinds(`"a\\"b" L"w" u8"x" 'c' '\\n' L'z' ""`)).toEqual([
      ['StringLiteral', '"a\\"b"'],
      ['StringLiteral', 'L"w"'],
      ['StringLiteral', 'u8"x"'],
      ['CharLiteral', "'c'"],
      ['CharLiteral', "'\\n'"],
      ['CharLiteral', "L'z'"],
      ['StringLiteral', '""'],
    ]);
  });

  test('operators: longest match, except that > is always alone', () => {
    expect(kinds('a<<=b>>=c->d::e++ ... ## #').map(([, image]) => image)).toEqual([
      'a', '<<=', 'b', '>', '>=', 'c', '->', 'd', '::', 'e', '++', '...', '##', '#',
    ]);
    const types = lex('t.cpp', '<<= >> ## #').tokens.map((t) => t.tokenType);
    expect(types).toEqual([LessLessEqual, Greater, Greater, HashHash, Hash]);
  });

  test('keywords are keywords, and identifiers that start with one are identifiers', () => {
    const tokens = lex('t.cpp', 'int integer restrict tile_static tile_statics').tokens;
    expect(tokens.map((t) => t.tokenType)).toEqual([
      Keyword.int, Identifier, Keyword.restrict, Keyword.tile_static, Identifier,
    ]);
    expect(tokenMatcher(tokens[0], KeywordCategory)).toBe(true);
  });

  test('comments are dropped, newlines are kept', () => {
    const tokens = lex('t.cpp', 'a // line comment\nb /* block\ncomment */ c\r\nd').tokens;
    expect(tokens.map((t) => t.image)).toEqual(['a', '\n', 'b', 'c', '\r\n', 'd']);
    expect(tokens.filter((t) => t.tokenType === Newline)).toHaveLength(2);
    expect(tokens.some((t) => t.tokenType === BlockComment)).toBe(false);
  });

  test('positions: 1-based lines and columns, offsets, inclusive IToken ends and exclusive span ends', () => {
    const text = 'int x;\n  float yy = 2.5f;';
    const tokens = lex('pos.cpp', text).tokens;
    const yy = tokens.find((t) => t.image === 'yy')!;
    // 'yy' starts at offset 7 + 8 = 15, line 2, column 9.
    expect(yy.startOffset).toBe(15);
    expect(yy.endOffset).toBe(16);
    expect([yy.startLine, yy.startColumn, yy.endLine, yy.endColumn]).toEqual([2, 9, 2, 10]);
    expect(yy.span).toEqual({
      file: 'pos.cpp',
      start: { offset: 15, line: 2, column: 9 },
      end: { offset: 17, line: 2, column: 11 },
    });
    expect(text.slice(yy.span.start.offset, yy.span.end.offset)).toBe('yy');
    const literal = tokens.find((t) => t.tokenType === FloatLiteral)!;
    expect([literal.startLine, literal.startColumn, literal.endColumn]).toEqual([2, 14, 17]);
  });

  test('line splices are removed, and positions still point into the original text', () => {
    const text = 'ab\\\ncd efg\\\r\n\\\nh  k';
    const { tokens, diagnostics } = lex('s.cpp', text);
    expect(diagnostics).toEqual([]);
    expect(tokens.map((t) => t.image)).toEqual(['abcd', 'efgh', 'k']);
    const [abcd, efgh, k] = tokens;
    expect([abcd.startOffset, abcd.endOffset, abcd.startLine, abcd.startColumn, abcd.endLine, abcd.endColumn]).toEqual([
      0, 5, 1, 1, 2, 2,
    ]);
    // 'efg' at offset 7 on line 2, then two splices; 'h' is on line 4, column 1 (offset 15).
    expect([efgh.startOffset, efgh.startLine, efgh.startColumn]).toEqual([7, 2, 4]);
    expect([efgh.endOffset, efgh.endLine, efgh.endColumn]).toEqual([15, 4, 1]);
    expect(text[k.startOffset]).toBe('k');
    expect([k.startLine, k.startColumn]).toEqual([4, 4]);
  });

  test('precededByWhitespace tells touching tokens from separated ones', () => {
    const tokens = lex('t.cpp', 'a>>b > >c/**/d\ne').tokens;
    expect(tokens.map((t) => [t.image, t.precededByWhitespace])).toEqual([
      ['a', false],
      ['>', false],
      ['>', false],
      ['b', false],
      ['>', true],
      ['>', true],
      ['c', false],
      ['d', true],
      ['\n', false],
      ['e', true],
    ]);
  });

  test('an unexpected character is reported with its position and skipped', () => {
    const { tokens, diagnostics } = lex('bad.cpp', 'int a;\n  a @ b;');
    expect(tokens.map((t) => t.image)).toEqual(['int', 'a', ';', '\n', 'a', 'b', ';']);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      severity: 'error',
      code: 'lex-invalid-character',
      span: { file: 'bad.cpp', start: { offset: 11, line: 2, column: 5 }, end: { offset: 12, line: 2, column: 6 } },
    });
    expect(diagnostics[0].message).toContain('@');
  });

  test('an unterminated string is reported at its quote', () => {
    const { diagnostics } = lex('t.cpp', 'x = "abc;\ny');
    expect(diagnostics.map((d) => [d.code, d.span.start.line, d.span.start.column])).toEqual([
      ['lex-invalid-character', 1, 5],
    ]);
    expect(diagnostics[0].message).toBe('missing terminating " character');
  });

  test('a byte-order mark is not an error', () => {
    const { tokens, diagnostics } = lex('t.cpp', '\uFEFFint x;');
    expect(diagnostics).toEqual([]);
    expect(tokens[0]).toMatchObject({ image: 'int', startOffset: 1, startColumn: 2 });
  });

  test('string and char literal token types are chevrotain types the parser can match', () => {
    const [s, c] = lex('t.cpp', '"s" \'c\'').tokens;
    expect(s.tokenType).toBe(StringLiteral);
    expect(c.tokenType).toBe(CharLiteral);
    expect(s.tokenTypeIdx).toBe(StringLiteral.tokenTypeIdx);
    expect(lex('t.cpp', '>=').tokens[0].tokenType).toBe(GreaterEqual);
  });
});
