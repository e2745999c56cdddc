/**
 * Source positions. Every token, AST node and typed-program node carries a
 * `Span`; a span produced by macro expansion also records where the macro was
 * used (`expandedFrom`) so diagnostics can point at the user's text.
 */
export interface Position {
  /** 0-based offset into the file's text. */
  offset: number;
  /** 1-based line. */
  line: number;
  /** 1-based column, counted in UTF-16 code units. */
  column: number;
}

export interface Span {
  file: string;
  start: Position;
  /** Exclusive end. */
  end: Position;
  /** For tokens that came out of a macro expansion: the span of the macro's use. */
  expandedFrom?: { macro: string; span: Span };
}

/** Text of every file the compiler read, for rendering source lines under diagnostics. */
export type SourceFiles = ReadonlyMap<string, string>;

export function spanCovering(first: Span, last: Span): Span {
  if (first.file !== last.file) return first;
  return { file: first.file, start: first.start, end: last.end, expandedFrom: first.expandedFrom };
}

export function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { offset, line, column: offset - lineStart + 1 };
}
