/**
 * Compiler diagnostics as bundler messages. Rollup, Vite and esbuild (through unplugin) all
 * take `{ message, id, loc: { file, line, column } }`: `loc` is what puts the file, line and
 * column in the bundler's own error report and in Vite's overlay, and the message is
 * clang's text, with the source line and the caret, as `ampc` prints it on the command line.
 */
import { filterDiagnostics, renderDiagnostic, summaryLine, type FilteredDiagnostic } from '../diagnostics-render.js';
import type { Diagnostic } from '../diagnostics.js';
import type { RuleId } from '../diagnostic-rules.js';
import type { SourceFiles } from '../source.js';

export interface WarningOptions {
  /** Report warnings as errors, so they fail the build (`-Werror`). */
  werror?: boolean;
  /** Rule ids whose warnings are not reported (`-Wno-<rule>`). */
  disabledWarnings?: readonly RuleId[];
}

export interface BundlerMessage {
  message: string;
  id: string;
  /**
   * Where the diagnostic points. `line` is 1-based and `column` 0-based, as Rollup's and
   * esbuild's locations are (the message's own `file:line:column` is clang's, 1-based).
   */
  loc: { file: string; line: number; column: number };
}

export interface BundlerMessages {
  /** All errors as one message, located at the first (a bundler reports one error per module). */
  error: BundlerMessage | null;
  warnings: BundlerMessage[];
}

function toMessage(d: FilteredDiagnostic, files: SourceFiles, text: string): BundlerMessage {
  const { file, start } = d.span;
  return { message: text, id: file, loc: { file, line: start.line, column: start.column - 1 } };
}

/** Sorts a compile's diagnostics, after the warning options, into what the bundler reports. */
export function bundlerMessages(diagnostics: readonly Diagnostic[], files: SourceFiles, options: WarningOptions): BundlerMessages {
  const shown = filterDiagnostics(diagnostics, {
    werror: options.werror ?? false,
    noWarnings: false,
    disabled: new Set(options.disabledWarnings ?? []),
  });
  // No colour: the overlay and the bundlers' logs show the text as it is.
  const render = (d: FilteredDiagnostic) => renderDiagnostic(d, files, { color: false }).trimEnd();
  const errors = shown.filter((d) => d.severity === 'error');
  const warnings = shown.filter((d) => d.severity === 'warning').map((d) => toMessage(d, files, render(d)));
  if (errors.length === 0) return { error: null, warnings };
  const text = [...errors.map(render), summaryLine(errors)].filter((line) => line !== undefined).join('\n');
  return { error: toMessage(errors[0]!, files, text), warnings };
}
