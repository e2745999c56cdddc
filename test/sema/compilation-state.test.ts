/**
 * One process compiles many programs (the playground, the compile server, the bundler plugins):
 * nothing one compilation leaves behind may change the next one's result.
 */
import { checkSource, where } from './helpers.js';

describe('state of one compilation', () => {
  test("a constexpr evaluation that runs out of steps leaves the next program's evaluations their whole budget", () => {
    // g++ gives up on this loop too (-fconstexpr-loop-limit): not a constant, an error.
    const spinning = `
constexpr int spin(int n) { while (n >= 0) n = n + 1 - 1; return n; }
static_assert(spin(1) == 1, "never decided");
int main() { return 0; }`;
    const squares = `
constexpr int square(int x) { return x * x; }
static_assert(square(3) == 9, "9");
int table[square(4)];
int main() { return sizeof(table) == 64 ? 0 : 1; }`;
    expect(where(checkSource(spinning).diagnostics)).toHaveLength(1);
    expect(where(checkSource(squares).diagnostics)).toEqual([]);
    expect(where(checkSource(spinning).diagnostics)).toHaveLength(1);
    expect(where(checkSource(squares).diagnostics)).toEqual([]);
  });

  test("a CRTP base whose bodies wait for its derived class, in a program with an error, does not reach the next program", () => {
    const crtp = (error: string) => `
template <class Derived> struct Shape {
  int area() const { return static_cast<const Derived*>(this)->area_impl(); }
};
struct Square : Shape<Square> {
  int side;
  int area_impl() const { return side * side; }
  ${error}
};
int main() { Square s; s.side = 3; return s.area() == 9 ? 0 : 1; }`;
    expect(where(checkSource(crtp('int broken = undeclared;')).diagnostics).length).toBeGreaterThan(0);
    expect(where(checkSource(crtp('')).diagnostics)).toEqual([]);
  });
});
