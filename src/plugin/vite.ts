/**
 * `import ampc from 'ampc/vite'`, then `plugins: [ampc()]` in vite.config: .cpp imports
 * compile at build time (core.ts says what they give).
 */
import { ampc } from './core.js';

export type { AmpcPluginOptions } from './core.js';
export default ampc.vite;
