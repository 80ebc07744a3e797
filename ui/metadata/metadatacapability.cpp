#include "metadatacapability.h"

#include "common/analysis.h"
#include "common/extractorname.h"
#include "common/selection.h"
#include "common/workbench.h"
#include "metadatapanel.h"

#include <metadata/metadataextractor.h>

#include <QDockWidget>
#include <QMainWindow>

namespace ui {

MetadataCapability::MetadataCapability(Workbench *workbench, Selection *selection)
    : Capability(workbench), m_workbench(workbench), m_selection(selection)
{
    QMainWindow *window = workbench->window();
    m_panel = new MetadataPanel(window);
    m_dock = new QDockWidget(tr("Metadata"), window);
    m_dock->setObjectName(QStringLiteral("metadataDock"));
    m_dock->setWidget(m_panel);
    connect(selection, &Selection::analysisChanged, this,
            [this](std::shared_ptr<const Analysis> analysis) { analysisChanged(analysis); });
    connect(m_panel, &MetadataPanel::nodeSelected, selection, &Selection::selectNode);
}

MetadataCapability::~MetadataCapability()
{
    m_job.cancelAndWait();
}

std::string MetadataCapability::extractionUrl(const QUrl &url)
{
    const QString scheme = url.scheme().toLower();
    return scheme == QLatin1String("http") || scheme == QLatin1String("https")
               ? url.toString().toStdString()
               : std::string();
}

std::vector<MetadataModel::Program> MetadataCapability::programsOf(const Analysis &analysis) const
{
    std::vector<MetadataModel::Program> programs;
    for (const ExtractorRun &run : analysis.runs) {
        if (!run.external || run.result.metadata.empty())
            continue;
        // An added program's name is the one its definition gives.
        QString name = extractorName(run.id);
        for (const Workbench::Offer &offer : m_workbench->offered())
            if (offer.extractor->info().id == run.id)
                name = QString::fromStdString(offer.extractor->info().name);
        programs.push_back({run.id, name, run.result.metadata});
    }
    return programs;
}

void MetadataCapability::analysisChanged(const std::shared_ptr<const Analysis> &analysis)
{
    if (!analysis || !analysis->document) {
        m_job.reset();
        m_document.reset();
        m_metadata.reset();
        m_page = {};
        m_panel->setMetadata(nullptr, nullptr);
        m_panel->setPrograms({});
        return;
    }
    m_panel->setPrograms(programsOf(*analysis));
    // Another extractor's run on the same document: the metadata read from it stands.
    if (analysis->document == m_document && analysis->page == m_page)
        return;
    m_document = analysis->document;
    m_page = analysis->page;
    m_metadata.reset();
    m_panel->setBusy();
    m_job.run(
        this,
        [document = m_document, url = extractionUrl(m_page.url)](const std::atomic<bool> &) {
            return std::make_shared<const core::Metadata>(
                core::MetadataExtractor::extract(*document, url));
        },
        [this, document = m_document, page = m_page](std::shared_ptr<const core::Metadata> m) {
            // A newer job would have made this one stale; the check keeps the rule in one place.
            if (document != m_document || page != m_page)
                return;
            m_metadata = std::move(m);
            m_panel->setMetadata(m_metadata, m_document);
            emit metadataReady();
        });
}

bool MetadataCapability::showField(core::MetadataField field, int candidate)
{
    if (!m_metadata)
        return false;
    m_dock->show();
    m_dock->raise();
    return m_panel->selectRow(field, candidate);
}

QList<Capability::Dock> MetadataCapability::docks() const
{
    return {{m_dock, Qt::RightDockWidgetArea}};
}

void MetadataCapability::cancelWork()
{
    m_job.reset();
}

} // namespace ui

#include "moc_metadatacapability.cpp"
