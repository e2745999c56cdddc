// A test harness in the style of HCC's and the C++ AMP team's conformance tests: named tests
// registered in a std::map<std::string, std::function<void()>>, run in name order, each
// recording its result through a small reporter; report lines are built with
// std::ostringstream and std::string manipulation (padding, upper-casing, find/substr).
#include <amp.h>
#include <functional>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>
#include <cctype>

using namespace concurrency;

class reporter
{
public:
    reporter() : m_passed(0), m_failed(0) {}

    void expect(bool condition, const std::string& test, const std::string& what)
    {
        if (condition) ++m_passed;
        else
        {
            ++m_failed;
            std::ostringstream line;
            line << "  FAIL " << test << ": " << what;
            m_failures.push_back(line.str());
        }
    }

    int passed() const { return m_passed; }
    int failed() const { return m_failed; }
    const std::vector<std::string>& failures() const { return m_failures; }

private:
    int m_passed;
    int m_failed;
    std::vector<std::string> m_failures;
};

static reporter g_report;

std::string pad_right(const std::string& s, size_t width, char fill = '.')
{
    return s.size() >= width ? s : s + std::string(width - s.size(), fill);
}

std::string upper(const std::string& s)
{
    std::string result;
    for (size_t i = 0; i < s.size(); ++i) result += static_cast<char>(std::toupper(static_cast<unsigned char>(s[i])));
    return result;
}

// The group of a test is the part of its name before the first '.'
std::string group_of(const std::string& name)
{
    std::string::size_type dot = name.find('.');
    return dot == std::string::npos ? name : name.substr(0, dot);
}

void test_add()
{
    const int n = 257;
    std::vector<int> a(n), b(n), c(n);
    for (int i = 0; i < n; ++i) { a[i] = i; b[i] = 1000 - 2 * i; }
    array_view<const int, 1> av(n, a), bv(n, b);
    array_view<int, 1> cv(n, c);
    cv.discard_data();
    parallel_for_each(cv.extent, [=](index<1> i) restrict(amp) { cv[i] = av[i] + bv[i]; });
    cv.synchronize();
    bool ok = true;
    for (int i = 0; i < n; ++i) ok = ok && c[i] == 1000 - i;
    g_report.expect(ok, "array_view.add", "c[i] == 1000 - i");
}

void test_extent_index()
{
    extent<3> e(2, 3, 4);
    index<3> i(1, 2, 3);
    g_report.expect(e.size() == 24, "extent.size", "2*3*4");
    g_report.expect(e.contains(i), "extent.contains", "(1,2,3) in (2,3,4)");
    index<3> j = i + index<3>(1, 0, 0);
    g_report.expect(!e.contains(j), "extent.contains_edge", "(2,2,3) not in (2,3,4)");
}

void test_tiled_sum()
{
    const int tiles = 4, size = 32;
    std::vector<int> data(tiles * size, 3), sums(tiles, 0);
    array_view<const int, 1> dv(tiles * size, data);
    array_view<int, 1> sv(tiles, sums);
    parallel_for_each(dv.extent.tile<size>(), [=](tiled_index<size> t) restrict(amp)
    {
        tile_static int s[size];
        s[t.local[0]] = dv[t.global];
        t.barrier.wait();
        if (t.local[0] == 0)
        {
            int acc = 0;
            for (int k = 0; k < size; ++k) acc += s[k];
            sv[t.tile] = acc;
        }
    });
    sv.synchronize();
    for (int k = 0; k < tiles; ++k)
        g_report.expect(sums[k] == 3 * size, "tiled.sum", "tile sum " + std::to_string(k));
}

void test_atomic_max()
{
    std::vector<int> data(1000);
    for (int i = 0; i < 1000; ++i) data[i] = (i * 7919) % 1000;
    int best = -1;
    array_view<const int, 1> dv(1000, data);
    array_view<int, 1> bv(1, &best);
    parallel_for_each(dv.extent, [=](index<1> i) restrict(amp) { atomic_fetch_max(&bv[0], dv[i]); });
    bv.synchronize();
    g_report.expect(best == 999, "atomic.max", "max is 999");
}

void test_deliberate_failure()
{
    // A check that is meant to fail, so the report shows the failure path
    std::vector<float> v(4, 0.5f);
    array_view<float, 1> vv(4, v);
    parallel_for_each(vv.extent, [=](index<1> i) restrict(amp) { vv[i] *= 3.0f; });
    vv.synchronize();
    g_report.expect(v[2] == 1.5f, "float.scale", "0.5 * 3 == 1.5");
    g_report.expect(v[3] == 2.0f, "float.scale_wrong", "0.5 * 3 == 2 (expected to fail)");
}

int main(int argc, char** argv)
{
    std::map<std::string, std::function<void()>> tests;
    tests["array_view.add"] = test_add;
    tests["extent.index"] = test_extent_index;
    tests["tiled.sum"] = test_tiled_sum;
    tests["atomic.max"] = &test_atomic_max;
    tests["float.scale"] = test_deliberate_failure;
    tests["lambda.capture"] = []()
    {
        int factor = 5;
        std::vector<int> v(8, 2);
        array_view<int, 1> vv(8, v);
        parallel_for_each(vv.extent, [=](index<1> i) restrict(amp) { vv[i] = vv[i] * factor + i[0]; });
        vv.synchronize();
        g_report.expect(v[7] == 17, "lambda.capture", "2*5+7");
    };

    std::string filter = argc > 1 ? argv[1] : "";
    std::map<std::string, int> per_group;
    int run = 0;
    for (std::map<std::string, std::function<void()>>::iterator it = tests.begin(); it != tests.end(); ++it)
    {
        if (!filter.empty() && it->first.find(filter) == std::string::npos) continue;
        int failed_before = g_report.failed();
        const std::function<void()>& test = it->second;
        test();
        ++run;
        ++per_group[group_of(it->first)];
        std::ostringstream line;
        line << pad_right(it->first, 24) << (g_report.failed() == failed_before ? " ok" : " FAILED");
        std::cout << line.str() << std::endl;
    }

    std::ostringstream summary;
    summary << run << " tests, " << g_report.passed() << " checks passed, " << g_report.failed() << " failed";
    std::cout << upper("summary: ") << summary.str() << std::endl;
    for (auto& kv : per_group)
        std::cout << "  group " << kv.first << ": " << kv.second << std::endl;
    for (size_t i = 0; i < g_report.failures().size(); ++i)
        std::cout << g_report.failures()[i] << std::endl;
    return g_report.failed() == 1 ? 0 : 1;
}
