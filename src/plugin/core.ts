/**
 * ampc as a bundler plugin, written once with unplugin; `ampc/vite` and `ampc/esbuild` are
 * its Vite and esbuild forms (vite.ts, esbuild.ts).
 *
 * - `import { sgemm, main } from './kernels.cpp'` compiles the file at build time to the
 *   host module, as JavaScript: what library mode exports (every function with external
 *   linkage, and `main`), running on the runtime that `ampc/runtime` is.
 * - `import wgsl from './kernels.cpp?wgsl'` is the file's WGSL, all kernels, as a string.
 *
 * Compile errors fail the module with clang's text and a `loc` (messages.ts); warnings go to
 * the bundler's warnings. Every file the compile read is a watch file, so Vite's HMR and
 * watch mode recompile when an included header changes, not only the .cpp itself.
 *
 * The runtime: the generated code imports `ampc/runtime`, and the plugin resolves that (for
 * the .cpp modules and for the app's own imports alike) to the runtime of the ampc the plugin
 * comes from, so the code and the runtime always come from the same version and an app has
 * one runtime instance (one device, one cout). The runtime loads Dawn (`webgpu`) only where
 * there is no `navigator.gpu`; the plugin keeps that import external, so a browser bundle
 * neither contains nor evaluates it.
 */
import { createRequire } from 'node:module';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, sep } from 'node:path';
import { createUnplugin, type UnpluginBuildContext, type UnpluginContext } from 'unplugin';
import { compile } from '../driver.js';
import { bundlerMessages, type WarningOptions } from './messages.js';

export interface AmpcPluginOptions extends WarningOptions {
  /** Macros, as `-D NAME=VALUE` (a value of '' defines the name as empty). */
  defines?: Record<string, string>;
  /** `-I` directories, absolute or relative to the working directory. */
  includePaths?: readonly string[];
  /**
   * Write each imported `x.cpp`'s exports as TypeScript declarations to `x.d.cpp.ts` beside
   * it, where TypeScript finds them for `import { f } from './x.cpp'` under
   * `allowArbitraryExtensions`. Off by default: it writes into the source tree.
   */
  declarations?: boolean;
}

/** The specifier generated host modules import their runtime from. */
const RUNTIME = 'ampc/runtime';
/** This ampc's runtime (package self-reference: it resolves inside the package the plugin is in). */
const runtimeFile = createRequire(import.meta.url).resolve(RUNTIME);
const runtimeDir = dirname(runtimeFile) + sep;

/** What an import of a .cpp asks for, or null for ids the plugin leaves alone. */
export type CppRequest = { file: string; kind: 'module' | 'wgsl' };

/**
 * `x.cpp` is the host module and `x.cpp?wgsl` the WGSL. Other queries (Vite's `?raw`, `?url`,
 * ...) belong to other plugins, which have already turned the file into JavaScript. Vite's
 * dev server marks imports of non-JavaScript files with `?import`, which means nothing else.
 */
export function parseCppId(id: string): CppRequest | null {
  const queryStart = id.indexOf('?');
  const file = queryStart < 0 ? id : id.slice(0, queryStart);
  if (!file.endsWith('.cpp')) return null;
  const params = [...new URLSearchParams(queryStart < 0 ? '' : id.slice(queryStart + 1)).keys()].filter((p) => p !== 'import');
  if (params.length === 0) return { file, kind: 'module' };
  if (params.length === 1 && params[0] === 'wgsl') return { file, kind: 'wgsl' };
  return null;
}

/** Where `id`, imported by `importer`, resolves when it is the runtime or the runtime's import of Dawn. */
function resolveRuntime(id: string, importer: string | undefined): { id: string; external: boolean } | null {
  if (id === RUNTIME) return { id: runtimeFile, external: false };
  if (id === 'webgpu' && importer?.startsWith(runtimeDir)) return { id: 'webgpu', external: true };
  return null;
}

type Context = UnpluginBuildContext & UnpluginContext;

function compileRequest(this: Context, request: CppRequest, text: string, options: AmpcPluginOptions): string {
  const result = compile(request.file, text, {
    defines: new Map(Object.entries(options.defines ?? {})),
    includePaths: options.includePaths,
    typed: false,
    runtimeImport: RUNTIME,
  });
  for (const file of result.files.keys()) {
    // Built-in system headers have names, not paths; the main file is watched already.
    if (file !== request.file && isAbsolute(file) && existsSync(file)) this.addWatchFile(file);
  }
  const messages = bundlerMessages(result.diagnostics, result.files, options);
  for (const warning of messages.warnings) this.warn(warning);
  if (messages.error !== null || result.output === null) {
    // Rollup's and Vite's `error` throws; esbuild's (through unplugin) records the error,
    // which reaches esbuild with the module's contents, so there must be contents.
    this.error(messages.error ?? { message: `${request.file}: ampc produced no output`, id: request.file });
    return '';
  }
  switch (request.kind) {
    case 'module':
      if (options.declarations) writeDeclarations(request.file, result.output.declarations);
      return result.output.host;
    case 'wgsl':
      return `export default ${JSON.stringify(result.output.wgsl)};\n`;
  }
}

/**
 * `x.cpp`'s declarations to `x.d.cpp.ts`, only when they changed: a watcher that sees the
 * write must not see one on every rebuild.
 */
function writeDeclarations(cppFile: string, declarations: string): void {
  const target = cppFile.replace(/\.cpp$/, '.d.cpp.ts');
  if (existsSync(target) && readFileSync(target, 'utf8') === declarations) return;
  writeFileSync(target, declarations);
}

/**
 * Rollup and Rolldown read a module's file by its id, query included, so `x.cpp?wgsl` is
 * read here (Vite's and esbuild's loaders drop the query themselves).
 */
function loadWithQuery(id: string): string | null {
  const request = parseCppId(id);
  return request !== null && request.file !== id ? readFileSync(request.file, 'utf8') : null;
}

export const ampc = createUnplugin((options: AmpcPluginOptions | undefined) => {
  const settings = options ?? {};
  return {
    name: 'ampc',
    // Before other plugins: the source is C++, which no JavaScript transform can read.
    enforce: 'pre',
    transformInclude: (id) => parseCppId(id) !== null,
    transform(text, id) {
      const request = parseCppId(id)!;
      const code = compileRequest.call(this, request, text, settings);
      // Nothing in the output maps to the C++ text line by line: say so, rather than leave
      // the bundler to guess (an empty mapping, not a missing map, which Vite warns about).
      // `moduleType` tells Vite's Rolldown that a `.cpp` module is now JavaScript.
      return { code, map: { mappings: '' }, moduleType: 'js' } as { code: string; map: { mappings: string } };
    },
    vite: { resolveId: (id: string, importer: string | undefined) => resolveRuntime(id, importer) },
    rollup: { resolveId: (id: string, importer: string | undefined) => resolveRuntime(id, importer), load: loadWithQuery },
    rolldown: { resolveId: (id: string, importer: string | undefined) => resolveRuntime(id, importer), load: loadWithQuery },
    esbuild: {
      // Only .cpp files go through the plugin's load callback (the query is esbuild's suffix).
      onLoadFilter: /\.cpp$/,
      // unplugin's generic resolveId would put the runtime in a namespace of its own, where
      // esbuild cannot load it; esbuild's own resolve callbacks keep it a plain file.
      setup(build) {
        build.onResolve({ filter: /^(ampc\/runtime|webgpu)$/ }, (args) => {
          const resolved = resolveRuntime(args.path, args.importer);
          return resolved === null ? undefined : { path: resolved.id, external: resolved.external };
        });
      },
    },
  };
});
