#include "datasetfiles.h"

#include "document/documentloader.h"
#include "document/filereader.h"
#include "package/testpackage.h"

#include <algorithm>
#include <filesystem>

namespace core {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kPageExtensions[] = {".html.gz", ".htm.gz", ".html", ".htm"};

bool endsWithNoCase(std::string_view s, std::string_view suffix)
{
    if (s.size() < suffix.size())
        return false;
    for (std::size_t i = 0; i < suffix.size(); ++i) {
        char c = s[s.size() - suffix.size() + i];
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
        if (c != suffix[i])
            return false;
    }
    return true;
}

} // namespace

bool DatasetFiles::isPageName(std::string_view name)
{
    for (std::string_view ext : kPageExtensions)
        if (name.size() > ext.size() && endsWithNoCase(name, ext))
            return true;
    return false;
}

std::string DatasetFiles::withoutPageExtension(std::string_view name)
{
    for (std::string_view ext : kPageExtensions)
        if (name.size() > ext.size() && endsWithNoCase(name, ext))
            return std::string(name.substr(0, name.size() - ext.size()));
    return std::string(name);
}

std::string DatasetFiles::stemOf(std::string_view name)
{
    std::string stem(name.substr(0, 128));
    for (char &c : stem)
        if (!TestPackage::validStem(std::string_view(&c, 1)))
            c = '-';
    return stem.empty() ? "page" : stem;
}

std::string DatasetFiles::findPage(const std::string &directory, const std::string &base)
{
    for (const char *suffix : {".html", ".html.gz", ".htm", ".htm.gz"}) {
        const fs::path p = fs::path(directory) / (base + suffix);
        std::error_code ec;
        if (fs::is_regular_file(p, ec))
            return p.string();
    }
    return {};
}

bool DatasetFiles::readPage(const std::string &path, std::string &bytes, std::string &plain,
                            bool &gzipped, std::string &error)
{
    if (!FileReader::read(path, bytes, error))
        return false;
    gzipped = endsWithNoCase(path, ".gz");
    if (!gzipped) {
        plain = bytes;
        return true;
    }
    std::optional<std::string> inflated = DocumentLoader::gunzip(bytes, error);
    if (!inflated)
        return false;
    plain = std::move(*inflated);
    return true;
}

bool DatasetFiles::list(const std::string &directory, bool (*accept)(std::string_view name),
                        std::vector<std::string> &names, std::string &error)
{
    std::error_code ec;
    names.clear();
    for (const fs::directory_entry &entry : fs::directory_iterator(directory, ec)) {
        const std::string name = entry.path().filename().string();
        std::error_code fileEc;
        if (entry.is_regular_file(fileEc) && accept(name))
            names.push_back(name);
    }
    if (ec) {
        error = directory + ": cannot list (" + ec.message() + ")";
        return false;
    }
    std::sort(names.begin(), names.end());
    return true;
}

} // namespace core
