/**
 * `<memory>`'s owning pointers. A `std::unique_ptr` holds its object (or null) and destroys it
 * when it is reset, reassigned or destroyed itself at the end of its scope; a `std::shared_ptr`
 * shares a control block that counts its owners (`use_count()`), and the last owner to go
 * destroys the object. `destroy` is the object's C++ destruction (its class's destructor and its
 * members'), given by the compiled program; null where destroying it runs no code.
 *
 * The object of a class is the JS object itself; a scalar is held as it is (`*p` is `p.value`).
 */
export type Destroy<T> = ((object: T) => void) | null;

/** `*p` of an empty pointer: undefined behaviour in C++, an error here. */
function empty(): never {
  throw new Error('dereferencing an empty std::unique_ptr or std::shared_ptr');
}

export class UniquePtr<T> {
  constructor(private held: T | null = null, private destroyObject: Destroy<T> = null) {}

  /** `*p`, `p->m`: the object, read and written in place. */
  get value(): T {
    return this.held ?? empty();
  }

  set value(v: T) {
    if (this.held === null) empty();
    this.held = v;
  }

  /**
   * `p.get()`, `if (p)`: the object or null. Typed as the object: the host types a pointer to a
   * class object as the class, null included.
   */
  get(): T {
    return this.held as T;
  }

  /** `p.reset()` / `p.reset(q)`: the old object is destroyed after the new one is held. */
  reset(value: T | null = null, destroy: Destroy<T> = this.destroyObject): void {
    const old = this.held;
    const oldDestroy = this.destroyObject;
    this.held = value;
    this.destroyObject = destroy;
    if (old !== null && old !== value) oldDestroy?.(old);
  }

  /** `p = std::make_unique<T>(...)`: takes the new pointer's object. */
  assign(from: UniquePtr<T>): this {
    this.reset(from.held, from.destroyObject);
    from.held = null;
    return this;
  }

  /** `std::move(p)`: a new owner of the object; p is left empty. */
  take(): UniquePtr<T> {
    const moved = new UniquePtr(this.held, this.destroyObject);
    this.held = null;
    return moved;
  }

  /** `p.swap(q)`, `std::swap(p, q)`: each holds what the other held. */
  swap(other: UniquePtr<T>): void {
    [this.held, other.held] = [other.held, this.held];
    [this.destroyObject, other.destroyObject] = [other.destroyObject, this.destroyObject];
  }

  /** `p.release()`: the object (or null), no longer owned; typed as get() is. */
  release(): T {
    const value = this.held;
    this.held = null;
    return value as T;
  }

  /** The end of the pointer's lifetime. */
  destroy(): void {
    this.reset();
  }

  /** A unique_ptr cannot be copied in C++: sema rejects every copy, so this never runs. */
  clone(): UniquePtr<T> {
    throw new Error('ampc internal error: a std::unique_ptr was copied');
  }
}

interface ControlBlock<T> {
  value: T;
  owners: number;
  destroy: Destroy<T>;
}

export class SharedPtr<T> {
  constructor(private block: ControlBlock<T> | null = null) {}

  /** `std::make_shared<T>(...)`, `std::shared_ptr<T> p(new T(...))`: the first owner of `value`. */
  static of<T>(value: T | null, destroy: Destroy<T>): SharedPtr<T> {
    return new SharedPtr<T>(value === null ? null : { value, owners: 1, destroy });
  }

  /** `*p`, `p->m`: the object, read and written in place. */
  get value(): T {
    return this.block ? this.block.value : empty();
  }

  set value(v: T) {
    if (!this.block) empty();
    this.block.value = v;
  }

  /** `p.get()`, `if (p)`: the object or null; typed as UniquePtr.get is. */
  get(): T {
    return (this.block ? this.block.value : null) as T;
  }

  /** `p.use_count()` */
  useCount(): number {
    return this.block?.owners ?? 0;
  }

  /** `std::move(p)`: the same owners, p no longer one of them. */
  take(): SharedPtr<T> {
    const moved = new SharedPtr(this.block);
    this.block = null;
    return moved;
  }

  /** A copy: one more owner. */
  clone(): SharedPtr<T> {
    if (this.block) this.block.owners++;
    return new SharedPtr(this.block);
  }

  /** `p = q` (given `q`'s copy) or `p = std::make_shared<T>(...)`: the old object loses an owner. */
  assign(from: SharedPtr<T>): this {
    const old = this.block;
    this.block = from.block;
    from.block = null;
    SharedPtr.release(old);
    return this;
  }

  /** `p.swap(q)`, `std::swap(p, q)`: each owns what the other owned; no count changes. */
  swap(other: SharedPtr<T>): void {
    [this.block, other.block] = [other.block, this.block];
  }

  /** `p.reset()` / `p.reset(new T(...))` */
  reset(value: T | null = null, destroy: Destroy<T> = null): void {
    this.assign(SharedPtr.of(value, destroy));
  }

  /** The end of this owner's lifetime. */
  destroy(): void {
    const old = this.block;
    this.block = null;
    SharedPtr.release(old);
  }

  private static release<T>(block: ControlBlock<T> | null): void {
    if (block && --block.owners === 0) block.destroy?.(block.value);
  }
}
