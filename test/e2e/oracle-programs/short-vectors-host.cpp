// Short vectors on the host: construction, conversions, operators, swizzles, norm/unorm clamping.
#include <amp.h>
#include <amp_short_vectors.h>
#include <iostream>

using namespace concurrency;
using namespace concurrency::graphics;

// Macros rather than functions, so a label is a string literal written to the stream.
#define PRINT3(label, e) do { float_3 v_ = (e); std::cout << label << ' ' << v_.x << ' ' << v_.y << ' ' << v_.z << '\n'; } while (0)
#define PRINTI4(label, e) do { int_4 v_ = (e); std::cout << label << ' ' << v_.x << ' ' << v_.y << ' ' << v_.z << ' ' << v_.w << '\n'; } while (0)
#define PRINTU2(label, e) do { uint_2 v_ = (e); std::cout << label << ' ' << v_.x << ' ' << v_.y << '\n'; } while (0)
#define PRINTN2(label, e) do { norm_2 v_ = (e); std::cout << label << ' ' << float(v_.x) << ' ' << float(v_.y) << '\n'; } while (0)

int main() {
  float_3 a(1.5f, -2.0f, 0.1f), b(3.0f), zero;
  PRINT3("a", a);
  PRINT3("b", b);
  PRINT3("zero", zero);
  PRINT3("a+b", a + b);
  PRINT3("a*2", a * 2.0f);
  PRINT3("1/a", 1.0f / a);
  PRINT3("-a", -a);
  float_3 c = a;
  c -= b;
  c *= float_3(0.5f, 2.0f, 10.0f);
  PRINT3("c", c);
  ++c;
  c--;
  --c;
  PRINT3("c--", c);
  c.y = 42.0f;
  c.set_z(-7.0f);
  c.set_xz(float_2(8.0f, 9.0f));
  PRINT3("set", c);
  float_2 zx = c.get_zx();
  std::cout << "zx " << zx.x << ' ' << zx.y << ' ' << (zx == float_2(9.0f, 8.0f)) << ' ' << (zx != float_2(9.0f, 8.0f)) << '\n';

  int_4 i(7, -9, 1000000000, -2147483647 - 1);
  PRINTI4("i", i);
  PRINTI4("i+1", i + 1);
  PRINTI4("i*3", i * int_4(3, 3, 2, 0));
  PRINTI4("i/2", i / 2);
  PRINTI4("i%4", i % 4);
  PRINTI4("i>>1", i >> 1);
  PRINTI4("i<<3", i << 3);
  PRINTI4("~i", ~i);
  PRINTI4("i&6|1^8", (i & 6) | (i ^ 8));
  PRINTI4("wyxz", int_4(i.get_wyxz()));
  int_4 j = i;
  j.set_wzyx(int_4(1, 2, 3, 4));
  PRINTI4("j", j);

  uint_2 u(5u, 4000000000u);
  PRINTU2("u", u);
  PRINTU2("u+u", u + u);
  PRINTU2("u-10", u - 10u);
  PRINTU2("u>>2", u >> 2u);
  PRINTU2("u*7", u * 7u);
  PRINTU2("u/3", u / 3u);

  // Conversions between vector types are per component static_casts.
  PRINTI4("int_4(f)", int_4(float_4(1.9f, -1.9f, 0.5f, 100.25f)));
  PRINT3("float_3(int_3)", float_3(int_3(-3, 16777217, 5)));
  PRINTU2("uint_2(int_2)", uint_2(int_2(-1, 3)));
  double_2 d(0.1, 1e10);
  float_2 fd = static_cast<float_2>(d);
  std::cout << "d " << d.x << ' ' << d.y << ' ' << fd.x << ' ' << fd.y << '\n';

  // norm clamps to [-1, 1] and unorm to [0, 1] on construction and after every operation.
  norm n1(0.75f), n2(-3.0f), n3(2);
  unorm u1(0.25f), u2(-1.0f), u3(1.5);
  std::cout << "norm " << float(n1) << ' ' << float(n2) << ' ' << float(n3) << '\n';
  std::cout << "unorm " << float(u1) << ' ' << float(u2) << ' ' << float(u3) << '\n';
  std::cout << "n1+n1 " << float(n1 + n1) << " n2-n1 " << float(n2 - n1) << " n1*n2 " << float(n1 * n2) << " n1/n2 " << float(n1 / n2) << '\n';
  std::cout << "u1-u3 " << float(u1 - u3) << " -n1 " << float(-n1) << '\n';
  std::cout << "n1+0.5f " << (n1 + 0.5f) << " norm(u1) " << float(norm(u1)) << " unorm(n2) " << float(unorm(n2)) << '\n';
  std::cout << "cmp " << (n1 > n2) << (n1 < n2) << (n1 == n1) << (u1 != u3) << (n1 >= NORM_MAX) << (u2 <= UNORM_ZERO) << '\n';
  norm n4 = n1;
  n4 += n1;
  n4++;
  std::cout << "n4 " << float(n4) << '\n';
  norm_2 nv(0.5f, -2.0f);
  PRINTN2("nv", nv);
  PRINTN2("nv+nv", nv + nv);
  PRINTN2("nv*-1", nv * norm_2(norm(-1.0f)));
  PRINTN2("norm_2(float_2)", norm_2(float_2(3.0f, -0.25f)));
  unorm_3 uv(unorm(0.5f));
  uv -= unorm_3(0.75f, 0.25f, 0.0f);
  std::cout << "uv " << float(uv.x) << ' ' << float(uv.y) << ' ' << float(uv.z) << '\n';
  return 0;
}
