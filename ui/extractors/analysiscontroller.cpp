#include "analysiscontroller.h"

#include "common/backgroundrun.h"

#include "extractorpalette.h"

#include <document/documentloader.h>
#include <document/htmlparser.h>

#include <QElapsedTimer>

#include <exception>
#include <future>

namespace ui {

namespace {

// An ensemble (the consensus extractor) runs other extractors as its voters: the window hands
// it the results it has and shows those it computed, so that none is computed twice.
bool isEnsemble(const core::Extractor *e)
{
    return !e->voters().empty();
}

// The index of e among the ensemble's voters, or -1.
int voterIndex(const core::Extractor *ensemble, const core::Extractor *e)
{
    const auto voters = ensemble->voters();
    for (size_t v = 0; v < voters.size(); ++v)
        if (voters[v]->info().id == e->info().id)
            return int(v);
    return -1;
}

} // namespace

AnalysisController::AnalysisController(std::vector<const core::Extractor *> extractors,
                                       QObject *parent)
    : QObject(parent), m_extractors(std::move(extractors))
{
    for (const core::Extractor *e : m_extractors)
        m_params[e->info().id] = e->info().defaults();
}

const core::Extractor *AnalysisController::extractor(const std::string &id) const
{
    for (const core::Extractor *e : m_extractors)
        if (e->info().id == id)
            return e;
    return nullptr;
}

void AnalysisController::addExtractor(const core::Extractor *extractor)
{
    const std::string id = extractor->info().id;
    m_params[id] = extractor->info().defaults();
    for (const core::Extractor *&e : m_extractors)
        if (e->info().id == id) {
            e = extractor;
            stop(id);
            m_runs.erase(id);
            if (wanted(id) && current() && !parsing()) {
                if (m_pending == 0)
                    m_batch = m_done = 0;
                run(extractor);
            } else if (settled() && current() && !parsing()) {
                publish();
            }
            return;
        }
    m_extractors.push_back(extractor);
}

void AnalysisController::clear()
{
    m_page.reset();
    m_jobs.clear(); // cancelled: their programs are of no use any more
    m_awaiting.clear();
    m_bytes.clear();
    m_rendered.reset();
    m_source.reset();
    m_runs.clear();
    m_pending = m_pendingExternal = m_batch = m_done = 0;
    m_analysis.reset();
    m_pageIdentity = {};
}

void AnalysisController::setPage(const PageIdentity &page, const QString &snapshotHtml,
                                 const QByteArray &sourceBytes)
{
    clear();
    m_pageIdentity = page;
    m_bytes = sourceBytes;
    const quint64 parse = m_page.start().id;
    emit progress(0, 0, tr("Parsing the page…"));
    struct Parsed
    {
        std::shared_ptr<const core::Document> rendered, source;
        std::string error;
        double seconds = 0;
    };
    runInBackground(
        this,
        [html = snapshotHtml.toStdString(), bytes = sourceBytes.toStdString()] {
            QElapsedTimer t;
            t.start();
            Parsed p;
            // The two documents side by side: for a page of 200,000 elements each takes seconds.
            auto source = std::async(std::launch::async, [&bytes] {
                return bytes.empty() ? core::DocumentLoader::Result()
                                     : core::DocumentLoader::loadBytes(bytes, "source");
            });
            if (!html.empty())
                p.rendered = std::make_shared<const core::Document>(core::HtmlParser::parse(html));
            if (core::DocumentLoader::Result r = source.get(); r.document)
                p.source = std::make_shared<const core::Document>(std::move(*r.document));
            else
                p.error = r.error;
            p.seconds = t.nsecsElapsed() / 1e9;
            return p;
        },
        [this, parse](Parsed p) {
            if (!m_page.finish(parse))
                return; // a newer page replaced this one
            m_rendered = std::move(p.rendered);
            m_source = std::move(p.source);
            m_parseSeconds = p.seconds;
            if (!p.error.empty())
                emit failed(tr("Source HTML: %1").arg(QString::fromStdString(p.error)));
            if (current())
                runAll();
        });
}

std::shared_ptr<const core::Document> AnalysisController::current() const
{
    return (m_sourceMode || !m_rendered) && m_source ? m_source : m_rendered;
}

void AnalysisController::setEnabled(const std::string &id, bool on)
{
    const core::Extractor *e = extractor(id);
    if (!e || isEnabled(id) == on)
        return;
    m_enabled[id] = on;
    if (!current() || parsing())
        return;
    if (on && !m_runs.count(id) && !isRunning(id)) {
        if (m_pending == 0)
            m_batch = m_done = 0;
        run(e);
    } else if (!on && !wanted(id)) {
        stop(id);
        m_runs.erase(id);
        if (settled())
            publish();
    } else if (settled()) {
        publish(); // a compare view's run became a ticked one, or the other way round
    }
}

bool AnalysisController::isEnabled(const std::string &id) const
{
    const auto it = m_enabled.find(id);
    return it != m_enabled.end() && it->second;
}

void AnalysisController::setParams(const std::string &id, const core::ParamValues &values)
{
    const core::Extractor *e = extractor(id);
    if (!e || values.size() != e->info().params.size() || m_params[id] == values)
        return;
    m_params[id] = values;
    if (!wanted(id))
        m_runs.erase(id); // a consensus voter's result kept with the old values
    if (wanted(id) && current() && !parsing()) {
        if (m_pending == 0)
            m_batch = m_done = 0;
        run(e);
    }
}

core::ParamValues AnalysisController::params(const std::string &id) const
{
    const auto it = m_params.find(id);
    return it == m_params.end() ? core::ParamValues{} : it->second;
}

void AnalysisController::setSourceMode(bool source)
{
    if (m_sourceMode == source)
        return;
    m_sourceMode = source;
    if (current() && !parsing())
        runAll();
}

bool AnalysisController::wanted(const std::string &id) const
{
    return isEnabled(id) || (!id.empty() && (id == m_comparedA || id == m_comparedB));
}

bool AnalysisController::isRunning(const std::string &id) const
{
    const auto it = m_jobs.find(id);
    return (it != m_jobs.end() && it->second.isRunning()) || m_awaiting.count(id) > 0;
}

const core::Extractor *AnalysisController::runningEnsemble() const
{
    for (const auto &[id, job] : m_jobs)
        if (const core::Extractor *e = extractor(id); e && job.isRunning() && isEnsemble(e))
            return e;
    return nullptr;
}

void AnalysisController::releaseAwaiting()
{
    const std::set<std::string> awaiting = std::exchange(m_awaiting, {});
    for (const std::string &id : awaiting) {
        --m_pending;
        --m_batch;
        if (const core::Extractor *e = extractor(id); e && wanted(id))
            run(e);
    }
}

void AnalysisController::stop(const std::string &id)
{
    m_jobs.erase(id); // cancelled; its result, should it still come, is dropped
    if (m_awaiting.erase(id) > 0) {
        --m_pending;
        --m_batch;
    }
    // Heuristics waiting for an ensemble's run that will not come run on their own.
    if (!m_awaiting.empty() && !runningEnsemble())
        releaseAwaiting();
}

void AnalysisController::cancel(const std::string &id)
{
    if (!isRunning(id))
        return;
    stop(id);
    emit runFailed(QString::fromStdString(id), tr("cancelled"));
}

void AnalysisController::setCompared(const std::string &a, const std::string &b)
{
    if (a == m_comparedA && b == m_comparedB)
        return;
    const std::string oldA = m_comparedA, oldB = m_comparedB;
    m_comparedA = a;
    m_comparedB = b;
    for (const std::string &id : {oldA, oldB})
        if (!id.empty() && !wanted(id)) {
            stop(id);
            m_runs.erase(id);
        }
    if (!current() || parsing())
        return;
    bool started = false;
    for (const std::string &id : {a, b})
        if (const core::Extractor *e = extractor(id); e && !m_runs.count(id) && !isRunning(id)) {
            if (m_pending == 0 && !started)
                m_batch = m_done = 0;
            run(e);
            started = true;
        }
    if (!started && settled())
        publish();
}

void AnalysisController::runAll()
{
    m_jobs.clear(); // cancelled
    m_pending -= int(m_awaiting.size());
    m_awaiting.clear();
    m_runs.clear();
    m_batch = m_done = 0;
    bool any = false;
    // Ensembles first: the heuristics they compute as their voters then wait for them.
    for (const bool ensemble : {true, false})
        for (const core::Extractor *e : m_extractors)
            if (isEnsemble(e) == ensemble && wanted(e->info().id)) {
                run(e);
                any = true;
            }
    if (!any)
        publish();
}

void AnalysisController::run(const core::Extractor *extractor)
{
    const std::string id = extractor->info().id;
    if (m_awaiting.count(id))
        return; // the running ensemble computes it
    const auto doc = current();
    const std::vector<const core::Extractor *> voters(extractor->voters().begin(),
                                                      extractor->voters().end());
    // A heuristic with its default parameters while an ensemble runs: its result comes from the
    // ensemble's job, which computes it as a voter anyway.
    if (const core::Extractor *ensemble = runningEnsemble();
        voters.empty() && ensemble && voterIndex(ensemble, extractor) >= 0 &&
        m_params[id] == extractor->info().defaults()) {
        m_jobs.erase(id); // a run of its own is cancelled, its result dropped
        m_awaiting.insert(id);
        ++m_pending;
        ++m_batch;
        emit runStarted(QString::fromStdString(id));
        return;
    }
    // An ensemble gets the voters' results the window already has (default parameters).
    std::vector<std::shared_ptr<const core::ExtractionResult>> given(voters.size());
    for (size_t v = 0; v < voters.size(); ++v) {
        const auto have = m_runs.find(voters[v]->info().id);
        if (have != m_runs.end() && have->second->params == voters[v]->info().defaults())
            given[v] =
                std::shared_ptr<const core::ExtractionResult>(have->second, &have->second->result);
    }
    // A newer run replaces the one under way: its program is killed, its result dropped.
    const JobTracker::Job job = m_jobs[id].start();
    const bool external = extractor->info().input == core::ExtractorInput::ExternalProgram;
    ++m_pending;
    if (external)
        ++m_pendingExternal;
    ++m_batch;
    emit progress(m_done, m_batch, tr("Running %1…").arg(QString::fromStdString(id)));
    ExtractorRun r;
    r.id = id;
    r.color = ExtractorPalette::color(id);
    r.params = m_params[id];
    r.external = external;
    emit runStarted(QString::fromStdString(id));
    struct Outcome
    {
        ExtractorRun run;
        std::string error;                // non-empty: the run failed
        std::vector<ExtractorRun> voters; // an ensemble's run: the voters it computed
    };
    runInBackground(
        this,
        [extractor, voters, doc, r, cancel = job.cancel, bytes = m_bytes,
         url = m_pageIdentity.url.toString().toStdString(), given = std::move(given)]() mutable {
            QElapsedTimer t;
            t.start();
            Outcome o;
            core::PageInput page;
            page.document = doc.get();
            page.bytes = std::string_view(bytes.constData(), std::size_t(bytes.size()));
            page.url = url;
            page.cancel = cancel.get();
            try {
                if (!voters.empty()) {
                    std::vector<const core::ExtractionResult *> results(voters.size());
                    o.voters.reserve(voters.size()); // results points into it
                    for (size_t v = 0; v < voters.size(); ++v) {
                        if (given[v]) {
                            results[v] = given[v].get();
                            continue;
                        }
                        QElapsedTimer voter;
                        voter.start();
                        ExtractorRun run;
                        run.id = voters[v]->info().id;
                        run.color = ExtractorPalette::color(run.id);
                        run.params = voters[v]->info().defaults();
                        // A vote's voters may be external programs: the page's bytes, URL and
                        // cancellation reach them as they reach a run of their own.
                        try {
                            run.result = voters[v]->runPage(page, run.params);
                        } catch (const core::ExtractorFailure &f) {
                            throw core::ExtractorFailure(run.id + ": " + f.what());
                        }
                        run.seconds = voter.nsecsElapsed() / 1e9;
                        run.fromConsensus = true;
                        o.voters.push_back(std::move(run));
                        results[v] = &o.voters.back().result;
                    }
                    r.result = extractor->runPageWithVoters(page, r.params, results);
                    r.seconds = t.nsecsElapsed() / 1e9;
                    o.run = std::move(r);
                    return o;
                }
                r.result = extractor->runPage(page, r.params);
            } catch (const std::exception &e) {
                // ExtractorFailure from an external program; anything else is a defect, but one
                // that costs this run only.
                o.error = e.what();
            }
            r.seconds = t.nsecsElapsed() / 1e9;
            o.run = std::move(r);
            return o;
        },
        [this, id, job = job.id, page = m_page.currentId()](Outcome o) {
            if (!m_page.isCurrent(page))
                return; // the page changed: clear() already reset the counters
            --m_pending;
            if (o.run.external)
                --m_pendingExternal;
            if (const auto it = m_jobs.find(id); it != m_jobs.end() && it->second.finish(job)) {
                // The heuristics that waited for this ensemble's run get the results it computed.
                // The others are kept too, ready when one is ticked (publish() shows wanted ones
                // only).
                for (ExtractorRun &voter : o.voters) {
                    if (m_awaiting.erase(voter.id) > 0) {
                        --m_pending;
                        ++m_done;
                        emit runFinished(QString::fromStdString(voter.id), voter.seconds);
                    } else if (wanted(voter.id) || m_params[voter.id] != voter.params) {
                        continue; // a run of its own, or other parameters, is on its way
                    }
                    const std::string voterId = voter.id;
                    m_runs[voterId] = std::make_shared<const ExtractorRun>(std::move(voter));
                }
                if (!m_awaiting.empty())
                    releaseAwaiting(); // the run failed: they run on their own
                const QString qid = QString::fromStdString(id);
                if (o.error.empty()) {
                    emit runFinished(qid, o.run.seconds);
                    m_runs[id] = std::make_shared<const ExtractorRun>(std::move(o.run));
                } else {
                    m_runs.erase(id);
                    emit runFailed(qid, QString::fromStdString(o.error));
                }
                ++m_done;
            } else {
                --m_batch; // superseded by a newer job or the extractor was unticked
            }
            if (settled())
                publish();
            else
                emit progress(m_done, m_batch,
                              tr("Running extractors… %1/%2").arg(m_done).arg(m_batch));
        });
}

void AnalysisController::publish()
{
    auto a = std::make_shared<Analysis>();
    a->document = current();
    a->page = m_pageIdentity;
    a->rendered = a->document == m_rendered;
    double seconds = 0;
    QStringList timings;
    const ExtractorRun *slowest = nullptr;
    for (const core::Extractor *e : m_extractors) {
        const auto it = m_runs.find(e->info().id);
        if (it == m_runs.end() || !wanted(it->first))
            continue;
        const ExtractorRun &run = *it->second;
        if (!isEnabled(it->first)) {
            a->compared.push_back(run);
            continue;
        }
        a->runs.push_back(run);
        seconds += run.seconds;
        if (!slowest || run.seconds > slowest->seconds)
            slowest = &run;
        timings << (run.external        ? tr("%1 %2 ms (its program included)")
                    : run.fromConsensus ? tr("%1 %2 ms (as a consensus voter)")
                                        : QStringLiteral("%1 %2 ms"))
                       .arg(QString::fromStdString(it->first))
                       .arg(run.seconds * 1000, 0, 'f', 1);
    }
    for (const auto &[id, run] : m_runs)
        if (run->fromConsensus && !wanted(id))
            a->voters.push_back(run);
    const QString doc = a->rendered ? tr("rendered DOM") : tr("source HTML");
    const qsizetype nodes = a->document ? a->document->size() : 0;
    const QString parsed = tr("%1: %2 nodes, parsed in %3 ms")
                               .arg(doc)
                               .arg(nodes)
                               .arg(m_parseSeconds * 1000, 0, 'f', 1);
    QString runs = tr("no extractor ticked");
    if (timings.size() == 1)
        runs = timings.front();
    else if (slowest)
        runs = tr("%1 extractors in %2 ms, the slowest %3 %4 ms")
                   .arg(timings.size())
                   .arg(seconds * 1000, 0, 'f', 1)
                   .arg(QString::fromStdString(slowest->id))
                   .arg(slowest->seconds * 1000, 0, 'f', 1);
    timings.prepend(parsed);
    m_timingDetails = timings.join(QLatin1Char('\n'));
    m_analysis = std::move(a);
    emit progress(m_done, m_batch, tr("%1; %2").arg(parsed, runs));
    emit analysisChanged(m_analysis);
}

} // namespace ui

#include "moc_analysiscontroller.cpp"
