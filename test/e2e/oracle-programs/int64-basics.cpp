// 64-bit integers on the host: literals and their types, the <cstdint> limits and
// numeric_limits, size_t, functions, structs, vectors and C arrays of them, std::accumulate,
// switch, the conditional operator, constants folded at compile time, and conversions that
// need care (to float: rounded once).
// (`long`, 64 bits as under g++ on Linux, is long-lp64.cpp's.)
#include <iostream>
#include <iomanip>
#include <vector>
#include <numeric>
#include <cstdint>
#include <climits>
#include <limits>

struct Account {
    long long balance;
    unsigned long long id;
    int kind;
};

long long triple(long long x) {
    return x * 3;
}

unsigned long long mix(unsigned long long h, int v) {
    return (h ^ (unsigned long long)v) * 1099511628211ULL;
}

long long sumVector(const std::vector<long long>& v) {
    long long total = 0;
    for (size_t k = 0; k < v.size(); k++) total += v[k];
    return total;
}

int main() {
    // Literals: a decimal literal too large for int is a long long, a hexadecimal one may be unsigned.
    std::cout << 2147483647 + 1LL << " " << 3000000000 << " " << -3000000000 << " " << 0xFFFFFFFF << " " << 0x1FFFFFFFF << "\n";
    std::cout << -2147483648 << " " << 9223372036854775807 << " " << 0x8000000000000000 << " " << 18446744073709551615ULL << "\n";
    std::cout << 5LL / 2 << " " << -5LL / 2 << " " << -5LL % 3 << " " << 10ULL - 11 << " " << 1ULL + -2 << "\n";
    std::cout << INT64_MAX << " " << INT64_MIN << " " << UINT64_MAX << " " << LLONG_MAX << " " << LLONG_MIN << " " << ULLONG_MAX << "\n";
    std::cout << std::numeric_limits<long long>::max() << " " << std::numeric_limits<long long>::lowest() << " "
              << std::numeric_limits<unsigned long long>::max() << " " << std::numeric_limits<size_t>::max() << " "
              << std::numeric_limits<long long>::digits << " " << std::numeric_limits<unsigned long long>::digits10 << "\n";

    // Constants folded at compile time, also as an array bound.
    const long long K = (1LL << 40) + 7;
    const unsigned long long M = ~0ULL >> 4;
    const int fromK = (int)(K >> 38);
    int table[(int)(K >> 39)];
    for (int t = 0; t < fromK / 2; t++) table[t] = t * 10;
    std::cout << K << " " << M << " " << fromK << " " << table[1] << " " << (unsigned long long)K * K << " " << (K ^ M) << "\n";

    // size_t is 64 bits, as on x64.
    size_t big = 1;
    big <<= 40;
    size_t wrapped = 0;
    wrapped -= 1;
    std::cout << big << " " << wrapped << " " << (wrapped > big) << "\n";

    // Functions, structs and vectors hold them exactly.
    std::cout << triple(3074457345618258602LL) << " " << triple(-4) << "\n";
    unsigned long long h = 14695981039346656037ULL;
    for (int v = 0; v < 10; v++) h = mix(h, v);
    std::cout << h << "\n";
    Account acc = {9007199254740993LL, 18446744073709551557ULL, 2};
    Account copy = acc;
    copy.balance += 2;
    std::cout << acc.balance << " " << copy.balance << " " << acc.id % 1000 << " " << copy.kind << "\n";
    std::vector<long long> v;
    for (int k = 0; k < 5; k++) v.push_back((1LL << 53) + k);
    std::vector<unsigned long long> w(3, 18446744073709551615ULL);
    w[1] -= 5;
    long long arr[3] = {1LL << 62, -(1LL << 62), 12345678901234LL};
    long long idx = 2;
    std::vector<int> many(5, 2000000000);
    std::cout << std::accumulate(many.begin(), many.end(), 0LL) << " " << std::accumulate(v.begin(), v.end(), 0) << " "
              << std::accumulate(v.begin(), v.end(), 0.5) << " " << std::setw(idx * 3) << idx << "\n";
    std::cout << sumVector(v) << " " << v[(int)idx] << " " << v[idx] << " " << w[1] << " " << arr[idx] << " " << arr[0] + arr[1] << "\n";

    // Control flow on long long.
    for (long long step = 1; step < 10000000000000LL; step *= 1000) {
        switch (step % 7) {
            case 1: std::cout << "one "; break;
            case 6: std::cout << "six "; break;
            default: std::cout << step % 7 << " ";
        }
    }
    long long countdown = 3000000000LL;
    int loops = 0;
    while (countdown > 0) {
        countdown -= 700000000;
        loops++;
    }
    unsigned long long flag = 0;
    std::cout << loops << " " << countdown << " " << (countdown ? "nonzero" : "zero") << " " << (flag ? 1 : 2) << " " << !flag << "\n";
    long long bigger = countdown < 0 ? -countdown : countdown;
    std::cout << bigger << " " << (bigger > 100000000 && bigger < 5000000000LL) << "\n";

    // Conversions: to float rounds once (through double it would round to 2^60 here).
    long long tricky = (1LL << 60) + (1LL << 36) + 1;
    float f = (float)tricky;
    const float cf = (float)((1LL << 60) + (1LL << 36) + 1);
    std::cout << std::setprecision(20) << f << " " << cf << " " << (double)tricky << std::setprecision(6) << "\n";
    double d = 1e19;
    std::cout << (unsigned long long)d << " " << (long long)-9.99 << " " << (long long)123456789012.9 << " " << (unsigned long long)(float)tricky << "\n";
    int narrow = (int)(tricky + 5);
    unsigned unarrow = (unsigned)(-1LL);
    short tiny = (short)70000LL;
    char ch = (char)(65LL + 256);
    bool nonzero = (bool)(1LL << 40);
    std::cout << narrow << " " << unarrow << " " << tiny << " " << ch << " " << nonzero << "\n";

    // Printing with a width, and mixed with int and unsigned.
    int i = -7;
    unsigned u = 4000000000u;
    std::cout << std::setw(22) << INT64_MIN << "|" << std::left << std::setw(8) << 42LL << "|" << std::right << "\n";
    std::cout << i * 1000000000000LL << " " << u * 400000000LL << " " << u * 4000000000ULL << " " << i + 1ULL << "\n";
    return 0;
}
