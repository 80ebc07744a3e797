// Drives the annotation mode of the real window under xvfb: marks by clicks on a fixture page,
// keys, text selections, undo/redo, saving into a package, reopening it, failed saves, the
// unsaved-changes question, scores and TP/FP/FN painting.
#include <annotation/annotationcontroller.h>
#include <annotation/annotationmetadataform.h>
#include <annotation/annotationpanel.h>
#include <annotation/annotationscoresmodel.h>
#include <extraction/textassembler.h>
#include <page/pageview.h>
#include <registry/extractorregistry.h>
#include <window/mainwindow.h>

#include <document/documentloader.h>
#include <measures/spancomparison.h>
#include <measures/textmetrics.h>
#include <package/packagejson.h>
#include <package/testpackagereader.h>
#include <package/testpackagewriter.h>

#include <algorithm>

#include "contentextractor.h"
#include "testwait.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace {

constexpr int kTimeoutMs = 30000;

const testpages::ContentExtractor kContent;

const QString kFixture = QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/annotate.html");
const QString kOther = QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/basic.html");

// Texts of the fixture under the visible-text rules (runs of white space and &nbsp; collapse).
const QString kP1 = u"First paragraph with several words of text."_s;
const QString kP2 = u"Second paragraph, also main content here."_s;
const QString kMain = u"The annotated article\n"_s + kP1 + u"\nAdvertisement: buy now\n"_s + kP2;

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("<missing>");
}

} // namespace

class TstAnnotationPanel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init();
    void shortcutTogglesModeAndClicksMark();
    void undoRedoByKeys();
    void growAndShrinkByKeys();
    void textSelectionMarksWholeWords_data();
    void textSelectionMarksWholeWords();
    void metadataIsPrefilled();
    void metadataKeepsWhatTheFormDoesNotShow();
    void saveReopenAndCompare();
    void failedSaveKeepsPreviousPackage();
    void compressedDocumentStaysCompressed();
    void unsavedChangesAsk();
    void scoresAndPainting();

private:
    ui::MainWindow *newWindow();
    bool load(ui::MainWindow *window, const QString &path);
    QVariant eval(ui::MainWindow *window, const QString &code);
    int element(const QString &selector);
    void click(const QString &selector);
    void key(int key, Qt::KeyboardModifiers modifiers = {});
    ui::AnnotationPanel *panel() const { return m_window->annotationPanel(); }
    ui::AnnotationController *gold() const { return panel()->controller(); }
    // Waits until the page shows the annotation as it is now.
    bool pageUpdated();

    ui::MainWindow *m_window = nullptr;
};

ui::MainWindow *TstAnnotationPanel::newWindow()
{
    ui::MainWindow::Options options;
    options.useSettings = false;
    options.extractors = {core::ExtractorRegistry::find("plain"), &kContent};
    auto *w = new ui::MainWindow(options);
    w->setExtractorEnabled(u"plain"_s, true);
    w->setExtractorEnabled(u"test-content"_s, true);
    w->resize(1400, 900);
    w->show();
    return w;
}

void TstAnnotationPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_window = newWindow();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
    QVERIFY(load(m_window, kFixture));
}

void TstAnnotationPanel::cleanupTestCase()
{
    gold()->discard();
    delete m_window;
}

void TstAnnotationPanel::init()
{
    // Every test starts on the fixture with no gold and annotation mode on.
    if (m_window->pageView()->url() != QUrl::fromLocalFile(kFixture)) {
        gold()->discard();
        QVERIFY(load(m_window, kFixture));
    }
    gold()->clear();
    gold()->setSaved();
    panel()->setPaintExtractor(QString());
    panel()->modeAction()->setChecked(true);
    QVERIFY(pageUpdated());
}

bool TstAnnotationPanel::load(ui::MainWindow *window, const QString &path)
{
    bool started = false, shown = false;
    auto a =
        connect(window->pageView(), &QWebEngineView::loadStarted, this, [&] { started = true; });
    auto b = connect(window, &ui::MainWindow::analysisShown, this, [&] { shown = started; });
    window->openLocation(path);
    const bool ok = testwait::waitFor([&] { return shown; }, kTimeoutMs);
    disconnect(a);
    disconnect(b);
    return ok;
}

QVariant TstAnnotationPanel::eval(ui::MainWindow *window, const QString &code)
{
    QVariant result;
    bool done = false;
    window->pageView()->page()->runJavaScript(code, ui::PageView::kWorldId, [&](const QVariant &v) {
        result = v;
        done = true;
    });
    if (!testwait::waitFor([&] { return done; }, kTimeoutMs))
        qWarning("JavaScript did not return: %s", qPrintable(code));
    return result;
}

bool TstAnnotationPanel::pageUpdated()
{
    QSignalSpy spy(panel(), &ui::AnnotationPanel::pageUpdated);
    panel()->updatePage();
    return testwait::waitFor([&] { return spy.count() > 0; }, kTimeoutMs);
}

int TstAnnotationPanel::element(const QString &selector)
{
    return eval(m_window, u"bs.number(document.querySelector('%1'))"_s.arg(selector)).toInt();
}

void TstAnnotationPanel::click(const QString &selector)
{
    const int e = element(selector);
    QVERIFY2(e > 0, qPrintable(selector));
    const QVariantMap rect = eval(m_window, u"bs.rect(%1)"_s.arg(e)).toMap();
    const QPoint centre(qRound(rect[u"x"_s].toDouble() + rect[u"w"_s].toDouble() / 2),
                        qRound(rect[u"y"_s].toDouble() + rect[u"h"_s].toDouble() / 2));
    QWidget *target = m_window->pageView()->focusProxy();
    QVERIFY(target);
    QSignalSpy changed(gold(), &ui::AnnotationController::goldChanged);
    QTest::mouseMove(target, centre);
    QTest::mouseClick(target, Qt::LeftButton, {}, centre);
    QVERIFY(changed.wait(kTimeoutMs));
}

void TstAnnotationPanel::key(int key, Qt::KeyboardModifiers modifiers)
{
    QWidget *target = m_window->pageView()->focusProxy();
    m_window->activateWindow();
    target->setFocus();
    QTRY_VERIFY_WITH_TIMEOUT(target->hasFocus(), kTimeoutMs);
    QTest::keyClick(target, Qt::Key(key), modifiers);
}

void TstAnnotationPanel::shortcutTogglesModeAndClicksMark()
{
    panel()->modeAction()->setChecked(false);
    key(Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(panel()->modeAction()->isChecked());
    QVERIFY(m_window->findChild<QPushButton *>(u"annotationMode"_s)->isChecked());

    click(u"#p1"_s);
    QCOMPARE(panel()->goldPreview(), kP1);
    click(u"#p2"_s);
    QCOMPARE(panel()->goldPreview(), kP1 + u"\n"_s + kP2);
    // The page shows the marks in our overlay: one box per marked element.
    QVERIFY(pageUpdated());
    QCOMPARE(eval(m_window, u"bs.annotate.counts().gold"_s).toInt(), 2);
    // ... and outlines the element under the mouse (the last click's, #p2).
    QCOMPARE(eval(m_window, u"bs.annotate.counts().hover"_s).toInt(), 1);
    // A second click unmarks.
    click(u"#p1"_s);
    QCOMPARE(panel()->goldPreview(), kP2);
    QVERIFY(gold()->isModified());

    // Out of annotation mode a click selects but does not mark.
    key(Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!panel()->modeAction()->isChecked());
    QVERIFY(pageUpdated());
    QCOMPARE(eval(m_window, u"bs.annotate.counts().hover || 0"_s).toInt(), 0);
    const int title = element(u"#title"_s);
    const QVariantMap rect = eval(m_window, u"bs.rect(%1)"_s.arg(title)).toMap();
    QTest::mouseClick(
        m_window->pageView()->focusProxy(), Qt::LeftButton, {},
        QPoint(qRound(rect[u"x"_s].toDouble() + 5), qRound(rect[u"y"_s].toDouble() + 5)));
    QTRY_VERIFY_WITH_TIMEOUT(m_window->selectedElement() == title, kTimeoutMs);
    QCOMPARE(panel()->goldPreview(), kP2);
}

void TstAnnotationPanel::undoRedoByKeys()
{
    click(u"#p1"_s);
    click(u"#p2"_s);
    QCOMPARE(panel()->goldPreview(), kP1 + u"\n"_s + kP2);
    key(Qt::Key_Z, Qt::ControlModifier);
    QTRY_COMPARE_WITH_TIMEOUT(panel()->goldPreview(), kP1, kTimeoutMs);
    key(Qt::Key_Z, Qt::ControlModifier);
    QTRY_COMPARE_WITH_TIMEOUT(panel()->goldPreview(), QString(), kTimeoutMs);
    key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_COMPARE_WITH_TIMEOUT(panel()->goldPreview(), kP1, kTimeoutMs);
    key(Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_COMPARE_WITH_TIMEOUT(panel()->goldPreview(), kP1 + u"\n"_s + kP2, kTimeoutMs);
}

void TstAnnotationPanel::growAndShrinkByKeys()
{
    click(u"#p1"_s);
    QCOMPARE(gold()->currentElement(), element(u"#p1"_s));
    key(Qt::Key_Up);
    QTRY_COMPARE_WITH_TIMEOUT(panel()->goldPreview(), kMain, kTimeoutMs);
    QCOMPARE(gold()->currentElement(), element(u"#main"_s));
    // The window's selection follows the mark worked on.
    QTRY_COMPARE_WITH_TIMEOUT(m_window->selectedElement(), element(u"#main"_s), kTimeoutMs);
    // Down: the first child element with words, the heading.
    key(Qt::Key_Down);
    QTRY_COMPARE_WITH_TIMEOUT(panel()->goldPreview(), u"The annotated article"_s, kTimeoutMs);
    QCOMPARE(gold()->currentElement(), element(u"#title"_s));
    // Both are undoable steps.
    key(Qt::Key_Z, Qt::ControlModifier);
    QTRY_COMPARE_WITH_TIMEOUT(panel()->goldPreview(), kMain, kTimeoutMs);
}

void TstAnnotationPanel::textSelectionMarksWholeWords_data()
{
    QTest::addColumn<QString>("selector");
    QTest::addColumn<QString>("from"); // the selection starts this many characters into ...
    QTest::addColumn<int>("fromShift");
    QTest::addColumn<QString>("to"); // ... and ends this many after the start of this word
    QTest::addColumn<int>("toShift");
    QTest::addColumn<QString>("gold");
    // Raw "with   several   words": the collapsed offsets differ from the DOM's.
    QTest::newRow("collapsed spaces") << "#p1"
                                      << "several" << 2 << "words" << 3 << "several words";
    // "also&nbsp;main": the no-break space is white space for the rules, one unit long.
    QTest::newRow("nbsp") << "#p2"
                          << "paragraph" << 0 << "main" << 2 << "paragraph, also main";
}

void TstAnnotationPanel::textSelectionMarksWholeWords()
{
    QFETCH(QString, selector);
    QFETCH(QString, from);
    QFETCH(int, fromShift);
    QFETCH(QString, to);
    QFETCH(int, toShift);
    QFETCH(QString, gold);
    QSignalSpy changed(this->gold(), &ui::AnnotationController::goldChanged);
    // The selection the mouse would make, then what annotate.js does on mouse-up.
    const QString code = u"(() => { const t = document.querySelector('%1').firstChild; "
                         "getSelection().setBaseAndExtent(t, t.data.indexOf('%2') + %3, t, "
                         "t.data.indexOf('%4') + %5); "
                         "return bs.annotate.commitSelection(); })()"_s.arg(selector, from)
                             .arg(fromShift)
                             .arg(to)
                             .arg(toShift);
    QVERIFY(eval(m_window, code).toBool());
    QTRY_VERIFY_WITH_TIMEOUT(changed.count() > 0, kTimeoutMs);
    QCOMPARE(panel()->goldPreview(), gold);
    QCOMPARE(int(this->gold()->gold().ranges().size()), 1);
    // The page highlights the range, and it reads as the gold says.
    QVERIFY(pageUpdated());
    QVERIFY(eval(m_window, u"bs.annotate.counts().g"_s).toInt() >= 1);
    QCOMPARE(eval(m_window, u"getSelection().isCollapsed"_s).toBool(), true);
}

void TstAnnotationPanel::metadataIsPrefilled()
{
    const core::DocumentMetadata m = panel()->metadata();
    QCOMPARE(m.url, std::string("https://example.org/news/annotation-fixture.html"));
    QCOMPARE(m.language, std::string("en"));
    QCOMPARE(m.title, std::string("Annotation fixture"));
    QVERIFY(!m.fragmented && !m.multipleArticles);
    QCOMPARE(ui::AnnotationPanel::suggestedStem(QUrl(QString::fromStdString(m.url)), {}),
             u"annotation-fixture"_s);
    QCOMPARE(ui::AnnotationPanel::suggestedStem(
                 QUrl::fromLocalFile(u"/data/pages/ars-1/source.html"_s), {}),
             u"ars-1"_s);
    QCOMPARE(ui::AnnotationPanel::suggestedStem(QUrl(u"https://example.org/"_s), u"A title!"_s),
             u"A-title"_s);
}

void TstAnnotationPanel::metadataKeepsWhatTheFormDoesNotShow()
{
    const core::DocumentMetadata before = panel()->metadata();
    core::DocumentMetadata m = before;
    m.author = "Ann Lee, Bo Chen";
    m.published = "2024-03-18";
    m.pageType = "article";
    m.siteName = "Example News";
    m.adjudicatedFrom = {"a", "b"};
    panel()->setMetadata(m);
    const core::DocumentMetadata after = panel()->metadata();
    QCOMPARE(m_window->findChild<QLineEdit *>(u"meta:author"_s)->text(), u"Ann Lee, Bo Chen"_s);
    QCOMPARE(m_window->findChild<QLineEdit *>(u"meta:published"_s)->text(), u"2024-03-18"_s);
    QCOMPARE(after.author, m.author);
    QCOMPARE(after.published, m.published);
    QCOMPARE(after.pageType, m.pageType);
    QCOMPARE(after.siteName, m.siteName);
    QCOMPARE(after.adjudicatedFrom, m.adjudicatedFrom);
    panel()->setMetadata(before);
}

void TstAnnotationPanel::saveReopenAndCompare()
{
    QTemporaryDir tmp;
    const QString pkg = tmp.filePath(u"pkg"_s);
    click(u"#main"_s);
    click(u"#ad"_s); // splits #main around the advertisement
    const QString goldText = u"The annotated article\n"_s + kP1 + u"\n"_s + kP2;
    QCOMPARE(panel()->goldPreview(), goldText);
    auto *annotator = m_window->findChild<QLineEdit *>(u"meta:annotator"_s);
    annotator->setText(u"Tess Tester"_s);
    auto fragmented = m_window->findChild<QCheckBox *>(u"meta:fragmented"_s);
    fragmented->setCheckState(Qt::Checked);
    // The metadata gold: the article's author and publication date.
    m_window->findChild<QLineEdit *>(u"meta:author"_s)->setText(u"Ann Lee"_s);
    m_window->findChild<QLineEdit *>(u"meta:published"_s)->setText(u"2024-03-18"_s);

    QString error;
    QVERIFY2(panel()->saveTo(pkg, u"fixture"_s, false, &error), qPrintable(error));
    QVERIFY(!gold()->isModified());
    // The files: the page byte for byte, the gold text, metadata and node-level gold.
    QCOMPARE(readAll(pkg + u"/fixture.html"_s), readAll(kFixture));
    QCOMPARE(QString::fromUtf8(readAll(pkg + u"/fixture.txt"_s)), goldText);
    const auto read = core::TestPackageReader::read(pkg.toStdString());
    QVERIFY(read.package);
    QCOMPARE(read.package->documents.size(), size_t(1));
    const core::PackageDocument &doc = read.package->documents[0];
    QCOMPARE(doc.metadata.annotator, std::string("Tess Tester"));
    QCOMPARE(doc.metadata.fragmented, std::optional<bool>(true));
    QCOMPARE(doc.metadata.multipleArticles, std::optional<bool>());
    QCOMPARE(doc.metadata.language, std::string("en"));
    QCOMPARE(doc.metadata.author, std::string("Ann Lee"));
    QCOMPARE(doc.metadata.published, std::string("2024-03-18"));
    QStringList paths;
    for (const core::GoldNode &n : doc.goldNodes)
        paths << QString::fromStdString(n.path);
    QCOMPARE(paths, (QStringList{u"/html/body/div[1]/h1"_s, u"/html/body/div[1]/p[1]"_s,
                                 u"/html/body/div[1]/p[2]"_s}));
    QVERIFY(doc.goldNodesOfRendered && doc.hasRendered);

    // An existing document is not replaced unless asked.
    QVERIFY(!panel()->saveTo(pkg, u"fixture"_s, false, &error));
    QVERIFY2(error.contains(u"exist"_s), qPrintable(error));

    // A new window opens the document: same page, same marks, same metadata, nothing modified.
    std::unique_ptr<ui::MainWindow> other(newWindow());
    QVERIFY(QTest::qWaitForWindowExposed(other.get()));
    ui::AnnotationPanel *otherPanel = other->annotationPanel();
    bool shown = false;
    connect(other.get(), &ui::MainWindow::analysisShown, this, [&] { shown = true; });
    other->openPackageDocument(pkg, u"fixture"_s);
    QVERIFY(testwait::waitFor([&] { return shown && !otherPanel->goldPreview().isEmpty(); },
                              kTimeoutMs));
    QCOMPARE(otherPanel->goldPreview(), goldText);
    QVERIFY(otherPanel->modeAction()->isChecked());
    QVERIFY(!otherPanel->controller()->isModified());
    QCOMPARE(otherPanel->metadata().annotator, std::string("Tess Tester"));
    QCOMPARE(otherPanel->metadata().fragmented, std::optional<bool>(true));
    QCOMPARE(otherPanel->metadata().author, std::string("Ann Lee"));
    QCOMPARE(otherPanel->metadata().published, std::string("2024-03-18"));
    QCOMPARE(otherPanel->controller()->markedElements().size(), 3);
    QTRY_COMPARE_WITH_TIMEOUT(eval(other.get(), u"bs.annotate.counts().gold"_s).toInt(), 3,
                              kTimeoutMs);
    // Saving it again writes the same files.
    const QByteArray txt = readAll(pkg + u"/fixture.txt"_s),
                     meta = readAll(pkg + u"/fixture.meta.json"_s),
                     nodes = readAll(pkg + u"/fixture.gold-nodes.json"_s);
    QVERIFY2(otherPanel->saveTo(pkg, u"fixture"_s, true, &error), qPrintable(error));
    QCOMPARE(readAll(pkg + u"/fixture.txt"_s), txt);
    QCOMPARE(readAll(pkg + u"/fixture.meta.json"_s), meta);
    QCOMPARE(readAll(pkg + u"/fixture.gold-nodes.json"_s), nodes);
    // An edit there, saved, is what a third reader sees.
    otherPanel->controller()->toggleElement(
        eval(other.get(), u"bs.number(document.querySelector('#title'))"_s).toInt());
    QVERIFY(otherPanel->controller()->isModified());
    QVERIFY(otherPanel->saveTo(pkg, u"fixture"_s, true, &error));
    QCOMPARE(QString::fromUtf8(readAll(pkg + u"/fixture.txt"_s)), kP1 + u"\n"_s + kP2);

    // Part of a text node is node-level gold with its byte range, so reopening restores it. (This
    // used to assert the opposite: the range was lost and the dock said the marks "do not give"
    // the package's gold text.)
    QSignalSpy changed(otherPanel->controller(), &ui::AnnotationController::goldChanged);
    QVERIFY(eval(other.get(), u"(() => { const t = document.querySelector('#ad').firstChild; "
                              "getSelection().setBaseAndExtent(t, 0, t, 5); "
                              "return bs.annotate.commitSelection(); })()"_s)
                .toBool());
    QTRY_VERIFY_WITH_TIMEOUT(changed.count() > 0, kTimeoutMs);
    QVERIFY(otherPanel->goldPreview().contains(u"Advertisement:"_s));
    QVERIFY(otherPanel->saveTo(pkg, u"fixture"_s, true, &error));
    const QString withRange = QString::fromUtf8(readAll(pkg + u"/fixture.txt"_s));
    QVERIFY(withRange.contains(u"Advertisement:"_s));
    const auto reread = core::TestPackageReader::read(pkg.toStdString());
    QVERIFY(reread.package);
    QCOMPARE(int(std::count_if(reread.package->documents[0].goldNodes.begin(),
                               reread.package->documents[0].goldNodes.end(),
                               [](const core::GoldNode &n) { return n.begin.has_value(); })),
             1);
    shown = false;
    changed.clear();
    other->openPackageDocument(pkg, u"fixture"_s);
    QTRY_VERIFY_WITH_TIMEOUT(shown && changed.count() > 0 &&
                                 otherPanel->controller()->gold().ranges().size() == 1,
                             kTimeoutMs);
    QCOMPARE(otherPanel->goldPreview(), withRange);
    auto *target = other->findChild<QLabel *>(u"target"_s);
    QVERIFY(!target->text().contains(u"do not give"_s));
    QVERIFY(!otherPanel->controller()->isModified());
}

void TstAnnotationPanel::failedSaveKeepsPreviousPackage()
{
    QTemporaryDir tmp;
    const QString pkg = tmp.filePath(u"pkg"_s);
    click(u"#p1"_s);
    QString error;
    QVERIFY2(panel()->saveTo(pkg, u"doc"_s, false, &error), qPrintable(error));
    QMap<QString, QByteArray> before;
    for (const QString &name : QDir(pkg).entryList(QDir::Files))
        before[name] = readAll(pkg + u"/"_s + name);
    // package.json, guidelines.md + html, txt, meta, gold-nodes, rendered
    QCOMPARE(before.size(), 7);

    click(u"#p2"_s);
    // The disk fails (as a full disk would): the writer reports it after writing nothing.
    panel()->setWriter([](const std::string &, const core::PackageDocument &, std::string_view,
                          std::string_view, bool, std::string &e) {
        e = "doc.txt: No space left on device";
        return false;
    });
    QSignalSpy failed(panel(), &ui::AnnotationPanel::saveFailed);
    QVERIFY(!panel()->saveTo(pkg, u"doc"_s, true, &error));
    QCOMPARE(error, u"doc.txt: No space left on device"_s);
    QCOMPARE(failed.count(), 1);
    QVERIFY(gold()->isModified());
    panel()->setWriter(&core::TestPackageWriter::writeDocument);
    // The real writer, into a package whose parent is a regular file: nothing can be created.
    const QString file = tmp.filePath(u"plain-file"_s);
    QFile(file).open(QIODevice::WriteOnly);
    QVERIFY(!panel()->saveTo(file + u"/pkg"_s, u"doc"_s, false, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(gold()->isModified());
    QMap<QString, QByteArray> after;
    for (const QString &name : QDir(pkg).entryList(QDir::Files))
        after[name] = readAll(pkg + u"/"_s + name);
    QCOMPARE(after, before);
}

void TstAnnotationPanel::compressedDocumentStaysCompressed()
{
    QTemporaryDir tmp;
    const std::string pkg = tmp.filePath(u"pkg"_s).toStdString();
    std::string error;
    QVERIFY(core::TestPackageWriter::create(pkg, {"gz", "", "", ""}, false, error));
    core::PackageDocument doc;
    doc.stem = "packed";
    doc.compressed = true;
    doc.goldText = kP1.toStdString();
    doc.metadata.annotator = "someone";
    doc.goldNodes = {{"/html/body/div[1]/p[1]", -1}};
    const QByteArray html = readAll(kFixture);
    QVERIFY(core::TestPackageWriter::writeDocument(
        pkg, doc, std::string_view(html.constData(), size_t(html.size())), {}, false, error));

    bool shown = false;
    auto c = connect(m_window, &ui::MainWindow::analysisShown, this, [&] { shown = true; });
    m_window->openPackageDocument(QString::fromStdString(pkg), u"packed"_s);
    QTRY_VERIFY_WITH_TIMEOUT(shown && panel()->goldPreview() == kP1, kTimeoutMs);
    disconnect(c);
    // The document names its annotator under the form; saving records the window's annotator.
    panel()->metadataForm()->setAnnotator(u"Tess Tester"_s);
    QVERIFY(
        m_window->findChild<QLabel *>(u"meta:recordedAnnotator"_s)->text().contains(u"someone"_s));
    QCOMPARE(panel()->metadata().annotator, std::string("Tess Tester"));
    click(u"#p2"_s);
    QString message;
    QVERIFY2(panel()->saveTo(QString::fromStdString(pkg), u"packed"_s, true, &message),
             qPrintable(message));
    const QString base = QString::fromStdString(pkg) + u"/packed"_s;
    QVERIFY(!QFile::exists(base + u".html"_s));
    const QByteArray packed = readAll(base + u".html.gz"_s);
    std::string unpackError;
    const auto unpacked = core::DocumentLoader::gunzip(
        std::string_view(packed.constData(), size_t(packed.size())), unpackError);
    QVERIFY(unpacked);
    QCOMPARE(QByteArray::fromStdString(*unpacked), html);
    QCOMPARE(QString::fromUtf8(readAll(base + u".txt"_s)), kP1 + u"\n"_s + kP2);
}

void TstAnnotationPanel::unsavedChangesAsk()
{
    click(u"#p1"_s);
    QVERIFY(gold()->isModified());
    // Answers the question box with the given button as soon as it shows; counts the answers.
    int answered = 0;
    const auto answer = [&answered](QMessageBox::StandardButton button) {
        auto *timer = new QTimer;
        timer->setInterval(50);
        connect(timer, &QTimer::timeout, timer, [timer, button, &answered] {
            for (QWidget *w : QApplication::topLevelWidgets())
                if (auto *box = qobject_cast<QMessageBox *>(w); box && box->isVisible()) {
                    ++answered;
                    box->button(button)->click();
                    timer->deleteLater();
                    return;
                }
        });
        timer->start();
    };
    answer(QMessageBox::Cancel);
    m_window->openLocation(kOther);
    QCOMPARE(answered, 1);
    QCOMPARE(m_window->pageView()->url(), QUrl::fromLocalFile(kFixture));
    QCOMPARE(panel()->goldPreview(), kP1);

    answer(QMessageBox::Discard);
    QVERIFY(load(m_window, kOther));
    QCOMPARE(answered, 2);
    QVERIFY(!gold()->isModified());
    QCOMPARE(panel()->goldPreview(), QString());

    // Leaving by the page itself (a link, a script, history) cannot be stopped, but the gold of
    // the page left is still offered for saving when the next page is shown.
    click(u"#first"_s);
    QVERIFY(gold()->isModified());
    answer(QMessageBox::Discard);
    bool shown = false;
    auto c = connect(m_window, &ui::MainWindow::analysisShown, this, [&] { shown = true; });
    m_window->pageView()->page()->runJavaScript(
        u"location.href = '%1'"_s.arg(QUrl::fromLocalFile(kFixture).toString()));
    QTRY_VERIFY_WITH_TIMEOUT(shown && m_window->pageView()->url() == QUrl::fromLocalFile(kFixture),
                             kTimeoutMs);
    disconnect(c);
    QCOMPARE(answered, 3);
    QVERIFY(!gold()->isModified());
}

void TstAnnotationPanel::scoresAndPainting()
{
    click(u"#p1"_s);
    click(u"#p2"_s);
    const auto analysis = m_window->analysis();
    QVERIFY(analysis && analysis->runs.size() == 2);
    ui::AnnotationScoresModel *model = panel()->scoresModel();
    QCOMPARE(model->rowCount(), int(2 * core::kMeasureCount));
    const std::string goldText = gold()->goldText().toStdString();
    for (const ui::ExtractorRun &run : analysis->runs) {
        const core::MeasureScores expected = core::TextMetrics::score(goldText, run.result.text);
        const core::MeasureScores *got = model->scores(QString::fromStdString(run.id));
        QVERIFY(got);
        for (size_t m = 0; m < core::kMeasureCount; ++m) {
            QCOMPARE((*got)[m].precision, expected[m].precision);
            QCOMPARE((*got)[m].recall, expected[m].recall);
            QCOMPARE((*got)[m].f1, expected[m].f1);
        }
    }
    // test-content chose #main: all gold words are found (recall 1), the heading and the
    // advertisement are extra. Words: TP = p1 7 + p2 6 = 13, FP = 3 + 3 = 6, FN = 0.
    const core::MeasureScores *content = model->scores(u"test-content"_s);
    QCOMPARE((*content)[size_t(core::Measure::BagOfWords)].recall, 1.0);
    QCOMPARE((*content)[size_t(core::Measure::BagOfWords)].precision, 13.0 / 19.0);

    panel()->setPaintExtractor(u"test-content"_s);
    QVERIFY(pageUpdated());
    const QVariantMap counts = eval(m_window, u"bs.annotate.counts()"_s).toMap();
    QVERIFY(counts.value(u"tp"_s).toInt() >= 2); // one box per line at least
    QVERIFY(counts.value(u"fp"_s).toInt() >= 2);
    QCOMPARE(counts.value(u"fn"_s).toInt(), 0);
    const QString legend = m_window->findChild<QLabel *>(u"legend"_s)->text();
    QVERIFY2(legend.contains(u"true positive 13 words"_s), qPrintable(legend));
    QVERIFY2(legend.contains(u"false positive 6"_s), qPrintable(legend));
    QVERIFY2(legend.contains(u"false negative 0"_s), qPrintable(legend));
    // For looking at it: BOILERSCOPE_SCREENSHOT=PATH saves the window as painted now.
    if (const QString shot = qEnvironmentVariable("BOILERSCOPE_SCREENSHOT"); !shot.isEmpty())
        QVERIFY(m_window->exportImage(shot));

    // Unmarking p2 turns its words into false positives, at once.
    click(u"#p2"_s);
    QTRY_VERIFY_WITH_TIMEOUT(
        m_window->findChild<QLabel *>(u"legend"_s)->text().contains(u"false positive 12"_s),
        kTimeoutMs);
}

QTEST_MAIN(TstAnnotationPanel)
#include "tst_annotationpanel.moc"
