/**
 * The compiler for Node: src/pipeline.ts with the real file system as its host,
 * so `#include "x.h"` and -I directories read files from disk. Browsers use
 * src/browser.ts, which gives the same pipeline an in-memory host instead.
 */
import fs from 'node:fs';
import { compile as compileWithHost, type CompileOptions, type CompileResult } from './pipeline.js';

export type { CompileOptions, CompileResult } from './pipeline.js';

/** Reads a file from disk; a missing or unreadable one is `undefined` (the preprocessor reports it). */
export function readFromDisk(path: string): string | undefined {
  try {
    return fs.readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Compiles `text` (the contents of `file`); `options.readFile` defaults to the file system. */
export function compile(file: string, text: string, options: CompileOptions = {}): CompileResult {
  return compileWithHost(file, text, { ...options, readFile: options.readFile ?? readFromDisk });
}
