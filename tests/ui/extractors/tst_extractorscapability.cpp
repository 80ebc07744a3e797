// The extractors in the real window under xvfb: a parameter or a rule changed in the panel reruns
// the extractor and moves the overlay; external programs are outlined, timed, cancelled (their
// process group killed), report their errors in one line, are listed unavailable when missing,
// and can be painted against the gold; Readability.js outlines the article.

#include <annotation/annotationcontroller.h>
#include <annotation/annotationpanel.h>
#include <document/htmlparser.h>
#include <external/externalextractor.h>
#include <extractors/analysiscontroller.h>
#include <extractors/extractorpanel.h>
#include <registry/extractorcatalog.h>

#include "testwait.h"
#include "windowtest.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include <QToolButton>

#include <algorithm>
#include <csignal>

using namespace Qt::StringLiterals;
using namespace testwindow;

class TstExtractorsCapability : public WindowTest
{
    Q_OBJECT

private slots:
    void initTestCase();
    void parameterChangeRerunsAndMovesOverlay();
    void relevanceRuleMovesOverlay();
    void externalExtractorOutlinesItsText();
    void slowExternalExtractorIsCancelled();
    void failingExternalExtractorShowsItsError();
    void missingProgramIsListedUnavailable();
    void goldPaintingAcceptsExternalExtractor();
    void readabilityJsOutlinesTheArticle();
};

void TstExtractorsCapability::initTestCase()
{
    QVERIFY(createWindow());
}

void TstExtractorsCapability::parameterChangeRerunsAndMovesOverlay()
{
    QVERIFY(load(fixture(u"basic.html"_s)));
    const int content = eval(u"bs.number(document.querySelector('.content'))"_s).toInt();
    const int sidebar = eval(u"bs.number(document.querySelector('.sidebar'))"_s).toInt();
    QCOMPARE(chosenElements("test-class"), QList<int>{content});

    auto *pick = m_window->extractorPanel()->findChild<QSpinBox *>(u"param:test-class:pick"_s);
    QVERIFY(pick);
    QSignalSpy shown(m_window, &ui::MainWindow::analysisShown);
    QElapsedTimer timer;
    timer.start();
    pick->setValue(1);
    QVERIFY(shown.wait(kTimeoutMs));
    qInfo("parameter change to overlay shown: %lld ms (informative, not asserted)",
          timer.elapsed());
    QCOMPARE(chosenElements("test-class"), QList<int>{sidebar});
    const QVariantMap box = eval(u"bs.boxes()[0]"_s).toMap();
    const QVariantMap rect = eval(u"bs.rect(%1)"_s.arg(sidebar)).toMap();
    QCOMPARE(qRound(box[u"x"_s].toDouble()), qRound(rect[u"x"_s].toDouble()));
    QCOMPARE(qRound(box[u"y"_s].toDouble()), qRound(rect[u"y"_s].toDouble()));
    pick->setValue(0);
    QTRY_VERIFY_WITH_TIMEOUT(chosenElements("test-class") == QList<int>{content}, kTimeoutMs);
}

void TstExtractorsCapability::relevanceRuleMovesOverlay()
{
    // WLR's relevance rule (Insa et al. 2013, Def. 4.6) in the panel, by name and with its
    // explanation: the project's repair picks the DBLP-like page's publications table
    // (Example 4.8's choice); the rule as printed climbs to <body>, as it must (every WLR is at
    // least 1).
    m_window->setExtractorEnabled(u"test-class"_s, false);
    m_window->setExtractorEnabled(u"wlr"_s, true);
    QVERIFY(load(QStringLiteral(BOILERSCOPE_TEST_DATA "/extractors/domratio/dblp.html")));
    const int table = eval(u"bs.number(document.getElementById('publications'))"_s).toInt();
    const int body = eval(u"bs.number(document.body)"_s).toInt();
    QCOMPARE(chosenElements("wlr"), QList<int>{table});

    ui::ExtractorPanel *panel = m_window->extractorPanel();
    auto *rule = panel->findChild<QComboBox *>(u"param:wlr:printed"_s);
    QVERIFY(rule);
    QVERIFY(rule->isVisibleTo(panel));
    QVERIFY(rule->currentText().startsWith(u"project's repair"_s));
    auto *why = panel->findChild<QLabel *>(u"param-explanation:wlr:printed"_s);
    QVERIFY(why && why->isVisibleTo(panel));
    QVERIFY(why->text().contains(u"always choose the root"_s));

    const auto boxAt = [this](int element) {
        const QVariantList boxes = eval(u"bs.boxes()"_s).toList();
        const QVariantMap rect = eval(u"bs.rect(%1)"_s.arg(element)).toMap();
        if (boxes.size() != 1)
            return false;
        const QVariantMap box = boxes[0].toMap();
        for (const char *k : {"x", "y", "w", "h"})
            if (qRound(box[QLatin1String(k)].toDouble()) !=
                qRound(rect[QLatin1String(k)].toDouble()))
                return false;
        return true;
    };
    QTRY_VERIFY_WITH_TIMEOUT(boxAt(table), kTimeoutMs);

    QSignalSpy shown(m_window, &ui::MainWindow::analysisShown);
    rule->setCurrentIndex(1);
    QVERIFY(shown.wait(kTimeoutMs));
    QCOMPARE(chosenElements("wlr"), QList<int>{body});
    QVERIFY(QString::fromStdString(m_window->analysis()->run("wlr")->result.summary)
                .endsWith(u"R as printed in Def. 4.6"_s));
    QTRY_VERIFY_WITH_TIMEOUT(boxAt(body), kTimeoutMs);

    rule->setCurrentIndex(0);
    QTRY_VERIFY_WITH_TIMEOUT(chosenElements("wlr") == QList<int>{table}, kTimeoutMs);
    QTRY_VERIFY_WITH_TIMEOUT(boxAt(table), kTimeoutMs);
    m_window->setExtractorEnabled(u"wlr"_s, false);
    m_window->setExtractorEnabled(u"test-class"_s, true);
}

void TstExtractorsCapability::externalExtractorOutlinesItsText()
{
    QVERIFY(addDefinition(u"echo-main"_s, kEchoMain));
    m_window->setExtractorEnabled(u"test-class"_s, false);
    m_window->setExtractorEnabled(u"ext:echo-main"_s, true);
    QVERIFY(load(fixture(u"basic.html"_s)));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->analysis()->run("ext:echo-main"), kTimeoutMs);
    // Its text is the two paragraphs: the topmost elements whose words are all kept are #first
    // and #second (the heading is not in the output, so #main is not wholly kept).
    QList<int> chosen = chosenElements("ext:echo-main");
    std::sort(chosen.begin(), chosen.end());
    QCOMPARE(chosen, (QList<int>{elementOf(u"#first"_s), elementOf(u"#second"_s)}));
    const QColor color = m_window->analysis()->run("ext:echo-main")->color;
    // The two paragraphs are siblings with only white space between them: one region, one box
    // around both.
    const QVariantList boxes = eval(u"bs.boxes()"_s).toList();
    QCOMPARE(boxes.size(), 1);
    const QVariantMap box = boxes[0].toMap();
    QCOMPARE(box[u"color"_s].toString(),
             u"rgb(%1, %2, %3)"_s.arg(color.red()).arg(color.green()).arg(color.blue()));
    const QVariantMap top = eval(u"bs.rect(%1)"_s.arg(elementOf(u"#first"_s))).toMap();
    const QVariantMap bottom = eval(u"bs.rect(%1)"_s.arg(elementOf(u"#second"_s))).toMap();
    QCOMPARE(qRound(box[u"y"_s].toDouble()), qRound(top[u"y"_s].toDouble()));
    QCOMPARE(qRound(box[u"y"_s].toDouble() + box[u"h"_s].toDouble()),
             qRound(bottom[u"y"_s].toDouble() + bottom[u"h"_s].toDouble()));
    // The panel's external group shows its time, labelled as including the program.
    QVERIFY2(m_window->extractorPanel()
                 ->statusText(u"ext:echo-main"_s)
                 .contains(u"external program included"_s),
             qPrintable(m_window->extractorPanel()->statusText(u"ext:echo-main"_s)));
    QVERIFY(m_window->analysis()->run("ext:echo-main")->external);
    m_window->setExtractorEnabled(u"ext:echo-main"_s, false);
    m_window->setExtractorEnabled(u"test-class"_s, true);
}

void TstExtractorsCapability::slowExternalExtractorIsCancelled()
{
    const QString pidFile = m_definitions.filePath(u"slow.pid"_s);
    QVERIFY(addDefinition(u"slow"_s, R"({"command": ["/bin/sh", "-c", "echo $$ > )" +
                                         pidFile.toUtf8() + R"(; sleep 120"], "timeout": 600})"));
    m_window->setExtractorEnabled(u"ext:slow"_s, true);
    QElapsedTimer clock;
    clock.start();
    // The built-in's result is shown while the program still runs.
    QVERIFY(load(fixture(u"basic.html"_s)));
    QVERIFY(m_window->analysis()->run("test-class"));
    QVERIFY(!m_window->analysis()->run("ext:slow"));
    QTRY_VERIFY_WITH_TIMEOUT(QFile(pidFile).size() > 0, kTimeoutMs);
    QFile file(pidFile);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const pid_t pid = file.readAll().trimmed().toInt();
    QVERIFY(pid > 0);
    QCOMPARE(::kill(pid, 0), 0); // running
    ui::ExtractorPanel *panel = m_window->extractorPanel();
    QVERIFY(panel->statusText(u"ext:slow"_s).contains(u"running"_s));
    auto *cancel = panel->findChild<QToolButton *>(u"cancel:ext:slow"_s);
    QVERIFY(cancel && cancel->isVisible());
    cancel->click();
    QTRY_COMPARE(panel->statusText(u"ext:slow"_s), u"failed: cancelled"_s);
    // Its process group is killed: the shell is gone long before its sleep would end.
    QTRY_VERIFY_WITH_TIMEOUT(::kill(pid, 0) != 0, kTimeoutMs);
    QVERIFY(clock.elapsed() < 60000);
    QVERIFY(!cancel->isVisible());
    m_window->setExtractorEnabled(u"ext:slow"_s, false);
}

void TstExtractorsCapability::failingExternalExtractorShowsItsError()
{
    const QByteArray json = R"({"command": ["/bin/sh", "-c", "cat > /dev/null; )"
                            R"(echo 'no article here' >&2; echo second line >&2; exit 3"]})";
    QVERIFY(addDefinition(u"fails"_s, json));
    m_window->setExtractorEnabled(u"ext:fails"_s, true);
    QVERIFY(load(fixture(u"basic.html"_s)));
    // The reason is core's, for the same program on the same page.
    const auto definition = core::ExtractorDefinition::parse(json.toStdString(), "fails.json");
    QVERIFY(definition.definition);
    const core::ExternalExtractor external(*definition.definition);
    QFile page(fixture(u"basic.html"_s));
    QVERIFY(page.open(QIODevice::ReadOnly));
    const std::string bytes = page.readAll().toStdString();
    const core::Document doc = core::HtmlParser::parse(bytes);
    const core::ExternalExtractor::Run run = external.execute({&doc, bytes, {}, nullptr});
    QVERIFY(!run.ok);
    const QString expected = u"failed: "_s + QString::fromStdString(run.error);
    QTRY_COMPARE_WITH_TIMEOUT(m_window->extractorPanel()->statusText(u"ext:fails"_s), expected,
                              kTimeoutMs);
    QVERIFY(!expected.contains(u"second line"_s)); // one line
    QVERIFY(!m_window->analysis()->run("ext:fails"));
    QVERIFY(!QApplication::activeModalWidget()); // no dialog
    m_window->setExtractorEnabled(u"ext:fails"_s, false);
}

void TstExtractorsCapability::missingProgramIsListedUnavailable()
{
    const QByteArray json = R"({"command": ["/nonexistent/boilerscope-test-program"]})";
    QVERIFY(addDefinition(u"missing"_s, json));
    const auto definition = core::ExtractorDefinition::parse(json.toStdString(), "missing.json");
    QVERIFY(definition.definition);
    const core::ExternalExtractor::Availability availability =
        core::ExternalExtractor(*definition.definition).availability();
    QVERIFY(!availability.available);
    auto *box = m_window->extractorPanel()->findChild<QCheckBox *>(u"enable:ext:missing"_s);
    QVERIFY(box);
    QVERIFY(!box->isEnabled());
    QVERIFY2(box->toolTip().contains(QString::fromStdString(availability.reason).toHtmlEscaped()),
             qPrintable(box->toolTip()));
    m_window->setExtractorEnabled(u"ext:missing"_s, true);
    QVERIFY(!box->isChecked());
    QVERIFY(!m_window->controller()->isEnabled("ext:missing"));
}

void TstExtractorsCapability::goldPaintingAcceptsExternalExtractor()
{
    if (!m_window->controller()->extractor("ext:echo-main"))
        QVERIFY(addDefinition(u"echo-main"_s, kEchoMain));
    m_window->setExtractorEnabled(u"ext:echo-main"_s, true);
    QVERIFY(load(fixture(u"basic.html"_s)));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->analysis()->run("ext:echo-main"), kTimeoutMs);
    ui::AnnotationPanel *panel = m_window->annotationPanel();
    // Gold: #main, its heading and both paragraphs; the program printed the paragraphs only.
    panel->controller()->toggleElement(elementOf(u"#main"_s));
    panel->setPaintExtractor(u"ext:echo-main"_s);
    QCOMPARE(panel->paintExtractor(), u"ext:echo-main"_s);
    const auto count = [this](const char *kind) {
        return eval(u"bs.annotate.counts()['%1'] || 0"_s.arg(QLatin1String(kind))).toInt();
    };
    QTRY_VERIFY_WITH_TIMEOUT(count("tp") >= 2 && count("fn") >= 1, kTimeoutMs);
    QCOMPARE(count("fp"), 0);
    // The heading's words are the false negatives: "The fixture article".
    const QString legend = m_window->findChild<QLabel *>(u"legend"_s)->text();
    QVERIFY2(legend.contains(u"false negative 3"_s), qPrintable(legend));
    QVERIFY2(legend.contains(u"false positive 0"_s), qPrintable(legend));
    panel->setPaintExtractor(QString());
    panel->controller()->discard();
    m_window->setExtractorEnabled(u"ext:echo-main"_s, false);
}

void TstExtractorsCapability::readabilityJsOutlinesTheArticle()
{
    const core::ExtractorCatalog catalog = core::ExtractorCatalog::load(
        {QCoreApplication::applicationDirPath().toStdString(), false, {}, {}});
    const core::CatalogEntry *entry = catalog.find("ext:readability-js");
    if (!entry || !entry->available)
        QSKIP(qPrintable(u"Readability.js is not available here: %1 (scripts/bootstrap.sh "
                         "installs it)"_s.arg(entry ? QString::fromStdString(entry->reason)
                                                    : u"no definition"_s)));
    ui::MainWindow::Options options;
    options.useSettings = false;
    ui::MainWindow window(options);
    for (const char *id : {"density", "addanag", "bte"})
        window.setExtractorEnabled(QString::fromLatin1(id), false);
    window.setExtractorEnabled(u"ext:readability-js"_s, true);
    QVERIFY(window.controller()->isEnabled("ext:readability-js"));
    window.resize(1200, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.openLocation(fixture(u"article.html"_s));
    QTRY_VERIFY_WITH_TIMEOUT(window.analysis() && window.analysis()->run("ext:readability-js"),
                             60000);
    const ui::ExtractorRun *run = window.analysis()->run("ext:readability-js");
    QVERIFY(!run->result.selected.empty());
    // Everything it kept lies in the article (#main), and the overlay outlines it.
    const core::Document &doc = *window.analysis()->document;
    core::NodeId main = core::kNoNode;
    for (core::NodeId n = 0; n < doc.size(); ++n)
        if (doc.node(n).isElement() && doc.attribute(n, "id") == "main")
            main = n;
    QVERIFY(main != core::kNoNode);
    for (core::NodeId n : run->result.selected)
        QVERIFY(n == main || doc.isAncestorOf(main, n));
    QVariant boxes;
    bool done = false;
    window.pageView()->runInWorld(u"bs.flush(), bs.boxes().filter(b => b.kind === 'box').length"_s,
                                  [&](const QVariant &v) {
                                      boxes = v;
                                      done = true;
                                  });
    QTRY_VERIFY(done);
    // One outline per region: its chosen elements merged where they are adjacent siblings.
    QCOMPARE(boxes.toInt(), int(window.pageView()->overlay().regions.size()));
    QVERIFY(window.pageView()->overlay().regions.size() <= qsizetype(run->result.selected.size()));
}

QTEST_MAIN(TstExtractorsCapability)

#include "tst_extractorscapability.moc"
