// Extractors ▸ Add Definition File… in the real window under xvfb: the file is remembered and
// offered again by the next window (settings on, in an isolated location); a remembered file
// deleted since is said in the status bar and forgotten, one made malformed is said and kept;
// and a definition added while the window is open is offered for pre-annotation too, its program
// run off the GUI thread.
#include <annotation/annotationcontroller.h>
#include <annotation/annotationpanel.h>
#include <campaign/campaigndock.h>
#include <common/settings.h>
#include <extractors/analysiscontroller.h>
#include <extractors/extractorpanel.h>
#include <inspector/comparepanel.h>
#include <window/mainwindow.h>

#include <annotation/preannotation.h>
#include <external/externalextractor.h>

#include "contentextractor.h"
#include "testwait.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

#include <cerrno>
#include <csignal>
#include <sys/types.h>

using namespace Qt::StringLiterals;

namespace {

constexpr int kTimeoutMs = 30000;

const testpages::ContentExtractor kContent;

// Definitions that run the io fixtures' scripts ({dir}/../../io/...): one that returns the page,
// one that fails with status 3.
const QString kEcho = QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/extractors/echo-page.json");
const QString kFailing = QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/extractors/fail-page.json");
const QString kPage = QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/annotate.html");
const QString kOtherPage = QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/basic.html");

QStringList remembered()
{
    return ui::Settings().definitionFiles();
}

bool write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// A window that reads and writes the settings, with the catalog's extractors.
std::unique_ptr<ui::MainWindow> windowWithSettings()
{
    ui::MainWindow::Options options;
    options.useSettings = true;
    return std::make_unique<ui::MainWindow>(options);
}

// The extractor is offered everywhere: a row of the panel's external group, the compare view's
// drop-downs, the pre-annotation menu.
bool offered(const ui::MainWindow &window, const QString &id)
{
    const ui::ExtractorPanel *panel = window.extractorPanel();
    const auto *header = panel->findChild<QLabel *>(u"externalHeader"_s);
    return window.controller()->extractor(id.toStdString()) &&
           panel->findChild<QCheckBox *>(u"enable:"_s + id) &&
           panel->findChild<QLabel *>(u"status:"_s + id) && header && !header->isHidden() &&
           window.comparePanel()->findChild<QComboBox *>(u"compareA"_s)->findData(id) >= 0 &&
           window.campaignDock()->preannotateMenu()->findChild<QAction *>(u"preannotate:"_s + id);
}

QString statusText(const ui::MainWindow &window)
{
    return window.findChild<QLabel *>(u"statusMessage"_s)->text();
}

} // namespace

class TstDefinitionFiles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void addedFileIsOfferedByTheNextWindow();
    void rememberedFileThatChanged_data();
    void rememberedFileThatChanged();
    void addedDefinitionPreannotates_data();
    void addedDefinitionPreannotates();
    void closingWindowStopsItsPrograms_data();
    void closingWindowStopsItsPrograms();

private:
    QTemporaryDir m_dir;
};

void TstDefinitionFiles::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Settings in the test location, under names of their own, empty; no definitions of the
    // user's own (ExtractorCatalog::userFolder).
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"boilerscope-tests"_s);
    QCoreApplication::setApplicationName(u"tst_definitionfiles"_s);
    QSettings().clear();
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_dir.filePath(u"config"_s)));
    QVERIFY(QFile::exists(kEcho));
}

void TstDefinitionFiles::addedFileIsOfferedByTheNextWindow()
{
    {
        const auto window = windowWithSettings();
        QVERIFY(!window->controller()->extractor("ext:echo-page"));
        QString error;
        QVERIFY2(window->addDefinitionFile(kEcho, &error), qPrintable(error));
        QVERIFY(offered(*window, u"ext:echo-page"_s));
        QVERIFY2(statusText(*window).contains(u"ext:echo-page added"_s),
                 qPrintable(statusText(*window)));
        QCOMPARE(remembered(), QStringList{QFileInfo(kEcho).absoluteFilePath()});
        // Added twice: remembered once.
        QVERIFY(window->addDefinitionFile(kEcho));
        QCOMPARE(remembered().size(), 1);
    }
    const auto next = windowWithSettings();
    QVERIFY(offered(*next, u"ext:echo-page"_s));
    QVERIFY(next->extractorPanel()->isAvailable(u"ext:echo-page"_s));
    QVERIFY2(!statusText(*next).contains(u"echo-page"_s), qPrintable(statusText(*next)));
}

void TstDefinitionFiles::rememberedFileThatChanged_data()
{
    QTest::addColumn<bool>("deleted"); // else made malformed
    QTest::addColumn<QString>("said"); // in the status bar
    QTest::addColumn<bool>("kept");    // still remembered
    QTest::newRow("deleted") << true << u"no longer there, forgotten"_s << false;
    QTest::newRow("made malformed") << false << u"definition file(s) left out"_s << true;
}

void TstDefinitionFiles::rememberedFileThatChanged()
{
    QFETCH(bool, deleted);
    QFETCH(QString, said);
    QFETCH(bool, kept);
    // Another file is remembered besides: it is offered whatever becomes of this one.
    ui::Settings().setDefinitionFiles({QFileInfo(kEcho).absoluteFilePath()});
    const QString file = QDir(m_dir.path()).absoluteFilePath(u"changing.json"_s);
    QVERIFY(write(file, R"({"command": ["/bin/cat"]})"));
    {
        const auto window = windowWithSettings();
        QVERIFY(window->addDefinitionFile(file));
        QVERIFY(offered(*window, u"ext:changing"_s));
    }
    QVERIFY(remembered().contains(file));
    if (deleted)
        QVERIFY(QFile::remove(file));
    else
        QVERIFY(write(file, R"({"command": ["/bin/cat"], "timeout": "soon"})"));

    const auto next = windowWithSettings(); // neither crashes nor asks
    QVERIFY(!next->controller()->extractor("ext:changing"));
    const QString status = statusText(*next);
    QVERIFY2(status.contains(said) && status.contains(u"changing.json"_s), qPrintable(status));
    QCOMPARE(remembered().contains(file), kept);
    // The other remembered file is offered as before.
    QVERIFY(offered(*next, u"ext:echo-page"_s));
    QVERIFY(remembered().contains(QFileInfo(kEcho).absoluteFilePath()));
    // Loading the first page replaces the note at once: it is said again when the page is ready.
    next->show();
    QVERIFY(QTest::qWaitForWindowExposed(next.get()));
    next->openLocation(kPage);
    QTRY_VERIFY2_WITH_TIMEOUT(next->analysis() && statusText(*next).contains(said),
                              qPrintable(statusText(*next)), kTimeoutMs);
    // ... until another page is loaded.
    next->openLocation(kOtherPage);
    QTRY_VERIFY2_WITH_TIMEOUT(next->analysis() &&
                                  next->analysis()->page.url.toString().endsWith(u"basic.html"_s) &&
                                  statusText(*next) == u"Ready"_s,
                              qPrintable(statusText(*next)), kTimeoutMs);
    // Forgotten means said once, not at every start.
    if (!kept) {
        const auto third = windowWithSettings();
        QVERIFY2(!statusText(*third).contains(u"changing.json"_s), qPrintable(statusText(*third)));
    }
    QFile::remove(file);
}

void TstDefinitionFiles::addedDefinitionPreannotates_data()
{
    QTest::addColumn<QString>("definition");
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("succeeds");
    QTest::newRow("echo") << kEcho << u"ext:echo-page"_s << true;
    QTest::newRow("failing program") << kFailing << u"ext:fail-page"_s << false;
}

void TstDefinitionFiles::addedDefinitionPreannotates()
{
    QFETCH(QString, definition);
    QFETCH(QString, id);
    QFETCH(bool, succeeds);
    // No settings, a test extractor only: the definition is the only external one.
    ui::MainWindow::Options options;
    options.useSettings = false;
    options.extractors = {&kContent};
    ui::MainWindow window(options);
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ui::CampaignDock *dock = window.campaignDock();
    ui::AnnotationController *gold = window.annotationPanel()->controller();
    QMenu *menu = dock->preannotateMenu();
    QVERIFY(menu->findChild<QAction *>(u"preannotate:test-content"_s));
    QVERIFY(!menu->findChild<QAction *>(u"preannotate:"_s + id));

    QString error;
    QVERIFY2(window.addDefinitionFile(definition, &error), qPrintable(error));
    QAction *start = menu->findChild<QAction *>(u"preannotate:"_s + id);
    QVERIFY(start);
    QVERIFY(menu->actions().contains(start));
    // Added again: replaced, not listed twice.
    QVERIFY(window.addDefinitionFile(definition));
    QCOMPARE(menu->findChildren<QAction *>(u"preannotate:"_s + id).size(), 1);

    window.openLocation(kPage);
    QTRY_VERIFY_WITH_TIMEOUT(gold->document() && gold->url().endsWith(u"annotate.html"_s),
                             kTimeoutMs);
    start->trigger();
    // The program runs in the background: the window goes on meanwhile.
    QVERIFY(dock->isPreannotating());
    QVERIFY(gold->gold().empty());
    QTRY_VERIFY_WITH_TIMEOUT(!dock->isPreannotating(), kTimeoutMs);
    if (!succeeds) {
        // Its one-line reason, no marks, no dialog.
        QVERIFY2(dock->message().contains(u"failed: exited with status 3"_s),
                 qPrintable(dock->message()));
        QVERIFY(gold->gold().empty());
        QCOMPARE(gold->undoStack()->count(), 0);
        QVERIFY(!QApplication::activeModalWidget());
        return;
    }
    // The marks are the program's choice on the page shown, as one undoable step.
    const core::ExtractionResult direct =
        window.controller()->extractor(id.toStdString())->run(*gold->document());
    const core::GoldAnnotation want = ui::PreAnnotation::fromResult(*gold->document(), direct);
    QVERIFY(!want.empty());
    QVERIFY(gold->gold() == want);
    QCOMPARE(gold->undoStack()->count(), 1);
    QVERIFY2(dock->message().contains(u"Marks from Echo page"_s), qPrintable(dock->message()));
    gold->discard();
}

void TstDefinitionFiles::closingWindowStopsItsPrograms_data()
{
    QTest::addColumn<bool>("preannotate"); // else ticked in the extractor panel
    QTest::newRow("ticked extractor") << false;
    QTest::newRow("pre-annotation") << true;
}

void TstDefinitionFiles::closingWindowStopsItsPrograms()
{
    QFETCH(bool, preannotate);
    // A program that says its process id and never ends; the window goes while it runs. The
    // runs hold the window's extractors: the window stops them and waits for them before any of
    // its parts goes, so the program is gone (killed and reaped) by then.
    const QString pidFile = m_dir.filePath(u"hang.pid"_s);
    QFile::remove(pidFile);
    const QString definition = m_dir.filePath(u"hang.json"_s);
    const QString script = QStringLiteral(BOILERSCOPE_TEST_DATA "/io/record-pid-and-hang.sh");
    QVERIFY(write(definition, QStringLiteral(R"({"command": ["%1", "%2"], "timeout": 60})")
                                  .arg(script, pidFile)
                                  .toUtf8()));
    ui::MainWindow::Options options;
    options.useSettings = false;
    options.extractors = {&kContent};
    auto window = std::make_unique<ui::MainWindow>(options);
    window->resize(1200, 800);
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window.get()));
    QString error;
    QVERIFY2(window->addDefinitionFile(definition, &error), qPrintable(error));
    window->openLocation(kPage);
    ui::AnnotationController *gold = window->annotationPanel()->controller();
    QTRY_VERIFY_WITH_TIMEOUT(window->analysis() && gold->document(), kTimeoutMs);
    if (preannotate)
        window->campaignDock()
            ->preannotateMenu()
            ->findChild<QAction *>(u"preannotate:ext:hang"_s)
            ->trigger();
    else
        window->setExtractorEnabled(u"ext:hang"_s, true);
    QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(pidFile) && QFileInfo(pidFile).size() > 0, kTimeoutMs);
    QFile f(pidFile);
    QVERIFY(f.open(QIODevice::ReadOnly));
    bool ok = false;
    const pid_t pid = f.readAll().trimmed().toInt(&ok);
    QVERIFY(ok && pid > 0);
    QCOMPARE(::kill(pid, 0), 0); // running

    // The window's members (the extractors among them) go first, then its children, in the
    // order they were made: when the first child goes, the program must be gone already.
    int runningWhenPartsGo = -1;
    QObject::connect(window->children().constFirst(), &QObject::destroyed,
                     [&] { runningWhenPartsGo = ::kill(pid, 0) == 0 ? 1 : 0; });
    window.reset();
    QCOMPARE(runningWhenPartsGo, 0);
    QCOMPARE(::kill(pid, 0), -1);
    QCOMPARE(errno, ESRCH);
}

QTEST_MAIN(TstDefinitionFiles)
#include "tst_definitionfiles.moc"
