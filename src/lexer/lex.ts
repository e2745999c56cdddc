/**
 * The raw lexer: text → chevrotain tokens that carry a `Span` into the
 * original text. Line splices (backslash-newline) are removed before lexing,
 * but every position still points at the text as the user wrote it.
 */
import { Lexer, type IToken, type TokenType } from 'chevrotain';
import type { Diagnostic } from '../diagnostics.js';
import { error } from '../diagnostics.js';
import type { Position, Span } from '../source.js';
import { grammarValidationRequested } from '../grammar-validation.js';
import { allTokens, Newline } from './tokens.js';

/** A token after preprocessing: a chevrotain token (the parser consumes these) plus where it came from. */
export interface PPToken extends IToken {
  span: Span;
  /**
   * Whether whitespace, a comment or a line break separated this token from
   * the one before it where it was spelled. Offsets cannot tell `>>` from
   * `> >` inside a macro expansion (every token of one expansion shares the
   * invocation's span), so this flag is the reliable adjacency test.
   */
  precededByWhitespace?: boolean;
}

// `onlyOffset`: lines and columns are computed against the unspliced text below.
const chevrotainLexer = new Lexer(allTokens, { positionTracking: 'onlyOffset', skipValidations: !grammarValidationRequested() });

/** Maps 0-based offsets of one text to 1-based line/column positions. */
export class LineIndex {
  private readonly lineStarts: number[] = [0];

  constructor(text: string) {
    for (let i = 0; i < text.length; i++) {
      if (text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
    }
  }

  position(offset: number): Position {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.lineStarts[middle] <= offset) low = middle;
      else high = middle - 1;
    }
    return { offset, line: low + 1, column: offset - this.lineStarts[low] + 1 };
  }
}

/** The text with line splices removed, and the way back to original offsets. */
interface SplicedText {
  text: string;
  /** Sorted by `at`: from spliced offset `at` on, `removed` characters in total have been cut before. */
  splices: { at: number; removed: number }[];
}

function removeLineSplices(text: string): SplicedText {
  const splices: { at: number; removed: number }[] = [];
  let removed = 0;
  const spliced = text.replace(/\\\r?\n/g, (match: string, offset: number) => {
    removed += match.length;
    splices.push({ at: offset + match.length - removed, removed });
    return '';
  });
  return { text: spliced, splices };
}

function originalOffset(spliced: SplicedText, offset: number): number {
  let low = 0;
  let high = spliced.splices.length - 1;
  let removed = 0;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (spliced.splices[middle].at <= offset) {
      removed = spliced.splices[middle].removed;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return offset + removed;
}

export function spanAt(file: string, index: LineIndex, startOffset: number, endOffset: number): Span {
  return { file, start: index.position(startOffset), end: index.position(endOffset) };
}

/**
 * A token whose IToken position fields agree with `span`. Chevrotain's end
 * fields are inclusive (they name the last character), the span's are not.
 */
export function tokenWithSpan(
  tokenType: TokenType,
  image: string,
  span: Span,
  precededByWhitespace: boolean,
  lastCharacter?: Position,
): PPToken {
  const last: Position =
    lastCharacter ??
    (span.end.column > 1 || span.end.line === span.start.line
      ? { offset: span.end.offset - 1, line: span.end.line, column: Math.max(1, span.end.column - 1) }
      : { offset: span.end.offset - 1, line: span.start.line, column: span.start.column + image.length - 1 });
  return {
    image,
    startOffset: span.start.offset,
    startLine: span.start.line,
    startColumn: span.start.column,
    endOffset: last.offset,
    endLine: last.line,
    endColumn: last.column,
    tokenType,
    tokenTypeIdx: tokenType.tokenTypeIdx ?? 0,
    span,
    precededByWhitespace,
  };
}

export function describeCharacters(text: string): string {
  return text.replace(/[\x00-\x1f\x7f]/g, (c) => `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/** Raw tokens incl. Newline/Hash; line splices removed with positions still pointing at the original text. */
export function lex(file: string, text: string): { tokens: PPToken[]; diagnostics: Diagnostic[] } {
  // A byte-order mark is common in files saved by Visual Studio; blank it
  // (same length, so offsets are unchanged) rather than report it.
  const withoutBom = text.charCodeAt(0) === 0xfeff ? ` ${text.slice(1)}` : text;
  const spliced = removeLineSplices(withoutBom);
  const index = new LineIndex(text);
  const result = chevrotainLexer.tokenize(spliced.text);

  const tokens: PPToken[] = [];
  let previous: { type: TokenType; end: number } | undefined;
  for (const raw of result.tokens) {
    const splicedEnd = raw.startOffset + raw.image.length; // exclusive
    const start = originalOffset(spliced, raw.startOffset);
    const lastOffset = originalOffset(spliced, splicedEnd - 1);
    const span: Span = { file, start: index.position(start), end: index.position(lastOffset + 1) };
    const precededByWhitespace =
      previous === undefined
        ? raw.startOffset > 0
        : previous.type === Newline || previous.end !== raw.startOffset;
    tokens.push(tokenWithSpan(raw.tokenType, raw.image, span, precededByWhitespace, index.position(lastOffset)));
    previous = { type: raw.tokenType, end: splicedEnd };
  }

  const diagnostics: Diagnostic[] = result.errors.map((lexError) => {
    const start = originalOffset(spliced, lexError.offset);
    const end = originalOffset(spliced, lexError.offset + lexError.length - 1) + 1;
    const characters = spliced.text.slice(lexError.offset, lexError.offset + lexError.length);
    const message =
      characters === '"' || characters === "'"
        ? `missing terminating ${characters} character`
        : `unexpected character${characters.length > 1 ? 's' : ''} '${describeCharacters(characters)}'`;
    return error('lex-invalid-character', message, spanAt(file, index, start, end));
  });
  return { tokens, diagnostics };
}

/**
 * Lexes text that the preprocessor made (a `##` result, a stringized
 * argument). Positions are meaningless; only token types and images matter.
 */
export function lexFragment(text: string): { types: TokenType[]; images: string[]; ok: boolean } {
  const result = chevrotainLexer.tokenize(text);
  return {
    types: result.tokens.map((t) => t.tokenType),
    images: result.tokens.map((t) => t.image),
    ok: result.errors.length === 0,
  };
}
