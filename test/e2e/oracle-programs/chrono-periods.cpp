// Durations with a period (`duration<double, std::milli>`, `std::ratio<1, 1000>`), implicit
// conversions between durations, and a sample-style timer class whose clock is a member typedef
// (`clock::time_point`, `clock::now()`). Elapsed times vary, so only their signs are printed.
#include <chrono>
#include <iostream>
#include <ratio>

class timer
{
public:
    typedef std::chrono::high_resolution_clock clock;
    timer() : start_(clock::now()) {}
    void reset() { start_ = clock::now(); }
    double elapsed_ms() const { return std::chrono::duration<double, std::milli>(clock::now() - start_).count(); }
    double elapsed_s() const
    {
        std::chrono::duration<double> d = clock::now() - start_;
        return d.count();
    }
    clock::duration elapsed() const { return clock::now() - start_; }
private:
    clock::time_point start_;
};

int main()
{
    std::chrono::milliseconds a(1500);
    std::chrono::duration<double, std::milli> ms = a;
    std::chrono::duration<double> s = ms;
    std::chrono::duration<float, std::micro> us(a);
    std::chrono::duration<double, std::ratio<1, 1000>> ms2(s);
    std::chrono::duration<double, std::kilo> ks = s;
    std::chrono::microseconds exact = a;
    std::cout << ms.count() << " " << s.count() << " " << us.count() << " " << ms2.count() << " " << ks.count() << " " << exact.count() << std::endl;
    std::cout << std::chrono::duration_cast<std::chrono::seconds>(ms).count() << " "
              << std::chrono::duration_cast<std::chrono::duration<double, std::micro>>(a).count() << std::endl;
    std::cout << (ms == ms2) << (ms < std::chrono::duration<double, std::milli>(2000.0)) << std::endl;

    timer t;
    volatile long sum = 0;
    for (int i = 0; i < 100000; ++i) sum = sum + i;
    double e1 = t.elapsed_ms();
    double e2 = t.elapsed_s();
    long long ns = t.elapsed().count();
    t.reset();
    std::cout << "sum " << sum << ", elapsed >= 0: " << (e1 >= 0.0) << (e2 >= 0.0) << (ns >= 0) << std::endl;
    return 0;
}
