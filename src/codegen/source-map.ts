/**
 * Source maps from generated code back to the C++ (line-tags.ts records which statement each
 * generated line comes from).
 *
 * - Host code: standard v3 source maps (https://sourcemaps.info/spec.html), one segment per
 *   generated line that a statement printed, at column 0, pointing at the statement's start.
 *   The VLQ encoder is hand-written: it is 20 lines, and ampc takes no dependency for it.
 * - Kernels: a plain line table beside the `.wgsl` (`WgslLineTable`), since WebGPU reports
 *   compilation messages by WGSL line, and the runtime maps those lines without decoding VLQ.
 *
 * Imports no Node module: the browser build uses it too.
 */
import type { SourceFiles } from '../source.js';
import type { LineTable } from './line-tags.js';

export interface SourceMapV3 {
  version: 3;
  /** The generated file's name. */
  file: string;
  sources: string[];
  sourcesContent: Array<string | null>;
  names: string[];
  mappings: string;
}

/** One decoded segment: generated column, source index, source line, source column (all 0-based). */
export type Segment = [number, number, number, number];

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 VLQ: the sign in the lowest bit, then 5 bits a digit, least significant first, bit 6 meaning "more". */
export function encodeVlq(value: number): string {
  let rest = value < 0 ? (-value << 1) | 1 : value << 1;
  let out = '';
  do {
    let digit = rest & 31;
    rest >>>= 5;
    if (rest > 0) digit |= 32;
    out += BASE64[digit];
  } while (rest > 0);
  return out;
}

/** The values of a run of VLQ digits (one segment's fields). */
export function decodeVlqs(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of text) {
    const digit = BASE64.indexOf(ch);
    if (digit < 0) throw new Error(`not a base64 VLQ digit: '${ch}'`);
    value += (digit & 31) * 2 ** shift;
    shift += 5;
    if ((digit & 32) === 0) {
      values.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** `mappings` decoded to absolute segments per generated line (for tests and tools; segments with fewer than 4 fields are skipped). */
export function decodeMappings(mappings: string): Segment[][] {
  let source = 0, line = 0, column = 0;
  return mappings.split(';').map((group) => {
    let generated = 0;
    const segments: Segment[] = [];
    for (const text of group.split(',')) {
      if (text === '') continue;
      const v = decodeVlqs(text);
      generated += v[0];
      if (v.length < 4) continue;
      source += v[1];
      line += v[2];
      column += v[3];
      segments.push([generated, source, line, column]);
    }
    return segments;
  });
}

export interface SourceMapOptions {
  /** The generated file's name (the map's `file`). */
  file: string;
  /** How the map names a C++ file (relative to the map's location, or an absolute URL). */
  sourceName: (cppFile: string) => string;
  /** The C++ texts, for `sourcesContent`. */
  files: SourceFiles;
}

/** A v3 source map of a generated file whose lines are described by `lines`. */
export function sourceMap(lines: LineTable, options: SourceMapOptions): SourceMapV3 {
  const sources: string[] = [];
  const indexOf = new Map<string, number>();
  let previous = { source: 0, line: 0, column: 0 };
  const groups = lines.map((at) => {
    if (at === null) return '';
    let source = indexOf.get(at.file);
    if (source === undefined) {
      source = sources.length;
      sources.push(at.file);
      indexOf.set(at.file, source);
    }
    const next = { source, line: at.line - 1, column: at.column - 1 };
    const segment = encodeVlq(0) + encodeVlq(next.source - previous.source) + encodeVlq(next.line - previous.line) + encodeVlq(next.column - previous.column);
    previous = next;
    return segment;
  });
  return {
    version: 3,
    file: options.file,
    sources: sources.map(options.sourceName),
    sourcesContent: sources.map((f) => options.files.get(f) ?? null),
    names: [],
    mappings: groups.join(';'),
  };
}

/** The comment that points a JS/TS module at its map: a file name, or the map itself as a data URL. */
export function sourceMappingComment(map: SourceMapV3 | string): string {
  if (typeof map === 'string') return `//# sourceMappingURL=${map}\n`;
  const bytes = new TextEncoder().encode(JSON.stringify(map));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `//# sourceMappingURL=data:application/json;charset=utf-8;base64,${btoa(binary)}\n`;
}

/**
 * The kernels' line table (`NAME.wgsl.map.json`): `lines[k] = [wgslLine, source, line, column]`
 * says that WGSL line `wgslLine` (1-based) was printed from the C++ statement at
 * `sources[source]`:`line`:`column` (1-based). Lines no statement printed are absent.
 */
export interface WgslLineTable {
  version: 1;
  file: string;
  sources: string[];
  lines: Array<[number, number, number, number]>;
}

export function wgslLineTable(lines: LineTable, file: string, sourceName: (cppFile: string) => string): WgslLineTable {
  const sources: string[] = [];
  const rows: Array<[number, number, number, number]> = [];
  lines.forEach((at, n) => {
    if (at === null) return;
    let source = sources.indexOf(at.file);
    if (source < 0) source = sources.push(at.file) - 1;
    rows.push([n + 1, source, at.line, at.column]);
  });
  return { version: 1, file, sources: sources.map(sourceName), lines: rows };
}
