#!/usr/bin/env node
/**
 * `npm run playground`: builds the playground (scripts/build-browser.mjs) and serves
 * dist/playground on http://127.0.0.1:PORT/ (a secure context, so WebGPU is offered).
 *
 *   node scripts/serve-playground.mjs [--port N] [--no-build] [--dir FOLDER]
 *
 * Port 0 picks a free port. `--dir` serves another folder (the browser tests serve dist/,
 * for dist/browser's bundles beside dist/playground). The first line printed is `serving <url>` (tests read it).
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBrowser } from './build-browser.mjs';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const args = process.argv.slice(2);
const portFlag = args.indexOf('--port');
const port = portFlag >= 0 ? Number(args[portFlag + 1]) : 8080;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`serve-playground: bad --port '${args[portFlag + 1]}'`);
  process.exit(2);
}

const dirFlag = args.indexOf('--dir');
const built = args.includes('--no-build') ? fileURLToPath(new URL('../dist/playground', import.meta.url)) : (await buildBrowser()).playground;
const root = dirFlag >= 0 ? resolve(args[dirFlag + 1] ?? '.') : built;

const server = createServer((request, response) => {
  const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
  // Only files inside the folder: `..` in a URL must not reach the rest of the disk.
  let isFile = false;
  try {
    isFile = (file === root || file.startsWith(root + sep)) && statSync(file).isFile();
  } catch {
    isFile = false;
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405).end();
  } else if (!isFile) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
  } else {
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  }
});

server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  console.log(`serving http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/`);
});
