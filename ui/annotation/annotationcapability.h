#pragma once

#include "common/capability.h"
#include "page/pageview.h"

#include <QString>

#include <optional>

class QDockWidget;

namespace ui {

class AnnotationPanel;
class ExtractorsCapability;
class PageCapability;
class Selection;
class Workbench;

// Gold annotation of the page: the Annotation dock (AnnotationPanel) and menu, the annotation
// mode in the tool bar, the test package documents it opens for editing (for itself, the
// campaign's queue and the evaluation dashboard: Workbench::openPackageDocument), and the
// recovery of unsaved gold after a crash. Its current mark is the selection; unsaved gold is
// asked about before the page is left. Owns the panel and its dock; GUI thread only.
class AnnotationCapability : public Capability
{
    Q_OBJECT
public:
    // recoveryPath: the file unsaved gold is kept in as it changes; empty: none.
    AnnotationCapability(Workbench *workbench, Selection *selection, PageCapability *page,
                         ExtractorsCapability *extractors, const QString &recoveryPath);

    AnnotationPanel *panel() const { return m_panel; }

    // Opens a test package document with its gold for editing; asks first when the current gold
    // has unsaved changes. A failure is said in the status line and reported (loadFailed).
    void openPackageDocument(const QString &packagePath, const QString &stem);
    // At start: when the recovery file holds unsaved gold, asks whether to restore it (reopens
    // its page with the marks) or discard it. True when it was restored.
    bool offerRecovery();

    QList<Dock> docks() const override;
    QList<MenuEntry> menuEntries() const override;
    QList<QAction *> toolBarActions() const override;
    bool mayLeavePage() override;

private:
    Workbench *m_workbench;
    AnnotationPanel *m_panel = nullptr;
    QDockWidget *m_dock = nullptr;
    // The overlay's mode before annotation mode hid the extractors' layers.
    std::optional<PageView::OverlayMode> m_overlayBefore;
};

} // namespace ui
