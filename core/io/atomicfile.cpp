#include "atomicfile.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace core {

namespace {

constexpr std::string_view kTempMarker = ".tmp-";

std::string systemError(const std::string &what, const std::string &path)
{
    return path + ": " + what + " (" + std::strerror(errno) + ")";
}

bool writeAll(int fd, std::string_view bytes)
{
    while (!bytes.empty()) {
        const ssize_t n = ::write(fd, bytes.data(), bytes.size());
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        bytes.remove_prefix(static_cast<std::size_t>(n));
    }
    return true;
}

std::string directoryOf(const std::string &path)
{
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos ? "./" : path.substr(0, slash + 1);
}

} // namespace

AtomicFile::AtomicFile(std::string path) : m_path(std::move(path)) {}

AtomicFile::AtomicFile(AtomicFile &&other) noexcept
    : m_path(std::move(other.m_path)), m_temp(std::move(other.m_temp))
{
    other.m_temp.clear();
}

AtomicFile::~AtomicFile()
{
    discard();
}

void AtomicFile::discard()
{
    if (!m_temp.empty())
        ::unlink(m_temp.c_str());
    m_temp.clear();
}

bool AtomicFile::isTemporaryName(std::string_view fileName)
{
    return fileName.size() > 1 && fileName.front() == '.' &&
           fileName.find(kTempMarker) != std::string_view::npos;
}

bool AtomicFile::write(std::string_view bytes, std::string &error)
{
    discard();
    const std::string dir = directoryOf(m_path);
    std::string temp =
        dir + "." + m_path.substr(m_path.rfind('/') + 1) + std::string(kTempMarker) + "XXXXXX";
    const int fd = ::mkstemp(temp.data());
    if (fd < 0) {
        error = systemError("cannot create a temporary file", m_path);
        return false;
    }
    m_temp = temp;
    // mkstemp creates 0600; project choice: rw-r--r--, as packages are shared artefacts (the
    // umask cannot be read without changing it, which would race with other threads).
    ::fchmod(fd, 0644);
    if (!writeAll(fd, bytes) || ::fsync(fd) != 0) {
        error = systemError("cannot write", m_path);
        ::close(fd);
        discard();
        return false;
    }
    if (::close(fd) != 0) {
        error = systemError("cannot write", m_path);
        discard();
        return false;
    }
    return true;
}

bool AtomicFile::commit(std::string &error)
{
    if (m_temp.empty()) {
        error = m_path + ": nothing written to commit";
        return false;
    }
    if (::rename(m_temp.c_str(), m_path.c_str()) != 0) {
        error = systemError("cannot replace", m_path);
        discard();
        return false;
    }
    m_temp.clear();
    // The rename itself must reach the disk too, or a crash could bring back the old file.
    const int dirFd = ::open(directoryOf(m_path).c_str(), O_RDONLY | O_DIRECTORY);
    if (dirFd >= 0) {
        ::fsync(dirFd);
        ::close(dirFd);
    }
    return true;
}

bool AtomicFile::write(const std::string &path, std::string_view bytes, std::string &error)
{
    AtomicFile file(path);
    return file.write(bytes, error) && file.commit(error);
}

} // namespace core
