#include "testpackage.h"

namespace core {

std::string PackageIssue::text() const
{
    return file + ": " + message;
}

std::string TestPackage::pathOf(const PackageDocument &doc, std::string_view extension) const
{
    return directory + "/" + doc.stem + std::string(extension);
}

std::string TestPackage::htmlPath(const PackageDocument &doc) const
{
    return pathOf(doc, doc.compressed ? kHtmlGz : kHtml);
}

bool TestPackage::validStem(std::string_view stem)
{
    if (stem.empty() || stem.size() > 128)
        return false;
    for (char c : stem)
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              c == '-' || c == '_'))
            return false;
    return true;
}

} // namespace core
