// Functions that store through pointers (frexp, modf, remquo, sincos): `&local` arguments in a
// kernel, in a restrict(amp) function, and on the host, including a local array element and a
// double local on the host.
#include <amp.h>
#include <amp_math.h>
#include <cmath>
#include <iostream>
#include <vector>
using namespace concurrency;

float split(float x, int& exponent) restrict(amp) {
  int e = 0;
  float m = fast_math::frexp(x, &e);
  exponent = e;
  return m;
}

int main() {
  const int n = 8;
  std::vector<float> in(n);
  for (int i = 0; i < n; i++) in[i] = 1.75f * i - 5.3f;
  std::vector<float> mant(n), frac(n), whole(n), rem(n), sines(n), cosines(n);
  std::vector<int> exps(n), quos(n);
  array_view<const float, 1> x(n, in);
  array_view<float, 1> m(n, mant), f(n, frac), w(n, whole), r(n, rem), s(n, sines), c(n, cosines);
  array_view<int, 1> e(n, exps), q(n, quos);
  parallel_for_each(x.extent, [=](index<1> i) restrict(amp) {
    int exponent = 0;
    m[i] = split(x[i] * 10.0f, exponent);
    e[i] = exponent;
    float parts[2] = {0.0f, 0.0f};
    f[i] = precise_math::modf(x[i], &parts[1]);
    w[i] = parts[1];
    int quotient = 0;
    r[i] = precise_math::remquo(x[i], 1.5f, &quotient);
    q[i] = quotient;
    float sn = 0.0f, cs = 0.0f;
    fast_math::sincos(x[i], &sn, &cs);
    s[i] = sn;
    c[i] = cs;
  });
  int sincosOff = 0;
  for (int i = 0; i < n; i++) {
    int he = 0;
    float hm = frexpf(in[i] * 10.0f, &he);
    double hw = 0.0;
    double hf = modf((double)in[i], &hw);
    int hq = 0;
    float hr = precise_math::remquof(in[i], 1.5f, &hq);
    float hs = 0.0f, hc = 0.0f;
    precise_math::sincosf(in[i], &hs, &hc);
    std::cout << in[i] << ": " << m[i] << " " << e[i] << " " << f[i] << " " << w[i] << " " << r[i] << " " << q[i]
              << " | " << hm << " " << he << " " << hf << " " << hw << " " << hr << " " << hq << std::endl;
    if (fast_math::fabs(s[i] - hs) > 1e-6f || fast_math::fabs(c[i] - hc) > 1e-6f) sincosOff++;
  }
  std::cout << "sincos off: " << sincosOff << std::endl;
  return 0;
}
