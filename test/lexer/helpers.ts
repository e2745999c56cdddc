/** Shared helpers for the preprocessor tests: an in-memory file system and compact views of results. */
import type { Diagnostic } from '../../src/diagnostics.js';
import { preprocess, type PreprocessOptions, type PreprocessResult } from '../../src/lexer/preprocess.js';

export function memoryFiles(files: Record<string, string>): (path: string) => string | undefined {
  return (path) => (Object.prototype.hasOwnProperty.call(files, path) ? files[path] : undefined);
}

export function run(
  text: string,
  options: Partial<PreprocessOptions> & { files?: Record<string, string> } = {},
  file = 'main.cpp',
): PreprocessResult {
  const { files = {}, ...rest } = options;
  return preprocess(file, text, { readFile: memoryFiles(files), ...rest });
}

/** Output token spellings joined by single spaces. */
export function images(result: PreprocessResult): string {
  return result.tokens.map((token) => token.image).join(' ');
}

/** `code@line:column` for each diagnostic, in order. */
export function where(diagnostics: readonly Diagnostic[]): string[] {
  return diagnostics.map((d) => `${d.code}@${d.span.start.line}:${d.span.start.column}`);
}

/** Text and no diagnostics, the common expectation. */
export function expandsTo(text: string, options: Parameters<typeof run>[1] = {}): string {
  const result = run(text, options);
  expect(result.diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual([]);
  return images(result);
}
