/**
 * The C++ parser: preprocessed tokens → AST (`ast.ts`).
 *
 * A chevrotain `EmbeddedActionsParser`. C++ is not LL(k): whether `a < b`
 * opens template arguments and whether a statement is a declaration depend on
 * which names are types. The parser keeps that knowledge (`known-names.ts`
 * plus the structs/typedefs it has seen) and consults it in GATEs.
 *
 * Error recovery is panic mode at statement and declaration level: a syntax
 * error is recorded once, the tokens up to the end of the statement (`;` or
 * the `}` closing a block opened inside it) are skipped, and parsing goes on.
 * Chevrotain's own single-token insertion is off because it turns one error
 * into a cascade (`x = (c)  4 : 2;` would report the `4` and then the `:`).
 */
import {
  EmbeddedActionsParser,
  EOF,
  isRecognitionException,
  MismatchedTokenException,
  tokenMatcher,
  type IParserErrorMessageProvider,
  type IToken,
  type TokenType,
} from 'chevrotain';
import * as T from '../lexer/tokens.js';
import { Keyword as K } from '../lexer/tokens.js';
import type { Span } from '../source.js';
import { spanCovering } from '../source.js';


import { grammarValidationRequested } from '../grammar-validation.js';
import { grammarFingerprint, TableLookaheadStrategy, type LookaheadRecord, type LookaheadTable } from './lookahead.js';
import { lookaheadTable } from './lookahead-paths.js';
import * as A from './ast.js';
import {
  builtinTypeKeywords,
  declSpecifierKeywords,
  libraryTemplateNames,
  libraryTypeNames,
  memberTemplateNames,
  qualifiedLibraryNames,
  usingDirectiveNames,
  usingDirectiveTypeNames,
} from './known-names.js';

/** A token as the preprocessor hands it over. */
export interface ParserToken extends IToken {
  span?: Span;
  precededByWhitespace?: boolean;
}

const NO_POSITION = { offset: 0, line: 0, column: 0 };
const NO_SPAN: Span = { file: '', start: NO_POSITION, end: NO_POSITION };

/** `spanCovering` that tolerates chevrotain's recording phase, where sub-results are placeholders. */
function cover(a: Span | undefined, b: Span | undefined): Span {
  if (!a || !a.file) return b ?? NO_SPAN;
  if (!b || !b.file) return a;
  return spanCovering(a, b);
}

function spanOf(tok: IToken | undefined): Span {
  return (tok as ParserToken | undefined)?.span ?? NO_SPAN;
}

/** How a token is spelled in an error message. */
export function tokenSpelling(type: TokenType): string {
  if (typeof type.PATTERN === 'string') return `'${type.PATTERN}'`;
  if (type.name.startsWith('Kw_')) return `'${type.name.slice(3)}'`;
  switch (type.name) {
    case 'Identifier': return 'identifier';
    case 'IntegerLiteral': return 'integer literal';
    case 'FloatLiteral': return 'floating literal';
    case 'StringLiteral': return 'string literal';
    case 'CharLiteral': return 'character literal';
    case 'EOF': return 'end of file';
    default: return type.name;
  }
}

function foundSpelling(tok: IToken): string {
  return tok.tokenType === EOF ? 'end of file' : `'${tok.image}'`;
}

const errorMessages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage({ expected, actual }) {
    return `expected ${tokenSpelling(expected)}, found ${foundSpelling(actual)}`;
  },
  buildNotAllInputParsedMessage({ firstRedundant }) {
    return `expected a declaration, found ${foundSpelling(firstRedundant)}`;
  },
  buildNoViableAltMessage({ actual, ruleName }) {
    return `expected ${describeRule(ruleName)}, found ${foundSpelling(actual[0] as unknown as IToken)}`;
  },
  buildEarlyExitMessage({ actual, ruleName }) {
    return `expected ${describeRule(ruleName)}, found ${foundSpelling(actual[0])}`;
  },
};

function describeRule(ruleName: string): string {
  switch (ruleName) {
    case 'primary': case 'unary': case 'postfix': return 'expression';
    case 'statement': return 'statement';
    case 'topLevelDecl': return 'declaration';
    case 'templateArg': return 'template argument';
    case 'initializer': return 'initializer';
    default: return ruleName.replace(/([A-Z])/g, ' $1').toLowerCase();
  }
}

/** `using Alias = T;` in a class: a member typedef, kept with the fields as `typedef T Alias;` is. */
function typedefMember(u: A.TypedefDecl): A.VarDecl {
  return { kind: 'VarDecl', name: u.name, nameSpan: u.span, type: u.type, storage: { ...emptyStorage(), isTypedef: true }, init: null, bitWidth: null, span: u.span };
}

function emptyStorage(): A.StorageSpecifiers {
  return {
    isTypedef: false, isStatic: false, isTileStatic: false, isExtern: false, isThreadLocal: false,
    isConstexpr: false, isInline: false, isVirtual: false, spans: {},
  };
}

interface DeclSpecifiers {
  storage: A.StorageSpecifiers;
  spec: A.TypeSpec | null;
  isConst: boolean;
  isVolatile: boolean;
  isTypedef: boolean;
  span: Span;
}

interface Declarator {
  pointers: { isConst: boolean; span: Span }[];
  reference: '&' | '&&' | null;
  name: A.QualifiedName | null;
  /** `S::*`: a pointer to a member of S (`int S::*pm`, `int (S::*f)()`). */
  memberOf?: A.QualifiedName;
  memberConst?: boolean;
  isFunctionPointer?: boolean;
  /** `(*f)(int, char)`: the parameters of the function pointed to. */
  functionParams?: { params: A.Param[]; isVariadic: boolean };
  /** `int (*p)[3]`: a pointer to an array (sema: resolve-type.ts). */
  pointerToArray?: boolean;
  /** `auto [a, b] = p;`: a structured binding declares these names (and `name` is null). */
  bindings?: A.VarDecl['bindings'];
  span: Span;
}

/**
 * One ptr-operator ([dcl.decl]) other than a pointer to member: `*`, `* const`, `&`, `&&`. A
 * declarator and a conversion-declarator (`operator const int*()`, `operator int&()`) read them
 * with the one rule `ptrOperator`, and `addPtrOperator` puts each into the declarator's parts.
 */
type PtrOperator = { kind: 'pointer'; isConst: boolean; span: Span } | { kind: 'reference'; reference: '&' | '&&' };

/** The pointers and the reference of a declarator, as its ptr-operators make them, left to right. */
type PtrOperators = Pick<Declarator, 'pointers' | 'reference'>;

function addPtrOperator(into: PtrOperators, op: PtrOperator): void {
  switch (op.kind) {
    case 'pointer': into.pointers.push({ isConst: op.isConst, span: op.span }); return;
    // `int & &r`, a reference to a reference, is ill-formed; ampc does not report it and keeps the later one.
    case 'reference': into.reference = op.reference; return;
  }
}

type DeclContext = 'top' | 'local' | 'member' | 'param' | 'for';

/**
 * Which parts of a function declarator's tail a kind of function may have: a constructor no
 * `const`, no trailing return type and no `= 0`, a constructor (not a destructor) no `override`,
 * and only special members and conversion functions `= default` or `= delete` here.
 */
interface FunctionTailForm {
  constQualifier: boolean;
  trailingReturn: boolean;
  virtSpecifiers: boolean;
  pureSpecifier: boolean;
  defaulted: boolean;
}

/** The qualifiers after a function's parameters: `const`, the exception specification, `restrict(...)`, `-> T`, `override`. */
interface FunctionQualifiers {
  isConstMethod: boolean;
  restrictions: A.Restriction[];
  exceptionSpec: Span | null;
  nothrow: boolean;
  noexceptCondition: A.Expr | undefined;
  trailing: A.TypeRef | undefined;
  virtSpecifiers: NonNullable<A.FunctionDecl['virtSpecifiers']>;
}

/** What ends a function declaration: `;`, `= 0;`, `= default;`, `= delete;`, or the body. */
interface FunctionBody {
  body: A.Block | null;
  isPure: boolean;
  isDefaulted: boolean;
  isDeleted: boolean;
}

const assignOps: [TokenType, A.AssignOp][] = [
  [T.Equal, '='], [T.PlusEqual, '+='], [T.MinusEqual, '-='], [T.StarEqual, '*='], [T.SlashEqual, '/='],
  [T.PercentEqual, '%='], [T.LessLessEqual, '<<='], [T.AmpEqual, '&='], [T.PipeEqual, '|='], [T.CaretEqual, '^='],
];

const cvQualifiers: ReadonlySet<string> = new Set(['const', 'volatile']);

const prefixOperators: [TokenType, A.UnaryOp][] = [
  [T.Minus, '-'], [T.Plus, '+'], [T.Bang, '!'], [T.Tilde, '~'], [T.PlusPlus, 'pre++'], [T.MinusMinus, 'pre--'],
  [T.Star, 'deref'], [T.Amp, 'addressOf'],
];

/**
 * A name for an unnamed template parameter (`typename = void`, `typename enable_if<...>::type = 0`),
 * which no C++ identifier can spell: the parameter still needs a binding of its own.
 */
function unnamedParameter(at: IToken): string {
  return `<unnamed ${at.startOffset}>`;
}

/** The name of the `n`th class declared without a name (`struct { int x; } p;`): see A.isUnnamedClass. */
/** A class of data members only (no functions, bases, nested types, typedefs or static members): an anonymous struct that can be flattened. */
function isPlainDataClass(d: A.StructDecl): boolean {
  return d.methods.length === 0 && (d.bases ?? []).length === 0 && !d.nestedTypes && !d.memberTemplates && !d.staticAsserts && !d.friendFunctions && !d.usingDeclarations
    && d.fields.every((f) => !f.storage.isTypedef && !f.storage.isStatic);
}

function unnamedClass(keyword: string, n: number): string {
  return `<unnamed ${keyword} ${n}>`;
}

class CppParser extends EmbeddedActionsParser {
  private typeNames = new Set<string>();
  private templateNames = new Set<string>();
  /** Names of the program's member function templates: `s.get<double>(x)` is a template-id. */
  private memberTemplateNamesSeen = new Set<string>();
  /** `false` while parsing template arguments: a `>` there closes the list. */
  private greaterIsOperator: boolean[] = [true];
  /**
   * Type and template names a local variable or parameter hides (`unsigned index = 2 * s;` then
   * `index < n`), per open block: restored when the block closes. `pendingShadows` holds the
   * last parameter list's, which the function body's block takes.
   */
  private shadowFrames: { name: string; type: boolean; template: boolean }[][] = [];
  private pendingShadows: string[] = [];
  /** Classes declared without a name so far (each gets a name of its own: unnamedClass). */
  private unnamedClasses = 0;
  /** How many `namespace std {` are open: there, `hash<Key>` names std's class template unqualified. */
  private stdDepth = 0;
  /**
   * The library names (qualifiedLibraryNames) that `using namespace std;` or `using namespace
   * std::chrono;` lets the program write unqualified, each with the block depth it was written at
   * (it lasts to that block's end): `queue<int> q;`, `hash<Key>{}(k)`. Taken as templates only
   * where `<` follows, so a program's own function or member named `set` or `hash` stays a name.
   */
  private usingDirectives: { names: ReadonlySet<string>; depth: number }[] = [];
  /**
   * Names the program declares as global variables: such a name is the program's, never the
   * library template a using-directive brings in (unqualified, g++ would find both).
   */
  private declaredVariableNames = new Set<string>();
  /** The data members of each class being parsed: in its body they are the members (`ratio < 0.5`). */
  private memberNameFrames: Set<string>[] = [];

  /** `lookaheadStrategy` undefined: chevrotain's own, which computes all lookahead up front. */
  constructor(lookaheadStrategy: TableLookaheadStrategy | undefined) {
    super(T.allTokens, {
      recoveryEnabled: false,
      maxLookahead: MAX_LOOKAHEAD,
      errorMessageProvider: errorMessages,
      skipValidations: !grammarValidationRequested(),
      ...(lookaheadStrategy ? { lookaheadStrategy } : {}),
    });
    const prebuilt = lookaheadStrategy?.prebuiltFunctions();
    if (prebuilt) this.installLookahead(prebuilt);
    else this.performSelfAnalysis();
  }

  /**
   * What `performSelfAnalysis` leaves behind, from a lookahead table made by this build: the
   * lookahead functions under chevrotain's keys. chevrotain's analysis records the whole grammar
   * by running every rule (a good part of a compile's start-up); the recording is needed only to
   * word a syntax error's expected tokens, so `getGAstProductions` makes it then, once.
   * chevrotain's fields are internal: test/parser/lookahead-table.test.ts parses every program of
   * the repository, errors included, both ways.
   */
  private installLookahead(functions: ReadonlyMap<number, unknown>): void {
    const internals = this as unknown as { selfAnalysisDone: boolean; lookAheadFuncsCache: Map<number, unknown> };
    toFastProperties(this);
    internals.selfAnalysisDone = true;
    for (const [key, f] of functions) internals.lookAheadFuncsCache.set(key, f);
    this.grammarRecorded = false;
  }

  private grammarRecorded = true;

  override getGAstProductions(): ReturnType<EmbeddedActionsParser['getGAstProductions']> {
    return this.grammarRecorded ? super.getGAstProductions() : recordedGrammar();
  }

  /** Forgets the names of the previous translation unit (not chevrotain's `reset`, which `input =` calls). */
  resetNames(): void {
    this.typeNames = new Set(libraryTypeNames);
    this.templateNames = new Set(libraryTemplateNames);
    this.memberTemplateNamesSeen = new Set();
    this.greaterIsOperator = [true];
    this.shadowFrames = [];
    this.pendingShadows = [];
    this.unnamedClasses = 0;
    this.stdDepth = 0;
    this.usingDirectives = [];
    this.declaredVariableNames = new Set();
    this.memberNameFrames = [];
  }

  /** A variable named like a type or template hides it until its block closes. */
  private shadow(name: string): void {
    const frame = this.shadowFrames.at(-1);
    if (!frame || !this.isShadowable(name)) return;
    frame.push({ name, type: this.typeNames.delete(name), template: this.templateNames.delete(name) });
  }

  /** Whether a variable of this name hides a type or template name: the program's, the library's, or one a using-directive brings in. */
  private isShadowable(name: string): boolean {
    return this.typeNames.has(name) || this.templateNames.has(name) || this.usingDirectives.some((u) => u.names.has(name));
  }

  /** A name a variable hides still names the type or template when qualified (`std::chrono::seconds` beside a local `seconds`). */
  private isHidden(name: string, as: 'type' | 'template'): boolean {
    return this.shadowFrames.some((frame) => frame.some((h) => h.name === name && h[as]));
  }

  private openBlockScope(): void {
    this.shadowFrames.push([]);
    const params = this.pendingShadows;
    this.pendingShadows = [];
    for (const name of params) this.shadow(name);
  }

  private closeBlockScope(): void {
    for (const hidden of this.shadowFrames.pop() ?? []) {
      if (hidden.type) this.typeNames.add(hidden.name);
      if (hidden.template) this.templateNames.add(hidden.name);
    }
    this.usingDirectives = this.usingDirectives.filter((u) => u.depth <= this.shadowFrames.length);
  }

  /** `using namespace std;`: see usingDirectives. */
  private addUsingDirective(namespace: readonly string[]): void {
    const names = usingDirectiveNames.get(namespace.join('::'));
    if (names) this.usingDirectives.push({ names, depth: this.shadowFrames.length });
  }

  /**
   * Whether `name`, unqualified and followed by `<` at k, is a library template a using-directive
   * brings in (or a type such as `milli`, followed by anything), not hidden by a variable.
   */
  private isUsedLibraryTemplate(name: string, k: number): boolean {
    return (this.is(k, T.Less) || usingDirectiveTypeNames.has(name)) && this.isUsedLibraryName(name);
  }

  /** Whether a using-directive brings in library name `name`, and no variable of the program's hides it. */
  private isUsedLibraryName(name: string): boolean {
    return this.usingDirectives.some((u) => u.names.has(name)) && !this.declaredVariableNames.has(name)
      && !this.memberNameFrames.some((members) => members.has(name)) && !this.shadowFrames.some((frame) => frame.some((h) => h.name === name));
  }

  // ------------------------------------------------------------ helpers (never DSL)

  private is(k: number, type: TokenType): boolean {
    return tokenMatcher(this.LA(k), type);
  }

  private prev(): IToken {
    return this.LA(0);
  }

  private since(start: IToken): Span {
    return cover(spanOf(start), spanOf(this.prev()));
  }

  private isKeywordIn(k: number, set: ReadonlySet<string>): boolean {
    const tok = this.LA(k);
    return tokenMatcher(tok, T.KeywordCategory) && set.has(tok.image);
  }

  /** Index just past a (possibly qualified) name starting at k, or -1. */
  private scanQualifiedName(k: number): { end: number; last: string; qualified: boolean } | -1 {
    let i = k;
    if (this.is(i, T.ColonColon)) i++;
    if (!this.is(i, T.Identifier)) return -1;
    let last = this.LA(i).image;
    let qualified = false;
    i++;
    while (this.is(i, T.ColonColon) && this.is(i + 1, T.Identifier)) {
      last = this.LA(i + 1).image;
      qualified = true;
      i += 2;
    }
    return { end: i, last, qualified };
  }

  /** Whether an expression parsed so far is the name of a type or class template (`S`, `std::pair<int, int>`). */
  private namesType(e: A.Expr | undefined): boolean {
    if (e?.kind !== 'NameExpr' || !e.name) return false;
    const last = e.name.parts[e.name.parts.length - 1] ?? '';
    return this.isTypeName({ last, qualified: e.name.parts.length > 1 })
      || (e.name.templateArgs !== null && (this.templateNames.has(last) || (e.name.parts.length === 1 && this.isUsedLibraryName(last))));
  }

  /** Whether a name as scanned names a type: `std::stack` does, a variable `stack` does not (qualifiedLibraryNames). */
  private isTypeName(name: { last: string; qualified: boolean; end?: number }): boolean {
    return this.typeNames.has(name.last) || (name.qualified && (qualifiedLibraryNames.has(name.last) || this.isHidden(name.last, 'type')))
      || (this.stdDepth > 0 && qualifiedLibraryNames.has(name.last))
      || (!name.qualified && name.end !== undefined && this.isUsedLibraryTemplate(name.last, name.end))
      // `Foo x`: two names in a row start a declaration whatever Foo is, so an undeclared type
      // is sema's "unknown type name 'Foo'" (or "not supported by ampc" for a library name),
      // as in clang, not a syntax error at Foo.
      || (name.end !== undefined && this.is(name.end, T.Identifier));
  }

  /** Index just past balanced `(...)` starting at k (which must be `(`), or -1. */
  private scanParens(k: number): number {
    if (!this.is(k, T.LParen)) return -1;
    let depth = 0;
    for (let i = k; ; i++) {
      const tok = this.LA(i);
      if (tok.tokenType === EOF) return -1;
      if (tokenMatcher(tok, T.LParen)) depth++;
      else if (tokenMatcher(tok, T.RParen) && --depth === 0) return i + 1;
    }
  }

  /** Index just past balanced `<...>` starting at k (which must be `<`), or -1. */
  private scanAngles(k: number): number {
    let depth = 0;
    let parens = 0;
    for (let i = k; i < k + 200; i++) {
      const tok = this.LA(i);
      if (tok.tokenType === EOF) return -1;
      if (tokenMatcher(tok, T.LParen)) parens++;
      else if (tokenMatcher(tok, T.RParen)) parens--;
      else if (parens === 0 && tokenMatcher(tok, T.Less)) depth++;
      else if (parens === 0 && tokenMatcher(tok, T.Greater)) {
        depth--;
        if (depth === 0) return i + 1;
      } else if (tokenMatcher(tok, T.Semicolon) || tokenMatcher(tok, T.LBrace)) return -1;
    }
    return -1;
  }

  /** The name before the first `(` outside template arguments (a function's), or null. */
  private functionNameAhead(): string | null {
    for (let i = 1; i < 100; i++) {
      const tok = this.LA(i);
      if (tokenMatcher(tok, T.Less)) {
        const end = this.scanAngles(i);
        if (end === -1) return null;
        i = end - 1;
      } else if (tokenMatcher(tok, T.LParen)) {
        return i > 1 && this.is(i - 1, T.Identifier) ? this.LA(i - 1).image : null;
      } else if (tok.tokenType === EOF || tokenMatcher(tok, T.Semicolon) || tokenMatcher(tok, T.LBrace) || tokenMatcher(tok, T.Equal)) {
        return null;
      }
    }
    return null;
  }

  /** Does a type start at k? (`const int`, `unsigned`, `std::vector<int>`, `Description`) */
  private isTypeStartAt(k: number): boolean {
    if (this.isKeywordIn(k, declSpecifierKeywords)) return true;
    const name = this.scanQualifiedName(k);
    return name !== -1 && this.isTypeName(name);
  }

  /** Index just past a type (specifiers, name, template args, `*`, `&`) starting at k, or -1. */
  private scanType(k: number): number {
    let i = k;
    let sawType = false;
    for (;;) {
      if (this.isKeywordIn(i, declSpecifierKeywords)) {
        const word = this.LA(i).image;
        if (builtinTypeKeywords.has(word) || word === 'auto') sawType = true;
        i++;
        if (word === 'decltype') {
          i = this.scanParens(i);
          if (i === -1) return -1;
          sawType = true;
          continue;
        }
        if (['struct', 'class', 'union', 'enum', 'typename'].includes(word)) {
          const name = this.scanQualifiedName(i);
          if (name === -1) return -1;
          i = name.end;
          sawType = true;
        }
        continue;
      }
      if (!sawType) {
        const name = this.scanQualifiedName(i);
        if (name === -1 || !this.isTypeName(name)) return -1;
        i = name.end;
        if (this.is(i, T.Less) && (this.templateNames.has(name.last) || (name.qualified && (qualifiedLibraryNames.has(name.last) || this.isHidden(name.last, 'template'))) || this.isStdTemplateName(name.last, []) || (!name.qualified && this.isUsedLibraryTemplate(name.last, i)))) {
          i = this.scanAngles(i);
          if (i === -1) return -1;
          // `short_vector<float, 2>::type`: a member type of a template specialisation.
          while (this.is(i, T.ColonColon) && this.is(i + 1, T.Identifier) && !this.is(i + 2, T.LParen)) i += 2;
        }
        sawType = true;
        continue;
      }
      break;
    }
    while (this.is(i, T.Star) || this.is(i, T.Amp) || this.is(i, T.AmpAmp) || this.isKeywordIn(i, cvQualifiers)) i++;
    return sawType ? i : -1;
  }

  /** A statement that starts with a type followed by a declarator is a declaration. */
  private isDeclarationStart(): boolean {
    if (this.is(1, K.typedef) || this.is(1, K.static) || this.is(1, K.tile_static) || this.is(1, K.extern) || this.is(1, K.thread_local) || this.is(1, K.constexpr)) return true;
    const end = this.scanType(1);
    if (end === -1) return false;
    // `int (*f)(int)`, `int (S::*f)()`, else a functional cast `int(x)`.
    // `int (&a)[3] = b;`: a reference to an array.
    if (this.is(end, T.LParen)) return this.is(end + 1, T.Star) || this.is(end + 1, T.Amp) || this.is(end + 1, T.AmpAmp) || this.isMemberPointerNext(end + 1);
    // `T{...}`, `T::x`, `T.x` are expressions; so is `Box<int>::count++` or `Box<int>::x = 7`, a
    // static member the scan took for a member type: no declarator starts with `++` or `=`.
    // (`int = 5;` stays a declaration missing its name, reported as such.)
    const member = this.is(end - 1, T.Identifier) && this.is(end - 2, T.ColonColon);
    if (member && (this.is(end, T.PlusPlus) || this.is(end, T.MinusMinus) || this.is(end, T.Equal) || this.isCompoundAssignAt(end) || this.is(end, T.LBracket))) return false;
    // Anything else after a type is a declaration (missing names are reported).
    return !(this.is(end, T.LBrace) || this.is(end, T.ColonColon) || this.is(end, T.Dot) || this.is(end, T.Arrow));
  }

  /** A compound assignment operator at k (`>>=` is lexed as `>` `>=`). */
  private isCompoundAssignAt(k: number): boolean {
    if (this.is(k, T.Greater) && this.is(k + 1, T.GreaterEqual) && this.areAdjacent(this.LA(k), this.LA(k + 1))) return true;
    return [T.PlusEqual, T.MinusEqual, T.StarEqual, T.SlashEqual, T.PercentEqual, T.AmpEqual, T.PipeEqual, T.CaretEqual, T.LessLessEqual].some((t) => this.is(k, t));
  }

  /**
   * `[a, b]` then `=`, `{` or `:`: the names of a structured binding (`auto [a, b] = p;`,
   * `for (auto& [k, v] : m)`), not an abstract array declarator (`new int[n]`, `sizeof(int[N])`).
   */
  private isStructuredBindingNext(): boolean {
    if (!this.is(1, T.LBracket) || !this.is(2, T.Identifier)) return false;
    let i = 3;
    while (this.is(i, T.Comma) && this.is(i + 1, T.Identifier)) i += 2;
    return this.is(i, T.RBracket) && (this.is(i + 1, T.Equal) || this.is(i + 1, T.LBrace) || this.is(i + 1, T.Colon));
  }

  /** After a declarator name: `(` opens a parameter list (not constructor arguments)? */
  private isParameterListNext(): boolean {
    if (!this.is(1, T.LParen)) return false;
    if (this.is(2, T.RParen) || this.is(2, T.Ellipsis)) return true;
    if (!this.isTypeStartAt(2)) return false;
    // C++ reads it as a declaration when it can be one ([dcl.ambig.res]): every item must be a
    // possible parameter. `Vec2 v(float(x), 1.0f)` and `array<int,2> a(extent<2>(2, 3), v)` are
    // objects with constructor arguments; `int f(float(x), int y)` declares a function.
    let k = 2;
    for (;;) {
      const end = this.parameterItemEnd(k);
      if (end === -1) return false;
      if (this.is(end, T.RParen)) return true;
      k = end + 1; // past the comma
      if (this.is(k, T.Ellipsis)) return true;
      if (!this.isTypeStartAt(k)) return false;
    }
  }

  /** Index of the `,` or `)` ending a possible parameter declaration that starts at k, or -1 when the tokens can't be one. */
  private parameterItemEnd(k: number): number {
    const afterType = this.scanType(k);
    if (afterType === -1) return -1;
    let depth = 0;
    // Depths of open `(` that are the parameter list of a function-pointer declarator, `(*f)(...)`.
    const parameterGroups: number[] = [];
    for (let i = afterType; i < afterType + 200; i++) {
      const tok = this.LA(i);
      if (tok.tokenType === EOF) return -1;
      if (tokenMatcher(tok, T.LParen) || tokenMatcher(tok, T.LBracket)) {
        if (tokenMatcher(tok, T.LParen) && i > afterType && this.is(i - 1, T.RParen)) parameterGroups.push(depth + 1);
        depth++;
        continue;
      }
      if (tokenMatcher(tok, T.RParen) || tokenMatcher(tok, T.RBracket)) {
        if (depth === 0) return tokenMatcher(tok, T.RParen) ? i : -1;
        if (parameterGroups.at(-1) === depth) parameterGroups.pop();
        depth--;
        continue;
      }
      // Inside a function pointer's parameter list: types, commas and `...` too.
      if (parameterGroups.length > 0 && (tokenMatcher(tok, T.Comma) || tokenMatcher(tok, T.Ellipsis) || this.isTypeStartAt(i) || tokenMatcher(tok, T.ColonColon) || tokenMatcher(tok, T.Less) || tokenMatcher(tok, T.Greater))) continue;
      if (depth === 0 && tokenMatcher(tok, T.Comma)) return i;
      if (depth === 0 && tokenMatcher(tok, T.Equal)) return this.defaultValueEnd(i + 1);
      // Inside `[...]` (an array bound) anything goes; elsewhere only declarator tokens.
      const declaratorToken = tokenMatcher(tok, T.Identifier) || tokenMatcher(tok, T.Star) || tokenMatcher(tok, T.Amp) || tokenMatcher(tok, T.AmpAmp) || this.isKeywordIn(i, cvQualifiers)
        || (tokenMatcher(tok, T.ColonColon) && this.is(i + 1, T.Star)); // `int S::*pm`
      if (!declaratorToken && !this.insideBrackets(afterType, i)) return -1;
    }
    return -1;
  }

  /** Whether token i lies inside `[...]` opened at or after `from`. */
  private insideBrackets(from: number, i: number): boolean {
    let brackets = 0;
    for (let j = from; j < i; j++) {
      if (this.is(j, T.LBracket)) brackets++;
      else if (this.is(j, T.RBracket)) brackets--;
    }
    return brackets > 0;
  }

  /** After `=` in a parameter: the `,` or `)` that ends the default argument, or -1. */
  private defaultValueEnd(k: number): number {
    let depth = 0;
    for (let i = k; i < k + 200; i++) {
      const tok = this.LA(i);
      if (tok.tokenType === EOF || tokenMatcher(tok, T.Semicolon) || tokenMatcher(tok, T.LBrace)) return -1;
      if (tokenMatcher(tok, T.LParen) || tokenMatcher(tok, T.LBracket)) depth++;
      else if (tokenMatcher(tok, T.RParen) || tokenMatcher(tok, T.RBracket)) {
        if (depth === 0) return tokenMatcher(tok, T.RParen) ? i : -1;
        depth--;
      } else if (depth === 0 && tokenMatcher(tok, T.Comma)) return i;
    }
    return -1;
  }

  /** `(type) expr` rather than a parenthesised expression? */
  private isCastStart(): boolean {
    if (!this.is(1, T.LParen) || !this.isTypeStartAt(2)) return false;
    const end = this.scanType(2);
    return end !== -1 && this.is(end, T.RParen);
  }

  private isTemplateArgsNext(name: string, qualified = false): boolean {
    return this.is(1, T.Less) && (this.templateNames.has(name) || (qualified && (qualifiedLibraryNames.has(name) || this.isHidden(name, 'template'))) || this.isStdTemplateName(name, []) || (!qualified && this.isUsedLibraryTemplate(name, 1)));
  }

  /** Written without whitespace between them (the preprocessor knows, also inside macro expansions). */
  private areAdjacent(a: IToken, b: IToken): boolean {
    const flag = (b as ParserToken).precededByWhitespace;
    if (flag !== undefined) return !flag;
    return a.endOffset !== undefined && b.startOffset === a.endOffset + 1;
  }

  /** `>` `>` written without a space: a right shift (outside template argument lists). */
  private isShiftRightNext(): boolean {
    return this.is(1, T.Greater) && this.is(2, T.Greater) && this.areAdjacent(this.LA(1), this.LA(2));
  }

  private isShiftRightAssignNext(): boolean {
    return this.is(1, T.Greater) && this.is(2, T.GreaterEqual) && this.areAdjacent(this.LA(1), this.LA(2));
  }

  private withGreater<R>(isOperator: boolean, f: () => R): R {
    this.greaterIsOperator.push(isOperator);
    try {
      return f();
    } finally {
      this.greaterIsOperator.pop();
    }
  }

  private greaterAllowed(): boolean {
    return this.greaterIsOperator[this.greaterIsOperator.length - 1];
  }

  /** Panic-mode recovery: skip to the end of the current statement. */
  private skipStatement(): void {
    let depth = 0;
    while (this.LA(1).tokenType !== EOF) {
      const tok = this.LA(1);
      if (tokenMatcher(tok, T.LBrace)) depth++;
      else if (tokenMatcher(tok, T.RBrace)) {
        if (depth === 0) return;
        depth--;
        if (depth === 0) {
          this.SKIP_TOKEN();
          return;
        }
      } else if (tokenMatcher(tok, T.Semicolon) && depth === 0) {
        this.SKIP_TOKEN();
        return;
      }
      this.SKIP_TOKEN();
    }
  }

  private recovering<R>(parse: () => R, onError: (start: IToken) => R): R {
    const start = this.LA(1);
    try {
      return parse();
    } catch (e) {
      if (this.RECORDING_PHASE || !isRecognitionException(e as Error)) throw e;
      this.skipStatement();
      return onError(start);
    }
  }

  // ------------------------------------------------------------ translation unit

  public translationUnit = this.RULE('translationUnit', (): A.TranslationUnit => {
    const first = this.LA(1);
    const decls: A.TopLevelDecl[] = [];
    this.MANY(() => {
      const d = this.SUBRULE(this.topLevelRecovering);
      if (d) decls.push(d);
    });
    this.CONSUME(EOF);
    return { kind: 'TranslationUnit', decls, span: cover(spanOf(first), spanOf(this.prev())) };
  });

  private topLevelRecovering = this.RULE('topLevelRecovering', (): A.TopLevelDecl | null => {
    return this.recovering<A.TopLevelDecl | null>(
      () => this.SUBRULE(this.topLevelDecl),
      () => null,
    );
  });

  private topLevelDecl = this.RULE('topLevelDecl', (): A.TopLevelDecl | null => {
    return this.OR<A.TopLevelDecl | null>({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        { ALT: () => { this.CONSUME(T.Semicolon); return null; } },
        { ALT: () => this.SUBRULE(this.usingDecl) },
        { ALT: () => this.SUBRULE(this.namespaceDecl) },
        { ALT: () => this.SUBRULE(this.templateDecl) },
        { ALT: () => this.SUBRULE(this.staticAssert) },
        { GATE: () => this.isConstructorNext(null), ALT: () => this.SUBRULE2(this.constructorDecl) },
        {
          // `S::operator int() { ... }`; without its class (`operator int()`), no declaration at all.
          GATE: () => this.isConversionFunctionNext(),
          ALT: () => {
            const start = this.LA(1);
            const conversion = this.SUBRULE2(this.conversionFunction);
            this.ACTION(() => {
              if (conversion.name.parts.length === 1) (this as unknown as { SAVE_ERROR(e: Error): Error }).SAVE_ERROR(new MismatchedTokenException(`'${conversion.name.parts[0]}()' must be a non-static member function`, start, start));
            });
            return conversion;
          },
        },
        { GATE: () => this.isTagDefinitionNext() || this.isTypedefTagNext(), ALT: () => this.SUBRULE(this.tagDecl) },
        { ALT: () => this.SUBRULE(this.declaration, { ARGS: ['top'] }) },
      ],
    });
  });

  /** `static_assert(cond, "message");`: at namespace scope, in a class, or as a statement. */
  private staticAssert = this.RULE('staticAssert', (): A.StaticAssert => {
    const start = this.CONSUME(K.static_assert);
    this.CONSUME(T.LParen);
    const cond = this.SUBRULE(this.conditional);
    const message = this.OPTION(() => {
      this.CONSUME(T.Comma);
      return this.SUBRULE(this.primary);
    });
    this.CONSUME(T.RParen);
    this.CONSUME(T.Semicolon);
    return this.ACTION(() => {
      if (message && message.kind !== 'StringLiteral') {
        throw (this as unknown as { SAVE_ERROR(e: Error): Error }).SAVE_ERROR(new MismatchedTokenException("expected a string literal as static_assert's message", this.LA(0), this.prev()));
      }
      return { kind: 'StaticAssert', cond, message: message?.kind === 'StringLiteral' ? message.value : null, span: this.since(start) } as A.StaticAssert;
    }) as A.StaticAssert;
  });

  private usingDecl = this.RULE('usingDecl', (): A.TopLevelDecl => {
    const start = this.CONSUME(K.using);
    return this.OR([
      {
        ALT: () => {
          this.CONSUME(K.namespace);
          const name = this.SUBRULE(this.qualifiedName);
          this.CONSUME(T.Semicolon);
          this.ACTION(() => this.addUsingDirective(name.parts));
          return { kind: 'UsingDirective', namespace: name.parts, span: this.since(start) } as A.UsingDirective;
        },
      },
      {
        GATE: () => this.is(1, T.Identifier) && this.is(2, T.Equal),
        ALT: () => {
          const name = this.CONSUME(T.Identifier);
          this.CONSUME(T.Equal);
          const type = this.SUBRULE(this.typeRef);
          // `using unop = int(int);`: a function type.
          this.OPTION(() => {
            const fn = this.SUBRULE(this.parameterList);
            this.ACTION(() => Object.assign(type, { isFunctionPointer: true, functionType: true, functionParams: fn }));
          });
          this.CONSUME2(T.Semicolon);
          this.ACTION(() => this.typeNames.add(name.image));
          return { kind: 'TypedefDecl', name: name.image, type, span: this.since(start) } as A.TypedefDecl;
        },
      },
      {
        ALT: () => {
          const name = this.SUBRULE2(this.qualifiedName);
          this.CONSUME3(T.Semicolon);
          return { kind: 'UsingDeclaration', name, span: this.since(start) } as A.UsingDeclaration;
        },
      },
    ]);
  });

  private namespaceDecl = this.RULE('namespaceDecl', (): A.NamespaceDecl => {
    const start = this.CONSUME(K.namespace);
    const name = this.OPTION(() => this.CONSUME(T.Identifier));
    this.CONSUME(T.LBrace);
    const decls: A.TopLevelDecl[] = [];
    const isStd = name?.image === 'std' && this.stdDepth === 0;
    this.ACTION(() => { if (isStd) this.stdDepth++; });
    this.MANY(() => {
      const d = this.SUBRULE(this.topLevelRecovering);
      if (d) decls.push(d);
    });
    this.CONSUME(T.RBrace);
    this.ACTION(() => { if (isStd) this.stdDepth--; });
    return { kind: 'NamespaceDecl', name: name?.image ?? '', decls, span: this.since(start) };
  });

  /**
   * `template <typename T, int N = 1> declaration`. The parameters name types (or values) only
   * inside the declaration; the declared name becomes a template name, so `f<int>(x)` and
   * `S<T> s;` parse as template-ids afterwards.
   */
  private templateDecl = this.RULE('templateDecl', (className?: string): A.TemplateDecl => {
    const start = this.CONSUME(K.template);
    this.CONSUME(T.Less);
    const params: A.TemplateParam[] = [];
    const added: string[] = [];
    this.withGreater(false, () => {
      this.MANY_SEP({
        SEP: T.Comma,
        DEF: () => {
          const p = this.SUBRULE(this.templateParam);
          params.push(p);
          // A type parameter names a type in the parameters after it too (`typename T, typename enable_if<is_integral<T>...`).
          this.ACTION(() => {
            if (p.kind === 'TypeParam' && !this.typeNames.has(p.name)) {
              this.typeNames.add(p.name);
              added.push(p.name);
            }
          });
        },
      });
    });
    this.CONSUME(T.Greater);
    this.ACTION(() => {
      // A class template's own name is a template-name inside its body too (`S<T> next;`).
      if (this.isTagDefinitionNext() && this.is(2, T.Identifier) && !this.is(3, T.ColonColon) && !this.isStdTemplateName(this.LA(2).image, [])) this.templateNames.add(this.LA(2).image);
      // So is a function template's own name inside its body (`scan<N / 2>(part)`, recursing).
      else {
        const name = this.functionNameAhead();
        if (name !== null) this.templateNames.add(name);
      }
    });
    let isFriend = false;
    const decl = this.OR<A.FunctionDecl | A.StructDecl | A.VarDecl>([
      {
        // In class `className`: `template <class U> friend struct W;`, `template <class U> friend U f(const S&, U);`,
        // which grant access only (not checked by ampc); a friend template defined here is not supported.
        GATE: () => className !== undefined && this.isFriendAt(1),
        ALT: () => {
          this.CONSUME5(T.Identifier);
          isFriend = true;
          return this.OR6([
            {
              GATE: () => this.is(1, K.class) || this.is(1, K.struct),
              ALT: () => {
                const keyword = this.OR7([{ ALT: () => this.CONSUME3(K.class) }, { ALT: () => this.CONSUME3(K.struct) }]);
                const friendName = this.SUBRULE2(this.qualifiedName);
                this.CONSUME5(T.Semicolon);
                return this.ACTION(() => ({ kind: 'StructDecl', keyword: keyword.image as A.StructDecl['keyword'], name: friendName.parts.at(-1) ?? '', nameSpan: friendName.span, fields: [], methods: [], isDefinition: false, span: this.since(keyword) }) as A.StructDecl);
              },
            },
            {
              ALT: () => {
                const f = this.SUBRULE3(this.declaration, { ARGS: ['member'] });
                this.ACTION(() => {
                  if (f.kind === 'FunctionDecl' && !f.body) return;
                  throw (this as unknown as { SAVE_ERROR(e: Error): Error }).SAVE_ERROR(new MismatchedTokenException('a friend function template defined in a class is not supported by ampc: declare it there and define it outside the class', this.prev(), this.prev()));
                });
                return f as A.FunctionDecl;
              },
            },
          ]);
        },
      },
      { GATE: () => this.isTagDefinitionNext(), ALT: () => this.SUBRULE(this.structDecl) },
      // At namespace scope: `template <class T> S<T>::operator T()`, a conversion function of a
      // class template. (In a class, a conversion function template is refused: structDecl.)
      { GATE: () => className === undefined && this.isConversionFunctionNext(), ALT: () => this.SUBRULE(this.conversionFunction) },
      // In class `className`: a templated constructor (`template <typename U> S(U x)`).
      { GATE: () => className !== undefined && this.isConstructorNext(className), ALT: () => this.SUBRULE(this.constructorDecl) },
      // At namespace scope: a constructor of a class template defined outside it (`template <class T> S<T>::S(T x)`).
      { GATE: () => className === undefined && this.isConstructorNext(null), ALT: () => this.SUBRULE2(this.constructorDecl) },
      {
        // `template <class T> struct List<T>::Node { ... };`: a class template's nested class defined outside it.
        IGNORE_AMBIGUITIES: true,
        GATE: () => (this.is(1, K.struct) || this.is(1, K.class)) && this.is(2, T.Identifier) && this.is(3, T.Less) && this.is(this.scanAngles(3), T.ColonColon),
        ALT: () => {
          const keyword = this.CONSUME(T.KeywordCategory);
          this.ACTION(() => { throw (this as unknown as { SAVE_ERROR(e: Error): Error }).SAVE_ERROR(new MismatchedTokenException('a nested class of a class template defined outside the class is not supported by ampc: define it in the class', keyword, this.prev())); });
          return null as unknown as A.StructDecl;
        },
      },
      {
        // `template <class T> template <class U> U A<T>::f(U u)`. (A declaration does not start with `template`.)
        IGNORE_AMBIGUITIES: true,
        GATE: () => this.is(1, K.template),
        ALT: () => {
          const inner = this.CONSUME2(K.template);
          this.ACTION(() => { throw (this as unknown as { SAVE_ERROR(e: Error): Error }).SAVE_ERROR(new MismatchedTokenException('a member template of a class template defined outside the class is not supported by ampc: define it in the class', inner, this.prev())); });
          return null as unknown as A.FunctionDecl;
        },
      },
      {
        ALT: () => {
          const d = this.SUBRULE(this.declaration, { ARGS: [className === undefined ? 'top' : 'member'] });
          // `template <class T> int Box<T>::count = 0;`, `template <> int Box<float>::count = 5;`: the
          // definition of a class template's static data member, the one variable declaration allowed here.
          const staticMember = className === undefined && d.kind === 'DeclGroup' && d.decls.length === 1 && d.decls[0].qualifier !== undefined ? d.decls[0] : null;
          if (d.kind !== 'FunctionDecl' && !staticMember) this.ACTION(() => { throw (this as unknown as { SAVE_ERROR(e: Error): Error }).SAVE_ERROR(new MismatchedTokenException('expected a function or class after the template parameters (variable templates are not supported by ampc)', this.LA(1), this.prev())); });
          return staticMember ?? d as A.FunctionDecl;
        },
      },
    ]);
    this.ACTION(() => {
      for (const n of added) this.typeNames.delete(n);
      // A static data member's definition declares no new template name, nor does a specialisation of std's (`hash<Key>`).
      const name = decl.kind === 'StructDecl' ? (decl.specializationArgs && this.isStdTemplateName(decl.name, decl.qualifier ?? []) ? undefined : decl.name)
        : decl.kind === 'VarDecl' ? undefined : decl.name.parts[decl.name.parts.length - 1];
      if (name) this.templateNames.add(name);
      if (name && className !== undefined && !isFriend) this.memberTemplateNamesSeen.add(name);
    });
    return { kind: 'TemplateDecl', params, decl, ...(isFriend ? { isFriend } : {}), span: this.since(start) };
  });

  private templateParam = this.RULE('templateParam', (): A.TemplateParam => {
    const start = this.LA(1);
    // `typename... Ts`, `int... Ns`: a parameter pack, refused here rather than as a syntax error further on.
    const pack = [2, 3].find((k) => this.is(k, T.Ellipsis) && (k === 2 || !this.is(2, T.Comma)));
    if (pack !== undefined && (this.is(1, K.typename) || this.is(1, K.class) || this.isTypeStartAt(1))) {
      this.ACTION(() => { throw (this as unknown as { SAVE_ERROR(e: Error): Error }).SAVE_ERROR(unsupportedConstruct(new MismatchedTokenException('variadic templates (template parameter packs) are not supported by ampc', this.LA(pack), this.LA(pack)))); });
    }
    return this.OR([
      {
        // `typename T`, `class T = int`, `typename` (unnamed); not `typename S<T>::type N` (a value).
        GATE: () => (this.is(1, K.typename) || this.is(1, K.class)) && [2, 3].some((k) => (k === 2 || this.is(2, T.Identifier)) && (this.is(k, T.Comma) || this.is(k, T.Greater) || this.is(k, T.Equal))),
        ALT: () => {
          this.OR2([{ ALT: () => this.CONSUME(K.typename) }, { ALT: () => this.CONSUME(K.class) }]);
          const name = this.OPTION3(() => this.CONSUME(T.Identifier));
          const dflt = this.OPTION(() => {
            this.CONSUME(T.Equal);
            return this.SUBRULE(this.typeRef);
          });
          return { kind: 'TypeParam', name: name?.image ?? unnamedParameter(start), default: dflt ?? null, span: this.since(start) } as A.TemplateParam;
        },
      },
      {
        ALT: () => {
          // `int N`: the declarator carries the name, as in a parameter declaration.
          const specs = this.SUBRULE(this.declSpecifiers);
          const d = this.SUBRULE(this.declarator);
          const dflt = this.OPTION2(() => {
            this.CONSUME2(T.Equal);
            return this.SUBRULE(this.conditional);
          });
          return this.ACTION(() => {
            const type = this.makeTypeRef(specs, { ...d, name: null }, [], specs.span);
            const name = d.name ? d.name.parts[d.name.parts.length - 1] : unnamedParameter(start);
            return { kind: 'ValueParam', name, type, default: dflt ?? null, span: this.since(start) } as A.TemplateParam;
          });
        },
      },
    ]);
  });

  /**
   * `S(` / `~S(` / `explicit S(` inside class S, or `S::S(` / `S::~S(` outside it: a constructor or
   * destructor, which has no return type to start it.
   */
  private isConstructorNext(className: string | null): boolean {
    let k = 1;
    while (this.is(k, K.inline) || this.is(k, K.virtual) || (this.is(k, T.Identifier) && this.LA(k).image === 'explicit')) k++;
    if (className !== null) {
      if (this.is(k, T.Tilde)) k++;
      return this.is(k, T.Identifier) && this.LA(k).image === className && this.is(k + 1, T.LParen);
    }
    if (!this.is(k, T.Identifier)) return false;
    const owner = this.LA(k).image;
    k++;
    // `S<T>::S(`: a constructor of a class template, defined outside the class.
    if (this.is(k, T.Less) && this.templateNames.has(owner)) k = this.scanAngles(k);
    if (k === -1 || !this.is(k, T.ColonColon)) return false;
    k++;
    // `Outer::In::In(`: a nested class's constructor (or one of a class in a namespace).
    let cls = owner;
    while (this.is(k, T.Identifier) && this.is(k + 1, T.ColonColon)) {
      cls = this.LA(k).image;
      k += 2;
    }
    if (this.is(k, T.Tilde)) k++;
    return this.is(k, T.Identifier) && this.LA(k).image === cls && this.is(k + 1, T.LParen);
  }

  /**
   * `operator double() const`, `explicit operator bool()` in a class, `S::operator int()` and
   * `S<T>::operator T()` outside it: a conversion function, which has no return type (the type
   * after `operator` is its name).
   */
  private isConversionFunctionNext(from = 1, templated = false): boolean {
    let k = from;
    while (this.is(k, K.inline) || this.is(k, K.virtual) || this.is(k, K.constexpr) || (this.is(k, T.Identifier) && this.LA(k).image === 'explicit')) k++;
    for (;;) {
      if (!this.is(k, T.Identifier)) break;
      let next = k + 1;
      if (this.is(next, T.Less) && this.templateNames.has(this.LA(k).image)) next = this.scanAngles(next);
      if (next === -1 || !this.is(next, T.ColonColon)) break;
      k = next + 1;
    }
    // After `template <class T>`, T is no type name yet.
    return this.is(k, K.operator) && (this.isTypeStartAt(k + 1) || (templated && this.is(k + 1, T.Identifier)));
  }

  /**
   * A conversion function ([class.conv.fct]): `explicit operator bool() const`, `operator int&()`,
   * `S::operator double() const { ... }`. Its return type is the type written after `operator`
   * (specifiers and `*`/`&` only: the conversion-type-id); the declaration is marked `conversion`
   * so sema names it after the type it converts to (src/sema/conversion-functions.ts).
   */
  private conversionFunction = this.RULE('conversionFunction', (): A.FunctionDecl => {
    const start = this.LA(1);
    const storage = emptyStorage();
    let isExplicit = false;
    this.MANY({
      GATE: () => this.is(1, K.inline) || this.is(1, K.virtual) || this.is(1, K.constexpr) || (this.is(1, T.Identifier) && this.LA(1).image === 'explicit'),
      DEF: () => this.OR([
        { ALT: () => { const t = this.CONSUME(K.inline); storage.isInline = true; storage.spans.inline = spanOf(t); } },
        { ALT: () => { const t = this.CONSUME(K.virtual); storage.isVirtual = true; storage.spans.virtual = spanOf(t); } },
        { ALT: () => { this.CONSUME(K.constexpr); storage.isConstexpr = true; } },
        { ALT: () => { this.CONSUME(T.Identifier); isExplicit = true; } },
      ]),
    });
    const parts: string[] = [];
    const qualifierArgs: (A.TemplateArg[] | null)[] = [];
    const nameStart = this.LA(1);
    this.MANY2({
      GATE: () => this.is(1, T.Identifier),
      DEF: () => {
        parts.push(this.CONSUME2(T.Identifier).image);
        // `S<T>::operator T()`: the class template's arguments, which sema matches to its parameters.
        const args = this.OPTION({ GATE: () => this.is(1, T.Less), DEF: () => this.SUBRULE(this.templateArgs) });
        qualifierArgs.push(args ?? null);
        this.CONSUME(T.ColonColon);
      },
    });
    this.CONSUME(K.operator);
    // The type as written, up to the parameter list's '(' (the name's text only: sema names the
    // function after the type it resolves to).
    const spelling = this.ACTION(() => {
      const words: string[] = [];
      for (let k = 1; this.LA(k).tokenType !== EOF && !this.is(k, T.LParen); k++) words.push(this.LA(k).image);
      return words.join(' ');
    });
    const specs = this.SUBRULE(this.declSpecifiers);
    // The conversion-declarator: `*`, `* const`, `&`, `&&` only (`operator int&()`).
    const ptrOperators: PtrOperators = { pointers: [], reference: null };
    this.MANY3(() => {
      const op = this.SUBRULE(this.ptrOperator);
      this.ACTION(() => addPtrOperator(ptrOperators, op));
    });
    const nameEnd = this.prev();
    const params = this.SUBRULE(this.parameterList);
    const form: FunctionTailForm = { constQualifier: true, trailingReturn: false, virtSpecifiers: true, pureSpecifier: true, defaulted: true };
    const { isConstMethod, restrictions, exceptionSpec, nothrow, noexceptCondition, virtSpecifiers } = this.SUBRULE(this.functionQualifiers, { ARGS: [form] });
    const { body, isPure, isDefaulted, isDeleted } = this.SUBRULE(this.functionBody, { ARGS: [form] });
    return this.ACTION(() => {
      const declarator: Declarator = { ...ptrOperators, name: null, span: cover(specs.span, spanOf(nameEnd)) };
      const returnType = this.makeTypeRef(specs, declarator, [], specs.span);
      const nameSpan = cover(spanOf(nameStart), spanOf(nameEnd));
      parts.push(`operator ${spelling}`);
      const name: A.QualifiedName = {
        parts, templateArgs: null, ...(qualifierArgs.some((a) => a !== null) ? { qualifierArgs: [...qualifierArgs, null] } : {}), span: nameSpan,
      };
      return {
        kind: 'FunctionDecl', name, returnType, params: params.params, isVariadic: params.isVariadic, restrictions, storage,
        exceptionSpec, ...(nothrow ? { nothrow: true } : {}), ...(noexceptCondition ? { noexceptCondition } : {}),
        isConstMethod, body, special: null, memberInits: [], isDefaulted, ...(isDeleted ? { isDeleted } : {}), isPure, virtSpecifiers,
        ...(isExplicit ? { isExplicit: true as const } : {}), conversion: true as const, span: this.since(start),
      } as A.FunctionDecl;
    });
  });

  /**
   * `template <class T> operator T()`: a conversion function template, refused where it is declared
   * (ampc would have to deduce T from each target type, [temp.deduct.conv]). The rest of the
   * declaration is skipped, so the class around it parses on: up to its `;` or through its body.
   */
  private conversionFunctionTemplate = this.RULE('conversionFunctionTemplate', (): void => {
    const at = this.LA(1);
    this.OR([{ ALT: () => this.CONSUME(T.Identifier) }, { ALT: () => this.CONSUME(T.KeywordCategory) }]);
    this.ACTION(() => {
      (this as unknown as { SAVE_ERROR(e: Error): Error }).SAVE_ERROR(unsupportedConstruct(new MismatchedTokenException("a conversion function template ('template <class T> operator T()') is not supported by ampc", at, at)));
      let depth = 0;
      while (this.LA(1).tokenType !== EOF) {
        const t = this.LA(1).tokenType;
        if (depth === 0 && (t === T.Semicolon || t === T.RBrace)) {
          if (t === T.Semicolon) this.SKIP_TOKEN();
          return;
        }
        this.SKIP_TOKEN();
        if (t === T.LBrace) depth++;
        else if (t === T.RBrace && --depth === 0) return;
      }
    });
  });

  /** `S<T>::` at k: template arguments on a qualifier of a declarator name (`void S<T>::f()`). */
  private isQualifierArgsNext(owner: string | undefined): boolean {
    if (owner === undefined || !this.is(1, T.Less) || !this.templateNames.has(owner)) return false;
    const end = this.scanAngles(1);
    return end !== -1 && this.is(end, T.ColonColon) && this.is(end + 1, T.Identifier);
  }

  /** `explicit S(int x) restrict(amp) : a(x), b{2} { ... }`, `~S() {}`, `S::S(...) ...`, `S() = default;`. */
  private constructorDecl = this.RULE('constructorDecl', (): A.FunctionDecl => {
    const start = this.LA(1);
    const storage = emptyStorage();
    let isExplicit = false;
    this.MANY({
      // `explicit` is not a keyword token: the gate keeps the loop off the constructor's own name.
      GATE: () => this.is(1, K.inline) || this.is(1, K.virtual) || (this.is(1, T.Identifier) && this.LA(1).image === 'explicit'),
      DEF: () => this.OR([
        { ALT: () => { const t = this.CONSUME(K.inline); storage.isInline = true; storage.spans.inline = spanOf(t); } },
        { ALT: () => { const t = this.CONSUME(K.virtual); storage.isVirtual = true; storage.spans.virtual = spanOf(t); } },
        { ALT: () => { this.CONSUME(T.Identifier); isExplicit = true; } },
      ]),
    });
    const parts: string[] = [];
    const nameStart = this.LA(1);
    let ownerArgs: A.TemplateArg[] | undefined;
    this.OPTION(() => {
      parts.push(this.CONSUME2(T.Identifier).image);
      // `S<T>::S(...)`: the class template's arguments, which sema matches to its parameters.
      ownerArgs = this.OPTION5({ GATE: () => this.is(1, T.Less), DEF: () => this.SUBRULE2(this.templateArgs) });
      this.CONSUME(T.ColonColon);
      // `Outer::In::In(...)`: the classes around the constructor's own.
      this.MANY2({
        GATE: () => this.is(1, T.Identifier) && this.is(2, T.ColonColon),
        DEF: () => {
          parts.push(this.CONSUME5(T.Identifier).image);
          this.CONSUME2(T.ColonColon);
        },
      });
    });
    const tilde = this.OPTION2(() => this.CONSUME(T.Tilde));
    parts.push(this.CONSUME3(T.Identifier).image);
    const name: A.QualifiedName = { parts, templateArgs: null, ...(ownerArgs ? { qualifierArgs: parts.map((_, i) => (i === 0 ? ownerArgs! : null)) } : {}), span: this.since(nameStart) };
    const params = this.SUBRULE(this.parameterList);
    // `~D() override`: a destructor may be marked as overriding its base's virtual destructor.
    const form: FunctionTailForm = { constQualifier: false, trailingReturn: false, virtSpecifiers: tilde !== undefined, pureSpecifier: false, defaulted: true };
    const { restrictions, exceptionSpec, nothrow, noexceptCondition, virtSpecifiers } = this.SUBRULE(this.functionQualifiers, { ARGS: [form] });
    const memberInits: A.MemberInit[] = [];
    this.OPTION3(() => {
      this.CONSUME(T.Colon);
      this.AT_LEAST_ONE_SEP({
        SEP: T.Comma,
        DEF: () => {
          // `std::runtime_error(m)`, `ns::Base(x)`: a base named with its qualifier, found by its last part.
          this.OPTION6(() => this.CONSUME5(T.ColonColon));
          this.MANY3({
            GATE: () => this.is(1, T.Identifier) && this.is(2, T.ColonColon),
            DEF: () => { this.CONSUME7(T.Identifier); this.CONSUME6(T.ColonColon); },
          });
          const member = this.CONSUME4(T.Identifier);
          const templateArgs = this.OPTION4({
            GATE: () => this.is(1, T.Less) && this.templateNames.has(member.image),
            DEF: () => this.SUBRULE(this.templateArgs),
          });
          let braced = false;
          const args = this.OR2([
            { ALT: () => this.SUBRULE(this.argumentList) },
            {
              ALT: () => {
                this.CONSUME(T.LBrace);
                braced = true;
                const list: A.Expr[] = [];
                this.MANY_SEP({ SEP: T.Comma, DEF: () => list.push(this.SUBRULE(this.assignment)) });
                this.CONSUME(T.RBrace);
                return list;
              },
            },
          ]);
          memberInits.push({ name: member.image, ...(templateArgs ? { templateArgs } : {}), ...(braced ? { braced: true as const } : {}), args, span: this.since(member) });
        },
      });
    });
    const { body, isDefaulted, isDeleted } = this.SUBRULE(this.functionBody, { ARGS: [form] });
    const voidType: A.TypeRef = this.ACTION(() => ({
      spec: { kind: 'BuiltinTypeSpec', keywords: ['void'], span: spanOf(start) }, isConst: false, isVolatile: false, pointers: [], reference: null, arrayDims: [], isFunctionPointer: false, span: spanOf(start),
    }) as A.TypeRef);
    return this.ACTION((): A.FunctionDecl => ({
      kind: 'FunctionDecl', name, returnType: voidType, params: params.params, isVariadic: params.isVariadic, restrictions, storage,
      exceptionSpec, ...(nothrow ? { nothrow: true } : {}), ...(noexceptCondition ? { noexceptCondition } : {}), isConstMethod: false, body, special: tilde ? 'destructor' : 'constructor', memberInits, isDefaulted, ...(isDeleted ? { isDeleted } : {}), ...(virtSpecifiers.length > 0 ? { virtSpecifiers } : {}), ...(isExplicit ? { isExplicit: true as const } : {}), span: this.since(start),
    }));
  });

  /** `S::*` from token k: a pointer-to-member declarator. */
  private isMemberPointerNext(k: number): boolean {
    return this.is(k, T.Identifier) && this.is(k + 1, T.ColonColon) && this.is(k + 2, T.Star);
  }

  private isTagDefinitionNext(o = 1): boolean {
    if (this.is(o, K.enum)) {
      // `enum Mode m;` names an enum; `enum class Mode : char {` defines one.
      let k = o + 1;
      if (this.is(k, K.class) || this.is(k, K.struct)) k++;
      if (this.is(k, T.Identifier)) k++;
      return this.is(k, T.LBrace) || this.is(k, T.Colon);
    }
    if (!(this.is(o, K.struct) || this.is(o, K.class) || this.is(o, K.union))) return false;
    // `struct { int x, y; } pos;`: a class without a name.
    if (this.is(o + 1, T.LBrace)) return true;
    if (!this.is(o + 1, T.Identifier)) return false;
    // `struct Outer::In {`: a nested class defined outside its class.
    if (this.is(o + 2, T.ColonColon)) {
      let k = o + 1;
      const qualifier: string[] = [];
      while (this.is(k, T.Identifier) && this.is(k + 1, T.ColonColon)) {
        qualifier.push(this.LA(k).image);
        k += 2;
      }
      // `struct std::hash<Key> {`: a specialisation of std's class template (after `template <>`).
      if (this.is(k, T.Identifier) && this.is(k + 1, T.Less) && this.isStdTemplateName(this.LA(k).image, qualifier)) {
        const end = this.scanAngles(k + 1);
        return end !== -1 && (this.is(end, T.LBrace) || this.is(end, T.Colon));
      }
      return this.is(k, T.Identifier) && (this.is(k + 1, T.LBrace) || this.is(k + 1, T.Colon));
    }
    // `struct S<int, T> {`: a specialisation of class template S (after `template <...>`).
    if (this.is(o + 2, T.Less) && (this.templateNames.has(this.LA(o + 1).image) || this.isStdTemplateName(this.LA(o + 1).image, []))) {
      const end = this.scanAngles(o + 2);
      return end !== -1 && (this.is(end, T.LBrace) || this.is(end, T.Semicolon) || this.is(end, T.Colon));
    }
    // `struct S final {`, `struct S final : B {`: `final` is an identifier with a meaning only here.
    if (this.is(o + 2, T.Identifier) && this.LA(o + 2).image === 'final') return this.is(o + 3, T.LBrace) || this.is(o + 3, T.Colon);
    return this.is(o + 2, T.LBrace) || this.is(o + 2, T.Semicolon) || this.is(o + 2, T.Colon);
  }

  /**
   * Whether `name`, after `qualifier::`, is a class template of the library's std that the parser
   * knows only qualified (qualifiedLibraryNames): `std::hash`, or `hash` in `namespace std { ... }`,
   * where a program specialises it (`template <> struct hash<Key>`) and its names are std's.
   */
  private isStdTemplateName(name: string, qualifier: readonly string[]): boolean {
    const inStd = qualifier.length === 0 ? this.stdDepth > 0 : qualifier.length === 1 && qualifier[0] === 'std';
    return inStd && qualifiedLibraryNames.has(name);
  }

  /** `typedef struct { ... } Name, *PName;`, `typedef enum { ... } Mode;`: a type defined in a typedef, whose declarators are type names. */
  private isTypedefTagNext(): boolean {
    return this.is(1, K.typedef) && this.isTagDefinitionNext(2);
  }

  private tagDecl = this.RULE('tagDecl', (): A.StructDecl | A.EnumDecl => {
    const typedef = this.OPTION(() => this.CONSUME(K.typedef));
    const decl = this.OR([
      { ALT: () => this.SUBRULE(this.enumDecl, { ARGS: [typedef !== undefined] }) },
      { ALT: () => this.SUBRULE(this.structDecl) },
    ]);
    return typedef && decl.kind === 'StructDecl' ? this.ACTION(() => this.typedefClass(decl)) ?? decl : decl;
  });

  /**
   * `typedef struct Tag { ... } Name, *PName;`: the declarators name types, not variables. A class
   * without a name takes the first plain one as its own ([dcl.typedef]/9: its name for linkage).
   */
  private typedefClass(decl: A.StructDecl): A.StructDecl {
    let declarators = (decl.declarators ?? []).map((d) => ({ ...d, storage: { ...d.storage, isTypedef: true } }));
    for (const d of declarators) this.typeNames.add(d.name);
    const first = declarators[0];
    if (!A.isUnnamedClass(decl.name) || !first || first.type.pointers.length > 0 || first.type.arrayDims.length > 0 || first.type.reference !== null || first.type.isConst) {
      return { ...decl, declarators };
    }
    const name = first.name;
    const rename = (t: A.TypeRef): A.TypeRef => (t.spec.kind === 'NamedTypeSpec' ? { ...t, spec: { ...t.spec, name: { ...t.spec.name, parts: [name] } } } : t);
    declarators = declarators.slice(1).map((d) => ({ ...d, type: rename(d.type) }));
    return { ...decl, name, nameSpan: first.nameSpan, ...(declarators.length > 0 ? { declarators } : { declarators: undefined }) };
  }

  /** `typedefName`: after `typedef`, whose declarator (`typedef enum { A, B } Mode;`) names the enum. */
  private enumDecl = this.RULE('enumDecl', (typedefName?: boolean): A.EnumDecl => {
    const start = this.CONSUME(K.enum);
    const scoped = this.OPTION(() => this.OR([{ ALT: () => this.CONSUME(K.class) }, { ALT: () => this.CONSUME(K.struct) }]));
    const name = this.OPTION2(() => this.CONSUME(T.Identifier));
    const base = this.OPTION3(() => {
      this.CONSUME(T.Colon);
      return this.SUBRULE(this.typeRef);
    });
    const enumerators: A.EnumDecl['enumerators'] = [];
    this.CONSUME(T.LBrace);
    this.MANY_SEP({
      SEP: T.Comma,
      DEF: () => {
        const id = this.CONSUME2(T.Identifier);
        const value = this.OPTION4(() => {
          this.CONSUME(T.Equal);
          return this.SUBRULE(this.conditional);
        });
        enumerators.push({ name: id.image, value: value ?? null, span: this.since(id) });
      },
    });
    this.CONSUME(T.RBrace);
    const alias = this.OPTION5({ GATE: () => typedefName === true, DEF: () => this.CONSUME3(T.Identifier) });
    this.CONSUME(T.Semicolon);
    this.ACTION(() => {
      // An enum without a name takes the typedef's ([dcl.typedef]/9); a second name for a named one ampc does not keep.
      if (alias && name && alias.image !== name.image) {
        throw (this as unknown as { SAVE_ERROR(e: Error): Error }).SAVE_ERROR(new MismatchedTokenException(`a typedef giving enum '${name.image}' another name is not supported by ampc: use 'typedef enum { ... } ${alias.image};' or the enum's own name`, alias, this.prev()));
      }
      const declared = name ?? alias;
      if (declared) this.typeNames.add(declared.image);
    });
    return { kind: 'EnumDecl', name: (name ?? alias)?.image ?? null, isScoped: scoped !== undefined, base: base ?? null, enumerators, span: this.since(start) };
  });

  private structDecl = this.RULE('structDecl', (): A.StructDecl => {
    const start = this.LA(1);
    const keyword = this.OR([
      { ALT: () => this.CONSUME(K.struct) },
      { ALT: () => this.CONSUME(K.class) },
      { ALT: () => this.CONSUME(K.union) },
    ]);
    // `struct Outer::In { ... }`: a nested class defined outside its class.
    const qualifier: string[] = [];
    this.MANY2({
      GATE: () => this.is(1, T.Identifier) && this.is(2, T.ColonColon),
      DEF: () => {
        qualifier.push(this.CONSUME5(T.Identifier).image);
        this.CONSUME(T.ColonColon);
      },
    });
    const nameToken = this.OPTION7(() => this.CONSUME(T.Identifier));
    const name = { image: this.ACTION(() => nameToken?.image ?? unnamedClass(keyword.image, ++this.unnamedClasses)) ?? '' };
    // (A specialisation of std's `hash<Key>` declares no new type name.)
    const ofStd = this.ACTION(() => nameToken !== undefined && this.is(1, T.Less) && this.isStdTemplateName(name.image, qualifier));
    this.ACTION(() => nameToken && !ofStd && this.typeNames.add(name.image));
    const specializationArgs = this.OPTION5({
      GATE: () => this.is(1, T.Less) && (this.templateNames.has(name.image) || ofStd === true),
      DEF: () => this.SUBRULE(this.templateArgs),
    });
    const finalToken = this.OPTION9({
      GATE: () => this.is(1, T.Identifier) && this.LA(1).image === 'final' && (this.is(2, T.LBrace) || this.is(2, T.Colon)),
      DEF: () => this.CONSUME6(T.Identifier),
    });
    const fields: A.VarDecl[] = [];
    const nestedTypes: A.NestedType[] = [];
    const usingDeclarations: A.UsingDeclaration[] = [];
    const declarators: A.VarDecl[] = [];
    const methods: A.FunctionDecl[] = [];
    const bases: A.BaseSpecifier[] = [];
    const staticAsserts: A.StaticAssert[] = [];
    const memberTemplates: A.TemplateDecl[] = [];
    const friendFunctions: A.FunctionDecl[] = [];
    const friendNames: string[] = [];
    // The access of the members that follow: a class's are private until an access specifier says otherwise.
    let access: A.Access = keyword.image === 'class' ? 'private' : 'public';
    const withAccess = <M extends { access?: A.Access }>(member: M): M => {
      if (access !== 'public') member.access = access;
      return member;
    };
    this.OPTION(() => {
      this.CONSUME2(T.Colon);
      this.AT_LEAST_ONE_SEP({ SEP: T.Comma, DEF: () => { const b = this.SUBRULE(this.baseSpecifier); this.ACTION(() => bases.push(b)); } });
    });
    const isDefinition = this.OR2([
      { ALT: () => { this.CONSUME(T.Semicolon); return false; } },
      {
        ALT: () => {
          this.CONSUME(T.LBrace);
          this.ACTION(() => this.memberNameFrames.push(new Set()));
          this.MANY(() => {
            this.OR3({
              IGNORE_AMBIGUITIES: true,
              DEF: [
                {
                  GATE: () => this.is(2, T.Colon),
                  ALT: () => {
                    const specifier = this.OR4([{ ALT: () => this.CONSUME(K.public) }, { ALT: () => this.CONSUME(K.private) }, { ALT: () => this.CONSUME(K.protected) }]);
                    this.CONSUME(T.Colon);
                    this.ACTION(() => { access = specifier.image as A.Access; });
                  },
                },
                { ALT: () => { this.CONSUME2(T.Semicolon); } },
                { ALT: () => { const a = this.SUBRULE(this.staticAssert); this.ACTION(() => staticAsserts.push(a)); } },
                {
                  // `template <class T> operator T()`: refused, the class parsing on.
                  GATE: () => this.is(1, K.template) && this.is(2, T.Less) && this.scanAngles(2) !== -1 && this.isConversionFunctionNext(this.scanAngles(2), true),
                  ALT: () => this.SUBRULE(this.conversionFunctionTemplate),
                },
                {
                  ALT: () => {
                    const t = this.SUBRULE(this.templateDecl, { ARGS: [name.image] });
                    this.ACTION(() => {
                      if (!t.isFriend) memberTemplates.push(t.decl.kind === 'FunctionDecl' ? { ...t, decl: withAccess(t.decl) } : t);
                      else friendNames.push(t.decl.kind === 'FunctionDecl' ? t.decl.name.parts.at(-1) ?? '' : t.decl.name);
                    });
                  },
                },
                {
                  // `friend class X;`, `friend X;`: X's members may name this class's private ones.
                  GATE: () => this.isFriendAt(1) && (this.is(2, K.class) || this.is(2, K.struct) || (this.is(2, T.Identifier) && this.is(3, T.Semicolon))),
                  ALT: () => {
                    this.CONSUME3(T.Identifier);
                    this.OPTION6(() => this.OR5([{ ALT: () => this.CONSUME2(K.class) }, { ALT: () => this.CONSUME2(K.struct) }]));
                    const friendClass = this.SUBRULE(this.qualifiedName);
                    this.CONSUME4(T.Semicolon);
                    this.ACTION(() => friendNames.push(friendClass.parts.at(-1) ?? ''));
                  },
                },
                {
                  // `friend void f(S&);`, `friend bool operator==(const S&, const S&) { ... }`: a function
                  // of the enclosing namespace (sema declares a hidden friend's definition there).
                  GATE: () => this.isFriendAt(1),
                  ALT: () => {
                    this.CONSUME4(T.Identifier);
                    const friend = this.SUBRULE2(this.declaration, { ARGS: ['member'] });
                    this.ACTION(() => {
                      if (friend.kind !== 'FunctionDecl') return;
                      friendFunctions.push(friend);
                      friendNames.push(friend.name.parts.at(-1) ?? '');
                    });
                  },
                },
                {
                  // `struct In { ... };`, `class In;`, `enum Mode { A, B };`: a type that is a member of this class.
                  GATE: () => this.isTagDefinitionNext() || this.isTypedefTagNext(),
                  ALT: () => {
                    const nested = this.SUBRULE(this.tagDecl);
                    this.ACTION(() => {
                      // `struct { int x, y; } pos;`: `pos` is a member of this class, of the nested type.
                      const members = nested.kind === 'StructDecl' ? nested.declarators ?? [] : [];
                      const decl: A.NestedType['decl'] = nested.kind === 'StructDecl' ? { ...nested, declarators: undefined } : nested;
                      const isAnonymousMember = decl.kind === 'StructDecl' && A.isUnnamedClass(decl.name) && members.length === 0;
                      // `struct { int a, b; };` (a GNU extension, C11's anonymous struct): its data members are
                      // this class's own, laid out in order where it stands, so they are written here.
                      if (isAnonymousMember && decl.keyword === 'struct' && isPlainDataClass(decl)) {
                        fields.push(...decl.fields.map(withAccess));
                        return;
                      }
                      nestedTypes.push(withAccess<A.NestedType>({ decl, fieldsBefore: fields.length, ...(isAnonymousMember ? { isAnonymousMember } : {}) }));
                      fields.push(...members.map(withAccess));
                    });
                  },
                },
                {
                  // `using Alias = In;` (a member typedef), `using Base::f;`.
                  GATE: () => this.is(1, K.using),
                  ALT: () => {
                    const u = this.SUBRULE(this.usingDecl);
                    this.ACTION(() => {
                      if (u.kind === 'TypedefDecl') fields.push(withAccess(typedefMember(u)));
                      else if (u.kind === 'UsingDeclaration') usingDeclarations.push(u);
                    });
                  },
                },
                {
                  GATE: () => this.isConversionFunctionNext(),
                  ALT: () => {
                    const conversion = this.SUBRULE(this.conversionFunction);
                    this.ACTION(() => methods.push(withAccess(conversion)));
                  },
                },
                {
                  GATE: () => this.isConstructorNext(name.image),
                  ALT: () => {
                    const ctor = this.SUBRULE(this.constructorDecl);
                    this.ACTION(() => methods.push(withAccess(ctor)));
                  },
                },
                {
                  ALT: () => {
                    const member = this.SUBRULE(this.declaration, { ARGS: ['member'] });
                    this.ACTION(() => {
                      if (member.kind === 'FunctionDecl') methods.push(withAccess(member));
                      else fields.push(...member.decls.map(withAccess));
                    });
                  },
                },
              ],
            });
          });
          this.CONSUME(T.RBrace);
          this.ACTION(() => this.memberNameFrames.pop());
          const list = this.OPTION8({ GATE: () => !this.is(1, T.Semicolon), DEF: () => this.SUBRULE(this.tagDeclarators) });
          this.ACTION(() => {
            const classType: DeclSpecifiers = {
              storage: emptyStorage(), isConst: false, isVolatile: false, isTypedef: false, span: spanOf(start),
              spec: { kind: 'NamedTypeSpec', name: { parts: [...qualifier, name.image], templateArgs: null, span: spanOf(start) }, span: spanOf(start) },
            };
            for (const { declarator, dims, init } of list ?? []) {
              declarators.push({
                kind: 'VarDecl', name: declarator.name?.parts.at(-1) ?? '', nameSpan: declarator.name?.span ?? declarator.span,
                type: this.makeTypeRef(classType, declarator, dims, declarator.span), storage: emptyStorage(), init: init ?? null, bitWidth: null, span: declarator.span,
              });
            }
          });
          this.CONSUME3(T.Semicolon);
          return true;
        },
      },
    ]);
    return {
      kind: 'StructDecl', keyword: keyword.image as A.StructDecl['keyword'], name: name.image, nameSpan: nameToken ? spanOf(nameToken) : spanOf(keyword),
      fields, methods, bases, isDefinition, ...(specializationArgs ? { specializationArgs } : {}), ...(staticAsserts.length > 0 ? { staticAsserts } : {}),
      ...(memberTemplates.length > 0 ? { memberTemplates } : {}), ...(friendFunctions.length > 0 ? { friendFunctions } : {}),
      ...(friendNames.length > 0 ? { friendNames } : {}), ...(nestedTypes.length > 0 ? { nestedTypes } : {}),
      ...(usingDeclarations.length > 0 ? { usingDeclarations } : {}), ...(qualifier.length > 0 ? { qualifier } : {}),
      ...(declarators.length > 0 ? { declarators } : {}), ...(finalToken ? { isFinal: true as const } : {}), span: this.since(start),
    };
  });

  /** `} a, *p[2] = {...};` after a class's definition: the variables it declares. */
  private tagDeclarators = this.RULE('tagDeclarators', (): { declarator: Declarator; dims: (A.Expr | null)[]; init: A.Initializer | undefined }[] => {
    const list: { declarator: Declarator; dims: (A.Expr | null)[]; init: A.Initializer | undefined }[] = [];
    this.AT_LEAST_ONE_SEP({
      SEP: T.Comma,
      DEF: () => {
        const declarator = this.SUBRULE(this.declarator);
        this.ACTION(() => { if (!declarator.name) this.missingName(); });
        const dims = this.SUBRULE(this.arrayDims);
        const init = this.OPTION(() => this.SUBRULE(this.initializer));
        list.push({ declarator, dims, init });
      },
    });
    return list;
  });

  /** `friend` is no keyword token here: an identifier spelled so, at the start of a member declaration. */
  private isFriendAt(k: number): boolean {
    return this.is(k, T.Identifier) && this.LA(k).image === 'friend';
  }

  /** `public B`, `virtual protected B`, `B<int>` in a class's base list. */
  private baseSpecifier = this.RULE('baseSpecifier', (): A.BaseSpecifier => {
    const start = this.LA(1);
    let access: A.BaseSpecifier['access'] = null;
    let isVirtual = false;
    this.MANY(() => {
      this.OR([
        { ALT: () => { this.CONSUME(K.virtual); isVirtual = true; } },
        { ALT: () => { this.CONSUME(K.public); access = 'public'; } },
        { ALT: () => { this.CONSUME(K.private); access = 'private'; } },
        { ALT: () => { this.CONSUME(K.protected); access = 'protected'; } },
      ]);
    });
    const name = this.SUBRULE(this.qualifiedName);
    return { name, access, isVirtual, span: this.since(start) };
  });

  // ------------------------------------------------------------ declarations

  /** Specifiers and a type: `static const int`, `array_view<const int, 2>`, `unsigned`. */
  private declSpecifiers = this.RULE('declSpecifiers', (): DeclSpecifiers => {
    const start = this.LA(1);
    const storage = emptyStorage();
    let isConst = false;
    let isVolatile = false;
    let isTypedef = false;
    const builtinWords: string[] = [];
    let builtinSpan: Span | null = null;
    let spec: A.TypeSpec | null = null;
    const sawType = () => spec !== null || builtinWords.length > 0;
    this.AT_LEAST_ONE({
      GATE: () => this.isKeywordIn(1, declSpecifierKeywords) || this.is(1, K.typedef) || (!sawType() && this.isTypeStartAt(1)),
      DEF: () => {
        this.OR({
          IGNORE_AMBIGUITIES: true,
          DEF: [
            {
              GATE: () => this.is(1, K.decltype),
              ALT: () => {
                const kw = this.CONSUME(K.decltype);
                this.CONSUME3(T.LParen);
                const parenthesized = this.is(1, T.LParen);
                const expr = this.SUBRULE(this.expression);
                this.CONSUME3(T.RParen);
                spec = { kind: 'DecltypeTypeSpec', expr, parenthesized, span: this.since(kw) };
              },
            },
            {
              GATE: () => this.is(1, K.struct) || this.is(1, K.class) || this.is(1, K.union) || this.is(1, K.enum) || this.is(1, K.typename),
              ALT: () => {
                this.CONSUME(T.KeywordCategory);
                const name = this.SUBRULE(this.qualifiedName);
                spec = { kind: 'NamedTypeSpec', name, span: name?.span };
              },
            },
            {
              GATE: () => tokenMatcher(this.LA(1), T.KeywordCategory),
              ALT: () => {
                const tok = this.CONSUME2(T.KeywordCategory);
                this.ACTION(() => {
                  const word = tok.image;
                  const span = spanOf(tok);
                  switch (word) {
                    case 'const': isConst = true; break;
                    case 'volatile': isVolatile = true; break;
                    case 'typedef': isTypedef = true; storage.isTypedef = true; break;
                    case 'static': storage.isStatic = true; storage.spans.static = span; break;
                    case 'tile_static': storage.isTileStatic = true; storage.spans.tile_static = span; break;
                    case 'extern': storage.isExtern = true; storage.spans.extern = span; break;
                    case 'thread_local': storage.isThreadLocal = true; storage.spans.thread_local = span; break;
                    case 'constexpr': storage.isConstexpr = true; isConst = true; storage.spans.constexpr = span; break;
                    case 'inline': storage.isInline = true; storage.spans.inline = span; break;
                    case 'virtual': storage.isVirtual = true; storage.spans.virtual = span; break;
                    case 'auto': spec = { kind: 'AutoTypeSpec', span }; break;
                    default:
                      builtinWords.push(word);
                      builtinSpan = builtinSpan ? cover(builtinSpan, span) : span;
                  }
                });
              },
            },
            {
              ALT: () => {
                const name = this.SUBRULE2(this.qualifiedName);
                spec = { kind: 'NamedTypeSpec', name, span: name?.span };
              },
            },
          ],
        });
      },
    });
    if (builtinWords.length > 0 && spec === null) spec = { kind: 'BuiltinTypeSpec', keywords: builtinWords, span: builtinSpan ?? spanOf(start) };
    return { storage, spec, isConst, isVolatile, isTypedef, span: this.since(start) };
  });

  /** `*`, `* const`, `&` or `&&` in a declarator or a conversion-declarator (PtrOperator). */
  private ptrOperator = this.RULE('ptrOperator', (): PtrOperator => this.OR([
    {
      ALT: () => {
        const star = this.CONSUME(T.Star);
        const c = this.OPTION(() => this.CONSUME(K.const));
        return { kind: 'pointer', isConst: c !== undefined, span: spanOf(star) };
      },
    },
    { ALT: () => { this.CONSUME(T.Amp); return { kind: 'reference', reference: '&' }; } },
    { ALT: () => { this.CONSUME(T.AmpAmp); return { kind: 'reference', reference: '&&' }; } },
  ]));

  private declarator = this.RULE('declarator', (): Declarator => {
    const start = this.LA(1);
    const ptrOperators: PtrOperators = { pointers: [], reference: null };
    let memberOf: A.QualifiedName | undefined;
    let memberConst = false;
    this.MANY({
      // An identifier here is the declared name, unless `S::*` makes it a pointer to member.
      GATE: () => !this.is(1, T.Identifier) || (memberOf === undefined && this.isMemberPointerNext(1)),
      DEF: () => this.OR([
        {
          ALT: () => {
            const op = this.SUBRULE(this.ptrOperator);
            this.ACTION(() => addPtrOperator(ptrOperators, op));
          },
        },
        {
          ALT: () => {
            const owner = this.CONSUME2(T.Identifier);
            this.CONSUME(T.ColonColon);
            this.CONSUME3(T.Star);
            memberOf = { parts: [owner.image], templateArgs: null, span: spanOf(owner) };
          },
        },
      ]),
    });
    let isFunctionPointer = false;
    let functionParams: Declarator['functionParams'];
    let name: A.QualifiedName | undefined;
    // `int (&a)[3]`, `float (&)[N]`: a reference to an array (the dimensions follow the parentheses).
    // A reference has no array of its own, so `reference` with dimensions is always this.
    let arrayReference = false;
    this.OPTION8({
      // Only where dimensions follow: `int (&f)(float)`, a reference to a function, is not one.
      GATE: () => this.is(1, T.LParen) && (this.is(2, T.Amp) || this.is(2, T.AmpAmp))
        && ((this.is(3, T.RParen) && this.is(4, T.LBracket)) || (this.is(3, T.Identifier) && this.is(4, T.RParen) && this.is(5, T.LBracket))),
      DEF: () => {
        this.CONSUME3(T.LParen);
        this.OR2([
          { ALT: () => { this.CONSUME2(T.Amp); ptrOperators.reference = '&'; } },
          { ALT: () => { this.CONSUME2(T.AmpAmp); ptrOperators.reference = '&&'; } },
        ]);
        this.OPTION9(() => { name = this.SUBRULE3(this.declaratorName); });
        this.CONSUME3(T.RParen);
        arrayReference = true;
      },
    });
    let pointerToArray = false;
    this.OPTION2({
      GATE: () => this.is(1, T.LParen) && (this.is(2, T.Star) || this.isMemberPointerNext(2)),
      DEF: () => {
        this.CONSUME(T.LParen);
        this.OPTION5(() => {
          const owner = this.CONSUME3(T.Identifier);
          this.CONSUME2(T.ColonColon);
          memberOf = { parts: [owner.image], templateArgs: null, span: spanOf(owner) };
        });
        this.CONSUME2(T.Star);
        // Abstract in type-ids: `using Fn = int (*)(int);`, `std::vector<void (*)()>`.
        this.OPTION4(() => { name = this.SUBRULE2(this.declaratorName); });
        this.CONSUME(T.RParen);
        this.OR3([
          {
            GATE: () => memberOf !== undefined || !this.is(1, T.LBracket),
            ALT: () => {
              functionParams = this.SUBRULE(this.parameterList);
              isFunctionPointer = true;
              // `int (S::*f)() const`: a pointer to a const member function.
              this.OPTION6({ GATE: () => memberOf !== undefined, DEF: () => { this.CONSUME2(K.const); memberConst = true; } });
            },
          },
          // `int (*p)[3]`: a pointer to an array (sema resolves it: resolve-type.ts).
          { ALT: () => { pointerToArray = true; } },
        ]);
      },
    });
    let bindings: Declarator['bindings'];
    this.OPTION7({
      GATE: () => !isFunctionPointer && this.isStructuredBindingNext(),
      DEF: () => {
        this.CONSUME(T.LBracket);
        const names = [this.CONSUME4(T.Identifier)];
        this.MANY2(() => {
          this.CONSUME(T.Comma);
          names.push(this.CONSUME5(T.Identifier));
        });
        this.CONSUME(T.RBracket);
        bindings = names.map((t) => ({ name: t.image, span: spanOf(t) }));
      },
    });
    this.OPTION3({
      GATE: () => !isFunctionPointer && !bindings && !arrayReference && !pointerToArray,
      DEF: () => { name = this.SUBRULE(this.declaratorName); },
    });
    return {
      ...ptrOperators, name: name ?? null, isFunctionPointer, functionParams, ...(memberOf ? { memberOf, memberConst } : {}), ...(bindings ? { bindings } : {}),
      ...(pointerToArray ? { pointerToArray } : {}), span: this.since(start),
    };
  });

  private declaratorName = this.RULE('declaratorName', (): A.QualifiedName => {
    return this.OR([
      {
        ALT: () => {
          const name = this.SUBRULE(this.plainQualifiedName);
          // `template <> int f<int>(int)`: an explicit specialisation names its template arguments.
          const templateArgs = this.OPTION({
            GATE: () => this.is(1, T.Less) && this.templateNames.has(name.parts[name.parts.length - 1] ?? '') && this.is(this.scanAngles(1), T.LParen),
            DEF: () => this.SUBRULE(this.templateArgs),
          });
          // `S::operator+`, `S<T>::operator==`: an operator member defined outside its class.
          const ownerArgs = this.OPTION2({
            GATE: () => this.is(1, T.Less) && this.templateNames.has(name.parts[name.parts.length - 1] ?? '') && this.is(this.scanAngles(1), T.ColonColon) && this.is(this.scanAngles(1) + 1, K.operator),
            DEF: () => this.SUBRULE2(this.templateArgs),
          });
          const op = this.OPTION3({
            GATE: () => this.is(1, T.ColonColon) && this.is(2, K.operator),
            DEF: () => {
              this.CONSUME(T.ColonColon);
              return this.SUBRULE(this.operatorName);
            },
          });
          const operatorMember = this.ACTION(() => {
            if (!op) return null;
            const parts = [...name.parts, op.parts[0]];
            const qualifierArgs = ownerArgs ? { qualifierArgs: parts.map((_, i) => (i === name.parts.length - 1 ? ownerArgs : null)) } : {};
            return { parts, templateArgs: null, ...qualifierArgs, span: cover(name.span, op.span) };
          });
          if (operatorMember) return operatorMember;
          return templateArgs ? { ...name, templateArgs } : name;
        },
      },
      { ALT: () => this.SUBRULE2(this.operatorName) },
    ]);
  });

  /** `operator+`, `operator==`, `operator()`: the spelling up to '(' is the name (`operator()` keeps its own parentheses). */
  private operatorName = this.RULE('operatorName', (): A.QualifiedName => {
    const op = this.CONSUME(K.operator);
    const spelling = this.ACTION(() => {
      let text = '';
      if (this.is(1, T.LParen) && this.is(2, T.RParen) && this.is(3, T.LParen)) {
        this.SKIP_TOKEN();
        this.SKIP_TOKEN();
        return '()';
      }
      // The spelling ends at the parameter list's '(': after the operator's own tokens (`operator-()`,
      // `operator++()`, `operator bool()`), or at once where `operator()` was spelled above.
      while (this.LA(1).tokenType !== EOF && !(this.is(1, T.LParen) && (text !== '' || !this.is(2, T.RParen) || this.is(3, T.LParen)))) {
        text += this.LA(1).image;
        this.SKIP_TOKEN();
      }
      return text;
    });
    return { parts: [`operator${spelling ?? ''}`], templateArgs: null, span: spanOf(op) };
  });

  private arrayDims = this.RULE('arrayDims', (): (A.Expr | null)[] => {
    const dims: (A.Expr | null)[] = [];
    this.MANY(() => {
      this.CONSUME(T.LBracket);
      const size = this.OPTION(() => this.SUBRULE(this.expression));
      this.CONSUME(T.RBracket);
      dims.push(size ?? null);
    });
    return dims;
  });

  /** A declaration: variables (`int a = 1, b[2];`) or a function (declaration or definition). */
  private declaration = this.RULE('declaration', (context: DeclContext): A.DeclGroup | A.FunctionDecl => {
    const start = this.LA(1);
    const specs = this.SUBRULE(this.declSpecifiers);
    const first = this.SUBRULE(this.declarator);
    return this.OR<A.DeclGroup | A.FunctionDecl>({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        {
          GATE: () => first.name !== null && this.isParameterListNext(),
          ALT: () => {
            const params = this.SUBRULE(this.parameterList);
            const form: FunctionTailForm = { constQualifier: true, trailingReturn: true, virtSpecifiers: true, pureSpecifier: true, defaulted: false };
            const { isConstMethod, restrictions, exceptionSpec, nothrow, noexceptCondition, trailing, virtSpecifiers } = this.SUBRULE(this.functionQualifiers, { ARGS: [form] });
            const { body, isPure } = this.SUBRULE(this.functionBody, { ARGS: [form] });
            const written = this.ACTION(() => this.makeTypeRef(specs, first, [], specs.span));
            const returnType = trailing ? this.ACTION(() => this.trailingReturnType(written, trailing)) : written;
            if (specs.isTypedef) {
              // `typedef int binop(int, int);`: a name for the function type, not a function.
              return this.ACTION(() => {
                const name = first.name?.parts[first.name.parts.length - 1] ?? '';
                this.typeNames.add(name);
                const type: A.TypeRef = { ...returnType, isFunctionPointer: true, functionType: true, functionParams: params };
                const decl: A.VarDecl = { kind: 'VarDecl', name, nameSpan: first.name?.span ?? first.span, type, storage: specs.storage, init: null, bitWidth: null, span: this.since(start) };
                return { kind: 'DeclGroup', decls: [decl], span: this.since(start) } as A.DeclGroup;
              });
            }
            return {
              kind: 'FunctionDecl', name: first.name!, returnType, params: params.params, isVariadic: params.isVariadic,
              restrictions, storage: specs.storage, exceptionSpec, ...(nothrow ? { nothrow } : {}), ...(noexceptCondition ? { noexceptCondition } : {}), isConstMethod, body, special: null, memberInits: [], isDefaulted: false, isPure, virtSpecifiers, span: this.since(start),
            } as A.FunctionDecl;
          },
        },
        {
          ALT: () => {
            const decls: A.VarDecl[] = [];
            const finish = (d: Declarator) => {
              this.ACTION(() => {
                if (!d.name && !d.bindings && context !== 'param' && context !== 'member') this.missingName();
              });
              const dims = this.SUBRULE(this.arrayDims);
              const bitWidth = this.OPTION3(() => {
                this.CONSUME(T.Colon);
                return this.SUBRULE(this.conditional);
              });
              const init = this.OPTION4(() => this.SUBRULE(this.initializer));
              this.ACTION(() => {
                const type = this.makeTypeRef(specs, d, dims, specs.span);
                const name = d.name?.parts[d.name.parts.length - 1] ?? '';
                if (specs.isTypedef) this.typeNames.add(name);
                else if (context === 'local' || context === 'for') this.shadow(name);
                else if (context === 'top') this.declaredVariableNames.add(name);
                else if (context === 'member') this.memberNameFrames.at(-1)?.add(name);
                decls.push({
                  kind: 'VarDecl', name, nameSpan: d.name?.span ?? d.span, type, storage: specs.storage,
                  init: init ?? null, bitWidth: bitWidth ?? null, span: cover(specs.span, spanOf(this.prev())),
                  ...(d.bindings ? { bindings: d.bindings } : {}),
                  ...(d.name && d.name.parts.length > 1 ? { qualifier: d.name.parts.slice(0, -1) } : {}),
                  ...(d.name?.qualifierArgs && d.name.parts.length > 1 ? { qualifierArgs: d.name.qualifierArgs.slice(0, -1) } : {}),
                });
              });
            };
            finish(first);
            this.MANY2(() => {
              this.CONSUME(T.Comma);
              const next = this.SUBRULE2(this.declarator);
              // A second `finish` would reuse DSL occurrence indices; inline the same steps with new ones.
              const dims = this.SUBRULE2(this.arrayDims);
              const init = this.OPTION5(() => this.SUBRULE2(this.initializer));
              this.ACTION(() => {
                const type = this.makeTypeRef(specs, next, dims, specs.span);
                if (!specs.isTypedef && (context === 'local' || context === 'for') && next.name) this.shadow(next.name.parts[next.name.parts.length - 1]);
                else if (!specs.isTypedef && context === 'top' && next.name) this.declaredVariableNames.add(next.name.parts[next.name.parts.length - 1]);
                else if (!specs.isTypedef && context === 'member' && next.name) this.memberNameFrames.at(-1)?.add(next.name.parts[next.name.parts.length - 1]);
                decls.push({
                  kind: 'VarDecl', name: next.name?.parts[next.name.parts.length - 1] ?? '', nameSpan: next.name?.span ?? next.span,
                  type, storage: specs.storage, init: init ?? null, bitWidth: null, span: this.since(start),
                });
              });
            });
            if (context !== 'param') this.CONSUME2(T.Semicolon);
            return { kind: 'DeclGroup', decls, span: this.since(start) } as A.DeclGroup;
          },
        },
      ],
    });
  });

  /** A declarator without a name: an error the grammar cannot express, raised like chevrotain's own so recovery applies. */
  private missingName(): never {
    const next = this.LA(1);
    const recognizer = this as unknown as { SAVE_ERROR(e: Error): Error };
    throw recognizer.SAVE_ERROR(new MismatchedTokenException(`expected an identifier (the name being declared), found ${foundSpelling(next)}`, next, this.prev()));
  }

  private makeTypeRef(specs: DeclSpecifiers, d: Declarator, dims: (A.Expr | null)[], span: Span): A.TypeRef {
    return {
      spec: specs.spec ?? { kind: 'BuiltinTypeSpec', keywords: ['int'], span: specs.span },
      isConst: specs.isConst,
      isVolatile: specs.isVolatile,
      pointers: d.pointers,
      reference: d.reference,
      arrayDims: dims,
      isFunctionPointer: d?.isFunctionPointer,
      functionParams: d?.functionParams,
      ...(d?.pointerToArray ? { pointerToArray: true } : {}),
      ...(d?.memberOf ? { memberOf: d.memberOf, memberConst: d.memberConst } : {}),
      span: cover(span, d?.span ?? span),
    };
  }

  private parameterList = this.RULE('parameterList', (): { params: A.Param[]; isVariadic: boolean } => {
    const params: A.Param[] = [];
    let isVariadic = false;
    this.CONSUME(T.LParen);
    this.OPTION(() => {
      this.OR([
        { ALT: () => { this.CONSUME(T.Ellipsis); isVariadic = true; } },
        {
          ALT: () => {
            params.push(this.SUBRULE(this.parameter));
            this.MANY({
              GATE: () => !this.is(2, T.Ellipsis),
              DEF: () => {
                this.CONSUME(T.Comma);
                params.push(this.SUBRULE2(this.parameter));
              },
            });
            this.OPTION2(() => {
              this.CONSUME2(T.Comma);
              this.CONSUME2(T.Ellipsis);
              isVariadic = true;
            });
          },
        },
      ]);
    });
    this.CONSUME(T.RParen);
    // Parameters named like a type hide it in the body that follows.
    this.ACTION(() => {
      this.pendingShadows = params.flatMap((p) => (p.name !== null && this.isShadowable(p.name) ? [p.name] : []));
    });
    // `(void)` means no parameters.
    const noParams = params.length === 1 && params[0].name === null && params[0].type.spec.kind === 'BuiltinTypeSpec'
      && params[0].type.spec.keywords.join(' ') === 'void' && params[0].type.pointers.length === 0;
    return { params: noParams ? [] : params, isVariadic };
  });

  private parameter = this.RULE('parameter', (): A.Param => {
    const start = this.LA(1);
    const specs = this.SUBRULE(this.declSpecifiers);
    const d = this.SUBRULE(this.declarator);
    const dims = this.SUBRULE(this.arrayDims);
    const defaultValue = this.OPTION(() => {
      this.CONSUME(T.Equal);
      return this.SUBRULE(this.assignment);
    });
    const type = this.ACTION(() => this.makeTypeRef(specs, d, dims, specs.span));
    return {
      name: d.name ? d.name.parts[d.name.parts.length - 1] : null, nameSpan: d.name?.span ?? null,
      type, defaultValue: defaultValue ?? null, span: this.since(start),
    };
  });

  /** `restrict(amp)`, `restrict(cpu, amp)`, `restrict(cpu) restrict(amp)`, HCC's `restrict(auto)`. */
  /**
   * `noexcept`, `noexcept(true)` or `noexcept(false)` after a function's parameters (an
   * identifier with a meaning only here), or `noexcept(condition)`, whose constant sema
   * evaluates; null when there is none.
   */
  /**
   * What follows a function's parameter list, up to its body, for every kind of function (free
   * and member functions, operators, constructors and destructors, conversion functions): the
   * parts `form` lets this kind have.
   */
  private functionQualifiers = this.RULE('functionQualifiers', (form: FunctionTailForm): FunctionQualifiers => {
    let isConstMethod = false;
    this.OPTION({ GATE: () => form.constQualifier, DEF: () => { this.CONSUME(K.const); isConstMethod = true; } });
    const early = this.SUBRULE(this.noexceptSpec);
    const restrictions = this.SUBRULE(this.restrictionSpecs);
    let exceptionSpec: Span | null = early?.span ?? null;
    let nothrow = early?.nothrow ?? false;
    let noexceptCondition = early?.condition;
    this.OPTION2(() => {
      const t = this.CONSUME(K.throw);
      this.CONSUME(T.LParen);
      // `throw()` promises no exception, as `noexcept` does; `throw(E)` does not.
      let listed = false;
      this.MANY(() => { this.CONSUME(T.Identifier); listed = true; });
      this.CONSUME(T.RParen);
      exceptionSpec = this.since(t);
      nothrow = !listed;
      noexceptCondition = undefined;
    });
    const late = this.SUBRULE2(this.noexceptSpec);
    if (late) {
      exceptionSpec = late.span;
      nothrow = late.nothrow;
      noexceptCondition = late.condition;
    }
    // `auto f(int x) -> long`: a trailing return type, which stands for the `auto`.
    const trailing = this.OPTION3({
      GATE: () => form.trailingReturn,
      DEF: () => {
        this.CONSUME(T.Arrow);
        return this.SUBRULE(this.typeRef);
      },
    });
    const virtSpecifiers = this.OPTION4({ GATE: () => form.virtSpecifiers, DEF: () => this.SUBRULE(this.virtSpecifierList) }) ?? [];
    return { isConstMethod, restrictions, exceptionSpec, nothrow, noexceptCondition, trailing, virtSpecifiers };
  });

  /** `;`, `= 0;` (the pure-specifier), `= default;` or `= delete;` where `form` allows them, or the body. */
  private functionBody = this.RULE('functionBody', (form: FunctionTailForm): FunctionBody => {
    let isPure = false;
    let isDefaulted = false;
    let isDeleted = false;
    const body = this.OR([
      { ALT: () => { this.CONSUME(T.Semicolon); return null; } },
      {
        GATE: () => form.pureSpecifier && this.is(2, T.IntegerLiteral) && this.LA(2).image === '0',
        ALT: () => {
          this.CONSUME(T.Equal);
          this.CONSUME(T.IntegerLiteral);
          this.CONSUME2(T.Semicolon);
          isPure = true;
          return null;
        },
      },
      {
        GATE: () => form.defaulted,
        ALT: () => {
          this.CONSUME2(T.Equal);
          this.OR2([{ ALT: () => this.CONSUME(K.default) }, { ALT: () => { this.CONSUME(K.delete); isDeleted = true; } }]);
          this.CONSUME3(T.Semicolon);
          isDefaulted = true;
          return null;
        },
      },
      { ALT: () => this.SUBRULE(this.block) },
    ]);
    return { body, isPure, isDefaulted, isDeleted };
  });

  /** `override` and `final` after a function's declarator: identifiers with a special meaning only there. */
  private virtSpecifierList = this.RULE('virtSpecifierList', (): NonNullable<A.FunctionDecl['virtSpecifiers']> => {
    const found: NonNullable<A.FunctionDecl['virtSpecifiers']> = [];
    this.MANY({
      GATE: () => this.is(1, T.Identifier) && (this.LA(1).image === 'override' || this.LA(1).image === 'final'),
      DEF: () => {
        const t = this.CONSUME(T.Identifier);
        this.ACTION(() => found.push({ name: t.image as 'override' | 'final', span: spanOf(t) }));
      },
    });
    return found;
  });

  private noexceptSpec = this.RULE('noexceptSpec', (): { span: Span; nothrow: boolean; condition?: A.Expr } | null => {
    return this.OPTION({
      GATE: () => this.is(1, T.Identifier) && this.LA(1).image === 'noexcept',
      DEF: () => {
        const t = this.CONSUME(T.Identifier);
        let nothrow = true;
        let condition: A.Expr | undefined;
        this.OPTION2(() => {
          this.CONSUME(T.LParen);
          const written = this.SUBRULE(this.expression);
          this.CONSUME(T.RParen);
          // `noexcept(sizeof(T) > 4)`, `noexcept(noexcept(f()))`: a constant expression sema evaluates (noexcept.ts).
          this.ACTION(() => {
            if (written.kind === 'BoolLiteral') nothrow = written.value;
            else condition = written;
          });
        });
        return { span: this.since(t), nothrow: condition ? false : nothrow, ...(condition ? { condition } : {}) };
      },
    }) ?? null;
  });

  private restrictionSpecs = this.RULE('restrictionSpecs', (): A.Restriction[] => {
    const out: A.Restriction[] = [];
    this.MANY(() => {
      this.CONSUME(K.restrict);
      this.CONSUME(T.LParen);
      // Empty items between commas are allowed (`restrict(amp,)`, `restrict(,cpu)`), an empty list is not.
      this.AT_LEAST_ONE(() => {
        this.OR([
          { ALT: () => { this.CONSUME(T.Comma); } },
          {
            ALT: () => {
              const t = this.CONSUME(T.Identifier);
              out.push({ name: t.image, span: spanOf(t) });
            },
          },
          {
            // `auto` is a keyword token, so it needs its own alternative; sema infers what it means.
            ALT: () => {
              const t = this.CONSUME(K.auto);
              out.push({ name: 'auto', span: spanOf(t) });
            },
          },
        ]);
      });
      this.CONSUME(T.RParen);
    });
    return out;
  });

  private initializer = this.RULE('initializer', (): A.Initializer => {
    const start = this.LA(1);
    return this.OR([
      {
        ALT: () => {
          this.CONSUME(T.Equal);
          const value = this.SUBRULE(this.assignment); // `= {...}` reaches initList through primary
          return { style: 'equals', value, span: this.since(start) } as A.Initializer;
        },
      },
      {
        ALT: () => {
          const args = this.SUBRULE(this.argumentList);
          return { style: 'paren', args, span: this.since(start) } as A.Initializer;
        },
      },
      {
        ALT: () => {
          const list = this.SUBRULE2(this.initList);
          return { style: 'brace', args: list.kind === 'InitListExpr' ? list.elements : [], span: this.since(start) } as A.Initializer;
        },
      },
    ]);
  });

  private initList = this.RULE('initList', (): A.Expr => {
    const start = this.CONSUME(T.LBrace);
    const elements: A.Expr[] = [];
    this.OPTION(() => {
      elements.push(this.SUBRULE(this.initElement));
      this.MANY({
        GATE: () => !this.is(2, T.RBrace),
        DEF: () => {
          this.CONSUME(T.Comma);
          elements.push(this.SUBRULE2(this.initElement));
        },
      });
      this.OPTION2(() => this.CONSUME2(T.Comma));
    });
    this.CONSUME(T.RBrace);
    return { kind: 'InitListExpr', elements, span: this.since(start) };
  });

  private initElement = this.RULE('initElement', (): A.Expr => this.SUBRULE(this.assignment));

  /**
   * The return type `auto f() -> T` declares: T, with what the declarator adds (`auto* f() -> int`
   * is ill-formed, so only `auto`, `auto&` and `const auto&` stand before a trailing type).
   */
  private trailingReturnType(written: A.TypeRef, trailing: A.TypeRef): A.TypeRef {
    if (written.spec.kind !== 'AutoTypeSpec') return written;
    return { ...trailing, isConst: trailing.isConst || written.isConst, reference: trailing.reference ?? written.reference, span: written.span };
  }

  /** A type without a declarator name: casts, template arguments, `new`. */
  private typeRef = this.RULE('typeRef', (): A.TypeRef => {
    const specs = this.SUBRULE(this.declSpecifiers);
    const d = this.SUBRULE(this.declarator);
    return this.ACTION(() => this.makeTypeRef(specs, d, [], specs.span));
  });

  // ------------------------------------------------------------ names

  /** `a::b::c` without template arguments (declarator names). */
  private plainQualifiedName = this.RULE('plainQualifiedName', (): A.QualifiedName => {
    const start = this.LA(1);
    const parts: string[] = [];
    const qualifierArgs: (A.TemplateArg[] | null)[] = [];
    this.OPTION(() => { this.CONSUME(T.ColonColon); parts.push(''); });
    parts.push(this.CONSUME(T.Identifier).image);
    this.MANY({
      GATE: () => (this.is(1, T.ColonColon) && (this.is(2, T.Identifier) || this.is(2, K.template))) || this.isQualifierArgsNext(parts.at(-1)),
      DEF: () => {
        // `void S<T>::f()`: a member of a class template, defined outside the class.
        this.OPTION3({
          GATE: () => this.is(1, T.Less),
          DEF: () => {
            const args = this.SUBRULE(this.templateArgs);
            this.ACTION(() => { qualifierArgs[parts.length - 1] = args; });
          },
        });
        this.CONSUME2(T.ColonColon);
        // `T::template f<U>` names a member template of a dependent class, which ampc does not have.
        this.OPTION2(() => {
          const kw = this.CONSUME(K.template);
          this.ACTION(() => { throw (this as unknown as { SAVE_ERROR(e: Error): Error }).SAVE_ERROR(new MismatchedTokenException("the 'template' disambiguator names a member template, and member templates are not supported by ampc", kw, this.prev())); });
        });
        parts.push(this.CONSUME2(T.Identifier).image);
      },
    });
    // Indexed like the parts that are kept (a leading `::` is dropped).
    const rooted = parts[0] === '' ? 1 : 0;
    const withQualifiers = qualifierArgs.length > 0 ? { qualifierArgs: Array.from({ length: parts.length - rooted }, (_, i) => qualifierArgs[i + rooted] ?? null) } : {};
    return { parts: parts.filter((p) => p !== ''), templateArgs: null, ...withQualifiers, ...(rooted ? { rooted: true as const } : {}), span: this.since(start) };
  });

  /** `std::vector<int>`, `concurrency::index<2>`, `x`. */
  private qualifiedName = this.RULE('qualifiedName', (): A.QualifiedName => {
    const start = this.LA(1);
    const name = this.SUBRULE(this.plainQualifiedName);
    const parts: string[] = this.ACTION(() => [...name.parts]) ?? [];
    let templateArgs = this.OPTION({
      GATE: () => this.isTemplateArgsNext(parts[parts.length - 1] ?? '', parts.length > 1),
      DEF: () => this.SUBRULE(this.templateArgs),
    }) ?? null;
    // `S<int>::member`: the arguments belong to a qualifier, and the name goes on (plainQualifiedName
    // has taken those followed by a name already).
    const qualifierArgs: (A.TemplateArg[] | null)[] = this.ACTION(() => [...(name.qualifierArgs ?? [])]) ?? [];
    this.MANY({
      GATE: () => templateArgs !== null && this.is(1, T.ColonColon) && this.is(2, T.Identifier),
      DEF: () => {
        this.CONSUME(T.ColonColon);
        this.ACTION(() => { qualifierArgs[parts.length - 1] = templateArgs; });
        parts.push(this.CONSUME(T.Identifier).image);
        templateArgs = this.OPTION2({
          GATE: () => this.isTemplateArgsNext(parts[parts.length - 1] ?? '', parts.length > 1),
          DEF: () => this.SUBRULE2(this.templateArgs),
        }) ?? null;
      },
    });
    const withQualifiers = qualifierArgs.length > 0 ? { qualifierArgs: Array.from({ length: parts.length }, (_, i) => qualifierArgs[i] ?? null) } : {};
    return { parts, templateArgs, ...withQualifiers, ...(name.rooted ? { rooted: true as const } : {}), span: this.since(start) };
  });

  private templateArgs = this.RULE('templateArgs', (): A.TemplateArg[] => {
    const args: A.TemplateArg[] = [];
    this.CONSUME(T.Less);
    this.withGreater(false, () => {
      this.MANY_SEP({ SEP: T.Comma, DEF: () => args.push(this.SUBRULE(this.templateArg)) });
    });
    this.CONSUME(T.Greater);
    return args;
  });

  private templateArg = this.RULE('templateArg', (): A.TemplateArg => {
    const start = this.LA(1);
    return this.OR({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        {
          GATE: () => this.isTypeStartAt(1),
          ALT: () => {
            const type = this.SUBRULE(this.typeRef);
            // A function type, `std::function<int(int, int)>`: typed as the pointer to such a function.
            this.OPTION(() => {
              const fn = this.SUBRULE(this.parameterList);
              this.ACTION(() => Object.assign(type, { isFunctionPointer: true, functionParams: fn }));
            });
            // An array type, `std::unique_ptr<int[]>`, `std::array<int[2], 3>`: its dimensions.
            this.MANY(() => {
              this.CONSUME(T.LBracket);
              const size = this.OPTION2(() => this.SUBRULE2(this.conditional)) ?? null;
              this.CONSUME(T.RBracket);
              this.ACTION(() => type.arrayDims.push(size));
            });
            return { kind: 'TypeArg', type, span: this.since(start) } as A.TemplateArg;
          },
        },
        {
          ALT: () => {
            const expr = this.SUBRULE(this.conditional);
            return { kind: 'ExprArg', expr, span: this.since(start) } as A.TemplateArg;
          },
        },
      ],
    });
  });

  // ------------------------------------------------------------ statements

  public block = this.RULE('block', (): A.Block => {
    const start = this.CONSUME(T.LBrace);
    const statements: A.Stmt[] = [];
    this.ACTION(() => this.openBlockScope());
    try {
      this.MANY(() => statements.push(this.SUBRULE(this.statementRecovering)));
      this.CONSUME(T.RBrace);
    } finally {
      this.ACTION(() => this.closeBlockScope());
    }
    return { kind: 'Block', statements, span: this.since(start) };
  });

  private statementRecovering = this.RULE('statementRecovering', (): A.Stmt => {
    return this.recovering<A.Stmt>(
      () => this.SUBRULE(this.statement),
      (start) => ({ kind: 'ErrorStmt', span: cover(spanOf(start), spanOf(this.prev())) }),
    );
  });

  private statement = this.RULE('statement', (): A.Stmt => {
    const start = this.LA(1);
    const done = (s: { kind: A.Stmt['kind'] } & Record<string, unknown>): A.Stmt => ({ ...s, span: this.since(start) }) as A.Stmt;
    return this.OR<A.Stmt>({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        { ALT: () => this.SUBRULE(this.block) },
        { ALT: () => this.SUBRULE(this.ifStatement) },
        { ALT: () => this.SUBRULE(this.forStatement) },
        {
          ALT: () => {
            this.CONSUME(K.while);
            const cond = this.SUBRULE(this.parenCondition);
            const body = this.SUBRULE(this.statement);
            return done({ kind: 'WhileStmt', cond, body });
          },
        },
        {
          ALT: () => {
            this.CONSUME(K.do);
            const body = this.SUBRULE2(this.statement);
            this.CONSUME2(K.while);
            const cond = this.SUBRULE2(this.parenCondition);
            this.CONSUME(T.Semicolon);
            return done({ kind: 'DoWhileStmt', body, cond });
          },
        },
        {
          ALT: () => {
            this.CONSUME(K.switch);
            const cond = this.SUBRULE3(this.parenCondition);
            const body = this.SUBRULE3(this.statement);
            return done({ kind: 'SwitchStmt', cond, body });
          },
        },
        {
          ALT: () => {
            this.CONSUME(K.case);
            const value = this.SUBRULE(this.conditional);
            this.CONSUME(T.Colon);
            return done({ kind: 'CaseLabel', value });
          },
        },
        { ALT: () => { this.CONSUME(K.default); this.CONSUME2(T.Colon); return done({ kind: 'DefaultLabel' }); } },
        { ALT: () => { this.CONSUME(K.break); this.CONSUME2(T.Semicolon); return done({ kind: 'BreakStmt' }); } },
        { ALT: () => { this.CONSUME(K.continue); this.CONSUME3(T.Semicolon); return done({ kind: 'ContinueStmt' }); } },
        {
          ALT: () => {
            this.CONSUME(K.return);
            const value = this.OPTION(() => this.SUBRULE(this.expression));
            this.CONSUME4(T.Semicolon);
            return done({ kind: 'ReturnStmt', value: value ?? null });
          },
        },
        {
          ALT: () => {
            this.CONSUME(K.goto);
            const label = this.CONSUME(T.Identifier);
            this.CONSUME5(T.Semicolon);
            return done({ kind: 'GotoStmt', label: label.image });
          },
        },
        {
          ALT: () => {
            this.CONSUME(K.throw);
            const value = this.OPTION2(() => this.SUBRULE2(this.expression));
            this.CONSUME6(T.Semicolon);
            return done({ kind: 'ThrowStmt', value: value ?? null });
          },
        },
        { ALT: () => this.SUBRULE(this.tryStatement) },
        {
          ALT: () => {
            this.CONSUME(K.asm);
            this.ACTION(() => this.skipStatement());
            return done({ kind: 'AsmStmt' });
          },
        },
        { ALT: () => { this.CONSUME7(T.Semicolon); return done({ kind: 'EmptyStmt' }); } },
        {
          GATE: () => this.is(1, T.Identifier) && this.is(2, T.Colon),
          ALT: () => {
            const label = this.CONSUME2(T.Identifier);
            this.CONSUME3(T.Colon);
            return done({ kind: 'LabelStmt', label: label.image });
          },
        },
        {
          GATE: () => this.isTagDefinitionNext() || this.isTypedefTagNext(),
          ALT: () => {
            const decl = this.SUBRULE(this.tagDecl);
            return done({ kind: 'LocalStructStmt', decl });
          },
        },
        {
          ALT: () => {
            const decl = this.SUBRULE(this.staticAssert);
            return done({ kind: 'LocalStructStmt', decl });
          },
        },
        {
          ALT: () => {
            const decl = this.SUBRULE(this.usingDecl) as A.UsingDirective | A.UsingDeclaration | A.TypedefDecl;
            return done({ kind: 'LocalStructStmt', decl });
          },
        },
        {
          GATE: () => this.isDeclarationStart(),
          ALT: () => {
            const d = this.SUBRULE(this.declaration, { ARGS: ['local'] });
            if (d.kind === 'FunctionDecl') return done({ kind: 'ErrorStmt' });
            return done({ kind: 'DeclStmt', group: d });
          },
        },
        {
          ALT: () => {
            const expr = this.SUBRULE3(this.expression);
            this.CONSUME8(T.Semicolon);
            return done({ kind: 'ExprStmt', expr });
          },
        },
      ],
    });
  });

  private parenCondition = this.RULE('parenCondition', (): A.Expr => {
    this.CONSUME(T.LParen);
    const e = this.withGreater(true, () => this.SUBRULE(this.expression));
    this.CONSUME(T.RParen);
    return e;
  });

  private ifStatement = this.RULE('ifStatement', (): A.Stmt => {
    const start = this.CONSUME(K.if);
    // C++17 `if constexpr (cond)`: sema evaluates cond and drops the discarded branch (if-constexpr.ts).
    const isConstexpr = this.OPTION2(() => this.CONSUME(K.constexpr)) !== undefined;
    const cond = this.SUBRULE(this.parenCondition);
    const then = this.SUBRULE(this.statement);
    const otherwise = this.OPTION(() => {
      this.CONSUME(K.else);
      return this.SUBRULE2(this.statement);
    });
    return { kind: 'IfStmt', cond, then, otherwise: otherwise ?? null, ...(isConstexpr ? { isConstexpr: true } : {}), span: this.since(start) };
  });

  /** After `for (`: a declaration followed by a `:` at the top level is a range-based for. */
  private isRangeForNext(): boolean {
    if (!this.isDeclarationStart()) return false;
    let depth = 0;
    for (let i = 1; i < 200; i++) {
      const tok = this.LA(i);
      if (tok.tokenType === EOF || tokenMatcher(tok, T.Semicolon)) return false;
      if (tokenMatcher(tok, T.LParen) || tokenMatcher(tok, T.LBracket) || tokenMatcher(tok, T.LBrace)) depth++;
      else if (tokenMatcher(tok, T.RParen) || tokenMatcher(tok, T.RBracket) || tokenMatcher(tok, T.RBrace)) {
        if (depth === 0) return false;
        depth--;
      } else if (depth === 0 && tokenMatcher(tok, T.Colon)) return true;
    }
    return false;
  }

  private forStatement = this.RULE('forStatement', (): A.Stmt => {
    const start = this.CONSUME(K.for);
    this.CONSUME(T.LParen);
    // The loop's own declaration hides a type name (`for (int index = 0; index < n; ...)`) until the loop ends.
    this.ACTION(() => this.shadowFrames.push([]));
    try {
      return this.OR({
        IGNORE_AMBIGUITIES: true,
        DEF: [
          { GATE: () => this.isRangeForNext(), ALT: () => this.SUBRULE(this.rangeForTail, { ARGS: [start] }) },
          { ALT: () => this.SUBRULE(this.classicForTail, { ARGS: [start] }) },
        ],
      });
    } finally {
      this.ACTION(() => this.closeBlockScope());
    }
  });

  /** `decl : range) body` of a range-based for. */
  private rangeForTail = this.RULE('rangeForTail', (start: IToken): A.Stmt => {
    const declStart = this.LA(1);
    const specs = this.SUBRULE(this.declSpecifiers);
    const d = this.SUBRULE(this.declarator);
    this.CONSUME(T.Colon);
    const range = this.withGreater(true, () => this.SUBRULE4(this.expression));
    this.CONSUME2(T.RParen);
    const body = this.SUBRULE2(this.statement);
    return this.ACTION(() => {
      if (!d.name && !d.bindings) this.missingName();
      const decl: A.VarDecl = {
        kind: 'VarDecl', name: d.name?.parts[d.name.parts.length - 1] ?? '', nameSpan: d.name?.span ?? d.span, type: this.makeTypeRef(specs, { ...d, name: null }, [], specs.span),
        storage: specs.storage, init: null, bitWidth: null, span: this.since(declStart), ...(d.bindings ? { bindings: d.bindings } : {}),
      };
      return { kind: 'RangeForStmt', decl, range, body, span: this.since(start) } as A.Stmt;
    });
  });

  /** `init; cond; step) body` of a classic for. */
  private classicForTail = this.RULE('classicForTail', (start: IToken): A.Stmt => {
    const init = this.OR<A.Stmt | null>({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        { ALT: () => { this.CONSUME(T.Semicolon); return null; } },
        {
          GATE: () => this.isDeclarationStart(),
          ALT: () => {
            const initStart = this.LA(1);
            const d = this.SUBRULE(this.declaration, { ARGS: ['for'] });
            return d.kind === 'DeclGroup' ? { kind: 'DeclStmt', group: d, span: this.since(initStart) } : { kind: 'ErrorStmt', span: d.span };
          },
        },
        {
          ALT: () => {
            const initStart = this.LA(1);
            const expr = this.SUBRULE(this.expression);
            this.CONSUME2(T.Semicolon);
            return { kind: 'ExprStmt', expr, span: this.since(initStart) };
          },
        },
      ],
    });
    const cond = this.OPTION(() => this.SUBRULE2(this.expression));
    this.CONSUME3(T.Semicolon);
    const step = this.OPTION2(() => this.SUBRULE3(this.expression));
    this.CONSUME(T.RParen);
    const body = this.SUBRULE(this.statement);
    return { kind: 'ForStmt', init, cond: cond ?? null, step: step ?? null, body, span: this.since(start) };
  });

  private tryStatement = this.RULE('tryStatement', (): A.Stmt => {
    const start = this.CONSUME(K.try);
    const body = this.SUBRULE(this.block);
    const handlers: A.CatchClause[] = [];
    this.AT_LEAST_ONE(() => {
      const c = this.CONSUME(K.catch);
      this.CONSUME(T.LParen);
      const param = this.OR([
        { ALT: () => { this.CONSUME(T.Ellipsis); return null; } },
        {
          ALT: () => {
            const pStart = this.LA(1);
            const specs = this.SUBRULE(this.declSpecifiers);
            const d = this.SUBRULE(this.declarator);
            return this.ACTION((): A.VarDecl => ({
              kind: 'VarDecl', name: d.name?.parts.at(-1) ?? '', nameSpan: d.name?.span ?? d.span,
              type: this.makeTypeRef(specs, d, [], specs.span), storage: specs.storage, init: null, bitWidth: null, span: this.since(pStart),
            }));
          },
        },
      ]);
      this.CONSUME(T.RParen);
      const handlerBody = this.SUBRULE2(this.block);
      handlers.push({ param, body: handlerBody, span: this.since(c) });
    });
    return { kind: 'TryStmt', body, handlers, span: this.since(start) };
  });

  // ------------------------------------------------------------ expressions

  public expression = this.RULE('expression', (): A.Expr => {
    let left = this.SUBRULE(this.assignment);
    this.MANY(() => {
      const op = this.CONSUME(T.Comma);
      const right = this.SUBRULE2(this.assignment);
      left = this.binary(',', left, right, op);
    });
    return left;
  });

  private binary(op: A.BinaryOp, left: A.Expr, right: A.Expr, opTok: IToken): A.Expr {
    return { kind: 'BinaryExpr', op, left, right, opSpan: spanOf(opTok), span: cover(left?.span, right?.span) };
  }

  private assignment = this.RULE('assignment', (): A.Expr => {
    const target = this.SUBRULE(this.conditional);
    const tail = this.OPTION(() => {
      const opTok = this.LA(1);
      const op = this.OR<A.AssignOp>({
        IGNORE_AMBIGUITIES: true,
        DEF: [
          ...assignOps.map(([tok, op]) => ({ ALT: () => { this.CONSUME(tok); return op; } })),
          {
            GATE: () => this.isShiftRightAssignNext(),
            ALT: () => { this.CONSUME(T.Greater); this.CONSUME(T.GreaterEqual); return '>>=' as A.AssignOp; },
          },
        ],
      });
      const value = this.SUBRULE(this.assignment);
      return { op, value, opTok };
    });
    if (!tail) return target;
    return { kind: 'AssignExpr', op: tail.op, target, value: tail.value, opSpan: spanOf(tail.opTok), span: cover(target?.span, tail.value?.span) };
  });

  private conditional = this.RULE('conditional', (): A.Expr => {
    const cond = this.SUBRULE(this.logicalOr);
    const tail = this.OPTION(() => {
      this.CONSUME(T.Question);
      const then = this.withGreater(true, () => this.SUBRULE(this.expression));
      this.CONSUME(T.Colon);
      const otherwise = this.SUBRULE(this.assignment);
      return { then, otherwise };
    });
    if (!tail) return cond;
    return { kind: 'ConditionalExpr', cond, then: tail.then, otherwise: tail.otherwise, span: cover(cond?.span, tail.otherwise?.span) };
  });

  private leftAssociative(
    name: string,
    operators: [TokenType, A.BinaryOp][],
    next: () => (idx?: number) => A.Expr,
  ) {
    return this.RULE(name, (): A.Expr => {
      let left = this.SUBRULE(next());
      this.MANY(() => {
        const opTok = this.LA(1);
        const op = this.OR(operators.map(([tok, op]) => ({ ALT: () => { this.CONSUME(tok); return op; } })));
        const right = this.SUBRULE2(next());
        left = this.binary(op, left, right, opTok);
      });
      return left;
    });
  }

  /** `s.*pm`, `p->*pm` ([expr.mptr.oper]): binds tighter than `*`, looser than unary operators. */
  private pointerToMember = this.RULE('pointerToMember', (): A.Expr => {
    let left = this.SUBRULE(this.unary);
    this.MANY({
      GATE: () => (this.is(1, T.Dot) || this.is(1, T.Arrow)) && this.is(2, T.Star),
      DEF: () => {
        const opTok = this.OR([{ ALT: () => this.CONSUME(T.Dot) }, { ALT: () => this.CONSUME(T.Arrow) }]);
        const star = this.CONSUME(T.Star);
        const pointer = this.SUBRULE2(this.unary);
        left = { kind: 'MemberPointerExpr', object: left, pointer, arrow: opTok.image === '->', opSpan: cover(spanOf(opTok), spanOf(star)), span: cover(left?.span, pointer?.span) };
      },
    });
    return left;
  });

  private multiplicative: () => A.Expr = this.leftAssociative('multiplicative', [[T.Star, '*'], [T.Slash, '/'], [T.Percent, '%']], () => this.pointerToMember);
  private additive: () => A.Expr = this.leftAssociative('additive', [[T.Plus, '+'], [T.Minus, '-']], () => this.multiplicative);

  private shift = this.RULE('shift', (): A.Expr => {
    let left = this.SUBRULE(this.additive);
    this.MANY({
      // In a template argument list `>>` closes two lists (C++11 [temp.names]), unless parenthesised.
      GATE: () => this.is(1, T.LessLess) || (this.greaterAllowed() && this.isShiftRightNext() && !this.isShiftRightAssignNext()),
      DEF: () => {
        const opTok = this.LA(1);
        const op = this.OR<A.BinaryOp>({
          IGNORE_AMBIGUITIES: true,
          DEF: [
            { ALT: () => { this.CONSUME(T.LessLess); return '<<'; } },
            { ALT: () => { this.CONSUME(T.Greater); this.CONSUME2(T.Greater); return '>>'; } },
          ],
        });
        const right = this.SUBRULE2(this.additive);
        left = this.binary(op, left, right, opTok);
      },
    });
    return left;
  });

  private relational = this.RULE('relational', (): A.Expr => {
    let left = this.SUBRULE(this.shift);
    this.MANY({
      GATE: () => !this.is(1, T.Greater) || (this.greaterAllowed() && !this.isShiftRightNext() && !this.isShiftRightAssignNext()),
      DEF: () => {
        const opTok = this.LA(1);
        const op = this.OR<A.BinaryOp>([
          { ALT: () => { this.CONSUME(T.Less); return '<'; } },
          { ALT: () => { this.CONSUME(T.Greater); return '>'; } },
          { ALT: () => { this.CONSUME(T.LessEqual); return '<='; } },
          { ALT: () => { this.CONSUME(T.GreaterEqual); return '>='; } },
        ]);
        const right = this.SUBRULE2(this.shift);
        left = this.binary(op, left, right, opTok);
      },
    });
    return left;
  });

  private equality: () => A.Expr = this.leftAssociative('equality', [[T.EqualEqual, '=='], [T.BangEqual, '!=']], () => this.relational);
  private bitAnd: () => A.Expr = this.leftAssociative('bitAnd', [[T.Amp, '&']], () => this.equality);
  private bitXor: () => A.Expr = this.leftAssociative('bitXor', [[T.Caret, '^']], () => this.bitAnd);
  private bitOr: () => A.Expr = this.leftAssociative('bitOr', [[T.Pipe, '|']], () => this.bitXor);
  private logicalAnd: () => A.Expr = this.leftAssociative('logicalAnd', [[T.AmpAmp, '&&']], () => this.bitOr);
  private logicalOr: () => A.Expr = this.leftAssociative('logicalOr', [[T.PipePipe, '||']], () => this.logicalAnd);

  private unary = this.RULE('unary', (): A.Expr => {
    const start = this.LA(1);
    return this.OR<A.Expr>({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        {
          GATE: () => this.isCastStart(),
          ALT: () => {
            this.CONSUME(T.LParen);
            const type = this.withGreater(true, () => this.SUBRULE(this.typeRef));
            this.CONSUME(T.RParen);
            const operand = this.SUBRULE(this.unary);
            return { kind: 'CastExpr', style: 'c', type, operand, span: this.since(start) };
          },
        },
        {
          ALT: () => {
            const opTok = this.LA(1);
            const op = this.OR5(prefixOperators.map(([tok, op]) => ({ ALT: () => { this.CONSUME(tok); return op; } })));
            const operand = this.SUBRULE2(this.unary);
            return { kind: 'UnaryExpr', op, operand, opSpan: spanOf(opTok), span: this.since(start) } as A.Expr;
          },
        },
        {
          // `noexcept(e)`: `noexcept` is an identifier token, an operator only here.
          GATE: () => this.is(1, T.Identifier) && this.LA(1).image === 'noexcept' && this.is(2, T.LParen),
          ALT: () => {
            this.CONSUME3(T.Identifier);
            this.CONSUME3(T.LParen);
            const operand = this.SUBRULE4(this.expression);
            this.CONSUME3(T.RParen);
            return { kind: 'NoexceptExpr', operand, span: this.since(start) } as A.Expr;
          },
        },
        {
          ALT: () => {
            this.CONSUME(K.sizeof);
            return this.OR2({
              IGNORE_AMBIGUITIES: true,
              DEF: [
                {
                  GATE: () => this.is(1, T.LParen) && this.isTypeStartAt(2),
                  ALT: () => {
                    this.CONSUME2(T.LParen);
                    const type = this.SUBRULE2(this.typeRef);
                    this.CONSUME2(T.RParen);
                    return { kind: 'SizeofExpr', operand: { type }, span: this.since(start) } as A.Expr;
                  },
                },
                { ALT: () => ({ kind: 'SizeofExpr', operand: { expr: this.SUBRULE3(this.unary) }, span: this.since(start) }) as A.Expr },
              ],
            });
          },
        },
        {
          ALT: () => {
            this.CONSUME(K.new);
            const type = this.SUBRULE3(this.typeRef);
            const arraySize = this.OPTION(() => {
              this.CONSUME(T.LBracket);
              const n = this.SUBRULE(this.expression);
              this.CONSUME(T.RBracket);
              return n;
            });
            const args = this.OPTION2(() => this.SUBRULE(this.argumentList));
            return { kind: 'NewExpr', type, args: args ?? null, arraySize: arraySize ?? null, span: this.since(start) };
          },
        },
        {
          ALT: () => {
            this.CONSUME(K.delete);
            let isArray = false;
            this.OPTION3(() => { this.CONSUME2(T.LBracket); this.CONSUME2(T.RBracket); isArray = true; });
            const operand = this.SUBRULE4(this.unary);
            return { kind: 'DeleteExpr', operand, isArray, span: this.since(start) };
          },
        },
        { ALT: () => this.SUBRULE(this.postfix) },
      ],
    });
  });

  private argumentList = this.RULE('argumentList', (): A.Expr[] => {
    const args: A.Expr[] = [];
    this.CONSUME(T.LParen);
    this.withGreater(true, () => {
      this.MANY_SEP({
        SEP: T.Comma,
        DEF: () => args.push(this.SUBRULE(this.assignment)),
      });
    });
    this.CONSUME(T.RParen);
    return args;
  });

  private postfix = this.RULE('postfix', (): A.Expr => {
    let expr = this.SUBRULE(this.primary);
    this.MANY({
      // `s.*pm`, `p->*pm` belong to pointerToMember, a level up; a `{` continues only a type's name.
      GATE: () => !((this.is(1, T.Dot) || this.is(1, T.Arrow)) && this.is(2, T.Star)) && (!this.is(1, T.LBrace) || this.namesType(expr)),
      DEF: () => this.OR([
        {
          // `S{1, 2.0f}`, `std::vector<int>{1, 2}`: a temporary list-initialized as `S x{1, 2.0f};` would be.
          GATE: () => this.namesType(expr),
          ALT: () => {
            const list = this.SUBRULE(this.initList);
            const name = (expr as Extract<A.Expr, { kind: 'NameExpr' }>).name;
            const type: A.TypeRef = {
              spec: { kind: 'NamedTypeSpec', name, span: name?.span }, isConst: false, isVolatile: false, pointers: [], reference: null, arrayDims: [], span: name?.span,
            };
            expr = { kind: 'ConstructExpr', type, args: list.kind === 'InitListExpr' ? list.elements : [], braces: true, span: cover(expr?.span, spanOf(this.prev())) };
          },
        },
        {
          ALT: () => {
            const bracket = this.CONSUME(T.LBracket);
            const index = this.withGreater(true, () => this.SUBRULE(this.expression));
            this.CONSUME(T.RBracket);
            expr = { kind: 'SubscriptExpr', object: expr, index, bracketSpan: spanOf(bracket), span: cover(expr?.span, spanOf(this.prev())) };
          },
        },
        {
          ALT: () => {
            const args = this.SUBRULE(this.argumentList);
            expr = { kind: 'CallExpr', callee: expr, args, span: cover(expr?.span, spanOf(this.prev())) };
          },
        },
        {
          ALT: () => {
            const opTok = this.LA(1);
            const arrow = this.OR2([
              { ALT: () => { this.CONSUME(T.Dot); return false; } },
              { ALT: () => { this.CONSUME(T.Arrow); return true; } },
            ]);
            // `this->template f<int>()`: the member is a template, whatever the name.
            const templateKeyword = this.OPTION3(() => this.CONSUME(K.template));
            let name = this.CONSUME(T.Identifier);
            // `d.Base::f()`: a member named through one of the object's classes.
            const qualifier = this.OPTION2({
              GATE: () => this.is(1, T.ColonColon),
              DEF: () => {
                const owner = name;
                this.CONSUME(T.ColonColon);
                name = this.CONSUME2(T.Identifier);
                return owner.image;
              },
            });
            const templateArgs = this.OPTION({
              GATE: () => this.is(1, T.Less) && (memberTemplateNames.includes(name.image) || this.memberTemplateNamesSeen.has(name.image) || templateKeyword !== undefined),
              DEF: () => this.SUBRULE(this.templateArgs),
            });
            expr = {
              kind: 'MemberExpr', object: expr, member: name.image, memberSpan: spanOf(name), arrow, opSpan: spanOf(opTok),
              templateArgs: templateArgs ?? null, span: cover(expr?.span, spanOf(this.prev())),
              ...(qualifier ? { qualifier } : {}),
            };
          },
        },
        {
          ALT: () => {
            const op = this.CONSUME(T.PlusPlus);
            expr = { kind: 'UnaryExpr', op: 'post++', operand: expr, opSpan: spanOf(op), span: cover(expr?.span, spanOf(op)) };
          },
        },
        {
          ALT: () => {
            const op = this.CONSUME(T.MinusMinus);
            expr = { kind: 'UnaryExpr', op: 'post--', operand: expr, opSpan: spanOf(op), span: cover(expr?.span, spanOf(op)) };
          },
        },
      ]),
    });
    return expr;
  });

  private primary = this.RULE('primary', (): A.Expr => {
    const start = this.LA(1);
    return this.OR<A.Expr>({
      IGNORE_AMBIGUITIES: true,
      DEF: [
        {
          ALT: () => {
            const t = this.CONSUME(T.IntegerLiteral);
            return this.ACTION(() => {
              // `08`: a leading 0 makes the literal octal, where 8 and 9 are not digits.
              const bad = /^0[0-7]*([89])/.exec(t.image);
              if (bad) {
                const recognizer = this as unknown as { SAVE_ERROR(e: Error): Error };
                throw recognizer.SAVE_ERROR(new MismatchedTokenException(`invalid digit '${bad[1]}' in octal constant ${t.image}`, t, this.prev()));
              }
              return parseIntegerLiteral(t.image, spanOf(t));
            });
          },
        },
        {
          ALT: () => {
            const t = this.CONSUME(T.FloatLiteral);
            return this.ACTION(() => parseFloatLiteral(t.image, spanOf(t)));
          },
        },
        {
          ALT: () => {
            const t = this.CONSUME(T.CharLiteral);
            return this.ACTION(() => ({ kind: 'CharLiteral', value: parseCharLiteral(t.image), text: t.image, span: spanOf(t) }) as A.Expr);
          },
        },
        {
          ALT: () => {
            let value = '';
            this.AT_LEAST_ONE(() => {
              const t = this.CONSUME(T.StringLiteral);
              this.ACTION(() => { value += parseStringLiteral(t.image); });
            });
            return { kind: 'StringLiteral', value, span: this.since(start) };
          },
        },
        { ALT: () => { const t = this.CONSUME(K.true); return { kind: 'BoolLiteral', value: true, span: spanOf(t) }; } },
        { ALT: () => { const t = this.CONSUME(K.false); return { kind: 'BoolLiteral', value: false, span: spanOf(t) }; } },
        { ALT: () => { const t = this.CONSUME(K.nullptr); return { kind: 'NullptrLiteral', span: spanOf(t) }; } },
        { ALT: () => { const t = this.CONSUME(K.this); return { kind: 'ThisExpr', span: spanOf(t) }; } },
        {
          ALT: () => {
            this.CONSUME(T.LParen);
            const e = this.withGreater(true, () => this.SUBRULE(this.expression));
            this.CONSUME(T.RParen);
            return e;
          },
        },
        { ALT: () => this.SUBRULE(this.lambda) },
        { ALT: () => this.SUBRULE(this.initList) },
        {
          // float(x), int{3}: functional casts to built-in types
          GATE: () => this.isKeywordIn(1, builtinTypeKeywords),
          ALT: () => {
            const typeStart = this.LA(1);
            const words: string[] = [];
            this.AT_LEAST_ONE2({
              GATE: () => this.isKeywordIn(1, builtinTypeKeywords),
              DEF: () => { words.push(this.CONSUME(T.KeywordCategory).image); },
            });
            const typeSpan = this.since(typeStart);
            const type: A.TypeRef = {
              spec: { kind: 'BuiltinTypeSpec', keywords: words, span: typeSpan },
              isConst: false, isVolatile: false, pointers: [], reference: null, arrayDims: [], span: typeSpan,
            };
            const args = this.OR3([
              { ALT: () => this.SUBRULE(this.argumentList) },
              { ALT: () => { const l = this.SUBRULE2(this.initList); return l.kind === 'InitListExpr' ? l.elements : []; } },
            ]);
            if (args.length === 1) return { kind: 'CastExpr', style: 'functional', type, operand: args[0], span: this.since(start) };
            return { kind: 'ConstructExpr', type, args, braces: false, span: this.since(start) };
          },
        },
        {
          ALT: () => {
            const styleTok = this.OR4([
              { ALT: () => this.CONSUME(K.static_cast) },
              { ALT: () => this.CONSUME(K.reinterpret_cast) },
              { ALT: () => this.CONSUME(K.const_cast) },
              { ALT: () => this.CONSUME(K.dynamic_cast) },
            ]);
            this.CONSUME(T.Less);
            const type = this.withGreater(false, () => this.SUBRULE2(this.typeRef));
            this.CONSUME(T.Greater);
            this.CONSUME2(T.LParen);
            const operand = this.withGreater(true, () => this.SUBRULE2(this.expression));
            this.CONSUME2(T.RParen);
            return { kind: 'CastExpr', style: styleTok.image as A.CastStyle, type, operand, span: this.since(start) };
          },
        },
        {
          ALT: () => {
            this.CONSUME(K.typeid);
            this.CONSUME3(T.LParen);
            this.ACTION(() => {
              let depth = 1;
              while (depth > 0 && this.LA(1).tokenType !== EOF) {
                if (this.is(1, T.LParen)) depth++;
                if (this.is(1, T.RParen)) depth--;
                if (depth > 0) this.SKIP_TOKEN();
              }
            });
            this.CONSUME3(T.RParen);
            return { kind: 'TypeidExpr', span: this.since(start) };
          },
        },
        {
          ALT: () => {
            const name = this.SUBRULE(this.qualifiedName);
            return { kind: 'NameExpr', name, span: name?.span };
          },
        },
      ],
    });
  });

  private lambda = this.RULE('lambda', (): A.LambdaExpr => {
    const start = this.CONSUME(T.LBracket);
    let captureDefault: A.LambdaExpr['captureDefault'] = null;
    let captureDefaultSpan: Span | null = null;
    const captures: A.LambdaCapture[] = [];
    this.MANY_SEP({
      SEP: T.Comma,
      DEF: () => {
        this.OR({
          IGNORE_AMBIGUITIES: true,
          DEF: [
            { ALT: () => { const t = this.CONSUME(T.Equal); captureDefault = '='; captureDefaultSpan = spanOf(t); } },
            {
              GATE: () => this.is(1, T.Amp) && this.is(2, T.Identifier),
              ALT: () => {
                const amp = this.CONSUME(T.Amp);
                const id = this.CONSUME(T.Identifier);
                // C++14's init-capture `[&r = expr]`.
                const init = this.OPTION4(() => { this.CONSUME2(T.Equal); return this.SUBRULE(this.assignment); });
                captures.push({ name: id.image, byReference: true, span: this.since(amp), ...(init ? { init } : {}) });
              },
            },
            { ALT: () => { const t = this.CONSUME2(T.Amp); captureDefault = '&'; captureDefaultSpan = spanOf(t); } },
            {
              ALT: () => {
                const id = this.CONSUME2(T.Identifier);
                // C++14's init-capture `[x = expr]`.
                const init = this.OPTION5(() => { this.CONSUME3(T.Equal); return this.SUBRULE2(this.assignment); });
                captures.push({ name: id.image, byReference: false, span: init ? this.since(id) : spanOf(id), ...(init ? { init } : {}) });
              },
            },
            { ALT: () => { const t = this.CONSUME(K.this); captures.push({ name: 'this', byReference: false, span: spanOf(t) }); } },
          ],
        });
      },
    });
    this.CONSUME(T.RBracket);
    const params = this.OPTION(() => this.SUBRULE(this.parameterList));
    // `mutable`: an identifier in ampc's token set, not a keyword.
    const isMutable = this.OPTION3({
      GATE: () => this.is(1, T.Identifier) && this.LA(1).image === 'mutable',
      DEF: () => { this.CONSUME3(T.Identifier); return true; },
    }) ?? false;
    const restrictions = this.SUBRULE(this.restrictionSpecs);
    const returnType = this.OPTION2(() => {
      this.CONSUME(T.Arrow);
      return this.SUBRULE(this.typeRef);
    });
    const body = this.withGreater(true, () => this.SUBRULE(this.block));
    return {
      kind: 'Lambda', captureDefault, captureDefaultSpan, captures, params: params?.params ?? [], restrictions,
      returnType: returnType ?? null, body, span: this.since(start), ...(isMutable ? { isMutable } : {}),
    };
  });
}

// ---------------------------------------------------------------- literals

function parseIntegerLiteral(text: string, span: Span): A.Expr {
  const match = /^(0[xX][0-9a-fA-F]+|0[bB][01]+|\d+)([uUlL]*)$/.exec(text);
  const digits = match?.[1] ?? '0';
  const suffix = (match?.[2] ?? '').toLowerCase();
  let value: bigint;
  if (/^0[bB]/.test(digits)) value = BigInt(digits);
  else if (/^0[xX]/.test(digits)) value = BigInt(digits);
  else if (digits.length > 1 && digits.startsWith('0')) value = BigInt('0o' + digits.slice(1));
  else value = BigInt(digits);
  return { kind: 'IntLiteral', value, isUnsigned: suffix.includes('u'), isLong: suffix.includes('l'), text, span };
}

function parseFloatLiteral(text: string, span: Span): A.Expr {
  const isFloat = /[fF]$/.test(text);
  const value = Number(text.replace(/[fFlL]$/, ''));
  return { kind: 'FloatLiteral', value, isFloat, text, span };
}

const escapes: Record<string, number> = { n: 10, t: 9, r: 13, '0': 0, '\\': 92, "'": 39, '"': 34, a: 7, b: 8, f: 12, v: 11, '?': 63 };

function unescape(body: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c !== '\\') {
      out.push(body.codePointAt(i)!);
      continue;
    }
    const n = body[++i];
    if (n === 'x') {
      const hex = /^[0-9a-fA-F]+/.exec(body.slice(i + 1))?.[0] ?? '0';
      out.push(parseInt(hex, 16));
      i += hex.length;
    } else if (/[0-7]/.test(n)) {
      const oct = /^[0-7]{1,3}/.exec(body.slice(i))![0];
      out.push(parseInt(oct, 8));
      i += oct.length - 1;
    } else out.push(escapes[n] ?? n.charCodeAt(0));
  }
  return out;
}

function parseCharLiteral(text: string): number {
  const body = text.slice(text.indexOf("'") + 1, -1);
  return unescape(body)[0] ?? 0;
}

function parseStringLiteral(text: string): string {
  const body = text.slice(text.indexOf('"') + 1, -1);
  return String.fromCodePoint(...unescape(body));
}

// ---------------------------------------------------------------- entry point

export interface SyntaxError {
  message: string;
  span: Span;
  /** Valid C++ that the parser refuses by name (`unsupported`), not text that does not parse (`syntax`, the default). */
  rule?: 'unsupported';
}

/**
 * A parser error that refuses a construct of valid C++ ampc does not support (a template parameter
 * pack): reported under `unsupported`, as sema's refusals are, not as a syntax error.
 */
function unsupportedConstruct<E extends Error>(e: E): E {
  return Object.assign(e, { unsupportedConstruct: true });
}

let sharedParser: CppParser | null = null;

/**
 * What chevrotain's analysis does first (its `toFastProperties`, which it says makes the parser
 * 3-4 times faster): using the object as a prototype turns V8's dictionary-mode properties of the
 * parser, which defines a method per rule, back into fast ones.
 */
function toFastProperties(object: object): void {
  function FakeConstructor(): void {}
  FakeConstructor.prototype = object;
  const instance = new (FakeConstructor as unknown as new () => { probe?: unknown })();
  const read = () => typeof instance.probe;
  read();
  read();
}

let grammar: ReturnType<EmbeddedActionsParser['getGAstProductions']> | null = null;

/** The grammar as chevrotain records it, from a parser that ran its analysis (its lookahead is computed lazily). */
function recordedGrammar(): ReturnType<EmbeddedActionsParser['getGAstProductions']> {
  grammar ??= new CppParser(new TableLookaheadStrategy(MAX_LOOKAHEAD, T.allTokens, undefined)).getGAstProductions();
  return grammar;
}

const MAX_LOOKAHEAD = 2;

/**
 * Every production's lookahead paths, computed from the grammar as chevrotain would: the
 * table that ampc's bundles are built with (scripts/lookahead-table.mjs).
 */
export function computeLookaheadTable(): LookaheadTable {
  const record: LookaheadRecord = { alternations: {}, optionals: {}, gated: [], built: new Map() };
  const parser = new CppParser(new TableLookaheadStrategy(MAX_LOOKAHEAD, T.allTokens, undefined, record));
  // Which key chevrotain filed each built function under (its fields are internal: see installLookahead).
  const cacheKeys: Record<string, number> = {};
  for (const [cacheKey, f] of (parser as unknown as { lookAheadFuncsCache: Map<number, unknown> }).lookAheadFuncsCache) {
    const key = record.built.get(f);
    if (key === undefined) throw new Error(`chevrotain cached a lookahead function the strategy did not build (${cacheKey})`);
    cacheKeys[key] = cacheKey;
  }
  const { alternations, optionals, gated } = record;
  return { fingerprint: grammarFingerprint(Object.values(parser.getGAstProductions())), alternations, optionals, gated, cacheKeys };
}

/** Closing punctuation that clang reports as missing right after the previous token. */
const missingAfterPrevious = /^expected '(;|\)|\]|\}|,|>)'/;

function errorSpan(e: { message: string; token: IToken; previousToken?: IToken }, tokens: ParserToken[]): Span {
  const at = e.token.tokenType === EOF ? tokens[tokens.length - 1] ?? e.token : e.token;
  const previous = e.previousToken as ParserToken | undefined;
  if (missingAfterPrevious.test(e.message) && previous?.span && previous.span.file) {
    const end = previous.span.end;
    return { file: previous.span.file, start: end, end };
  }
  return spanOf(at);
}

/** Parses a preprocessed token stream. Never throws on bad input: errors come back as data. */
export function parseTokens(tokens: ParserToken[]): { unit: A.TranslationUnit; errors: SyntaxError[] } {
  sharedParser ??= new CppParser(new TableLookaheadStrategy(MAX_LOOKAHEAD, T.allTokens, lookaheadTable));
  return parseWith(sharedParser, tokens);
}

let referenceParser: CppParser | null = null;

/** `parseTokens` with the lookahead of `table` (test/parser/lookahead-table.test.ts). */
export function parseTokensWithTable(tokens: ParserToken[], table: LookaheadTable): { unit: A.TranslationUnit; errors: SyntaxError[] } {
  return parseWith(new CppParser(new TableLookaheadStrategy(MAX_LOOKAHEAD, T.allTokens, table)), tokens);
}

/**
 * `parseTokens` with chevrotain's own lookahead strategy: the reference that the table-driven
 * lookahead is tested against (test/parser/lookahead-table.test.ts).
 */
export function parseTokensWithChevrotainLookahead(tokens: ParserToken[]): { unit: A.TranslationUnit; errors: SyntaxError[] } {
  referenceParser ??= new CppParser(undefined);
  return parseWith(referenceParser, tokens);
}

function parseWith(parser: CppParser, tokens: ParserToken[]): { unit: A.TranslationUnit; errors: SyntaxError[] } {
  parser.resetNames();
  parser.input = tokens;
  const unit = parser.translationUnit();
  const errors = parser.errors.map((e): SyntaxError => ({
    message: e.message, span: errorSpan(e, tokens), ...('unsupportedConstruct' in e ? { rule: 'unsupported' as const } : {}),
  }));
  return { unit, errors };
}
