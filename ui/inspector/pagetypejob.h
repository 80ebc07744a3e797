#pragma once

#include "common/analysis.h"
#include "common/jobtracker.h"

#include <extractors/consensus/pagetypeclassifier.h>

#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace ui {

// What the page classifier (core::PageTypeClassifier, docs/page-types.md) says of one analysed
// page: the page and document it read, the job that computed it, and the decision. A value.
struct PageTypeFinding
{
    PageIdentity page;
    std::shared_ptr<const core::Document> document;
    quint64 job = 0;
    core::PageTypeClassifier::Result result;
};

// Classifies each analysed page off the GUI thread, as a job of its analysis (JobTracker): a new
// document cancels the job before it and clears the finding at once, and a result whose job is
// no longer the newest is dropped, so that the type shown is always the shown page's. The
// classifier reads the consensus's evidence; the voters' results the analysis already has
// (default parameters) are reused. Owns its tracker and the newest finding; GUI thread only
// (the worker gets copies).
class PageTypeJob : public QObject
{
    Q_OBJECT
public:
    explicit PageTypeJob(QObject *parent = nullptr);
    ~PageTypeJob() override;

    // The analysis shown: its document is classified unless it is the one classified (or being
    // classified) already; null clears the finding.
    void setAnalysis(std::shared_ptr<const Analysis> analysis);
    // The newest finding; empty while the page's job runs or when there is no page.
    const std::optional<PageTypeFinding> &finding() const { return m_finding; }
    bool isRunning() const { return m_jobs.isRunning(); }
    // Stops the job under way (the window closes); its result is dropped.
    void cancel() { m_jobs.reset(); }

    // Per voter of the consensus (its voters() order), the result the analysis already has of it
    // at its default parameters (ticked, compared, or computed by a consensus run), else null:
    // the classifier computes only the null ones.
    static std::vector<const core::ExtractionResult *> voterResults(const Analysis &analysis);

    // The status line's words for a decision: "forum 0.83".
    static QString statusText(const core::PageTypeClassifier::Result &result);
    // The status line's tooltip: the type and its probability, then the cues that moved it most
    // with their parts and reasons, one per line.
    static QString toolTip(const core::PageTypeClassifier::Result &result);
    // The inspector's section: the type, every type's probability and every cue.
    static QString html(const core::PageTypeClassifier::Result &result);

    // Project choice: the tooltip names the five cues that moved the type most (the inspector
    // lists them all).
    static constexpr size_t kToolTipCues = 5;

signals:
    // A new finding (the newest job's); cleared(): no finding for the page shown.
    void classified(const ui::PageTypeFinding &finding);
    void cleared();

private:
    JobTracker m_jobs;
    std::shared_ptr<const core::Document> m_document; // classified or being classified
    std::optional<PageTypeFinding> m_finding;
};

} // namespace ui
