import { error, warning, type Diagnostic } from '../src/diagnostics.js';
import {
  filterDiagnostics,
  renderDiagnostic,
  renderJson,
  shouldUseColor,
  summaryLine,
  type FilteredDiagnostic,
} from '../src/diagnostics-render.js';
import { positionAt, type SourceFiles, type Span } from '../src/source.js';

const PROGRAM = ['int main() {', '  int x = 3 4;', '  return x;', '}', ''].join('\n');
const files: SourceFiles = new Map([['samples/x.cpp', PROGRAM]]);

/** The span of the `occurrence`-th `needle` in `text` (or a zero-width span at its start). */
function spanOf(file: string, text: string, needle: string, options: { occurrence?: number; zeroWidth?: boolean } = {}): Span {
  let offset = -1;
  for (let i = 0; i <= (options.occurrence ?? 0); i++) offset = text.indexOf(needle, offset + 1);
  if (offset < 0) throw new Error(`'${needle}' is not in the text`);
  const end = options.zeroWidth ? offset : offset + needle.length;
  return { file, start: positionAt(text, offset), end: positionAt(text, end) };
}

const at = (needle: string, options?: { occurrence?: number; zeroWidth?: boolean }): Span =>
  spanOf('samples/x.cpp', PROGRAM, needle, options);

const plain = { color: false };

describe('renderDiagnostic', () => {
  it('prints the location, severity, message and code, the source line verbatim and a caret', () => {
    const d = error('syntax', "expected ';', found '4'", at('4'));
    expect(renderDiagnostic(d, files, plain)).toBe(
      "samples/x.cpp:2:13: error: expected ';', found '4' [syntax]\n" + '  int x = 3 4;\n' + '            ^\n',
    );
  });

  it('underlines the rest of a one-line span with tildes', () => {
    const d = warning('amp-double', "unused variable 'x'", at('int x'));
    expect(renderDiagnostic(d, files, plain)).toBe(
      "samples/x.cpp:2:3: warning: unused variable 'x' [amp-double]\n" + '  int x = 3 4;\n' + '  ^~~~~\n',
    );
  });

  it('renders a zero-width span as a lone caret, also just past the end of a line', () => {
    const d = error('syntax', "expected ';'", at('3', { zeroWidth: true }));
    expect(renderDiagnostic(d, files, plain)).toBe("samples/x.cpp:2:11: error: expected ';' [syntax]\n  int x = 3 4;\n          ^\n");

    const endOfLine = spanOf('samples/x.cpp', PROGRAM, '\n  return', { zeroWidth: true });
    expect(endOfLine.start.column).toBe(15);
    expect(renderDiagnostic(error('syntax', 'here', endOfLine), files, plain)).toBe(
      'samples/x.cpp:2:15: error: here [syntax]\n  int x = 3 4;\n              ^\n',
    );
  });

  it('underlines a span that continues on later lines up to the end of its first line', () => {
    const start = at('3 4');
    const end = at('return');
    const span: Span = { file: 'samples/x.cpp', start: start.start, end: end.end };
    expect(renderDiagnostic(error('type-mismatch', 'bad', span), files, plain)).toBe(
      'samples/x.cpp:2:11: error: bad [type-mismatch]\n  int x = 3 4;\n          ^~~~\n',
    );
  });

  it('keeps tabs in the source line and copies them into the caret line', () => {
    const text = '\tint\ty = z;\n';
    const tabbed: SourceFiles = new Map([['t.cpp', text]]);
    const d = error('undeclared', "use of undeclared identifier 'z'", spanOf('t.cpp', text, 'z'));
    expect(renderDiagnostic(d, tabbed, plain)).toBe(
      "t.cpp:1:10: error: use of undeclared identifier 'z' [undeclared]\n" + '\tint\ty = z;\n' + '\t   \t    ^\n',
    );
  });

  it('does not show the carriage return of a CRLF line', () => {
    const text = 'int a;\r\nint b c;\r\n';
    const crlf: SourceFiles = new Map([['w.cpp', text]]);
    const d = error('syntax', "expected ';'", spanOf('w.cpp', text, 'c'));
    expect(renderDiagnostic(d, crlf, plain)).toBe("w.cpp:2:7: error: expected ';' [syntax]\nint b c;\n      ^\n");
  });

  it('prints only the located message when the file text is unknown or the line is past its end', () => {
    const d = error('pp-include-not-found', 'cannot open', { file: 'missing.h', start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } });
    expect(renderDiagnostic(d, files, plain)).toBe('missing.h:1:1: error: cannot open [pp-include-not-found]\n');
    const pastEnd = error('pp-include-not-found', 'odd', { file: 'samples/x.cpp', start: { offset: 999, line: 40, column: 1 }, end: { offset: 999, line: 40, column: 1 } });
    expect(renderDiagnostic(pastEnd, files, plain)).toBe('samples/x.cpp:40:1: error: odd [pp-include-not-found]\n');
  });

  it('prints notes with a span like clang, and notes without one as bare `note:` lines', () => {
    const d = error('redefinition', "redefinition of 'x'", at('x', { occurrence: 1 }), [
      { message: 'previous definition is here', span: at('x') },
      { message: 'kernels cannot declare variables twice' },
    ]);
    expect(renderDiagnostic(d, files, plain)).toBe(
      [
        "samples/x.cpp:3:10: error: redefinition of 'x' [redefinition]",
        '  return x;',
        '         ^',
        'samples/x.cpp:2:7: note: previous definition is here',
        '  int x = 3 4;',
        '      ^',
        'note: kernels cannot declare variables twice',
        '',
      ].join('\n'),
    );
  });

  it('adds `expanded from macro` notes at each macro use, innermost first, before the other notes', () => {
    const text = '#define INNER 3 4\n#define OUTER INNER\nint v = OUTER;\n';
    const macroFiles: SourceFiles = new Map([['m.cpp', text]]);
    const outerUse = spanOf('m.cpp', text, 'OUTER', { occurrence: 1 });
    const innerUse: Span = { ...spanOf('m.cpp', text, 'INNER', { occurrence: 1 }), expandedFrom: { macro: 'OUTER', span: outerUse } };
    const four: Span = { ...spanOf('m.cpp', text, '4'), expandedFrom: { macro: 'INNER', span: innerUse } };
    const d = error('syntax', "expected ';', found '4'", four, [{ message: 'while parsing this initializer' }]);
    expect(renderDiagnostic(d, macroFiles, plain)).toBe(
      [
        "m.cpp:1:17: error: expected ';', found '4' [syntax]",
        '#define INNER 3 4',
        '                ^',
        "m.cpp:2:15: note: expanded from macro 'INNER'",
        '#define OUTER INNER',
        '              ^~~~~',
        "m.cpp:3:9: note: expanded from macro 'OUTER'",
        'int v = OUTER;',
        '        ^~~~~',
        'note: while parsing this initializer',
        '',
      ].join('\n'),
    );
  });

  it('says which warnings -Werror promoted', () => {
    const promoted: FilteredDiagnostic = { ...warning('tile-static-race', 'data race', at('x')), severity: 'error', promotedFromWarning: true };
    expect(renderDiagnostic(promoted, files, plain).split('\n')[0]).toBe('samples/x.cpp:2:7: error: data race [-Werror,tile-static-race]');
  });

  it('colours like clang only when asked to, and writes no escape codes otherwise', () => {
    const d = warning('amp-double', 'unused', at('int x'), [{ message: 'a note' }]);
    expect(renderDiagnostic(d, files, plain)).not.toContain('\x1b');

    const coloured = renderDiagnostic(d, files, { color: true });
    const lines = coloured.split('\n');
    // Location bold, severity bold magenta, message bold; the source line is left alone; caret green.
    expect(lines[0]).toBe('\x1b[1msamples/x.cpp:2:3:\x1b[0m \x1b[1;35mwarning:\x1b[0m \x1b[1munused [amp-double]\x1b[0m');
    expect(lines[1]).toBe('  int x = 3 4;');
    expect(lines[2]).toBe('  \x1b[1;32m^~~~~\x1b[0m');
    expect(lines[3]).toBe('\x1b[1;30mnote:\x1b[0m a note');

    const err = renderDiagnostic(error('syntax', 'e', at('4')), files, { color: true });
    expect(err).toContain('\x1b[1;31merror:\x1b[0m');
    // Stripping the escapes gives back exactly the plain rendering.
    expect(coloured.replace(/\x1b\[[0-9;]*m/g, '')).toBe(renderDiagnostic(d, files, plain));
  });
});

describe('summaryLine', () => {
  const e = error('syntax', 'e', at('x'));
  const w = warning('tile-static-race', 'w', at('x'));
  const n: Diagnostic = { ...e, severity: 'note' };

  it('counts errors and warnings with the right number words', () => {
    expect(summaryLine([e, e, w])).toBe('2 errors and 1 warning generated.');
    expect(summaryLine([e])).toBe('1 error generated.');
    expect(summaryLine([w, w])).toBe('2 warnings generated.');
    expect(summaryLine([e, w, w])).toBe('1 error and 2 warnings generated.');
  });

  it('has nothing to say when there is nothing to count', () => {
    expect(summaryLine([])).toBeUndefined();
    expect(summaryLine([n])).toBeUndefined();
  });
});

describe('renderJson', () => {
  it('writes one array with locations, the exclusive span end and every note', () => {
    const use = at('x', { occurrence: 1 });
    const expanded: Span = { ...at('int x'), expandedFrom: { macro: 'DECL', span: use } };
    const diagnostics = [
      error('syntax', "expected ';'", at('4'), [{ message: 'see here', span: at('return') }, { message: 'no place' }]),
      warning('amp-double', 'unused', expanded),
    ];
    const parsed: unknown = JSON.parse(renderJson(diagnostics, files));
    expect(parsed).toEqual([
      {
        severity: 'error',
        code: 'syntax',
        message: "expected ';'",
        file: 'samples/x.cpp',
        line: 2,
        column: 13,
        endLine: 2,
        endColumn: 14,
        notes: [{ message: 'see here', file: 'samples/x.cpp', line: 3, column: 3 }, { message: 'no place' }],
      },
      {
        severity: 'warning',
        code: 'amp-double',
        message: 'unused',
        file: 'samples/x.cpp',
        line: 2,
        column: 3,
        endLine: 2,
        endColumn: 8,
        notes: [{ message: "expanded from macro 'DECL'", file: 'samples/x.cpp', line: 3, column: 10 }],
      },
    ]);
  });

  it('writes an empty array when there is nothing to report', () => {
    expect(JSON.parse(renderJson([], files))).toEqual([]);
  });
});

describe('filterDiagnostics', () => {
  const syntax = error('syntax', 'bad', at('4'));
  const race = warning('tile-static-race', 'racy', at('x'));
  const unused = warning('amp-double', 'unused', at('int'));
  const all = [syntax, race, unused];
  const none = { werror: false, noWarnings: false, disabled: new Set<Diagnostic['code']>() };

  it('keeps everything by default', () => {
    expect(filterDiagnostics(all, none)).toEqual(all);
  });

  it('-w drops every warning and keeps errors', () => {
    expect(filterDiagnostics(all, { ...none, noWarnings: true })).toEqual([syntax]);
  });

  it('-Wno-<code> drops only warnings with that code, never errors', () => {
    expect(filterDiagnostics(all, { ...none, disabled: new Set(['tile-static-race', 'syntax'] as const) })).toEqual([syntax, unused]);
  });

  it('-Werror promotes the remaining warnings and marks them, leaving the message alone', () => {
    const filtered = filterDiagnostics(all, { ...none, werror: true, disabled: new Set(['amp-double'] as const) });
    expect(filtered).toEqual([syntax, { ...race, severity: 'error', promotedFromWarning: true }]);
    expect(filtered[0]?.promotedFromWarning).toBeUndefined();
    // The input is not modified.
    expect(race.severity).toBe('warning');
  });

  it('-w wins over -Werror', () => {
    expect(filterDiagnostics(all, { ...none, werror: true, noWarnings: true })).toEqual([syntax]);
  });
});

describe('shouldUseColor', () => {
  const tty = { isTTY: true };
  const pipe = { isTTY: false };

  it('colours a terminal and not a pipe', () => {
    expect(shouldUseColor(tty, {})).toBe(true);
    expect(shouldUseColor(pipe, {})).toBe(false);
    expect(shouldUseColor({}, {})).toBe(false);
  });

  it('never colours with NO_COLOR set, whatever its value', () => {
    expect(shouldUseColor(tty, { NO_COLOR: '1' })).toBe(false);
    expect(shouldUseColor(tty, { NO_COLOR: '' })).toBe(false);
    expect(shouldUseColor(pipe, { NO_COLOR: '1', FORCE_COLOR: '1' })).toBe(false);
  });

  it('colours a pipe with FORCE_COLOR, unless it is 0', () => {
    expect(shouldUseColor(pipe, { FORCE_COLOR: '1' })).toBe(true);
    expect(shouldUseColor(pipe, { FORCE_COLOR: '' })).toBe(true);
    expect(shouldUseColor(pipe, { FORCE_COLOR: '0' })).toBe(false);
    expect(shouldUseColor(tty, { FORCE_COLOR: '0' })).toBe(false);
  });
});
