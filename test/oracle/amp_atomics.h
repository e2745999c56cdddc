// C++ AMP's atomic functions (Microsoft's <amp.h>: int and unsigned overloads,
// the float atomic_exchange; HCC's float atomic_fetch_add/sub) for the CPU
// oracle. The threads of a tile are real std::threads (see amp.h), so these
// must really be atomic: each is one std::atomic_ref operation, sequentially
// consistent, on the plain object the pointer designates.
#pragma once

#include <atomic>

namespace concurrency {

namespace atomics_detail {
template <typename T>
std::atomic_ref<T> at(T* dest) {
  return std::atomic_ref<T>(*dest);
}
}  // namespace atomics_detail

#define AMP_ORACLE_ATOMIC_RMW(name, member, T) \
  inline T name(T* dest, T value) { return atomics_detail::at(dest).member(value); }

AMP_ORACLE_ATOMIC_RMW(atomic_fetch_add, fetch_add, int)
AMP_ORACLE_ATOMIC_RMW(atomic_fetch_add, fetch_add, unsigned int)
AMP_ORACLE_ATOMIC_RMW(atomic_fetch_add, fetch_add, float)
AMP_ORACLE_ATOMIC_RMW(atomic_fetch_sub, fetch_sub, int)
AMP_ORACLE_ATOMIC_RMW(atomic_fetch_sub, fetch_sub, unsigned int)
AMP_ORACLE_ATOMIC_RMW(atomic_fetch_sub, fetch_sub, float)
AMP_ORACLE_ATOMIC_RMW(atomic_fetch_and, fetch_and, int)
AMP_ORACLE_ATOMIC_RMW(atomic_fetch_and, fetch_and, unsigned int)
AMP_ORACLE_ATOMIC_RMW(atomic_fetch_or, fetch_or, int)
AMP_ORACLE_ATOMIC_RMW(atomic_fetch_or, fetch_or, unsigned int)
AMP_ORACLE_ATOMIC_RMW(atomic_fetch_xor, fetch_xor, int)
AMP_ORACLE_ATOMIC_RMW(atomic_fetch_xor, fetch_xor, unsigned int)
AMP_ORACLE_ATOMIC_RMW(atomic_exchange, exchange, int)
AMP_ORACLE_ATOMIC_RMW(atomic_exchange, exchange, unsigned int)
AMP_ORACLE_ATOMIC_RMW(atomic_exchange, exchange, float)
#undef AMP_ORACLE_ATOMIC_RMW

// std::atomic_ref has no fetch_max/fetch_min before C++26: a compare-exchange loop.
#define AMP_ORACLE_ATOMIC_EXTREMUM(name, keep_old, T)                         \
  inline T name(T* dest, T value) {                                           \
    std::atomic_ref<T> a(*dest);                                              \
    T old = a.load();                                                         \
    while (!(keep_old) && !a.compare_exchange_weak(old, value)) {             \
    }                                                                         \
    return old;                                                               \
  }

AMP_ORACLE_ATOMIC_EXTREMUM(atomic_fetch_max, old >= value, int)
AMP_ORACLE_ATOMIC_EXTREMUM(atomic_fetch_max, old >= value, unsigned int)
AMP_ORACLE_ATOMIC_EXTREMUM(atomic_fetch_min, old <= value, int)
AMP_ORACLE_ATOMIC_EXTREMUM(atomic_fetch_min, old <= value, unsigned int)
#undef AMP_ORACLE_ATOMIC_EXTREMUM

inline int atomic_fetch_inc(int* dest) { return atomic_fetch_add(dest, 1); }
inline unsigned int atomic_fetch_inc(unsigned int* dest) { return atomic_fetch_add(dest, 1u); }
inline int atomic_fetch_dec(int* dest) { return atomic_fetch_sub(dest, 1); }
inline unsigned int atomic_fetch_dec(unsigned int* dest) { return atomic_fetch_sub(dest, 1u); }

// Strong compare-exchange: on failure *expected receives the value found.
inline bool atomic_compare_exchange(int* dest, int* expected, int value) {
  return atomics_detail::at(dest).compare_exchange_strong(*expected, value);
}
inline bool atomic_compare_exchange(unsigned int* dest, unsigned int* expected, unsigned int value) {
  return atomics_detail::at(dest).compare_exchange_strong(*expected, value);
}

}  // namespace concurrency
