/**
 * `import ampc from 'ampc/esbuild'`, then `plugins: [ampc()]` in esbuild's build options:
 * .cpp imports compile at build time (core.ts says what they give).
 */
import { ampc } from './core.js';

export type { AmpcPluginOptions } from './core.js';
export default ampc.esbuild;
