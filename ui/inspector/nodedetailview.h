#pragma once

#include "common/analysis.h"
#include "judgementindex.h"

#include <QWidget>

#include <memory>
#include <vector>

class QTextBrowser;

namespace ui {

// What every run said about one node: its reasons with numbers and whether it chose the node,
// and "why not this node": the node the run chose, with its words and score against this node's,
// its reason and their tree relation. Owns its text browser and a JudgementIndex per run; shares
// the Analysis; GUI thread only.
class NodeDetailView : public QWidget
{
    Q_OBJECT
public:
    explicit NodeDetailView(QWidget *parent = nullptr);

    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    void setNode(core::NodeId node);
    core::NodeId node() const { return m_node; }
    // The document's own section (PageTypeJob::html: the page's type and its cues), shown when
    // no node is selected; empty: none.
    void setPageSection(const QString &html);

    // The height at which the whole of what is shown reads without scrolling, laid out at the
    // present width.
    int neededHeight() const;

    // The rendered text (for tests and copying).
    QString toPlainText() const;
    // The HTML for node; empty analysis or node give a short hint.
    static QString html(const Analysis *analysis, const std::vector<JudgementIndex> &indexes,
                        core::NodeId node, const QString &pageSection = {});

private:
    void render();

    QTextBrowser *m_browser = nullptr;
    std::shared_ptr<const Analysis> m_analysis;
    std::vector<JudgementIndex> m_indexes;
    core::NodeId m_node = core::kNoNode;
    QString m_pageSection;
};

} // namespace ui
