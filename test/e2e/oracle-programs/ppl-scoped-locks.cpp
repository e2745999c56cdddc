// <ppl.h>'s RAII locks: critical_section::scoped_lock and reader_writer_lock's scoped_lock and
// scoped_lock_read hold a reference to the lock, taken by the constructor and given back by the
// destructor, also when an exception leaves the scope.
#include <ppl.h>
#include <iostream>
#include <vector>
using namespace concurrency;

critical_section cs;
int total = 0;

void add(int n) {
  critical_section::scoped_lock lock(cs);
  total += n;
}

int main() {
  parallel_for(0, 10, [](int i) { add(i); });
  std::cout << "total " << total << "\n";
  {
    critical_section::scoped_lock lock(cs);
    std::cout << "held " << !cs.try_lock() << "\n";
  }
  std::cout << "free " << cs.try_lock() << "\n";
  cs.unlock();

  reader_writer_lock rw;
  {
    reader_writer_lock::scoped_lock_read r1(rw);
    reader_writer_lock::scoped_lock_read r2(rw);
    std::cout << "readers block writer " << !rw.try_lock() << "\n";
  }
  {
    reader_writer_lock::scoped_lock w(rw);
    std::cout << "writer blocks reader " << !rw.try_lock_read() << "\n";
  }
  std::cout << "free again " << rw.try_lock() << "\n";
  rw.unlock();

  try {
    critical_section::scoped_lock lock(cs);
    throw 42;
  } catch (int e) {
    std::cout << "caught " << e << ", free " << cs.try_lock() << "\n";
    cs.unlock();
  }
  return 0;
}
