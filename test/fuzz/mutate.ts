/**
 * Token-level mutation of C++ sources for crash fuzzing: deletions, duplications, swaps, and
 * identifiers, literals and operators replaced by others. The result is usually not valid C++;
 * the compiler must answer it with diagnostics, never with an exception or a hang.
 */
import type { Random } from './random.js';

/** A rough C++ tokenisation, enough to cut and splice sources at token boundaries. */
export function tokenize(text: string): string[] {
  const re = /\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|#[^\n]*|[A-Za-z_][A-Za-z0-9_]*|\d[\w.]*(?:[eE][+-]\d+)?\w*|\.\d+\w*|<<=|>>=|->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||::|[-+*/%&|^!~=<>?:;,.(){}[\]]|./g;
  return text.match(re) ?? [];
}

const replacements = {
  identifier: ['int', 'unsigned', 'float', 'double', 'char', 'bool', 'auto', 'void', 'const', 'static', 'restrict', 'amp', 'cpu', 'index', 'extent', 'array_view', 'array', 'tiled_index', 'tile_static', 'parallel_for_each', 'template', 'typename', 'struct', 'return', 'if', 'else', 'for', 'while', 'do', 'switch', 'case', 'default', 'break', 'continue', 'sizeof', 'this', 'operator', 'namespace', 'using', 'std', 'concurrency', 'x', 'i', 'idx', 'wait', 'barrier', 'global', 'local', 'tile', 'get_extent', 'synchronize', 'new', 'delete', 'throw', 'try', 'catch', 'enum', 'class', 'public', 'long', 'short', 'signed', 'nullptr', 'true', 'false', 'static_cast', 'reinterpret_cast', 'decltype', 'mutable', 'volatile', 'goto', 'union', 'typedef'],
  literal: ['0', '1', '-1', '2', '3', '4', '7', '16', '256', '1024', '65535', '2147483647', '2147483648', '4294967295u', '0x7fffffff', '0.5f', '1e30f', '1e-45f', '3.4e38', '0.0', '1.0', "'a'", '"s"', '1u', '077', '0b101', '1ull', '100000000000'],
  operator: ['+', '-', '*', '/', '%', '<<', '>>', '&', '|', '^', '~', '!', '&&', '||', '=', '+=', '<<=', '==', '<', '>', '?', ':', '::', '.', '->', ',', ';', '(', ')', '[', ']', '{', '}', '<', '>', '++', '--', '#'],
} as const;

function category(token: string): keyof typeof replacements | 'space' {
  if (/^\s/.test(token) || token.startsWith('//') || token.startsWith('/*')) return 'space';
  if (/^[A-Za-z_]/.test(token)) return 'identifier';
  if (/^[\d'"]|^\.\d/.test(token)) return 'literal';
  return 'operator';
}

/** One random edit of `tokens` (in place). */
function edit(tokens: string[], random: Random, identifiers: string[]): void {
  if (tokens.length === 0) return;
  const at = random.int(0, tokens.length - 1);
  const kind = random.weighted<string>([['delete', 3], ['duplicate', 2], ['swap', 2], ['replace', 4], ['splice', 1], ['deleteRange', 1]]);
  switch (kind) {
    case 'delete':
      tokens.splice(at, 1);
      return;
    case 'duplicate':
      tokens.splice(at, 0, tokens[at]!);
      return;
    case 'swap': {
      const other = Math.min(tokens.length - 1, at + random.int(1, 6));
      [tokens[at], tokens[other]] = [tokens[other]!, tokens[at]!];
      return;
    }
    case 'replace': {
      const c = category(tokens[at]!);
      const pool = c === 'space' ? replacements.operator : c === 'identifier' && random.chance(0.5) && identifiers.length > 0 ? identifiers : replacements[c];
      tokens[at] = c === 'space' ? ` ${random.pick(pool)} ` : random.pick(pool);
      return;
    }
    case 'splice': {
      // A run of tokens copied elsewhere: whole statements and declarations land in odd places.
      const from = random.int(0, tokens.length - 1);
      const run = tokens.slice(from, from + random.int(1, 30));
      tokens.splice(at, 0, ...run);
      return;
    }
    case 'deleteRange':
      tokens.splice(at, random.int(2, 20));
      return;
  }
}

/** `source` with 1..maxEdits random token edits. */
export function mutate(source: string, random: Random, maxEdits = 4): string {
  const tokens = tokenize(source);
  const identifiers = [...new Set(tokens.filter((t) => /^[A-Za-z_]\w*$/.test(t)))];
  const edits = random.int(1, maxEdits);
  for (let i = 0; i < edits; i++) edit(tokens, random, identifiers);
  return tokens.join('');
}
