// The host code around the kernels in the C++ AMP book's case studies is ordinary STL: records
// kept in std::vector of structs, sorted with a lambda comparator, ranges cut with v.begin() + k,
// a search's returned iterator used as the bound of a later algorithm, and helper functions
// returning std::vector used directly in range-based for. The kernel scores each record's
// samples; the host ranks, filters and summarises the results.
#include <amp.h>
#include <algorithm>
#include <iostream>
#include <numeric>
#include <string>
#include <vector>

using namespace concurrency;

struct record {
  std::string name;
  int id;
  float score;
};

static const int samples_per_record = 8;

// Sample values for n records, deterministic: a small linear congruential sequence.
std::vector<int> make_samples(int records) {
  std::vector<int> samples(records * samples_per_record);
  unsigned int state = 12345u;
  for (int& s : samples) {
    state = state * 1103515245u + 12345u;
    s = static_cast<int>((state >> 16) % 100u);
  }
  return samples;
}

std::vector<std::string> make_names() {
  return {"amber", "birch", "cedar", "dune", "ember", "fjord", "grove", "heath", "inlet", "juniper"};
}

// The kernel: each record's score is the mean of its samples, its peak the largest one.
void score_records(const std::vector<int>& samples, std::vector<float>& means, std::vector<int>& peaks) {
  int records = static_cast<int>(means.size());
  array_view<const int, 2> in(records, samples_per_record, samples);
  array_view<float, 1> mean_view(records, means);
  array_view<int, 1> peak_view(records, peaks);
  mean_view.discard_data();
  peak_view.discard_data();
  parallel_for_each(mean_view.extent, [=](index<1> idx) restrict(amp) {
    int r = idx[0];
    int sum = 0;
    int peak = in(r, 0);
    for (int k = 0; k < samples_per_record; ++k) {
      sum += in(r, k);
      peak = in(r, k) > peak ? in(r, k) : peak;
    }
    mean_view[idx] = static_cast<float>(sum) / samples_per_record;
    peak_view[idx] = peak;
  });
  mean_view.synchronize();
  peak_view.synchronize();
}

int main() {
  std::vector<std::string> names = make_names();
  const int count = static_cast<int>(names.size());
  std::vector<int> samples = make_samples(count);
  std::vector<float> means(count);
  std::vector<int> peaks(count);
  score_records(samples, means, peaks);

  std::vector<record> records;
  for (int i = 0; i < count; ++i) records.push_back({names[i], i, means[i]});

  // Rank by score, best first; ties by id.
  std::sort(records.begin(), records.end(), [](const record& a, const record& b) {
    return a.score != b.score ? a.score > b.score : a.id < b.id;
  });
  std::cout << "ranking:" << std::endl;
  for (const record& r : records) std::cout << "  " << r.name << " (" << r.id << ") " << r.score << std::endl;

  // The top three and the rest, cut with begin() + k.
  std::vector<record> podium(records.begin(), records.begin() + 3);
  std::vector<record> others(records.begin() + 3, records.end());
  std::cout << "podium:";
  for (const record& r : podium) std::cout << " " << r.name;
  std::cout << std::endl << "others: " << others.size() << std::endl;
  std::string joined = std::accumulate(podium.begin(), podium.end(), std::string(), [](const std::string& acc, const record& r) {
    return acc.empty() ? r.name : acc + ", " + r.name;
  });
  std::cout << "podium joined: " << joined << std::endl;

  // The names of the lower half, sorted alphabetically in place.
  std::vector<std::string> lower(names.begin() + count / 2, names.end());
  std::sort(lower.begin(), lower.end(), [](const std::string& a, const std::string& b) { return a.size() != b.size() ? a.size() < b.size() : a < b; });
  std::cout << "lower half by length:";
  for (const std::string& s : lower) std::cout << " " << s;
  std::cout << std::endl;

  // A search's iterator as the bound of later algorithms: the samples before the first peak of 90 or more.
  auto first_high = std::find_if(samples.begin(), samples.end(), [](int s) { return s >= 90; });
  std::cout << "samples before the first >= 90: " << (first_high - samples.begin()) << std::endl;
  std::cout << "their sum: " << std::accumulate(samples.begin(), first_high, 0) << std::endl;
  std::cout << "the rest's sum: " << std::accumulate(first_high, samples.end(), 0) << std::endl;
  std::vector<int> prefix(samples.begin(), first_high);
  std::cout << "prefix max: " << *std::max_element(prefix.begin(), prefix.end()) << std::endl;
  auto peak_it = std::max_element(peaks.begin(), peaks.end());
  std::cout << "records before the highest peak: " << std::count_if(peaks.begin(), peak_it, [](int p) { return p > 80; }) << " of them above 80" << std::endl;

  // A helper's vector straight into range-based for.
  int name_letters = 0;
  for (const std::string& s : make_names()) name_letters += static_cast<int>(s.size());
  std::cout << "letters in the names: " << name_letters << std::endl;
  int checksum = 0;
  for (int s : make_samples(3)) checksum = checksum * 31 % 1000003 + s;
  std::cout << "checksum of 3 records' samples: " << checksum << std::endl;

  // Summary with a lambda over records.
  float total = std::accumulate(records.begin(), records.end(), 0.0f, [](float acc, const record& r) { return acc + r.score; });
  std::cout << "mean score: " << total / count << std::endl;
  int above = static_cast<int>(std::count_if(records.begin(), records.end(), [&](const record& r) { return r.score > total / count; }));
  std::cout << "above the mean: " << above << std::endl;
  return 0;
}
