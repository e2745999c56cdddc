// A "chunked" pipeline over concurrency::array, as the C++ AMP samples overlap transfers with
// work: the input is cut into chunks, each chunk is copied to an array with copy_async, a
// kernel squares-and-offsets it, and the result comes back with copy_async too; completion
// futures are chained with then() and waited with get()/wait(), accelerator_view::wait()
// drains the queue, and an array_view's synchronize_async() brings a summary back.
#include <amp.h>
#include <iostream>
#include <vector>
#include <numeric>
#include <cstdio>

using namespace concurrency;

#define CHUNK 1024
#define CHUNKS 6

static int continuations_run = 0;

void transform_chunk(array<int, 1>& data, int offset) restrict(cpu)
{
    parallel_for_each(data.extent, [=, &data](index<1> idx) restrict(amp)
    {
        int v = data[idx];
        data[idx] = v * v + offset;
    });
}

int main()
{
    accelerator_view av = accelerator().get_default_view();
    std::vector<int> input(CHUNK * CHUNKS), output(CHUNK * CHUNKS, -1);
    for (int i = 0; i < CHUNK * CHUNKS; ++i) input[i] = (i * 37) % 1000 - 500;

    std::vector<array<int, 1>> buffers;
    for (int c = 0; c < CHUNKS; ++c)
        buffers.push_back(array<int, 1>(CHUNK, av));

    // Upload every chunk asynchronously, then run the kernels as each upload completes
    std::vector<completion_future> uploads;
    for (int c = 0; c < CHUNKS; ++c)
        uploads.push_back(copy_async(input.begin() + c * CHUNK, input.begin() + (c + 1) * CHUNK, buffers[c]));
    for (int c = 0; c < CHUNKS; ++c)
    {
        uploads[c].get();
        transform_chunk(buffers[c], c);
    }
    av.wait();

    // Download asynchronously, with a continuation that counts completed chunks
    std::vector<completion_future> downloads;
    for (int c = 0; c < CHUNKS; ++c)
    {
        completion_future f = copy_async(buffers[c], output.begin() + c * CHUNK);
        f.then([]() { ++continuations_run; });
        downloads.push_back(f);
    }
    for (size_t c = 0; c < downloads.size(); ++c)
        downloads[c].wait();

    int bad = 0;
    for (int i = 0; i < CHUNK * CHUNKS; ++i)
    {
        int v = input[i];
        if (output[i] != v * v + i / CHUNK) ++bad;
    }
    printf("chunks: %d x %d, mismatches: %d\n", CHUNKS, CHUNK, bad);

    // A per-chunk summary computed on the accelerator, brought back with synchronize_async
    std::vector<int> sums(CHUNKS, 0);
    array_view<int, 1> sums_view(CHUNKS, sums);
    for (int c = 0; c < CHUNKS; ++c)
    {
        array<int, 1>& buf = buffers[c];
        parallel_for_each(extent<1>(1), [=, &buf](index<1>) restrict(amp)
        {
            int s = 0;
            for (int i = 0; i < CHUNK; ++i) s += buf[i] % 7;
            sums_view[c] = s;
        });
    }
    completion_future done = sums_view.synchronize_async();
    done.get();
    std::cout << "summaries ready: " << std::boolalpha << done.valid() << std::endl;
    for (int c = 0; c < CHUNKS; ++c)
    {
        int expected = 0;
        for (int i = 0; i < CHUNK; ++i) expected += output[c * CHUNK + i] % 7;
        std::cout << "chunk " << c << ": sum%7 = " << sums[c] << (sums[c] == expected ? "" : " (wrong)") << std::endl;
    }
    long long total = std::accumulate(output.begin(), output.end(), 0LL);
    std::cout << "total = " << total << std::endl;

    return bad == 0 ? 0 : 1;
}
