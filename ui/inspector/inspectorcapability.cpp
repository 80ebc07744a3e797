#include "inspectorcapability.h"

#include "common/selection.h"
#include "common/workbench.h"
#include "comparepanel.h"
#include "dominspector.h"
#include "extractedtextpane.h"
#include "extractors/analysiscontroller.h"
#include "nodedetailview.h"
#include "page/pageview.h"
#include "pagetypejob.h"

#include <QAction>
#include <QDockWidget>
#include <QJsonDocument>
#include <QMainWindow>
#include <QTimer>

namespace ui {

namespace {

QDockWidget *dockOf(QWidget *widget, const QString &title, const QString &name, QMainWindow *window)
{
    auto *dock = new QDockWidget(title, window);
    dock->setObjectName(name);
    dock->setWidget(widget);
    return dock;
}

} // namespace

InspectorCapability::InspectorCapability(Workbench *workbench, Selection *selection,
                                         AnalysisController *controller, PageView *page,
                                         const std::vector<const core::Extractor *> &extractors)
    : Capability(workbench)
{
    QMainWindow *window = workbench->window();
    m_inspector = new DomInspector(window);
    m_inspectorDock =
        dockOf(m_inspector, tr("DOM inspector"), QStringLiteral("inspectorDock"), window);
    m_text = new ExtractedTextPane(window);
    m_textDock = dockOf(m_text, tr("Extracted text"), QStringLiteral("textDock"), window);
    m_compare = new ComparePanel(extractors, window);
    m_compareDock = dockOf(m_compare, tr("Compare"), QStringLiteral("compareDock"), window);
    m_compareAction = new QAction(tr("&Compare Two Extractors"), this);
    m_compareAction->setShortcut(QKeySequence(tr("Ctrl+Shift+D")));
    connect(m_compareAction, &QAction::triggered, this, &InspectorCapability::showCompare);
    // Project choice: F8 and Shift+F8, one key for a step repeated many times, free in the
    // window.
    m_nextDifference = new QAction(tr("&Next Difference"), this);
    m_nextDifference->setObjectName(QStringLiteral("nextDifferenceAction"));
    m_nextDifference->setShortcut(QKeySequence(tr("F8")));
    connect(m_nextDifference, &QAction::triggered, this, [this] { m_compare->step(1); });
    m_previousDifference = new QAction(tr("&Previous Difference"), this);
    m_previousDifference->setObjectName(QStringLiteral("previousDifferenceAction"));
    m_previousDifference->setShortcut(QKeySequence(tr("Shift+F8")));
    connect(m_previousDifference, &QAction::triggered, this, [this] { m_compare->step(-1); });

    m_pageType = new PageTypeJob(this);
    connect(m_pageType, &PageTypeJob::classified, this,
            [this, workbench](const PageTypeFinding &finding) {
                workbench->showPageType(PageTypeJob::statusText(finding.result),
                                        PageTypeJob::toolTip(finding.result));
                m_inspector->detailView()->setPageSection(PageTypeJob::html(finding.result));
            });
    connect(m_pageType, &PageTypeJob::cleared, this, [this, workbench] {
        workbench->showPageType({}, {});
        m_inspector->detailView()->setPageSection({});
    });

    connect(selection, &Selection::analysisChanged, this,
            [this, selection](std::shared_ptr<const Analysis> analysis) {
                m_pageType->setAnalysis(analysis);
                m_text->setAnalysis(analysis);
                m_compare->setAnalysis(analysis);
                m_inspector->setAnalysis(analysis);
                if (selection->node() != core::kNoNode || selection->element() >= 0)
                    m_inspector->selectNode(selection->node());
            });
    connect(selection, &Selection::selectionChanged, m_inspector,
            [this](int, core::NodeId node) { m_inspector->selectNode(node); });
    connect(m_inspector, &DomInspector::nodeSelected, selection, &Selection::selectNode);
    connect(m_text, &ExtractedTextPane::currentExtractorChanged, selection,
            &Selection::setExtractor);
    connect(m_compare, &ComparePanel::nodeSelected, selection, &Selection::selectNode);
    connect(m_compare, &ComparePanel::pairChanged, controller,
            [controller](const QString &a, const QString &b) {
                controller->setCompared(a.toStdString(), b.toStdString());
            });
    connect(m_compare, &ComparePanel::comparisonChanged, page, [this, page] {
        page->runInWorld(
            QStringLiteral("typeof bs === 'object' && bs.annotate && bs.annotate.setCompare(%1)")
                .arg(QString::fromUtf8(
                    QJsonDocument(m_compare->pageSpans()).toJson(QJsonDocument::Compact))),
            [](const QVariant &) {});
    });
    connect(workbench, &Workbench::extractorOffered, m_compare, &ComparePanel::addExtractor);
}

void InspectorCapability::compareExtractors(const QString &a, const QString &b)
{
    m_compare->setPair(a, b);
    showCompare();
}

void InspectorCapability::showCompare()
{
    m_compareDock->show();
    m_compareDock->raise();
    // Raised before its window is first shown (--compare on the command line), a tabified dock
    // is moved to the top of the stacking order but its tab is not brought to the front, and
    // raising it again then does nothing (QWidget::raise returns early for the topmost widget):
    // once the window is shown it is lowered and raised, which brings its tab to the front.
    if (!m_compareDock->window()->isVisible())
        QTimer::singleShot(0, m_compareDock, [dock = m_compareDock] {
            dock->lower();
            dock->raise();
        });
}

QList<Capability::Dock> InspectorCapability::docks() const
{
    return {{m_inspectorDock, Qt::RightDockWidgetArea},
            {m_textDock, Qt::RightDockWidgetArea},
            {m_compareDock, Qt::RightDockWidgetArea}};
}

QList<Capability::MenuEntry> InspectorCapability::menuEntries() const
{
    return {{Place::Extractors, {m_compareAction, m_nextDifference, m_previousDifference}}};
}

void InspectorCapability::cancelWork()
{
    m_pageType->cancel();
}

} // namespace ui

#include "moc_inspectorcapability.cpp"
