#pragma once

#include <string>

namespace core {

// Reads a whole file into memory, for the small files of test packages and datasets (pages go
// through DocumentLoader, which adds its size and content checks). Stateless, thread-safe.
class FileReader
{
public:
    // False with a short reason ("cannot read (No such file or directory)") on failure.
    static bool read(const std::string &path, std::string &out, std::string &error);
};

} // namespace core
