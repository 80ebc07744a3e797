#pragma once

#include <string>
#include <string_view>

namespace core {

// Writes a file so that readers see either the old content or the new one, never a half-written
// file (every write of a package or an output is atomic): the bytes go to a temporary file beside
// the target
// (".NAME.tmp-XXXXXX") and are fsync'ed; commit() renames it over the target and fsyncs the
// directory. Writing several files in two phases (write all, then commit all) keeps every old
// file intact when any write fails. Owns the temporary file until commit: the destructor removes
// it when it was not committed. Movable, not copyable; one object per thread.
class AtomicFile
{
public:
    explicit AtomicFile(std::string path);
    AtomicFile(AtomicFile &&other) noexcept;
    AtomicFile &operator=(AtomicFile &&) = delete;
    AtomicFile(const AtomicFile &) = delete;
    AtomicFile &operator=(const AtomicFile &) = delete;
    ~AtomicFile();

    // Both return false with a one-line error naming the target on failure; the target is then
    // untouched.
    bool write(std::string_view bytes, std::string &error);
    bool commit(std::string &error);

    // write() and commit() in one go.
    static bool write(const std::string &path, std::string_view bytes, std::string &error);
    // True for the temporary names this class uses, so that readers can report left-overs of an
    // interrupted write.
    static bool isTemporaryName(std::string_view fileName);

private:
    void discard();

    std::string m_path;
    std::string m_temp; // empty when no temporary file is pending
};

} // namespace core
