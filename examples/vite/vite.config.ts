import { defineConfig } from 'vite';
import ampc from 'ampc/vite';

export default defineConfig({
  plugins: [ampc()],
  // The runtime uses top-level await and WebGPU: browsers that have one have the other.
  build: { target: 'es2022' },
});
