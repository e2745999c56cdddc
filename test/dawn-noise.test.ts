import { DawnNoiseFilter } from '../src/dawn-noise.js';

const WARNING_U = 'Warning: maxDynamicUniformBuffersPerPipelineLayout artificially reduced from 1000000 to 16 to fit dynamic offset allocation limit.\n';
const WARNING_S = 'Warning: maxDynamicStorageBuffersPerPipelineLayout artificially reduced from 1000000 to 16 to fit dynamic offset allocation limit.\n';

function filtered(chunks: string[]): { out: string; writes: string[] } {
  const writes: string[] = [];
  const filter = new DawnNoiseFilter((t) => writes.push(t));
  for (const c of chunks) filter.push(c);
  filter.end();
  return { out: writes.join(''), writes };
}

describe('DawnNoiseFilter', () => {
  it('drops the two warnings and keeps everything else in order', () => {
    expect(filtered([WARNING_U + 'error: x\n' + WARNING_S + 'terminate called\n']).out).toBe('error: x\nterminate called\n');
  });

  it('recognises a warning split across chunks at any point', () => {
    const text = 'a\n' + WARNING_U + 'b\n';
    for (let cut = 0; cut <= text.length; cut++) expect(filtered([text.slice(0, cut), text.slice(cut)]).out).toBe('a\nb\n');
  });

  it('passes a partial line at once unless it may become a warning', () => {
    const writes: string[] = [];
    const filter = new DawnNoiseFilter((t) => writes.push(t));
    filter.push('progress: 10%');
    expect(writes).toEqual(['progress: 10%']);
    filter.push('Warning: max');
    expect(writes).toHaveLength(1);
    filter.push('imum reached\n');
    expect(writes).toEqual(['progress: 10%', 'Warning: maximum reached\n']);
  });

  it('keeps similar lines that are not Dawn\'s, and a held tail at the end', () => {
    expect(filtered(['Warning: maxDynamicStorage is fine\n', 'Warning: maxDyn']).out).toBe('Warning: maxDynamicStorage is fine\nWarning: maxDyn');
  });
});
