#pragma once

#include <cstddef>
#include <string>

namespace core {

// Reads a whole file into memory: the files of test packages and datasets, and the pages
// DocumentLoader::loadFile loads (it adds its content checks). Never throws: a folder, a file
// that cannot be read or one larger than the limit is a one-line error. Stateless, thread-safe.
class FileReader
{
public:
    // Project choice: the largest file read whole is a page's limit (DocumentLoader::kMaxBytes);
    // dataset files are pages, gold texts and indexes of them, all far smaller. A device or pipe
    // has no size: the limit also bounds what is read from one.
    static constexpr std::size_t kMaxBytes = std::size_t{256} << 20;

    // False with a short reason ("cannot read (No such file or directory)", "is a directory",
    // "larger than 256 MiB") on failure; `out` is then unchanged. A named pipe is read to its end
    // if it has a writer, and is empty if it has none (it never waits for one).
    static bool read(const std::string &path, std::string &out, std::string &error,
                     std::size_t limit = kMaxBytes);
};

} // namespace core
