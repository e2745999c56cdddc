// <stdexcept>: throwing the standard exceptions, catching them by their own type and by a base
// (the hierarchy decides which handler runs), what(), rethrow, and an uncaught one, which ends
// the program through std::terminate (exit status 134, libstdc++'s message on stderr).
#include <iostream>
#include <stdexcept>
#include <string>
#include <vector>

int parse(int x) {
  if (x < 0) throw std::invalid_argument("negative");
  if (x > 100) throw std::out_of_range("too big");
  if (x == 13) throw std::runtime_error("unlucky");
  if (x == 7) throw std::overflow_error("seven");
  return x * 2;
}

int classify(int x) {
  try {
    return parse(x);
  } catch (const std::out_of_range& e) {
    std::cout << "  out_of_range: " << e.what() << std::endl;
    return -1;
  } catch (const std::logic_error& e) {
    std::cout << "  logic_error: " << e.what() << std::endl;
    return -2;
  } catch (std::runtime_error& e) {
    std::cout << "  runtime_error: " << e.what() << std::endl;
    return -3;
  }
}

void rethrows(int x) {
  try {
    parse(x);
  } catch (const std::exception& e) {
    std::cout << "  rethrowing " << e.what() << std::endl;
    throw;
  }
}

int main() {
  int inputs[] = {5, -4, 200, 13, 7};
  for (int x : inputs) std::cout << x << " -> " << classify(x) << std::endl;

  try {
    rethrows(300);
  } catch (const std::logic_error& e) {
    std::cout << "outer caught " << e.what() << std::endl;
  }

  // A handler for a sibling class lets the exception through to the next try.
  try {
    try {
      throw std::length_error("long");
    } catch (const std::runtime_error&) {
      std::cout << "wrong handler" << std::endl;
    }
  } catch (const std::exception& e) {
    std::cout << "base caught " << e.what() << std::endl;
  }

  try {
    std::string message = "domain error";
    throw std::domain_error(message);
  } catch (...) {
    std::cout << "catch-all" << std::endl;
  }

  try {
    throw std::exception();
  } catch (const std::exception& e) {
    std::cout << "plain: " << e.what() << std::endl;
  }

  std::cout << "about to fail" << std::endl;
  throw std::range_error("uncaught");
}
