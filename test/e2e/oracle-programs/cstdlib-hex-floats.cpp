// Hexadecimal floating-point text through strtod, strtof, atof, std::stod and std::stof, as glibc
// reads it: the characters taken, rounding to double and to float (ties to even, overflow to inf),
// subnormals rounded as glibc rounds them, and std::out_of_range where glibc reports ERANGE.
#include <cstdio>
#include <cstdlib>
#include <string>
#include <stdexcept>
int main() {
  const char* texts[] = {"0x1.8p3", "0x10", "-0X.8P-1", "  +0xA.Bp+2xyz", "0x", "0xg", "0x.p1", "0x1p", "0x1p+",
    "0x1.fffffffffffff8p0", "0x1.fffffffffffff7p0", "0x1.00000000000008p0", "0x1.00000000000018p0",
    "0x1.000001p0", "0x1.0000008p0", "0x1.0000018p0", "0x1.ffffffp127", "0x1.fffffefp127", "0x1p128", "0x1p1024",
    "0x1p-1074", "0x1p-1075", "0x1.8p-1075", "0x1p-1070", "0x3p-1076", "0x1p-149", "0x1p-150", "0x1.000001p-150",
    "0x0000000000000000000000001p0", "0x123456789abcdef0123456789p-40", "0x1p99999999999", "-0x1p-99999999999", "0x0p0", "-0x0",
    "0x1.000001p-150", "0x1.000002p-150", "0x1.0000011p-150", "0x1.400001p-148", "0x1.4000011p-148", "0x1.20000000000008p-1072", "0x1.20000000000009p-1072",
    "0x1.00000000000008p-1075", "0x1.000001p-149", "0x1.0000000000001p-1074", "0x1.00000000000008p-1074", "0x1.400001p-126", "0x2.000002p-151", "0x0.800001p-149", "0x1.fffffffffffffp-1023", "0x1.fffffffffffff8p-1023", "0x1.fffffep-127", "0x1.ffffffp-127"};
  for (const char* t : texts) {
    char* e; char* ef;
    double d = std::strtod(t, &e);
    float f = std::strtof(t, &ef);
    std::printf("%-36s %a %d | %a %d | %a\n", t, d, (int)(e - t), (double)f, (int)(ef - t), std::atof(t));
    try { std::printf("  stod %a\n", std::stod(t)); } catch (const std::out_of_range&) { std::printf("  stod out_of_range\n"); } catch (const std::invalid_argument&) { std::printf("  stod invalid\n"); }
    try { std::printf("  stof %a\n", (double)std::stof(t)); } catch (const std::out_of_range&) { std::printf("  stof out_of_range\n"); } catch (const std::invalid_argument&) { std::printf("  stof invalid\n"); }
  }
}
