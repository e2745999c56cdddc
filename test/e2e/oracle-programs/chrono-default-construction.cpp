// A timer class of the book's kind: time_point members value-initialised in the constructor's
// member list (the clock's epoch), durations value-initialised (zero) and ::zero().
#include <chrono>
#include <iostream>

class Timer
{
public:
    Timer() : m_start(), m_stop(), m_total() {}
    void Start() { m_start = std::chrono::high_resolution_clock::now(); }
    void Stop()
    {
        m_stop = std::chrono::high_resolution_clock::now();
        m_total = m_total + std::chrono::duration_cast<std::chrono::nanoseconds>(m_stop - m_start);
    }
    bool Started() const { return m_start.time_since_epoch().count() != 0; }
    bool NonNegative() const { return m_total >= std::chrono::nanoseconds::zero(); }
    double Elapsed() const { return std::chrono::duration<double, std::milli>(m_stop - m_start).count(); }

private:
    std::chrono::high_resolution_clock::time_point m_start;
    std::chrono::high_resolution_clock::time_point m_stop;
    std::chrono::nanoseconds m_total;
};

int main()
{
    Timer t;
    std::cout << "started before Start: " << t.Started() << std::endl;
    std::cout << "elapsed before Start: " << t.Elapsed() << std::endl;
    t.Start();
    volatile int sink = 0;
    for (int i = 0; i < 1000; ++i) sink = sink + i;
    t.Stop();
    std::cout << "started after Start: " << t.Started() << std::endl;
    std::cout << "non-negative total: " << t.NonNegative() << std::endl;
    std::cout << "elapsed >= 0: " << (t.Elapsed() >= 0.0) << std::endl;

    std::chrono::steady_clock::time_point epoch;
    std::chrono::system_clock::time_point wallEpoch{};
    std::cout << "epochs: " << epoch.time_since_epoch().count() << " " << wallEpoch.time_since_epoch().count() << std::endl;
    std::chrono::milliseconds ms{};
    std::chrono::seconds s = std::chrono::seconds();
    std::chrono::duration<double> d = std::chrono::duration<double>::zero();
    std::chrono::duration<float, std::milli> f = std::chrono::duration<float, std::milli>::zero();
    std::cout << "zeros: " << ms.count() << " " << s.count() << " " << d.count() << " " << f.count()
              << " " << std::chrono::milliseconds::zero().count() << std::endl;
    std::cout << "epoch < now: " << (epoch < std::chrono::steady_clock::now()) << std::endl;
    return sink == 499500 ? 0 : 1;
}
