// The analysis controller without a window: runs off the GUI thread, the compare view's runs,
// cancellation, and the consensus extractor serving the heuristics it computes as voters.
#include <extractors/analysiscontroller.h>

#include <document/documentloader.h>
#include <document/htmlparser.h>
#include <external/externalextractor.h>
#include <extractors/consensus/consensusfeatures.h>
#include <registry/extractorregistry.h>

#include "testwait.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Qt::StringLiterals;

namespace {

constexpr int kTimeoutMs = 60000;

QByteArray page(const char *name)
{
    QFile file(QStringLiteral(BOILERSCOPE_TEST_DATA "/readability-test-pages/%1/source.html.gz")
                   .arg(QLatin1String(name)));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    std::string error;
    const auto html = core::DocumentLoader::gunzip(file.readAll().toStdString(), error);
    return html ? QByteArray::fromStdString(*html) : QByteArray();
}

core::ExternalExtractor external(const std::string &json, const std::string &file)
{
    return core::ExternalExtractor(*core::ExtractorDefinition::parse(json, file).definition);
}

} // namespace

class TstAnalysisController : public QObject
{
    Q_OBJECT

private slots:
    void consensusServesTheTickedVoters_data();
    void consensusServesTheTickedVoters();
    void comparedRunsArePublishedApart();
    void newerRunCancelsTheOlderProgram();
};

void TstAnalysisController::consensusServesTheTickedVoters_data()
{
    QTest::addColumn<bool>("consensusFirst"); // ticked before the page came, or after
    QTest::newRow("ticked together") << false;
    QTest::newRow("voter ticked while the consensus runs") << true;
}

void TstAnalysisController::consensusServesTheTickedVoters()
{
    QFETCH(bool, consensusFirst);
    const core::Extractor *consensus = core::ExtractorRegistry::find("consensus");
    const core::Extractor *density = core::ExtractorRegistry::find("density");
    const core::Extractor *wlr = core::ExtractorRegistry::find("wlr");
    QVERIFY(consensus && density && wlr);
    ui::AnalysisController controller({density, wlr, consensus});
    const QByteArray bytes = page("guardian-1");
    QVERIFY(!bytes.isEmpty());
    controller.setEnabled("consensus", true);
    if (!consensusFirst)
        controller.setEnabled("density", true);
    if (consensusFirst)
        connect(&controller, &ui::AnalysisController::runStarted, this,
                [&controller](const QString &id) {
                    if (id == u"consensus"_s) // ticked while the consensus runs
                        controller.setEnabled("density", true);
                });
    QSignalSpy started(&controller, &ui::AnalysisController::runStarted);
    controller.setPage({QUrl(u"file:///guardian-1.html"_s), 1}, QString(), bytes);
    QTRY_VERIFY_WITH_TIMEOUT(!controller.busy() && controller.analysis() &&
                                 controller.analysis()->run("density") &&
                                 controller.analysis()->run("consensus"),
                             kTimeoutMs);
    const ui::ExtractorRun *run = controller.analysis()->run("density");
    // Density came from the consensus run, not from a run of its own ...
    QVERIFY(run->fromConsensus);
    // ... and is what Density computes on the same document.
    const core::ExtractionResult direct = density->run(*controller.analysis()->document);
    QCOMPARE(run->result.selected, direct.selected);
    QCOMPARE(run->result.text, direct.text);
    // A voter not ticked is kept: ticking it shows it without running anything.
    QVERIFY(!controller.analysis()->run("wlr"));
    started.clear();
    controller.setEnabled("wlr", true);
    QVERIFY(controller.analysis()->run("wlr"));
    QVERIFY(controller.analysis()->run("wlr")->fromConsensus);
    QCOMPARE(started.size(), 0);
    // Other parameters than the voters': a run of its own.
    core::ParamValues values = density->info().defaults();
    values[0] = density->info().params[0].minimum;
    QVERIFY(values != density->info().defaults());
    controller.setParams("density", values);
    QTRY_VERIFY_WITH_TIMEOUT(!controller.busy() && controller.analysis()->run("density") &&
                                 !controller.analysis()->run("density")->fromConsensus,
                             kTimeoutMs);
    QCOMPARE(controller.analysis()->run("density")->params, values);
}

void TstAnalysisController::comparedRunsArePublishedApart()
{
    const core::Extractor *density = core::ExtractorRegistry::find("density");
    const core::Extractor *wlr = core::ExtractorRegistry::find("wlr");
    ui::AnalysisController controller({density, wlr});
    controller.setEnabled("density", true);
    controller.setPage({QUrl(u"file:///x.html"_s), 1}, QString(), page("001"));
    QTRY_VERIFY_WITH_TIMEOUT(!controller.busy() && controller.analysis(), kTimeoutMs);
    QVERIFY(controller.analysis()->compared.empty());
    controller.setCompared("density", "wlr");
    QTRY_VERIFY_WITH_TIMEOUT(!controller.busy() && controller.analysis()->anyRun("wlr"),
                             kTimeoutMs);
    // wlr runs for the comparison but is not a ticked run (no overlay, no panes).
    QCOMPARE(controller.analysis()->run("wlr"), nullptr);
    QCOMPARE(controller.analysis()->compared.size(), size_t(1));
    QVERIFY(controller.analysis()->run("density"));
    controller.setCompared({}, {});
    QTRY_VERIFY(controller.analysis()->compared.empty());
}

void TstAnalysisController::newerRunCancelsTheOlderProgram()
{
    QTemporaryDir dir;
    const QString pidFile = dir.filePath(u"pid"_s);
    // Records its process id, then sleeps far longer than the test.
    const core::ExternalExtractor slow =
        external(R"({"command": ["/bin/sh", "-c", "echo $$ >> )" + pidFile.toStdString() +
                     R"(; sleep 120"], "timeout": 600})",
                 "slow.json");
    ui::AnalysisController controller({&slow});
    QSignalSpy failed(&controller, &ui::AnalysisController::runFailed);
    controller.setEnabled("ext:slow", true);
    controller.setPage({QUrl(u"file:///x.html"_s), 1}, QString(), page("001"));
    QTRY_VERIFY_WITH_TIMEOUT(QFile(pidFile).size() > 0, kTimeoutMs);
    // Parameters unchanged, but the source mode switch runs it again: the first program dies.
    controller.setSourceMode(true);
    const auto lines = [&pidFile] {
        QFile f(pidFile);
        return f.open(QIODevice::ReadOnly) ? f.readAll().count('\n') : 0;
    };
    QTRY_COMPARE_WITH_TIMEOUT(lines(), 2, kTimeoutMs);
    QFile f(pidFile);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> pids = f.readAll().trimmed().split('\n');
    QCOMPARE(pids.size(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(::kill(pids[0].toInt(), 0) != 0, kTimeoutMs);
    QCOMPARE(::kill(pids[1].toInt(), 0), 0);
    // The superseded run's end is not reported as a failure of the extractor.
    QCOMPARE(failed.size(), 0);
    controller.cancel("ext:slow");
    QCOMPARE(failed.size(), 1);
    QCOMPARE(failed.first().at(1).toString(), u"cancelled"_s);
    QTRY_VERIFY_WITH_TIMEOUT(::kill(pids[1].toInt(), 0) != 0, kTimeoutMs);
}

QTEST_GUILESS_MAIN(TstAnalysisController)
#include "tst_analysiscontroller.moc"
