#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace core {

// The file handling every importer needs: reading a dataset's page (plain or gzip), turning
// dataset names into package stems, listing a folder's pages. Stateless, thread-safe.
class DatasetFiles
{
public:
    // The page extensions importers accept, longest first: .html.gz, .htm.gz, .html, .htm.
    static bool isPageName(std::string_view name);
    // The name without its page extension ("0001.html.gz" -> "0001").
    static std::string withoutPageExtension(std::string_view name);
    // A package stem for a dataset name: at most 128 characters, every character a stem may not
    // have (TestPackage::validStem) replaced by '-'; "page" when nothing is left.
    static std::string stemOf(std::string_view name);
    // DIR/BASE + the first of .html, .html.gz, .htm, .htm.gz that exists; "" when none does.
    static std::string findPage(const std::string &directory, const std::string &base);

    // The original bytes of a page file: `gzipped` tells whether they are gzip data (a .gz
    // name); `plain` is set to the decompressed bytes either way, so that the caller can check
    // the page (and a broken .gz is found here, not later). False with a one-line reason.
    static bool readPage(const std::string &path, std::string &bytes, std::string &plain,
                         bool &gzipped, std::string &error);
    // Regular files of a folder whose names satisfy `accept`, sorted by name; false with a
    // one-line error when the folder cannot be listed.
    static bool list(const std::string &directory, bool (*accept)(std::string_view name),
                     std::vector<std::string> &names, std::string &error);
};

} // namespace core
