/**
 * The preprocessor never throws, whatever the input, and the sample programs
 * preprocess cleanly.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Backslash, Hash, HashHash, Newline } from '../../src/lexer/tokens.js';
import { run } from './helpers.js';

const samplesDirectory = join(process.cwd(), 'samples');
const cppFiles = (directory: string): string[] =>
  readdirSync(directory)
    .filter((name) => name.endsWith('.cpp'))
    .map((name) => join(directory, name));

describe('samples', () => {
  const valid = [...cppFiles(samplesDirectory), ...cppFiles(join(samplesDirectory, 'invalid'))];

  test.each(valid)('%s preprocesses without diagnostics', (path) => {
    const result = run(readFileSync(path, 'utf8'), {}, path);
    expect(result.diagnostics).toEqual([]);
    expect(result.systemHeaders.has('amp.h')).toBe(true);
    expect(result.tokens.length).toBeGreaterThan(50);
    const dropped = [Newline, Hash, HashHash, Backslash];
    expect(result.tokens.some((t) => dropped.includes(t.tokenType))).toBe(false);
    // Tokens not made by a macro are spelled exactly where their span says.
    const text = readFileSync(path, 'utf8');
    for (const token of result.tokens.filter((t) => t.span.expandedFrom === undefined)) {
      expect(text.slice(token.span.start.offset, token.span.end.offset)).toBe(token.image);
    }
  });

  test('SAMPLESIZE and MATRIXSIZE expand in the sampling example', () => {
    const path = join(samplesDirectory, 'sampling-example.cpp');
    const result = run(readFileSync(path, 'utf8'), { defines: new Map([['SAMPLESIZE', '4']]) }, path);
    const names = new Set(result.tokens.map((t) => t.image));
    expect(names.has('SAMPLESIZE')).toBe(false);
    expect(names.has('MATRIXSIZE')).toBe(false);
    const fours = result.tokens.filter((t) => t.image === '4' && t.span.expandedFrom?.macro === 'SAMPLESIZE');
    expect(fours.length).toBeGreaterThan(0);
    expect(fours[0].span.expandedFrom?.span.file).toBe('<command line>');
  });
});

describe('never throws', () => {
  // A small deterministic generator, so failures reproduce.
  let seed = 12345;
  const random = (n: number): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const pieces = [
    '#define ', '#undef ', '#if ', '#ifdef ', '#elif ', '#else', '#endif', '#include ', '#error', '#', '##', '\n',
    '\\\n', 'F', 'G', 'X', '(', ')', ',', '...', '__VA_ARGS__', '"s"', "'c'", '<', '>', '1', '0x', '/', '*', ' ',
    'defined', '@', '"', "'", '/*', '*/', '//', '?', ':', '-', '!', '&&', '"a.h"', '__LINE__', '__FILE__',
  ];

  test('on random token soup', () => {
    const files = { 'a.h': '#include "a.h"\nF(' };
    for (let round = 0; round < 400; round++) {
      let text = '';
      const length = 1 + random(60);
      for (let i = 0; i < length; i++) text += pieces[random(pieces.length)];
      expect(() => run(text, { files })).not.toThrow();
    }
  });
});
