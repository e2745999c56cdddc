// <amp_short_vectors.h> for the CPU oracle: concurrency::graphics's short vectors, written from
// Microsoft's documentation (int_2 Class, float_4 Class, norm Class, short_vector Structure,
// short_vector_traits Structure), independently of ampc.
//
// - norm holds a float clamped to [-1, 1], unorm one clamped to [0, 1], on construction and after
//   every operation; both convert to float implicitly. norm(const unorm&) is implicit, the other
//   constructors from scalars explicit.
// - int_N, uint_N, float_N, double_N, norm_N, unorm_N hold N components x, y, z, w; their
//   default constructor zeroes them, a single value is broadcast (implicitly), and conversions
//   between vector types are explicit static_casts per component.
// - get_<swizzle>()/set_<swizzle>(v) exist for every ordering of distinct components. The
//   header's properties (v.x, v.xy, v.r, declared with __declspec(property)) cannot be written in
//   standard C++: here they are members of an anonymous union (see oracle_detail::storage), for
//   the scalar element types; norm_N and unorm_N have x, y, z, w alone.
#pragma once

#include <type_traits>

namespace concurrency {
namespace graphics {

typedef unsigned int uint;

class unorm;

class norm {
  float value_;
  void set(float f) {
    f = f < -1.0f ? -1.0f : f;
    f = f > 1.0f ? 1.0f : f;
    value_ = f;
  }
  friend class unorm;

 public:
  norm() : value_(0.0f) {}
  explicit norm(float v) { set(v); }
  explicit norm(unsigned int v) { set(static_cast<float>(v)); }
  explicit norm(int v) { set(static_cast<float>(v)); }
  explicit norm(double v) { set(static_cast<float>(v)); }
  norm(const norm& other) = default;
  norm(const unorm& other);
  norm& operator=(const norm& other) = default;
  operator float() const { return value_; }
  norm& operator+=(const norm& o) { set(value_ + o.value_); return *this; }
  norm& operator-=(const norm& o) { set(value_ - o.value_); return *this; }
  norm& operator*=(const norm& o) { set(value_ * o.value_); return *this; }
  norm& operator/=(const norm& o) { set(value_ / o.value_); return *this; }
  norm& operator++() { set(value_ + 1.0f); return *this; }
  norm operator++(int) { norm old = *this; ++*this; return old; }
  norm& operator--() { set(value_ - 1.0f); return *this; }
  norm operator--(int) { norm old = *this; --*this; return old; }
  norm operator-() const { norm r; r.value_ = -value_; return r; }
};

class unorm {
  float value_;
  void set(float f) {
    f = f < 0.0f ? 0.0f : f;
    f = f > 1.0f ? 1.0f : f;
    value_ = f;
  }
  friend class norm;

 public:
  unorm() : value_(0.0f) {}
  explicit unorm(float v) { set(v); }
  explicit unorm(unsigned int v) { set(static_cast<float>(v)); }
  explicit unorm(int v) { set(static_cast<float>(v)); }
  explicit unorm(double v) { set(static_cast<float>(v)); }
  unorm(const unorm& other) = default;
  explicit unorm(const norm& other) { set(other.value_); }
  unorm& operator=(const unorm& other) = default;
  operator float() const { return value_; }
  unorm& operator+=(const unorm& o) { set(value_ + o.value_); return *this; }
  unorm& operator-=(const unorm& o) { set(value_ - o.value_); return *this; }
  unorm& operator*=(const unorm& o) { set(value_ * o.value_); return *this; }
  unorm& operator/=(const unorm& o) { set(value_ / o.value_); return *this; }
  unorm& operator++() { set(value_ + 1.0f); return *this; }
  unorm operator++(int) { unorm old = *this; ++*this; return old; }
  unorm& operator--() { set(value_ - 1.0f); return *this; }
  unorm operator--(int) { unorm old = *this; --*this; return old; }
};

inline norm::norm(const unorm& other) : value_(other.value_) {}

#define ORACLE_NORM_OPS(T)                                                                  \
  inline T operator+(const T& a, const T& b) { return T(float(a) + float(b)); }            \
  inline T operator-(const T& a, const T& b) { return T(float(a) - float(b)); }            \
  inline T operator*(const T& a, const T& b) { return T(float(a) * float(b)); }            \
  inline T operator/(const T& a, const T& b) { return T(float(a) / float(b)); }            \
  inline bool operator==(const T& a, const T& b) { return float(a) == float(b); }          \
  inline bool operator!=(const T& a, const T& b) { return float(a) != float(b); }          \
  inline bool operator>(const T& a, const T& b) { return float(a) > float(b); }            \
  inline bool operator<(const T& a, const T& b) { return float(a) < float(b); }            \
  inline bool operator>=(const T& a, const T& b) { return float(a) >= float(b); }          \
  inline bool operator<=(const T& a, const T& b) { return float(a) <= float(b); }
ORACLE_NORM_OPS(norm)
ORACLE_NORM_OPS(unorm)
#undef ORACLE_NORM_OPS

#define NORM_ZERO ((concurrency::graphics::norm)0.0f)
#define NORM_MIN ((concurrency::graphics::norm)-1.0f)
#define NORM_MAX ((concurrency::graphics::norm)1.0f)
#define UNORM_ZERO ((concurrency::graphics::unorm)0.0f)
#define UNORM_MIN ((concurrency::graphics::unorm)0.0f)
#define UNORM_MAX ((concurrency::graphics::unorm)1.0f)

template <class T, int N>
class basic_vector;

namespace oracle_detail {
// The properties of Microsoft's header: x y z w and r g b a name the same components, and every
// ordering of distinct components (xy, zyx, rgb, bgra) reads and writes them together. For the
// scalar element types they are members of one anonymous union (GNU C++ reads any of them,
// type punning through a union being g++'s documented behaviour): a swizzle member converts to
// the short vector it spells and assigns from one. norm_N and unorm_N keep x y z w alone (a union
// cannot hold their class-type components trivially) and get_/set_ for the rest.
template <class T, int N, int... I>
struct swizzle {
  T v[N];
  operator basic_vector<T, sizeof...(I)>() const { return basic_vector<T, sizeof...(I)>(v[I]...); }
  swizzle& operator=(const basic_vector<T, sizeof...(I)>& s) {
    int k = 0;
    ((v[I] = s.at(k++)), ...);
    return *this;
  }
  swizzle& operator=(const swizzle& s) { return *this = basic_vector<T, sizeof...(I)>(s); }
};

template <class T, int N, bool Scalar = std::is_arithmetic_v<T>> struct storage;
template <class T> struct storage<T, 2, true> {
  union {
    struct { T x, y; };
    struct { T r, g; };
    swizzle<T, 2, 0, 1> xy;
    swizzle<T, 2, 1, 0> yx;
    swizzle<T, 2, 0, 1> rg;
    swizzle<T, 2, 1, 0> gr;
  };
  storage() {}
  storage(const storage& o) { x = o.x; y = o.y; }
  storage& operator=(const storage& o) { x = o.x; y = o.y; return *this; }
  T& at(int i) { return i == 0 ? x : y; }
  const T& at(int i) const { return i == 0 ? x : y; }
};
template <class T> struct storage<T, 2, false> {
  T x, y;
  T& at(int i) { return i == 0 ? x : y; }
  const T& at(int i) const { return i == 0 ? x : y; }
};
template <class T> struct storage<T, 3, true> {
  union {
    struct { T x, y, z; };
    struct { T r, g, b; };
    swizzle<T, 3, 0, 1> xy;
    swizzle<T, 3, 0, 2> xz;
    swizzle<T, 3, 1, 0> yx;
    swizzle<T, 3, 1, 2> yz;
    swizzle<T, 3, 2, 0> zx;
    swizzle<T, 3, 2, 1> zy;
    swizzle<T, 3, 0, 1, 2> xyz;
    swizzle<T, 3, 0, 2, 1> xzy;
    swizzle<T, 3, 1, 0, 2> yxz;
    swizzle<T, 3, 1, 2, 0> yzx;
    swizzle<T, 3, 2, 0, 1> zxy;
    swizzle<T, 3, 2, 1, 0> zyx;
    swizzle<T, 3, 0, 1> rg;
    swizzle<T, 3, 0, 2> rb;
    swizzle<T, 3, 1, 0> gr;
    swizzle<T, 3, 1, 2> gb;
    swizzle<T, 3, 2, 0> br;
    swizzle<T, 3, 2, 1> bg;
    swizzle<T, 3, 0, 1, 2> rgb;
    swizzle<T, 3, 0, 2, 1> rbg;
    swizzle<T, 3, 1, 0, 2> grb;
    swizzle<T, 3, 1, 2, 0> gbr;
    swizzle<T, 3, 2, 0, 1> brg;
    swizzle<T, 3, 2, 1, 0> bgr;
  };
  storage() {}
  storage(const storage& o) { x = o.x; y = o.y; z = o.z; }
  storage& operator=(const storage& o) { x = o.x; y = o.y; z = o.z; return *this; }
  T& at(int i) { return i == 0 ? x : i == 1 ? y : z; }
  const T& at(int i) const { return i == 0 ? x : i == 1 ? y : z; }
};
template <class T> struct storage<T, 3, false> {
  T x, y, z;
  T& at(int i) { return i == 0 ? x : i == 1 ? y : z; }
  const T& at(int i) const { return i == 0 ? x : i == 1 ? y : z; }
};
template <class T> struct storage<T, 4, true> {
  union {
    struct { T x, y, z, w; };
    struct { T r, g, b, a; };
    swizzle<T, 4, 0, 1> xy;
    swizzle<T, 4, 0, 2> xz;
    swizzle<T, 4, 0, 3> xw;
    swizzle<T, 4, 1, 0> yx;
    swizzle<T, 4, 1, 2> yz;
    swizzle<T, 4, 1, 3> yw;
    swizzle<T, 4, 2, 0> zx;
    swizzle<T, 4, 2, 1> zy;
    swizzle<T, 4, 2, 3> zw;
    swizzle<T, 4, 3, 0> wx;
    swizzle<T, 4, 3, 1> wy;
    swizzle<T, 4, 3, 2> wz;
    swizzle<T, 4, 0, 1, 2> xyz;
    swizzle<T, 4, 0, 1, 3> xyw;
    swizzle<T, 4, 0, 2, 1> xzy;
    swizzle<T, 4, 0, 2, 3> xzw;
    swizzle<T, 4, 0, 3, 1> xwy;
    swizzle<T, 4, 0, 3, 2> xwz;
    swizzle<T, 4, 1, 0, 2> yxz;
    swizzle<T, 4, 1, 0, 3> yxw;
    swizzle<T, 4, 1, 2, 0> yzx;
    swizzle<T, 4, 1, 2, 3> yzw;
    swizzle<T, 4, 1, 3, 0> ywx;
    swizzle<T, 4, 1, 3, 2> ywz;
    swizzle<T, 4, 2, 0, 1> zxy;
    swizzle<T, 4, 2, 0, 3> zxw;
    swizzle<T, 4, 2, 1, 0> zyx;
    swizzle<T, 4, 2, 1, 3> zyw;
    swizzle<T, 4, 2, 3, 0> zwx;
    swizzle<T, 4, 2, 3, 1> zwy;
    swizzle<T, 4, 3, 0, 1> wxy;
    swizzle<T, 4, 3, 0, 2> wxz;
    swizzle<T, 4, 3, 1, 0> wyx;
    swizzle<T, 4, 3, 1, 2> wyz;
    swizzle<T, 4, 3, 2, 0> wzx;
    swizzle<T, 4, 3, 2, 1> wzy;
    swizzle<T, 4, 0, 1, 2, 3> xyzw;
    swizzle<T, 4, 0, 1, 3, 2> xywz;
    swizzle<T, 4, 0, 2, 1, 3> xzyw;
    swizzle<T, 4, 0, 2, 3, 1> xzwy;
    swizzle<T, 4, 0, 3, 1, 2> xwyz;
    swizzle<T, 4, 0, 3, 2, 1> xwzy;
    swizzle<T, 4, 1, 0, 2, 3> yxzw;
    swizzle<T, 4, 1, 0, 3, 2> yxwz;
    swizzle<T, 4, 1, 2, 0, 3> yzxw;
    swizzle<T, 4, 1, 2, 3, 0> yzwx;
    swizzle<T, 4, 1, 3, 0, 2> ywxz;
    swizzle<T, 4, 1, 3, 2, 0> ywzx;
    swizzle<T, 4, 2, 0, 1, 3> zxyw;
    swizzle<T, 4, 2, 0, 3, 1> zxwy;
    swizzle<T, 4, 2, 1, 0, 3> zyxw;
    swizzle<T, 4, 2, 1, 3, 0> zywx;
    swizzle<T, 4, 2, 3, 0, 1> zwxy;
    swizzle<T, 4, 2, 3, 1, 0> zwyx;
    swizzle<T, 4, 3, 0, 1, 2> wxyz;
    swizzle<T, 4, 3, 0, 2, 1> wxzy;
    swizzle<T, 4, 3, 1, 0, 2> wyxz;
    swizzle<T, 4, 3, 1, 2, 0> wyzx;
    swizzle<T, 4, 3, 2, 0, 1> wzxy;
    swizzle<T, 4, 3, 2, 1, 0> wzyx;
    swizzle<T, 4, 0, 1> rg;
    swizzle<T, 4, 0, 2> rb;
    swizzle<T, 4, 0, 3> ra;
    swizzle<T, 4, 1, 0> gr;
    swizzle<T, 4, 1, 2> gb;
    swizzle<T, 4, 1, 3> ga;
    swizzle<T, 4, 2, 0> br;
    swizzle<T, 4, 2, 1> bg;
    swizzle<T, 4, 2, 3> ba;
    swizzle<T, 4, 3, 0> ar;
    swizzle<T, 4, 3, 1> ag;
    swizzle<T, 4, 3, 2> ab;
    swizzle<T, 4, 0, 1, 2> rgb;
    swizzle<T, 4, 0, 1, 3> rga;
    swizzle<T, 4, 0, 2, 1> rbg;
    swizzle<T, 4, 0, 2, 3> rba;
    swizzle<T, 4, 0, 3, 1> rag;
    swizzle<T, 4, 0, 3, 2> rab;
    swizzle<T, 4, 1, 0, 2> grb;
    swizzle<T, 4, 1, 0, 3> gra;
    swizzle<T, 4, 1, 2, 0> gbr;
    swizzle<T, 4, 1, 2, 3> gba;
    swizzle<T, 4, 1, 3, 0> gar;
    swizzle<T, 4, 1, 3, 2> gab;
    swizzle<T, 4, 2, 0, 1> brg;
    swizzle<T, 4, 2, 0, 3> bra;
    swizzle<T, 4, 2, 1, 0> bgr;
    swizzle<T, 4, 2, 1, 3> bga;
    swizzle<T, 4, 2, 3, 0> bar;
    swizzle<T, 4, 2, 3, 1> bag;
    swizzle<T, 4, 3, 0, 1> arg;
    swizzle<T, 4, 3, 0, 2> arb;
    swizzle<T, 4, 3, 1, 0> agr;
    swizzle<T, 4, 3, 1, 2> agb;
    swizzle<T, 4, 3, 2, 0> abr;
    swizzle<T, 4, 3, 2, 1> abg;
    swizzle<T, 4, 0, 1, 2, 3> rgba;
    swizzle<T, 4, 0, 1, 3, 2> rgab;
    swizzle<T, 4, 0, 2, 1, 3> rbga;
    swizzle<T, 4, 0, 2, 3, 1> rbag;
    swizzle<T, 4, 0, 3, 1, 2> ragb;
    swizzle<T, 4, 0, 3, 2, 1> rabg;
    swizzle<T, 4, 1, 0, 2, 3> grba;
    swizzle<T, 4, 1, 0, 3, 2> grab;
    swizzle<T, 4, 1, 2, 0, 3> gbra;
    swizzle<T, 4, 1, 2, 3, 0> gbar;
    swizzle<T, 4, 1, 3, 0, 2> garb;
    swizzle<T, 4, 1, 3, 2, 0> gabr;
    swizzle<T, 4, 2, 0, 1, 3> brga;
    swizzle<T, 4, 2, 0, 3, 1> brag;
    swizzle<T, 4, 2, 1, 0, 3> bgra;
    swizzle<T, 4, 2, 1, 3, 0> bgar;
    swizzle<T, 4, 2, 3, 0, 1> barg;
    swizzle<T, 4, 2, 3, 1, 0> bagr;
    swizzle<T, 4, 3, 0, 1, 2> argb;
    swizzle<T, 4, 3, 0, 2, 1> arbg;
    swizzle<T, 4, 3, 1, 0, 2> agrb;
    swizzle<T, 4, 3, 1, 2, 0> agbr;
    swizzle<T, 4, 3, 2, 0, 1> abrg;
    swizzle<T, 4, 3, 2, 1, 0> abgr;
  };
  storage() {}
  storage(const storage& o) { x = o.x; y = o.y; z = o.z; w = o.w; }
  storage& operator=(const storage& o) { x = o.x; y = o.y; z = o.z; w = o.w; return *this; }
  T& at(int i) { return i == 0 ? x : i == 1 ? y : i == 2 ? z : w; }
  const T& at(int i) const { return i == 0 ? x : i == 1 ? y : i == 2 ? z : w; }
};
template <class T> struct storage<T, 4, false> {
  T x, y, z, w;
  T& at(int i) { return i == 0 ? x : i == 1 ? y : i == 2 ? z : w; }
  const T& at(int i) const { return i == 0 ? x : i == 1 ? y : i == 2 ? z : w; }
};
template <class T> constexpr bool is_norm = std::is_same_v<T, norm> || std::is_same_v<T, unorm>;
}  // namespace oracle_detail

template <class T, int N>
class basic_vector : public oracle_detail::storage<T, N> {
 public:
  typedef T value_type;
  static const int size = N;

  basic_vector() { for (int i = 0; i < N; i++) this->at(i) = T(); }
  basic_vector(T v) { for (int i = 0; i < N; i++) this->at(i) = v; }
  basic_vector(T v0, T v1) requires(N == 2) { this->x = v0; this->y = v1; }
  basic_vector(T v0, T v1, T v2) requires(N == 3) { this->x = v0; this->y = v1; this->z = v2; }
  basic_vector(T v0, T v1, T v2, T v3) requires(N == 4) { this->x = v0; this->y = v1; this->z = v2; this->w = v3; }
  // norm_N / unorm_N: also from floats, explicitly (each one clamped).
  explicit basic_vector(float v) requires(oracle_detail::is_norm<T>) : basic_vector(T(v)) {}
  explicit basic_vector(float v0, float v1) requires(N == 2 && oracle_detail::is_norm<T>) : basic_vector(T(v0), T(v1)) {}
  explicit basic_vector(float v0, float v1, float v2) requires(N == 3 && oracle_detail::is_norm<T>) : basic_vector(T(v0), T(v1), T(v2)) {}
  explicit basic_vector(float v0, float v1, float v2, float v3) requires(N == 4 && oracle_detail::is_norm<T>) : basic_vector(T(v0), T(v1), T(v2), T(v3)) {}
  template <class U>
  explicit basic_vector(const basic_vector<U, N>& other) requires(!std::is_same_v<U, T>) {
    for (int i = 0; i < N; i++) this->at(i) = static_cast<T>(other.at(i));
  }

  T get_x() const { return this->x; }
  T get_y() const { return this->y; }
  T get_z() const requires(N >= 3) { return this->z; }
  T get_w() const requires(N >= 4) { return this->w; }
  void set_x(T v) { this->x = v; }
  void set_y(T v) { this->y = v; }
  void set_z(T v) requires(N >= 3) { this->z = v; }
  void set_w(T v) requires(N >= 4) { this->w = v; }

  // Swizzles: every ordering of 2 to 4 distinct components.
  basic_vector<T, 2> get_xy() const requires(N >= 2) { return basic_vector<T, 2>(this->at(0), this->at(1)); }
  void set_xy(const basic_vector<T, 2>& v) requires(N >= 2) { this->at(0) = v.at(0); this->at(1) = v.at(1); }
  basic_vector<T, 2> get_xz() const requires(N >= 3) { return basic_vector<T, 2>(this->at(0), this->at(2)); }
  void set_xz(const basic_vector<T, 2>& v) requires(N >= 3) { this->at(0) = v.at(0); this->at(2) = v.at(1); }
  basic_vector<T, 2> get_xw() const requires(N >= 4) { return basic_vector<T, 2>(this->at(0), this->at(3)); }
  void set_xw(const basic_vector<T, 2>& v) requires(N >= 4) { this->at(0) = v.at(0); this->at(3) = v.at(1); }
  basic_vector<T, 2> get_yx() const requires(N >= 2) { return basic_vector<T, 2>(this->at(1), this->at(0)); }
  void set_yx(const basic_vector<T, 2>& v) requires(N >= 2) { this->at(1) = v.at(0); this->at(0) = v.at(1); }
  basic_vector<T, 2> get_yz() const requires(N >= 3) { return basic_vector<T, 2>(this->at(1), this->at(2)); }
  void set_yz(const basic_vector<T, 2>& v) requires(N >= 3) { this->at(1) = v.at(0); this->at(2) = v.at(1); }
  basic_vector<T, 2> get_yw() const requires(N >= 4) { return basic_vector<T, 2>(this->at(1), this->at(3)); }
  void set_yw(const basic_vector<T, 2>& v) requires(N >= 4) { this->at(1) = v.at(0); this->at(3) = v.at(1); }
  basic_vector<T, 2> get_zx() const requires(N >= 3) { return basic_vector<T, 2>(this->at(2), this->at(0)); }
  void set_zx(const basic_vector<T, 2>& v) requires(N >= 3) { this->at(2) = v.at(0); this->at(0) = v.at(1); }
  basic_vector<T, 2> get_zy() const requires(N >= 3) { return basic_vector<T, 2>(this->at(2), this->at(1)); }
  void set_zy(const basic_vector<T, 2>& v) requires(N >= 3) { this->at(2) = v.at(0); this->at(1) = v.at(1); }
  basic_vector<T, 2> get_zw() const requires(N >= 4) { return basic_vector<T, 2>(this->at(2), this->at(3)); }
  void set_zw(const basic_vector<T, 2>& v) requires(N >= 4) { this->at(2) = v.at(0); this->at(3) = v.at(1); }
  basic_vector<T, 2> get_wx() const requires(N >= 4) { return basic_vector<T, 2>(this->at(3), this->at(0)); }
  void set_wx(const basic_vector<T, 2>& v) requires(N >= 4) { this->at(3) = v.at(0); this->at(0) = v.at(1); }
  basic_vector<T, 2> get_wy() const requires(N >= 4) { return basic_vector<T, 2>(this->at(3), this->at(1)); }
  void set_wy(const basic_vector<T, 2>& v) requires(N >= 4) { this->at(3) = v.at(0); this->at(1) = v.at(1); }
  basic_vector<T, 2> get_wz() const requires(N >= 4) { return basic_vector<T, 2>(this->at(3), this->at(2)); }
  void set_wz(const basic_vector<T, 2>& v) requires(N >= 4) { this->at(3) = v.at(0); this->at(2) = v.at(1); }
  basic_vector<T, 3> get_xyz() const requires(N >= 3) { return basic_vector<T, 3>(this->at(0), this->at(1), this->at(2)); }
  void set_xyz(const basic_vector<T, 3>& v) requires(N >= 3) { this->at(0) = v.at(0); this->at(1) = v.at(1); this->at(2) = v.at(2); }
  basic_vector<T, 3> get_xyw() const requires(N >= 4) { return basic_vector<T, 3>(this->at(0), this->at(1), this->at(3)); }
  void set_xyw(const basic_vector<T, 3>& v) requires(N >= 4) { this->at(0) = v.at(0); this->at(1) = v.at(1); this->at(3) = v.at(2); }
  basic_vector<T, 3> get_xzy() const requires(N >= 3) { return basic_vector<T, 3>(this->at(0), this->at(2), this->at(1)); }
  void set_xzy(const basic_vector<T, 3>& v) requires(N >= 3) { this->at(0) = v.at(0); this->at(2) = v.at(1); this->at(1) = v.at(2); }
  basic_vector<T, 3> get_xzw() const requires(N >= 4) { return basic_vector<T, 3>(this->at(0), this->at(2), this->at(3)); }
  void set_xzw(const basic_vector<T, 3>& v) requires(N >= 4) { this->at(0) = v.at(0); this->at(2) = v.at(1); this->at(3) = v.at(2); }
  basic_vector<T, 3> get_xwy() const requires(N >= 4) { return basic_vector<T, 3>(this->at(0), this->at(3), this->at(1)); }
  void set_xwy(const basic_vector<T, 3>& v) requires(N >= 4) { this->at(0) = v.at(0); this->at(3) = v.at(1); this->at(1) = v.at(2); }
  basic_vector<T, 3> get_xwz() const requires(N >= 4) { return basic_vector<T, 3>(this->at(0), this->at(3), this->at(2)); }
  void set_xwz(const basic_vector<T, 3>& v) requires(N >= 4) { this->at(0) = v.at(0); this->at(3) = v.at(1); this->at(2) = v.at(2); }
  basic_vector<T, 3> get_yxz() const requires(N >= 3) { return basic_vector<T, 3>(this->at(1), this->at(0), this->at(2)); }
  void set_yxz(const basic_vector<T, 3>& v) requires(N >= 3) { this->at(1) = v.at(0); this->at(0) = v.at(1); this->at(2) = v.at(2); }
  basic_vector<T, 3> get_yxw() const requires(N >= 4) { return basic_vector<T, 3>(this->at(1), this->at(0), this->at(3)); }
  void set_yxw(const basic_vector<T, 3>& v) requires(N >= 4) { this->at(1) = v.at(0); this->at(0) = v.at(1); this->at(3) = v.at(2); }
  basic_vector<T, 3> get_yzx() const requires(N >= 3) { return basic_vector<T, 3>(this->at(1), this->at(2), this->at(0)); }
  void set_yzx(const basic_vector<T, 3>& v) requires(N >= 3) { this->at(1) = v.at(0); this->at(2) = v.at(1); this->at(0) = v.at(2); }
  basic_vector<T, 3> get_yzw() const requires(N >= 4) { return basic_vector<T, 3>(this->at(1), this->at(2), this->at(3)); }
  void set_yzw(const basic_vector<T, 3>& v) requires(N >= 4) { this->at(1) = v.at(0); this->at(2) = v.at(1); this->at(3) = v.at(2); }
  basic_vector<T, 3> get_ywx() const requires(N >= 4) { return basic_vector<T, 3>(this->at(1), this->at(3), this->at(0)); }
  void set_ywx(const basic_vector<T, 3>& v) requires(N >= 4) { this->at(1) = v.at(0); this->at(3) = v.at(1); this->at(0) = v.at(2); }
  basic_vector<T, 3> get_ywz() const requires(N >= 4) { return basic_vector<T, 3>(this->at(1), this->at(3), this->at(2)); }
  void set_ywz(const basic_vector<T, 3>& v) requires(N >= 4) { this->at(1) = v.at(0); this->at(3) = v.at(1); this->at(2) = v.at(2); }
  basic_vector<T, 3> get_zxy() const requires(N >= 3) { return basic_vector<T, 3>(this->at(2), this->at(0), this->at(1)); }
  void set_zxy(const basic_vector<T, 3>& v) requires(N >= 3) { this->at(2) = v.at(0); this->at(0) = v.at(1); this->at(1) = v.at(2); }
  basic_vector<T, 3> get_zxw() const requires(N >= 4) { return basic_vector<T, 3>(this->at(2), this->at(0), this->at(3)); }
  void set_zxw(const basic_vector<T, 3>& v) requires(N >= 4) { this->at(2) = v.at(0); this->at(0) = v.at(1); this->at(3) = v.at(2); }
  basic_vector<T, 3> get_zyx() const requires(N >= 3) { return basic_vector<T, 3>(this->at(2), this->at(1), this->at(0)); }
  void set_zyx(const basic_vector<T, 3>& v) requires(N >= 3) { this->at(2) = v.at(0); this->at(1) = v.at(1); this->at(0) = v.at(2); }
  basic_vector<T, 3> get_zyw() const requires(N >= 4) { return basic_vector<T, 3>(this->at(2), this->at(1), this->at(3)); }
  void set_zyw(const basic_vector<T, 3>& v) requires(N >= 4) { this->at(2) = v.at(0); this->at(1) = v.at(1); this->at(3) = v.at(2); }
  basic_vector<T, 3> get_zwx() const requires(N >= 4) { return basic_vector<T, 3>(this->at(2), this->at(3), this->at(0)); }
  void set_zwx(const basic_vector<T, 3>& v) requires(N >= 4) { this->at(2) = v.at(0); this->at(3) = v.at(1); this->at(0) = v.at(2); }
  basic_vector<T, 3> get_zwy() const requires(N >= 4) { return basic_vector<T, 3>(this->at(2), this->at(3), this->at(1)); }
  void set_zwy(const basic_vector<T, 3>& v) requires(N >= 4) { this->at(2) = v.at(0); this->at(3) = v.at(1); this->at(1) = v.at(2); }
  basic_vector<T, 3> get_wxy() const requires(N >= 4) { return basic_vector<T, 3>(this->at(3), this->at(0), this->at(1)); }
  void set_wxy(const basic_vector<T, 3>& v) requires(N >= 4) { this->at(3) = v.at(0); this->at(0) = v.at(1); this->at(1) = v.at(2); }
  basic_vector<T, 3> get_wxz() const requires(N >= 4) { return basic_vector<T, 3>(this->at(3), this->at(0), this->at(2)); }
  void set_wxz(const basic_vector<T, 3>& v) requires(N >= 4) { this->at(3) = v.at(0); this->at(0) = v.at(1); this->at(2) = v.at(2); }
  basic_vector<T, 3> get_wyx() const requires(N >= 4) { return basic_vector<T, 3>(this->at(3), this->at(1), this->at(0)); }
  void set_wyx(const basic_vector<T, 3>& v) requires(N >= 4) { this->at(3) = v.at(0); this->at(1) = v.at(1); this->at(0) = v.at(2); }
  basic_vector<T, 3> get_wyz() const requires(N >= 4) { return basic_vector<T, 3>(this->at(3), this->at(1), this->at(2)); }
  void set_wyz(const basic_vector<T, 3>& v) requires(N >= 4) { this->at(3) = v.at(0); this->at(1) = v.at(1); this->at(2) = v.at(2); }
  basic_vector<T, 3> get_wzx() const requires(N >= 4) { return basic_vector<T, 3>(this->at(3), this->at(2), this->at(0)); }
  void set_wzx(const basic_vector<T, 3>& v) requires(N >= 4) { this->at(3) = v.at(0); this->at(2) = v.at(1); this->at(0) = v.at(2); }
  basic_vector<T, 3> get_wzy() const requires(N >= 4) { return basic_vector<T, 3>(this->at(3), this->at(2), this->at(1)); }
  void set_wzy(const basic_vector<T, 3>& v) requires(N >= 4) { this->at(3) = v.at(0); this->at(2) = v.at(1); this->at(1) = v.at(2); }
  basic_vector<T, 4> get_xyzw() const requires(N >= 4) { return basic_vector<T, 4>(this->at(0), this->at(1), this->at(2), this->at(3)); }
  void set_xyzw(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(0) = v.at(0); this->at(1) = v.at(1); this->at(2) = v.at(2); this->at(3) = v.at(3); }
  basic_vector<T, 4> get_xywz() const requires(N >= 4) { return basic_vector<T, 4>(this->at(0), this->at(1), this->at(3), this->at(2)); }
  void set_xywz(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(0) = v.at(0); this->at(1) = v.at(1); this->at(3) = v.at(2); this->at(2) = v.at(3); }
  basic_vector<T, 4> get_xzyw() const requires(N >= 4) { return basic_vector<T, 4>(this->at(0), this->at(2), this->at(1), this->at(3)); }
  void set_xzyw(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(0) = v.at(0); this->at(2) = v.at(1); this->at(1) = v.at(2); this->at(3) = v.at(3); }
  basic_vector<T, 4> get_xzwy() const requires(N >= 4) { return basic_vector<T, 4>(this->at(0), this->at(2), this->at(3), this->at(1)); }
  void set_xzwy(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(0) = v.at(0); this->at(2) = v.at(1); this->at(3) = v.at(2); this->at(1) = v.at(3); }
  basic_vector<T, 4> get_xwyz() const requires(N >= 4) { return basic_vector<T, 4>(this->at(0), this->at(3), this->at(1), this->at(2)); }
  void set_xwyz(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(0) = v.at(0); this->at(3) = v.at(1); this->at(1) = v.at(2); this->at(2) = v.at(3); }
  basic_vector<T, 4> get_xwzy() const requires(N >= 4) { return basic_vector<T, 4>(this->at(0), this->at(3), this->at(2), this->at(1)); }
  void set_xwzy(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(0) = v.at(0); this->at(3) = v.at(1); this->at(2) = v.at(2); this->at(1) = v.at(3); }
  basic_vector<T, 4> get_yxzw() const requires(N >= 4) { return basic_vector<T, 4>(this->at(1), this->at(0), this->at(2), this->at(3)); }
  void set_yxzw(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(1) = v.at(0); this->at(0) = v.at(1); this->at(2) = v.at(2); this->at(3) = v.at(3); }
  basic_vector<T, 4> get_yxwz() const requires(N >= 4) { return basic_vector<T, 4>(this->at(1), this->at(0), this->at(3), this->at(2)); }
  void set_yxwz(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(1) = v.at(0); this->at(0) = v.at(1); this->at(3) = v.at(2); this->at(2) = v.at(3); }
  basic_vector<T, 4> get_yzxw() const requires(N >= 4) { return basic_vector<T, 4>(this->at(1), this->at(2), this->at(0), this->at(3)); }
  void set_yzxw(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(1) = v.at(0); this->at(2) = v.at(1); this->at(0) = v.at(2); this->at(3) = v.at(3); }
  basic_vector<T, 4> get_yzwx() const requires(N >= 4) { return basic_vector<T, 4>(this->at(1), this->at(2), this->at(3), this->at(0)); }
  void set_yzwx(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(1) = v.at(0); this->at(2) = v.at(1); this->at(3) = v.at(2); this->at(0) = v.at(3); }
  basic_vector<T, 4> get_ywxz() const requires(N >= 4) { return basic_vector<T, 4>(this->at(1), this->at(3), this->at(0), this->at(2)); }
  void set_ywxz(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(1) = v.at(0); this->at(3) = v.at(1); this->at(0) = v.at(2); this->at(2) = v.at(3); }
  basic_vector<T, 4> get_ywzx() const requires(N >= 4) { return basic_vector<T, 4>(this->at(1), this->at(3), this->at(2), this->at(0)); }
  void set_ywzx(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(1) = v.at(0); this->at(3) = v.at(1); this->at(2) = v.at(2); this->at(0) = v.at(3); }
  basic_vector<T, 4> get_zxyw() const requires(N >= 4) { return basic_vector<T, 4>(this->at(2), this->at(0), this->at(1), this->at(3)); }
  void set_zxyw(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(2) = v.at(0); this->at(0) = v.at(1); this->at(1) = v.at(2); this->at(3) = v.at(3); }
  basic_vector<T, 4> get_zxwy() const requires(N >= 4) { return basic_vector<T, 4>(this->at(2), this->at(0), this->at(3), this->at(1)); }
  void set_zxwy(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(2) = v.at(0); this->at(0) = v.at(1); this->at(3) = v.at(2); this->at(1) = v.at(3); }
  basic_vector<T, 4> get_zyxw() const requires(N >= 4) { return basic_vector<T, 4>(this->at(2), this->at(1), this->at(0), this->at(3)); }
  void set_zyxw(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(2) = v.at(0); this->at(1) = v.at(1); this->at(0) = v.at(2); this->at(3) = v.at(3); }
  basic_vector<T, 4> get_zywx() const requires(N >= 4) { return basic_vector<T, 4>(this->at(2), this->at(1), this->at(3), this->at(0)); }
  void set_zywx(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(2) = v.at(0); this->at(1) = v.at(1); this->at(3) = v.at(2); this->at(0) = v.at(3); }
  basic_vector<T, 4> get_zwxy() const requires(N >= 4) { return basic_vector<T, 4>(this->at(2), this->at(3), this->at(0), this->at(1)); }
  void set_zwxy(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(2) = v.at(0); this->at(3) = v.at(1); this->at(0) = v.at(2); this->at(1) = v.at(3); }
  basic_vector<T, 4> get_zwyx() const requires(N >= 4) { return basic_vector<T, 4>(this->at(2), this->at(3), this->at(1), this->at(0)); }
  void set_zwyx(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(2) = v.at(0); this->at(3) = v.at(1); this->at(1) = v.at(2); this->at(0) = v.at(3); }
  basic_vector<T, 4> get_wxyz() const requires(N >= 4) { return basic_vector<T, 4>(this->at(3), this->at(0), this->at(1), this->at(2)); }
  void set_wxyz(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(3) = v.at(0); this->at(0) = v.at(1); this->at(1) = v.at(2); this->at(2) = v.at(3); }
  basic_vector<T, 4> get_wxzy() const requires(N >= 4) { return basic_vector<T, 4>(this->at(3), this->at(0), this->at(2), this->at(1)); }
  void set_wxzy(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(3) = v.at(0); this->at(0) = v.at(1); this->at(2) = v.at(2); this->at(1) = v.at(3); }
  basic_vector<T, 4> get_wyxz() const requires(N >= 4) { return basic_vector<T, 4>(this->at(3), this->at(1), this->at(0), this->at(2)); }
  void set_wyxz(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(3) = v.at(0); this->at(1) = v.at(1); this->at(0) = v.at(2); this->at(2) = v.at(3); }
  basic_vector<T, 4> get_wyzx() const requires(N >= 4) { return basic_vector<T, 4>(this->at(3), this->at(1), this->at(2), this->at(0)); }
  void set_wyzx(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(3) = v.at(0); this->at(1) = v.at(1); this->at(2) = v.at(2); this->at(0) = v.at(3); }
  basic_vector<T, 4> get_wzxy() const requires(N >= 4) { return basic_vector<T, 4>(this->at(3), this->at(2), this->at(0), this->at(1)); }
  void set_wzxy(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(3) = v.at(0); this->at(2) = v.at(1); this->at(0) = v.at(2); this->at(1) = v.at(3); }
  basic_vector<T, 4> get_wzyx() const requires(N >= 4) { return basic_vector<T, 4>(this->at(3), this->at(2), this->at(1), this->at(0)); }
  void set_wzyx(const basic_vector<T, 4>& v) requires(N >= 4) { this->at(3) = v.at(0); this->at(2) = v.at(1); this->at(1) = v.at(2); this->at(0) = v.at(3); }

#define ORACLE_VECTOR_OP(op)                                                                 \
  friend basic_vector operator op(const basic_vector& a, const basic_vector& b) {          \
    basic_vector r;                                                                         \
    for (int i = 0; i < N; i++) r.at(i) = static_cast<T>(a.at(i) op b.at(i));               \
    return r;                                                                               \
  }                                                                                         \
  basic_vector& operator op##=(const basic_vector& b) { return *this = *this op b; }
  ORACLE_VECTOR_OP(+)
  ORACLE_VECTOR_OP(-)
  ORACLE_VECTOR_OP(*)
  ORACLE_VECTOR_OP(/)
  ORACLE_VECTOR_OP(%)
  ORACLE_VECTOR_OP(&)
  ORACLE_VECTOR_OP(|)
  ORACLE_VECTOR_OP(^)
  ORACLE_VECTOR_OP(<<)
  ORACLE_VECTOR_OP(>>)
#undef ORACLE_VECTOR_OP

  friend bool operator==(const basic_vector& a, const basic_vector& b) {
    for (int i = 0; i < N; i++)
      if (!(a.at(i) == b.at(i))) return false;
    return true;
  }
  friend bool operator!=(const basic_vector& a, const basic_vector& b) { return !(a == b); }

  basic_vector operator-() const {
    basic_vector r;
    for (int i = 0; i < N; i++) r.at(i) = -this->at(i);
    return r;
  }
  basic_vector operator~() const {
    basic_vector r;
    for (int i = 0; i < N; i++) r.at(i) = ~this->at(i);
    return r;
  }
  basic_vector& operator++() { for (int i = 0; i < N; i++) ++this->at(i); return *this; }
  basic_vector operator++(int) { basic_vector old = *this; ++*this; return old; }
  basic_vector& operator--() { for (int i = 0; i < N; i++) --this->at(i); return *this; }
  basic_vector operator--(int) { basic_vector old = *this; --*this; return old; }
};

#define ORACLE_VECTOR_TYPES(T, name) \
  typedef basic_vector<T, 2> name##_2; \
  typedef basic_vector<T, 3> name##_3; \
  typedef basic_vector<T, 4> name##_4;
ORACLE_VECTOR_TYPES(int, int)
ORACLE_VECTOR_TYPES(unsigned int, uint)
ORACLE_VECTOR_TYPES(float, float)
ORACLE_VECTOR_TYPES(double, double)
ORACLE_VECTOR_TYPES(norm, norm)
ORACLE_VECTOR_TYPES(unorm, unorm)
#undef ORACLE_VECTOR_TYPES

template <class T, int N> struct short_vector { typedef basic_vector<T, N> type; };
template <class T> struct short_vector<T, 1> { typedef T type; };

template <class T> struct short_vector_traits {
  typedef T value_type;
  static const int size = 1;
};
template <class T, int N> struct short_vector_traits<basic_vector<T, N>> {
  typedef T value_type;
  static const int size = N;
};

}  // namespace graphics
}  // namespace concurrency
