import { Extent, Index, TiledExtent, linearIndex } from '../../runtime/extent.js';
import { RuntimeException } from '../../runtime/exceptions.js';

describe('Extent', () => {
  it('keeps C++ AMP dimension order and computes its size', () => {
    const e = new Extent(8, 9, 3);
    expect(e.rank).toBe(3);
    expect([e.get(0), e.get(1), e.get(2)]).toEqual([8, 9, 3]);
    expect(e.size()).toBe(216);
    expect(e.toString()).toBe('(8,9,3)');
    expect(new Extent(8, 9).toString()).toBe('(8,9)');
  });

  it('rejects dimensions it does not have and non-integer components', () => {
    expect(() => new Extent(4).get(1)).toThrow(RuntimeException);
    expect(() => new Extent(2.5)).toThrow(RuntimeException);
    expect(() => new Extent()).toThrow(RuntimeException);
  });

  it('tells which indices lie inside it', () => {
    const e = new Extent(2, 3);
    expect(e.contains(new Index(1, 2))).toBe(true);
    expect(e.contains(new Index(0, 0))).toBe(true);
    expect(e.contains(new Index(2, 0))).toBe(false);
    expect(e.contains(new Index(0, 3))).toBe(false);
    expect(e.contains(new Index(-1, 0))).toBe(false);
    expect(e.contains(new Index(1))).toBe(false);
  });

  it('tiles into a TiledExtent', () => {
    const t = new Extent(8, 12).tile(2, 4);
    expect(t).toBeInstanceOf(TiledExtent);
    expect(t.rank).toBe(2);
    expect(t.tileDims).toEqual([2, 4]);
    expect([t.tileDim(0), t.tileDim(1)]).toEqual([2, 4]);
    expect([t.get(0), t.get(1)]).toEqual([8, 12]);
    expect(t.size()).toBe(96);
    expect(t.extent.equals(new Extent(8, 12))).toBe(true);
  });
});

describe('Index', () => {
  it('compares component-wise', () => {
    const i = new Index(1, 2, 3);
    expect(i.rank).toBe(3);
    expect(i.get(2)).toBe(3);
    expect(i.equals(new Index(1, 2, 3))).toBe(true);
    expect(i.equals(new Index(1, 2, 4))).toBe(false);
    expect(i.equals(new Index(1, 2))).toBe(false);
  });
});

describe('TiledExtent', () => {
  it('accepts ranks 1 to 3 only, with one positive tile dimension per extent dimension', () => {
    expect(() => new TiledExtent(new Extent(4, 4, 4, 4), [1, 1, 1, 1])).toThrow(/rank 1 to 3/);
    expect(() => new Extent(4, 4).tile(2)).toThrow(RuntimeException);
    expect(() => new Extent(4, 4).tile(2, 0)).toThrow(/positive/);
  });

  it('pads and truncates to whole tiles', () => {
    const t = new Extent(10, 7).tile(4, 4);
    expect(t.pad().extent.toArray()).toEqual([12, 8]);
    expect(t.truncate().extent.toArray()).toEqual([8, 4]);
    expect(t.tileExtent().toArray()).toEqual([4, 4]);
  });
});

describe('linearIndex', () => {
  it('is row-major with the last dimension fastest', () => {
    const e = new Extent(4, 5, 6);
    expect(linearIndex(e, [0, 0, 0])).toBe(0);
    expect(linearIndex(e, [0, 0, 1])).toBe(1);
    expect(linearIndex(e, [0, 1, 0])).toBe(6);
    expect(linearIndex(e, [1, 0, 0])).toBe(30);
    expect(linearIndex(e, [3, 4, 5])).toBe(3 * 30 + 4 * 6 + 5);
  });

  it('rejects indices outside the extent', () => {
    expect(() => linearIndex(new Extent(4, 5), [4, 0])).toThrow(/outside the extent \(4,5\)/);
    expect(() => linearIndex(new Extent(4, 5), [0, -1])).toThrow(RuntimeException);
    expect(() => linearIndex(new Extent(4, 5), [1])).toThrow(RuntimeException);
  });
});
