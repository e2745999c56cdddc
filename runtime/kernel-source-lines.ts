/**
 * WebGPU's compilation messages about a generated kernel, reported at the C++ line. The host
 * module gives each kernel the table of which C++ statement each WGSL line was printed from
 * (ampc's `NAME.wgsl.map.json` holds the same table), and a message at a WGSL line the table
 * covers is prefixed with that statement's `file:line:column`.
 */

/** `lines[k] = [wgslLine, source, line, column]`: WGSL line `wgslLine` (1-based) comes from `sources[source]:line:column`. */
export interface KernelSourceLines {
  sources: string[];
  lines: Array<[number, number, number, number]>;
}

/** The C++ `file:line:column` of a WGSL line, or null where no statement printed it. */
export function cppLocation(table: KernelSourceLines, wgslLine: number): string | null {
  const row = table.lines.find((r) => r[0] === wgslLine);
  return row ? `${table.sources[row[1]] ?? '?'}:${row[2]}:${row[3]}` : null;
}

/** One line per message: `x.cpp:10:5: error: … (WGSL 12:7)`, or the WGSL position alone when no C++ line is known. */
export function describeCompilationMessages(messages: readonly Pick<GPUCompilationMessage, 'type' | 'message' | 'lineNum' | 'linePos'>[], table: KernelSourceLines | undefined): string {
  return messages.map((m) => {
    const at = m.lineNum > 0 && table ? cppLocation(table, m.lineNum) : null;
    const wgslAt = m.lineNum > 0 ? `WGSL ${m.lineNum}:${m.linePos}` : 'WGSL';
    return at ? `${at}: ${m.type}: ${m.message} (${wgslAt})` : `${wgslAt}: ${m.type}: ${m.message}`;
  }).join('\n');
}
