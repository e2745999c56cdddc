/**
 * Path arithmetic for `#include`, in plain string operations: file access is
 * injected, and the preprocessor must not depend on Node's `path` module.
 * Paths use `/`; a `\` in an include name (common in Windows sources) is read as `/`.
 */

export function directoryOf(path: string): string {
  const slash = path.lastIndexOf('/');
  if (slash < 0) return '';
  return slash === 0 ? '/' : path.slice(0, slash);
}

export function isAbsolutePath(path: string): boolean {
  return path.startsWith('/') || /^[A-Za-z]:\//.test(path);
}

/** `directory/name`, with `.` and `..` segments resolved where they can be. */
export function joinPath(directory: string, name: string): string {
  const normalizedName = name.replace(/\\/g, '/');
  if (isAbsolutePath(normalizedName) || directory === '') return normalizePath(normalizedName);
  return normalizePath(`${directory.replace(/\\/g, '/')}/${normalizedName}`);
}

export function normalizePath(path: string): string {
  const absolute = path.startsWith('/');
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    const last = segments[segments.length - 1];
    if (segment === '..' && last !== undefined && last !== '..') segments.pop();
    else if (segment === '..' && absolute) continue; // `/..` is `/`
    else segments.push(segment);
  }
  const joined = segments.join('/');
  if (absolute) return `/${joined}`;
  return joined === '' ? '.' : joined;
}
