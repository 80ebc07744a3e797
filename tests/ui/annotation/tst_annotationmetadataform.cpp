// The annotation dock's metadata form in the real window under xvfb: the gold title, author and
// publication date picked on a fixture page (a click on an element, or a text selection, after
// the field's Pick button) are what the saved package's STEM.meta.json holds; a pick marks
// nothing; a date that does not parse is kept as written with a note. The annotator is one name
// for the whole window. A value longer than its field shows its start.
#include <annotation/annotationcontroller.h>
#include <annotation/annotationmetadataform.h>
#include <annotation/annotationpanel.h>
#include <common/settings.h>
#include <package/testpackagereader.h>

#include "testwait.h"
#include "windowtest.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QToolButton>

using namespace Qt::StringLiterals;
using namespace testwindow;

class TstAnnotationMetadataForm : public WindowTest
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanupTestCase();
    void clickPicksAndSaves_data();
    void clickPicksAndSaves();
    void selectionPicks();
    void pickNeedsAnnotationMode();
    void oneAnnotatorForTheWindow();
    void longValuesShowTheirStart_data();
    void longValuesShowTheirStart();

private:
    ui::AnnotationPanel *panel() const { return m_window->annotationPanel(); }
    ui::AnnotationMetadataForm *form() const { return panel()->metadataForm(); }
    void clickElement(const QString &selector);
    // The metadata of document `stem` saved into a new package.
    core::DocumentMetadata saved(const QString &stem);

    QTemporaryDir m_packages;
};

void TstAnnotationMetadataForm::initTestCase()
{
    QVERIFY(createWindow());
    QVERIFY(load(fixture(u"metadata.html"_s)));
}

void TstAnnotationMetadataForm::init()
{
    panel()->modeAction()->setChecked(true);
    panel()->controller()->clear();
    for (const QString &name : {u"meta:title"_s, u"meta:author"_s, u"meta:published"_s})
        m_window->findChild<QLineEdit *>(name)->clear();
}

void TstAnnotationMetadataForm::cleanupTestCase()
{
    panel()->controller()->discard();
}

void TstAnnotationMetadataForm::clickElement(const QString &selector)
{
    const int e = elementOf(selector);
    QVERIFY2(e > 0, qPrintable(selector));
    const QRectF box = rectOf(eval(u"bs.rect(%1)"_s.arg(e)).toMap());
    const QPoint centre = box.center().toPoint();
    QWidget *target = m_window->pageView()->focusProxy();
    QVERIFY(target);
    QTest::mouseMove(target, centre);
    QTest::mouseClick(target, Qt::LeftButton, {}, centre);
}

core::DocumentMetadata TstAnnotationMetadataForm::saved(const QString &stem)
{
    const QString package = m_packages.filePath(stem);
    QString error;
    if (!panel()->saveTo(package, stem, false, &error))
        qWarning("%s", qPrintable(error));
    const auto read = core::TestPackageReader::read(package.toStdString());
    return read.package && read.package->documents.size() == 1
               ? read.package->documents.front().metadata
               : core::DocumentMetadata{};
}

void TstAnnotationMetadataForm::clickPicksAndSaves_data()
{
    QTest::addColumn<QString>("field"); // title, author, published
    QTest::addColumn<QString>("selector");
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("noted"); // kept as written, with a note in red
    QTest::newRow("title") << u"title"_s << u"#headline"_s
                           << u"The harbour reopens after the storm"_s << false;
    QTest::newRow("author: By dropped") << u"author"_s << u"#byline"_s << u"Ann Lee"_s << false;
    QTest::newRow("published: read as a day")
        << u"published"_s << u"#published"_s << u"2024-03-18"_s << false;
    QTest::newRow("published: no day, as written")
        << u"published"_s << u"#second"_s
        << u"Fishing crews said the quays had held and that the nets would be out again by the "
           "end of the week."_s
        << true;
}

void TstAnnotationMetadataForm::clickPicksAndSaves()
{
    QFETCH(QString, field);
    QFETCH(QString, selector);
    QFETCH(QString, value);
    QFETCH(bool, noted);
    auto *edit = m_window->findChild<QLineEdit *>(u"meta:"_s + field);
    auto *pick = m_window->findChild<QToolButton *>(u"pick:"_s + field);
    QVERIFY(edit && pick);
    QVERIFY(pick->isEnabled());
    QSignalSpy goldChanged(panel()->controller(), &ui::AnnotationController::goldChanged);
    pick->click();
    QVERIFY(form()->picking());
    clickElement(selector);
    QTRY_COMPARE_WITH_TIMEOUT(edit->text(), value, kTimeoutMs);
    // The pick is over, and it marked nothing.
    QVERIFY(!form()->picking());
    QVERIFY(!pick->isChecked());
    QCOMPARE(goldChanged.count(), 0);
    QVERIFY(panel()->controller()->gold().nodes().empty());
    auto *note = m_window->findChild<QLabel *>(u"meta:pickNote"_s);
    QCOMPARE(!note->isHidden() && note->styleSheet().contains(u"color"_s), noted);
    // The package holds what was picked.
    const core::DocumentMetadata m = saved(QString::fromLatin1(QTest::currentDataTag())
                                               .replace(QRegularExpression(u"[^a-z]+"_s), u"-"_s));
    const std::string expected = value.toStdString();
    QCOMPARE(field == u"title"_s    ? m.title
             : field == u"author"_s ? m.author
                                    : m.published,
             expected);
    // A click after the pick marks as before.
    clickElement(selector);
    QTRY_VERIFY_WITH_TIMEOUT(!panel()->controller()->gold().nodes().empty(), kTimeoutMs);
}

void TstAnnotationMetadataForm::selectionPicks()
{
    auto *edit = m_window->findChild<QLineEdit *>(u"meta:title"_s);
    m_window->findChild<QToolButton *>(u"pick:title"_s)->click();
    // The selection the mouse would make over "reopens after" (from inside "reopens"), then what
    // annotate.js does on mouse-up: the pick takes whole words, as a range mark does.
    const QString code =
        u"(() => { const t = document.querySelector('#headline').firstChild; "
        "getSelection().setBaseAndExtent(t, t.data.indexOf('reopens') + 2, t, "
        "t.data.indexOf('after') + 5); return bs.annotate.commitSelection(); })()"_s;
    QVERIFY(eval(code).toBool());
    QTRY_COMPARE_WITH_TIMEOUT(edit->text(), u"reopens after"_s, kTimeoutMs);
    QVERIFY(panel()->controller()->gold().ranges().empty());
    QCOMPARE(saved(u"selection"_s).title, std::string("reopens after"));
}

void TstAnnotationMetadataForm::pickNeedsAnnotationMode()
{
    auto *pick = m_window->findChild<QToolButton *>(u"pick:author"_s);
    pick->click();
    QVERIFY(form()->picking());
    panel()->modeAction()->setChecked(false);
    QVERIFY(!pick->isEnabled());
    QVERIFY(!pick->isChecked());
    QVERIFY(!form()->picking());
}

void TstAnnotationMetadataForm::oneAnnotatorForTheWindow()
{
    auto *here = m_window->findChild<QLineEdit *>(u"meta:annotator"_s);
    auto *campaign = m_window->findChild<QLineEdit *>(u"campaign:annotator"_s);
    QVERIFY(here && campaign);
    // Typed in the annotation dock: the campaign dock, the settings and the saved gold follow.
    here->clear();
    QTest::keyClicks(here, u"Tess Tester"_s);
    QCOMPARE(campaign->text(), u"Tess Tester"_s);
    QCOMPARE(ui::Settings().annotator(), u"Tess Tester"_s);
    QCOMPARE(saved(u"annotator"_s).annotator, std::string("Tess Tester"));
    // Typed in the campaign dock: the annotation dock follows.
    campaign->clear();
    QTest::keyClicks(campaign, u"Ann Other"_s);
    QCOMPARE(here->text(), u"Ann Other"_s);
    QCOMPARE(form()->annotator(), u"Ann Other"_s);
    QCOMPARE(ui::Settings().annotator(), u"Ann Other"_s);
    // A document that names another annotator says so; saving records the window's.
    core::DocumentMetadata other = panel()->metadata();
    other.annotator = "Someone Else";
    panel()->setMetadata(other);
    QCOMPARE(here->text(), u"Ann Other"_s);
    auto *recorded = m_window->findChild<QLabel *>(u"meta:recordedAnnotator"_s);
    QVERIFY(!recorded->isHidden());
    QVERIFY(recorded->text().contains(u"Someone Else"_s));
    QCOMPARE(panel()->metadata().annotator, std::string("Ann Other"));
}

QTEST_MAIN(TstAnnotationMetadataForm)
void TstAnnotationMetadataForm::longValuesShowTheirStart_data()
{
    QTest::addColumn<QString>("field"); // the line edit's name after "meta:"
    QTest::addColumn<bool>("picked");   // picked on the page, else prefilled from the page
    QTest::newRow("url") << u"url"_s << false;
    QTest::newRow("title") << u"title"_s << false;
    QTest::newRow("author") << u"author"_s << false;
    QTest::newRow("picked title") << u"title"_s << true;
}

// A prefilled or picked value wider than its field shows its start, where a title or a URL says
// what it is (a line edit given a text shows the text's end, where its cursor goes).
void TstAnnotationMetadataForm::longValuesShowTheirStart()
{
    QFETCH(QString, field);
    QFETCH(bool, picked);
    auto *edit = m_window->findChild<QLineEdit *>(u"meta:"_s + field);
    QVERIFY(edit);
    const QString value =
        u"Squarespace Roadmap Discussion - Squarespace products - the Squarespace "
        "Forum of every user who ever wondered about the roadmap"_s;
    QVERIFY(edit->fontMetrics().horizontalAdvance(value) > edit->width());
    if (picked) {
        form()->startPick(ui::MetadataPick::Field::Title);
        form()->takePicked(value);
    } else {
        core::DocumentMetadata m;
        const std::string v = value.toStdString();
        (field == u"url"_s ? m.url : field == u"title"_s ? m.title : m.author) = v;
        form()->setMetadata(m);
    }
    QCOMPARE(edit->text(), value);
    QCOMPARE(edit->cursorPosition(), 0);
}

#include "tst_annotationmetadataform.moc"
