/**
 * `<ppl.h>`, the Parallel Patterns Library that Microsoft's C++ AMP samples time their CPU
 * baselines with, declared as C++ in namespace `concurrency` and parsed before the program
 * (src/sema/library-prelude.ts). (`Concurrency::` is the same namespace: context.ts.)
 *
 * Everything runs on the calling thread, in index order: each task, iteration or invocation runs
 * to its end before the next starts. That is one schedule the parallel program may have, as
 * ampc's std::thread runs each thread to completion where it is constructed (thread.ts); a
 * program whose output depends on the schedule is racy anyway. So:
 *
 * - `parallel_for(first, last[, step], f)` calls `f(first)`, `f(first + step)`, ... (`step < 1`
 *   throws std::invalid_argument, as PPL does); `parallel_invoke(f1, ..., f10)` calls each in
 *   turn. A function that throws ends the call there: the rest are the cancelled ones.
 * - `combinable<T>` has one thread, hence one local: `local()` makes it on first use (from
 *   `T()` or the constructor's function), `combine(op)` returns it (or a new value when there
 *   is none, as PPL's does) and `combine_each(f)` calls `f` on it.
 * - `task_group` and `structured_task_group` keep their tasks and run them at `wait()` (or
 *   `run_and_wait`), in the order they were given; a task that throws cancels the ones not yet
 *   started and the exception leaves `wait()`, as PPL's does. `cancel()` skips the tasks not yet
 *   started. A group destroyed with tasks never waited for never runs them: PPL requires the
 *   wait (its destructor may throw missing_wait), and a destructor running them could not wait
 *   for the GPU, which the tasks of C++ AMP programs do.
 * - `critical_section` and `reader_writer_lock` are free whenever a task starts, since the task
 *   before it ran to its end; one still held when it is asked for again is taken by the same
 *   task (or one would wait forever for it), and PPL then throws `improper_lock`, as here.
 *   (ampc's `improper_lock` is not a std::exception: `catch (std::exception&)` does not catch it.)
 *   Their `scoped_lock`/`scoped_lock_read` hold a reference to the lock, taken by the constructor
 *   and given back by the destructor (src/sema/reference-members.ts).
 *
 * `parallel_for_each(first, last, f)` over iterators, `parallel_transform`, `parallel_reduce`,
 * `parallel_sort` and `parallel_buffered_sort` take iterators, which ampc's templates cannot:
 * they are tables (ppl.ts) and the sema of parallel_for_each (src/sema/ppl-for-each.ts), which
 * calls `__ampc_parallel_for_each` below on the container and the range's positions.
 */

/** Names the parser must know as class templates / classes (src/parser/known-names.ts). */
export const pplTemplateNames: readonly string[] = ['combinable', 'task_handle'];
export const pplTypeNames: readonly string[] = [
  'combinable', 'task_handle', 'critical_section', 'reader_writer_lock', 'task_group', 'structured_task_group',
  'improper_lock', 'task_group_status',
  // The lock classes' nested RAII classes.
  'scoped_lock', 'scoped_lock_read',
];

const invokeArities = [2, 3, 4, 5, 6, 7, 8, 9, 10];

function parallelInvoke(n: number): string {
  const indices = Array.from({ length: n }, (_, i) => i + 1);
  return `template <${indices.map((i) => `typename Function${i}`).join(', ')}>
void parallel_invoke(${indices.map((i) => `const Function${i}& f${i}`).join(', ')}) {
  ${indices.map((i) => `f${i}();`).join(' ')}
}`;
}

/** The task list both task groups keep, run at wait(). */
const taskList = `
  std::vector<std::function<void()>> tasks;
  bool canceling;
  // The tasks in the order they were given, each removed before it runs (a task may add more).
  task_group_status run_tasks() {
    while (!tasks.empty()) {
      std::function<void()> task = tasks[0];
      tasks.erase(tasks.begin());
      if (canceling) continue;
      try {
        task();
      } catch (...) {
        tasks.clear();
        canceling = false;
        throw;
      }
    }
    task_group_status status = canceling ? canceled : completed;
    canceling = false;
    return status;
  }`;

export const pplHeader = `
namespace concurrency {
class improper_lock {
public:
  improper_lock() {}
  const char* what() const { return "Unknown exception"; }
};

class critical_section {
public:
  class scoped_lock {
  public:
    explicit scoped_lock(critical_section& cs) : cs(cs) { cs.lock(); }
    scoped_lock(const scoped_lock&) = delete;
    ~scoped_lock() { cs.unlock(); }
  private:
    critical_section& cs;
  };
  critical_section() : locked(false) {}
  void lock() {
    if (locked) throw improper_lock();
    locked = true;
  }
  bool try_lock() {
    if (locked) return false;
    locked = true;
    return true;
  }
  bool try_lock_for(unsigned int timeout) { return try_lock(); }
  void unlock() { locked = false; }
private:
  bool locked;
};

class reader_writer_lock {
public:
  class scoped_lock {
  public:
    explicit scoped_lock(reader_writer_lock& l) : l(l) { l.lock(); }
    scoped_lock(const scoped_lock&) = delete;
    ~scoped_lock() { l.unlock(); }
  private:
    reader_writer_lock& l;
  };
  class scoped_lock_read {
  public:
    explicit scoped_lock_read(reader_writer_lock& l) : l(l) { l.lock_read(); }
    scoped_lock_read(const scoped_lock_read&) = delete;
    ~scoped_lock_read() { l.unlock(); }
  private:
    reader_writer_lock& l;
  };
  reader_writer_lock() : writer(false), readers(0) {}
  void lock() {
    if (writer || readers > 0) throw improper_lock();
    writer = true;
  }
  bool try_lock() {
    if (writer || readers > 0) return false;
    writer = true;
    return true;
  }
  void lock_read() {
    if (writer) throw improper_lock();
    readers++;
  }
  bool try_lock_read() {
    if (writer) return false;
    readers++;
    return true;
  }
  void unlock() {
    if (writer) writer = false;
    else if (readers > 0) readers--;
  }
private:
  bool writer;
  int readers;
};

template <typename Index, typename Function>
void parallel_for(Index first, Index last, Index step, const Function& func) {
  if (step < 1) throw std::invalid_argument("_Step");
  if (!(first < last)) return;
  // Stops before index + step could pass the index type's maximum.
  for (Index i = first;; i += step) {
    func(i);
    if (last - i <= step) break;
  }
}

template <typename Index, typename Function>
void parallel_for(Index first, Index last, const Function& func) {
  parallel_for(first, last, Index(1), func);
}

${invokeArities.map(parallelInvoke).join('\n\n')}

template <typename T> class combinable {
public:
  combinable() : initialize([]() { return T(); }), value(), exists(false) {}
  template <typename Function> explicit combinable(Function init) : initialize(init), value(), exists(false) {}
  T& local() {
    if (!exists) {
      value = initialize();
      exists = true;
    }
    return value;
  }
  T& local(bool& existed) {
    existed = exists;
    return local();
  }
  void clear() { exists = false; }
  template <typename Function> T combine(Function op) const { return exists ? value : initialize(); }
  template <typename Function> void combine_each(Function f) const {
    if (exists) f(value);
  }
private:
  std::function<T()> initialize;
  T value;
  bool exists;
};

enum task_group_status { not_complete, completed, canceled };

class task_group {
public:
  task_group() : canceling(false) {}
  template <typename Function> void run(const Function& f) { tasks.push_back(f); }
  task_group_status wait() { return run_tasks(); }
  template <typename Function> task_group_status run_and_wait(const Function& f) {
    f();
    return run_tasks();
  }
  void cancel() { canceling = true; }
  bool is_canceling() { return canceling; }
private:${taskList}
};

template <typename Function> class task_handle {
public:
  task_handle(const Function& f) : function(f) {}
  void operator()() const { function(); }
private:
  std::function<void()> function;
};

template <typename Function> task_handle<Function> make_task(const Function& f) { return task_handle<Function>(f); }

class structured_task_group {
public:
  structured_task_group() : canceling(false) {}
  template <typename Function> void run(task_handle<Function>& handle) { tasks.push_back([handle]() { handle(); }); }
  task_group_status wait() { return run_tasks(); }
  // A task_handle or a function: either is called.
  template <typename Function> task_group_status run_and_wait(const Function& f) {
    f();
    return run_tasks();
  }
  void cancel() { canceling = true; }
  bool is_canceling() { return canceling; }
private:${taskList}
};
}
`;

/**
 * parallel_for_each(first, last, f) over the container \`c\` and positions [first, last): \`f\`
 * gets each element itself, so a parameter \`T&\` writes it, as through PPL's iterators. In the
 * global namespace, and its own piece, so that a program calling C++ AMP's parallel_for_each
 * only gets this one template (library-prelude.ts).
 */
export const pplForEachHeader = `
template <typename Container, typename Function>
void __ampc_parallel_for_each(Container& c, int first, int last, const Function& func) {
  for (int i = first; i < last; ++i) func(c[i]);
}
`;
