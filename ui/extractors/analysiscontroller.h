#pragma once

#include "common/analysis.h"
#include "common/jobtracker.h"

#include <extraction/extractor.h>

#include <QByteArray>
#include <QObject>
#include <QString>

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

namespace ui {

// Runs the ticked extractors on the current page off the GUI thread (docs/architecture.md, step 4)
// and publishes each complete result as a new immutable Analysis. Owns the page's two documents
// (the rendered snapshot and the source HTML), which of them is analysed, the ticked extractors and
// their parameter values. Each extractor's runs go through a JobTracker: a result whose job is
// no longer the newest for its extractor and document is dropped, so a newer run always replaces
// an older one. A parameter change re-runs only that extractor. External extractors (other
// processes) get the page's original bytes and URL and a cancellation flag: a newer run of the
// same extractor, unticking it, cancel() or destroying the controller kills the older one's
// process group; a failure is reported by runFailed() and leaves that extractor out of the
// analysis. An ensemble (Extractor::voters()) gets the voters' results at hand, and the results
// of those it computed are shown. Besides the ticked extractors it runs the compare view's two
// (setCompared), published apart (Analysis::compared). GUI thread only (workers get copies).
class AnalysisController : public QObject
{
    Q_OBJECT
public:
    // extractors: the ones offered (the registry's by default; tests pass their own).
    explicit AnalysisController(std::vector<const core::Extractor *> extractors,
                                QObject *parent = nullptr);

    const std::vector<const core::Extractor *> &extractors() const { return m_extractors; }
    const core::Extractor *extractor(const std::string &id) const;
    // Offers one more extractor (an external definition added while the window is open); one
    // with the id of an offered extractor replaces it (its parameters back to the defaults, a run
    // of the old one cancelled and the new one run when ticked). The extractor must outlive this.
    void addExtractor(const core::Extractor *extractor);

    // A new page: parses both in the background, then runs every ticked extractor. Empty source
    // bytes mean "source not available" (the source mode then analyses the rendered DOM); an
    // empty snapshot means the page could not be instrumented (the source is analysed whatever
    // the mode).
    // page: which load of which URL this is (Analysis::page).
    void setPage(const PageIdentity &page, const QString &snapshotHtml,
                 const QByteArray &sourceBytes);
    void clear();

    void setEnabled(const std::string &id, bool on);
    bool isEnabled(const std::string &id) const;
    void setParams(const std::string &id, const core::ParamValues &values);
    core::ParamValues params(const std::string &id) const;
    // Analyse the source HTML instead of the rendered DOM.
    void setSourceMode(bool source);
    bool sourceMode() const { return m_sourceMode; }
    // Kills the running program of this extractor (external ones; built-ins finish quickly):
    // runFailed(id, "cancelled") follows.
    void cancel(const std::string &id);
    bool isRunning(const std::string &id) const;
    // The compare view's extractors: run on the page whether ticked or not ("" : none).
    void setCompared(const std::string &a, const std::string &b);

    std::shared_ptr<const Analysis> analysis() const { return m_analysis; }
    std::shared_ptr<const core::Document> renderedDocument() const { return m_rendered; }
    // The page's source HTML as parsed (null while parsing or when there are no bytes).
    std::shared_ptr<const core::Document> sourceDocument() const { return m_source; }
    bool busy() const { return m_pending > 0 || parsing(); }
    // Each ticked extractor's time on the last analysis, one per line (the status bar's summary
    // names the total and the slowest only, so that it fits with any number ticked).
    QString timingDetails() const { return m_timingDetails; }

signals:
    // A new analysis: all pending runs finished, or all but external programs' (published again
    // as each of them ends).
    void analysisChanged(std::shared_ptr<const ui::Analysis> analysis);
    // Progress of the current batch: done of total runs; message for the status bar.
    void progress(int done, int total, const QString &message);
    void failed(const QString &message);
    // One extractor's run: started, finished in seconds (wall time, an external program's
    // included), or failed with a one-line reason ("cancelled" when cancelled).
    void runStarted(const QString &id);
    void runFinished(const QString &id, double seconds);
    void runFailed(const QString &id, const QString &message);

private:
    void runAll();
    void run(const core::Extractor *extractor);
    bool wanted(const std::string &id) const;
    // An ensemble while a run of it is in flight, else null.
    const core::Extractor *runningEnsemble() const;
    // Runs the heuristics that waited for an ensemble's run on their own.
    void releaseAwaiting();
    void stop(const std::string &id);
    void publish();
    std::shared_ptr<const core::Document> current() const;
    // Only external programs are still running: what the others found is published meanwhile,
    // so that a slow program does not hold the page's overlay back.
    bool settled() const { return m_pending == m_pendingExternal; }
    bool parsing() const { return m_page.isRunning(); }

    std::vector<const core::Extractor *> m_extractors;
    std::map<std::string, bool> m_enabled;
    std::map<std::string, core::ParamValues> m_params;
    std::map<std::string, JobTracker> m_jobs; // per extractor; erased: cancelled and dropped
    std::string m_comparedA, m_comparedB;
    // Heuristics whose result the running ensemble's job computes as one of its voters (counted
    // in m_pending): never computed twice.
    std::set<std::string> m_awaiting;
    QByteArray m_bytes; // the page's original bytes, for external programs
    // Finished runs on current(), shared with the analyses published and the ensembles' jobs
    // (never changed once stored), so that handing a run on copies no result.
    std::map<std::string, std::shared_ptr<const ExtractorRun>> m_runs;
    std::shared_ptr<const core::Document> m_rendered, m_source;
    std::shared_ptr<const Analysis> m_analysis;
    PageIdentity m_pageIdentity;
    bool m_sourceMode = false;
    // The page's parse; its id names the page, for the runs on it.
    JobTracker m_page;
    int m_pending = 0, m_batch = 0, m_done = 0;
    int m_pendingExternal = 0; // of m_pending: external programs, which take seconds
    double m_parseSeconds = 0;
    QString m_timingDetails;
};

} // namespace ui
