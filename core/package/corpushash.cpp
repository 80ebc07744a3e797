#include "corpushash.h"

#include "document/filereader.h"

#include <cstdint>
#include <cstdio>
#include <string_view>

namespace core {

namespace {

// FNV-1a, 64 bits: offset basis and prime from the FNV specification.
constexpr std::uint64_t kFnvOffset = 14695981039346656037ull;
constexpr std::uint64_t kFnvPrime = 1099511628211ull;

void mix(std::uint64_t &h, std::string_view bytes)
{
    for (char c : bytes) {
        h ^= static_cast<unsigned char>(c);
        h *= kFnvPrime;
    }
    // A separator after every field, so that ("ab", "c") and ("a", "bc") differ.
    h ^= 0xff;
    h *= kFnvPrime;
}

} // namespace

std::optional<std::string> CorpusHash::of(const TestPackage &package, std::string &error)
{
    std::uint64_t h = kFnvOffset;
    for (const PackageDocument &doc : package.documents) {
        mix(h, doc.stem);
        const std::string path = package.htmlPath(doc);
        std::string page;
        if (!FileReader::read(path, page, error)) {
            error = path + ": " + error;
            return std::nullopt;
        }
        mix(h, page);
        mix(h, doc.goldText);
    }
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx", static_cast<unsigned long long>(h));
    return std::string(hex);
}

} // namespace core
