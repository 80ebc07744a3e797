#include "evaluationcapability.h"

#include "common/workbench.h"
#include "evaluationdashboard.h"

#include <QAction>
#include <QMainWindow>

namespace ui {

EvaluationCapability::EvaluationCapability(Workbench *workbench)
    : Capability(workbench), m_workbench(workbench)
{
    m_showAction = new QAction(tr("&Evaluation Dashboard…"), this);
    m_showAction->setObjectName(QStringLiteral("evaluationDashboardAction"));
    m_showAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    connect(m_showAction, &QAction::triggered, this, &EvaluationCapability::showDashboard);
    connect(workbench, &Workbench::extractorOffered, this,
            [this](const core::Extractor *extractor, const QString &reason) {
                if (m_dashboard)
                    m_dashboard->addExtractor(extractor, reason);
            });
}

void EvaluationCapability::offerPackage(const QString &path)
{
    m_campaignPackage = path;
    if (m_dashboard)
        m_dashboard->offerPackage(path);
}

EvaluationDashboard *EvaluationCapability::dashboard()
{
    if (!m_dashboard) {
        m_dashboard = new EvaluationDashboard(m_workbench->window());
        // The external programs offered in the window are offered here too.
        for (const Workbench::Offer &offer : m_workbench->offered())
            m_dashboard->addExtractor(offer.extractor, offer.reason);
        // The drill-down opens a document with its gold in the window, ready for annotation.
        connect(m_dashboard, &EvaluationDashboard::openDocumentRequested, m_workbench,
                &Workbench::openPackageDocument);
        m_dashboard->offerPackage(m_campaignPackage);
    }
    return m_dashboard;
}

void EvaluationCapability::showDashboard()
{
    EvaluationDashboard *d = dashboard();
    d->show();
    d->raise();
    d->activateWindow();
}

QList<Capability::MenuEntry> EvaluationCapability::menuEntries() const
{
    return {{Place::Tools, {m_showAction}}};
}

void EvaluationCapability::cancelWork()
{
    if (m_dashboard)
        m_dashboard->cancel();
}

} // namespace ui

#include "moc_evaluationcapability.cpp"
