#include "annotationcapability.h"

#include "annotationpanel.h"
#include "annotationrecovery.h"
#include "common/selection.h"
#include "common/workbench.h"
#include "extractors/analysiscontroller.h"
#include "extractors/extractorscapability.h"
#include "page/pagecapability.h"
#include "page/pageview.h"

#include <QAction>
#include <QDockWidget>
#include <QLocale>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>

#include <utility>

namespace ui {

AnnotationCapability::AnnotationCapability(Workbench *workbench, Selection *selection,
                                           PageCapability *page, ExtractorsCapability *extractors,
                                           const QString &recoveryPath)
    : Capability(workbench), m_workbench(workbench)
{
    QMainWindow *window = workbench->window();
    m_panel = new AnnotationPanel(page->view(), window);
    m_dock = new QDockWidget(tr("Annotation"), window);
    m_dock->setObjectName(QStringLiteral("annotationDock"));
    m_dock->setWidget(m_panel);
    if (!recoveryPath.isEmpty() && !m_panel->setRecoveryFile(recoveryPath))
        workbench->showMessage(tr("Another Boilerscope keeps %1: unsaved gold of this window is "
                                  "not kept for recovery")
                                   .arg(recoveryPath));

    // Annotation mode brings its dock to the front and needs clicks picked.
    // The extractors' layers are hidden while annotating (the marks are what matters), and
    // back as they were after; View ▸ Overlay shows them again meanwhile.
    connect(m_panel->modeAction(), &QAction::toggled, this, [this, page](bool on) {
        if (!on) {
            if (m_overlayBefore)
                page->setOverlayMode(*std::exchange(m_overlayBefore, std::nullopt));
            return;
        }
        m_dock->raise();
        page->pickAction()->setChecked(true);
        m_overlayBefore = page->view()->overlayMode();
        page->setOverlayMode(PageView::OverlayMode::Hidden);
    });
    // The gold follows each analysis of the rendered page; its current mark is the selection.
    AnalysisController *controller = extractors->controller();
    connect(page, &PageCapability::analysisShown, m_panel, [this, controller](auto analysis) {
        m_panel->setAnalysis(analysis, controller->renderedDocument(), analysis->page.url);
    });
    connect(page, &PageCapability::pageChanged, m_panel, &AnnotationPanel::leavePage);
    connect(m_panel, &AnnotationPanel::currentElementChanged, selection, [selection](int element) {
        if (element >= 0)
            selection->selectElement(element);
    });
    connect(m_panel, &AnnotationPanel::openPageRequested, this,
            [this, page, extractors](const QString &location) {
                // A package's own definitions (PACKAGE/extractors) join the extractors offered.
                if (const QString package = m_panel->packagePath(); !package.isEmpty())
                    extractors->addPackageExtractors(package);
                page->openLocation(location);
            });
    connect(workbench, &Workbench::packageDocumentRequested, this,
            &AnnotationCapability::openPackageDocument);
}

void AnnotationCapability::openPackageDocument(const QString &packagePath, const QString &stem)
{
    if (!m_panel->maybeSave())
        return;
    QString error;
    if (m_panel->openPackageDocument(packagePath, stem, &error))
        m_panel->modeAction()->setChecked(true);
    else
        m_workbench->fail(error);
}

bool AnnotationCapability::offerRecovery()
{
    AnnotationRecovery *recovery = m_panel->recovery();
    if (!recovery)
        return false;
    QString error;
    const std::optional<RecoveredAnnotation> annotation = recovery->read(&error);
    if (!annotation) {
        if (!error.isEmpty())
            m_workbench->showMessage(tr("Unsaved gold not offered back: %1").arg(error));
        return false;
    }
    const QUrl url(annotation->pageUrl);
    const QString page =
        !annotation->stem.isEmpty()
            ? tr("document %1 of %2").arg(annotation->stem, annotation->packagePath)
        : url.isLocalFile() ? url.toLocalFile()
                            : url.toDisplayString();
    QMessageBox box(
        QMessageBox::Question, tr("Unsaved gold"),
        tr("Boilerscope ended without saving the gold annotation of %1 (%n marked "
           "node(s), last changed %2).",
           nullptr, int(annotation->goldNodes.size()))
            .arg(page, QLocale().toString(annotation->savedAt.toLocalTime(), QLocale::ShortFormat)),
        QMessageBox::NoButton, m_workbench->window());
    box.setObjectName(QStringLiteral("recoveryOffer"));
    box.setInformativeText(tr("Restore reopens the page with its marks, still unsaved; Discard "
                              "deletes them."));
    QPushButton *restore = box.addButton(tr("&Restore"), QMessageBox::AcceptRole);
    restore->setObjectName(QStringLiteral("restore"));
    QPushButton *discard = box.addButton(tr("&Discard"), QMessageBox::DestructiveRole);
    discard->setObjectName(QStringLiteral("discard"));
    box.setDefaultButton(restore);
    box.setEscapeButton(restore); // closing the question loses nothing
    box.exec();
    if (box.clickedButton() == discard) {
        if (!recovery->clear(&error))
            m_workbench->showMessage(error);
        return false;
    }
    if (!m_panel->restoreRecovered(*annotation, &error)) {
        m_workbench->fail(tr("Unsaved gold not restored: %1").arg(error));
        return false;
    }
    m_panel->modeAction()->setChecked(true);
    return true;
}

QList<Capability::Dock> AnnotationCapability::docks() const
{
    return {{m_dock, Qt::RightDockWidgetArea}};
}

QList<Capability::MenuEntry> AnnotationCapability::menuEntries() const
{
    return {{Place::FileOpenDocument, {m_panel->openPackageAction()}},
            {Place::Annotation, m_panel->menu()->actions()}};
}

QList<QAction *> AnnotationCapability::toolBarActions() const
{
    return {m_panel->modeAction()};
}

bool AnnotationCapability::mayLeavePage()
{
    return m_panel->maybeSave();
}

} // namespace ui

#include "moc_annotationcapability.cpp"
