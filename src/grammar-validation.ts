/**
 * Whether chevrotain should validate the lexer's token definitions and the parser's grammar
 * while building them: only when `AMPC_VALIDATE_GRAMMAR` is set. The validations find
 * definition errors (an ambiguous alternation, an unreachable token pattern), never input
 * errors, and cost a good part of a compile's start-up; test/parser/grammar-validation.test.ts
 * runs them. Read through globalThis because browsers, which load the parser too, have no
 * `process`.
 */
export function grammarValidationRequested(): boolean {
  return (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.AMPC_VALIDATE_GRAMMAR !== undefined;
}
