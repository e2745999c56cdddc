// expect: error unsupported 11:11
// A program that throws one of C++ AMP's own exceptions: ampc's runtime throws them, but a
// program cannot construct one yet. The refusal names the class (it used to say the name was
// undeclared, though catching the same class compiles).
#include <amp.h>
#include <iostream>
using namespace concurrency;

int main() {
  try {
    throw out_of_memory("simulated allocation failure");
  } catch (const runtime_exception& e) {
    std::cout << "caught" << std::endl;
  }
}
