/**
 * Macro definitions and the parsing of a `#define` line into one.
 */
import type { DiagnosticBag } from '../diagnostics.js';
import type { Span } from '../source.js';
import type { PPToken } from './lex.js';
import { Comma, Ellipsis, Hash, HashHash, LParen, RParen } from './tokens.js';

export type Macro =
  | { kind: 'object'; name: string; body: PPToken[]; definedAt: Span }
  | {
      kind: 'function';
      name: string;
      /** A variadic macro's last parameter is its `...`, named `__VA_ARGS__` unless spelled `name...`. */
      params: string[];
      variadic: boolean;
      body: PPToken[];
      definedAt: Span;
    }
  /** `__LINE__` and `__FILE__`: their value depends on where they are used. */
  | { kind: 'builtin'; name: '__LINE__' | '__FILE__'; definedAt: Span };

const identifierPattern = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Identifiers and keywords: both can name macros and parameters. */
export function isIdentifierLike(token: PPToken): boolean {
  return identifierPattern.test(token.image);
}

/**
 * Parses the tokens after `#define` (the macro name first). Reports problems
 * and returns undefined when the line does not define a macro.
 */
export function parseMacroDefinition(
  line: readonly PPToken[],
  directiveSpan: Span,
  diagnostics: DiagnosticBag,
): Macro | undefined {
  const nameToken = line[0];
  if (nameToken === undefined) {
    diagnostics.error('pp-macro-name', 'no macro name given in #define directive', directiveSpan);
    return undefined;
  }
  if (!isIdentifierLike(nameToken)) {
    diagnostics.error('pp-macro-name', 'macro names must be identifiers', nameToken.span);
    return undefined;
  }
  const name = nameToken.image;
  if (name === 'defined') {
    diagnostics.error('pp-macro-name', "'defined' cannot be used as a macro name", nameToken.span);
    return undefined;
  }

  const afterName = line[1];
  // Only a `(` touching the name makes a function-like macro: `#define F (x)` is object-like.
  if (afterName === undefined || afterName.tokenType !== LParen || afterName.precededByWhitespace) {
    const body = bodyTokens(line.slice(1));
    if (!checkPasteOperands(body, diagnostics)) return undefined;
    return { kind: 'object', name, body, definedAt: nameToken.span };
  }

  const params: string[] = [];
  let variadic = false;
  let index = 2;
  let closed = false;
  while (index < line.length) {
    const token = line[index];
    if (token.tokenType === RParen && params.length === 0) {
      closed = true;
      index++;
      break;
    }
    if (token.tokenType === Ellipsis) {
      params.push('__VA_ARGS__');
      variadic = true;
      index++;
    } else if (isIdentifierLike(token) && token.image !== '__VA_ARGS__') {
      if (params.includes(token.image)) {
        diagnostics.error('pp-macro-parameters', `duplicate macro parameter '${token.image}'`, token.span);
        return undefined;
      }
      params.push(token.image);
      index++;
      if (line[index]?.tokenType === Ellipsis) {
        variadic = true; // GNU `args...`
        index++;
      }
    } else {
      diagnostics.error('pp-macro-parameters', `expected a parameter name, found '${token.image}'`, token.span);
      return undefined;
    }
    const separator = line[index];
    if (separator?.tokenType === RParen) {
      closed = true;
      index++;
      break;
    }
    if (separator?.tokenType !== Comma || variadic) {
      const where = separator?.span ?? token.span;
      diagnostics.error('pp-macro-parameters', "expected ',' or ')' in macro parameter list", where);
      return undefined;
    }
    index++;
  }
  if (!closed) {
    diagnostics.error('pp-macro-parameters', "missing ')' in macro parameter list", afterName.span);
    return undefined;
  }

  const body = bodyTokens(line.slice(index));
  for (let i = 0; i < body.length; i++) {
    if (body[i].tokenType !== Hash) continue;
    const operand = body[i + 1];
    if (operand === undefined || !isIdentifierLike(operand) || !params.includes(operand.image)) {
      diagnostics.error('pp-stringize', "'#' is not followed by a macro parameter", body[i].span);
      return undefined;
    }
  }
  if (!checkPasteOperands(body, diagnostics)) return undefined;
  return { kind: 'function', name, params, variadic, body, definedAt: nameToken.span };
}

/** The replacement list: leading whitespace is not part of it. */
function bodyTokens(tokens: readonly PPToken[]): PPToken[] {
  return tokens.map((token, index) => (index === 0 ? { ...token, precededByWhitespace: false } : token));
}

function checkPasteOperands(body: readonly PPToken[], diagnostics: DiagnosticBag): boolean {
  const first = body[0];
  const last = body[body.length - 1];
  for (const edge of [first, last]) {
    if (edge?.tokenType === HashHash) {
      diagnostics.error('pp-invalid-paste', "'##' cannot appear at either end of a macro expansion", edge.span);
      return false;
    }
  }
  return true;
}

/** Redefinition is allowed only with an identical definition (same tokens, same spacing). */
export function sameDefinition(a: Macro, b: Macro): boolean {
  if (a.kind === 'builtin' || b.kind === 'builtin') return false;
  if (a.kind !== b.kind) return false;
  if (a.kind === 'function' && b.kind === 'function') {
    if (a.variadic !== b.variadic || a.params.join(',') !== b.params.join(',')) return false;
  }
  if (a.body.length !== b.body.length) return false;
  return a.body.every(
    (token, i) =>
      token.image === b.body[i].image && Boolean(token.precededByWhitespace) === Boolean(b.body[i].precededByWhitespace),
  );
}
