// The book's reduction harness: engines behind an interface, held as pointers in
// std::pair<std::string, IReduce*> (pair's default constructor value-initialises the pointer).
#include <amp.h>
#include <iostream>
#include <iomanip>
#include <numeric>
#include <string>
#include <utility>
#include <vector>

using namespace concurrency;

class IReduce
{
public:
    virtual ~IReduce() {}
    virtual int Reduce(accelerator_view& view, const std::vector<int>& source) const = 0;
};

class SequentialReduction : public IReduce
{
public:
    int Reduce(accelerator_view&, const std::vector<int>& source) const
    {
        return std::accumulate(source.begin(), source.end(), 0);
    }
};

template <int TileSize>
class TiledReduction : public IReduce
{
public:
    int Reduce(accelerator_view& view, const std::vector<int>& source) const
    {
        int count = static_cast<int>(source.size());
        array<int, 1> a(count, source.begin(), source.end(), view);
        array<int, 1> b(count / TileSize, view);
        array_view<int, 1> src(a), dst(b);
        while (count >= TileSize)
        {
            parallel_for_each(view, extent<1>(count).tile<TileSize>(), [=](tiled_index<TileSize> t) restrict(amp)
            {
                tile_static int data[TileSize];
                int li = t.local[0];
                data[li] = src[t.global];
                t.barrier.wait();
                for (int s = TileSize / 2; s > 0; s /= 2)
                {
                    if (li < s) data[li] += data[li + s];
                    t.barrier.wait();
                }
                if (li == 0) dst[t.tile] = data[0];
            });
            count /= TileSize;
            std::swap(src, dst);
        }
        std::vector<int> rest(count);
        copy(src.section(0, count), rest.begin());
        return std::accumulate(rest.begin(), rest.end(), 0);
    }
};

int main()
{
    std::vector<int> source(4096);
    for (int i = 0; i < 4096; ++i) source[i] = (i * 7) % 13 - 3;
    const int expected = std::accumulate(source.begin(), source.end(), 0);
    accelerator_view view = accelerator().default_view;

    std::vector<std::pair<std::string, IReduce*>> engines;
    engines.push_back(std::make_pair(std::string("Sequential"), new SequentialReduction()));
    engines.push_back(std::make_pair(std::string("Tiled<16>"), new TiledReduction<16>()));
    engines.push_back(std::make_pair(std::string("Tiled<64>"), new TiledReduction<64>()));

    std::pair<std::string, IReduce*> none;
    std::cout << "empty pair holds null: " << (none.second == nullptr) << std::endl;
    none = engines[0];
    std::cout << "assigned: " << none.first << " " << (none.second != nullptr) << std::endl;

    for (auto& engine : engines)
    {
        int result = engine.second->Reduce(view, source);
        std::cout << std::setw(12) << std::left << engine.first << std::right << std::setw(6) << result
                  << (result == expected ? "  PASSED" : "  FAILED") << std::endl;
    }
    for (auto& engine : engines) delete engine.second;
    return 0;
}
