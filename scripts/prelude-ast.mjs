/**
 * An esbuild plugin that replaces src/sema/library-prelude-ast (the .ts source or its compiled
 * .js) with the library prelude's declarations, parsed by the compiler in dist/ (so run it after
 * `tsc`) as the bundle is built. The compiler checks the prelude text's fingerprint anyway.
 *
 * `files` (the command's bundles, for Node): each piece's JSON goes into a file of its own beside
 * the bundle, `<files>-<i>.json`, read when a program first needs the piece; the bundle's text,
 * which V8 reads, hashes and keeps at every start (and the start-up snapshot holds), stays half
 * the size. Without it (the browser's bundle) the JSON is in the bundle.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { basename, dirname, join } from 'node:path';

export function preludeAstPlugin(root, files) {
  return {
    name: 'ampc-prelude-ast',
    setup(build) {
      build.onLoad({ filter: /[\\/]sema[\\/]library-prelude-ast\.(ts|js)$/ }, async () => {
        const { serializedPrelude } = await import(pathToFileURL(join(root, 'dist/src/sema/library-prelude.js')).href);
        const { pieces, fingerprint } = serializedPrelude();
        const describe = (p, json) => `{ json: ${json}, bigints: ${JSON.stringify(p.bigints)}, names: ${JSON.stringify(p.names)}, dependsOn: ${JSON.stringify(p.dependsOn)} }`;
        if (files) {
          mkdirSync(dirname(join(root, files)), { recursive: true });
          pieces.forEach((p, i) => writeFileSync(join(root, `${files}-${i}.json`), p.json()));
          const url = (i) => `new URL(${JSON.stringify(`./${basename(files)}-${i}.json`)}, import.meta.url)`;
          const printed = pieces.map((p, i) => describe(p, `() => readFileSync(${url(i)}, 'utf8')`));
          return { contents: `import { readFileSync } from 'node:fs';\nexport const prebuiltPrelude = { pieces: [\n${printed.join(',\n')}\n], fingerprint: ${JSON.stringify(fingerprint)} };\n`, loader: 'js' };
        }
        // Each piece's JSON inside a function: V8 compiles (and copies) a function's string
        // literals only when it is first called, so a program pays for the pieces it uses.
        const printed = pieces.map((p) => describe(p, `() => ${JSON.stringify(p.json())}`));
        return { contents: `export const prebuiltPrelude = { pieces: [\n${printed.join(',\n')}\n], fingerprint: ${JSON.stringify(fingerprint)} };\n`, loader: 'js' };
      });
    },
  };
}
