#pragma once

#include "common/capability.h"
#include "common/jobtracker.h"
#include "common/pageidentity.h"
#include "metadatamodel.h"

#include <document/document.h>
#include <metadata/metadata.h>

#include <memory>
#include <vector>

class QAction;
class QDockWidget;

namespace ui {

class MetadataPanel;
class Selection;
class Workbench;
struct Analysis;

// The page's metadata in the window: the Metadata dock (MetadataPanel), filled off the GUI
// thread by core::MetadataExtractor on each analysed document, beside the metadata of each ticked
// external program whose result carries some (core::ExtractionResult::metadata), and a row
// picked in it selects its source element on the page and in the DOM inspector (through the
// Selection). What it shows always belongs to the page shown: metadata is read again for each
// new document, the programs' follow each analysis, a result for a document or page no longer
// shown is dropped, and leaving the page empties the panel. Owns the panel and its dock; GUI
// thread only.
class MetadataCapability : public Capability
{
    Q_OBJECT
public:
    MetadataCapability(Workbench *workbench, Selection *selection);
    ~MetadataCapability() override;

    MetadataPanel *panel() const { return m_panel; }
    QDockWidget *dock() const { return m_dock; }
    // The metadata shown and the page and document it was read from; null while none is.
    std::shared_ptr<const core::Metadata> metadata() const { return m_metadata; }
    const PageIdentity &page() const { return m_page; }
    // The dock to the front and the field's (or its candidate's) row selected, its source
    // selected on the page; false when the metadata is not there yet or has no such row.
    bool showField(core::MetadataField field, int candidate = -1);

    // The URL the extractor is given for a page: http(s) only, since a file's or a bundled
    // page's own URL says nothing of the page (no date in its path, no site in its host).
    static std::string extractionUrl(const QUrl &url);

    QList<Dock> docks() const override;
    void cancelWork() override;

signals:
    // The metadata of the page shown is in the panel (after each new document).
    void metadataReady();

private:
    void analysisChanged(const std::shared_ptr<const Analysis> &analysis);
    // The ticked external programs' runs that returned metadata, in the analysis's order.
    std::vector<MetadataModel::Program> programsOf(const Analysis &analysis) const;

    Workbench *m_workbench;
    Selection *m_selection;
    MetadataPanel *m_panel = nullptr;
    QDockWidget *m_dock = nullptr;
    JobTracker m_job;
    std::shared_ptr<const core::Document> m_document; // the document read, or being read
    PageIdentity m_page;
    std::shared_ptr<const core::Metadata> m_metadata;
};

} // namespace ui
