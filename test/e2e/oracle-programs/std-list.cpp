// std::list: both ends, insertion and erasure at iterators (which stay valid), sort, reverse,
// remove, unique, copies, and struct elements.
#include <iostream>
#include <list>
#include <string>

struct Job {
  std::string name;
  int priority;
};

void print(const std::list<int>& l) {
  for (int x : l) std::cout << x << " ";
  std::cout << "(" << l.size() << ")\n";
}

int main() {
  std::list<int> l;
  l.push_back(3);
  l.push_back(1);
  l.push_front(4);
  l.push_front(1);
  l.emplace_back(5);
  print(l);
  l.front() = 10;
  l.back() += 100;
  std::cout << l.front() << " " << l.back() << "\n";
  auto it = l.begin();
  ++it;
  ++it;
  auto kept = it;
  it = l.insert(it, 7);
  std::cout << *it << " " << *kept << "\n";
  l.erase(l.begin());
  print(l);
  for (auto& x : l) x *= 2;
  print(l);
  l.sort();
  print(l);
  l.reverse();
  print(l);
  l.push_back(14);
  l.push_back(14);
  l.push_back(6);
  l.remove(6);
  print(l);
  l.unique();
  print(l);
  std::list<int> copy = l;
  copy.pop_front();
  copy.pop_back();
  print(copy);
  print(l);
  std::list<int> filled(3, 9);
  std::list<int> braced = {2, 7, 1, 8};
  print(filled);
  print(braced);
  for (auto i = braced.begin(); i != braced.end();) {
    if (*i % 2 == 0) i = braced.erase(i);
    else i++;
  }
  print(braced);
  auto last = braced.end();
  --last;
  std::cout << *last << " " << braced.empty() << "\n";

  std::list<Job> jobs;
  jobs.push_back({"build", 2});
  jobs.push_back({"test", 1});
  Job j{"deploy", 3};
  jobs.push_front(j);
  j.priority = 99;
  jobs.front().name = jobs.front().name + "!";
  for (const auto& job : jobs) std::cout << job.name << ":" << job.priority << " ";
  std::cout << "\n";
  std::list<std::string> names = {"b", "c", "a"};
  names.sort();
  for (const auto& n : names) std::cout << n;
  std::cout << "\n";
  jobs.clear();
  std::cout << jobs.size() << " " << jobs.empty() << "\n";
  return 0;
}
