#include "filereader.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iterator>

namespace core {

bool FileReader::read(const std::string &path, std::string &out, std::string &error)
{
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = std::string("cannot read (") + std::strerror(errno) + ")";
        return false;
    }
    out.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    if (in.bad()) {
        error = "read error";
        return false;
    }
    return true;
}

} // namespace core
