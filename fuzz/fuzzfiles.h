#pragma once

// Inputs that stand for a folder of files (the package and importers targets): a sequence of
// files, each introduced by a line "--- NAME"; NAME is made of letters, digits, '.', '-' and
// '_', a trailing '/' makes a directory, and with subfolders allowed, '/' separates folders
// ("html/0001.html"). Other names are skipped, so nothing is written outside the folder. The
// scratch folder lives on tmpfs where there is one, because every input writes files.

#include <unistd.h>

#include <algorithm>
#include <cstddef>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <string_view>

namespace fuzzfiles {

namespace fs = std::filesystem;

constexpr std::string_view kHeader = "--- ";

// A scratch folder of this process, removed at exit.
class Scratch
{
public:
    explicit Scratch(const std::string &what)
    {
        const fs::path base =
            fs::is_directory("/dev/shm") ? fs::path("/dev/shm") : fs::temp_directory_path();
        m_root = base / ("boilerscope-fuzz-" + what + "-" + std::to_string(::getpid()));
    }
    ~Scratch()
    {
        std::error_code ec;
        fs::remove_all(m_root, ec);
    }
    Scratch(const Scratch &) = delete;
    Scratch &operator=(const Scratch &) = delete;

    fs::path path(const std::string &name) const { return m_root / name; }
    // Empties the scratch folder and creates the given subfolder.
    void reset(const std::string &name) const
    {
        fs::remove_all(m_root);
        fs::create_directories(path(name));
    }

private:
    fs::path m_root;
};

inline bool safeSegment(std::string_view name)
{
    if (name.empty() || name.size() > 200 || name == "." || name == "..")
        return false;
    return std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               c == '.' || c == '-' || c == '_';
    });
}

inline bool safeName(std::string_view name, bool subfolders)
{
    if (name.ends_with('/'))
        name.remove_suffix(1);
    if (!subfolders)
        return safeSegment(name);
    while (true) {
        const std::size_t slash = name.find('/');
        if (!safeSegment(name.substr(0, slash)))
            return false;
        if (slash == std::string_view::npos)
            return true;
        name.remove_prefix(slash + 1);
    }
}

// Calls file(name, content) for each file of the input, in order, names unchecked.
inline void forEachFile(std::string_view input,
                        const std::function<void(std::string_view, std::string_view)> &file)
{
    if (!input.starts_with(kHeader))
        return;
    std::size_t at = 0;
    while (at < input.size()) {
        const std::size_t nameBegin = at + kHeader.size();
        const std::size_t nameEnd = std::min(input.find('\n', nameBegin), input.size());
        const std::size_t next = input.find(std::string("\n").append(kHeader), nameEnd);
        const std::size_t contentBegin = std::min(nameEnd + 1, input.size());
        const std::size_t contentEnd = next == std::string_view::npos ? input.size() : next;
        file(input.substr(nameBegin, nameEnd - nameBegin),
             input.substr(contentBegin, contentEnd > contentBegin ? contentEnd - contentBegin : 0));
        at = next == std::string_view::npos ? input.size() : next + 1;
    }
}

// Writes the files of the input into dir (subfolders created as needed when allowed).
inline void writeFiles(std::string_view input, const fs::path &dir, bool subfolders)
{
    forEachFile(input, [&](std::string_view name, std::string_view content) {
        if (!safeName(name, subfolders))
            return;
        std::error_code ec;
        const fs::path path = dir / name;
        if (name.ends_with('/')) {
            fs::create_directories(path, ec);
            return;
        }
        fs::create_directories(path.parent_path(), ec);
        std::ofstream(path, std::ios::binary | std::ios::trunc)
            .write(content.data(), static_cast<std::streamsize>(content.size()));
    });
}

} // namespace fuzzfiles
