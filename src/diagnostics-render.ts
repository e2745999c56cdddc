/**
 * The one place diagnostics become text: clang's layout (as esbuild's
 * `style_clang.go` copies it), a JSON form for tools, the summary line, and
 * the -W options that decide which diagnostics are shown at all.
 *
 *   samples/x.cpp:26:34: error: expected ';', found '4' [syntax]
 *       int x = 3 4;
 *                 ^
 */
import type { RuleId } from './diagnostic-rules.js';
import type { Diagnostic, Severity } from './diagnostics.js';
import type { SourceFiles, Span } from './source.js';

/**
 * A diagnostic after `filterDiagnostics`. `-Werror` turns warnings into errors
 * and marks them, so the renderer can say why an error is one (`[-Werror,code]`).
 */
export interface FilteredDiagnostic extends Diagnostic {
  promotedFromWarning?: boolean;
}

export interface RenderOptions {
  color: boolean;
}

export interface WarningOptions {
  /** `-Werror`: warnings that survive the other options become errors. */
  werror: boolean;
  /** `-w`: no warnings at all (wins over `-Werror`, as in clang). */
  noWarnings: boolean;
  /** `-Wno-<code>`: codes whose warnings are dropped. */
  disabled: ReadonlySet<RuleId>;
}

// ---------------------------------------------------------------------------
// Text

/** SGR sequences for clang's colours; every styled piece ends with a full reset. */
const STYLE = {
  location: '\x1b[1m',
  message: '\x1b[1m',
  error: '\x1b[1;31m',
  warning: '\x1b[1;35m',
  note: '\x1b[1;30m',
  caret: '\x1b[1;32m',
} as const;
const RESET = '\x1b[0m';

type StyleName = keyof typeof STYLE;

type Paint = (style: StyleName, text: string) => string;

const plain: Paint = (_style, text) => text;
const ansi: Paint = (style, text) => (text === '' ? text : `${STYLE[style]}${text}${RESET}`);

function severityStyle(severity: Severity): StyleName {
  switch (severity) {
    case 'error':
      return 'error';
    case 'warning':
      return 'warning';
    case 'note':
      return 'note';
  }
}

/** `[code]`, or clang's `[-Werror,code]` for a warning that -Werror promoted. */
function codeSuffix(d: FilteredDiagnostic): string {
  return d.promotedFromWarning ? ` [-Werror,${d.code}]` : ` [${d.code}]`;
}

/** The text of 1-based line `line` without its line break, or undefined past the end. */
function sourceLine(text: string, line: number): string | undefined {
  let start = 0;
  for (let current = 1; current < line; current++) {
    const newline = text.indexOf('\n', start);
    if (newline < 0) return undefined;
    start = newline + 1;
  }
  const newline = text.indexOf('\n', start);
  const end = newline < 0 ? text.length : newline;
  // A CRLF file's line still ends at the '\n'; the '\r' is not part of what is shown.
  return text.slice(start, end).replace(/\r$/, '');
}

/**
 * The source line under a location and the caret line beneath it, or nothing
 * when the file's text is not known. The line is printed verbatim; the caret
 * line copies its tabs (and puts spaces under everything else) so that the
 * caret sits under the right character whatever width the terminal gives a tab.
 */
function snippet(span: Span, files: SourceFiles, paint: Paint): string[] {
  const text = files.get(span.file);
  if (text === undefined) return [];
  const line = sourceLine(text, span.start.line);
  if (line === undefined) return [];
  const caretIndex = Math.max(0, span.start.column - 1);
  let indent = '';
  for (let i = 0; i < caretIndex; i++) indent += line[i] === '\t' ? '\t' : ' ';
  // Like clang, a span that runs onto later lines is underlined to the end of its first line.
  const spanEnd = span.end.line === span.start.line ? span.end.column - 1 : line.length;
  const tildes = Math.max(0, Math.min(spanEnd, line.length) - caretIndex - 1);
  return [line, indent + paint('caret', '^' + '~'.repeat(tildes))];
}

function location(span: Span): string {
  return `${span.file}:${span.start.line}:${span.start.column}`;
}

function header(span: Span, severity: Severity, message: string, paint: Paint): string {
  // clang shows an error's or warning's message in bold, a note's in the normal weight.
  const text = severity === 'note' ? message : paint('message', message);
  return `${paint('location', location(span) + ':')} ${paint(severityStyle(severity), severity + ':')} ${text}`;
}

/** One `note: expanded from macro 'NAME'` per macro the span came out of, innermost first. */
function macroNotes(span: Span, files: SourceFiles, paint: Paint): string[] {
  const lines: string[] = [];
  for (let from = span.expandedFrom; from; from = from.span.expandedFrom) {
    lines.push(header(from.span, 'note', `expanded from macro '${from.macro}'`, paint));
    lines.push(...snippet(from.span, files, paint));
  }
  return lines;
}

/**
 * A diagnostic as clang prints it: the located message, its source line and
 * caret, where a macro expansion put it, then its notes. Ends with a newline.
 */
export function renderDiagnostic(d: FilteredDiagnostic, files: SourceFiles, options: RenderOptions): string {
  const paint = options.color ? ansi : plain;
  const lines = [header(d.span, d.severity, d.message + codeSuffix(d), paint)];
  lines.push(...snippet(d.span, files, paint));
  lines.push(...macroNotes(d.span, files, paint));
  for (const note of d.notes) {
    if (note.span) {
      lines.push(header(note.span, 'note', note.message, paint));
      lines.push(...snippet(note.span, files, paint));
      lines.push(...macroNotes(note.span, files, paint));
    } else {
      lines.push(`${paint('note', 'note:')} ${note.message}`);
    }
  }
  return lines.join('\n') + '\n';
}

/** clang's closing line, e.g. `2 errors and 1 warning generated.`; undefined when there is nothing to count. */
export function summaryLine(diagnostics: readonly Diagnostic[]): string | undefined {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  const counts: string[] = [];
  if (errors > 0) counts.push(`${errors} ${errors === 1 ? 'error' : 'errors'}`);
  if (warnings > 0) counts.push(`${warnings} ${warnings === 1 ? 'warning' : 'warnings'}`);
  if (counts.length === 0) return undefined;
  return `${counts.join(' and ')} generated.`;
}

// ---------------------------------------------------------------------------
// JSON (`--diagnostics-format=json`)

export interface JsonNote {
  message: string;
  file?: string;
  line?: number;
  column?: number;
}

export interface JsonDiagnostic {
  severity: Severity;
  code: string;
  message: string;
  file: string;
  line: number;
  column: number;
  /** End of the span, exclusive (the column just after its last character). */
  endLine: number;
  endColumn: number;
  notes: JsonNote[];
}

function jsonNotesOfMacros(span: Span): JsonNote[] {
  const notes: JsonNote[] = [];
  for (let from = span.expandedFrom; from; from = from.span.expandedFrom) {
    notes.push({
      message: `expanded from macro '${from.macro}'`,
      file: from.span.file,
      line: from.span.start.line,
      column: from.span.start.column,
    });
  }
  return notes;
}

export function toJsonDiagnostic(d: Diagnostic): JsonDiagnostic {
  const notes: JsonNote[] = jsonNotesOfMacros(d.span);
  for (const note of d.notes) {
    if (note.span) {
      notes.push({ message: note.message, file: note.span.file, line: note.span.start.line, column: note.span.start.column });
      notes.push(...jsonNotesOfMacros(note.span));
    } else {
      notes.push({ message: note.message });
    }
  }
  return {
    severity: d.severity,
    code: d.code,
    message: d.message,
    file: d.span.file,
    line: d.span.start.line,
    column: d.span.start.column,
    endLine: d.span.end.line,
    endColumn: d.span.end.column,
    notes,
  };
}

/**
 * All diagnostics as one JSON array (no trailing newline). `files` is not
 * needed today — JSON readers have the sources — but keeps both renderers'
 * inputs the same.
 */
export function renderJson(diagnostics: readonly Diagnostic[], files: SourceFiles): string {
  void files;
  return JSON.stringify(diagnostics.map(toJsonDiagnostic), null, 2);
}

// ---------------------------------------------------------------------------
// Options

/** Applies `-w`, `-Wno-<code>` and `-Werror`, in clang's order of precedence. */
export function filterDiagnostics(diagnostics: readonly Diagnostic[], options: WarningOptions): FilteredDiagnostic[] {
  const kept: FilteredDiagnostic[] = [];
  for (const d of diagnostics) {
    if (d.severity === 'warning') {
      if (options.noWarnings || options.disabled.has(d.code)) continue;
      if (options.werror) {
        kept.push({ ...d, severity: 'error', promotedFromWarning: true });
        continue;
      }
    }
    kept.push(d);
  }
  return kept;
}

/**
 * Whether to colour output written to `stream`: never when NO_COLOR is set
 * (to any value, even empty), always when FORCE_COLOR is set to anything but
 * '0' (so colour survives a pipe into a pager), otherwise only on a terminal.
 */
export function shouldUseColor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv): boolean {
  if (env.NO_COLOR !== undefined) return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== '0';
  return stream.isTTY === true;
}
