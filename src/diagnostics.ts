/**
 * Diagnostics are values: every stage returns them, none throws them.
 * `render.ts` is the one place that turns them into text or JSON.
 */
import type { Span } from './source.js';

export type Severity = 'error' | 'warning' | 'note';

export interface RelatedNote {
  message: string;
  span?: Span;
}

export interface Diagnostic {
  severity: Severity;
  /** Stable rule id, printed as `[code]` and used by `-Wno-<code>`. */
  code: string;
  message: string;
  span: Span;
  notes: RelatedNote[];
}

export function error(code: string, message: string, span: Span, notes: RelatedNote[] = []): Diagnostic {
  return { severity: 'error', code, message, span, notes };
}

export function warning(code: string, message: string, span: Span, notes: RelatedNote[] = []): Diagnostic {
  return { severity: 'warning', code, message, span, notes };
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/** A sink stages push into; keeps stage code free of array plumbing. */
export class DiagnosticBag {
  readonly items: Diagnostic[] = [];
  add(d: Diagnostic): void {
    this.items.push(d);
  }
  error(code: string, message: string, span: Span, notes: RelatedNote[] = []): void {
    this.items.push(error(code, message, span, notes));
  }
  warning(code: string, message: string, span: Span, notes: RelatedNote[] = []): void {
    this.items.push(warning(code, message, span, notes));
  }
}
