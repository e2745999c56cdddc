// Short vectors in kernels: as array_view/array elements (float_3 keeps C++'s 12-byte stride),
// captured by value, in tile_static arrays, with swizzles and norm/unorm clamping.
#include <amp.h>
#include <amp_short_vectors.h>
#include <iostream>
#include <vector>

using namespace concurrency;
using namespace concurrency::graphics;

// In a struct a float_3 member takes WGSL's vec3 layout (16-byte aligned); the host follows it.
struct Particle {
  float mass;
  float_3 position;
  int_2 cell;
  norm charge;
};

int main() {
  const int n = 8;
  std::vector<float_3> points(n);
  for (int i = 0; i < n; i++) points[i] = float_3(float(i), 2.0f * i, -0.5f * i);
  std::vector<int_4> ints(n);
  for (int i = 0; i < n; i++) ints[i] = int_4(i, -i, 1000000 * i, 7);
  std::vector<norm> norms(n);
  for (int i = 0; i < n; i++) norms[i] = norm(0.25f * i - 1.0f);

  array_view<float_3, 1> pv(n, points);
  array_view<int_4, 1> iv(n, ints);
  array_view<norm, 1> nv(n, norms);
  array<uint_2, 1> ua(n);
  array_view<unorm_4, 1> uv(n);
  uv.discard_data();

  float_2 offset(10.0f, 0.5f);
  norm scale(0.5f);
  parallel_for_each(pv.extent, [=, &ua](index<1> idx) restrict(amp) {
    int i = idx[0];
    float_3 p = pv[idx];
    p.x += offset.x;
    p.set_yz(p.get_zy() * offset.y);
    pv[idx] = p;
    pv[idx].z = pv[idx].z + 1.0f;

    int_4 v = iv[idx];
    v = (v << 2) ^ int_4(3);
    v += int_4(v.w, v.z, v.y, v.x) / 2;
    ++v;
    iv[idx] = v.get_wzyx();

    uint_2 u(unsigned(i), 0xffffffffu);
    u = u * 3u + uint_2(1u);
    u.y >>= unsigned(i);
    ua[idx] = ~u;

    norm x = nv[idx];
    nv[idx] = x + x * scale;

    unorm_4 q(unorm(0.25f * i), unorm(1.0f), unorm(-1.0f), unorm(0.5f));
    uv[idx] = q + unorm_4(0.5f);
  });

  std::vector<uint_2> us(n);
  copy(ua, us.begin());
  for (int i = 0; i < n; i++) {
    std::cout << pv[i].x << ' ' << pv[i].y << ' ' << pv[i].z << " | "
              << iv[i].x << ' ' << iv[i].y << ' ' << iv[i].z << ' ' << iv[i].w << " | "
              << us[i].x << ' ' << us[i].y << " | " << float(nv[i]) << " | "
              << float(uv[i].x) << ' ' << float(uv[i].y) << ' ' << float(uv[i].z) << ' ' << float(uv[i].w) << '\n';
  }

  // A tiled kernel sums float_2 pairs through tile_static memory.
  std::vector<float_2> pairs(16);
  for (int i = 0; i < 16; i++) pairs[i] = float_2(float(i), 1.0f);
  array_view<float_2, 1> av(16, pairs);
  array_view<double_2, 1> sums(4);
  sums.discard_data();
  parallel_for_each(av.extent.tile<4>(), [=](tiled_index<4> t) restrict(amp) {
    tile_static float_2 tile[4];
    tile[t.local[0]] = av[t.global];
    t.barrier.wait();
    if (t.local[0] == 0) {
      float_2 total = tile[0] + tile[1] + tile[2] + tile[3];
      sums[t.tile] = double_2(total);
    }
  });
  for (int i = 0; i < 4; i++) std::cout << sums[i].x << ' ' << sums[i].y << '\n';

  std::vector<Particle> particles(4);
  for (int i = 0; i < 4; i++) {
    particles[i].mass = 1.0f * i;
    particles[i].position = float_3(1.0f, 2.0f, 3.0f * i);
    particles[i].cell = int_2(i, -i);
    particles[i].charge = norm(0.25f * i);
  }
  array_view<Particle, 1> pa(4, particles);
  parallel_for_each(pa.extent, [=](index<1> idx) restrict(amp) {
    Particle q = pa[idx];
    q.position = q.position * q.mass;
    q.cell = q.cell + int_2(10);
    q.charge = q.charge + q.charge;
    pa[idx] = q;
  });
  for (int i = 0; i < 4; i++) {
    std::cout << pa[i].mass << ' ' << pa[i].position.x << ' ' << pa[i].position.y << ' ' << pa[i].position.z << ' '
              << pa[i].cell.x << ' ' << pa[i].cell.y << ' ' << float(pa[i].charge) << '\n';
  }
  return 0;
}
