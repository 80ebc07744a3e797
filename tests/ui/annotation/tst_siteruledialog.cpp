// Annotation ▸ Propose Site Rule… in the real window under xvfb: a selector proposed from the
// marks of the page shown, edited with the page highlighting what it matches after a debounce,
// an invalid selector's error with nothing highlighted, the rule saved, and Apply to Folder…
// compiling a package through the import dialog, which reports the page the rule missed.
#include <annotation/annotationcontroller.h>
#include <annotation/annotationpanel.h>
#include <annotation/siteruledialog.h>
#include <campaign/campaigndock.h>
#include <campaign/packagetransferdialog.h>
#include <page/pageview.h>
#include <window/mainwindow.h>

#include <package/siterule.h>
#include <package/testpackagereader.h>

#include "contentextractor.h"

#include "pagescript.h"
#include "testwait.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

constexpr int kTimeoutMs = 30000;

const testpages::ContentExtractor kContent;
const QString kFixture = QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/annotate.html");

} // namespace

class TstSiteRuleDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void proposesFromTheMarks();
    void highlightsWhatTheSelectorMatches_data();
    void highlightsWhatTheSelectorMatches();
    void debouncesTyping();
    void savesAndAppliesToAFolder();

private:
    QVariant eval(const QString &code);
    ui::AnnotationController *gold() const { return m_window->annotationPanel()->controller(); }

    ui::MainWindow *m_window = nullptr;
    ui::SiteRuleDialog *m_dialog = nullptr;
    QTemporaryDir m_dir;
};

void TstSiteRuleDialog::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    ui::MainWindow::Options options;
    options.useSettings = false;
    options.extractors = {&kContent};
    m_window = new ui::MainWindow(options);
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    m_window->openLocation(kFixture);
    QTRY_VERIFY_WITH_TIMEOUT(gold()->document() && gold()->url().endsWith(u"annotate.html"_s),
                             kTimeoutMs);
}

void TstSiteRuleDialog::cleanupTestCase()
{
    gold()->discard();
    eval(u"0"_s); // let the page's scripts under way finish before the window goes
    delete m_window;
}

QVariant TstSiteRuleDialog::eval(const QString &code)
{
    return testpages::runScript(m_window->pageView()->page(), code, kTimeoutMs);
}

void TstSiteRuleDialog::proposesFromTheMarks()
{
    // Nothing marked: the dialog says so and proposes nothing.
    m_dialog = m_window->campaignDock()->showSiteRuleDialog();
    QVERIFY(m_dialog->isVisible());
    QVERIFY(m_dialog->selector().isEmpty());
    QString error;
    QVERIFY(!m_dialog->propose(&error));
    QVERIFY2(!error.isEmpty(), qPrintable(error));

    // Marks from the extractor: #main, the only element of class "content".
    QVERIFY2(m_window->campaignDock()->preannotate(u"test-content"_s, &error), qPrintable(error));
    QVERIFY(m_dialog->propose(&error));
    // SiteRule::propose's first candidate, the common tag with its class, matches #main alone.
    QCOMPARE(m_dialog->selector(), u"div.content"_s);
    QCOMPARE(m_dialog->matchedElements(), 1);
    // Its words: title 3, first paragraph 7, advertisement 3, second paragraph 6 = 19, of the
    // page's 22 with the sidebar's 3.
    QVERIFY2(m_dialog->status().contains(u"19 of the page's 22 words"_s),
             qPrintable(m_dialog->status()));
    QTRY_VERIFY_WITH_TIMEOUT(eval(u"bs.annotate.counts().sr || 0"_s).toInt() > 0, kTimeoutMs);
    QVERIFY(m_window->findChild<QAction *>(u"campaign:siteRule"_s));
}

void TstSiteRuleDialog::highlightsWhatTheSelectorMatches_data()
{
    QTest::addColumn<QString>("selector");
    QTest::addColumn<int>("elements");
    QTest::addColumn<QString>("status");
    // The fixture's paragraphs: #p1 (7 words) and #p2 (6).
    QTest::newRow("paragraphs") << u"p"_s << 2 << u"13 of the page's 22 words"_s;
    // Topmost only: #main holds the paragraphs, so they add nothing.
    QTest::newRow("nested") << u"#main, p"_s << 1 << u"19 of the page's 22 words"_s;
    QTest::newRow("child") << u"ul > li"_s << 1 << u"3 of the page's 22 words"_s;
    QTest::newRow("nothing") << u"article"_s << 0 << u"0 of the page's 22 words"_s;
    // Refused: attribute selectors are not in the subset (docs/site-rules.md).
    QTest::newRow("invalid") << u"p[title]"_s << -1 << u"not in the supported subset"_s;
}

void TstSiteRuleDialog::highlightsWhatTheSelectorMatches()
{
    QFETCH(QString, selector);
    QFETCH(int, elements);
    QFETCH(QString, status);
    QVERIFY(m_dialog);
    m_dialog->setSelector(selector);
    m_dialog->evaluate();
    QCOMPARE(m_dialog->matchedElements(), elements);
    QVERIFY2(m_dialog->status().contains(status), qPrintable(m_dialog->status()));
    QVERIFY(!m_dialog->status().contains(u'\n'));
    if (elements > 0)
        QTRY_VERIFY_WITH_TIMEOUT(eval(u"bs.annotate.counts().sr || 0"_s).toInt() > 0, kTimeoutMs);
    else
        QTRY_COMPARE_WITH_TIMEOUT(eval(u"bs.annotate.counts().sr || 0"_s).toInt(), 0, kTimeoutMs);
}

void TstSiteRuleDialog::debouncesTyping()
{
    QVERIFY(m_dialog);
    m_dialog->setSelector(u"p"_s);
    m_dialog->evaluate();
    QCOMPARE(m_dialog->matchedElements(), 2);
    // Typed: nothing happens until the pause ends.
    m_dialog->setSelector(u"h1"_s);
    QCOMPARE(m_dialog->matchedElements(), 2);
    QTRY_COMPARE_WITH_TIMEOUT(m_dialog->matchedElements(), 1, kTimeoutMs);
}

void TstSiteRuleDialog::savesAndAppliesToAFolder()
{
    QVERIFY(m_dialog);
    m_dialog->setSelector(u"div.content"_s);
    m_dialog->evaluate();
    const QString rule = m_dir.filePath(u"site.rule.json"_s);
    QString error;
    QVERIFY2(m_dialog->saveRule(rule, &error), qPrintable(error));
    {
        QFile f(rule);
        QVERIFY(f.open(QIODevice::ReadOnly));
        std::string message;
        const std::optional<core::SiteRule> read =
            core::SiteRule::parse(f.readAll().toStdString(), message);
        QVERIFY2(read, message.c_str());
        QCOMPARE(read->selector, std::string("div.content"));
    }

    // A folder of the site's pages: the fixture, and a page without .content.
    const QString pages = m_dir.filePath(u"pages"_s);
    QVERIFY(QDir().mkpath(pages));
    QVERIFY(QFile::copy(kFixture, pages + u"/story.html"_s));
    {
        QFile f(pages + u"/other.html"_s);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("<html><body><p>No story on this page at all.</p></body></html>");
    }
    m_dialog->findChild<QPushButton *>(u"siteRule:apply"_s)->click();
    auto *import = m_window->findChild<ui::PackageTransferDialog *>(u"importDialog"_s);
    QVERIFY(import);
    QVERIFY(import->isVisible());
    QCOMPARE(import->format(), u"rule"_s);
    import->setSource(pages);
    const QString package = m_dir.filePath(u"site"_s);
    import->setTarget(package);
    QSignalSpy finished(import, &ui::PackageTransferDialog::transferFinished);
    QVERIFY2(import->start(&error), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeoutMs);
    QVERIFY2(finished[0][0].toBool(), qPrintable(import->summary()));
    QCOMPARE(import->transferred(), 2);
    bool missed = false;
    for (int row = 0; row < import->problemTable()->rowCount(); ++row)
        missed =
            missed || (import->problemTable()->item(row, 1)->text() == u"other.html"_s &&
                       import->problemTable()->item(row, 2)->text().contains(u"matched nothing"_s));
    QVERIFY(missed);
    const core::TestPackageReader::Result read =
        core::TestPackageReader::read(package.toStdString());
    QVERIFY(read.package);
    const core::PackageDocument *story = nullptr;
    for (const core::PackageDocument &d : read.package->documents)
        if (d.stem == "story")
            story = &d;
    QVERIFY(story);
    QCOMPARE(QString::fromStdString(story->goldText),
             u"The annotated article\nFirst paragraph with several words of text.\n"
             u"Advertisement: buy now\nSecond paragraph, also main content here."_s);

    // The extractor's TP/FP/FN painted meanwhile: closing the dialog takes its highlights away
    // and leaves that painting as it was.
    m_window->annotationPanel()->setPaintExtractor(u"test-content"_s);
    QTRY_VERIFY_WITH_TIMEOUT(eval(u"bs.annotate.counts().tp || 0"_s).toInt() > 0, kTimeoutMs);
    const int truePositives = eval(u"bs.annotate.counts().tp"_s).toInt();
    QVERIFY(eval(u"bs.annotate.counts().sr || 0"_s).toInt() > 0);
    m_dialog->close();
    QTRY_COMPARE_WITH_TIMEOUT(eval(u"bs.annotate.counts().sr || 0"_s).toInt(), 0, kTimeoutMs);
    QCOMPARE(eval(u"bs.annotate.counts().tp || 0"_s).toInt(), truePositives);
}

QTEST_MAIN(TstSiteRuleDialog)
#include "tst_siteruledialog.moc"
