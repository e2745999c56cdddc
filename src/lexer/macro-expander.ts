/**
 * Macro expansion, after Prosser's algorithm (the one the C standard's
 * rescanning rules describe): every token carries a hide set, the names of
 * the macros whose expansion produced it. A name in its own hide set is
 * "painted blue" and never expands again, so `#define X X` terminates and
 * mutually recursive macros stop after one round.
 */
import type { DiagnosticBag } from '../diagnostics.js';
import type { Span } from '../source.js';
import { spanCovering } from '../source.js';
import { lexFragment, tokenWithSpan, type PPToken } from './lex.js';
import { isIdentifierLike, type Macro } from './macro.js';
import { CharLiteral, Comma, Hash, HashHash, IntegerLiteral, LParen, RParen, StringLiteral } from './tokens.js';

export type HideSet = ReadonlySet<string>;

export const emptyHideSet: HideSet = new Set<string>();

/** A token during expansion. */
export interface ExpansionToken {
  token: PPToken;
  hideSet: HideSet;
}

/** Where tokens to expand come from: a list, or the lines of a file up to its next directive. */
export interface TokenSource {
  /** The next token, or undefined at the end of what this expansion may read. */
  next(): ExpansionToken | undefined;
  peek(): ExpansionToken | undefined;
}

export function listSource(tokens: readonly ExpansionToken[]): TokenSource {
  let index = 0;
  return {
    next: () => tokens[index++],
    peek: () => tokens[index],
  };
}

export function withEmptyHideSet(token: PPToken): ExpansionToken {
  return { token, hideSet: emptyHideSet };
}

/** One element of a substituted replacement list before `##` is applied. */
type Substituted =
  | { kind: 'token'; token: ExpansionToken }
  | { kind: 'paste'; operator: PPToken }
  /** An empty argument next to `##` (C11 6.10.3.3): pastes as nothing. */
  | { kind: 'placemarker' };

interface Invocation {
  macro: Macro;
  name: ExpansionToken;
  /** Name through closing parenthesis: the span every token of the expansion gets. */
  span: Span;
  hideSet: HideSet;
}

/** Guards against macros whose expansion grows exponentially (not against recursion: hide sets stop that). */
const maximumExpansions = 1_000_000;

export class MacroExpander {
  private expansions = 0;
  private reportedRunaway = false;

  constructor(
    private readonly macros: ReadonlyMap<string, Macro>,
    private readonly diagnostics: DiagnosticBag,
  ) {}

  /** Expands everything `source` yields, handing finished tokens to `emit` in order. */
  expand(source: TokenSource, emit: (token: ExpansionToken) => void): void {
    // Expansion results are rescanned together with the rest of the input: they go back in front of it.
    const pending: ExpansionToken[] = []; // a stack, next token last
    const next = (): ExpansionToken | undefined => pending.pop() ?? source.next();
    const peek = (): ExpansionToken | undefined =>
      pending.length > 0 ? pending[pending.length - 1] : source.peek();
    const pushFront = (tokens: readonly ExpansionToken[]): void => {
      for (let i = tokens.length - 1; i >= 0; i--) pending.push(tokens[i]);
    };

    for (let current = next(); current !== undefined; current = next()) {
      const macro = this.macroNamedBy(current);
      if (macro === undefined) {
        emit(current);
        continue;
      }
      if (this.expansions++ > maximumExpansions) {
        if (!this.reportedRunaway) {
          this.reportedRunaway = true;
          this.diagnostics.error(
            'pp-expansion-limit',
            `macro expansion exceeded ${maximumExpansions} steps; giving up expanding`,
            current.token.span,
          );
        }
        emit(current);
        continue;
      }
      switch (macro.kind) {
        case 'builtin':
          emit(this.builtinValue(macro, current));
          break;
        case 'object': {
          const hideSet = union(current.hideSet, macro.name);
          const invocation: Invocation = { macro, name: current, span: current.token.span, hideSet };
          pushFront(this.substitute(invocation, macro.body, [], []));
          break;
        }
        case 'function': {
          if (peek()?.token.tokenType !== LParen) {
            emit(current); // a function-like macro's name without `(` is just a name
            break;
          }
          next();
          const collected = this.collectArguments(macro, current, next);
          if (collected === undefined) break;
          const { args, closing } = collected;
          const hideSet = union(intersection(current.hideSet, closing.hideSet), macro.name);
          const span = spanCovering(current.token.span, closing.token.span);
          const invocation: Invocation = { macro, name: current, span, hideSet };
          pushFront(this.substitute(invocation, macro.body, macro.params, args));
          break;
        }
        default: {
          const unreachable: never = macro;
          return unreachable;
        }
      }
    }
  }

  /** Expands a token list on its own (a macro argument, an `#if` line). */
  expandList(tokens: readonly ExpansionToken[]): ExpansionToken[] {
    const out: ExpansionToken[] = [];
    this.expand(listSource(tokens), (token) => out.push(token));
    return out;
  }

  private macroNamedBy(candidate: ExpansionToken): Macro | undefined {
    if (!isIdentifierLike(candidate.token)) return undefined;
    const name = candidate.token.image;
    if (candidate.hideSet.has(name)) return undefined;
    return this.macros.get(name);
  }

  private builtinValue(macro: Macro & { kind: 'builtin' }, use: ExpansionToken): ExpansionToken {
    const span: Span = { ...use.token.span, expandedFrom: { macro: macro.name, span: macro.definedAt } };
    const whitespace = Boolean(use.token.precededByWhitespace);
    const token =
      macro.name === '__LINE__'
        ? tokenWithSpan(IntegerLiteral, String(use.token.span.start.line), span, whitespace)
        : tokenWithSpan(StringLiteral, quote(use.token.span.file), span, whitespace);
    return { token, hideSet: use.hideSet };
  }

  /**
   * Reads arguments after the `(` up to the matching `)`. Reports a wrong
   * count or a missing `)` and returns undefined then (the invocation is dropped).
   */
  private collectArguments(
    macro: Macro & { kind: 'function' },
    name: ExpansionToken,
    next: () => ExpansionToken | undefined,
  ): { args: ExpansionToken[][]; closing: ExpansionToken } | undefined {
    const args: ExpansionToken[][] = [[]];
    let depth = 0;
    for (;;) {
      const token = next();
      if (token === undefined) {
        this.diagnostics.error(
          'pp-unterminated-invocation',
          `unterminated argument list invoking macro '${macro.name}'`,
          name.token.span,
        );
        return undefined;
      }
      const type = token.token.tokenType;
      if (type === RParen && depth === 0) {
        if (!this.checkArgumentCount(macro, name, args, token)) return undefined;
        return { args, closing: token };
      }
      if (type === LParen) depth++;
      else if (type === RParen) depth--;
      const inVariadicTail = macro.variadic && args.length === macro.params.length;
      if (type === Comma && depth === 0 && !inVariadicTail) args.push([]);
      else args[args.length - 1].push(token);
    }
  }

  private checkArgumentCount(
    macro: Macro & { kind: 'function' },
    name: ExpansionToken,
    args: ExpansionToken[][],
    closing: ExpansionToken,
  ): boolean {
    const expected = macro.params.length;
    // `F()` passes one empty argument, which is exactly right for a macro without parameters.
    if (expected === 0 && args.length === 1 && args[0].length === 0) {
      args.pop();
      return true;
    }
    if (args.length === expected) return true;
    // The variadic part may be left out altogether: `F(a)` for `F(x, ...)`.
    if (macro.variadic && args.length === expected - 1) {
      args.push([]);
      return true;
    }
    const given = args.length;
    const requirement = macro.variadic ? `at least ${expected - 1}` : `${expected}`;
    this.diagnostics.error(
      'pp-macro-arguments',
      `macro '${macro.name}' requires ${requirement} argument${expected === 1 && !macro.variadic ? '' : 's'}, but ${given} given`,
      spanCovering(name.token.span, closing.token.span),
    );
    return false;
  }

  /** Replaces parameters, applies `#` and `##`, and adds the invocation's hide set. */
  private substitute(
    invocation: Invocation,
    body: readonly PPToken[],
    params: readonly string[],
    args: readonly ExpansionToken[][],
  ): ExpansionToken[] {
    const isFunctionLike = invocation.macro.kind === 'function';
    const parameterIndex = (token: PPToken | undefined): number =>
      token !== undefined && isFunctionLike && isIdentifierLike(token) ? params.indexOf(token.image) : -1;
    const expandedArgs = new Map<number, ExpansionToken[]>();

    const items: Substituted[] = [];
    for (let i = 0; i < body.length; i++) {
      const bodyToken = body[i];
      if (isFunctionLike && bodyToken.tokenType === Hash) {
        const operand = body[i + 1]; // checked at #define: a parameter follows
        const stringized = this.stringize(args[parameterIndex(operand)] ?? [], invocation, bodyToken);
        items.push({ kind: 'token', token: stringized });
        i++;
        continue;
      }
      if (bodyToken.tokenType === HashHash) {
        items.push({ kind: 'paste', operator: bodyToken });
        continue;
      }
      const parameter = parameterIndex(bodyToken);
      if (parameter < 0) {
        items.push({ kind: 'token', token: this.fromBody(bodyToken, invocation) });
        continue;
      }
      // Operands of `##` are pasted unexpanded; other arguments are fully expanded first.
      const pasted = body[i - 1]?.tokenType === HashHash || body[i + 1]?.tokenType === HashHash;
      let replacement: ExpansionToken[];
      if (pasted) {
        replacement = args[parameter];
      } else {
        replacement = expandedArgs.get(parameter) ?? this.expandList(args[parameter]);
        expandedArgs.set(parameter, replacement);
      }
      if (replacement.length === 0) {
        if (pasted) items.push({ kind: 'placemarker' });
        continue;
      }
      replacement.forEach((argToken, index) => {
        const whitespace = index === 0 ? bodyToken.precededByWhitespace : argToken.token.precededByWhitespace;
        items.push({
          kind: 'token',
          token: { token: { ...argToken.token, precededByWhitespace: Boolean(whitespace) }, hideSet: argToken.hideSet },
        });
      });
    }

    const result = this.applyPastes(items, invocation);
    const first = result[0];
    if (first !== undefined) {
      result[0] = {
        token: { ...first.token, precededByWhitespace: Boolean(invocation.name.token.precededByWhitespace) },
        hideSet: first.hideSet,
      };
    }
    return result.map((item) => ({ token: item.token, hideSet: unionAll(item.hideSet, invocation.hideSet) }));
  }

  private applyPastes(items: readonly Substituted[], invocation: Invocation): ExpansionToken[] {
    const out: (ExpansionToken | 'placemarker')[] = [];
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      switch (item.kind) {
        case 'token':
          out.push(item.token);
          break;
        case 'placemarker':
          out.push('placemarker');
          break;
        case 'paste': {
          const left = out.pop() ?? 'placemarker'; // `##` never starts a body (checked at #define)
          const rightItem = items[i + 1];
          i++;
          const right: ExpansionToken | 'placemarker' =
            rightItem === undefined || rightItem.kind !== 'token' ? 'placemarker' : rightItem.token;
          if (left === 'placemarker') out.push(right);
          else if (right === 'placemarker') out.push(left);
          else out.push(...this.paste(left, right, invocation));
          break;
        }
        default: {
          const unreachable: never = item;
          return unreachable;
        }
      }
    }
    return out.filter((item): item is ExpansionToken => item !== 'placemarker');
  }

  /** `a ## b`: one token, re-lexed from the joined spellings; both tokens kept when that fails. */
  private paste(left: ExpansionToken, right: ExpansionToken, invocation: Invocation): ExpansionToken[] {
    const text = left.token.image + right.token.image;
    const relexed = lexFragment(text);
    if (!relexed.ok || relexed.types.length !== 1 || relexed.images[0] !== text) {
      this.diagnostics.error(
        'pp-invalid-paste',
        `pasting '${left.token.image}' and '${right.token.image}' does not give a valid preprocessing token`,
        invocation.span,
      );
      return [left, right];
    }
    const token = tokenWithSpan(
      relexed.types[0],
      text,
      this.expansionSpan(invocation),
      Boolean(left.token.precededByWhitespace),
    );
    return [{ token, hideSet: emptyHideSet }];
  }

  /** `#x`: the argument's spelling as a string literal, runs of whitespace shrunk to one space. */
  private stringize(arg: readonly ExpansionToken[], invocation: Invocation, hash: PPToken): ExpansionToken {
    let spelling = '';
    arg.forEach((item, index) => {
      if (index > 0 && item.token.precededByWhitespace) spelling += ' ';
      const type = item.token.tokenType;
      spelling += type === StringLiteral || type === CharLiteral ? item.token.image.replace(/["\\]/g, '\\$&') : item.token.image;
    });
    const text = `"${spelling}"`;
    const relexed = lexFragment(text);
    if (!relexed.ok || relexed.types.length !== 1 || relexed.types[0] !== StringLiteral) {
      this.diagnostics.error('pp-invalid-stringize', `'#' does not give a valid string literal: ${text}`, invocation.span);
    }
    const token = tokenWithSpan(StringLiteral, text, this.expansionSpan(invocation), Boolean(hash.precededByWhitespace));
    return { token, hideSet: emptyHideSet };
  }

  private fromBody(bodyToken: PPToken, invocation: Invocation): ExpansionToken {
    const token = tokenWithSpan(
      bodyToken.tokenType,
      bodyToken.image,
      this.expansionSpan(invocation),
      Boolean(bodyToken.precededByWhitespace),
    );
    return { token, hideSet: emptyHideSet };
  }

  /** Tokens made by an expansion point at the use site, and remember which macro made them. */
  private expansionSpan(invocation: Invocation): Span {
    return {
      file: invocation.span.file,
      start: invocation.span.start,
      end: invocation.span.end,
      expandedFrom: { macro: invocation.macro.name, span: invocation.macro.definedAt },
    };
  }
}

/** Hide sets are shared and never mutated, so `set ∪ {name}` can be computed once per pair. */
const unionCache = new WeakMap<HideSet, Map<string, HideSet>>();

function union(hideSet: HideSet, name: string): HideSet {
  if (hideSet.has(name)) return hideSet;
  let byName = unionCache.get(hideSet);
  if (byName === undefined) {
    byName = new Map();
    unionCache.set(hideSet, byName);
  }
  let result = byName.get(name);
  if (result === undefined) {
    result = new Set([...hideSet, name]);
    byName.set(name, result);
  }
  return result;
}

function unionAll(a: HideSet, b: HideSet): HideSet {
  if (a.size === 0) return b;
  if (b.size === 0) return a;
  return new Set([...a, ...b]);
}

function intersection(a: HideSet, b: HideSet): HideSet {
  if (a.size === 0 || b.size === 0) return emptyHideSet;
  return new Set([...a].filter((name) => b.has(name)));
}

export function quote(text: string): string {
  return `"${text.replace(/["\\]/g, '\\$&')}"`;
}
