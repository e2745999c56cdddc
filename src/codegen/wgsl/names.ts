/** C++ identifiers that are reserved in WGSL get a trailing underscore. */
const reserved = new Set([
  'alias', 'array', 'atomic', 'bitcast', 'bool', 'break', 'case', 'const', 'const_assert', 'continue', 'continuing',
  'default', 'diagnostic', 'discard', 'else', 'enable', 'f16', 'f32', 'false', 'fn', 'for', 'i32', 'if', 'let', 'loop',
  'mat2x2', 'mat3x3', 'mat4x4', 'override', 'ptr', 'requires', 'return', 'sampler', 'struct', 'switch', 'texture_2d',
  'true', 'u32', 'var', 'vec2', 'vec3', 'vec4', 'while', 'workgroup', 'uniform', 'storage', 'function', 'private',
  'target', 'meta', 'module', 'self', 'super', 'unsafe', 'async', 'await', 'export', 'import', 'macro', 'mod', 'move',
  'mut', 'new', 'null', 'static', 'typedef', 'typeof', 'union', 'using', 'virtual', 'where', 'yield', 'auto', 'do',
  'enum', 'goto', 'inline', 'namespace', 'operator', 'private', 'public', 'sizeof', 'template', 'this', 'throw', 'try',
  'type', 'unsigned', 'void', 'volatile', 'select', 'all', 'any', 'dot', 'min', 'max', 'abs', 'sqrt', 'main',
  // WGSL's other reserved words that are C++ identifiers (WGSL spec, "Reserved Words").
  'NULL', 'Self', 'abstract', 'active', 'as', 'asm_fragment', 'attribute', 'become', 'binding_array', 'cast', 'coherent',
  'column_major', 'common', 'compile', 'compile_fragment', 'concept', 'crate', 'debugger', 'demote', 'demote_to_helper',
  'extends', 'external', 'fallthrough', 'filter', 'final', 'finally', 'from', 'fxgroup', 'get', 'groupshared', 'highp',
  'impl', 'implements', 'instanceof', 'interface', 'layout', 'lowp', 'macro_rules', 'match', 'mediump', 'nil', 'noinline',
  'nointerpolation', 'non_coherent', 'noncoherent', 'noperspective', 'of', 'package', 'packoffset', 'partition', 'pass',
  'patch', 'pixelfragment', 'precise', 'precision', 'premerge', 'priv', 'pub', 'readonly', 'ref', 'regardless', 'require',
  'resource', 'set', 'shared', 'smooth', 'snorm', 'std', 'subroutine', 'trait', 'unless', 'unorm', 'unsized', 'use',
  'varying', 'wgsl', 'with', 'writeonly',
]);

export function wgslName(name: string): string {
  let n = name.replace(/^__+/, '_');
  if (n.startsWith('__')) n = n.slice(1);
  return reserved.has(n) ? `${n}_` : n;
}
