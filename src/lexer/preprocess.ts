/**
 * The preprocessor: directives, includes, conditional groups and macro
 * expansion, turning a file's raw tokens into the token stream the parser
 * reads. Pure: file access comes in through `PreprocessOptions.readFile`.
 */
import type { Diagnostic } from '../diagnostics.js';
import { DiagnosticBag } from '../diagnostics.js';
import type { Span } from '../source.js';
import { spanCovering } from '../source.js';
import { operatorOfAlternativeToken } from './alternative-tokens.js';
import { evaluateConditionalExpression } from './conditional-expression.js';
import { directoryOf, isAbsolutePath, joinPath, normalizePath } from './include-paths.js';
import { lex, tokenWithSpan, type PPToken } from './lex.js';
import { isIdentifierLike, parseMacroDefinition, sameDefinition, type Macro } from './macro.js';
import { MacroExpander, withEmptyHideSet, type ExpansionToken, type TokenSource } from './macro-expander.js';
import { findSystemHeader, systemHeaderFile } from './system-headers.js';
import { Backslash, Greater, Hash, HashHash, Identifier, IntegerLiteral, Less, LParen, Newline, RParen, StringLiteral } from './tokens.js';


/**
 * The headers of C++20's standard library, C's, and the Windows ones C++ AMP programs include:
 * one that ampc does not ship is a library ampc does not support, not a missing file.
 */
const knownLibraryHeaders = new Set([
  'algorithm', 'any', 'array', 'atomic', 'barrier', 'bit', 'bitset', 'cassert', 'ccomplex', 'cctype', 'cerrno', 'cfenv', 'cfloat',
  'charconv', 'chrono', 'cinttypes', 'ciso646', 'climits', 'clocale', 'cmath', 'codecvt', 'compare', 'complex', 'concepts',
  'condition_variable', 'coroutine', 'csetjmp', 'csignal', 'cstdalign', 'cstdarg', 'cstdbool', 'cstddef', 'cstdint', 'cstdio',
  'cstdlib', 'cstring', 'ctgmath', 'ctime', 'cuchar', 'cwchar', 'cwctype', 'deque', 'exception', 'execution', 'filesystem',
  'format', 'forward_list', 'fstream', 'functional', 'future', 'initializer_list', 'iomanip', 'ios', 'iosfwd', 'iostream',
  'istream', 'iterator', 'latch', 'limits', 'list', 'locale', 'map', 'memory', 'memory_resource', 'mutex', 'new', 'numbers',
  'numeric', 'optional', 'ostream', 'queue', 'random', 'ranges', 'ratio', 'regex', 'scoped_allocator', 'semaphore', 'set',
  'shared_mutex', 'source_location', 'span', 'sstream', 'stack', 'stdexcept', 'stop_token', 'streambuf', 'string',
  'string_view', 'strstream', 'syncstream', 'system_error', 'thread', 'tuple', 'type_traits', 'typeindex', 'typeinfo',
  'unordered_map', 'unordered_set', 'utility', 'valarray', 'variant', 'vector', 'version',
  'assert.h', 'complex.h', 'ctype.h', 'errno.h', 'fenv.h', 'float.h', 'inttypes.h', 'iso646.h', 'limits.h', 'locale.h',
  'math.h', 'setjmp.h', 'signal.h', 'stdalign.h', 'stdarg.h', 'stdbool.h', 'stddef.h', 'stdint.h', 'stdio.h', 'stdlib.h',
  'string.h', 'tgmath.h', 'time.h', 'uchar.h', 'wchar.h', 'wctype.h',
  'windows.h', 'Windows.h', 'tchar.h', 'conio.h', 'crtdbg.h', 'ppl.h', 'ppltasks.h', 'concrt.h', 'd3d11.h', 'atlbase.h', 'wrl.h',
]);

export type { PPToken } from './lex.js';

export interface PreprocessOptions {
  /** -D NAME[=VALUE] (value "1" when omitted). */
  defines?: ReadonlyMap<string, string>;
  /** -I directories, searched for "local.h" after the including file's directory, and for <x.h> before the built-in headers. */
  includePaths?: readonly string[];
  /** File access is injected so the stage stays pure and testable; returns undefined when the file does not exist. */
  readFile: (path: string) => string | undefined;
}

export interface PreprocessResult {
  /** No Newline/Hash/HashHash/Backslash tokens; ready for the parser. */
  tokens: PPToken[];
  diagnostics: Diagnostic[];
  /** Every file read (for rendering source lines), including the main file. */
  files: Map<string, string>;
  /** Built-in headers that were included, e.g. "amp.h", "iostream", "Windows.h". */
  systemHeaders: Set<string>;
}

/** Beyond this many nested includes, a file is assumed to include itself. */
export const maximumIncludeDepth = 200;

/** The pseudo file holding the predefined macros. */
export const builtinFile = '<built-in>';
/** The pseudo file holding the -D definitions. */
export const commandLineFile = '<command line>';

const predefinedText = ['#define __cplusplus 201103L', '#define __AMPC__ 1', ''].join('\n');

export function preprocess(file: string, text: string, options: PreprocessOptions): PreprocessResult {
  return new Preprocessor(options).run(file, text);
}

interface OpenConditional {
  directive: 'if' | 'ifdef' | 'ifndef';
  /** `#if` (the `#` through the directive name), where an unterminated group is reported. */
  openedAt: Span;
  /** Whether the text around this group is being kept. */
  parentActive: boolean;
  /** Some branch of this group was (or, when the parent is skipped, must be treated as) taken. */
  taken: boolean;
  /** Whether the current branch's lines are kept. */
  active: boolean;
  sawElse: boolean;
}

interface OpenFile {
  path: string;
  text: string;
  /** Raw tokens including Newline: directives end at one. */
  tokens: PPToken[];
  position: number;
  /** Conditional groups opened in this file; a group cannot span files. */
  conditionals: OpenConditional[];
  /** In text order; reported once the preprocessor has passed them, unless they fall in an ignored range. */
  lexDiagnostics: Diagnostic[];
  reportedLexDiagnostics: number;
  /** Offset ranges whose lexing errors do not count: skipped groups, `#error` text. */
  ignoredRanges: { start: number; end: number }[];
}

class Preprocessor {
  private readonly diagnostics = new DiagnosticBag();
  private readonly macros = new Map<string, Macro>();
  private readonly expander = new MacroExpander(this.macros, this.diagnostics);
  private readonly output: PPToken[] = [];
  private readonly files = new Map<string, string>();
  private readonly systemHeaders = new Set<string>();
  /** Files with `#pragma once` that were already included. */
  private readonly includeOnce = new Set<string>();
  private readonly stack: OpenFile[] = [];

  constructor(private readonly options: PreprocessOptions) {}

  run(file: string, text: string): PreprocessResult {
    const builtinSpan: Span = { file: builtinFile, start: { offset: 0, line: 1, column: 1 }, end: { offset: 0, line: 1, column: 1 } };
    this.macros.set('__FILE__', { kind: 'builtin', name: '__FILE__', definedAt: builtinSpan });
    this.macros.set('__LINE__', { kind: 'builtin', name: '__LINE__', definedAt: builtinSpan });
    this.processFile(builtinFile, predefinedText);

    const defines = [...(this.options.defines ?? new Map<string, string>())];
    if (defines.length > 0) {
      const text = defines.map(([name, value]) => `#define ${name} ${value.replace(/\r?\n/g, ' ')}\n`).join('');
      this.processFile(commandLineFile, text);
    }

    this.files.set(file, text);
    this.processFile(file, text);
    return {
      tokens: this.output.map(operatorOfAlternativeToken),
      diagnostics: this.diagnostics.items,
      files: this.files,
      systemHeaders: this.systemHeaders,
    };
  }

  private processFile(path: string, text: string): void {
    this.open(path, text);
    this.runUntilAllFilesEnd();
  }

  private open(path: string, text: string): void {
    const { tokens, diagnostics } = lex(path, text);
    this.stack.push({
      path,
      text,
      tokens,
      position: 0,
      conditionals: [],
      lexDiagnostics: diagnostics,
      reportedLexDiagnostics: 0,
      ignoredRanges: [],
    });
  }

  private runUntilAllFilesEnd(): void {
    for (;;) {
      const file = this.stack[this.stack.length - 1];
      if (file === undefined) return;
      if (file.position >= file.tokens.length) {
        this.close(file);
        this.stack.pop();
        continue;
      }
      const token = file.tokens[file.position];
      // Only up to this line: whether the line's own errors count is decided by what the line turns out to be.
      this.reportLexDiagnostics(file, this.lineStart(file, file.position));
      if (token.tokenType === Newline) file.position++;
      else if (this.startsDirective(file, file.position)) this.directive(file);
      else if (this.isSkipping(file)) this.skipLine(file);
      else this.expander.expand(this.textLines(file), (expanded) => this.emit(expanded));
    }
  }

  private close(file: OpenFile): void {
    for (const open of file.conditionals) {
      this.diagnostics.error('pp-unterminated-conditional', `unterminated #${open.directive}`, open.openedAt);
    }
    this.reportLexDiagnostics(file, Infinity);
  }

  /** Lexing errors before `offset`, so that they come out in order with the preprocessor's own. */
  private reportLexDiagnostics(file: OpenFile, offset: number): void {
    while (file.reportedLexDiagnostics < file.lexDiagnostics.length) {
      const lexDiagnostic = file.lexDiagnostics[file.reportedLexDiagnostics];
      const start = lexDiagnostic.span.start.offset;
      if (start >= offset) return;
      file.reportedLexDiagnostics++;
      if (!file.ignoredRanges.some((range) => range.start <= start && start < range.end)) {
        this.diagnostics.add(lexDiagnostic);
      }
    }
  }

  private startsDirective(file: OpenFile, index: number): boolean {
    return file.tokens[index].tokenType === Hash && (index === 0 || file.tokens[index - 1].tokenType === Newline);
  }

  private isSkipping(file: OpenFile): boolean {
    const innermost = file.conditionals[file.conditionals.length - 1];
    return innermost !== undefined && !innermost.active;
  }

  /** The offset where the line holding `file.tokens[index]` ends (its Newline, or the end of the text). */
  private lineEnd(file: OpenFile, index: number): number {
    let i = index;
    while (i < file.tokens.length && file.tokens[i].tokenType !== Newline) i++;
    return i < file.tokens.length ? file.tokens[i].startOffset : file.text.length;
  }

  /** The offset where the line holding `file.tokens[index]` starts (the lexer may have dropped characters before the token). */
  private lineStart(file: OpenFile, index: number): number {
    let i = index - 1;
    while (i >= 0 && file.tokens[i].tokenType !== Newline) i--;
    return i < 0 ? 0 : file.tokens[i].span.end.offset;
  }

  private skipLine(file: OpenFile): void {
    const start = this.lineStart(file, file.position);
    file.ignoredRanges.push({ start, end: this.lineEnd(file, file.position) });
    while (file.position < file.tokens.length && file.tokens[file.position].tokenType !== Newline) file.position++;
  }

  /** Tokens of ordinary lines, across line breaks, up to the next directive or the end of the file. */
  private textLines(file: OpenFile): TokenSource {
    const read = (consume: boolean): ExpansionToken | undefined => {
      let index = file.position;
      while (index < file.tokens.length && file.tokens[index].tokenType === Newline) index++;
      const token = file.tokens[index];
      if (token === undefined || this.startsDirective(file, index)) {
        if (consume) file.position = index;
        return undefined;
      }
      if (consume) file.position = index + 1;
      return withEmptyHideSet(token);
    };
    return { next: () => read(true), peek: () => read(false) };
  }

  private emit(expanded: ExpansionToken): void {
    const { token } = expanded;
    const type = token.tokenType;
    if (type === Hash || type === HashHash || type === Backslash) {
      this.diagnostics.error('pp-stray-token', `stray '${token.image}' in program`, token.span);
      return;
    }
    if (type === Newline) return;
    this.output.push(token);
  }

  /** Reads the line after `#` and moves past it. */
  private readDirectiveLine(file: OpenFile): PPToken[] {
    const line: PPToken[] = [];
    file.position++;
    while (file.position < file.tokens.length && file.tokens[file.position].tokenType !== Newline) {
      line.push(file.tokens[file.position++]);
    }
    file.position++;
    return line;
  }

  private directive(file: OpenFile): void {
    const hashIndex = file.position;
    const hash = file.tokens[hashIndex];
    const skipping = this.isSkipping(file);
    const lineStart = this.lineStart(file, hashIndex);
    const lineEnd = this.lineEnd(file, hashIndex);
    const line = this.readDirectiveLine(file);
    const nameToken = line[0];
    if (nameToken === undefined) return; // the null directive `#`
    const directiveSpan = spanCovering(hash.span, nameToken.span);
    const operands = line.slice(1);
    if (skipping) file.ignoredRanges.push({ start: lineStart, end: lineEnd });

    switch (nameToken.image) {
      case 'if':
      case 'ifdef':
      case 'ifndef':
        this.openConditional(file, nameToken.image, operands, directiveSpan, skipping);
        return;
      case 'elif':
        this.elif(file, operands, directiveSpan);
        return;
      case 'else':
      case 'endif':
        this.elseOrEndif(file, nameToken.image, operands, directiveSpan);
        return;
      default:
        break;
    }
    if (skipping) return;

    switch (nameToken.image) {
      case 'define':
        this.define(operands, directiveSpan);
        return;
      case 'undef':
        this.undefine(operands, directiveSpan);
        return;
      case 'include':
        this.include(file, operands, directiveSpan);
        return;
      case 'error':
      case 'warning': {
        file.ignoredRanges.push({ start: lineStart, end: lineEnd });
        const message = `#${nameToken.image} ${this.directiveText(file, nameToken, lineEnd)}`.trimEnd();
        if (nameToken.image === 'error') this.diagnostics.error('pp-error', message, directiveSpan);
        else this.diagnostics.warning('pp-warning', message, directiveSpan);
        return;
      }
      case 'pragma':
        if (operands[0]?.image === 'once') this.includeOnce.add(file.path);
        return; // other pragmas (warning(disable: ...), pack, ...) mean nothing here
      case 'line':
        return;
      default:
        // `# 12 "file"` line markers, as other preprocessors write them, are ignored like #line.
        if (nameToken.tokenType === IntegerLiteral) return;
        this.diagnostics.error(
          'pp-unknown-directive',
          `invalid preprocessing directive '#${nameToken.image}'`,
          directiveSpan,
        );
    }
  }

  /** The rest of a directive's line as written (for `#error`), splices removed. */
  private directiveText(file: OpenFile, nameToken: PPToken, lineEnd: number): string {
    return file.text
      .slice(nameToken.span.end.offset, lineEnd)
      .replace(/\\\r?\n/g, '')
      .replace(/\r$/, '')
      .trim();
  }

  private warnExtraTokens(operands: readonly PPToken[], directive: string): void {
    const extra = operands[0];
    if (extra !== undefined) {
      this.diagnostics.warning('pp-extra-tokens', `extra tokens at end of #${directive} directive`, extra.span);
    }
  }

  private openConditional(
    file: OpenFile,
    directive: 'if' | 'ifdef' | 'ifndef',
    operands: readonly PPToken[],
    directiveSpan: Span,
    skipping: boolean,
  ): void {
    // Inside a skipped group nothing is evaluated: the group only has to be matched with its #endif.
    let value = false;
    if (!skipping) {
      value = directive === 'if' ? this.evaluateCondition(operands, directiveSpan) : this.testDefined(directive, operands, directiveSpan);
    }
    file.conditionals.push({
      directive,
      openedAt: directiveSpan,
      parentActive: !skipping,
      taken: value || skipping,
      active: value && !skipping,
      sawElse: false,
    });
  }

  private testDefined(directive: 'ifdef' | 'ifndef', operands: readonly PPToken[], directiveSpan: Span): boolean {
    const name = operands[0];
    if (name === undefined || !isIdentifierLike(name)) {
      this.diagnostics.error(
        'pp-macro-name',
        name === undefined ? `no macro name given in #${directive} directive` : 'macro names must be identifiers',
        name?.span ?? directiveSpan,
      );
      return false;
    }
    this.warnExtraTokens(operands.slice(1), directive);
    return this.macros.has(name.image) === (directive === 'ifdef');
  }

  private elif(file: OpenFile, operands: readonly PPToken[], directiveSpan: Span): void {
    const innermost = file.conditionals[file.conditionals.length - 1];
    if (innermost === undefined) {
      this.diagnostics.error('pp-unmatched-conditional', '#elif without #if', directiveSpan);
      return;
    }
    if (innermost.sawElse) {
      this.diagnostics.error('pp-unmatched-conditional', '#elif after #else', directiveSpan);
      innermost.active = false;
      return;
    }
    if (innermost.taken) {
      innermost.active = false;
      return;
    }
    const value = this.evaluateCondition(operands, directiveSpan);
    innermost.active = value;
    innermost.taken = value;
  }

  private elseOrEndif(file: OpenFile, directive: 'else' | 'endif', operands: readonly PPToken[], directiveSpan: Span): void {
    const innermost = file.conditionals[file.conditionals.length - 1];
    if (innermost === undefined) {
      this.diagnostics.error('pp-unmatched-conditional', `#${directive} without #if`, directiveSpan);
      return;
    }
    if (innermost.parentActive) this.warnExtraTokens(operands, directive);
    if (directive === 'endif') {
      file.conditionals.pop();
      return;
    }
    if (innermost.sawElse) {
      this.diagnostics.error('pp-unmatched-conditional', '#else after #else', directiveSpan);
      innermost.active = false;
      return;
    }
    innermost.sawElse = true;
    innermost.active = !innermost.taken;
    innermost.taken = true;
  }

  private evaluateCondition(operands: readonly PPToken[], directiveSpan: Span): boolean {
    const withDefinedReplaced = this.replaceDefined(operands);
    if (withDefinedReplaced === undefined) return false;
    const expanded = this.expander.expandList(withDefinedReplaced.map(withEmptyHideSet)).map((item) => item.token);
    return evaluateConditionalExpression(expanded, directiveSpan, this.diagnostics);
  }

  /** `defined X` and `defined(X)` are answered before macro expansion, which would replace X. */
  private replaceDefined(operands: readonly PPToken[]): PPToken[] | undefined {
    const out: PPToken[] = [];
    for (let i = 0; i < operands.length; i++) {
      const token = operands[i];
      if (token.tokenType !== Identifier || token.image !== 'defined') {
        out.push(token);
        continue;
      }
      const parenthesized = operands[i + 1]?.tokenType === LParen;
      const name = operands[parenthesized ? i + 2 : i + 1];
      if (name === undefined || !isIdentifierLike(name)) {
        this.diagnostics.error('pp-invalid-expression', "operator 'defined' requires an identifier", name?.span ?? token.span);
        return undefined;
      }
      let last = name;
      if (parenthesized) {
        const closing = operands[i + 3];
        if (closing?.tokenType !== RParen) {
          this.diagnostics.error('pp-invalid-expression', "missing ')' after 'defined'", closing?.span ?? name.span);
          return undefined;
        }
        last = closing;
      }
      const value = this.macros.has(name.image) ? '1' : '0';
      out.push(tokenWithSpan(IntegerLiteral, value, spanCovering(token.span, last.span), Boolean(token.precededByWhitespace)));
      i += parenthesized ? 3 : 1;
    }
    return out;
  }

  private define(operands: readonly PPToken[], directiveSpan: Span): void {
    const macro = parseMacroDefinition(operands, directiveSpan, this.diagnostics);
    if (macro === undefined) return;
    const previous = this.macros.get(macro.name);
    if (previous !== undefined && !sameDefinition(previous, macro)) {
      this.diagnostics.warning('pp-macro-redefined', `'${macro.name}' macro redefined`, macro.definedAt, [
        { message: 'previous definition is here', span: previous.definedAt },
      ]);
    }
    this.macros.set(macro.name, macro);
  }

  private undefine(operands: readonly PPToken[], directiveSpan: Span): void {
    const name = operands[0];
    if (name === undefined || !isIdentifierLike(name)) {
      this.diagnostics.error(
        'pp-macro-name',
        name === undefined ? 'no macro name given in #undef directive' : 'macro names must be identifiers',
        name?.span ?? directiveSpan,
      );
      return;
    }
    this.warnExtraTokens(operands.slice(1), 'undef');
    this.macros.delete(name.image);
  }

  private include(file: OpenFile, operands: readonly PPToken[], directiveSpan: Span): void {
    // `#include MACRO` names the header through a macro.
    const startsHeaderName = (token: PPToken | undefined): boolean =>
      token !== undefined && ((token.tokenType === StringLiteral && token.image.startsWith('"')) || token.tokenType === Less);
    const tokens = startsHeaderName(operands[0])
      ? operands
      : this.expander.expandList(operands.map(withEmptyHideSet)).map((item) => item.token);
    const header = headerName(tokens);
    if (header === undefined) {
      this.diagnostics.error('pp-invalid-include', '#include expects "FILENAME" or <FILENAME>', operands[0]?.span ?? directiveSpan);
      return;
    }
    this.warnExtraTokens(header.rest, 'include');

    const found = this.findInclude(file, header.name, header.angled);
    if (found === undefined) {
      if (header.angled && knownLibraryHeaders.has(header.name)) {
        this.diagnostics.error('unsupported-library', `<${header.name}> is not supported by ampc`, header.span);
      } else {
        this.diagnostics.error('pp-include-not-found', `cannot open include file '${header.name}': no such file`, header.span);
      }
      return;
    }
    if (found.kind === 'system') {
      if (this.systemHeaders.has(found.name)) return; // built-in headers are include-once
      this.systemHeaders.add(found.name);
      this.open(systemHeaderFile(found.name), found.text);
      return;
    }
    if (this.includeOnce.has(found.path)) return;
    if (this.stack.length >= maximumIncludeDepth) {
      this.diagnostics.error(
        'pp-include-depth',
        `#include nested more than ${maximumIncludeDepth} levels deep (does '${header.name}' include itself?)`,
        header.span,
      );
      return;
    }
    this.open(found.path, found.text);
  }

  private findInclude(
    includer: OpenFile,
    name: string,
    angled: boolean,
  ): { kind: 'file'; path: string; text: string } | { kind: 'system'; name: string; text: string } | undefined {
    const includePaths = this.options.includePaths ?? [];
    const candidates = isAbsolutePath(name.replace(/\\/g, '/'))
      ? [normalizePath(name.replace(/\\/g, '/'))]
      : [
          ...(angled ? [] : [joinPath(directoryOf(includer.path), name)]),
          ...includePaths.map((directory) => joinPath(directory, name)),
        ];
    for (const path of candidates) {
      const text = this.read(path);
      if (text !== undefined) return { kind: 'file', path, text };
    }
    // A quoted name falls back to the system headers too: `#include "stdafx.h"`.
    const system = findSystemHeader(name);
    return system === undefined ? undefined : { kind: 'system', name: system.name, text: system.text };
  }

  private read(path: string): string | undefined {
    const known = this.files.get(path);
    if (known !== undefined) return known;
    let text: string | undefined;
    try {
      text = this.options.readFile(path);
    } catch {
      text = undefined; // an unreadable file (a directory, no permission) is a missing one
    }
    if (text !== undefined) this.files.set(path, text);
    return text;
  }
}

/** `"name"` or `<name>` at the start of an #include's operands. */
function headerName(
  tokens: readonly PPToken[],
): { name: string; angled: boolean; span: Span; rest: PPToken[] } | undefined {
  const first = tokens[0];
  if (first === undefined) return undefined;
  if (first.tokenType === StringLiteral && first.image.startsWith('"')) {
    return { name: first.image.slice(1, -1), angled: false, span: first.span, rest: tokens.slice(1) };
  }
  if (first.tokenType !== Less) return undefined;
  const closing = tokens.findIndex((token) => token.tokenType === Greater);
  if (closing < 0) return undefined;
  // The lexer split the name into tokens; their spellings and spacing give it back.
  const name = tokens
    .slice(1, closing)
    .map((token, index) => (index > 0 && token.precededByWhitespace ? ` ${token.image}` : token.image))
    .join('');
  if (name === '') return undefined;
  return { name, angled: true, span: spanCovering(first.span, tokens[closing].span), rest: tokens.slice(closing + 1) };
}
