#include "extractorcatalog.h"

#include "document/filereader.h"
#include "external/externalextractor.h"
#include "extractorregistry.h"
#include "extractors/voteextractor.h"

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

bool ExtractorCatalog::setVote(std::string_view spec, std::string &error)
{
    const bool byDefault = spec.empty();
    const std::string_view list = byDefault ? kDefaultVote : spec;
    std::vector<VoteExtractor::Voter> voters;
    std::vector<std::string> unavailable;
    std::size_t pos = 0;
    while (pos <= list.size()) {
        std::size_t comma = list.find(',', pos);
        if (comma == std::string_view::npos)
            comma = list.size();
        const std::string_view item = list.substr(pos, comma - pos);
        pos = comma + 1;
        if (item.empty())
            continue;
        const std::size_t eq = item.find('=');
        const std::string id(item.substr(0, eq));
        double weight = 1;
        if (eq != std::string_view::npos) {
            const std::string w(item.substr(eq + 1));
            char *end = nullptr;
            weight = std::strtod(w.c_str(), &end);
            if (w.empty() || *end != '\0' || !(weight > 0) || weight > 1000) {
                error = "vote: bad weight '" + w + "' for " + id + " (a number above 0)";
                return false;
            }
        }
        const CatalogEntry *entry = find(id);
        if (!entry) {
            if (byDefault)
                continue;
            error = "vote: unknown extractor '" + id + "'";
            return false;
        }
        if (!entry->extractor->voters().empty()) {
            error = "vote: " + id + " is an ensemble itself";
            return false;
        }
        if (!entry->available) {
            unavailable.push_back(id + ": " + entry->reason);
            if (byDefault)
                continue;
        }
        voters.push_back({entry->extractor, weight});
    }
    bool available = unavailable.empty();
    std::string reason = available ? std::string() : unavailable.front();
    if (byDefault) {
        available = voters.size() >= 2;
        if (!available && unavailable.empty())
            return true; // none of the field's programs is there (no shipped definitions)
        if (!available) {
            // Listed all the same, unavailable, so that the reason shows.
            reason = "fewer than two of its programs are installed; " + unavailable.front();
            for (const std::string &u : unavailable)
                voters.push_back({find(u.substr(0, u.find(": ")))->extractor, 1});
        }
    } else if (voters.size() < 2) {
        error = "vote: needs at least two extractors";
        return false;
    }
    auto vote = std::make_unique<VoteExtractor>(std::move(voters));
    CatalogEntry entry{vote.get(), nullptr, ExtractorOrigin::BuiltIn, {}, available, reason, {}};
    const auto same = std::find_if(m_entries.begin(), m_entries.end(), [](const CatalogEntry &e) {
        return e.extractor->info().id == VoteExtractor::kId;
    });
    if (same != m_entries.end())
        *same = std::move(entry);
    else
        m_entries.push_back(std::move(entry));
    m_votes.push_back(std::move(vote));
    return true;
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
    std::string error;
    catalog.setVote({}, error); // the default vote cannot fail
    return catalog;
}

} // namespace core
