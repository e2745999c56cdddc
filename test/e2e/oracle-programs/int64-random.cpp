// 64-bit integer arithmetic on the host, differentially against g++: a deterministic
// pseudo-random stream of operands (full-range values, small ones, values next to the limits,
// powers of two) through every operator, with wrap-around, truncating division, shifts and
// conversions. Only defined behaviour: signed overflow is produced through unsigned arithmetic
// (converting back is modular since C++20), shift counts stay in 0..63, and no division
// overflows or divides by zero.
#include <iostream>
#include <cstdint>

unsigned long long state = 0x9E3779B97F4A7C15ULL;

// xorshift64*
unsigned long long nextRandom() {
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return state * 2685821657736338717ULL;
}

long long pick() {
    unsigned long long r = nextRandom();
    switch (r % 6) {
        case 0: return (long long)nextRandom();
        case 1: return (long long)(nextRandom() % 2001) - 1000;
        case 2: return INT64_MAX - (long long)(r % 3);
        case 3: return INT64_MIN + (long long)(r % 3);
        case 4: return (long long)(1ULL << (nextRandom() % 64));
        default: return -(long long)(nextRandom() >> 33);
    }
}

int main() {
    unsigned long long checksum = 0;
    for (int n = 0; n < 60; n++) {
        long long a = pick();
        long long b = pick();
        unsigned long long ua = (unsigned long long)a;
        unsigned long long ub = (unsigned long long)b;
        int i = (int)(nextRandom() % 200001) - 100000;
        int s = (int)(nextRandom() % 64);

        std::cout << n << ": a=" << a << " b=" << b << " i=" << i << " s=" << s << "\n";
        std::cout << "  u+ " << ua + ub << " u- " << ua - ub << " u* " << ua * ub << "\n";
        std::cout << "  s+ " << (long long)(ua + ub) << " s- " << (long long)(ua - ub) << " s* " << (long long)(ua * ub) << "\n";
        if (b != 0 && !(a == INT64_MIN && b == -1)) std::cout << "  / " << a / b << " % " << a % b << "\n";
        if (ub != 0) std::cout << "  u/ " << ua / ub << " u% " << ua % ub << "\n";
        if (i != 0) std::cout << "  /i " << a / i << " %i " << a % i << " u/i " << ua / (unsigned long long)i << "\n";
        std::cout << "  << " << (a << s) << " >> " << (a >> s) << " u>> " << (ua >> s) << " 1<< " << (1LL << s) << "\n";
        std::cout << "  & " << (a & b) << " | " << (a | b) << " ^ " << (a ^ b) << " ~ " << ~a << " u~ " << ~ua << "\n";
        std::cout << "  cmp " << (a < b) << (a <= b) << (a == b) << (a != b) << (ua < ub) << (ua >= ub) << (a < i) << (ua < (unsigned long long)i) << "\n";
        std::cout << "  neg " << -ua << " " << (a == INT64_MIN ? 0 : -a) << "\n";
        std::cout << "  mixed " << a + i << " " << (long long)(ua + i) << " " << ua * (unsigned)i << " " << (long long)(i * ua) << "\n";
        std::cout << "  to int " << (int)a << " " << (unsigned)a << " " << (short)a << " " << (int)(unsigned char)a << " " << (bool)a << "\n";
        std::cout << "  to fp " << (double)a << " " << (float)a << " " << (double)ua << " " << (float)ua << "\n";
        double d = (double)a / 3.0;
        float f = (float)(b >> 8);
        std::cout << "  from fp " << (long long)d << " " << (long long)f << " " << (unsigned long long)((double)ua * 0.75) << "\n";

        long long c = a;
        c += (long long)(ub >> 1);
        c -= i;
        c *= 3;
        c /= (i == 0 ? 7 : i);
        c <<= s % 8;
        c >>= 2;
        c &= b | 0xFFFF;
        c |= 5;
        c ^= a;
        unsigned long long uc = ua;
        uc += ub;
        uc *= 0x5851F42D4C957F2DULL;
        uc %= 1000000007ULL;
        uc -= 2000000000000ULL;
        uc >>= s;
        int narrow = i;
        narrow += a;
        narrow *= ub;
        std::cout << "  compound " << c << " " << uc << " " << narrow << "\n";

        long long inc = a;
        long long before = inc++;
        long long after = ++inc;
        unsigned long long uinc = ua;
        unsigned long long ubefore = uinc--;
        --uinc;
        std::cout << "  incdec " << before << " " << after << " " << inc << " " << ubefore << " " << uinc << "\n";

        checksum = checksum * 31 + ua + (unsigned long long)c + uc;
    }
    std::cout << "checksum " << checksum << std::endl;
    return 0;
}
