/**
 * The library prelude's declarations (src/sema/library-prelude.ts), when they were parsed at
 * build time. The bundles that ampc ships (the `ampc` command and the browser build) replace
 * this module with the prelude serialized as it is built (scripts/prelude-ast.mjs), so a
 * compile starts without preprocessing and parsing the library's C++ (most of a small
 * program's parse). Unbundled, as in dist/src and the tests, there is none and the prelude is
 * parsed on first use.
 */
export interface PrebuiltPrelude {
  /** Each piece (one header's C++ text) of the prelude, in its order. */
  readonly pieces: readonly PrebuiltPiece[];
  /** The prelude's C++ the pieces were parsed from, so stale ones are never used. */
  readonly fingerprint: string;
}

export interface PrebuiltPiece {
  /**
   * The declarations as JSON, with each `bigint` written as its decimal string. A function, so
   * that V8 only scans the long string literal until a program needs the piece.
   */
  readonly json: () => string;
  /** Where those `bigint`s are: the property path from the declarations array to each. */
  readonly bigints: readonly (readonly (string | number)[])[];
  /** The names the piece declares, and the pieces it needs (see library-prelude.ts). */
  readonly names: readonly string[];
  readonly dependsOn: readonly number[];
}

export const prebuiltPrelude: PrebuiltPrelude | undefined = undefined;
