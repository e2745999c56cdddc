// A minimal CPU emulation of C++ AMP (concurrency namespace) for g++ -std=c++20.
//
// This is the *oracle* for ampc's end-to-end tests: the samples in samples/ are
// compiled with g++ against this header and their stdout becomes
// test/e2e/expected/<sample>.out. It is written independently of ampc, from
// the C++ AMP documentation, so that ampc's output is checked against
// something other than itself.
//
// Execution model (why it is sound for the docs' programs):
// - a plain parallel_for_each runs the kernel once per index, in row-major
//   order, on the calling thread;
// - a tiled parallel_for_each runs tiles one after another; the threads of one
//   tile run as real std::threads that meet at a std::barrier, so
//   tile_barrier::wait really waits. Because only one tile is alive at a time,
//   `#define tile_static static` gives every tile its own (reused) storage.
// - array_view is a window onto the host data (no copies): writes in a kernel
//   are visible on the host at once; synchronize/discard_data/refresh are
//   no-ops. That is the behaviour a correct C++ AMP program cannot tell apart.
//
// Only the surface the docs' listings and the samples use is provided.
#pragma once

#include <barrier>
#include <concepts>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

#include "amp_atomics.h"
#include "amp_direct3d.h"

// restrict(amp), restrict(cpu), restrict(amp, cpu): the CPU oracle runs every
// function on the CPU, so the specifier carries no meaning here.
#define restrict(...)
// One tile runs at a time, so a function-local static is exactly one variable
// per tile (see the execution model above).
#define tile_static static

// MSVC's <stdlib.h> macro, which Visual C++'s standard headers (and so <amp.h>) bring in.
#ifndef _countof
#define _countof(array) (sizeof(array) / sizeof((array)[0]))
#endif

namespace concurrency {

// HRESULT, the error code C++ AMP's exceptions carry (a Windows LONG: 32 bits), and the codes
// <winerror.h> gives the ones the samples name; Visual C++'s <amp.h> brings them in.
typedef int HRESULT;
#ifndef E_FAIL
#define S_OK ((HRESULT)0L)
#define E_FAIL ((HRESULT)0x80004005L)
#define E_INVALIDARG ((HRESULT)0x80070057L)
#define E_OUTOFMEMORY ((HRESULT)0x8007000EL)
#define E_UNEXPECTED ((HRESULT)0x8000FFFFL)
#define E_NOTIMPL ((HRESULT)0x80004001L)
#define SUCCEEDED(hr) (((HRESULT)(hr)) >= 0)
#define FAILED(hr) (((HRESULT)(hr)) < 0)
#endif

// The constructors are <amprt.h>'s: a message and an error code, or a code alone (what() is then
// empty); each subclass fixes its own code. The std::string constructors are this header's own,
// for the errors it throws itself (E_FAIL, as ampc's runtime gives them).
class runtime_exception : public std::exception {
 public:
  runtime_exception(const char* message, HRESULT code) noexcept : message_(message), code_(code) {}
  explicit runtime_exception(HRESULT code) noexcept : code_(code) {}
  explicit runtime_exception(std::string message, HRESULT code = E_FAIL) : message_(std::move(message)), code_(code) {}
  const char* what() const noexcept override { return message_.c_str(); }
  HRESULT get_error_code() const { return code_; }

 private:
  std::string message_;
  HRESULT code_;
};

class invalid_compute_domain : public runtime_exception {
 public:
  explicit invalid_compute_domain(const char* message) noexcept : runtime_exception(message, E_INVALIDARG) {}
  invalid_compute_domain() noexcept : runtime_exception(E_INVALIDARG) {}
  explicit invalid_compute_domain(std::string message) : runtime_exception(std::move(message), E_INVALIDARG) {}
};

class unsupported_feature : public runtime_exception {
 public:
  explicit unsupported_feature(const char* message) noexcept : runtime_exception(message, E_UNEXPECTED) {}
  unsupported_feature() noexcept : runtime_exception(E_UNEXPECTED) {}
};

// ---------------------------------------------------------------------------
// index<N> and extent<N> share their shape: N ints, element 0 most significant.

template <int N>
class index {
  static_assert(N >= 1, "index rank must be at least 1");

 public:
  static constexpr int rank = N;

  index() : v_{} {}
  explicit index(int i0) requires(N == 1) : v_{i0} {}
  index(int i0, int i1) requires(N == 2) : v_{i0, i1} {}
  index(int i0, int i1, int i2) requires(N == 3) : v_{i0, i1, i2} {}
  explicit index(const int components[]) {
    for (int d = 0; d < N; d++) v_[d] = components[d];
  }

  int operator[](int d) const { return v_[d]; }
  int& operator[](int d) { return v_[d]; }

  friend bool operator==(const index& a, const index& b) {
    for (int d = 0; d < N; d++)
      if (a.v_[d] != b.v_[d]) return false;
    return true;
  }
  friend bool operator!=(const index& a, const index& b) { return !(a == b); }

  index& operator+=(const index& o) {
    for (int d = 0; d < N; d++) v_[d] += o.v_[d];
    return *this;
  }
  index& operator-=(const index& o) {
    for (int d = 0; d < N; d++) v_[d] -= o.v_[d];
    return *this;
  }
  friend index operator+(index a, const index& b) { return a += b; }
  friend index operator-(index a, const index& b) { return a -= b; }

  // Arithmetic with an int, component by component, the int on either side.
#define AMPC_ORACLE_INT_OPS(T, OP)                                                     \
  T& operator OP##=(int k) {                                                           \
    for (int d = 0; d < N; d++) v_[d] OP##= k;                                         \
    return *this;                                                                      \
  }                                                                                    \
  friend T operator OP(T a, int k) { return a OP##= k; }                               \
  friend T operator OP(int k, T a) {                                                   \
    for (int d = 0; d < N; d++) a.v_[d] = k OP a.v_[d];                                \
    return a;                                                                          \
  }
  AMPC_ORACLE_INT_OPS(index, +)
  AMPC_ORACLE_INT_OPS(index, -)
  AMPC_ORACLE_INT_OPS(index, *)
  AMPC_ORACLE_INT_OPS(index, /)
  AMPC_ORACLE_INT_OPS(index, %)

  // ++/-- add or subtract 1 from every component.
  index& operator++() {
    for (int d = 0; d < N; d++) ++v_[d];
    return *this;
  }
  index operator++(int) {
    index old = *this;
    ++*this;
    return old;
  }
  index& operator--() {
    for (int d = 0; d < N; d++) --v_[d];
    return *this;
  }
  index operator--(int) {
    index old = *this;
    --*this;
    return old;
  }

 private:
  int v_[N];
};

template <int D0, int D1 = 0, int D2 = 0>
class tiled_extent;

/// Rank of a tiled_extent/tiled_index from its tile dimensions (0 = absent).
template <int D0, int D1, int D2>
inline constexpr int tiled_rank = D2 != 0 ? 3 : (D1 != 0 ? 2 : 1);

template <int N>
class extent {
  static_assert(N >= 1, "extent rank must be at least 1");

 public:
  static constexpr int rank = N;

  extent() : v_{} {}
  explicit extent(int e0) requires(N == 1) : v_{e0} {}
  extent(int e0, int e1) requires(N == 2) : v_{e0, e1} {}
  extent(int e0, int e1, int e2) requires(N == 3) : v_{e0, e1, e2} {}
  explicit extent(const int dims[]) {
    for (int d = 0; d < N; d++) v_[d] = dims[d];
  }

  int operator[](int d) const { return v_[d]; }
  int& operator[](int d) { return v_[d]; }

  unsigned int size() const {
    unsigned int total = 1;
    for (int d = 0; d < N; d++) total *= static_cast<unsigned int>(v_[d]);
    return total;
  }

  bool contains(const index<N>& idx) const {
    for (int d = 0; d < N; d++)
      if (idx[d] < 0 || idx[d] >= v_[d]) return false;
    return true;
  }

  friend bool operator==(const extent& a, const extent& b) {
    for (int d = 0; d < N; d++)
      if (a.v_[d] != b.v_[d]) return false;
    return true;
  }
  friend bool operator!=(const extent& a, const extent& b) { return !(a == b); }

  // extent ± extent, extent ± index, and arithmetic with an int, component by component.
  extent& operator+=(const extent& o) {
    for (int d = 0; d < N; d++) v_[d] += o.v_[d];
    return *this;
  }
  extent& operator-=(const extent& o) {
    for (int d = 0; d < N; d++) v_[d] -= o.v_[d];
    return *this;
  }
  extent& operator+=(const index<N>& o) {
    for (int d = 0; d < N; d++) v_[d] += o[d];
    return *this;
  }
  extent& operator-=(const index<N>& o) {
    for (int d = 0; d < N; d++) v_[d] -= o[d];
    return *this;
  }
  friend extent operator+(extent a, const extent& b) { return a += b; }
  friend extent operator-(extent a, const extent& b) { return a -= b; }
  friend extent operator+(extent a, const index<N>& b) { return a += b; }
  friend extent operator-(extent a, const index<N>& b) { return a -= b; }
  AMPC_ORACLE_INT_OPS(extent, +)
  AMPC_ORACLE_INT_OPS(extent, -)
  AMPC_ORACLE_INT_OPS(extent, *)
  AMPC_ORACLE_INT_OPS(extent, /)
  AMPC_ORACLE_INT_OPS(extent, %)
#undef AMPC_ORACLE_INT_OPS

  // ++/-- add or subtract 1 from every dimension, as index's do.
  extent& operator++() {
    for (int d = 0; d < N; d++) ++v_[d];
    return *this;
  }
  extent operator++(int) {
    extent old = *this;
    ++*this;
    return old;
  }
  extent& operator--() {
    for (int d = 0; d < N; d++) --v_[d];
    return *this;
  }
  extent operator--(int) {
    extent old = *this;
    --*this;
    return old;
  }

  template <int D0, int D1 = 0, int D2 = 0>
  tiled_extent<D0, D1, D2> tile() const {
    static_assert(tiled_rank<D0, D1, D2> == N, "tile rank must equal extent rank");
    return tiled_extent<D0, D1, D2>(*this);
  }

 private:
  int v_[N];
};

/// Row-major linear position of `idx` in `ext`.
template <int N>
inline std::size_t linear_offset(const extent<N>& ext, const index<N>& idx) {
  std::size_t offset = 0;
  for (int d = 0; d < N; d++) offset = offset * static_cast<std::size_t>(ext[d]) + static_cast<std::size_t>(idx[d]);
  return offset;
}

/// Advances `idx` to the next index of `ext` in row-major order; false after the last.
template <int N>
inline bool next_index(const extent<N>& ext, index<N>& idx) {
  for (int d = N - 1; d >= 0; d--) {
    if (++idx[d] < ext[d]) return true;
    idx[d] = 0;
  }
  return false;
}

template <int D0, int D1, int D2>
class tiled_extent : public extent<tiled_rank<D0, D1, D2>> {
 public:
  static constexpr int rank = tiled_rank<D0, D1, D2>;
  static constexpr int tile_dim0 = D0;
  static constexpr int tile_dim1 = D1;
  static constexpr int tile_dim2 = D2;

  tiled_extent() : tile_extent(make_tile_extent()) {}
  explicit tiled_extent(const extent<rank>& e) : extent<rank>(e), tile_extent(make_tile_extent()) {}

  /// The tile's own shape (docs: t_e.tile_extent[0] == 6).
  extent<rank> tile_extent;

  /// Rounded up (pad) or down (truncate) to whole tiles in every dimension.
  tiled_extent pad() const {
    extent<rank> e(*this);
    for (int d = 0; d < rank; d++) e[d] = (e[d] + tile_extent[d] - 1) / tile_extent[d] * tile_extent[d];
    return tiled_extent(e);
  }
  tiled_extent truncate() const {
    extent<rank> e(*this);
    for (int d = 0; d < rank; d++) e[d] = e[d] / tile_extent[d] * tile_extent[d];
    return tiled_extent(e);
  }
  extent<rank> get_tile_extent() const { return tile_extent; }

  static extent<rank> make_tile_extent() {
    extent<rank> t;
    const int dims[3] = {D0, D1, D2};
    for (int d = 0; d < rank; d++) t[d] = dims[d];
    return t;
  }
};

// ---------------------------------------------------------------------------
// Barriers and tiled indices.

class tile_barrier {
 public:
  explicit tile_barrier(std::barrier<>* rendezvous) : rendezvous_(rendezvous) {}

  // On a CPU every barrier is also a full fence, so the four flavours only
  // differ on a GPU; the oracle treats them alike.
  void wait() const { rendezvous_->arrive_and_wait(); }
  void wait_with_all_memory_fence() const { rendezvous_->arrive_and_wait(); }
  void wait_with_global_memory_fence() const { rendezvous_->arrive_and_wait(); }
  void wait_with_tile_static_memory_fence() const { rendezvous_->arrive_and_wait(); }

 private:
  std::barrier<>* rendezvous_;
};

template <int D0, int D1 = 0, int D2 = 0>
class tiled_index {
 public:
  static constexpr int rank = tiled_rank<D0, D1, D2>;
  static constexpr int tile_dim0 = D0;
  static constexpr int tile_dim1 = D1;
  static constexpr int tile_dim2 = D2;

  tiled_index(const index<rank>& global_, const index<rank>& local_, const index<rank>& tile_,
              const index<rank>& tile_origin_, const tile_barrier& barrier_)
      : global(global_), local(local_), tile(tile_), tile_origin(tile_origin_), barrier(barrier_),
        tile_extent(tiled_extent<D0, D1, D2>::make_tile_extent()) {}

  const index<rank> global;
  const index<rank> local;
  const index<rank> tile;
  const index<rank> tile_origin;
  const tile_barrier barrier;
  const extent<rank> tile_extent;

  // A tiled_index used where an index is wanted means its global index
  // (docs: descriptions[t_idx], matrix[t_idx]).
  operator index<rank>() const { return global; }
};

// ---------------------------------------------------------------------------
// array<T, N>: owns its elements (the docs capture it by reference).

class accelerator_view;  // amp_accelerator.h
class completion_future;  // amp_accelerator.h

template <typename T, int N>
class array_view;

namespace detail {
// What an array_view's get_source_accelerator_view() reports: the array it views (through
// sections and reinterpret_as), else nothing (host data: the CPU accelerator's view).
struct view_source {
  const void* array = nullptr;
  accelerator_view (*view_of)(const void*) = nullptr;
};
template <typename Array>
accelerator_view array_view_of(const void* array);  // amp_accelerator.h
}  // namespace detail

namespace detail {
// What the array constructors take as an iterator: not an integer, nor an accelerator_view
// property (`acc.default_view`), which converts to accelerator_view but cannot be dereferenced.
template <typename It>
concept iterator_like = !std::integral<It> && requires(It it) { *it; ++it; };
}  // namespace detail

template <typename T, int N = 1>
class array {
 public:
  static constexpr int rank = N;

  explicit array(const concurrency::extent<N>& e) : extent(e), data_(e.size()) {}
  explicit array(int e0) requires(N == 1) : array(concurrency::extent<N>(e0)) {}
  array(int e0, int e1) requires(N == 2) : array(concurrency::extent<N>(e0, e1)) {}
  array(int e0, int e1, int e2) requires(N == 3) : array(concurrency::extent<N>(e0, e1, e2)) {}

  template <typename InputIt>
  array(const concurrency::extent<N>& e, InputIt first, InputIt last) : extent(e), data_(e.size()) {
    std::size_t i = 0;
    for (; first != last && i < data_.size(); ++first, ++i) data_[i] = *first;
  }
  template <typename InputIt>
  array(const concurrency::extent<N>& e, InputIt first) : extent(e), data_(e.size()) {
    for (std::size_t i = 0; i < data_.size(); ++i, ++first) data_[i] = *first;
  }
  template <typename InputIt>
    requires(detail::iterator_like<InputIt>)
  array(int e0, InputIt first) requires(N == 1) : array(concurrency::extent<1>(e0), first) {}
  template <typename InputIt>
    requires(detail::iterator_like<InputIt>)
  array(int e0, InputIt first, InputIt last) requires(N == 1) : array(concurrency::extent<1>(e0), first, last) {}
  template <typename InputIt>
    requires(detail::iterator_like<InputIt>)
  array(int e0, int e1, InputIt first) requires(N == 2) : array(concurrency::extent<2>(e0, e1), first) {}
  template <typename InputIt>
    requires(detail::iterator_like<InputIt>)
  array(int e0, int e1, InputIt first, InputIt last) requires(N == 2) : array(concurrency::extent<2>(e0, e1), first, last) {}
  template <typename InputIt>
    requires(detail::iterator_like<InputIt>)
  array(int e0, int e1, int e2, InputIt first) requires(N == 3) : array(concurrency::extent<3>(e0, e1, e2), first) {}

  // On an accelerator_view, and a staging array's on the CPU with its associated view: the data is
  // on the host all the same; the view is what get_accelerator_view() reports. Defined in
  // amp_accelerator.h, after accelerator_view.
  array(const concurrency::extent<N>& e, const concurrency::accelerator_view& av) : array(e) { place(av, nullptr); }
  array(const concurrency::extent<N>& e, const concurrency::accelerator_view& av, const concurrency::accelerator_view& associated) : array(e) { place(av, &associated); }
  array(int e0, const concurrency::accelerator_view& av) requires(N == 1) : array(concurrency::extent<N>(e0), av) {}
  array(int e0, int e1, const concurrency::accelerator_view& av) requires(N == 2) : array(concurrency::extent<N>(e0, e1), av) {}
  array(int e0, int e1, int e2, const concurrency::accelerator_view& av) requires(N == 3) : array(concurrency::extent<N>(e0, e1, e2), av) {}
  template <typename InputIt>
  array(const concurrency::extent<N>& e, InputIt first, InputIt last, const concurrency::accelerator_view& av) : array(e, first, last) { place(av, nullptr); }
  template <typename InputIt>
  array(const concurrency::extent<N>& e, InputIt first, const concurrency::accelerator_view& av) : array(e, first) { place(av, nullptr); }
  template <typename InputIt>
    requires(detail::iterator_like<InputIt>)
  array(int e0, InputIt first, const concurrency::accelerator_view& av) requires(N == 1) : array(concurrency::extent<1>(e0), first, av) {}
  template <typename InputIt>
    requires(detail::iterator_like<InputIt>)
  array(int e0, int e1, InputIt first, const concurrency::accelerator_view& av) requires(N == 2) : array(concurrency::extent<2>(e0, e1), first, av) {}
  template <typename InputIt>
    requires(detail::iterator_like<InputIt>)
  array(int e0, InputIt first, InputIt last, const concurrency::accelerator_view& av) requires(N == 1) : array(concurrency::extent<1>(e0), first, last, av) {}
  template <typename InputIt>
    requires(detail::iterator_like<InputIt>)
  array(int e0, int e1, InputIt first, InputIt last, const concurrency::accelerator_view& av) requires(N == 2) : array(concurrency::extent<2>(e0, e1), first, last, av) {}
  concurrency::accelerator_view get_accelerator_view() const;
  concurrency::accelerator_view get_associated_accelerator_view() const;

  // Microsoft declares `a.accelerator_view` and `a.associated_accelerator_view` with
  // __declspec(property). Here each is an empty member that finds its array from its own address
  // (so a copied array needs no fixing up) and reads the getter when converted.
  // (Defined in amp_accelerator.h, after accelerator_view.)
  struct accelerator_view_property {
    operator concurrency::accelerator_view() const;
  } accelerator_view;
  struct associated_accelerator_view_property {
    operator concurrency::accelerator_view() const;
  } associated_accelerator_view;

  concurrency::extent<N> get_extent() const { return extent; }

  T& operator[](const index<N>& idx) { return data_[linear_offset(extent, idx)]; }
  const T& operator[](const index<N>& idx) const { return data_[linear_offset(extent, idx)]; }
  T& operator()(const index<N>& idx) { return (*this)[idx]; }
  const T& operator()(const index<N>& idx) const { return (*this)[idx]; }

  T& operator()(int i0) requires(N == 1) { return (*this)[index<1>(i0)]; }
  const T& operator()(int i0) const requires(N == 1) { return (*this)[index<1>(i0)]; }
  T& operator()(int i0, int i1) requires(N == 2) { return (*this)[index<2>(i0, i1)]; }
  const T& operator()(int i0, int i1) const requires(N == 2) { return (*this)[index<2>(i0, i1)]; }
  T& operator()(int i0, int i1, int i2) requires(N == 3) { return (*this)[index<3>(i0, i1, i2)]; }
  const T& operator()(int i0, int i1, int i2) const requires(N == 3) { return (*this)[index<3>(i0, i1, i2)]; }
  T& operator[](int i0) requires(N == 1) { return data_[static_cast<std::size_t>(i0)]; }
  const T& operator[](int i0) const requires(N == 1) { return data_[static_cast<std::size_t>(i0)]; }

  T* data() { return data_.data(); }
  const T* data() const { return data_.data(); }

  // docs: "outputData = averages;" copies an array back into a vector.
  operator std::vector<T>() const { return data_; }

  template <typename Dest>
  void copy_to(Dest& dest) const;

  // A section of an array is an array_view of its data (defined after array_view).
  array_view<T, N> section(const index<N>& origin, const concurrency::extent<N>& ext);
  array_view<const T, N> section(const index<N>& origin, const concurrency::extent<N>& ext) const;
  array_view<T, N> section(const index<N>& origin) { return section(origin, extent - origin); }
  array_view<const T, N> section(const index<N>& origin) const { return section(origin, extent - origin); }
  array_view<T, N> section(const concurrency::extent<N>& ext) { return section(index<N>(), ext); }
  array_view<const T, N> section(const concurrency::extent<N>& ext) const { return section(index<N>(), ext); }
  array_view<T, N> section(int i0, int e0) requires(N == 1) { return section(index<1>(i0), concurrency::extent<1>(e0)); }
  array_view<const T, N> section(int i0, int e0) const requires(N == 1) { return section(index<1>(i0), concurrency::extent<1>(e0)); }
  template <int M>
  array_view<T, M> view_as(const concurrency::extent<M>& ext);
  // The whole array, flattened, as a rank-1 view of T2 (defined after array_view).
  template <typename T2>
  array_view<T2, 1> reinterpret_as();
  template <typename T2>
  array_view<const T2, 1> reinterpret_as() const;

  concurrency::extent<N> extent;

 private:
  void place(const concurrency::accelerator_view& av, const concurrency::accelerator_view* associated);
  std::vector<T> data_;
  std::shared_ptr<const concurrency::accelerator_view> view_, associated_;
};

// ---------------------------------------------------------------------------
// array_view<T, N> / array_view<const T, N>: a window onto host data.

template <typename T, int N = 1>
class array_view {
  using value_type = std::remove_const_t<T>;

 public:
  static constexpr int rank = N;

  // Over a host container (std::vector, ...): keeps a pointer to its elements.
  template <typename Container>
    requires requires(Container& c) { { c.data() } -> std::convertible_to<T*>; }
  array_view(const concurrency::extent<N>& e, Container& source) : extent(e), data_(source.data()) {}
  array_view(const concurrency::extent<N>& e, T* source) : extent(e), data_(source) {}

  template <typename Container>
    requires requires(Container& c) { { c.data() } -> std::convertible_to<T*>; }
  array_view(int e0, Container& source) requires(N == 1) : array_view(concurrency::extent<1>(e0), source) {}
  template <typename Container>
    requires requires(Container& c) { { c.data() } -> std::convertible_to<T*>; }
  array_view(int e0, int e1, Container& source) requires(N == 2) : array_view(concurrency::extent<2>(e0, e1), source) {}
  template <typename Container>
    requires requires(Container& c) { { c.data() } -> std::convertible_to<T*>; }
  array_view(int e0, int e1, int e2, Container& source) requires(N == 3)
      : array_view(concurrency::extent<3>(e0, e1, e2), source) {}

  array_view(int e0, T* source) requires(N == 1) : array_view(concurrency::extent<1>(e0), source) {}
  array_view(int e0, int e1, T* source) requires(N == 2) : array_view(concurrency::extent<2>(e0, e1), source) {}
  array_view(int e0, int e1, int e2, T* source) requires(N == 3)
      : array_view(concurrency::extent<3>(e0, e1, e2), source) {}

  // Without a data source: the view owns fresh storage.
  explicit array_view(const concurrency::extent<N>& e)
      : extent(e), owned_(std::make_shared<std::vector<value_type>>(e.size())), data_(owned_->data()) {}
  explicit array_view(int e0) requires(N == 1) : array_view(concurrency::extent<1>(e0)) {}
  array_view(int e0, int e1) requires(N == 2) : array_view(concurrency::extent<2>(e0, e1)) {}

  // Over an array.
  array_view(array<value_type, N>& source)
      : extent(source.extent), source_{&source, &detail::array_view_of<array<value_type, N>>}, data_(source.data()) {}
  array_view(const array<value_type, N>& source) requires std::is_const_v<T>
      : extent(source.extent), source_{&source, &detail::array_view_of<array<value_type, N>>}, data_(source.data()) {}

  // array_view<T, N> converts to array_view<const T, N>.
  array_view(const array_view<value_type, N>& other) requires std::is_const_v<T>
      : extent(other.extent), layout_(other.layout_), owned_(other.owned_), keep_(other.keep_), source_(other.source_), data_(other.data_) {}

  array_view(const array_view&) = default;
  array_view& operator=(const array_view&) = default;

  concurrency::extent<N> get_extent() const { return extent; }

  T& operator[](const index<N>& idx) const { return data_[linear_offset(layout_, idx)]; }
  T& operator()(const index<N>& idx) const { return (*this)[idx]; }
  T& operator()(int i0) const requires(N == 1) { return (*this)[index<1>(i0)]; }
  T& operator()(int i0, int i1) const requires(N == 2) { return (*this)[index<2>(i0, i1)]; }
  T& operator()(int i0, int i1, int i2) const requires(N == 3) { return (*this)[index<3>(i0, i1, i2)]; }

  // av[i]: the element for rank 1, the i-th row (a rank N-1 view) otherwise.
  decltype(auto) operator[](int i0) const {
    if constexpr (N == 1) {
      return static_cast<T&>(data_[static_cast<std::size_t>(i0)]);
    } else {
      concurrency::extent<N - 1> row, row_layout;
      std::size_t row_size = 1;
      for (int d = 1; d < N; d++) {
        row[d - 1] = extent[d];
        row_layout[d - 1] = layout_[d];
        row_size *= static_cast<std::size_t>(layout_[d]);
      }
      array_view<T, N - 1> projected(row, data_ + static_cast<std::size_t>(i0) * row_size);
      projected.layout_ = row_layout;
      projected.owned_ = owned_;
      projected.keep_ = keep_;
      projected.source_ = source_;
      return projected;
    }
  }

  T* data() const requires(N == 1) { return data_; }

  // A section shares the data: it starts at `origin` and keeps the row lengths (layout_) of this view.
  array_view section(const index<N>& origin, const concurrency::extent<N>& ext) const {
    array_view s = *this;
    s.extent = ext;
    s.data_ = data_ + linear_offset(layout_, origin);
    return s;
  }
  array_view section(const index<N>& origin) const {
    concurrency::extent<N> rest;
    for (int d = 0; d < N; d++) rest[d] = extent[d] - origin[d];
    return section(origin, rest);
  }
  array_view section(const concurrency::extent<N>& ext) const { return section(index<N>(), ext); }
  array_view section(int i0, int e0) const requires(N == 1) { return section(index<1>(i0), concurrency::extent<1>(e0)); }
  array_view section(int i0, int i1, int e0, int e1) const requires(N == 2) {
    return section(index<2>(i0, i1), concurrency::extent<2>(e0, e1));
  }

  // The same (contiguous) elements in another shape.
  template <int M>
  array_view<T, M> view_as(const concurrency::extent<M>& ext) const {
    array_view<T, M> v(ext, data_);
    v.owned_ = owned_;
    v.keep_ = keep_;
    v.source_ = source_;
    return v;
  }

  // The same bytes as elements of T2 (rank 1 only; a view of const gives one of const). C++ AMP
  // asserts that they are a whole number of T2; ampc throws runtime_exception, as does this.
  template <typename T2>
  auto reinterpret_as() const requires(N == 1) {
    using R = std::conditional_t<std::is_const_v<T>, const T2, T2>;
    const std::size_t bytes = static_cast<std::size_t>(extent[0]) * sizeof(T);
    if (bytes % sizeof(T2) != 0 || reinterpret_cast<std::uintptr_t>(data_) % sizeof(T2) != 0)
      throw runtime_exception("reinterpret_as: the view is not a whole number of the new elements");
    array_view<R, 1> v(concurrency::extent<1>(static_cast<int>(bytes / sizeof(T2))), reinterpret_cast<R*>(data_));
    v.keep_ = owned_ ? std::shared_ptr<void>(owned_) : keep_;
    v.source_ = source_;
    return v;
  }

  // The accelerator_view of the data source (amp_accelerator.h).
  accelerator_view get_source_accelerator_view() const;
  // The data is on the host already, and there is no device copy to update.
  void synchronize_to(const accelerator_view&) const {}
  completion_future synchronize_to_async(const accelerator_view&) const;  // amp_accelerator.h

  template <typename Dest>
  void copy_to(Dest& dest) const;

  // The data never leaves the host, so these have nothing to do.
  void discard_data() const {}
  void synchronize() const {}
  void refresh() const {}
  completion_future synchronize_async() const;  // amp_accelerator.h: ready at once

  concurrency::extent<N> extent;

 private:
  template <typename, int>
  friend class array_view;

  // The extent whose row lengths address the data: the extent of the view a section was cut from.
  concurrency::extent<N> layout_ = extent;

  std::shared_ptr<std::vector<value_type>> owned_;
  // Storage of another element type kept alive (a reinterpret_as of a view that owns its data).
  std::shared_ptr<void> keep_;
  detail::view_source source_;
  T* data_;
};

template <typename T, int N>
array_view<T, N> array<T, N>::section(const index<N>& origin, const concurrency::extent<N>& ext) {
  return array_view<T, N>(*this).section(origin, ext);
}
template <typename T, int N>
array_view<const T, N> array<T, N>::section(const index<N>& origin, const concurrency::extent<N>& ext) const {
  return array_view<const T, N>(*this).section(origin, ext);
}
template <typename T, int N>
template <int M>
array_view<T, M> array<T, N>::view_as(const concurrency::extent<M>& ext) {
  return array_view<T, N>(*this).view_as(ext);
}
template <typename T, int N>
template <typename T2>
array_view<T2, 1> array<T, N>::reinterpret_as() {
  return array_view<T, N>(*this).view_as(concurrency::extent<1>(extent.size())).template reinterpret_as<T2>();
}
template <typename T, int N>
template <typename T2>
array_view<const T2, 1> array<T, N>::reinterpret_as() const {
  return array_view<const T, N>(*this).view_as(concurrency::extent<1>(extent.size())).template reinterpret_as<T2>();
}

// ---------------------------------------------------------------------------
// parallel_for_each

template <int N, typename Kernel>
void parallel_for_each(const extent<N>& domain, const Kernel& kernel) {
  if (domain.size() == 0) return;
  index<N> idx;
  do {
    kernel(idx);
  } while (next_index(domain, idx));
}

template <int D0, int D1, int D2, typename Kernel>
void parallel_for_each(const tiled_extent<D0, D1, D2>& domain, const Kernel& kernel) {
  constexpr int R = tiled_rank<D0, D1, D2>;
  const extent<R> tile_shape = tiled_extent<D0, D1, D2>::make_tile_extent();

  extent<R> tile_grid;
  for (int d = 0; d < R; d++) {
    if (tile_shape[d] <= 0 || domain[d] % tile_shape[d] != 0)
      throw invalid_compute_domain("Concurrency::parallel_for_each (tiling): unsupported compute domain, the extent of dimension " +
                                   std::to_string(d) + " of the compute domain (" + std::to_string(domain[d]) +
                                   ") is not a multiple of the extent of dimension " + std::to_string(d) +
                                   " of the tile (" + std::to_string(tile_shape[d]) + ").");
    tile_grid[d] = domain[d] / tile_shape[d];
  }
  if (tile_shape.size() > 1024)
    throw invalid_compute_domain("Concurrency::parallel_for_each (tiling): a tile has more than 1024 threads.");
  if (domain.size() == 0) return;

  const int threads_per_tile = static_cast<int>(tile_shape.size());
  index<R> tile;
  do {
    index<R> origin;
    for (int d = 0; d < R; d++) origin[d] = tile[d] * tile_shape[d];

    std::barrier<> rendezvous(threads_per_tile);
    std::vector<std::thread> threads;
    threads.reserve(static_cast<std::size_t>(threads_per_tile));
    index<R> local;
    do {
      threads.emplace_back([&kernel, &rendezvous, tile, origin, local] {
        tiled_index<D0, D1, D2> t_idx(origin + local, local, tile, origin, tile_barrier(&rendezvous));
        kernel(t_idx);
        // A finished thread leaves the barrier, so the rest of the tile is not
        // left waiting for it (only matters for a barrier not all threads reach).
        rendezvous.arrive_and_drop();
      });
    } while (next_index(tile_shape, local));
    for (std::thread& thread : threads) thread.join();
  } while (next_index(tile_grid, tile));
}

// ---------------------------------------------------------------------------
// copy between arrays, views and host iterators: element by element, row-major.

namespace detail {
template <typename Src, typename Dest>
void copy_elements(const Src& src, Dest& dest) {
  index<Src::rank> idx;
  std::vector<std::remove_cvref_t<decltype(src[idx])>> values;
  if (src.extent.size() != 0) do values.push_back(src[idx]); while (next_index(src.extent, idx));
  std::size_t i = 0;
  index<Dest::rank> out;
  if (dest.extent.size() != 0) do dest[out] = values[i++]; while (next_index(dest.extent, out));
}
template <typename InputIt, typename Dest>
void copy_in(InputIt first, Dest& dest) {
  index<Dest::rank> out;
  if (dest.extent.size() != 0) do dest[out] = *first++; while (next_index(dest.extent, out));
}
template <typename Src, typename OutputIt>
void copy_out(const Src& src, OutputIt dest) {
  index<Src::rank> idx;
  if (src.extent.size() != 0) do *dest++ = src[idx]; while (next_index(src.extent, idx));
}
}  // namespace detail

template <typename T, int N, typename U, int M>
void copy(const array<T, N>& src, array<U, M>& dest) { detail::copy_elements(src, dest); }
template <typename T, int N, typename U, int M>
void copy(const array<T, N>& src, const array_view<U, M>& dest) { detail::copy_elements(src, dest); }
template <typename T, int N, typename U, int M>
void copy(const array_view<T, N>& src, array<U, M>& dest) { detail::copy_elements(src, dest); }
template <typename T, int N, typename U, int M>
void copy(const array_view<T, N>& src, const array_view<U, M>& dest) { detail::copy_elements(src, dest); }

template <typename InputIt, typename T, int N>
void copy(InputIt first, InputIt, array<T, N>& dest) { detail::copy_in(first, dest); }
template <typename InputIt, typename T, int N>
void copy(InputIt first, InputIt, const array_view<T, N>& dest) { detail::copy_in(first, dest); }
template <typename InputIt, typename T, int N>
void copy(InputIt first, array<T, N>& dest) { detail::copy_in(first, dest); }
template <typename InputIt, typename T, int N>
void copy(InputIt first, const array_view<T, N>& dest) { detail::copy_in(first, dest); }

template <typename T, int N, typename OutputIt>
void copy(const array<T, N>& src, OutputIt dest) { detail::copy_out(src, dest); }
template <typename T, int N, typename OutputIt>
void copy(const array_view<T, N>& src, OutputIt dest) { detail::copy_out(src, dest); }

template <typename T, int N>
template <typename Dest>
void array<T, N>::copy_to(Dest& dest) const { copy(*this, dest); }

template <typename T, int N>
template <typename Dest>
void array_view<T, N>::copy_to(Dest& dest) const { copy(*this, dest); }

}  // namespace concurrency

#include "amp_accelerator.h"
