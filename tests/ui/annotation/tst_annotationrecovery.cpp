// The annotation recovery file: its format row by row, unreadable files, atomic writes, the lock
// between two Boilerscopes; and end to end: a window annotating in a child process killed with
// SIGKILL, then the next window offers the work back (the test answers) and restores it.
//
// The test executable is its own child: `tst_annotationrecovery --child PAGE` opens PAGE in a
// window with recovery on, marks #first and #second, types a language, prints READY once the
// recovery file holds all that, and waits to be killed. Everything runs with XDG_DATA_HOME in a
// temporary directory, so the user's AppDataLocation is never touched.
#include <annotation/annotationcontroller.h>
#include <annotation/annotationpanel.h>
#include <annotation/annotationrecovery.h>
#include <page/pageview.h>
#include <registry/extractorregistry.h>
#include <window/mainwindow.h>

#include "testwait.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cstdio>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

constexpr int kTimeoutMs = 60000;

QString fixture(const char *name)
{
    return QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/") + QString::fromLatin1(name);
}

ui::MainWindow::Options windowOptions()
{
    ui::MainWindow::Options options;
    options.useSettings = false;
    options.extractors = {core::ExtractorRegistry::find("plain")};
    options.recoveryPath = ui::AnnotationRecovery::defaultPath();
    return options;
}

// Runs code in the window's world and waits for its value.
QVariant eval(ui::MainWindow &window, const QString &code)
{
    QVariant result;
    bool done = false;
    window.pageView()->runInWorld(code, [&](const QVariant &v) {
        result = v;
        done = true;
    });
    static_cast<void>(testwait::waitFor([&] { return done; }, kTimeoutMs));
    return result;
}

// The element numbers of #first and #second in the window's page.
QList<int> markedByChild(ui::MainWindow &window)
{
    return {eval(window, u"bs.number(document.getElementById('first'))"_s).toInt(),
            eval(window, u"bs.number(document.getElementById('second'))"_s).toInt()};
}

ui::RecoveredAnnotation sample()
{
    ui::RecoveredAnnotation a;
    a.pageUrl = u"file:///tmp/page.html"_s;
    a.pageSha256 = QByteArray(64, 'a');
    a.metadata.url = "https://example.org/page";
    a.metadata.language = "de";
    a.metadata.fragmented = true;
    a.metadata.title = "Überschrift";
    a.goldNodes = {{"/html/body/div[1]", 3, std::nullopt, std::nullopt},
                   {"/html/body/p[2]/text()", -1, 4u, 17u}};
    a.savedAt = QDateTime(QDate(2024, 5, 6), QTime(7, 8, 9, 10), Qt::UTC);
    return a;
}

// The child mode: annotate, report READY when the recovery file has it all, wait for the kill.
int child(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (argc < 3)
        return 2;
    ui::MainWindow window(windowOptions());
    window.show();
    QObject::connect(&window, &ui::MainWindow::analysisShown, &window, [&window] {
        static bool once = false;
        if (std::exchange(once, true))
            return;
        // Out of the signal, which comes from a page callback: the marks ask the page again.
        QTimer::singleShot(0, &window, [&window] {
            ui::AnnotationPanel *panel = window.annotationPanel();
            panel->modeAction()->setChecked(true);
            for (int element : markedByChild(window))
                panel->controller()->toggleElement(element);
            QTest::keyClicks(panel->findChild<QLineEdit *>(u"meta:language"_s), u"la"_s);
        });
    });
    auto *poll = new QTimer(&window);
    QObject::connect(poll, &QTimer::timeout, &window, [poll] {
        const auto a = ui::AnnotationRecovery(ui::AnnotationRecovery::defaultPath()).read();
        if (a && a->goldNodes.size() == 2 && a->metadata.language == "la") {
            poll->stop();
            std::fputs("READY\n", stdout);
            std::fflush(stdout);
        }
    });
    poll->start(50);
    window.openLocation(QString::fromLocal8Bit(argv[2]));
    return app.exec();
}

} // namespace

class TstAnnotationRecovery : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void roundTrip_data();
    void roundTrip();
    void unreadableFile_data();
    void unreadableFile();
    void failedWriteKeepsPreviousFile();
    void secondBoilerscopeIsLockedOut();
    void savingClearsRecovery();
    void killedWhileAnnotating_data();
    void killedWhileAnnotating();

private:
    QTemporaryDir m_data; // XDG_DATA_HOME of this test and its children
};

void TstAnnotationRecovery::initTestCase()
{
    QVERIFY(m_data.isValid());
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_data.path()));
    QVERIFY(ui::AnnotationRecovery::defaultPath().startsWith(m_data.path() + u'/'));
    QVERIFY(ui::AnnotationRecovery::defaultPath().endsWith(u"/annotation-recovery.json"_s));
}

void TstAnnotationRecovery::roundTrip_data()
{
    QTest::addColumn<QString>("packagePath");
    QTest::addColumn<QString>("stem");
    QTest::addColumn<bool>("ranges");
    QTest::newRow("page") << QString() << QString() << true;
    QTest::newRow("package document") << u"/tmp/package"_s << u"page-1"_s << false;
}

void TstAnnotationRecovery::roundTrip()
{
    QFETCH(QString, packagePath);
    QFETCH(QString, stem);
    QFETCH(bool, ranges);
    ui::RecoveredAnnotation a = sample();
    a.packagePath = packagePath;
    a.stem = stem;
    if (!ranges)
        a.goldNodes.pop_back();
    QString error;
    const auto b = ui::AnnotationRecovery::fromJson(ui::AnnotationRecovery::toJson(a), &error);
    QVERIFY2(b, qPrintable(error));
    QCOMPARE(b->pageUrl, a.pageUrl);
    QCOMPARE(b->packagePath, a.packagePath);
    QCOMPARE(b->stem, a.stem);
    QCOMPARE(b->pageSha256, a.pageSha256);
    QCOMPARE(b->savedAt, a.savedAt);
    QCOMPARE(b->metadata.url, a.metadata.url);
    QCOMPARE(b->metadata.language, a.metadata.language);
    QCOMPARE(b->metadata.fragmented, a.metadata.fragmented);
    QCOMPARE(b->metadata.multipleArticles, a.metadata.multipleArticles);
    QCOMPARE(b->metadata.title, a.metadata.title);
    QCOMPARE(b->goldNodes.size(), a.goldNodes.size());
    for (std::size_t i = 0; i < a.goldNodes.size(); ++i) {
        QCOMPARE(b->goldNodes[i].path, a.goldNodes[i].path);
        QCOMPARE(b->goldNodes[i].renderId, a.goldNodes[i].renderId);
        QCOMPARE(b->goldNodes[i].begin, a.goldNodes[i].begin);
        QCOMPARE(b->goldNodes[i].end, a.goldNodes[i].end);
    }
}

void TstAnnotationRecovery::unreadableFile_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("reason"); // part of the one-line error
    QTest::newRow("empty") << QByteArray() << u"not JSON"_s;
    QTest::newRow("truncated") << ui::AnnotationRecovery::toJson(sample()).left(40)
                               << u"not JSON"_s;
    QTest::newRow("other JSON") << QByteArray("{\"format\": \"boilerscope-test-package\"}")
                                << u"not a Boilerscope recovery file"_s;
    QTest::newRow("newer version")
        << ui::AnnotationRecovery::toJson(sample()).replace("\"version\": 1", "\"version\": 7")
        << u"unsupported \"version\" 7"_s;
    QTest::newRow("no page") << ui::AnnotationRecovery::toJson(sample()).replace("\"url\": \"file:",
                                                                                 "\"uri\": \"file:")
                             << u"\"page\" has no \"url\""_s;
    QTest::newRow("bad gold path")
        << ui::AnnotationRecovery::toJson(sample()).replace("\"/html/body/div[1]\"", "\"div\"")
        << u"\"goldNodes\": nodes[0]: path \"div\" must start with /"_s;
}

// A damaged file is reported in one line naming it, and left alone.
void TstAnnotationRecovery::unreadableFile()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    const QString path = dir.filePath(u"recovery.json"_s);
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    QString error;
    QVERIFY(!ui::AnnotationRecovery(path).read(&error));
    QVERIFY2(error.startsWith(path + u": "_s), qPrintable(error));
    QVERIFY2(error.contains(reason), qPrintable(error));
    QVERIFY(!error.contains(u'\n'));
    QVERIFY(QFile::exists(path));
    // No file at all is no error.
    QVERIFY(!ui::AnnotationRecovery(dir.filePath(u"none.json"_s)).read(&error));
    QCOMPARE(error, QString());
}

// A write that cannot complete leaves the previous file as it was.
void TstAnnotationRecovery::failedWriteKeepsPreviousFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"recovery.json"_s);
    ui::AnnotationRecovery recovery(path);
    QVERIFY(recovery.acquire());
    QVERIFY(recovery.write(sample()));
    const QByteArray before = ui::AnnotationRecovery::toJson(sample());
    QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::ExeOwner);
    if (QFile(dir.filePath(u"probe"_s)).open(QIODevice::WriteOnly))
        QSKIP("the directory stays writable (root ignores permissions)");
    ui::RecoveredAnnotation other = sample();
    other.goldNodes.clear();
    QString error;
    QVERIFY(!recovery.write(other, &error));
    QVERIFY2(error.startsWith(path + u": "_s), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), before);
    QFile::setPermissions(dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
}

// Two Boilerscopes: the second keeps no recovery file, so it cannot overwrite the first's work.
void TstAnnotationRecovery::secondBoilerscopeIsLockedOut()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(u"recovery.json"_s);
    auto first = std::make_unique<ui::AnnotationRecovery>(path);
    QVERIFY(first->acquire());
    QVERIFY(first->write(sample()));
    ui::AnnotationRecovery second(path);
    QVERIFY(!second.acquire());
    QString error;
    QVERIFY(!second.write(sample(), &error));
    QVERIFY(error.contains(u"another running Boilerscope"_s));
    QVERIFY(!second.clear());
    QVERIFY(QFile::exists(path));
    first.reset(); // the first quits
    QVERIFY(second.acquire());
    QVERIFY(second.read());
}

// In a window: a mark writes the file, saving removes it; a mark again, discarding removes it.
void TstAnnotationRecovery::savingClearsRecovery()
{
    const QString path = ui::AnnotationRecovery::defaultPath();
    QFile::remove(path);
    ui::MainWindow window(windowOptions());
    window.show();
    QSignalSpy shown(&window, &ui::MainWindow::analysisShown);
    window.openLocation(fixture("basic.html"));
    QVERIFY(shown.wait(kTimeoutMs));
    ui::AnnotationPanel *panel = window.annotationPanel();
    panel->modeAction()->setChecked(true);
    QVERIFY(!QFile::exists(path)); // nothing unsaved yet
    const QList<int> elements = markedByChild(window);
    panel->controller()->toggleElement(elements[0]);
    QVERIFY(QFile::exists(path));
    QCOMPARE(panel->recovery()->read()->goldNodes.size(), 1u);
    QTemporaryDir package;
    QString error;
    QVERIFY2(panel->saveTo(package.path(), u"page"_s, false, &error), qPrintable(error));
    QVERIFY(!QFile::exists(path));
    panel->controller()->toggleElement(elements[1]);
    QVERIFY(QFile::exists(path));
    // The recovered document is the package's now.
    QCOMPARE(panel->recovery()->read()->stem, u"page"_s);
    panel->controller()->discard();
    QVERIFY(!QFile::exists(path));
}

void TstAnnotationRecovery::killedWhileAnnotating_data()
{
    QTest::addColumn<QString>("answer");
    QTest::newRow("restore") << u"restore"_s;
    QTest::newRow("discard") << u"discard"_s;
}

void TstAnnotationRecovery::killedWhileAnnotating()
{
    QFETCH(QString, answer);
    const QString path = ui::AnnotationRecovery::defaultPath();
    QFile::remove(path);
    const QString page = fixture("basic.html");

    // A Boilerscope annotating in another process, killed once its work is in the file.
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.start(QCoreApplication::applicationFilePath(), {u"--child"_s, page});
    QVERIFY(process.waitForStarted(kTimeoutMs));
    QByteArray out;
    QTRY_VERIFY_WITH_TIMEOUT((out += process.readAllStandardOutput()).contains("READY"),
                             kTimeoutMs);
    process.kill(); // SIGKILL
    QVERIFY(process.waitForFinished(kTimeoutMs));
    QCOMPARE(process.exitStatus(), QProcess::CrashExit);
    QVERIFY(QFile::exists(path));

    // The next start offers it back; the test answers.
    ui::MainWindow window(windowOptions());
    window.show();
    QVERIFY(window.annotationPanel()->recovery()); // the dead process's lock was taken over
    bool asked = false;
    QTimer answering;
    connect(&answering, &QTimer::timeout, this, [&] {
        QWidget *box = QApplication::activeModalWidget();
        if (!box || box->objectName() != u"recoveryOffer"_s)
            return;
        asked = true;
        box->findChild<QPushButton *>(answer)->click();
    });
    answering.start(20);
    QSignalSpy shown(&window, &ui::MainWindow::analysisShown);
    const bool restored = window.offerRecovery();
    answering.stop();
    QVERIFY(asked);
    QCOMPARE(restored, answer == u"restore"_s);
    if (!restored) {
        QVERIFY(!QFile::exists(path));
        QVERIFY(!window.annotationPanel()->controller()->isModified());
        return;
    }
    // The page is open again with the marks of the killed process, still unsaved.
    QVERIFY(shown.wait(kTimeoutMs));
    ui::AnnotationPanel *panel = window.annotationPanel();
    QCOMPARE(window.pageView()->url(), QUrl::fromLocalFile(page));
    QVERIFY(panel->isAnnotating());
    QList<int> marked = panel->controller()->markedElements();
    std::sort(marked.begin(), marked.end());
    QCOMPARE(marked, markedByChild(window));
    QVERIFY(panel->controller()->isModified());
    QCOMPARE(panel->metadata().language, "la");
    QVERIFY(QFile::exists(path)); // unsaved still
    panel->controller()->discard();
}

int main(int argc, char **argv)
{
    qputenv("QTWEBENGINE_DISABLE_SANDBOX", "1");
    QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
    if (argc > 1 && qstrcmp(argv[1], "--child") == 0)
        return child(argc, argv);
    QApplication app(argc, argv);
    TstAnnotationRecovery test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_annotationrecovery.moc"
