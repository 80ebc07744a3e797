#include "filereader.h"

#include <cerrno>
#include <cstdint>
#include <cstring>
#include <utility>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace core {

namespace {

std::string failure(const char *what, int error)
{
    return std::string(what) + " (" + std::strerror(error) + ")";
}

std::string tooLarge(std::size_t limit)
{
    return "larger than " + std::to_string(limit >> 20) + " MiB";
}

// Closes the descriptor on every way out.
struct Descriptor
{
    int fd;
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

} // namespace

bool FileReader::read(const std::string &path, std::string &out, std::string &error,
                      std::size_t limit)
{
    // POSIX calls rather than a stream: libstdc++'s filebuf throws std::ios_failure from its
    // read of a folder whatever the stream's exception mask. O_NONBLOCK: opening a named pipe
    // without a writer would wait for one for ever.
    const Descriptor file{::open(path.c_str(), O_RDONLY | O_CLOEXEC | O_NONBLOCK)};
    if (file.fd < 0) {
        error = failure("cannot read", errno);
        return false;
    }
    struct stat st = {};
    if (::fstat(file.fd, &st) != 0) {
        error = failure("cannot read", errno);
        return false;
    }
    if (S_ISDIR(st.st_mode)) {
        error = "is a directory";
        return false;
    }
    const int flags = ::fcntl(file.fd, F_GETFL);
    if (flags < 0 || ::fcntl(file.fd, F_SETFL, flags & ~O_NONBLOCK) != 0) {
        error = failure("cannot read", errno);
        return false;
    }
    std::string bytes;
    if (S_ISREG(st.st_mode)) {
        if (static_cast<std::uintmax_t>(st.st_size) > limit) {
            error = tooLarge(limit);
            return false;
        }
        bytes.reserve(static_cast<std::size_t>(st.st_size));
    }
    // A device or pipe has no size: the limit bounds what is read from it.
    char buffer[1 << 16];
    for (;;) {
        const ssize_t n = ::read(file.fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0) {
            error = failure("read error", errno);
            return false;
        }
        if (n == 0)
            break;
        if (bytes.size() + static_cast<std::size_t>(n) > limit) {
            error = tooLarge(limit);
            return false;
        }
        bytes.append(buffer, static_cast<std::size_t>(n));
    }
    out = std::move(bytes);
    return true;
}

} // namespace core
