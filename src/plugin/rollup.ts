/**
 * `import ampc from 'ampc/rollup'`, then `plugins: [ampc()]` in a Rollup or Rolldown config:
 * .cpp imports compile at build time (core.ts says what they give). Rolldown takes Rollup's
 * plugin form as it is.
 */
import { ampc } from './core.js';

export type { AmpcPluginOptions } from './core.js';
export default ampc.rollup;
