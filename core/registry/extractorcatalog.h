#pragma once

#include "extraction/extractor.h"

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace core {

class ExternalExtractor;
struct ExtractorDefinition;

// Where an extractor of the catalog comes from, in the order later ones override earlier ones
// with the same id: the registry, the definitions shipped with Boilerscope, the user's own
// ($XDG_CONFIG_HOME/boilerscope/extractors), a test package's (PACKAGE/extractors), files given
// by hand (the CLI's --extractor-file).
enum class ExtractorOrigin { BuiltIn, Shipped, User, Package, File };

std::string_view originName(ExtractorOrigin origin);

// One extractor of the catalog. Plain value; the pointers live as long as the catalog.
struct CatalogEntry
{
    const Extractor *extractor = nullptr;        // never null; usable as any extractor
    const ExternalExtractor *external = nullptr; // the same, when it is an external one
    ExtractorOrigin origin = ExtractorOrigin::BuiltIn;
    std::string file;       // the definition file; "" for built-ins
    bool available = true;  // its program and what it needs are installed
    std::string reason;     // !available: what is missing, and how to get it
    std::string overridden; // the definition file this one replaced, if any
};

// Every extractor there is to choose from (docs/external-extractors.md): the built-in
// registry plus external definitions from the standard folders and given files, each usable as
// a core::Extractor, with availability and its reason. The CLI's list / extract / eval / diff and
// the GUI's extractor panel read it. Definition files that cannot be read are reported in
// issues() (one line each, naming file and field), never fatal; a missing program makes its
// extractor unavailable, not an error. Building it is single-threaded; once built it is
// immutable and its extractors may run from any thread.
class ExtractorCatalog
{
public:
    // The built-ins only.
    ExtractorCatalog();
    ~ExtractorCatalog();
    ExtractorCatalog(ExtractorCatalog &&) noexcept;
    ExtractorCatalog &operator=(ExtractorCatalog &&) noexcept;

    // Every NAME.json directly in dir, in name order; a missing folder adds nothing.
    void addFolder(const std::string &dir, ExtractorOrigin origin);
    // One definition file; false (and an issue) when it cannot be read or is malformed.
    bool addFile(const std::string &path, ExtractorOrigin origin);
    void addDefinition(ExtractorDefinition definition, ExtractorOrigin origin);

    // The entry "vote" (VoteExtractor, Bevendorff et al. 2023): a vote of the extractors of
    // spec, "ID[=WEIGHT],ID[=WEIGHT],..." (weights 1 by default), added or replaced. Call it after
    // the definitions are in. False with a one-line error for an unknown id, an ensemble among
    // them, a bad weight or fewer than two voters; a voter that is unavailable makes the vote
    // unavailable, with its reason. An empty spec is kDefaultVote, of which only the available
    // voters take part (the vote is unavailable when fewer than two are).
    bool setVote(std::string_view spec, std::string &error);
    // Project choice: the field's programs that Boilerscope ships, weighted 2 for trafilatura and
    // Readability as in Bevendorff et al. 2023's "best weighted" ensemble (§4), 1 for the others.
    static constexpr std::string_view kDefaultVote =
        "ext:trafilatura=2,ext:readability-js=2,ext:justext,ext:boilerpipe-article,ext:defuddle";

    // Built-ins in registry order, then external ones by id.
    std::span<const CatalogEntry> entries() const { return m_entries; }
    const CatalogEntry *find(std::string_view id) const;
    const std::vector<std::string> &issues() const { return m_issues; }

    // The standard places.
    // $XDG_CONFIG_HOME/boilerscope/extractors, else ~/.config/boilerscope/extractors.
    static std::string userFolder();
    static std::string packageFolder(const std::string &packageDir); // PACKAGE/extractors
    // The shipped definitions for a program in executableDir: ../share/boilerscope/extractors
    // when installed, else the build tree's copy; "" when neither exists.
    static std::string shippedFolder(const std::string &executableDir);

    struct Sources
    {
        std::string executableDir; // "" : no shipped definitions
        bool user = true;          // the user's folder
        std::string packageDir;    // "" : none
        std::vector<std::string> files;
    };
    // Built-ins, shipped, user, package, files: later ones override earlier ones by id; then
    // the default vote (setVote).
    static ExtractorCatalog load(const Sources &sources);

private:
    std::vector<CatalogEntry> m_entries;
    std::vector<std::unique_ptr<ExternalExtractor>> m_external;
    std::vector<std::unique_ptr<Extractor>> m_votes; // every vote built; entries point here
    std::vector<std::string> m_issues;
};

} // namespace core
