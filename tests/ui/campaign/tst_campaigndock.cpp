// Drives an annotation campaign in the real window under xvfb: a folder of pages opened as a
// queue (its package made by the folder importer, reopened as it is the second time), the
// next unannotated document by its shortcut, pre-annotation from an extractor, a correction by a
// click on the page, undo, saving as the annotator; then a second annotator on the same document,
// the word F1 between the two shown in the queue, and their adjudication into the gold (with the
// site rule dialog opened and closed over it). File ▸ Open Folder as Campaign… asks where to put
// the package, offers to resume one, and refuses a place that is neither new, empty nor a package.
#include <annotation/annotationcontroller.h>
#include <annotation/annotationpanel.h>
#include <annotation/siteruledialog.h>
#include <campaign/campaigndock.h>
#include <campaign/campaignqueuemodel.h>
#include <campaign/packagetransferdialog.h>
#include <evaluation/evaluationdashboard.h>
#include <page/pageview.h>
#include <window/mainwindow.h>

#include <package/testpackagereader.h>
#include <package/testpackagewriter.h>

#include "contentextractor.h"

#include "pagescript.h"

#include "cellfit.h"
#include "testwait.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyle>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <functional>

using namespace Qt::StringLiterals;

namespace {

constexpr int kTimeoutMs = 30000;

const testpages::ContentExtractor kContent;

const QString kFixture = QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/annotate.html");

// Texts of the fixture under the visible-text rules (runs of white space and &nbsp; collapse).
const QString kP1 = u"First paragraph with several words of text."_s;
const QString kP2 = u"Second paragraph, also main content here."_s;
const QString kMain = u"The annotated article\n"_s + kP1 + u"\nAdvertisement: buy now\n"_s + kP2;
const QString kMainWithoutAd = u"The annotated article\n"_s + kP1 + u"\n"_s + kP2;

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TstCampaignDock : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void refusesAFolderThatIsNoPackage();
    void campaignWithTwoAnnotators();
    void guidelinesAreEditable_data();
    void guidelinesAreEditable();
    void refusesATargetThatIsNoPackage_data();
    void refusesATargetThatIsNoPackage();
    void asksWhereToPutThePackage();
    void campaignComesIntoSight();
    void nextStartsAtTheFirstDocument();

private:
    QDockWidget *dockWidgetOf(QWidget *widget) const;
    void whenModal(const QString &name, std::function<void(QWidget *)> answer);
    bool opened(const QString &stem);
    QVariant eval(const QString &code);
    QString queueCut();
    void click(const QString &selector);
    ui::CampaignDock *dock() const { return m_window->campaignDock(); }
    ui::AnnotationController *gold() const { return m_window->annotationPanel()->controller(); }

    ui::MainWindow *m_window = nullptr;
    QTemporaryDir m_dir;
    QString m_pages;
    QString m_package;
};

void TstCampaignDock::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(m_dir.isValid());
    // A folder of two pages nobody has annotated yet; the campaign's package is made from it.
    m_pages = m_dir.filePath(u"pages"_s);
    m_package = m_dir.filePath(u"campaign"_s);
    QVERIFY(QDir().mkpath(m_pages));
    for (const char *stem : {"first", "second"})
        QVERIFY(QFile::copy(kFixture, m_pages + u"/"_s + QLatin1String(stem) + u".html"_s));

    ui::MainWindow::Options options;
    options.useSettings = false;
    options.extractors = {&kContent};
    m_window = new ui::MainWindow(options);
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void TstCampaignDock::cleanupTestCase()
{
    gold()->discard();
    // Scripts still under way when the page goes call back into a half-destroyed window: let
    // them finish (they run in order, so the last one's answer means all are done).
    eval(u"0"_s);
    delete m_window;
}

bool TstCampaignDock::opened(const QString &stem)
{
    return testwait::waitFor(
        [&] {
            return dock()->currentStem() == stem && gold()->document() &&
                   gold()->url().endsWith(stem + u".html"_s);
        },
        kTimeoutMs);
}

QVariant TstCampaignDock::eval(const QString &code)
{
    return testpages::runScript(m_window->pageView()->page(), code, kTimeoutMs);
}

void TstCampaignDock::click(const QString &selector)
{
    const int e = eval(u"bs.number(document.querySelector('%1'))"_s.arg(selector)).toInt();
    QVERIFY2(e > 0, qPrintable(selector));
    const QVariantMap rect = eval(u"bs.rect(%1)"_s.arg(e)).toMap();
    const QPoint centre(qRound(rect[u"x"_s].toDouble() + rect[u"w"_s].toDouble() / 2),
                        qRound(rect[u"y"_s].toDouble() + rect[u"h"_s].toDouble() / 2));
    QWidget *target = m_window->pageView()->focusProxy();
    QVERIFY(target);
    QSignalSpy changed(gold(), &ui::AnnotationController::goldChanged);
    QTest::mouseMove(target, centre);
    QTest::mouseClick(target, Qt::LeftButton, {}, centre);
    QVERIFY(changed.wait(kTimeoutMs));
}

void TstCampaignDock::refusesAFolderThatIsNoPackage()
{
    QTemporaryDir empty;
    QString error;
    QVERIFY(!dock()->openPackage(empty.path(), &error));
    QVERIFY2(error.contains(u"package.json"_s) || error.contains(empty.path()), qPrintable(error));
    QVERIFY(dock()->packagePath().isEmpty());
    QVERIFY(!dock()->nextAction()->isEnabled());
}

void TstCampaignDock::campaignWithTwoAnnotators()
{
    // File ▸ Open Folder as Campaign…: the folder importer makes the package (with the default
    // guidelines), then the queue opens.
    QCOMPARE(ui::CampaignDock::campaignPackageFor(m_pages), m_pages + u"-campaign"_s);
    QVERIFY(m_window->findChild<QAction *>(u"campaign:openFolder"_s));
    QString error;
    QVERIFY2(dock()->openFolderAsCampaign(m_pages, m_package, &error), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(dock()->packagePath(), QDir::cleanPath(m_package), kTimeoutMs);
    ui::CampaignQueueModel *model = dock()->model();
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(model->annotatedCount(), 0);
    auto *progress = dock()->findChild<QProgressBar *>();
    QVERIFY(progress);
    QCOMPARE(progress->text(), u"0 of 2 annotated"_s);
    // The package's guidelines are shown: the default text every new package gets.
    QCOMPARE(dock()->findChild<QPlainTextEdit *>(u"campaign:guidelines"_s)->toPlainText(),
             QString::fromUtf8(core::TestPackage::defaultGuidelines().data(),
                               qsizetype(core::TestPackage::defaultGuidelines().size())));

    // The campaign starts in sight: its first document open, annotation mode on, for Alice.
    QVERIFY(opened(u"first"_s));
    QVERIFY(m_window->annotationPanel()->isAnnotating());
    dock()->setAnnotator(u"Alice"_s);
    QVERIFY(m_window->annotationPanel()->isAnnotating());
    QVERIFY(gold()->gold().empty());

    // Pre-annotate from the extractor (Annotation ▸ Start from Extractor), then correct: the
    // advertisement is not main content.
    QAction *start = dock()->preannotateMenu()->findChild<QAction *>(u"preannotate:test-content"_s);
    QVERIFY(start);
    start->trigger();
    QCOMPARE(gold()->goldText(), kMain);
    QCOMPARE(gold()->undoStack()->count(), 1);
    click(u"#ad"_s);
    QCOMPARE(gold()->goldText(), kMainWithoutAd);
    // Both steps undo one by one.
    gold()->undoStack()->undo();
    QCOMPARE(gold()->goldText(), kMain);
    gold()->undoStack()->undo();
    QVERIFY(gold()->gold().empty());
    gold()->undoStack()->redo();
    gold()->undoStack()->redo();
    QCOMPARE(gold()->goldText(), kMainWithoutAd);

    dock()->saveAction()->trigger();
    QVERIFY2(dock()->message().contains(u"Saved"_s), qPrintable(dock()->message()));
    QVERIFY(!gold()->isModified());
    QVERIFY(QFile::exists(m_package + u"/first.annotation.alice.json"_s));
    {
        const auto read = core::TestPackageReader::read(m_package.toStdString());
        QVERIFY(read.package);
        const core::Annotation *a = read.package->documents[0].annotation("alice");
        QVERIFY(a);
        QCOMPARE(QString::fromStdString(a->text), kMainWithoutAd);
        QCOMPARE(a->annotator, std::string("Alice"));
        QVERIFY(!a->nodes.empty());
    }
    QCOMPARE(model->index(0, ui::CampaignQueueModel::StateColumn).data().toString(),
             u"annotated"_s);
    QCOMPARE(progress->text(), u"1 of 2 annotated"_s);

    // Next for Alice is the second document, by its shortcut.
    m_window->activateWindow();
    QTRY_VERIFY_WITH_TIMEOUT(m_window->isActiveWindow(), kTimeoutMs);
    QTest::keyClick(m_window, Qt::Key_BracketRight, Qt::ControlModifier);
    QVERIFY(opened(u"second"_s));

    // Bob: his next unannotated document is the first one again; he keeps the extractor's choice.
    dock()->setAnnotator(u"Bob"_s);
    dock()->nextAction()->trigger();
    QVERIFY(opened(u"first"_s));
    start->trigger();
    QCOMPARE(gold()->goldText(), kMain);
    dock()->saveAction()->trigger();
    QVERIFY(QFile::exists(m_package + u"/first.annotation.bob.json"_s));
    QCOMPARE(model->index(0, ui::CampaignQueueModel::StateColumn).data().toString(),
             u"several annotators"_s);
    QCOMPARE(model->index(0, ui::CampaignQueueModel::AnnotatorsColumn).data().toInt(), 2);
    // Word F1 between the two texts: Alice's 16 words (title 3, first paragraph 7, second 6) are
    // all in Bob's 19 (plus "Advertisement: buy now"): P = 16/16, R = 16/19, F1 = 32/35.
    QCOMPARE(model->index(0, ui::CampaignQueueModel::WordF1Column).data().toString(),
             QString::number(32.0 / 35.0, 'f', 3));
    const QString cut = queueCut();
    QVERIFY2(cut.isEmpty(), qPrintable(cut));
    // The evaluation dashboard offers the campaign's package, chosen as none was.
    QCOMPARE(m_window->evaluationDashboard()->packagePath(), dock()->packagePath());

    // Adjudication: the marks start as what both kept; the page paints the advertisement as
    // Bob's alone and the rest as both's, nothing as Alice's alone.
    QString error2;
    QVERIFY2(dock()->startAdjudication(u"alice"_s, u"bob"_s, &error2), qPrintable(error2));
    QCOMPARE(gold()->goldText(), kMainWithoutAd);
    QTRY_VERIFY_WITH_TIMEOUT(eval(u"bs.annotate.counts().ob || 0"_s).toInt() > 0, kTimeoutMs);
    QVERIFY(eval(u"bs.annotate.counts().ab || 0"_s).toInt() > 0);
    QCOMPARE(eval(u"bs.annotate.counts().oa || 0"_s).toInt(), 0);
    const int onlyB = eval(u"bs.annotate.counts().ob"_s).toInt();
    const int both = eval(u"bs.annotate.counts().ab"_s).toInt();
    // Annotation ▸ Propose Site Rule… meanwhile: its live highlight is drawn over the
    // adjudication's, which stays, and closing the dialog takes only its own away.
    m_window->findChild<QAction *>(u"campaign:siteRule"_s)->trigger();
    ui::SiteRuleDialog *rule = m_window->findChild<ui::SiteRuleDialog *>();
    QVERIFY(rule && rule->isVisible());
    QVERIFY2(rule->matchedElements() > 0, qPrintable(rule->status()));
    QTRY_VERIFY_WITH_TIMEOUT(eval(u"bs.annotate.counts().sr || 0"_s).toInt() > 0, kTimeoutMs);
    QCOMPARE(eval(u"bs.annotate.counts().ob || 0"_s).toInt(), onlyB);
    QCOMPARE(eval(u"bs.annotate.counts().ab || 0"_s).toInt(), both);
    QTest::keyClick(rule, Qt::Key_Escape); // Close: the dialog is rejected
    QVERIFY(!rule->isVisible());
    QTRY_COMPARE_WITH_TIMEOUT(eval(u"bs.annotate.counts().sr || 0"_s).toInt(), 0, kTimeoutMs);
    QCOMPARE(eval(u"bs.annotate.counts().ob || 0"_s).toInt(), onlyB);
    QCOMPARE(eval(u"bs.annotate.counts().ab || 0"_s).toInt(), both);
    // Accept all of Bob, then drop the advertisement by a click: per element.
    dock()->findChild<QPushButton *>(u"campaign:acceptB"_s)->click();
    QCOMPARE(gold()->goldText(), kMain);
    click(u"#ad"_s);
    QCOMPARE(gold()->goldText(), kMainWithoutAd);
    QVERIFY2(dock()->saveAdjudicated(&error2), qPrintable(error2));
    QVERIFY(!dock()->isAdjudicating());
    // The progress follows the adjudication.
    QCOMPARE(progress->text(), u"1 of 2 annotated, 1 adjudicated"_s);
    QCOMPARE(model->index(0, ui::CampaignQueueModel::StateColumn).data().toString(),
             u"adjudicated"_s);
    {
        const auto read = core::TestPackageReader::read(m_package.toStdString());
        QVERIFY(read.package);
        const core::PackageDocument &first = read.package->documents[0];
        QCOMPARE(QString::fromStdString(first.goldText), kMainWithoutAd);
        QCOMPARE(first.metadata.adjudicatedFrom, (std::vector<std::string>{"alice", "bob"}));
        QCOMPARE(first.annotations.size(), std::size_t(2)); // the annotators' work stays
    }
    QTRY_COMPARE_WITH_TIMEOUT(eval(u"bs.annotate.counts().ob || 0"_s).toInt(), 0, kTimeoutMs);

    // Alice still has the second document; an adjudicated one is nobody's to do.
    dock()->setAnnotator(u"Alice"_s);
    QVERIFY(dock()->goToUnannotated(true));
    QVERIFY(opened(u"second"_s));
    // For Carol too: the page shown is the one left, and it stays (no reload).
    dock()->setAnnotator(u"Carol"_s);
    QSignalSpy loads(m_window->pageView(), &QWebEngineView::loadStarted);
    QVERIFY(dock()->goToUnannotated(true));
    QCOMPARE(dock()->currentStem(), u"second"_s);
    QCOMPARE(loads.count(), 0);

    // The same folder again resumes the campaign: its package is opened as it is.
    QVERIFY2(dock()->openFolderAsCampaign(m_pages, m_package, &error), qPrintable(error));
    QVERIFY2(dock()->message().contains(u"Resumed"_s), qPrintable(dock()->message()));
    QCOMPARE(model->index(0, ui::CampaignQueueModel::StateColumn).data().toString(),
             u"adjudicated"_s);
}

// At 1366 × 768 in the Debug layout, what the queue's columns do not show whole ("0.8" for a
// word F1 of 0.914); only a document's name may be elided, with its whole name in the tooltip.
QString TstCampaignDock::queueCut()
{
    const QSize size = m_window->size();
    m_window->resize(1366, 768);
    auto *dockWidget = qobject_cast<QDockWidget *>(dock()->parentWidget());
    for (QWidget *w = dock(); !dockWidget && w; w = w->parentWidget())
        dockWidget = qobject_cast<QDockWidget *>(w);
    if (!dockWidget)
        return u"no dock"_s;
    dockWidget->raise();
    auto *table = dock()->findChild<QTableView *>();
    if (!testwait::waitFor(
            [table] { return table->isVisible() && table->viewport()->width() > 0; }))
        return u"the queue is not shown"_s;
    QCoreApplication::processEvents();
    QStringList cuts;
    const QAbstractItemModel *model = table->model();
    for (int row = 0; row < model->rowCount(); ++row)
        for (int column = 0; column < model->columnCount(); ++column) {
            const QModelIndex index = model->index(row, column);
            const QString cut = testcells::cutCell(table, index);
            if (!cut.isEmpty() && (column != ui::CampaignQueueModel::StemColumn ||
                                   index.data(Qt::ToolTipRole) != index.data()))
                cuts << cut;
        }
    m_window->resize(size);
    return cuts.join(u"; "_s);
}

void TstCampaignDock::guidelinesAreEditable_data()
{
    QTest::addColumn<QString>("stored"); // guidelines.md as the package has it; none when null
    QTest::newRow("own guidelines") << u"Mark the story only.\n"_s;
    QTest::newRow("no guidelines.md") << QString();
}

void TstCampaignDock::guidelinesAreEditable()
{
    QFETCH(QString, stored);
    QTemporaryDir dir;
    const QString package = dir.filePath(u"guided"_s);
    std::string error;
    QVERIFY(core::TestPackageWriter::create(package.toStdString(), {"guided", "", "", ""}, false,
                                            error));
    const QString file = package + u"/guidelines.md"_s;
    QFile::remove(file);
    if (!stored.isNull()) {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(stored.toUtf8());
    }
    QString message;
    QVERIFY2(dock()->openPackage(package, &message), qPrintable(message));
    auto *edit = dock()->findChild<QPlainTextEdit *>(u"campaign:guidelines"_s);
    auto *save = dock()->findChild<QPushButton *>(u"campaign:saveGuidelines"_s);
    // A package without guidelines shows the default text.
    const QString shown =
        stored.isNull()
            ? QString::fromUtf8(core::TestPackage::defaultGuidelines().data(),
                                qsizetype(core::TestPackage::defaultGuidelines().size()))
            : stored;
    QCOMPARE(edit->toPlainText(), shown);
    QVERIFY(!edit->isReadOnly());
    QVERIFY(!save->isEnabled());
    QVERIFY(!dock()->guidelinesModified());

    // Typed at the end; a re-read of the package (as after a save of an annotation) keeps it.
    edit->moveCursor(QTextCursor::End);
    QTest::keyClicks(edit, u"Ignore comments."_s);
    const QString edited = shown + u"Ignore comments."_s;
    QCOMPARE(edit->toPlainText(), edited);
    QVERIFY(save->isEnabled());
    dock()->reload();
    QCOMPARE(edit->toPlainText(), edited);
    QTest::mouseClick(save, Qt::LeftButton);
    QVERIFY(!save->isEnabled());
    QVERIFY(!dock()->guidelinesModified());
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(f.readAll()), edited + u"\n"_s);
    // No temporary file is left beside it (the write is atomic: temporary file, then rename).
    QCOMPARE(QDir(package).entryList({u"*guidelines*"_s}, QDir::Files),
             QStringList{u"guidelines.md"_s});
    const auto read = core::TestPackageReader::read(package.toStdString());
    QVERIFY(read.package);
    QCOMPARE(QString::fromStdString(read.package->guidelines), edited + u"\n"_s);
}

void TstCampaignDock::whenModal(const QString &name, std::function<void(QWidget *)> answer)
{
    // The dialog's exec() runs its own event loop: the answer comes from a timer in it. A
    // dialog that never comes, or another in its place, is closed after the timeout, so that
    // the test fails instead of hanging.
    auto *timer = new QTimer(this);
    timer->setInterval(20);
    auto *clock = new QElapsedTimer;
    clock->start();
    connect(timer, &QTimer::timeout, this, [timer, clock, name, answer] {
        QWidget *modal = QApplication::activeModalWidget();
        const bool ours = modal && modal->objectName() == name;
        if (!ours && !clock->hasExpired(kTimeoutMs))
            return;
        timer->stop();
        timer->deleteLater();
        delete clock;
        if (ours) {
            answer(modal);
        } else {
            qWarning("No dialog %s", qPrintable(name));
            if (modal)
                modal->close();
        }
    });
    timer->start();
}

void TstCampaignDock::refusesATargetThatIsNoPackage_data()
{
    QTest::addColumn<QString>("kind");  // what is at the target: folder, file or empty
    QTest::addColumn<QString>("error"); // empty: accepted, the package made there
    QTest::newRow("folder of other files") << u"folder"_s << u"not a test package"_s;
    QTest::newRow("file") << u"file"_s << u"is a file"_s;
    QTest::newRow("empty folder") << u"empty"_s << QString();
}

void TstCampaignDock::refusesATargetThatIsNoPackage()
{
    QFETCH(QString, kind);
    QFETCH(QString, error);
    QTemporaryDir dir;
    const QString target = dir.filePath(u"target"_s);
    if (kind == u"file"_s) {
        QFile f(target);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("mine\n");
    } else {
        QVERIFY(QDir().mkpath(target));
        if (kind == u"folder"_s) {
            QFile f(target + u"/notes.txt"_s);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("mine\n");
        }
    }
    const QString before = dock()->packagePath();
    QString message;
    const bool started = dock()->openFolderAsCampaign(m_pages, target, &message);
    if (!error.isEmpty()) {
        QVERIFY(!started);
        QVERIFY2(message.contains(error) && message.contains(QDir::toNativeSeparators(target)),
                 qPrintable(message));
        QVERIFY(!message.contains(u'\n'));
        // Untouched: no import under way, nothing written there, the queue as it was.
        auto *import = m_window->findChild<ui::PackageTransferDialog *>(u"importDialog"_s);
        QVERIFY(!import || !import->isRunning());
        testwait::wait(200);
        QVERIFY(!QFile::exists(target + u"/package.json"_s));
        if (kind == u"folder"_s)
            QCOMPARE(QDir(target).entryList(QDir::Files), QStringList{u"notes.txt"_s});
        else
            QCOMPARE(readAll(target), QByteArray("mine\n"));
        QCOMPARE(dock()->packagePath(), before);
        return;
    }
    QVERIFY2(started, qPrintable(message));
    QTRY_COMPARE_WITH_TIMEOUT(dock()->packagePath(), QDir::cleanPath(target), kTimeoutMs);
    QCOMPARE(dock()->model()->rowCount(), 2);
}

void TstCampaignDock::asksWhereToPutThePackage()
{
    QTemporaryDir dir;
    const QString pages = dir.filePath(u"site"_s);
    QVERIFY(QDir().mkpath(pages));
    QVERIFY(QFile::copy(kFixture, pages + u"/only.html"_s));
    const QString chosen = dir.filePath(u"chosen"_s);

    // File ▸ Open Folder as Campaign…: the folder, then a save dialog for the package that
    // starts at the folder's sibling site-campaign; the user puts it elsewhere.
    QString suggested;
    bool saveMode = false;
    whenModal(u"campaign:pagesDialog"_s, [&](QWidget *w) {
        auto *folders = static_cast<QFileDialog *>(w);
        folders->setDirectory(pages); // accepted with no name typed: this folder
        QMetaObject::invokeMethod(folders, "accept");
        whenModal(u"campaign:packageDialog"_s, [&](QWidget *w) {
            auto *package = static_cast<QFileDialog *>(w);
            saveMode = package->acceptMode() == QFileDialog::AcceptSave;
            suggested = package->selectedFiles().value(0);
            // Typed into the name field as a user would: selectFile() leaves that field alone
            // once it has the focus, which the dialog gives it as soon as its window is active
            // (sooner or later than this answer, depending on the load).
            auto *name = package->findChild<QLineEdit *>(u"fileNameEdit"_s);
            QVERIFY(name);
            name->setText(chosen);
            QMetaObject::invokeMethod(package, "accept");
        });
    });
    dock()->openFolderAction()->trigger();
    QVERIFY(saveMode);
    QCOMPARE(QDir::cleanPath(suggested), pages + u"-campaign"_s);
    QTRY_COMPARE_WITH_TIMEOUT(dock()->packagePath(), QDir::cleanPath(chosen), kTimeoutMs);
    QCOMPARE(dock()->model()->rowCount(), 1);
    QVERIFY(!QFileInfo::exists(pages + u"-campaign"_s));

    // A package at the suggested place is offered to resume; cancelling the question writes
    // nothing and opens nothing.
    QString error;
    QVERIFY2(dock()->openFolderAsCampaign(pages, pages + u"-campaign"_s, &error),
             qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(dock()->packagePath(), pages + u"-campaign"_s, kTimeoutMs);
    QVERIFY(dock()->openPackage(chosen, &error));
    for (const bool resume : {false, true}) {
        whenModal(u"campaign:pagesDialog"_s, [&](QWidget *w) {
            auto *folders = static_cast<QFileDialog *>(w);
            folders->setDirectory(pages); // accepted with no name typed: this folder
            QMetaObject::invokeMethod(folders, "accept");
            whenModal(u"campaign:resumeBox"_s, [&, resume](QWidget *w) {
                auto *box = static_cast<QMessageBox *>(w);
                for (QAbstractButton *b : box->buttons())
                    if (resume ? box->buttonRole(b) == QMessageBox::AcceptRole
                               : box->buttonRole(b) == QMessageBox::RejectRole)
                        b->click();
            });
        });
        dock()->openFolderAction()->trigger();
        QCOMPARE(dock()->packagePath(), resume ? pages + u"-campaign"_s : QDir::cleanPath(chosen));
    }
    QVERIFY2(dock()->message().contains(u"Resumed"_s), qPrintable(dock()->message()));
    // The resumed campaign's document is shown; the next test starts from it settled.
    QVERIFY(opened(u"only"_s));
    gold()->discard();
}

QDockWidget *TstCampaignDock::dockWidgetOf(QWidget *widget) const
{
    for (QWidget *w = widget; w; w = w->parentWidget())
        if (auto *dockWidget = qobject_cast<QDockWidget *>(w))
            return dockWidget;
    return nullptr;
}

// A folder opened as a campaign comes into sight: its queue and the annotation pane of its first
// document both shown (they were tabs of one group, the queue behind).
void TstCampaignDock::campaignComesIntoSight()
{
    QTemporaryDir dir;
    const QString pages = dir.filePath(u"sight"_s);
    QVERIFY(QDir().mkpath(pages));
    QVERIFY(QFile::copy(kFixture, pages + u"/one.html"_s));
    QDockWidget *queue = dockWidgetOf(dock());
    QDockWidget *annotation = dockWidgetOf(m_window->annotationPanel());
    QVERIFY(queue && annotation);
    QString error;
    QVERIFY2(dock()->openFolderAsCampaign(pages, dir.filePath(u"sight-campaign"_s), &error),
             qPrintable(error));
    QVERIFY(opened(u"one"_s));
    QTRY_VERIFY_WITH_TIMEOUT(queue->isVisible() && annotation->isVisible(), kTimeoutMs);
    QVERIFY(!queue->visibleRegion().isEmpty());
    QVERIFY(!annotation->visibleRegion().isEmpty());
    gold()->discard();
}

// Ctrl+] (next unannotated) with no document of the queue shown opens its first one, also when
// the queue's table has a current row without a selection (what a table gets with the focus).
void TstCampaignDock::nextStartsAtTheFirstDocument()
{
    QTemporaryDir dir;
    const QString pages = dir.filePath(u"three"_s);
    QVERIFY(QDir().mkpath(pages));
    for (const char *stem : {"a", "b", "c"})
        QVERIFY(QFile::copy(kFixture, pages + u"/"_s + QLatin1String(stem) + u".html"_s));
    const QString other = dir.filePath(u"other"_s);
    QVERIFY(QDir().mkpath(other));
    QVERIFY(QFile::copy(kFixture, other + u"/x.html"_s));
    QString error;
    QVERIFY2(dock()->openFolderAsCampaign(pages, dir.filePath(u"three-campaign"_s), &error),
             qPrintable(error));
    QVERIFY(opened(u"a"_s));
    gold()->discard();
    // Another package's document is shown, then the queue of three is opened again.
    QVERIFY2(dock()->openFolderAsCampaign(other, dir.filePath(u"other-campaign"_s), &error),
             qPrintable(error));
    QVERIFY(opened(u"x"_s));
    gold()->discard();
    QVERIFY2(dock()->openPackage(dir.filePath(u"three-campaign"_s), &error), qPrintable(error));
    QCOMPARE(dock()->currentStem(), QString());
    auto *table = dock()->findChild<QTableView *>();
    QVERIFY(table);
    table->selectionModel()->clearSelection();
    table->selectionModel()->setCurrentIndex(table->model()->index(0, 0),
                                             QItemSelectionModel::NoUpdate);
    dock()->nextAction()->trigger();
    QVERIFY(opened(u"a"_s));
    gold()->discard();
}

QTEST_MAIN(TstCampaignDock)
#include "tst_campaigndock.moc"
