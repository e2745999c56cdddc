/**
 * The generated module imports runtime exports by name; a C++ name that equals one is renamed
 * (src/codegen/host/names.ts), which needs the list of exports to be complete.
 */
import * as runtime from '../../runtime/index.js';
import { runtimeExportNames } from '../../src/codegen/host/runtime-names.js';
import { compile } from '../../src/driver.js';

test('every runtime export is in the list of names C++ identifiers must not take', () => {
  const listed = new Set(runtimeExportNames);
  expect(Object.keys(runtime).filter((name) => !listed.has(name))).toEqual([]);
});

test('program names equal to runtime exports are renamed, and a class keeps its name with the import aliased', () => {
  const source = [
    '#include <vector>',
    '#include <numeric>',
    'struct Vector { int x; };',
    'int copy(int v) { return v; }',
    'int main() { int iota = 2; std::vector<int> xs(3, 1); Vector v{copy(iota)}; return std::accumulate(xs.begin(), xs.end(), v.x); }',
  ].join('\n');
  const result = compile('t.cpp', source);
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const host = result.output?.host ?? '';
  expect(host).toMatch(/import \{[^}]*\bVector as Vector_rt\b[^}]*\}/);
  expect(host).toContain('class Vector {');
  expect(host).toContain('function copy_(');
  expect(host).toContain('let iota_');
  expect(host).toMatch(/\baccumulate\(/);
});
