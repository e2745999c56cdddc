// An uncaught class derived from std::runtime_error: libstdc++'s terminate handler names the
// class and prints its what(); abort() exits with 134 and loses unflushed output.
#include <iostream>
#include <stdexcept>
#include <string>

struct ConfigError : std::runtime_error {
  ConfigError(const std::string& m) : std::runtime_error("config: " + m) {}
};

int main() {
  std::cout << "before" << std::endl;
  try {
    throw ConfigError("caught");
  } catch (const std::exception& e) {
    std::cout << e.what() << std::endl;
  }
  throw ConfigError("missing key");
}
