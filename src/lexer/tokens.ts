/**
 * The token vocabulary shared by the lexer, the preprocessor and the parser.
 *
 * `>>` and `>>=` are deliberately not tokens: `>` is always lexed alone so that
 * `vector<vector<int>>` closes two template argument lists; the parser reads
 * two adjacent `>` as a shift (and `>` followed by an adjacent `>=` as `>>=`).
 */
import { createToken, Lexer, type TokenType } from 'chevrotain';

export const WhiteSpace = createToken({ name: 'WhiteSpace', pattern: /[ \t\f\v]+/, group: Lexer.SKIPPED });
/** Newlines are kept until the preprocessor: they end directives. */
export const Newline = createToken({ name: 'Newline', pattern: /\r?\n/, line_breaks: true });
export const LineComment = createToken({ name: 'LineComment', pattern: /\/\/[^\n\r]*/, group: Lexer.SKIPPED });
export const BlockComment = createToken({
  name: 'BlockComment',
  pattern: /\/\*[\s\S]*?\*\//,
  line_breaks: true,
  group: Lexer.SKIPPED,
});

export const Identifier = createToken({ name: 'Identifier', pattern: /[A-Za-z_][A-Za-z0-9_]*/ });

/** Keywords, by spelling. The parser refers to them through `Keyword.<spelling>`. */
export const keywordSpellings = [
  'asm', 'auto', 'bool', 'break', 'case', 'catch', 'char', 'class', 'const', 'const_cast', 'constexpr',
  'continue', 'decltype', 'default', 'delete', 'do', 'double', 'dynamic_cast', 'else', 'enum', 'extern', 'false',
  'float', 'for', 'goto', 'if', 'inline', 'int', 'long', 'namespace', 'new', 'nullptr', 'operator',
  'private', 'protected', 'public', 'reinterpret_cast', 'restrict', 'return', 'short', 'signed',
  'sizeof', 'static', 'static_assert', 'static_cast', 'struct', 'switch', 'template', 'this', 'thread_local', 'throw',
  'tile_static', 'true', 'try', 'typedef', 'typeid', 'typename', 'union', 'unsigned', 'using',
  'virtual', 'void', 'volatile', 'wchar_t', 'while',
] as const;
export type KeywordSpelling = (typeof keywordSpellings)[number];

export const KeywordCategory = createToken({ name: 'Keyword', pattern: Lexer.NA });

export const Keyword = Object.fromEntries(
  keywordSpellings.map((spelling) => [
    spelling,
    createToken({
      name: `Kw_${spelling}`,
      pattern: new RegExp(`${spelling}(?![A-Za-z0-9_])`),
      longer_alt: Identifier,
      categories: [KeywordCategory],
    }),
  ]),
) as Record<KeywordSpelling, TokenType>;

export const FloatLiteral = createToken({
  name: 'FloatLiteral',
  pattern: /(?:\d+\.\d*(?:[eE][+-]?\d+)?|\.\d+(?:[eE][+-]?\d+)?|\d+[eE][+-]?\d+)[fFlL]?|\d+[fF](?![A-Za-z0-9_])/,
});
export const IntegerLiteral = createToken({
  name: 'IntegerLiteral',
  pattern: /(?:0[xX][0-9a-fA-F]+|0[bB][01]+|\d+)(?:[uU](?:ll|LL|[lL])?|(?:ll|LL|[lL])[uU]?)?/,
});
export const CharLiteral = createToken({ name: 'CharLiteral', pattern: /(?:u8|[uUL])?'(?:[^'\\\n]|\\.)+'/ });
export const StringLiteral = createToken({ name: 'StringLiteral', pattern: /(?:u8|[uUL])?"(?:[^"\\\n]|\\.)*"/ });

function punct(name: string, image: string): TokenType {
  return createToken({ name, pattern: image }); // a string pattern matches literally
}

// Longer spellings first: chevrotain takes the first alternative that matches.
export const HashHash = punct('HashHash', '##');
export const Hash = punct('Hash', '#');
export const Ellipsis = punct('Ellipsis', '...');
export const ColonColon = punct('ColonColon', '::');
export const Arrow = punct('Arrow', '->');
export const PlusPlus = punct('PlusPlus', '++');
export const MinusMinus = punct('MinusMinus', '--');
export const LessLessEqual = punct('LessLessEqual', '<<=');
export const LessLess = punct('LessLess', '<<');
export const LessEqual = punct('LessEqual', '<=');
export const GreaterEqual = punct('GreaterEqual', '>=');
export const EqualEqual = punct('EqualEqual', '==');
export const BangEqual = punct('BangEqual', '!=');
export const AmpAmp = punct('AmpAmp', '&&');
export const PipePipe = punct('PipePipe', '||');
export const PlusEqual = punct('PlusEqual', '+=');
export const MinusEqual = punct('MinusEqual', '-=');
export const StarEqual = punct('StarEqual', '*=');
export const SlashEqual = punct('SlashEqual', '/=');
export const PercentEqual = punct('PercentEqual', '%=');
export const AmpEqual = punct('AmpEqual', '&=');
export const PipeEqual = punct('PipeEqual', '|=');
export const CaretEqual = punct('CaretEqual', '^=');
export const Less = punct('Less', '<');
export const Greater = punct('Greater', '>');
export const Equal = punct('Equal', '=');
export const Plus = punct('Plus', '+');
export const Minus = punct('Minus', '-');
export const Star = punct('Star', '*');
export const Slash = punct('Slash', '/');
export const Percent = punct('Percent', '%');
export const Amp = punct('Amp', '&');
export const Pipe = punct('Pipe', '|');
export const Caret = punct('Caret', '^');
export const Tilde = punct('Tilde', '~');
export const Bang = punct('Bang', '!');
export const Question = punct('Question', '?');
export const Colon = punct('Colon', ':');
export const Semicolon = punct('Semicolon', ';');
export const Comma = punct('Comma', ',');
export const Dot = punct('Dot', '.');
export const LParen = punct('LParen', '(');
export const RParen = punct('RParen', ')');
export const LBracket = punct('LBracket', '[');
export const RBracket = punct('RBracket', ']');
export const LBrace = punct('LBrace', '{');
export const RBrace = punct('RBrace', '}');
/** A backslash not followed by a newline (line splices are removed before lexing). */
export const Backslash = punct('Backslash', '\\');

/** Produced only by the preprocessor's `#include` of a `<...>` header name. */
export const HeaderName = createToken({ name: 'HeaderName', pattern: Lexer.NA });

export const punctuators: TokenType[] = [
  HashHash, Hash, Ellipsis, ColonColon, Arrow, PlusPlus, MinusMinus, LessLessEqual, LessLess,
  LessEqual, GreaterEqual, EqualEqual, BangEqual, AmpAmp, PipePipe, PlusEqual, MinusEqual,
  StarEqual, SlashEqual, PercentEqual, AmpEqual, PipeEqual, CaretEqual, Less, Greater, Equal,
  Plus, Minus, Star, Slash, Percent, Amp, Pipe, Caret, Tilde, Bang, Question, Colon, Semicolon,
  Comma, Dot, LParen, RParen, LBracket, RBracket, LBrace, RBrace, Backslash,
];

/** Order matters: comments before `/`, floats before integers, keywords before identifiers. */
export const allTokens: TokenType[] = [
  WhiteSpace, Newline, LineComment, BlockComment,
  CharLiteral, StringLiteral,
  FloatLiteral, IntegerLiteral,
  KeywordCategory, ...Object.values(Keyword), Identifier,
  ...punctuators,
  HeaderName,
];

/** Tokens that only the preprocessor sees; it drops them before parsing. */
export const preprocessorOnlyTokens: readonly TokenType[] = [Newline, Hash, HashHash, Backslash];
