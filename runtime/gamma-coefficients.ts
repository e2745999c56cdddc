/**
 * The coefficients of tgamma's rational function, shared by the host (runtime/math.ts) and the
 * kernels' software double (src/library/f64-math-wgsl.ts), which compute it step for step alike.
 * A module of their own so that they are not members of `cmath`.
 */

/** gamma(2 + u) = P(u) / Q(u) for u in [0, 1] (Cephes gamma.c), the coefficients from the constant term up. */
export const gammaP = [
  9.99999999999999996796e-1, 4.94214826801497100753e-1, 2.07448227648435975150e-1, 4.76367800457137231464e-2,
  1.04213797561761569935e-2, 1.19135147006586384913e-3, 1.60119522476751861407e-4,
];
export const gammaQ = [
  1.00000000000000000320e0, 7.14304917030273074085e-2, -2.34591795718243348568e-1, 3.58236398605498653373e-2,
  1.18139785222060435552e-2, -4.45641913851797240494e-3, 5.39605580493303397842e-4, -2.31581873324120129819e-5,
];
