/**
 * Which C++ statement each generated line comes from, for source maps (source-map.ts).
 *
 * The emitters build their text bottom-up from arrays of lines that callers indent, wrap and
 * splice, so an output line's number is known only once the whole text is joined. A statement's
 * lines are therefore tagged in-band: `tagLines` puts an invisible marker holding the statement's
 * C++ position at the start of each line that has none yet, and `untagLines` removes the markers
 * from the finished text, returning per output line the position it carried. Inner statements are
 * tagged first (their block is printed before the statement holding it), so a line keeps the
 * innermost statement's position; an enclosing statement only claims its own header and braces.
 *
 * The markers use the control characters U+0001 and U+0002, which generated code never contains
 * as such: string literals are printed escaped (JSON.stringify), and WGSL has no strings.
 */
import type { Span } from '../source.js';

/** A C++ position: 1-based line and column, as in `Span`. */
export interface SourcePosition {
  file: string;
  line: number;
  column: number;
}

/** Per generated line (index 0 is line 1), the C++ position it was printed from, or null. */
export type LineTable = Array<SourcePosition | null>;

const OPEN = '\u0001';
const CLOSE = '\u0002';
/** The start of each physical line that carries no marker yet (indentation a caller added before one counts as carrying it). */
const UNTAGGED_LINE_START = /^(?![ \t]*\u0001)/gm;
const MARKER = /\u0001(\d+),(\d+),([^\u0002]*)\u0002/;
const ALL_MARKERS = /\u0001[^\u0002]*\u0002/g;

/** `lines` with each physical line not yet tagged tagged with `span`'s start (a macro's expansion: where it was used). */
export function tagLines(lines: string[], span: Span): string[] {
  const at = span.expandedFrom?.span ?? span;
  const marker = `${OPEN}${at.start.line},${at.start.column},${at.file}${CLOSE}`;
  return lines.map((l) => l.replace(UNTAGGED_LINE_START, marker));
}

/** The text without markers, and per line of it the first position tagged on that line. */
export function untagLines(text: string): { text: string; lines: LineTable } {
  if (!text.includes(OPEN)) return { text, lines: text.split('\n').map(() => null) };
  const physical = text.split('\n');
  const lines: LineTable = physical.map((l) => {
    const m = MARKER.exec(l);
    return m ? { file: m[3], line: Number(m[1]), column: Number(m[2]) } : null;
  });
  return { text: physical.map((l) => l.replace(ALL_MARKERS, '')).join('\n'), lines };
}
