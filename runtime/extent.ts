/**
 * C++ AMP's `extent<N>`, `index<N>` and `tiled_extent<D0,D1,D2>`.
 *
 * Dimension order is C++ AMP's: dimension 0 is the most significant (the row
 * of a 2-D extent) and the last dimension varies fastest in memory. The kernel
 * launcher reverses this when it maps dimensions to WGSL's x/y/z.
 */
import { RuntimeException } from './exceptions.js';

function checkDims(what: string, dims: readonly number[]): void {
  for (const d of dims) {
    if (!Number.isInteger(d)) {
      throw new RuntimeException(`${what} components must be integers, got (${dims.join(',')})`);
    }
  }
}

/** `concurrency::index<N>`: a point in an N-dimensional domain. */
export class Index {
  readonly rank: number;
  private readonly components: readonly number[];

  constructor(...components: number[]) {
    checkDims('index', components);
    this.components = Object.freeze([...components]);
    this.rank = components.length;
  }

  get(i: number): number {
    const c = this.components[i];
    if (c === undefined) throw new RuntimeException(`index of rank ${this.rank} has no dimension ${i}`);
    return c;
  }

  toArray(): number[] {
    return [...this.components];
  }

  /** This index with `n` added to every component (C++ AMP's `++`/`--` on an index). */
  offsetBy(n: number): Index {
    return new Index(...this.components.map((c) => c + n));
  }

  /** This index with component `i` made `value` (a store to `idx[i]`: Index objects are immutable). */
  withComponent(i: number, value: number): Index {
    this.get(i);
    return new Index(...this.components.map((c, d) => (d === i ? value : c)));
  }

  equals(other: Index): boolean {
    return this.rank === other.rank && this.components.every((c, i) => c === other.components[i]);
  }

  toString(): string {
    return `(${this.components.join(',')})`;
  }
}

/** `concurrency::extent<N>`: the shape of an N-dimensional domain or container. */
export class Extent {
  readonly rank: number;
  private readonly dims: readonly number[];

  constructor(...dims: number[]) {
    if (dims.length === 0) throw new RuntimeException('an extent needs at least one dimension');
    checkDims('extent', dims);
    this.dims = Object.freeze([...dims]);
    this.rank = dims.length;
  }

  get(i: number): number {
    const d = this.dims[i];
    if (d === undefined) throw new RuntimeException(`extent of rank ${this.rank} has no dimension ${i}`);
    return d;
  }

  toArray(): number[] {
    return [...this.dims];
  }

  /** This extent with `n` added to every dimension (C++ AMP's `++`/`--` on an extent). */
  offsetBy(n: number): Extent {
    return new Extent(...this.dims.map((d) => d + n));
  }

  /** This extent with dimension `i` made `value` (a store to `e[i]`: Extent objects are immutable). */
  withComponent(i: number, value: number): Extent {
    this.get(i);
    return new Extent(...this.dims.map((d, k) => (k === i ? value : d)));
  }

  /** Number of points: the product of the dimensions. */
  size(): number {
    return this.dims.reduce((product, d) => product * d, 1);
  }

  /** C++ `extent.tile<D0, D1, D2>()`. */
  tile(...tileDims: number[]): TiledExtent {
    return new TiledExtent(this, tileDims);
  }

  contains(idx: Index): boolean {
    if (idx.rank !== this.rank) return false;
    return this.dims.every((d, i) => {
      const c = idx.get(i);
      return c >= 0 && c < d;
    });
  }

  equals(other: Extent): boolean {
    return this.rank === other.rank && this.dims.every((d, i) => d === other.dims[i]);
  }

  toString(): string {
    return `(${this.dims.join(',')})`;
  }
}

/**
 * Row-major position of `idx` in a container of shape `extent`:
 * idx[0]*ext[1]*...*ext[N-1] + ... + idx[N-1]. Out-of-range indices throw
 * (C++ leaves them undefined; reading a wrong element silently is worse).
 */
export function linearIndex(extent: Extent, idx: readonly number[]): number {
  if (idx.length !== extent.rank) {
    throw new RuntimeException(`an index of rank ${idx.length} used with an extent of rank ${extent.rank}`);
  }
  let linear = 0;
  for (let i = 0; i < idx.length; i++) {
    const c = idx[i]!;
    const d = extent.get(i);
    if (!Number.isInteger(c) || c < 0 || c >= d) {
      throw new RuntimeException(`index (${idx.join(',')}) is outside the extent ${extent.toString()}`);
    }
    linear = linear * d + c;
  }
  return linear;
}

/** `concurrency::tiled_extent<D0[,D1[,D2]]>`: an extent cut into tiles of rank 1 to 3. */
export class TiledExtent {
  readonly extent: Extent;
  readonly tileDims: number[];
  readonly rank: number;

  constructor(extent: Extent, tileDims: number[]) {
    if (extent.rank < 1 || extent.rank > 3) {
      throw new RuntimeException(`tiled extents have rank 1 to 3; this extent has rank ${extent.rank}`);
    }
    if (tileDims.length !== extent.rank) {
      throw new RuntimeException(
        `a tile of rank ${tileDims.length} cannot tile the extent ${extent.toString()} of rank ${extent.rank}`,
      );
    }
    for (const t of tileDims) {
      if (!Number.isInteger(t) || t <= 0) {
        throw new RuntimeException(`tile dimensions must be positive integers, got (${tileDims.join(',')})`);
      }
    }
    this.extent = extent;
    this.tileDims = Object.freeze([...tileDims]) as number[];
    this.rank = extent.rank;
  }

  /** C++ `tile_dim0/1/2`. */
  tileDim(i: number): number {
    const t = this.tileDims[i];
    if (t === undefined) throw new RuntimeException(`tiled extent of rank ${this.rank} has no dimension ${i}`);
    return t;
  }

  /** The global extent's dimension `i`. */
  get(i: number): number {
    return this.extent.get(i);
  }

  size(): number {
    return this.extent.size();
  }

  /** The tile shape as an extent (C++ `get_tile_extent()`). */
  tileExtent(): Extent {
    return new Extent(...this.tileDims);
  }

  /** C++ `pad()`: each dimension rounded up to a multiple of its tile dimension. */
  pad(): TiledExtent {
    const padded = this.extent.toArray().map((d, i) => Math.ceil(d / this.tileDim(i)) * this.tileDim(i));
    return new TiledExtent(new Extent(...padded), this.tileDims);
  }

  /** C++ `truncate()`: each dimension rounded down to a multiple of its tile dimension. */
  truncate(): TiledExtent {
    const cut = this.extent.toArray().map((d, i) => Math.floor(d / this.tileDim(i)) * this.tileDim(i));
    return new TiledExtent(new Extent(...cut), this.tileDims);
  }

  toString(): string {
    return `${this.extent.toString()} tiled by (${this.tileDims.join(',')})`;
  }
}

/** An arithmetic operator C++ AMP defines on `index` and `extent`. */
export type IndexOperator = '+' | '-' | '*' | '/' | '%';

/**
 * `a op b` component by component, with int's wrapping and truncating division: `index ± index`,
 * `extent ± extent`, `extent ± index`, and any of them with an int (C++ AMP's operators).
 * The result has `a`'s class; `intOnLeft` says `b` is an int written on the left (`2 * idx`).
 */
export function indexArithmetic<T extends Index | Extent>(op: IndexOperator, a: T, b: Index | Extent | number, intOnLeft = false): T {
  let left = a.toArray();
  let right = typeof b === 'number' ? left.map(() => b) : b.toArray();
  // `k op idx` (printed with the index first): the int is the left operand of each component.
  if (intOnLeft) [left, right] = [right, left];
  if (right.length !== left.length) throw new RuntimeException(`rank mismatch: ${a.rank} and ${right.length}`);
  const parts = left.map((x, i) => {
    const y = right[i];
    switch (op) {
      case '+': return (x + y) | 0;
      case '-': return (x - y) | 0;
      case '*': return Math.imul(x, y);
      case '/': return (x / y) | 0;
      case '%': return (x % y) | 0;
    }
  });
  // The result has `a`'s class.
  return (a instanceof Extent ? new Extent(...parts) : new Index(...parts)) as T;
}
