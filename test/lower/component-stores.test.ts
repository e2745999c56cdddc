/**
 * Stores to a component of a host index or extent (src/lower/component-stores.ts): the runtime's
 * Index and Extent are immutable, so the store replaces the whole object, with its place and
 * dimension evaluated once, and the assignment's value, where read, is the component read back.
 */
import { lowerMain } from './host-helpers.js';

const prelude = '#include <amp.h>\nusing namespace concurrency;\nint next();\nstruct Box { index<2> at; };';

describe('component stores', () => {
  it('replaces the index or extent whole', () => {
    expect(lowerMain('index<2> idx(3, 4);\nidx[0] = 5;\nreturn 0;', prelude)[1]).toBe('idx = index.withComponent(idx, 0, 5);');
    expect(lowerMain('extent<2> e(3, 4);\ne[1] += 2;\nreturn 0;', prelude)[1]).toBe('e = index.withComponent(e, 1, (e[1] + 2));');
  });

  it('makes an increment of a component a store, not JavaScript ++ on a read', () => {
    expect(lowerMain('index<2> idx(3, 4);\nidx[0]++;\nreturn 0;', prelude)[1]).toBe('idx = index.withComponent(idx, 0, (idx[0] + 1));');
  });

  it('evaluates a dimension with side effects once', () => {
    expect(lowerMain('Box b;\nb.at[next()] = 7;\nreturn 0;', prelude)[1]).toBe('let b_dim = next() in b.at = index.withComponent(b.at, b_dim, 7);');
  });

  it('reads the component back where the assignment is a value', () => {
    expect(lowerMain('index<2> idx(3, 4);\nint m = (idx[1] = 20);\nreturn m;', prelude)[1]).toBe('m = (idx = index.withComponent(idx, 1, 20), idx[1]);');
  });
});
