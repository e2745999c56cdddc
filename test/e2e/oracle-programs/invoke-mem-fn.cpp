// std::invoke and std::mem_fn on the host, and std::bind of member functions: a member function
// called on an object, through a pointer to it and through a std::reference_wrapper of it; a
// data member read; the object bound by value (a copy the bind expression changes, its own
// from then on) or by address (the object itself).
#include <algorithm>
#include <functional>
#include <iostream>
#include <vector>
using namespace std::placeholders;

struct Account {
  int balance;
  int id;
  int deposit(int amount) { balance += amount; return balance; }
  int get() const { return balance; }
  void report(int tag) const { std::cout << "account " << id << " (" << tag << "): " << balance << std::endl; }
};

int sub(int a, int b) { return a - b; }
struct Scaler {
  int factor;
  int operator()(int v) const { return factor * v; }
};

int main() {
  Account a{100, 1};
  Scaler triple{3};
  std::cout << std::invoke(sub, 9, 4) << " " << std::invoke(triple, 5) << " "
            << std::invoke([](int q) { return q * q; }, 7) << std::endl;
  std::cout << std::invoke(&Account::deposit, a, 10) << " " << std::invoke(&Account::deposit, &a, 5) << " "
            << std::invoke(&Account::deposit, std::ref(a), 1) << " " << a.balance << std::endl;
  std::cout << std::invoke(&Account::balance, a) << " " << std::invoke(&Account::get, std::cref(a)) << std::endl;

  auto balanceOf = std::mem_fn(&Account::get);
  auto depositTo = std::mem_fn(&Account::deposit);
  auto idOf = std::mem_fn(&Account::id);
  depositTo(a, 4);
  std::cout << balanceOf(a) << " " << idOf(a) << std::endl;

  std::vector<Account> accounts = {{10, 1}, {20, 2}, {30, 3}};
  std::for_each(accounts.begin(), accounts.end(), std::bind(&Account::report, _1, 7));
  int total = 0;
  for (const Account& acc : accounts) total += balanceOf(acc);
  std::cout << total << std::endl;

  auto intoA = std::bind(&Account::deposit, &a, _1);       // the object itself
  auto intoCopy = std::bind(&Account::deposit, a, _1);     // a copy, changed by each call
  auto intoRef = std::bind(&Account::deposit, std::ref(a), _1);
  intoA(1000);
  Account other{1, 9};
  Account saved = a;
  a = other;  // the bound object is a's: it sees the assignment
  intoA(1);
  std::cout << a.balance << " " << a.id << std::endl;
  a = saved;
  std::cout << a.balance << " " << intoCopy(1) << " " << intoCopy(1) << " " << a.balance << std::endl;
  auto copyOfCopy = intoCopy;
  copyOfCopy(50);
  std::cout << intoCopy(0) << " " << copyOfCopy(0) << " " << intoRef(2) << " " << a.balance << std::endl;
  auto reportLater = std::bind(&Account::report, a, _1);
  a.balance = 0;
  reportLater(1);
  a.report(2);
  return 0;
}
