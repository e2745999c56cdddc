/**
 * The parser's LL(k) lookahead, without chevrotain's start-up analysis.
 *
 * `performSelfAnalysis` asks a lookahead strategy for one function per alternation, option and
 * repetition of every rule. chevrotain's own strategy computes each one's lookahead paths
 * there and then: about 150 ms for this C++ grammar, most of a compile's start-up. This
 * strategy takes the paths from a table computed when ampc is bundled
 * (`lookahead-paths.ts`, replaced by `scripts/lookahead-table.mjs`), and computes a
 * production's paths with chevrotain's `getLookaheadPaths` only when the table has none for it
 * or was made from another grammar (the table carries the grammar's fingerprint), and then only
 * when the parser first reaches that production. The functions it builds decide exactly as
 * chevrotain's do: alternatives are tried in order, a false GATE skips its alternative, and a
 * path matches when each of the next tokens matches its token type or one of its categories.
 */
import { fingerprint } from '../fingerprint.js';
import { getLookaheadPaths, LLkLookaheadStrategy, serializeGrammar, tokenMatcher, type ILookaheadStrategy, type IOrAlt, type IToken, type Rule, type TokenType } from 'chevrotain';

type Strategy = ILookaheadStrategy;
type AlternationOptions = Parameters<Strategy['buildLookaheadForAlternation']>[0];
type OptionalOptions = Parameters<Strategy['buildLookaheadForOptional']>[0];
type AlternationFunction = ReturnType<Strategy['buildLookaheadForAlternation']>;
type OptionalFunction = ReturnType<Strategy['buildLookaheadForOptional']>;

/** A path: the token types of the next tokens, by name. One production has a list of paths. */
export type NamedPath = readonly string[];

/** Lookahead paths of a whole grammar, keyed by `productionKey`. */
export interface LookaheadTable {
  /** `grammarFingerprint` of the grammar the paths were computed from. */
  readonly fingerprint: string;
  /** An alternation's paths, per alternative. */
  readonly alternations: Readonly<Record<string, readonly (readonly NamedPath[])[]>>;
  /** The paths that enter an option or repetition. */
  readonly optionals: Readonly<Record<string, readonly NamedPath[]>>;
  /** The alternations with GATEs (chevrotain's `hasPredicates`). */
  readonly gated?: readonly string[];
  /**
   * chevrotain's own key for each production's lookahead function in the parser it was made
   * from. With these the parser skips `performSelfAnalysis` altogether (`installLookahead`).
   */
  readonly cacheKeys?: Readonly<Record<string, number>>;
}

/** What a table records as a parser's analysis builds it (`computeLookaheadTable`). */
export interface LookaheadRecord {
  alternations: Record<string, NamedPath[][]>;
  optionals: Record<string, NamedPath[]>;
  gated: string[];
  /** The lookahead function the strategy built for each production. */
  built: Map<unknown, string>;
}

/** What a parser calls its lookahead functions with: `this` is the parser. */
interface LookaheadParser {
  LA(howMuch: number): IToken;
}

type Path = readonly TokenType[];

export class TableLookaheadStrategy implements Strategy {
  private table: LookaheadTable | undefined;
  private readonly tokenTypes: ReadonlyMap<string, TokenType>;

  /**
   * `table` is used only when its fingerprint is the grammar's; `record`, when given, receives
   * every production's paths as they are computed (the generator's way to make a table).
   */
  constructor(
    private readonly maxLookahead: number,
    tokens: readonly TokenType[],
    table: LookaheadTable | undefined,
    private readonly record?: LookaheadRecord,
  ) {
    this.tokenTypes = new Map(tokens.map((t) => [t.name, t]));
    this.table = table;
  }

  /** chevrotain's LL(k) checks (ambiguous alternatives…); run only under AMPC_VALIDATE_GRAMMAR. */
  validate(options: Parameters<Strategy['validate']>[0]): ReturnType<Strategy['validate']> {
    return new LLkLookaheadStrategy({ maxLookahead: this.maxLookahead }).validate(options);
  }

  initialize(options: { rules: Rule[] }): void {
    if (this.table && this.table.fingerprint !== grammarFingerprint(options.rules)) this.table = undefined;
  }

  buildLookaheadForAlternation(options: AlternationOptions): AlternationFunction {
    const key = productionKey(options.rule.name, 'Alternation', options.prodOccurrence);
    const named = this.table?.alternations[key];
    let alternatives = named ? named.map((paths) => paths.map((p) => this.pathOf(p))) : undefined;
    const compute = () =>
      getLookaheadPaths({ occurrence: options.prodOccurrence, rule: options.rule, prodType: 'Alternation', maxLookahead: options.maxLookahead || this.maxLookahead }) as Path[][];
    const gated = options.hasPredicates;
    if (this.record) {
      alternatives = compute();
      this.record.alternations[key] = alternatives.map((paths) => paths.map(nameOf));
      if (gated) this.record.gated.push(key);
      const built = alternationFunction(alternatives, gated);
      this.record.built.set(built, key);
      return built;
    }
    if (alternatives) return alternationFunction(alternatives, gated);
    let built: AlternationFunction | undefined;
    return function (this: LookaheadParser, orAlts) {
      built ??= alternationFunction(compute(), gated);
      return built.call(this, orAlts);
    };
  }

  buildLookaheadForOptional(options: OptionalOptions): OptionalFunction {
    const key = productionKey(options.rule.name, options.prodType, options.prodOccurrence);
    const named = this.table?.optionals[key];
    let paths = named ? named.map((p) => this.pathOf(p)) : undefined;
    // chevrotain's paths for an optional production are [inside, after]; only `inside` decides.
    const compute = () =>
      (getLookaheadPaths({ occurrence: options.prodOccurrence, rule: options.rule, prodType: options.prodType, maxLookahead: options.maxLookahead || this.maxLookahead }) as Path[][])[0] ?? [];
    if (this.record) {
      paths = compute();
      this.record.optionals[key] = paths.map(nameOf);
      const built = optionalFunction(paths);
      this.record.built.set(built, key);
      return built;
    }
    if (paths) return optionalFunction(paths);
    let built: OptionalFunction | undefined;
    return function (this: LookaheadParser) {
      built ??= optionalFunction(compute());
      return built.call(this);
    };
  }

  /**
   * The table's lookahead functions by chevrotain's cache key, when the table has the keys
   * (it was made from this grammar, by this build), or undefined: the parser then runs
   * chevrotain's analysis, which calls the two methods above.
   */
  prebuiltFunctions(): Map<number, AlternationFunction | OptionalFunction> | undefined {
    const table = this.table;
    if (!table?.cacheKeys) return undefined;
    const gated = new Set(table.gated);
    const functions = new Map<number, AlternationFunction | OptionalFunction>();
    for (const [key, cacheKey] of Object.entries(table.cacheKeys)) {
      const alternatives = table.alternations[key];
      const optional = table.optionals[key];
      if (alternatives) functions.set(cacheKey, alternationFunction(alternatives.map((paths) => paths.map((p) => this.pathOf(p))), gated.has(key)));
      else if (optional) functions.set(cacheKey, optionalFunction(optional.map((p) => this.pathOf(p))));
      else throw new Error(`lookahead table has a key but no paths for '${key}'`);
    }
    return functions;
  }

  private pathOf(names: NamedPath): Path {
    return names.map((name) => {
      const type = this.tokenTypes.get(name);
      if (!type) throw new Error(`lookahead table names an unknown token type '${name}'`);
      return type;
    });
  }
}

export function productionKey(rule: string, production: string, occurrence: number): string {
  return `${rule}/${production}/${occurrence}`;
}

/** A hash of the grammar's serialized productions: a table made from another grammar is not used. */
export function grammarFingerprint(rules: readonly Rule[]): string {
  return fingerprint(JSON.stringify(serializeGrammar([...rules])));
}

function nameOf(path: Path): NamedPath {
  return path.map((t) => t.name);
}

function matches(parser: LookaheadParser, path: Path): boolean {
  for (let i = 0; i < path.length; i++) if (!tokenMatcher(parser.LA(i + 1), path[i]!)) return false;
  return true;
}

/**
 * The first alternative whose GATE (when `gated`: the OR has GATEs) allows it and one of whose
 * paths matches, as chevrotain chooses.
 */
function alternationFunction(alternatives: readonly (readonly Path[])[], gated: boolean): AlternationFunction {
  const byFirstToken = gated ? undefined : singleTokenChoice(alternatives);
  if (byFirstToken) {
    return function (this: LookaheadParser) {
      return byFirstToken[this.LA(1).tokenTypeIdx!];
    };
  }
  return function (this: LookaheadParser, orAlts?: IOrAlt<unknown>[]) {
    for (let t = 0; t < alternatives.length; t++) {
      const gate = orAlts?.[t]?.GATE;
      if (gate && gate.call(this) === false) continue;
      for (const path of alternatives[t]!) if (matches(this, path)) return t;
    }
    return undefined;
  };
}

/**
 * When every path is one token long, the alternative each token type (or a type of its
 * category) chooses: the first that lists it, as trying them in order would give.
 */
function singleTokenChoice(alternatives: readonly (readonly Path[])[]): (number | undefined)[] | undefined {
  if (!alternatives.every((paths) => paths.every((p) => p.length === 1))) return undefined;
  const choice: (number | undefined)[] = [];
  alternatives.forEach((paths, index) => {
    for (const [type] of paths) {
      for (const idx of [type!.tokenTypeIdx!, ...(type!.categoryMatches ?? [])]) choice[idx] ??= index;
    }
  });
  return choice;
}

function optionalFunction(paths: readonly Path[]): OptionalFunction {
  return function (this: LookaheadParser) {
    for (const path of paths) if (matches(this, path)) return true;
    return false;
  };
}
