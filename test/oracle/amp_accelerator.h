// accelerator, accelerator_view and completion_future for the CPU oracle (included by amp.h).
//
// Two accelerators, as ampc reports them (runtime/accelerator.ts): the default one, which runs
// kernels (here on the CPU, with a fixed description: tests print only what both report alike),
// and cpu_accelerator, which only holds data: parallel_for_each on its view throws
// runtime_exception. Neither supports doubles in kernels (WebGPU has none). Copies finish before
// copy_async returns, so its future is ready at once.
#pragma once

#include <future>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace concurrency {

enum queuing_mode { queuing_mode_immediate, queuing_mode_automatic };

class out_of_memory : public runtime_exception {
 public:
  explicit out_of_memory(const char* message) noexcept : runtime_exception(message, E_OUTOFMEMORY) {}
  out_of_memory() noexcept : runtime_exception(E_OUTOFMEMORY) {}
};

// Its error code is E_FAIL; the reason the view was removed is kept apart.
class accelerator_view_removed : public runtime_exception {
 public:
  accelerator_view_removed(const char* message, HRESULT reason) noexcept : runtime_exception(message, E_FAIL), reason_(reason) {}
  explicit accelerator_view_removed(HRESULT reason) noexcept : runtime_exception(E_FAIL), reason_(reason) {}
  HRESULT get_view_removed_reason() const noexcept { return reason_; }

 private:
  HRESULT reason_;
};

class accelerator_view;
class accelerator;

namespace detail {
// Microsoft's accelerator declares its properties (`acc.default_view`, `acc.is_emulated`) with
// __declspec(property); here each is a member that reads its getter when converted.
template <typename T, T (accelerator::*Get)() const>
struct accelerator_property {
  const accelerator* owner;
  operator T() const { return (owner->*Get)(); }
  // A property reads as its value's type, so `a.device_path == accelerator::cpu_accelerator` and
  // `std::wcout << a.description` find std::wstring's operators (templates, which a conversion
  // operator alone would not reach).
  template <typename U>
  friend auto operator==(const accelerator_property& p, const U& v) -> decltype(std::declval<const T&>() == v) { return T(p) == v; }
  template <typename U>
  friend auto operator!=(const accelerator_property& p, const U& v) -> decltype(std::declval<const T&>() != v) { return T(p) != v; }
  template <typename C, typename Traits>
  friend auto operator<<(std::basic_ostream<C, Traits>& os, const accelerator_property& p) -> decltype(os << std::declval<const T&>()) { return os << T(p); }
};
}  // namespace detail

class accelerator {
 public:
  static inline const wchar_t default_accelerator[] = L"default";
  static inline const wchar_t cpu_accelerator[] = L"cpu";
  static inline const wchar_t direct3d_warp[] = L"direct3d\\warp";
  static inline const wchar_t direct3d_ref[] = L"direct3d\\ref";

  accelerator() : accelerator(std::wstring(default_accelerator)) {}
  explicit accelerator(const std::wstring& path) {
    if (path == default_accelerator || path == gpu_path()) {
      path_ = gpu_path();
      if (path == default_accelerator) default_in_use() = true;
    } else if (path == cpu_accelerator) {
      path_ = cpu_accelerator;
    } else {
      throw runtime_exception("there is no accelerator with this device path");
    }
  }

  static std::vector<accelerator> get_all() { return {accelerator(gpu_path()), accelerator(cpu_accelerator)}; }
  static bool set_default(const std::wstring& path) {
    if (path != default_accelerator && path != gpu_path()) return false;
    return !default_in_use();
  }

  std::wstring get_device_path() const { return path_; }
  std::wstring get_description() const { return is_cpu() ? L"CPU accelerator" : L"ampc CPU oracle"; }
  std::size_t get_dedicated_memory() const { return is_cpu() ? 0 : 4194304; }
  bool get_supports_double_precision() const { return false; }
  bool get_supports_limited_double_precision() const { return false; }
  bool get_supports_cpu_shared_memory() const { return is_cpu(); }
  bool get_has_display() const { return false; }
  bool get_is_emulated() const { return is_cpu(); }
  bool get_is_debug() const { return false; }
  unsigned int get_version() const { return 0x10000; }
  accelerator_view get_default_view() const;
  accelerator_view create_view(queuing_mode qmode = queuing_mode_automatic) const;

  accelerator(const accelerator& other) : path_(other.path_) {}
  accelerator& operator=(const accelerator& other) {
    path_ = other.path_;
    return *this;
  }

  detail::accelerator_property<std::wstring, &accelerator::get_device_path> device_path{this};
  detail::accelerator_property<std::wstring, &accelerator::get_description> description{this};
  detail::accelerator_property<std::size_t, &accelerator::get_dedicated_memory> dedicated_memory{this};
  detail::accelerator_property<bool, &accelerator::get_supports_double_precision> supports_double_precision{this};
  detail::accelerator_property<bool, &accelerator::get_supports_limited_double_precision> supports_limited_double_precision{this};
  detail::accelerator_property<bool, &accelerator::get_supports_cpu_shared_memory> supports_cpu_shared_memory{this};
  detail::accelerator_property<bool, &accelerator::get_has_display> has_display{this};
  detail::accelerator_property<bool, &accelerator::get_is_emulated> is_emulated{this};
  detail::accelerator_property<bool, &accelerator::get_is_debug> is_debug{this};
  detail::accelerator_property<unsigned int, &accelerator::get_version> version{this};
  detail::accelerator_property<accelerator_view, &accelerator::get_default_view> default_view{this};

  bool runs_kernels() const { return !is_cpu(); }
  friend bool operator==(const accelerator& a, const accelerator& b) { return a.path_ == b.path_; }
  friend bool operator!=(const accelerator& a, const accelerator& b) { return !(a == b); }

 private:
  static std::wstring gpu_path() { return L"oracle\\cpu"; }
  static bool& default_in_use() {
    static bool used = false;
    return used;
  }
  bool is_cpu() const { return path_ == cpu_accelerator; }
  std::wstring path_;
};

class completion_future {
 public:
  completion_future() = default;
  explicit completion_future(std::shared_future<void> f) : f_(std::move(f)) {}
  void get() const { f_.get(); }
  void wait() const { f_.wait(); }
  bool valid() const { return f_.valid(); }
  bool is_ready() const { return f_.wait_for(std::chrono::seconds(0)) == std::future_status::ready; }
  template <typename F>
  void then(const F& func) {
    f_.wait();
    func();
  }

 private:
  std::shared_future<void> f_;
};

class accelerator_view {
 public:
  accelerator get_accelerator() const { return acc_; }
  queuing_mode get_queuing_mode() const { return mode_; }
  bool get_is_debug() const { return false; }
  unsigned int get_version() const { return 0x10000; }
  void wait() {}
  void flush() {}
  completion_future create_marker() { return ready(); }
  friend bool operator==(const accelerator_view& a, const accelerator_view& b) { return a.id_ == b.id_; }
  friend bool operator!=(const accelerator_view& a, const accelerator_view& b) { return !(a == b); }

  static completion_future ready() {
    std::promise<void> done;
    done.set_value();
    return completion_future(done.get_future().share());
  }

 private:
  friend class accelerator;
  accelerator_view(accelerator acc, int id, queuing_mode mode = queuing_mode_automatic) : acc_(std::move(acc)), id_(id), mode_(mode) {}
  accelerator acc_;
  int id_;
  queuing_mode mode_;
};

inline accelerator_view accelerator::get_default_view() const { return accelerator_view(*this, is_cpu() ? 1 : 0); }
inline accelerator_view accelerator::create_view(queuing_mode qmode) const {
  static int next = 2;
  return accelerator_view(*this, next++, qmode);
}

template <typename Domain, typename Kernel>
void parallel_for_each(const accelerator_view& view, const Domain& domain, const Kernel& kernel) {
  if (!view.get_accelerator().runs_kernels()) throw runtime_exception("parallel_for_each is not supported on the CPU accelerator");
  parallel_for_each(domain, kernel);
}

// The copy, done now; the future is ready. An exception the copy throws is the future's.
template <typename... Args>
completion_future copy_async(Args&&... args) {
  std::promise<void> done;
  try {
    copy(std::forward<Args>(args)...);
    done.set_value();
  } catch (...) {
    done.set_exception(std::current_exception());
  }
  return completion_future(done.get_future().share());
}

// array_view::synchronize_async (amp.h): the data is on the host already.
template <typename T, int N>
completion_future array_view<T, N>::synchronize_async() const { return accelerator_view::ready(); }
template <typename T, int N>
completion_future array_view<T, N>::synchronize_to_async(const accelerator_view&) const { return accelerator_view::ready(); }

// array_view::get_source_accelerator_view (amp.h): the viewed array's, else the CPU's (MSDN).
template <typename Array>
accelerator_view detail::array_view_of(const void* array) { return static_cast<const Array*>(array)->get_accelerator_view(); }
template <typename T, int N>
accelerator_view array_view<T, N>::get_source_accelerator_view() const {
  return source_.view_of ? source_.view_of(source_.array) : accelerator(accelerator::cpu_accelerator).get_default_view();
}

// array's accelerator_views (amp.h): without one, the default accelerator's default view.
template <typename T, int N>
void array<T, N>::place(const concurrency::accelerator_view& av, const concurrency::accelerator_view* associated) {
  view_ = std::make_shared<const concurrency::accelerator_view>(av);
  if (associated) associated_ = std::make_shared<const concurrency::accelerator_view>(*associated);
}
template <typename T, int N>
accelerator_view array<T, N>::get_accelerator_view() const { return view_ ? *view_ : accelerator().get_default_view(); }
template <typename T, int N>
accelerator_view array<T, N>::get_associated_accelerator_view() const { return associated_ ? *associated_ : get_accelerator_view(); }
// The property's offset in its array (g++ supports offsetof in a class that is not standard-layout).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Winvalid-offsetof"
template <typename T, int N>
array<T, N>::accelerator_view_property::operator concurrency::accelerator_view() const {
  return reinterpret_cast<const array*>(reinterpret_cast<const char*>(this) - offsetof(array, accelerator_view))->get_accelerator_view();
}
template <typename T, int N>
array<T, N>::associated_accelerator_view_property::operator concurrency::accelerator_view() const {
  return reinterpret_cast<const array*>(reinterpret_cast<const char*>(this) - offsetof(array, associated_accelerator_view))->get_associated_accelerator_view();
}
#pragma GCC diagnostic pop

}  // namespace concurrency
