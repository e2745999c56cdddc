/**
 * The library's declarations that are written in C++ itself: `<type_traits>`'s class templates
 * `<amp_short_vectors.h>`'s `short_vector<T, N>` / `short_vector_traits<T>`, and std::swap, std::array,
 * std::tuple and std::pair (src/library/type-traits.ts, short-vectors.ts, utility.ts, std-array.ts, tuple.ts, pair.ts). They are parsed once per process
 * and declared before the program's own declarations, so sema instantiates and specialises them
 * like the program's templates. Like the rest of the library, their names are visible whatever
 * the program includes, and the parser knows them (src/parser/known-names.ts).
 *
 * A program gets the pieces whose names its tokens spell, with the pieces those need: a piece
 * whose names it never spells cannot be found by its lookups, so declaring it would change
 * nothing but the time a compile takes (parsing and declaring all of it is most of a small
 * program's). Bundled, the pieces come parsed (library-prelude-ast.ts).
 */
import { preprocess } from '../lexer/preprocess.js';
import type * as A from '../parser/ast.js';
import { parseTokens } from '../parser/parser.js';
import { shortVectorTemplates } from '../library/short-vectors.js';
import { typeTraitsHeader } from '../library/type-traits.js';
import { utilityHeader } from '../library/utility.js';
import { stdArrayHeader } from '../library/std-array.js';
import { tupleHeader } from '../library/tuple.js';
import { pairHeader } from '../library/pair.js';
import { pplForEachHeader, pplHeader } from '../library/ppl-header.js';
import { windowsTypedefsHeader } from '../library/windows-timing.js';
import { minmaxHeader } from '../library/minmax.js';
import { initializerListHeader } from '../library/initializer-list.js';
import { queuingModeHeader } from '../library/accelerator.js';
import { prebuiltPrelude, type PrebuiltPrelude, type PrebuiltPiece } from './library-prelude-ast.js';
import { Identifier } from '../lexer/tokens.js';
import { fingerprint } from '../fingerprint.js';

/**
 * The pieces: a header's name, its C++, and the names sema gives it besides those it declares
 * (`std::tuple<A, B>` is the piece's `__tuple2<A, B>`: std-classes.ts).
 */
const sources: readonly (readonly [file: string, text: string, alsoNamed: readonly string[]])[] = [
  ['<type_traits>', typeTraitsHeader, []],
  ['<amp_short_vectors.h>', shortVectorTemplates, []],
  // In this order: array and tuple use __unordered, and tuple_size and tuple_element are specialised for array.
  ['<utility>', utilityHeader, []],
  ['<array>', stdArrayHeader, []],
  ['<tuple>', tupleHeader, ['tuple', 'tie']],
  // After <tuple>: pair specialises its tuple_size and tuple_element.
  ['<utility>', pairHeader, []],
  ['<ppl.h>', pplHeader, []],
  // Its iterator parallel_for_each (src/sema/ppl-for-each.ts), apart: C++ AMP's parallel_for_each is spelled the same.
  ['<ppl.h>', pplForEachHeader, ['parallel_for_each']],
  ['<Windows.h>', windowsTypedefsHeader, []],
  ['<algorithm>', minmaxHeader, []],
  // `auto l = {1, 2};` makes one where no token names it: a program spelling `auto` gets it (src/pipeline.ts).
  ['<initializer_list>', initializerListHeader, ['auto']],
  ['<amp.h>', queuingModeHeader, []],
];

/** One piece of the prelude. */
interface Piece {
  /** Its declarations, parsed or revived on first use. */
  decls: () => A.TopLevelDecl[];
  /** The names it declares (classes, functions, typedefs…), at any namespace depth. */
  names: readonly string[];
  /** The pieces (indices into `sources`) that declare a name it spells. */
  dependsOn: readonly number[];
}

/**
 * The pieces, parsed (or revived) once per process and shared by every compilation: an immutable
 * cache, not state of one. It holds only the library's syntax trees, which sema reads and never
 * writes; what checking them makes (classes, functions) is each compilation's own.
 */
let pieces: Piece[] | null = null;

function allPieces(): Piece[] {
  pieces ??= prebuiltPrelude && prebuiltPrelude.fingerprint === preludeFingerprint()
    ? prebuiltPrelude.pieces.map(revivePiece)
    : parsePieces();
  return pieces;
}

/**
 * The prelude's declarations that a program spelling `identifiers` can reach, in the prelude's
 * order; all of them when `identifiers` is not given.
 */
export function libraryPreludeDeclarations(identifiers?: ReadonlySet<string>): readonly A.TopLevelDecl[] {
  const all = allPieces();
  const needed = all.map((p) => !identifiers || p.names.some((n) => identifiers.has(n)));
  for (let changed = true; changed;) {
    changed = false;
    all.forEach((p, i) => {
      if (!needed[i]) return;
      for (const d of p.dependsOn) if (!needed[d]) needed[d] = changed = true;
    });
  }
  return all.flatMap((p, i) => (needed[i] ? p.decls() : []));
}

function parsePieces(): Piece[] {
  const parsed = sources.map(([file, text, alsoNamed]) => {
    const pp = preprocess(file, text, { readFile: () => undefined });
    const result = parseTokens(pp.tokens);
    // The texts are the compiler's own: an error in them is a bug in ampc, not in the program.
    const problem = pp.diagnostics[0]?.message ?? result.errors[0]?.message;
    if (problem) throw new Error(`ampc's library declarations in ${file} do not parse: ${problem}`);
    const spelled = new Set(pp.tokens.filter((t) => t.tokenType === Identifier).map((t) => t.image));
    return { decls: result.unit.decls, names: [...declaredNames(result.unit.decls), ...alsoNamed], spelled };
  });
  return parsed.map((p, i) => ({
    decls: () => p.decls,
    names: p.names,
    dependsOn: parsed.flatMap((q, j) => (j !== i && q.names.some((n) => p.spelled.has(n)) ? [j] : [])),
  }));
}

function declaredNames(decls: readonly A.TopLevelDecl[]): string[] {
  const names = new Set<string>();
  const visit = (d: A.TopLevelDecl | A.FunctionDecl | A.StructDecl | A.VarDecl): void => {
    switch (d.kind) {
      case 'VarDecl': break; // a static data member's definition declares no new name
      case 'NamespaceDecl': d.decls.forEach(visit); break;
      case 'TemplateDecl': visit(d.decl); break;
      case 'StructDecl': case 'TypedefDecl': names.add(d.name); break;
      case 'FunctionDecl': names.add(d.name.parts[d.name.parts.length - 1]!); break;
      case 'DeclGroup': for (const v of d.decls) names.add(v.name); break;
      case 'EnumDecl':
        if (d.name) names.add(d.name);
        for (const e of d.enumerators) names.add(e.name);
        break;
      case 'UsingDeclaration': names.add(d.name.parts[d.name.parts.length - 1]!); break;
      default: throw new Error(`ampc's library declarations hold an unexpected ${d.kind}`);
    }
  };
  decls.forEach(visit);
  return [...names];
}

/** Identifies the prelude's C++ (its headers' names and texts). */
function preludeFingerprint(): string {
  return fingerprint(sources.map(([file, text]) => `${file}\0${text}`).join('\0'));
}

/** The prelude parsed now, as the build serializes it (scripts/prelude-ast.mjs). */
export function serializedPrelude(): PrebuiltPrelude {
  return { pieces: parsePieces().map(serializePiece), fingerprint: preludeFingerprint() };
}

function serializePiece(piece: Piece): PrebuiltPiece {
  const bigints: (string | number)[][] = [];
  const path: (string | number)[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'bigint') bigints.push([...path]);
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      path.push(Array.isArray(value) ? Number(key) : key);
      walk(child);
      path.pop();
    }
  };
  const decls = piece.decls();
  walk(decls);
  // Spans shared between nodes become equal copies; nothing compares spans of the prelude by identity.
  const json = JSON.stringify(decls, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  return { json: () => json, bigints, names: piece.names, dependsOn: piece.dependsOn };
}

/** Each piece's declarations as the bundles revive them (test/sema/library-prelude.test.ts). */
export function revivedPrelude(prebuilt: PrebuiltPrelude): A.TopLevelDecl[][] {
  return prebuilt.pieces.map((p) => revivePiece(p).decls());
}

function revivePiece(prebuilt: PrebuiltPiece): Piece {
  let decls: A.TopLevelDecl[] | undefined;
  const revive = (): A.TopLevelDecl[] => {
    const revived = JSON.parse(prebuilt.json()) as A.TopLevelDecl[];
    for (const path of prebuilt.bigints) {
      let holder: Record<string | number, unknown> = revived as unknown as Record<number, unknown>;
      for (const key of path.slice(0, -1)) holder = holder[key] as Record<string | number, unknown>;
      const last = path[path.length - 1]!;
      holder[last] = BigInt(holder[last] as string);
    }
    return revived;
  };
  return { decls: () => (decls ??= revive()), names: prebuilt.names, dependsOn: prebuilt.dependsOn };
}
