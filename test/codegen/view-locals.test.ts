/**
 * array_view locals in kernels (`auto row = in[i];`): a window on one captured view, whose offset
 * (and extent, where read) the WGSL keeps in `let`s where the local is declared.
 */
import { emitWgsl } from '../../src/codegen/wgsl/emit-wgsl.js';
import { viewRootVariable } from '../../src/sema/amp-views.js';
import { forEachStmt } from '../../src/sema/walk.js';
import { checkClean } from '../sema/helpers.js';

const rows = `float total(array_view<const float, 1> r) restrict(amp) {
  float s = 0;
  for (int k = 0; k < r.extent[0]; k++) s += r[k];
  return s;
}
void run(std::vector<float>& x, std::vector<float>& y) {
  array_view<const float, 2> in(4, 8, x);
  array_view<float, 1> out(4, y);
  parallel_for_each(out.extent, [=](index<1> i) restrict(amp) {
    array_view<const float, 1> row = in[i[0]];
    auto whole = in;
    auto tail = row.section(2, 3);
    out[i] = row[1] + tail[0] + total(row) + total(whole[0]);
  });
}`;

test('a view local names the captured view its initialiser comes from', () => {
  const program = checkClean(rows);
  const kernel = program.kernels[0];
  const roots: string[] = [];
  forEachStmt(kernel.body, (s) => {
    if (s.kind === 'VarDecl' && s.variable.ampViewSource) roots.push(`${s.variable.name}:${viewRootVariable(s.variable.ampViewSource)?.name}`);
  });
  expect(roots).toEqual(['row:in', 'whole:in', 'tail:in']);
});

test('a row is an offset let; a section of it adds to the offset; a copy of the whole view is the view', () => {
  const result = emitWgsl(checkClean(rows));
  expect(result.diagnostics.map((d) => d.message)).toEqual([]);
  const code = result.code;
  expect(code).toContain('  let row_offset = i * in_extent1;\n  let tail_offset = row_offset + 2;\n');
  expect(code).toContain('run_kernel0_out[i] = run_kernel0_in[row_offset + 1] + run_kernel0_in[tail_offset] + total_run_kernel0_1(row_offset, in_extent1) + total_run_kernel0_1(0, in_extent1);');
});

test('the extent of a section to the end is a let only where it is read', () => {
  const result = emitWgsl(checkClean(`void run(std::vector<int>& x) {
  array_view<int, 2> a(4, 8, x);
  parallel_for_each(extent<1>(4), [=](index<1> i) restrict(amp) {
    int k = i[0];
    array_view<int, 2> rest = a.section(index<2>(k, 1));
    array_view<int, 2> quiet = a.section(index<2>(k, 2));
    k = 0;
    rest(0, 0) = rest.extent[0] * 10 + rest.extent[1] + k;
    quiet(0, 0) = 1;
  });
}`));
  expect(result.diagnostics.map((d) => d.message)).toEqual([]);
  const code = result.code;
  expect(code).toContain('  let rest_offset = k * a_extent1 + 1;\n  let rest_extent0 = (a_extent0 - k);\n  let rest_extent1 = (a_extent1 - 1);\n  let quiet_offset = k * a_extent1 + 2;\n  k = 0;\n');
  expect(code).toContain('run_kernel0_a[rest_offset] = rest_extent0 * 10 + rest_extent1 + k;');
  expect(code).not.toContain('quiet_extent');
});
