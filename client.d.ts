/**
 * Types for the imports ampc's bundler plugins add to an app, as `vite/client` gives Vite's:
 * add `"types": ["ampc/client"]` to tsconfig's compilerOptions. A `.cpp` module's own exports
 * are typed by the `x.d.cpp.ts` the plugin writes beside it with `declarations: true`
 * (TypeScript reads it under `allowArbitraryExtensions`).
 */

/** `import wgsl from './x.cpp?wgsl'`: every kernel of x.cpp, as one WGSL module. */
declare module '*.cpp?wgsl' {
  const wgsl: string;
  export default wgsl;
}
