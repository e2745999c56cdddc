// iostream format state: ios_base flags through setf/unsetf/flags, precision/width/fill
// getters and setters, and every manipulator, on cout, cerr and an ostringstream.
#include <iostream>
#include <iomanip>
#include <sstream>
int main() {
  std::cout << std::cout.flags() << " " << std::cout.precision() << " " << std::cout.width() << "\n";
  std::cout.setf(std::ios::fixed, std::ios::floatfield);
  std::streamsize old = std::cout.precision(3);
  std::cout << old << " " << 3.14159 << "\n";
  std::cout.unsetf(std::ios::floatfield);
  std::cout << 3.14159 << " " << std::cout.flags() << "\n";
  std::cout.setf(std::ios_base::showpoint);
  std::cout << 2.0 << " " << 100.0 << "\n";
  std::cout.unsetf(std::ios_base::showpoint);
  std::cout.setf(std::ios::scientific, std::ios::floatfield);
  std::cout.setf(std::ios::uppercase);
  std::cout << 12345.678 << "\n";
  std::cout.flags(std::ios::dec | std::ios::skipws);
  std::cout.width(8); std::cout.fill('*');
  std::cout << 42 << "|" << std::endl;
  std::cout.setf(std::ios::left, std::ios::adjustfield);
  std::cout.width(8);
  std::cout << -42 << "|" << std::endl;
  std::cout.setf(std::ios::internal, std::ios::adjustfield);
  std::cout << std::setw(8) << -42 << "|" << std::setw(10) << std::showbase << std::hex << 255 << "|" << std::dec << std::noshowbase << std::endl;
  char f = std::cout.fill(' ');
  std::cout << f << std::endl;
  std::cout << std::hex << -1 << " " << 255 << " " << std::uppercase << std::showbase << 255 << " " << 0 << std::nouppercase << std::oct << " " << 8 << std::dec << std::noshowbase << "\n";
  short s = -1;
  std::cout << std::hex << s << std::dec << " " << s << "\n";
  long long big = -5;
  std::cout << std::hex << big << std::dec << "\n";
  std::cout << std::showpos << 5 << " " << 0 << " " << 1.5 << " " << 5u << std::noshowpos << "\n";
  std::cout.setf(std::ios::boolalpha);
  std::cout << true << " " << std::noboolalpha << true << "\n";
  std::cout << std::setw(6) << std::left << "ab" << "|" << std::right << std::setw(6) << "cd" << "|" << std::internal << std::setw(6) << "ef" << "|\n";
  std::cout.precision(-1);
  std::cout << std::defaultfloat << 3.14159265 << " " << std::cout.precision() << "\n";
  std::cout.precision(6);
  std::cout << std::hexfloat << 1.0 << " " << std::defaultfloat << 0.1f << "\n";
  std::cout << std::setiosflags(std::ios::showpos) << 3 << std::resetiosflags(std::ios::showpos) << " " << std::setbase(16) << 31 << std::setbase(10) << "\n";
  std::cout.setf(std::ios::left | std::ios::right);
  std::cout << std::setw(5) << 7 << "|\n";
  std::cout.unsetf(std::ios::adjustfield);
  std::ostringstream os;
  os.setf(std::ios::fixed, std::ios::floatfield);
  os.precision(2);
  os.width(7);
  os.fill('0');
  os << 3.14159 << " " << os.flags() << " " << os.precision();
  std::cout << os.str() << "\n";
  std::cerr.setf(std::ios::scientific, std::ios::floatfield);
  std::cerr.precision(2);
  std::cerr << 1234.5 << "\n";
  std::cerr.width(5);
  // cerr's state is its own: cout's is untouched.
  std::cout << std::cerr.precision() << " " << std::cerr.width() << " " << std::cerr.flags() << " " << std::cout.precision() << "\n";
  std::cerr << 1 << "\n";
  std::cout << std::hex << std::left << std::showpos << std::cout.flags() << std::dec << std::noshowpos << std::right << " " << 1.25f << "\n";
  std::ios_base::fmtflags saved = std::cout.flags();
  std::cout << std::hex << 16;
  std::cout.flags(saved);
  std::cout << " " << 16 << "\n";
  std::cout.flush();
  return 0;
}
