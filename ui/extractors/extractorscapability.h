#pragma once

#include "common/capability.h"

#include <extraction/extractor.h>
#include <registry/extractorcatalog.h>

#include <QString>

#include <memory>
#include <vector>

class QAction;
class QDockWidget;

namespace core {
class VoteExtractor;
}

namespace ui {

class AnalysisController;
class ExtractorPanel;
class Workbench;

// The extractors offered and ticked: the catalog they come from (the built-ins, the shipped, the
// user's and the added external definitions, a package's own), the analysis controller that
// runs the ticked ones on the page, and the Extractors dock (ExtractorPanel) where they are
// ticked, tuned, cancelled and shown running. Remembers the ticked extractors and the added
// definition files in the settings. Owns the catalogs (their extractors outlive every run), the
// controller and the panel; GUI thread only.
class ExtractorsCapability : public Capability
{
    Q_OBJECT
public:
    // extractors empty: the catalog's; useSettings: the added definition files and the ticked
    // extractors of the last session are read from the settings, and written back.
    ExtractorsCapability(Workbench *workbench, std::vector<const core::Extractor *> extractors,
                         bool useSettings);
    ~ExtractorsCapability() override;

    AnalysisController *controller() const { return m_controller; }
    ExtractorPanel *panel() const { return m_panel; }
    // The extractors the window started with (the catalog's, or those given).
    const std::vector<const core::Extractor *> &extractors() const { return m_extractors; }

    // Ticks (or unticks) an extractor in the panel and for the runs; an unavailable one stays
    // unticked.
    void setExtractorEnabled(const QString &id, bool on);
    void setSourceMode(bool source);
    // Offers the external extractor of a definition file (remembered with useSettings); false
    // with a one-line error naming the file and the field.
    bool addDefinitionFile(const QString &path, QString *error = nullptr);
    // Offers a test package's own definitions (PACKAGE/extractors).
    void addPackageExtractors(const QString &packagePath);

    QList<Dock> docks() const override;
    QList<MenuEntry> menuEntries() const override;
    void saveState() override;
    void cancelWork() override;

private:
    std::vector<const core::Extractor *> loadCatalog(bool useSettings);
    // Offers the external extractors of a catalog wherever an extractor is chosen; the catalog
    // is kept as long as the window.
    void addCatalog(core::ExtractorCatalog catalog);
    void addDefinitionFileAs();
    void tickFirstExtractors();
    // The vote (core::VoteExtractor, Bevendorff et al. 2023) of the ticked extractors: while
    // "vote" is ticked it is rebuilt after the ticks change (from the event loop: the panel's
    // row is replaced), so that it votes with the extractors the page shows.
    void queueVoteUpdate();
    void updateVote();

    Workbench *m_workbench;
    bool m_useSettings;
    std::vector<std::unique_ptr<core::ExtractorCatalog>> m_catalogs;
    std::vector<const core::Extractor *> m_extractors;
    AnalysisController *m_controller = nullptr;
    ExtractorPanel *m_panel = nullptr;
    QDockWidget *m_dock = nullptr;
    QAction *m_addDefinition = nullptr;
    std::vector<std::unique_ptr<core::VoteExtractor>> m_votes; // every vote built, kept for runs
    bool m_voteQueued = false;
};

} // namespace ui
