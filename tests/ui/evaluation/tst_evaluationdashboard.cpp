#include <common/settings.h>
#include <evaluation/agreementtablemodel.h>
#include <evaluation/documentscoresmodel.h>
#include <evaluation/evaluationdashboard.h>
#include <evaluation/evaluationroles.h>
#include <evaluation/evaluationtablemodel.h>
#include <evaluation/f1barchart.h>
#include <evaluation/metadatasummarymodel.h>
#include <evaluation/pagetypetablemodel.h>
#include <evaluation/precisionrecallchart.h>
#include <extractors/extractorpalette.h>

#include <datasets/importer.h>
#include <datasets/readabilityimporter.h>
#include <external/externalextractor.h>
#include <measures/measure.h>
#include <package/testpackagewriter.h>
#include <registry/extractorregistry.h>

#include "testwait.h"

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QScatterSeries>
#include <QScrollArea>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyle>
#include <QStyleOptionButton>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using core::Measure;
using ui::EvaluationDashboard;
using ui::EvaluationTableModel;

namespace {

// The CLI's summary lines but those by the page classifier's predicted type ("predicted:TYPE" in
// the page_type field, the ninth): the dashboard's tables break results down by the gold's type.
QStringList goldTypeLines(const QStringList &lines)
{
    QStringList out;
    for (const QString &line : lines)
        if (!line.section('\t', 8, 8).startsWith(QLatin1String("predicted:")))
            out << line;
    return out;
}

const QString kPages = QStringLiteral(BOILERSCOPE_TEST_DATA "/eval/readability");
// The two extractors the comparison with the CLI runs; the others are unticked in the GUI.
const QStringList kCompared = {QStringLiteral("plain"), QStringLiteral("density")};
// Generous: the machine is shared; QTRY returns as soon as the condition holds.
constexpr int kTimeout = 120000;

QStringList readLines(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll()).split('\n', Qt::SkipEmptyParts);
}

// Every column but the last: seconds per kB are measured, so two runs never agree on them.
// The lines without their seconds_per_kb column (the header names it): measured, so never equal.
QStringList withoutSeconds(const QStringList &lines)
{
    const qsizetype column = lines.value(0).split('\t').indexOf(QStringLiteral("seconds_per_kb"));
    QStringList out;
    for (const QString &line : lines) {
        QStringList fields = line.split('\t');
        if (column >= 0 && column < fields.size())
            fields.removeAt(column);
        out << fields.join('\t');
    }
    return out;
}

template <typename T> T *child(QWidget &parent, const QString &name)
{
    T *w = parent.findChild<T *>(name);
    if (!w)
        qFatal("no child %s", qPrintable(name));
    return w;
}

// A package whose documents take a while to score: long pages whose gold is most of their text
// (the character measures' LCS is quadratic/64 in the text length), so a run can be cancelled
// half-way. Words come from a fixed generator: the same package every time.
void writeLongPackage(const QString &dir, int documents)
{
    std::string error;
    QVERIFY2(core::TestPackageWriter::create(dir.toStdString(), {"long", "long pages", "", ""},
                                             false, error),
             error.c_str());
    static const char *const kWords[] = {"alpha", "bravo", "charlie", "delta", "echo",
                                         "fox",   "golf",  "hotel",   "india", "juliet",
                                         "kilo",  "lima",  "mike",    "nov",   "oscar"};
    std::uint32_t state = 12345;
    for (int d = 0; d < documents; ++d) {
        std::string html = "<html><body><div id=nav><a href=/>home</a> <a href=/x>more</a>"
                           "</div><article>";
        std::string gold;
        for (int p = 0; p < 60; ++p) {
            std::string paragraph;
            for (int w = 0; w < 120; ++w) {
                state = state * 1664525u + 1013904223u;
                if (w > 0)
                    paragraph += ' ';
                paragraph += kWords[(state >> 16) % 15];
            }
            // Boilerplate between the paragraphs: the texts differ all along, so the LCS cannot
            // shortcut through a long common prefix or suffix.
            html += "<p>" + paragraph + "</p><div class=share>share tweet " + std::to_string(p) +
                    "</div>";
            gold += (gold.empty() ? "" : "\n") + paragraph;
        }
        html += "</article><div id=footer>copyright</div></body></html>";
        core::PackageDocument doc;
        doc.stem = QStringLiteral("long-%1").arg(d, 3, 10, QLatin1Char('0')).toStdString();
        doc.goldText = gold;
        doc.metadata.title = doc.stem;
        QVERIFY2(
            core::TestPackageWriter::writeDocument(dir.toStdString(), doc, html, {}, false, error),
            error.c_str());
    }
}

} // namespace

class TestEvaluationDashboard : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void defaults();
    void tableMatchesCli();
    void exportsCharts();
    void drillDownOpensDocument();
    void staysResponsiveAndCancels();
    void newRunSupersedesCancelledOne();
    void chartsFollowTheMeasure();
    void destroyedMidRun();
    void reportsUnreadablePackage();
    void countsTheDocumentsWithGold();
    void offersAPackage();
    void byPageTypeAndAgreementMatchCli_data();
    void byPageTypeAndAgreementMatchCli();
    void evaluatesExternalExtractors();
    void metadataMatchesCli();

private:
    void runOnSmallPackage(EvaluationDashboard &dashboard);
    // Runs `plain` alone on the package and waits for the results.
    void runPlain(EvaluationDashboard &dashboard, const QString &package);

    QTemporaryDir m_dir;
    QString m_small; // the three readability pages, imported
    QString m_long;  // long pages, for cancelling
};

void TestEvaluationDashboard::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // QSettings go to a test location
    QCoreApplication::setOrganizationName(QStringLiteral("boilerscope-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_evaluationdashboard"));
    QSettings().clear();
    QVERIFY(m_dir.isValid());
    m_small = m_dir.filePath(QStringLiteral("small"));
    const core::ReadabilityImporter importer;
    const core::Importer::Result imported =
        importer.run(kPages.toStdString(), m_small.toStdString(), false);
    QVERIFY2(imported.ok, imported.error.c_str());
    QCOMPARE(imported.imported, size_t(3));
    m_long = m_dir.filePath(QStringLiteral("long"));
    writeLongPackage(m_long, 24);
}

void TestEvaluationDashboard::defaults()
{
    EvaluationDashboard dashboard;
    // Every registered extractor is offered and ticked.
    std::vector<std::string> all;
    for (const core::Extractor *e : core::ExtractorRegistry::all())
        all.push_back(e->info().id);
    QCOMPARE(dashboard.checkedExtractors(), all);
    QVERIFY(child<QPushButton>(dashboard, "runButton")->isEnabled());
    QVERIFY(!child<QPushButton>(dashboard, "cancelButton")->isEnabled());
    QVERIFY(!dashboard.evaluation());
    QString error;
    QVERIFY(!dashboard.exportRows(m_dir.filePath("none.tsv"), &error));
    QVERIFY(!error.isEmpty());
    // Unticking everything leaves nothing to run.
    for (const std::string &id : all)
        dashboard.setExtractorChecked(id, false);
    QVERIFY(!child<QPushButton>(dashboard, "runButton")->isEnabled());
}

void TestEvaluationDashboard::runPlain(EvaluationDashboard &dashboard, const QString &package)
{
    dashboard.setPackagePath(package);
    for (const core::Extractor *e : core::ExtractorRegistry::all())
        dashboard.setExtractorChecked(e->info().id, e->info().id == "plain");
    QSignalSpy finished(&dashboard, &EvaluationDashboard::evaluationFinished);
    dashboard.run();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeout);
}

void TestEvaluationDashboard::runOnSmallPackage(EvaluationDashboard &dashboard)
{
    dashboard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dashboard));
    // Type the package path as a user would.
    QLineEdit *edit = child<QComboBox>(dashboard, "packageCombo")->lineEdit();
    edit->clear();
    QTest::keyClicks(edit, m_small);
    QCOMPARE(dashboard.packagePath(), m_small);
    // Untick every extractor but the compared ones with the mouse.
    for (const core::Extractor *e : core::ExtractorRegistry::all()) {
        const QString id = QString::fromStdString(e->info().id);
        auto *box = child<QCheckBox>(dashboard, "extractor:" + id);
        // The list scrolls when the window is short: bring the box into view, as a user would.
        for (QWidget *w = box->parentWidget(); w; w = w->parentWidget()) {
            if (auto *area = qobject_cast<QScrollArea *>(w)) {
                area->ensureWidgetVisible(box);
                break;
            }
        }
        // Click the indicator: a check box only reacts to clicks on its indicator and label,
        // not on the empty rest of a wide grid cell.
        QStyleOptionButton option;
        option.initFrom(box);
        const QPoint indicator =
            box->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, box).center();
        if (box->isChecked() != kCompared.contains(id))
            QTest::mouseClick(box, Qt::LeftButton, {}, indicator);
        QCOMPARE(box->isChecked(), kCompared.contains(id));
    }
    dashboard.setJobs(2);
    QSignalSpy finished(&dashboard, &EvaluationDashboard::evaluationFinished);
    QSignalSpy started(&dashboard, &EvaluationDashboard::runStarted);
    QTest::mouseClick(child<QPushButton>(dashboard, "runButton"), Qt::LeftButton);
    QCOMPARE(started.size(), 1);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeout);
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QVERIFY(!dashboard.isRunning());
    QVERIFY(child<QPushButton>(dashboard, "runButton")->isEnabled());
    QVERIFY(!child<QPushButton>(dashboard, "cancelButton")->isEnabled());
    QCOMPARE(child<QProgressBar>(dashboard, "progressBar")->value(), 3);
    QVERIFY(child<QLabel>(dashboard, "statusLabel")->text().startsWith("Done: 3 documents"));
}

void TestEvaluationDashboard::tableMatchesCli()
{
    EvaluationDashboard dashboard;
    runOnSmallPackage(dashboard);
    if (QTest::currentTestFailed())
        return;

    const QString cliTsv = m_dir.filePath(QStringLiteral("cli.tsv"));
    QProcess cli;
    cli.start(QStringLiteral(BOILERSCOPE_CLI),
              {"eval", m_small, "-e", "plain", "-e", "density", "--jobs", "1", "--out", cliTsv});
    QVERIFY(cli.waitForFinished(kTimeout));
    QVERIFY2(cli.exitCode() == 0, cli.readAllStandardError().constData());
    const QStringList summary = goldTypeLines(
        QString::fromUtf8(cli.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts));
    QCOMPARE(summary.value(0),
             QStringLiteral("extractor\tmeasure\tdocuments\tprecision\trecall\tf1\tf1_sd\t"
                            "seconds_per_kb\tpage_type\tskipped\taccuracy\twith_found\t"
                            "without_found"));
    // Every measure but the snippet one: the Readability pages have gold texts, no snippets.
    const int measures = int(core::kMeasureCount) - 1;
    QCOMPARE(summary.size(), 1 + 2 * measures);

    // The table, through a row per extractor id (the view may be sorted), against every summary
    // line of the CLI, to the four decimals it prints.
    const EvaluationTableModel *model = dashboard.tableModel();
    QCOMPARE(model->rowCount(), 2);
    for (const QString &line : summary.mid(1)) {
        const QStringList f = line.split('\t');
        QCOMPARE(f.size(), 13);
        int row = -1;
        for (int r = 0; r < model->rowCount(); ++r)
            if (model->index(r, 0).data().toString() == f[0])
                row = r;
        QVERIFY2(row >= 0, qPrintable(f[0]));
        const std::optional<Measure> m = core::measureFromName(f[1].toStdString());
        QVERIFY(m);
        const QModelIndex cell = model->index(row, EvaluationTableModel::columnOf(*m));
        QCOMPARE(cell.data().toString(), f[5] + QStringLiteral(" ± ") + f[6]);
        QCOMPARE(cell.data(ui::DocumentCountRole).toInt(), f[2].toInt());
        QCOMPARE(QString::number(cell.data(ui::PrecisionRole).toDouble(), 'f', 4), f[3]);
        QCOMPARE(QString::number(cell.data(ui::RecallRole).toDouble(), 'f', 4), f[4]);
        QCOMPARE(QString::number(cell.data(ui::F1Role).toDouble(), 'f', 4), f[5]);
    }
    // The view shows the same model through its proxy.
    auto *view = child<QTableView>(dashboard, "summaryTable");
    QCOMPARE(view->model()->rowCount(), 2);

    // Exports: the CLI's formats, equal but for the measured seconds.
    const QString rows = m_dir.filePath(QStringLiteral("gui.tsv"));
    const QString summaryFile = m_dir.filePath(QStringLiteral("gui-summary.tsv"));
    QString error;
    QVERIFY2(dashboard.exportRows(rows, &error), qPrintable(error));
    QVERIFY2(dashboard.exportSummary(summaryFile, &error), qPrintable(error));
    const QStringList cliRows = readLines(cliTsv);
    QCOMPARE(cliRows.size(), 1 + 3 * 2 * measures); // documents × extractors × measures
    QCOMPARE(withoutSeconds(readLines(rows)), withoutSeconds(cliRows));
    QCOMPARE(withoutSeconds(readLines(summaryFile)), withoutSeconds(summary));

    if (const QByteArray shot = qgetenv("BOILERSCOPE_DASHBOARD_SCREENSHOT"); !shot.isEmpty()) {
        auto *tabs = child<QTabWidget>(dashboard, "resultTabs");
        for (int tab = 0; tab < tabs->count(); ++tab) {
            tabs->setCurrentIndex(tab);
            testwait::wait(50);
            QVERIFY(dashboard.grab().save(QString::fromLocal8Bit(shot) +
                                          QStringLiteral("-%1.png").arg(tab)));
        }
    }
}

void TestEvaluationDashboard::exportsCharts()
{
    EvaluationDashboard dashboard;
    runOnSmallPackage(dashboard);
    if (QTest::currentTestFailed())
        return;
    QString error;
    for (auto chart :
         {EvaluationDashboard::Chart::F1Bars, EvaluationDashboard::Chart::PrecisionRecall}) {
        const QString name = chart == EvaluationDashboard::Chart::F1Bars ? "bars" : "scatter";
        const QString png = m_dir.filePath(name + ".png");
        const QString svg = m_dir.filePath(name + ".svg");
        QVERIFY2(dashboard.exportChart(chart, png, &error), qPrintable(error));
        QVERIFY2(dashboard.exportChart(chart, svg, &error), qPrintable(error));
        const QImage image(png);
        QVERIFY(!image.isNull());
        QVERIFY(image.width() >= 200 && image.height() >= 150);
        // Not a blank image: the bars / points and axis labels leave several colours.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 4)
            for (int x = 0; x < image.width(); x += 4)
                colours.insert(image.pixel(x, y));
        QVERIFY(colours.size() > 3);
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray text = file.readAll();
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.contains("</svg>"));
    }
    // The bar chart is drawn in the extractors' colours.
    const QImage bars(m_dir.filePath("bars.png"));
    bool plainColour = false;
    const QRgb plain = ui::ExtractorPalette::color("plain").rgb();
    for (int y = 0; y < bars.height() && !plainColour; ++y)
        for (int x = 0; x < bars.width() && !plainColour; ++x)
            plainColour = bars.pixel(x, y) == plain;
    QVERIFY(plainColour);
    QVERIFY(!dashboard.exportChart(EvaluationDashboard::Chart::F1Bars,
                                   m_dir.filePath("no/such/dir/x.png"), &error));
}

void TestEvaluationDashboard::drillDownOpensDocument()
{
    EvaluationDashboard dashboard;
    runOnSmallPackage(dashboard);
    if (QTest::currentTestFailed())
        return;
    auto *tabs = child<QTabWidget>(dashboard, "resultTabs");
    auto *view = child<QTableView>(dashboard, "documentTable");
    tabs->setCurrentWidget(view);
    QCOMPARE(view->model()->rowCount(), 3);
    QCOMPARE(view->model()->columnCount(), 3); // document, plain, density

    // Sorted by the document name descending: "ol" first.
    view->sortByColumn(0, Qt::DescendingOrder);
    const QModelIndex first = view->model()->index(0, 1);
    QCOMPARE(first.data(ui::DocumentStemRole).toString(), QStringLiteral("ol"));
    QSignalSpy open(&dashboard, &EvaluationDashboard::openDocumentRequested);
    const QPoint at = view->visualRect(first).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(open.size(), 1);
    QCOMPARE(open.at(0).at(0).toString(), m_small);
    QCOMPARE(open.at(0).at(1).toString(), QStringLiteral("ol"));

    // One extractor: its precision, recall, F1 and seconds; the measure combo applies.
    auto *detail = child<QComboBox>(dashboard, "detailCombo");
    dashboard.setDetailExtractor(1);
    QCOMPARE(detail->currentText(), QStringLiteral("density"));
    QCOMPARE(view->model()->columnCount(), 5);
    child<QComboBox>(dashboard, "measureCombo")->setCurrentIndex(int(Measure::BagOfWords));
    QCOMPARE(dashboard.documentModel()->measure(), Measure::BagOfWords);
    // The documents' values are the runner's, row by row.
    const auto &results = dashboard.evaluation()->results;
    for (const core::EvaluationRow &row : results.rows) {
        if (row.extractor != 1)
            continue;
        const QString stem = QString::fromStdString(results.documents[row.document]);
        const QModelIndexList hits = view->model()->match(
            view->model()->index(0, 0), ui::DocumentStemRole, stem, 1, Qt::MatchExactly);
        QCOMPARE(hits.size(), 1);
        const QModelIndex f1 =
            view->model()->index(hits[0].row(), ui::DocumentScoresModel::F1Column);
        QCOMPARE(f1.data(ui::F1Role).toDouble(),
                 row.scores[static_cast<std::size_t>(Measure::BagOfWords)].f1);
    }

    // The scatter draws density's documents; clicking one asks for that document.
    auto *scatter = child<ui::PrecisionRecallChart>(dashboard, "precisionRecallChart");
    QScatterSeries *documents = nullptr;
    for (QAbstractSeries *series : scatter->chart()->series())
        if (series->name() == QStringLiteral("density: documents"))
            documents = qobject_cast<QScatterSeries *>(series);
    QVERIFY(documents);
    QCOMPARE(documents->count(), 3);
    const core::EvaluationRow *densityRow = nullptr;
    for (const core::EvaluationRow &row : results.rows)
        if (row.extractor == 1 && !densityRow)
            densityRow = &row;
    const core::Score &bag = densityRow->scores[static_cast<std::size_t>(Measure::BagOfWords)];
    QCOMPARE(documents->at(0), QPointF(bag.recall, bag.precision));
    emit documents->clicked(documents->at(0));
    QCOMPARE(open.size(), 2);
    QCOMPARE(open.at(1).at(1).toString(),
             QString::fromStdString(results.documents[densityRow->document]));

    // Double-clicking an extractor in the summary drills down to its documents.
    auto *summary = child<QTableView>(dashboard, "summaryTable");
    tabs->setCurrentWidget(summary);
    const QModelIndexList plain = summary->model()->match(
        summary->model()->index(0, 0), Qt::DisplayRole, "plain", 1, Qt::MatchExactly);
    QCOMPARE(plain.size(), 1);
    const QPoint cell = summary->visualRect(plain[0]).center();
    QTest::mouseClick(summary->viewport(), Qt::LeftButton, {}, cell);
    QTest::mouseDClick(summary->viewport(), Qt::LeftButton, {}, cell);
    QCOMPARE(tabs->currentWidget(), view);
    QCOMPARE(detail->currentText(), QStringLiteral("plain"));
    QCOMPARE(dashboard.documentModel()->extractor(), 0);
}

void TestEvaluationDashboard::staysResponsiveAndCancels()
{
    EvaluationDashboard dashboard;
    dashboard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dashboard));
    dashboard.setPackagePath(m_long);
    dashboard.setJobs(1);
    auto *run = child<QPushButton>(dashboard, "runButton");
    auto *cancel = child<QPushButton>(dashboard, "cancelButton");
    auto *progress = child<QProgressBar>(dashboard, "progressBar");
    QSignalSpy finished(&dashboard, &EvaluationDashboard::evaluationFinished);

    // The event loop keeps running during the evaluation: a timer keeps firing.
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, this, [&] { ++ticks; });
    timer.start(10);

    QTest::mouseClick(run, Qt::LeftButton);
    QVERIFY(dashboard.isRunning());
    QVERIFY(!run->isEnabled());
    QVERIFY(cancel->isEnabled());
    // Wait for the first document: a run of 24 long pages is then still far from done.
    QTRY_VERIFY_WITH_TIMEOUT(progress->maximum() == 24 && progress->value() >= 1, kTimeout);
    QVERIFY(finished.isEmpty());
    QVERIFY(ticks > 0);
    const int ticksBefore = ticks;
    QTRY_VERIFY_WITH_TIMEOUT(ticks > ticksBefore, kTimeout); // still ticking mid-run
    QVERIFY(dashboard.isRunning());

    QTest::mouseClick(cancel, Qt::LeftButton);
    auto *status = child<QLabel>(dashboard, "statusLabel");
    QVERIFY(status->text().startsWith("Cancelling"));
    QVERIFY(!cancel->isEnabled());
    QVERIFY(run->isEnabled()); // a new run may start at once

    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeout);
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QVERIFY(!dashboard.isRunning());
    QVERIFY(run->isEnabled());
    QVERIFY(!cancel->isEnabled());
    const auto evaluation = dashboard.evaluation();
    QVERIFY(evaluation);
    QVERIFY(evaluation->results.cancelled);
    const int done = int(evaluation->results.documentsDone);
    QVERIFY(done >= 1);
    QVERIFY(done < 24);
    QCOMPARE(progress->value(), done);
    // Partial results, said clearly: the table covers the documents done.
    QVERIFY(status->text().startsWith(QStringLiteral("Cancelled after %1 of 24").arg(done)));
    QVERIFY(child<QLabel>(dashboard, "resultsTitle")->text().contains("cancelled"));
    const EvaluationTableModel *model = dashboard.tableModel();
    QCOMPARE(model->rowCount(), int(core::ExtractorRegistry::all().size()));
    for (int r = 0; r < model->rowCount(); ++r)
        QCOMPARE(model->index(r, 1).data(ui::DocumentCountRole).toInt(), done);
    QCOMPARE(dashboard.documentModel()->rowCount(), done);
}

void TestEvaluationDashboard::newRunSupersedesCancelledOne()
{
    EvaluationDashboard dashboard;
    dashboard.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dashboard));
    dashboard.setJobs(1);
    QSignalSpy finished(&dashboard, &EvaluationDashboard::evaluationFinished);
    auto *progress = child<QProgressBar>(dashboard, "progressBar");
    // Keyboard only: Return in the package field runs, Escape cancels.
    dashboard.activateWindow(); // shortcuts need the active window
    QVERIFY(QTest::qWaitForWindowActive(&dashboard));
    QLineEdit *edit = child<QComboBox>(dashboard, "packageCombo")->lineEdit();
    edit->setFocus();
    QTest::keyClicks(edit, m_long);
    QTest::keyClick(edit, Qt::Key_Return);
    QVERIFY(dashboard.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(progress->maximum() == 24, kTimeout);
    QTest::keyClick(edit, Qt::Key_Escape);
    QVERIFY(child<QLabel>(dashboard, "statusLabel")->text().startsWith("Cancelling"));
    // Before the cancelled run has reported, run the small package: the cancelled run's results
    // are dropped as stale.
    dashboard.setPackagePath(m_small);
    dashboard.run();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeout);
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QCOMPARE(dashboard.evaluation()->packagePath, m_small);
    QCOMPARE(dashboard.evaluation()->results.documentsDone, size_t(3));
    testwait::wait(300); // time for a stale report to arrive, were it not dropped
    QCOMPARE(finished.size(), 1);
    QCOMPARE(dashboard.evaluation()->packagePath, m_small);
    QCOMPARE(progress->value(), 3);
    // Both packages are now in the recent list, newest first.
    const QStringList recent = ui::Settings().recentPackages();
    QCOMPARE(recent.mid(0, 2), QStringList({m_small, m_long}));
    auto *combo = child<QComboBox>(dashboard, "packageCombo");
    QCOMPARE(combo->itemText(0), m_small);
}

void TestEvaluationDashboard::chartsFollowTheMeasure()
{
    EvaluationDashboard dashboard;
    runOnSmallPackage(dashboard);
    if (QTest::currentTestFailed())
        return;
    child<QComboBox>(dashboard, "measureCombo")->setCurrentIndex(int(Measure::SetOfWords));
    auto *bars = child<ui::F1BarChart>(dashboard, "f1BarChart");
    QVERIFY(bars->chart()->title().contains("set-of-words"));
    QCOMPARE(bars->measure(), Measure::SetOfWords);
    QCOMPARE(bars->chart()->series().size(), 1);
    auto *series = qobject_cast<QAbstractBarSeries *>(bars->chart()->series().at(0));
    QVERIFY(series);
    // One set per extractor, in its colour, its bar the extractor's mean F1 for the measure.
    const auto evaluation = dashboard.evaluation();
    QCOMPARE(series->count(), 2);
    for (QBarSet *set : series->barSets()) {
        const std::string id = set->label().toStdString();
        const auto &ids = evaluation->results.extractors;
        const auto e = std::size_t(std::find(ids.begin(), ids.end(), id) - ids.begin());
        QVERIFY(e < ids.size());
        QCOMPARE(set->color(), ui::ExtractorPalette::color(id));
        QCOMPARE(set->sum(), evaluation->summaryRow(e, Measure::SetOfWords).f1);
    }
    auto *scatter = child<ui::PrecisionRecallChart>(dashboard, "precisionRecallChart");
    QVERIFY(scatter->chart()->title().contains("set-of-words"));
    for (QAbstractSeries *s : scatter->chart()->series()) {
        auto *points = qobject_cast<QScatterSeries *>(s);
        QVERIFY(points);
        QCOMPARE(points->count(), 1); // the means only: no extractor chosen
        const auto &ids = evaluation->results.extractors;
        const auto e = std::size_t(std::find(ids.begin(), ids.end(), points->name().toStdString()) -
                                   ids.begin());
        QVERIFY(e < ids.size());
        const core::SummaryRow &row = evaluation->summaryRow(e, Measure::SetOfWords);
        QCOMPARE(points->at(0), QPointF(row.recall, row.precision));
    }
}

void TestEvaluationDashboard::destroyedMidRun()
{
    QSignalSpy *finished = nullptr;
    {
        EvaluationDashboard dashboard;
        dashboard.setPackagePath(m_long);
        dashboard.setJobs(1);
        finished = new QSignalSpy(&dashboard, &EvaluationDashboard::evaluationFinished);
        dashboard.run();
        auto *progress = child<QProgressBar>(dashboard, "progressBar");
        QTRY_VERIFY_WITH_TIMEOUT(progress->value() >= 1, kTimeout);
    } // cancels and waits for the worker; its late reports must not reach the dead widget
    testwait::wait(200);
    QVERIFY(finished->isEmpty());
    delete finished;
}

// A package of three documents of which one has gold: the results say "1 of 3 documents
// annotated", and a mean over one document has no spread to show (no "± 0.0000").
void TestEvaluationDashboard::countsTheDocumentsWithGold()
{
    const QString package = m_dir.filePath(QStringLiteral("one-gold"));
    QVERIFY(QDir().mkpath(package));
    const QDir small(m_small);
    for (const QString &name : small.entryList(QDir::Files))
        QVERIFY(QFile::copy(small.filePath(name), package + u'/' + name));
    QStringList golds = QDir(package).entryList({QStringLiteral("*.txt")}, QDir::Files);
    QCOMPARE(golds.size(), 3);
    golds.sort();
    for (const QString &gold : golds.mid(1)) {
        const QString stem = gold.chopped(4);
        QVERIFY(QFile::remove(package + u'/' + gold));
        QFile::remove(package + u'/' + stem + QStringLiteral(".gold-nodes.json"));
    }
    EvaluationDashboard dashboard;
    runPlain(dashboard, package);
    if (QTest::currentTestFailed())
        return;
    const QAbstractItemModel *table = child<QTableView>(dashboard, "summaryTable")->model();
    int cells = 0;
    for (int column = 0; column < table->columnCount(); ++column) {
        const QString text = table->index(0, column).data().toString();
        QVERIFY2(!text.contains(QStringLiteral("±")), qPrintable(text));
        cells += !text.isEmpty();
    }
    QVERIFY(cells > 2);
    const QList<QAbstractAxis *> axes =
        child<ui::F1BarChart>(dashboard, "f1BarChart")->chart()->axes(Qt::Vertical);
    QCOMPARE(axes.size(), 1);
    const QStringList bars = qobject_cast<QBarCategoryAxis *>(axes.front())->categories();
    QVERIFY(!bars.isEmpty());
    for (const QString &bar : bars)
        QVERIFY2(!bar.contains(QStringLiteral("±")), qPrintable(bar));
    const QString title = child<QLabel>(dashboard, "resultsTitle")->text();
    QVERIFY2(title.contains(QStringLiteral("1 of 3 documents annotated")), qPrintable(title));
}

// A package offered (the campaign's, when one is open) is in the package list and chosen when
// none was.
void TestEvaluationDashboard::offersAPackage()
{
    EvaluationDashboard dashboard;
    auto *combo = child<QComboBox>(dashboard, "packageCombo");
    combo->setEditText(QString());
    dashboard.offerPackage(m_small);
    QVERIFY(combo->findText(m_small) >= 0);
    QCOMPARE(dashboard.packagePath(), m_small);
    // A package the user typed stays chosen; the offered one is listed.
    dashboard.setPackagePath(m_long);
    dashboard.offerPackage(m_small);
    QCOMPARE(dashboard.packagePath(), m_long);
    QVERIFY(combo->findText(m_small) >= 0);
}

void TestEvaluationDashboard::reportsUnreadablePackage()
{
    EvaluationDashboard dashboard;
    QSignalSpy failed(&dashboard, &EvaluationDashboard::evaluationFailed);
    QSignalSpy finished(&dashboard, &EvaluationDashboard::evaluationFinished);
    dashboard.setPackagePath(QString());
    dashboard.run();
    QCOMPARE(failed.size(), 1);
    dashboard.setPackagePath(m_dir.filePath(QStringLiteral("missing")));
    dashboard.run();
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 2, kTimeout);
    QVERIFY2(failed.at(1).at(0).toString().contains("not a directory"),
             qPrintable(failed.at(1).at(0).toString()));
    // A folder without a description file is no package.
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("empty")));
    dashboard.setPackagePath(m_dir.filePath(QStringLiteral("empty")));
    dashboard.run();
    QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 3, kTimeout);
    QVERIFY2(failed.at(2).at(0).toString().contains("package.json"),
             qPrintable(failed.at(2).at(0).toString()));
    QCOMPARE(child<QLabel>(dashboard, "statusLabel")->text(), failed.at(2).at(0).toString());
    QVERIFY(finished.isEmpty());
    QVERIFY(!dashboard.isRunning());
    QVERIFY(child<QPushButton>(dashboard, "runButton")->isEnabled());
    QVERIFY(!dashboard.evaluation());
}

void TestEvaluationDashboard::byPageTypeAndAgreementMatchCli_data()
{
    QTest::addColumn<QString>("measure");
    QTest::newRow("wcxb-word-f1") << "wcxb-word-f1";
    QTest::newRow("snippets") << "snippets";
    QTest::newRow("shingle-f1") << "shingle-f1";
    QTest::newRow("characters") << "characters";
}

// The WCXB fixture has page types; two of its documents get two annotators each. The dashboard's
// "By page type" table must hold the lines `eval --measure` prints, its "Agreement" table those
// of `agreement`.
void TestEvaluationDashboard::byPageTypeAndAgreementMatchCli()
{
    QFETCH(QString, measure);
    const QString package = m_dir.filePath(QStringLiteral("typed"));
    if (!QFileInfo::exists(package + QStringLiteral("/package.json"))) {
        const core::Importer::Result imported = core::Importer::find("wcxb")->run(
            (QStringLiteral(BOILERSCOPE_TEST_DATA "/eval/datasets/wcxb")).toStdString(),
            package.toStdString(), false);
        QVERIFY2(imported.ok, imported.error.c_str());
        // Bag-of-words F1 between the texts: 0001 shares 2 of 3 words each way (F1 = 2/3),
        // 0002's texts are equal (F1 = 1).
        const std::pair<const char *, std::pair<const char *, const char *>> texts[] = {
            {"0001", {"alpha beta gamma", "alpha beta delta"}}, {"0002", {"one two", "one two"}}};
        for (const auto &[stem, pair] : texts)
            for (const auto &[name, text] : {std::pair{"Ann", pair.first}, {"Bob", pair.second}}) {
                core::Annotation a;
                a.annotator = name;
                a.text = text;
                std::string error;
                QVERIFY2(core::TestPackageWriter::writeAnnotation(package.toStdString(), stem, a,
                                                                  false, error),
                         error.c_str());
            }
    }

    EvaluationDashboard dashboard;
    runPlain(dashboard, package);
    if (QTest::currentTestFailed())
        return;
    const std::optional<Measure> m = core::measureFromName(measure.toStdString());
    QVERIFY(m);
    dashboard.setMeasure(*m);
    QCOMPARE(child<QComboBox>(dashboard, "measureCombo")->currentText(), measure);

    auto *tabs = child<QTabWidget>(dashboard, "resultTabs");
    const ui::PageTypeTableModel *types = dashboard.pageTypeModel();
    QVERIFY(tabs->isTabEnabled(tabs->indexOf(child<QTableView>(dashboard, "pageTypeTable"))));
    QVERIFY(types->pageTypeCount() > 0);
    QProcess cli;
    cli.start(QStringLiteral(BOILERSCOPE_CLI),
              {"eval", package, "-e", "plain", "-m", measure, "--jobs", "1"});
    QVERIFY(cli.waitForFinished(kTimeout));
    const QStringList lines = goldTypeLines(
        QString::fromUtf8(cli.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts));
    QVERIFY(lines.size() > 2); // the header, "all", at least one page type
    QCOMPARE(types->rowCount(), lines.size() - 1);
    // extractor measure documents precision recall f1 f1_sd seconds page_type skipped accuracy
    // with_found without_found; the table shows "—" where the CLI leaves a field empty.
    using C = ui::PageTypeTableModel;
    const std::pair<int, int> columns[] = {{0, C::ExtractorColumn},  {2, C::DocumentsColumn},
                                           {3, C::PrecisionColumn},  {4, C::RecallColumn},
                                           {5, C::F1Column},         {6, C::F1StdDevColumn},
                                           {8, C::PageTypeColumn},   {10, C::AccuracyColumn},
                                           {11, C::WithFoundColumn}, {12, C::WithoutFoundColumn}};
    for (int row = 0; row < types->rowCount(); ++row) {
        const QStringList f = lines[row + 1].split('\t');
        QCOMPARE(f.value(1), measure);
        for (const auto &[field, column] : columns) {
            const QString cell = types->index(row, column).data().toString();
            QCOMPARE(cell == QStringLiteral("—") ? QString() : cell, f.value(field));
        }
    }

    const ui::AgreementTableModel *agreement = dashboard.agreementModel();
    QVERIFY(tabs->isTabEnabled(tabs->indexOf(child<QTableView>(dashboard, "agreementTable"))));
    cli.start(QStringLiteral(BOILERSCOPE_CLI), {"agreement", package});
    QVERIFY(cli.waitForFinished(kTimeout));
    const QStringList rows =
        QString::fromUtf8(cli.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(agreement->rowCount(), rows.size() - 1);
    QCOMPARE(agreement->rowCount(), 3); // 0001, 0002, all
    for (int row = 0; row < agreement->rowCount(); ++row) {
        const QStringList f = rows[row + 1].split('\t');
        for (int column = 0; column < ui::AgreementTableModel::ColumnCount; ++column) {
            QString cell = agreement->index(row, column).data().toString();
            if (column == ui::AgreementTableModel::AnnotatorsColumn)
                cell.replace(QStringLiteral(", "), QStringLiteral(","));
            if (cell == QStringLiteral("—") ||
                (row == agreement->rowCount() - 1 && column == ui::AgreementTableModel::NoteColumn))
                cell.clear();
            QCOMPARE(cell, f.value(column));
        }
    }
    using A = ui::AgreementTableModel;
    QCOMPARE(agreement->index(0, A::WordF1Column).data().toString(), QStringLiteral("0.6667"));
    QCOMPARE(agreement->index(1, A::WordF1Column).data().toString(), QStringLiteral("1.0000"));
    QCOMPARE(agreement->index(2, A::WordF1Column).data().toString(), QStringLiteral("0.8333"));
}

// The WCXB fixture has title, author and date gold: the "Metadata" tab holds the lines
// `eval --metadata` prints, ours scored though only `plain` is ticked.
void TestEvaluationDashboard::metadataMatchesCli()
{
    const QString package = m_dir.filePath(QStringLiteral("metadata"));
    const core::Importer::Result imported = core::Importer::find("wcxb")->run(
        (QStringLiteral(BOILERSCOPE_TEST_DATA "/eval/datasets/wcxb")).toStdString(),
        package.toStdString(), false);
    QVERIFY2(imported.ok, imported.error.c_str());

    EvaluationDashboard dashboard;
    auto *tabs = child<QTabWidget>(dashboard, "resultTabs");
    const int tab = tabs->indexOf(child<QTableView>(dashboard, "metadataTable"));
    QVERIFY(tab >= 0);
    QVERIFY(!tabs->isTabEnabled(tab));
    runPlain(dashboard, package);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(tabs->isTabEnabled(tab));

    QProcess cli;
    cli.start(QStringLiteral(BOILERSCOPE_CLI), {"eval", package, "--metadata", "--jobs", "1"});
    QVERIFY(cli.waitForFinished(kTimeout));
    QCOMPARE(cli.exitCode(), 0);
    const QStringList lines =
        QString::fromUtf8(cli.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts);
    const ui::MetadataSummaryModel *model = dashboard.metadataModel();
    QVERIFY(lines.size() > 4); // the header, title, author and date over every document at least
    QCOMPARE(model->rowCount(), lines.size() - 1);
    // extractor field documents score predicted precision page_type; the table shows "—" where
    // the CLI leaves a field empty.
    using C = ui::MetadataSummaryModel;
    const std::pair<int, int> columns[] = {{0, C::ExtractorColumn}, {1, C::FieldColumn},
                                           {2, C::DocumentsColumn}, {3, C::ScoreColumn},
                                           {4, C::PredictedColumn}, {5, C::PrecisionColumn},
                                           {6, C::PageTypeColumn}};
    for (int row = 0; row < model->rowCount(); ++row) {
        const QStringList f = lines[row + 1].split('\t');
        for (const auto &[field, column] : columns) {
            const QString cell = model->index(row, column).data().toString();
            QCOMPARE(cell == QStringLiteral("—") ? QString() : cell, f.value(field));
        }
    }
}

QTEST_MAIN(TestEvaluationDashboard)
void TestEvaluationDashboard::evaluatesExternalExtractors()
{
    // A program that hands the page back: its visible text is all of the page's.
    const core::ExternalExtractor cat(
        *core::ExtractorDefinition::parse(R"({"command": ["/bin/cat"], "output": "html"})",
                                          "cat.json")
             .definition);
    const core::ExternalExtractor missing(
        *core::ExtractorDefinition::parse(R"({"command": ["/nonexistent/program"]})",
                                          "missing.json")
             .definition);
    EvaluationDashboard dashboard;
    dashboard.addExtractor(&cat);
    dashboard.addExtractor(&missing, QStringLiteral("program '/nonexistent/program' not found"));
    // Offered, unticked (they take seconds a page); the missing one greyed with its reason.
    auto *catBox = child<QCheckBox>(dashboard, "extractor:ext:cat");
    auto *missingBox = child<QCheckBox>(dashboard, "extractor:ext:missing");
    QVERIFY(!catBox->isChecked());
    QVERIFY(!missingBox->isEnabled());
    QVERIFY(missingBox->toolTip().contains(QStringLiteral("not found")));
    for (const core::Extractor *e : core::ExtractorRegistry::all())
        dashboard.setExtractorChecked(e->info().id, e->info().id == "plain");
    catBox->setChecked(true);
    QCOMPARE(dashboard.checkedExtractors(), (std::vector<std::string>{"plain", "ext:cat"}));
    dashboard.setPackagePath(m_small);
    QSignalSpy finished(&dashboard, &EvaluationDashboard::evaluationFinished);
    QTest::mouseClick(child<QPushButton>(dashboard, "runButton"), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeout);
    const EvaluationTableModel *model = dashboard.tableModel();
    QCOMPARE(model->rowCount(), 2);
    for (int row = 0; row < 2; ++row) {
        const QString id = model->index(row, 0).data(ui::ExtractorIdRole).toString();
        const QModelIndex seconds = model->index(row, EvaluationTableModel::kSecondsColumn);
        // Scored on every page; the program's seconds per kB marked as including it.
        QCOMPARE(model->index(row, 0).data(ui::DocumentCountRole).toInt(), 3);
        QCOMPARE(seconds.data().toString().endsWith(QStringLiteral(" †")),
                 id == QStringLiteral("ext:cat"));
        QCOMPARE(seconds.data(Qt::ToolTipRole).toString().contains(QStringLiteral("external")),
                 id == QStringLiteral("ext:cat"));
    }
}

#include "tst_evaluationdashboard.moc"
