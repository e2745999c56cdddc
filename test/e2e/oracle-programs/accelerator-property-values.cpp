// Accelerator properties read as their values: compared with the device-path constants
// (`a.device_path == accelerator::cpu_accelerator`), copied into std::wstring, tested as bools.
// (The description and memory size differ between devices, so only their use is printed.)
#include <amp.h>
#include <iostream>
#include <string>
#include <vector>

using namespace concurrency;

int main()
{
    std::vector<accelerator> accs = accelerator::get_all();
    int cpu = 0, others = 0;
    for (const accelerator& a : accs)
    {
        if (a.device_path == accelerator::cpu_accelerator) ++cpu;
        if (a.device_path != accelerator::cpu_accelerator) ++others;
        std::wstring description = a.description;
        if (description.empty()) std::cout << "no description" << std::endl;
    }
    std::cout << "cpu accelerators: " << cpu << ", others: " << (others > 0) << std::endl;

    accelerator def;
    std::cout << "default is cpu: " << (def.device_path == accelerator::cpu_accelerator) << std::endl;
    accelerator host(accelerator::cpu_accelerator);
    std::cout << "host is cpu: " << (host.device_path == accelerator::cpu_accelerator) << std::endl;
    std::cout << "host path: ";
    std::wcout << host.device_path << std::endl;
    std::cout << "host doubles: " << (host.supports_double_precision == false) << std::endl;
    // A functional cast to std::wstring, of a property and of a wide literal.
    std::cout << "path length: " << std::wstring(host.device_path).size() << " " << std::wstring(L"abc").size() << std::endl;
    return 0;
}
