import { defineConfig } from 'vite';
import ampc from 'ampc/vite';

export default defineConfig({
  // declarations: each imported x.cpp's exports, typed, in x.d.cpp.ts (tsconfig.json reads them).
  plugins: [ampc({ declarations: true })],
  // The runtime uses top-level await and WebGPU: browsers that have one have the other.
  build: { target: 'es2022' },
});
