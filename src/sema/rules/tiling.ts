/**
 * Rules about tiles that need whole kernels: tile_static size and reach,
 * barriers in uniform control flow (`uniformity.ts`) and races on
 * tile_static memory (`races.ts`).
 */
import type { DiagnosticBag } from '../../diagnostics.js';
import { storageLayout } from '../../codegen/layout.js';
import type { Span } from '../../source.js';
import type { Kernel, Program } from '../program.js';
import { firstBarrierReached, transitiveCallees } from './amp-rules.js';
import { checkRaces } from './races.js';
import { checkBarrierUniformity } from './uniformity.js';

/** C++ AMP (DirectX 11) gives a tile 32 KB of tile_static memory. */
export const TILE_STATIC_LIMIT = 32 * 1024;

export function checkTiling(program: Program, diags: DiagnosticBag): void {
  for (const kernel of program.kernels) {
    const callees = transitiveCallees(kernel.callees);
    if (!kernel.tile) {
      // Each barrier once, reported for the call from the kernel that reaches it.
      const reported = new Set<Span>();
      for (const fn of kernel.callees) {
        const barrier = firstBarrierReached(fn);
        if (!barrier || reported.has(barrier)) continue;
        reported.add(barrier);
        diags.error('barrier-outside-tiled', `'${fn.name}' waits at a tile barrier but is called from a parallel_for_each that is not tiled`, barrier, [
          { message: 'the non-tiled parallel_for_each', span: kernel.span },
        ]);
      }
      for (const fn of callees) {
        for (const v of fn.tileStatics) {
          diags.warning('tile-static-non-tiled-callee', `tile_static variable '${v.name}' in '${fn.name}', which is called from a parallel_for_each that is not tiled; its behaviour there is undefined`, v.span, [
            { message: 'the non-tiled parallel_for_each', span: kernel.span },
          ]);
        }
      }
      continue;
    }
    checkTileStaticSize(kernel, [...kernel.tileStatics, ...callees.flatMap((f) => f.tileStatics)], diags);
    checkBarrierUniformity(kernel, diags);
    checkRaces(kernel, diags);
  }
}

function checkTileStaticSize(kernel: Kernel, vars: Kernel['tileStatics'], diags: DiagnosticBag): void {
  let total = 0;
  for (const v of vars) {
    total += storageLayout(v.type).size;
    if (total > TILE_STATIC_LIMIT) {
      diags.error('tile-static-size', `the tile_static variables of this kernel need ${vars.reduce((n, x) => n + storageLayout(x.type).size, 0)} bytes; C++ AMP allows 32768 bytes per tile`, v.span, [
        { message: 'in this parallel_for_each', span: kernel.span },
      ]);
      return;
    }
  }
}
