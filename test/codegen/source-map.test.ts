/**
 * The source-map pieces on their own: the base64 VLQ encoder against values worked out by hand
 * from the v3 spec, the mappings of a small line table, and the in-band line tags the emitters use.
 */
import { decodeMappings, decodeVlqs, encodeVlq, sourceMap, wgslLineTable } from '../../src/codegen/source-map.js';
import { tagLines, untagLines, type LineTable } from '../../src/codegen/line-tags.js';
import type { Span } from '../../src/source.js';

describe('base64 VLQ', () => {
  it.each([
    [0, 'A'], [1, 'C'], [-1, 'D'], [15, 'e'], [-15, 'f'], [16, 'gB'], [-16, 'hB'], [1000, 'w+B'], [-1000, 'x+B'], [123456, 'gkxH'],
  ])('%i is %s', (value, text) => {
    expect(encodeVlq(value)).toBe(text);
    expect(decodeVlqs(text)).toEqual([value]);
  });

  it('decodes a run of fields', () => {
    expect(decodeVlqs('AAgBC')).toEqual([0, 0, 16, 1]);
  });
});

describe('sourceMap', () => {
  const at = (file: string, line: number, column: number) => ({ file, line, column });

  it('gives each tagged line one segment, relative to the previous one, and skips untagged lines', () => {
    const lines: LineTable = [null, at('a.cpp', 3, 5), at('a.cpp', 4, 3), null, at('b.h', 1, 1)];
    const map = sourceMap(lines, { file: 'a.js', sourceName: (f) => `src/${f}`, files: new Map([['a.cpp', 'A'], ['b.h', 'B']]) });
    // Worked by hand: [0,0,+2,+4], [0,0,+1,-2], [0,+1,-3,-2].
    expect(map.mappings).toBe(';AAEI;AACF;;ACHF');
    expect(map.sources).toEqual(['src/a.cpp', 'src/b.h']);
    expect(map.sourcesContent).toEqual(['A', 'B']);
    expect(decodeMappings(map.mappings)).toEqual([[], [[0, 0, 2, 4]], [[0, 0, 3, 2]], [], [[0, 1, 0, 0]]]);
  });

  it('writes the kernels\' line table with 1-based lines', () => {
    const table = wgslLineTable([null, null, at('k.cpp', 9, 5)], 'k.wgsl', (f) => f);
    expect(table).toEqual({ version: 1, file: 'k.wgsl', sources: ['k.cpp'], lines: [[3, 0, 9, 5]] });
  });
});

describe('line tags', () => {
  const span = (line: number): Span => ({ file: 'x.cpp', start: { offset: 0, line, column: 3 }, end: { offset: 0, line, column: 9 } });

  it('keeps the innermost statement\'s position and removes every marker', () => {
    const inner = tagLines(['    y = 1;', '    z = 2;\n    w = 3;'], span(5));
    const outer = tagLines(['  if (c) {', ...inner.map((l) => `  ${l}`), '  }'], span(4));
    const { text, lines } = untagLines(['function f() {', ...outer, '}'].join('\n'));
    expect(text).toBe('function f() {\n  if (c) {\n      y = 1;\n      z = 2;\n    w = 3;\n  }\n}');
    expect(lines.map((l) => l?.line ?? null)).toEqual([null, 4, 5, 5, 5, 4, null]);
  });
});
