// std::priority_queue of class objects: ordered by a member operator<, a free operator> through
// std::greater, a function object, a lambda's type; pairs and tuples; emplace, top, pop, size;
// equal elements leave in the order libstdc++'s push_heap/pop_heap give them.
#include <functional>
#include <iostream>
#include <queue>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

struct Task {
  int priority;
  std::string name;
  Task(int p, std::string n) : priority(p), name(n) {}
  bool operator<(const Task& o) const { return priority < o.priority; }
};

struct Job {
  int cost;
  int id;
};
bool operator>(const Job& a, const Job& b) { return a.cost > b.cost; }

struct ByDistance {
  bool operator()(const Job& a, const Job& b) const { return a.id % 5 < b.id % 5; }
};

int main() {
  std::priority_queue<Task> tasks;
  tasks.push(Task(2, "write"));
  tasks.emplace(5, "ship");
  tasks.emplace(2, "test");
  tasks.push({1, "rest"});
  tasks.emplace(5, "fix");
  tasks.emplace(2, "review");
  std::cout << tasks.size() << " top " << tasks.top().name << "\n";
  while (!tasks.empty()) {
    const Task& t = tasks.top();
    std::cout << t.priority << t.name << " ";
    tasks.pop();
  }
  std::cout << "\n";

  std::priority_queue<Job, std::vector<Job>, std::greater<Job>> jobs;
  for (int i = 0; i < 12; i++) jobs.push(Job{(i * 7) % 4, i});
  std::priority_queue<Job, std::vector<Job>, std::greater<Job>> copy = jobs;
  jobs.pop();
  std::cout << jobs.size() << " " << copy.size() << ": ";
  while (!copy.empty()) { std::cout << copy.top().cost << "/" << copy.top().id << " "; copy.pop(); }
  std::cout << "\n";

  std::priority_queue<Job, std::vector<Job>, ByDistance> near;
  for (int i = 0; i < 10; i++) near.push(Job{i, i * 3});
  while (!near.empty()) { Job j = near.top(); near.pop(); std::cout << j.id << " "; }
  std::cout << "\n";

  auto later = [](const Task& a, const Task& b) { return a.name > b.name; };
  std::priority_queue<Task, std::vector<Task>, decltype(later)> alpha(later);
  std::vector<std::string> letters = {"m", "c", "x", "a", "c"};
  for (const std::string& n : letters) alpha.emplace(static_cast<int>(alpha.size()), n);
  while (!alpha.empty()) { std::cout << alpha.top().name << alpha.top().priority << " "; alpha.pop(); }
  std::cout << "\n";

  std::priority_queue<std::pair<int, int>> pairs;
  int xs[] = {3, 1, 3, 2, 1, 3, 2};
  for (int i = 0; i < 7; i++) pairs.emplace(xs[i], i % 3);
  pairs.push(std::make_pair(2, 9));
  while (!pairs.empty()) { auto [a, b] = pairs.top(); pairs.pop(); std::cout << a << "," << b << " "; }
  std::cout << "\n";

  std::priority_queue<std::pair<int, int>, std::vector<std::pair<int, int>>, std::greater<std::pair<int, int>>> dist;
  dist.push({4, 1}); dist.push({0, 0}); dist.push({4, 0}); dist.push({2, 3});
  while (!dist.empty()) { std::cout << dist.top().first << ":" << dist.top().second << " "; dist.pop(); }
  std::cout << "\n";

  std::priority_queue<std::tuple<int, std::string, int>> tuples;
  tuples.emplace(1, "b", 7);
  tuples.emplace(1, "c", 2);
  tuples.push(std::make_tuple(0, "z", 1));
  tuples.emplace(1, "b", 9);
  while (!tuples.empty()) {
    const auto& t = tuples.top();
    std::cout << std::get<0>(t) << std::get<1>(t) << std::get<2>(t) << " ";
    tuples.pop();
  }
  std::cout << "\n";

  // Equal priorities: which one leaves first is the heap's business.
  std::priority_queue<Task> same;
  for (int i = 0; i < 9; i++) same.emplace(i % 2, std::string(1, static_cast<char>('a' + i)));
  std::priority_queue<Task> other;
  other.swap(same);
  std::cout << same.size() << " ";
  while (!other.empty()) { std::cout << other.top().name; other.pop(); }
  std::cout << "\n";
  return 0;
}
