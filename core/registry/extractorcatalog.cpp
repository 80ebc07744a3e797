#include "extractorcatalog.h"

#include "document/filereader.h"
#include "external/externalextractor.h"
#include "extractorregistry.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

namespace core {

namespace fs = std::filesystem;

std::string_view originName(ExtractorOrigin origin)
{
    switch (origin) {
    case ExtractorOrigin::BuiltIn:
        return "built-in";
    case ExtractorOrigin::Shipped:
        return "shipped";
    case ExtractorOrigin::User:
        return "user";
    case ExtractorOrigin::Package:
        return "package";
    case ExtractorOrigin::File:
        return "file";
    }
    return "";
}

ExtractorCatalog::ExtractorCatalog()
{
    for (const Extractor *e : ExtractorRegistry::all())
        m_entries.push_back({e, nullptr, ExtractorOrigin::BuiltIn, {}, true, {}, {}});
}

ExtractorCatalog::~ExtractorCatalog() = default;
ExtractorCatalog::ExtractorCatalog(ExtractorCatalog &&) noexcept = default;
ExtractorCatalog &ExtractorCatalog::operator=(ExtractorCatalog &&) noexcept = default;

void ExtractorCatalog::addFolder(const std::string &dir, ExtractorOrigin origin)
{
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
        return;
    std::vector<std::string> files;
    for (const fs::directory_entry &entry : fs::directory_iterator(dir, ec))
        if (entry.path().extension() == ".json" && entry.is_regular_file(ec))
            files.push_back(entry.path().string());
    if (ec)
        m_issues.push_back(dir + ": cannot list (" + ec.message() + ")");
    std::sort(files.begin(), files.end());
    for (const std::string &file : files)
        addFile(file, origin);
}

bool ExtractorCatalog::addFile(const std::string &path, ExtractorOrigin origin)
{
    std::error_code ec;
    const auto size = fs::file_size(path, ec);
    if (!ec && size > ExtractorDefinition::kMaxFileBytes) {
        m_issues.push_back(path + ": larger than 1 MiB, not a definition file");
        return false;
    }
    std::string bytes, error;
    if (!FileReader::read(path, bytes, error)) {
        m_issues.push_back(path + ": " + error);
        return false;
    }
    ExtractorDefinition::ParseResult parsed = ExtractorDefinition::parse(bytes, path);
    if (!parsed.definition) {
        m_issues.push_back(parsed.error);
        return false;
    }
    addDefinition(std::move(*parsed.definition), origin);
    return true;
}

void ExtractorCatalog::addDefinition(ExtractorDefinition definition, ExtractorOrigin origin)
{
    auto external = std::make_unique<ExternalExtractor>(std::move(definition));
    const ExternalExtractor::Availability availability = external->availability();
    CatalogEntry entry{
        external.get(),         external.get(),      origin, external->definition().file,
        availability.available, availability.reason, {}};
    const auto same = std::find_if(m_entries.begin(), m_entries.end(), [&](const CatalogEntry &e) {
        return e.extractor->info().id == external->info().id;
    });
    if (same != m_entries.end() && same->origin == origin) {
        m_issues.push_back(entry.file + ": id " + external->info().id + " is already defined by " +
                           same->file + "; this one is ignored");
        return;
    }
    if (same != m_entries.end()) {
        entry.overridden = same->file;
        *same = std::move(entry);
    } else {
        m_entries.push_back(std::move(entry));
    }
    m_external.push_back(std::move(external));
    const auto firstExternal =
        std::find_if(m_entries.begin(), m_entries.end(),
                     [](const CatalogEntry &e) { return e.origin != ExtractorOrigin::BuiltIn; });
    std::stable_sort(firstExternal, m_entries.end(),
                     [](const CatalogEntry &a, const CatalogEntry &b) {
                         return a.extractor->info().id < b.extractor->info().id;
                     });
}

const CatalogEntry *ExtractorCatalog::find(std::string_view id) const
{
    for (const CatalogEntry &e : m_entries)
        if (e.extractor->info().id == id)
            return &e;
    return nullptr;
}

std::string ExtractorCatalog::userFolder()
{
    const char *xdg = std::getenv("XDG_CONFIG_HOME");
    if (xdg && *xdg == '/') // the XDG spec: relative values are invalid and ignored
        return std::string(xdg) + "/boilerscope/extractors";
    const char *home = std::getenv("HOME");
    if (home && *home)
        return std::string(home) + "/.config/boilerscope/extractors";
    return {};
}

std::string ExtractorCatalog::packageFolder(const std::string &packageDir)
{
    return (fs::path(packageDir) / "extractors").string();
}

std::string ExtractorCatalog::shippedFolder(const std::string &executableDir)
{
    std::error_code ec;
    const fs::path installed =
        fs::path(executableDir) / ".." / "share" / "boilerscope" / "extractors";
    if (!executableDir.empty() && fs::is_directory(installed, ec))
        return fs::weakly_canonical(installed, ec).string();
    // A build-tree binary: the copy resources/extractors/CMakeLists.txt stages there.
    if (fs::is_directory(BOILERSCOPE_STAGED_EXTRACTORS, ec))
        return BOILERSCOPE_STAGED_EXTRACTORS;
    return {};
}

ExtractorCatalog ExtractorCatalog::load(const Sources &sources)
{
    ExtractorCatalog catalog;
    if (!sources.executableDir.empty()) {
        const std::string shipped = shippedFolder(sources.executableDir);
        if (!shipped.empty())
            catalog.addFolder(shipped, ExtractorOrigin::Shipped);
    }
    if (sources.user && !userFolder().empty())
        catalog.addFolder(userFolder(), ExtractorOrigin::User);
    if (!sources.packageDir.empty())
        catalog.addFolder(packageFolder(sources.packageDir), ExtractorOrigin::Package);
    for (const std::string &file : sources.files)
        catalog.addFile(file, ExtractorOrigin::File);
    return catalog;
}

} // namespace core
