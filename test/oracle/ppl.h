// The Parallel Patterns Library subset ampc implements, for g++: everything runs on the calling
// thread in index order (one schedule the parallel program may have), exactly as ampc runs it
// (src/library/ppl-header.ts and ppl.ts say why and how). Not Microsoft's code: written from
// the documented behaviour.
#pragma once

#include <algorithm>
#include <exception>
#include <functional>
#include <iterator>
#include <stdexcept>
#include <utility>
#include <vector>

namespace concurrency {

class improper_lock : public std::exception {
public:
  improper_lock() {}
  const char* what() const noexcept override { return "Unknown exception"; }
};

class critical_section {
public:
  class scoped_lock {
  public:
    explicit scoped_lock(critical_section& cs) : cs_(cs) { cs_.lock(); }
    ~scoped_lock() { cs_.unlock(); }
    scoped_lock(const scoped_lock&) = delete;
    scoped_lock& operator=(const scoped_lock&) = delete;
  private:
    critical_section& cs_;
  };
  critical_section() = default;
  critical_section(const critical_section&) = delete;
  critical_section& operator=(const critical_section&) = delete;
  void lock() {
    if (locked_) throw improper_lock();
    locked_ = true;
  }
  bool try_lock() {
    if (locked_) return false;
    locked_ = true;
    return true;
  }
  bool try_lock_for(unsigned int) { return try_lock(); }
  void unlock() { locked_ = false; }
private:
  bool locked_ = false;
};

class reader_writer_lock {
public:
  class scoped_lock {
  public:
    explicit scoped_lock(reader_writer_lock& l) : l_(l) { l_.lock(); }
    ~scoped_lock() { l_.unlock(); }
  private:
    reader_writer_lock& l_;
  };
  class scoped_lock_read {
  public:
    explicit scoped_lock_read(reader_writer_lock& l) : l_(l) { l_.lock_read(); }
    ~scoped_lock_read() { l_.unlock(); }
  private:
    reader_writer_lock& l_;
  };
  void lock() {
    if (writer_ || readers_ > 0) throw improper_lock();
    writer_ = true;
  }
  bool try_lock() {
    if (writer_ || readers_ > 0) return false;
    writer_ = true;
    return true;
  }
  void lock_read() {
    if (writer_) throw improper_lock();
    ++readers_;
  }
  bool try_lock_read() {
    if (writer_) return false;
    ++readers_;
    return true;
  }
  void unlock() {
    if (writer_) writer_ = false;
    else if (readers_ > 0) --readers_;
  }
private:
  bool writer_ = false;
  int readers_ = 0;
};

template <typename Index, typename Function>
void parallel_for(Index first, Index last, Index step, const Function& func) {
  if (step < 1) throw std::invalid_argument("_Step");
  if (!(first < last)) return;
  for (Index i = first;; i += step) {
    func(i);
    if (last - i <= step) break;
  }
}

template <typename Index, typename Function>
void parallel_for(Index first, Index last, const Function& func) {
  parallel_for(first, last, Index(1), func);
}

template <typename Iterator, typename Function>
void parallel_for_each(Iterator first, Iterator last, const Function& func) {
  for (; first != last; ++first) func(*first);
}

template <typename... Functions>
void parallel_invoke(const Functions&... fs) {
  static_assert(sizeof...(Functions) >= 2 && sizeof...(Functions) <= 10, "parallel_invoke takes 2 to 10 functions");
  (fs(), ...);
}

template <typename T>
class combinable {
public:
  combinable() : init_([] { return T(); }) {}
  template <typename Function>
  explicit combinable(Function init) : init_(init) {}
  T& local() {
    if (!exists_) {
      value_ = init_();
      exists_ = true;
    }
    return value_;
  }
  T& local(bool& existed) {
    existed = exists_;
    return local();
  }
  void clear() { exists_ = false; }
  template <typename Function>
  T combine(Function) const { return exists_ ? value_ : init_(); }
  template <typename Function>
  void combine_each(Function f) const {
    if (exists_) f(value_);
  }
private:
  std::function<T()> init_;
  T value_{};
  bool exists_ = false;
};

enum task_group_status { not_complete, completed, canceled };

class __task_list {
protected:
  std::vector<std::function<void()>> tasks_;
  bool canceling_ = false;
  task_group_status run_tasks() {
    while (!tasks_.empty()) {
      std::function<void()> task = tasks_.front();
      tasks_.erase(tasks_.begin());
      if (canceling_) continue;
      try {
        task();
      } catch (...) {
        tasks_.clear();
        canceling_ = false;
        throw;
      }
    }
    task_group_status status = canceling_ ? canceled : completed;
    canceling_ = false;
    return status;
  }
public:
  void cancel() { canceling_ = true; }
  bool is_canceling() { return canceling_; }
};

class task_group : public __task_list {
public:
  template <typename Function>
  void run(const Function& f) { tasks_.push_back(f); }
  task_group_status wait() { return run_tasks(); }
  template <typename Function>
  task_group_status run_and_wait(const Function& f) {
    f();
    return run_tasks();
  }
};

template <typename Function>
class task_handle {
public:
  task_handle(const Function& f) : f_(f) {}
  void operator()() const { f_(); }
private:
  Function f_;
};

template <typename Function>
task_handle<Function> make_task(const Function& f) { return task_handle<Function>(f); }

class structured_task_group : public __task_list {
public:
  template <typename Function>
  void run(task_handle<Function>& task) { tasks_.push_back(task); }
  task_group_status wait() { return run_tasks(); }
  template <typename Function>
  task_group_status run_and_wait(task_handle<Function>& task) {
    task();
    return run_tasks();
  }
  template <typename Function>
  task_group_status run_and_wait(const Function& f) {
    f();
    return run_tasks();
  }
};

template <typename Iterator>
void parallel_sort(Iterator first, Iterator last) { std::sort(first, last); }
template <typename Iterator, typename Compare>
void parallel_sort(Iterator first, Iterator last, const Compare& comp) { std::sort(first, last, comp); }
template <typename Iterator>
void parallel_buffered_sort(Iterator first, Iterator last) { std::sort(first, last); }
template <typename Iterator, typename Compare>
void parallel_buffered_sort(Iterator first, Iterator last, const Compare& comp) { std::sort(first, last, comp); }

template <typename InIt, typename OutIt, typename Op>
OutIt parallel_transform(InIt first, InIt last, OutIt out, const Op& op) { return std::transform(first, last, out, op); }
template <typename InIt1, typename InIt2, typename OutIt, typename Op>
OutIt parallel_transform(InIt1 first1, InIt1 last1, InIt2 first2, OutIt out, const Op& op) {
  return std::transform(first1, last1, first2, out, op);
}

template <typename Iterator>
typename std::iterator_traits<Iterator>::value_type parallel_reduce(
    Iterator first, Iterator last, const typename std::iterator_traits<Iterator>::value_type& identity) {
  typename std::iterator_traits<Iterator>::value_type result = identity;
  for (; first != last; ++first) result = result + *first;
  return result;
}
template <typename Iterator, typename Function>
typename std::iterator_traits<Iterator>::value_type parallel_reduce(
    Iterator first, Iterator last, const typename std::iterator_traits<Iterator>::value_type& identity, Function f) {
  typename std::iterator_traits<Iterator>::value_type result = identity;
  for (; first != last; ++first) result = f(result, *first);
  return result;
}

}  // namespace concurrency

namespace Concurrency = concurrency;
