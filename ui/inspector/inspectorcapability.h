#pragma once

#include "common/capability.h"

#include <extraction/extractor.h>

#include <QString>

#include <vector>

class QAction;
class QDockWidget;

namespace ui {

class AnalysisController;
class ComparePanel;
class DomInspector;
class ExtractedTextPane;
class PageTypeJob;
class PageView;
class Selection;
class Workbench;

// The inspector: the DOM inspector (the analysed document as a tree, each node's numbers and
// the reasons behind each extractor's judgement of it), the Extracted text pane, and the compare
// view of two extractors (what only A, only B and both kept, drawn on the page). Each follows the
// selection and sets it when the user picks a node; the text pane sets the selection's
// extractor. It also classifies each analysed page (PageTypeJob): the type and its probability
// go to the status line, the type, every type's probability and the cues to the inspector's
// document section. Owns the three panes, their docks and the page-type job; GUI thread only.
class InspectorCapability : public Capability
{
    Q_OBJECT
public:
    InspectorCapability(Workbench *workbench, Selection *selection, AnalysisController *controller,
                        PageView *page, const std::vector<const core::Extractor *> &extractors);

    DomInspector *inspector() const { return m_inspector; }
    ExtractedTextPane *textPane() const { return m_text; }
    ComparePanel *comparePanel() const { return m_compare; }
    PageTypeJob *pageTypeJob() const { return m_pageType; }

    // A and B (ids) compared on the page and in the compare dock, which is shown.
    void compareExtractors(const QString &a, const QString &b);

    QList<Dock> docks() const override;
    QList<MenuEntry> menuEntries() const override;
    void cancelWork() override;

private:
    void showCompare();

    DomInspector *m_inspector = nullptr;
    ExtractedTextPane *m_text = nullptr;
    ComparePanel *m_compare = nullptr;
    PageTypeJob *m_pageType = nullptr;
    QDockWidget *m_inspectorDock = nullptr;
    QDockWidget *m_textDock = nullptr;
    QDockWidget *m_compareDock = nullptr;
    QAction *m_compareAction = nullptr;
    QAction *m_nextDifference = nullptr;     // the compare list's next disagreement
    QAction *m_previousDifference = nullptr; // and its previous one
};

} // namespace ui
