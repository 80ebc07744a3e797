#include "campaigncapability.h"

#include "campaigndock.h"
#include "common/workbench.h"

#include <QAction>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>

namespace ui {

CampaignCapability::CampaignCapability(Workbench *workbench, AnnotationPanel *annotation,
                                       PageView *page,
                                       const std::vector<const core::Extractor *> &extractors)
    : Capability(workbench)
{
    QMainWindow *window = workbench->window();
    m_campaign = new CampaignDock(annotation, page, extractors, window);
    m_dock = new QDockWidget(tr("Campaign"), window);
    m_dock->setObjectName(QStringLiteral("campaignDock"));
    m_dock->setWidget(m_campaign);
    // The queue's documents open with their gold, ready to annotate.
    connect(m_campaign, &CampaignDock::openDocumentRequested, workbench,
            &Workbench::openPackageDocument);
    connect(workbench, &Workbench::extractorOffered, m_campaign, &CampaignDock::addExtractor);
    connect(m_campaign, &CampaignDock::queueShown, m_dock, [this] {
        m_dock->show();
        m_dock->raise();
    });
}

QList<Capability::Dock> CampaignCapability::docks() const
{
    // Below the extractors: the queue stays in sight beside the annotation dock.
    return {{m_dock, Qt::LeftDockWidgetArea}};
}

QList<Capability::MenuEntry> CampaignCapability::menuEntries() const
{
    return {{Place::FileOpenDocument,
             {m_campaign->openAction(), m_campaign->openFolderAction(), m_campaign->importAction(),
              m_campaign->exportAction()}},
            {Place::AnnotationCampaign,
             {m_campaign->preannotateMenu()->menuAction(), m_campaign->nextAction(),
              m_campaign->previousAction(), m_campaign->saveAction(),
              m_campaign->adjudicateAction(), m_campaign->siteRuleAction()}}};
}

void CampaignCapability::cancelWork()
{
    m_campaign->cancelPreannotation();
}

} // namespace ui

#include "moc_campaigncapability.cpp"
