/**
 * Diagnostics are values: every stage returns them, none throws them.
 * `render.ts` is the one place that turns them into text or JSON.
 */
import type { ErrorRuleId, RuleId, WarningRuleId } from './diagnostic-rules.js';
import type { Span } from './source.js';

export type Severity = 'error' | 'warning' | 'note';

export interface RelatedNote {
  message: string;
  span?: Span;
}

export interface Diagnostic {
  severity: Severity;
  /** Stable rule id from `diagnostic-rules.ts`, printed as `[code]` and used by `-Wno-<code>`. */
  code: RuleId;
  message: string;
  span: Span;
  notes: RelatedNote[];
}

export function error(code: ErrorRuleId, message: string, span: Span, notes: RelatedNote[] = []): Diagnostic {
  return { severity: 'error', code, message, span, notes };
}

export function warning(code: WarningRuleId, message: string, span: Span, notes: RelatedNote[] = []): Diagnostic {
  return { severity: 'warning', code, message, span, notes };
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}

/**
 * The diagnostics without exact repeats (same severity, rule, message, place and notes): a
 * declaration checked more than once (a template's signature tried for each call, SFINAE) would
 * otherwise say the same thing several times. The first of each stays, in order.
 */
export function withoutRepeats(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  const place = (span: Span | undefined) => (span ? `${span.file}:${span.start.offset}:${span.end.offset}` : '');
  return diagnostics.filter((d) => {
    const key = JSON.stringify([d.severity, d.code, d.message, place(d.span), d.notes.map((n) => [n.message, place(n.span)])]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A sink stages push into; keeps stage code free of array plumbing. */
export class DiagnosticBag {
  readonly items: Diagnostic[] = [];
  add(d: Diagnostic): void {
    this.items.push(d);
  }
  error(code: ErrorRuleId, message: string, span: Span, notes: RelatedNote[] = []): void {
    this.items.push(error(code, message, span, notes));
  }
  warning(code: WarningRuleId, message: string, span: Span, notes: RelatedNote[] = []): void {
    this.items.push(warning(code, message, span, notes));
  }
}
