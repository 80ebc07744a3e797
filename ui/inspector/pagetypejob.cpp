#include "pagetypejob.h"

#include <extractors/consensus/consensusfeatures.h>
#include <registry/extractorregistry.h>

#include <vector>

namespace ui {

namespace {

QString pageTypeName(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

QString pageTypePart(double part)
{
    return (part >= 0 ? QStringLiteral("+") : QString()) + QString::number(part, 'f', 2);
}

// The classifier's decision on doc, with the voters' results the analysis has at their defaults
// standing in for running them again.
core::PageTypeClassifier::Result classifyAnalysed(const Analysis &analysis)
{
    const auto voters = core::ExtractorRegistry::find("consensus")->voters();
    const std::vector<const core::ExtractionResult *> given = PageTypeJob::voterResults(analysis);
    const core::Document &doc = *analysis.document;
    const core::ConsensusFeatures features(doc, voters, given);
    // The page's URL as the consensus's run reads it (a local file's is left out there).
    return core::PageTypeClassifier::classify(
        core::PageTypeEvidence(doc, analysis.page.url.toString().toStdString(), features));
}

} // namespace

PageTypeJob::PageTypeJob(QObject *parent) : QObject(parent) {}

std::vector<const core::ExtractionResult *> PageTypeJob::voterResults(const Analysis &analysis)
{
    const auto voters = core::ExtractorRegistry::find("consensus")->voters();
    std::vector<const core::ExtractionResult *> given(voters.size(), nullptr);
    for (size_t v = 0; v < voters.size(); ++v)
        if (const ExtractorRun *run = analysis.runOrVoter(voters[v]->info().id);
            run && run->params == voters[v]->info().defaults())
            given[v] = &run->result;
    return given;
}

PageTypeJob::~PageTypeJob()
{
    m_jobs.cancelAndWait();
}

void PageTypeJob::setAnalysis(std::shared_ptr<const Analysis> analysis)
{
    if (analysis && analysis->document && analysis->document == m_document)
        return; // the same document: its finding stands (or is under way)
    m_jobs.reset();
    m_document = analysis ? analysis->document : nullptr;
    const bool had = m_finding.has_value();
    m_finding.reset();
    if (had)
        emit cleared();
    if (!m_document)
        return;
    m_jobs.run(
        this, [analysis](const std::atomic<bool> &) { return classifyAnalysed(*analysis); },
        [this, analysis](core::PageTypeClassifier::Result result) {
            m_finding =
                PageTypeFinding{analysis->page, analysis->document, m_jobs.currentId(), result};
            emit classified(*m_finding);
        });
}

QString PageTypeJob::statusText(const core::PageTypeClassifier::Result &result)
{
    return QStringLiteral("%1 %2").arg(pageTypeName(result.typeName()),
                                       QString::number(result.probability, 'f', 2));
}

QString PageTypeJob::toolTip(const core::PageTypeClassifier::Result &result)
{
    QString out = tr("Page type: %1, probability %2 (docs/page-types.md)")
                      .arg(pageTypeName(result.typeName()))
                      .arg(result.probability, 0, 'f', 2);
    if (!result.cues.empty())
        out += u'\n' + tr("The cues that moved it most (log-odds):");
    for (size_t c = 0; c < result.cues.size() && c < kToolTipCues; ++c) {
        const core::PageTypeClassifier::Cue &cue = result.cues[c];
        out += QStringLiteral("\n%1 %2: %3")
                   .arg(pageTypeName(core::PageTypeEvidence::kNames[cue.cue]),
                        pageTypePart(cue.part), QString::fromStdString(cue.reason));
    }
    return out;
}

QString PageTypeJob::html(const core::PageTypeClassifier::Result &result)
{
    QString out = tr("<h3>Page type: %1 <small>(probability %2)</small></h3>")
                      .arg(pageTypeName(result.typeName()))
                      .arg(result.probability, 0, 'f', 2);
    out += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"2\"><tr>");
    for (std::string_view name : core::PageTypeClassifier::kTypeNames)
        out += QStringLiteral("<th>%1</th>").arg(pageTypeName(name));
    out += QStringLiteral("</tr><tr>");
    for (double p : result.probabilities)
        out += QStringLiteral("<td>%1</td>").arg(p, 0, 'f', 2);
    out += QStringLiteral("</tr></table>");
    out += tr("<p>The %1 margin starts from %2; each cue's part (log-odds):</p>")
               .arg(pageTypeName(result.typeName()), pageTypePart(result.bias));
    out += tr("<table border=\"1\" cellspacing=\"0\" cellpadding=\"2\">"
              "<tr><th>cue</th><th>value</th><th>log-odds</th><th>why</th></tr>");
    for (const core::PageTypeClassifier::Cue &cue : result.cues)
        out += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td></tr>")
                   .arg(pageTypeName(core::PageTypeEvidence::kNames[cue.cue]))
                   .arg(cue.value, 0, 'g', 3)
                   .arg(pageTypePart(cue.part))
                   .arg(QString::fromStdString(cue.reason).toHtmlEscaped());
    return out + QStringLiteral("</table>");
}

} // namespace ui

#include "moc_pagetypejob.cpp"
