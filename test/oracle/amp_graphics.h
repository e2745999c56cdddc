// <amp_graphics.h> for the CPU oracle: concurrency::graphics::texture<T, N>, texture_view<T, N>,
// texture_view<const T, N> and writeonly_texture_view<T, N>, written from Microsoft's
// documentation (texture Class, texture_view Class, writeonly_texture_view Class, copy Function
// (graphics)), independently of ampc. Only the subset ampc supports is here.
//
// - A texture holds its texels row-major (dimension 0 slowest), as C++ AMP's index order has it.
// - A texel is stored as its format stores it: with bits_per_scalar_element below 32, ints and
//   unsigned ints wrap to that width, floats round to IEEE half precision (16 bits), and
//   norm/unorm keep round(x * 127) / 127 and round(x * 255) / 255 (8 bits), as DXGI's
//   R8G8B8A8_SNORM/UNORM do. Reading a texel gives the stored value.
// - Views are windows onto the texture; copy() moves texels between a texture and host
//   iterators, row-major.
#pragma once

#include <cmath>
#include <cstdint>
#include <iterator>
#include <vector>

#include "amp.h"
#include "amp_short_vectors.h"

namespace concurrency {
namespace graphics {

namespace oracle_texture {

template <class T> struct traits { using scalar = T; static constexpr int channels = 1; };
template <class S, int N> struct traits<basic_vector<S, N>> { using scalar = S; static constexpr int channels = N; };

inline float round_to_half(float x) {
  // Through the half's bits: sign, 5-bit exponent, 10-bit mantissa, rounded to nearest even.
  if (std::isnan(x) || std::isinf(x)) return x;
  float a = std::fabs(x);
  if (a >= 65520.0f) return std::copysign(INFINITY, x);
  if (a < std::ldexp(1.0f, -25)) return std::copysign(0.0f, x);
  int e;
  std::frexp(a, &e);  // a = m * 2^e, m in [0.5, 1)
  int exp = e - 1 < -14 ? -14 : e - 1;  // subnormals share the smallest exponent
  float quantum = std::ldexp(1.0f, exp - 10);
  float q = std::nearbyint(a / quantum) * quantum;  // nearbyint rounds half to even by default
  return std::copysign(q, x);
}

inline int quantize(int x, unsigned bits) {
  return bits == 8 ? static_cast<int8_t>(x) : bits == 16 ? static_cast<int16_t>(x) : x;
}
inline unsigned quantize(unsigned x, unsigned bits) {
  return bits == 8 ? static_cast<uint8_t>(x) : bits == 16 ? static_cast<uint16_t>(x) : x;
}
inline float quantize(float x, unsigned bits) { return bits == 16 ? round_to_half(x) : x; }
inline unorm quantize(unorm x, unsigned bits) {
  return bits == 8 ? unorm(static_cast<float>(std::round(static_cast<double>(static_cast<float>(x)) * 255.0) / 255.0)) : x;
}
inline norm quantize(norm x, unsigned bits) {
  return bits == 8 ? norm(static_cast<float>(std::round(static_cast<double>(static_cast<float>(x)) * 127.0) / 127.0)) : x;
}
template <class S, int N>
basic_vector<S, N> quantize(basic_vector<S, N> v, unsigned bits) {
  for (int i = 0; i < N; i++) v.at(i) = quantize(v.at(i), bits);
  return v;
}

}  // namespace oracle_texture

template <class T, int N>
class texture {
 public:
  static const int rank = N;
  typedef T value_type;
  typedef typename oracle_texture::traits<T>::scalar scalar_type;

  explicit texture(const concurrency::extent<N>& e) : texture(e, 32u) {}
  explicit texture(int e0) requires(N == 1) : texture(concurrency::extent<1>(e0)) {}
  texture(int e0, int e1) requires(N == 2) : texture(concurrency::extent<2>(e0, e1)) {}
  texture(int e0, int e1, int e2) requires(N == 3) : texture(concurrency::extent<3>(e0, e1, e2)) {}

  texture(const concurrency::extent<N>& e, unsigned int bits) : extent(e), bits_(bits), data_(e.size()) {}
  texture(int e0, unsigned int bits) requires(N == 1) : texture(concurrency::extent<1>(e0), bits) {}
  texture(int e0, int e1, unsigned int bits) requires(N == 2) : texture(concurrency::extent<2>(e0, e1), bits) {}
  texture(int e0, int e1, int e2, unsigned int bits) requires(N == 3) : texture(concurrency::extent<3>(e0, e1, e2), bits) {}

  template <class It>
  texture(const concurrency::extent<N>& e, It first, It last) : texture(e, 32u) {
    for (std::size_t i = 0; i < data_.size() && first != last; ++i, ++first) data_[i] = oracle_texture::quantize(T(*first), bits_);
  }
  template <class It>
  texture(int e0, It first, It last) requires(N == 1) : texture(concurrency::extent<1>(e0), first, last) {}
  template <class It>
  texture(int e0, int e1, It first, It last) requires(N == 2) : texture(concurrency::extent<2>(e0, e1), first, last) {}
  template <class It>
  texture(int e0, int e1, int e2, It first, It last) requires(N == 3) : texture(concurrency::extent<3>(e0, e1, e2), first, last) {}

  concurrency::extent<N> get_extent() const { return extent; }
  unsigned int get_bits_per_scalar_element() const { return bits_; }

  value_type get(const index<N>& idx) const { return data_[offset(idx)]; }
  value_type operator[](const index<N>& idx) const { return get(idx); }
  value_type operator[](int i0) const requires(N == 1) { return get(index<1>(i0)); }
  value_type operator()(const index<N>& idx) const { return get(idx); }
  value_type operator()(int i0) const requires(N == 1) { return get(index<1>(i0)); }
  value_type operator()(int i0, int i1) const requires(N == 2) { return get(index<2>(i0, i1)); }
  value_type operator()(int i0, int i1, int i2) const requires(N == 3) { return get(index<3>(i0, i1, i2)); }
  void set(const index<N>& idx, const value_type& v) { data_[offset(idx)] = oracle_texture::quantize(v, bits_); }

  concurrency::extent<N> extent;

  // For copy() and the views.
  std::vector<T>& texels() { return data_; }
  const std::vector<T>& texels() const { return data_; }
  void store(std::size_t i, const T& v) { data_[i] = oracle_texture::quantize(v, bits_); }

 private:
  std::size_t offset(const index<N>& idx) const {
    std::size_t o = 0;
    for (int d = 0; d < N; d++) o = o * static_cast<std::size_t>(extent[d]) + static_cast<std::size_t>(idx[d]);
    return o;
  }
  unsigned int bits_;
  std::vector<T> data_;
};

template <class T, int N>
class texture_view {
 public:
  static const int rank = N;
  typedef T value_type;
  texture_view(texture<T, N>& t) : t_(&t), extent(t.extent) {}
  value_type get(const index<N>& idx) const { return t_->get(idx); }
  value_type operator[](const index<N>& idx) const { return t_->get(idx); }
  value_type operator()(const index<N>& idx) const { return t_->get(idx); }
  void set(const index<N>& idx, const value_type& v) const { t_->set(idx, v); }
  concurrency::extent<N> get_extent() const { return t_->extent; }
  unsigned int get_bits_per_scalar_element() const { return t_->get_bits_per_scalar_element(); }
  texture<T, N>* t_;
  concurrency::extent<N> extent;
};

template <class T, int N>
class texture_view<const T, N> {
 public:
  static const int rank = N;
  typedef T value_type;
  texture_view(const texture<T, N>& t) : t_(&t), extent(t.extent) {}
  texture_view(const texture_view<T, N>& v) : t_(v.t_), extent(v.extent) {}
  value_type get(const index<N>& idx) const { return t_->get(idx); }
  value_type operator[](const index<N>& idx) const { return t_->get(idx); }
  value_type operator()(const index<N>& idx) const { return t_->get(idx); }
  concurrency::extent<N> get_extent() const { return t_->extent; }
  unsigned int get_bits_per_scalar_element() const { return t_->get_bits_per_scalar_element(); }
  const texture<T, N>* t_;
  concurrency::extent<N> extent;
};

template <class T, int N>
class writeonly_texture_view {
 public:
  static const int rank = N;
  typedef T value_type;
  writeonly_texture_view(texture<T, N>& t) : t_(&t), extent(t.extent) {}
  void set(const index<N>& idx, const value_type& v) const { t_->set(idx, v); }
  concurrency::extent<N> get_extent() const { return t_->extent; }
  unsigned int get_bits_per_scalar_element() const { return t_->get_bits_per_scalar_element(); }
  texture<T, N>* t_;
  concurrency::extent<N> extent;
};

template <class T, int N, class OutputIt>
void copy(const texture<T, N>& src, OutputIt dest) {
  for (const T& v : src.texels()) *dest++ = v;
}
template <class T, int N, class OutputIt>
void copy(const texture_view<const T, N>& src, OutputIt dest) { copy(*src.t_, dest); }

template <class InputIt, class T, int N>
void copy(InputIt first, InputIt last, texture<T, N>& dest) {
  if (static_cast<std::size_t>(std::distance(first, last)) != dest.texels().size())
    throw runtime_exception("copy: the iterator range and the texture differ in size");
  for (std::size_t i = 0; first != last; ++first, ++i) dest.store(i, *first);
}
template <class InputIt, class T, int N>
void copy(InputIt first, InputIt last, const writeonly_texture_view<T, N>& dest) { copy(first, last, *dest.t_); }

}  // namespace graphics
}  // namespace concurrency
