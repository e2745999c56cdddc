/**
 * The source maps `ampc` writes beside its outputs, and the inline one `ampc run` gives Node
 * (src/codegen/source-map.ts builds them). Sources are named as a debugger finds them: relative
 * to the map's folder when written to disk, as file URLs when inlined into a temporary module;
 * a file not on disk (a built-in header) keeps its name, its text being in `sourcesContent`.
 */
import { existsSync } from 'node:fs';
import { basename, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LineTable } from './codegen/line-tags.js';
import { sourceMap, sourceMappingComment, wgslLineTable } from './codegen/source-map.js';
import type { SourceFiles } from './source.js';

/** `relative(dir, file)` with '/' separators for a file on disk, else the file's name as it is. */
function nameFrom(dir: string | null, file: string): string {
  if (!existsSync(file)) return file;
  if (dir === null) return pathToFileURL(resolve(file)).href;
  return relative(resolve(dir), resolve(file)).split('\\').join('/');
}

/**
 * A generated host module written to `path`, with its map at `path.map` and the comment
 * pointing there: the files to write.
 */
export function hostWithMap(path: string, code: string, lines: LineTable, files: SourceFiles, dir: string): Array<{ path: string; text: string }> {
  const map = sourceMap(lines, { file: basename(path), sourceName: (f) => nameFrom(dir, f), files });
  return [
    { path, text: code + sourceMappingComment(`${basename(path)}.map`) },
    { path: `${path}.map`, text: JSON.stringify(map) + '\n' },
  ];
}

/** A module for `ampc run`, its map inline (Node applies it once source maps are enabled). */
export function hostWithInlineMap(code: string, lines: LineTable, files: SourceFiles): string {
  return code + sourceMappingComment(sourceMap(lines, { file: 'main.mjs', sourceName: (f) => nameFrom(null, f), files }));
}

/** The kernels' line table beside `wgslPath` (`NAME.wgsl.map.json`, see WgslLineTable). */
export function wgslTableFile(wgslPath: string, lines: LineTable, dir: string): { path: string; text: string } {
  const table = wgslLineTable(lines, basename(wgslPath), (f) => nameFrom(dir, f));
  return { path: `${wgslPath}.map.json`, text: JSON.stringify(table) + '\n' };
}
