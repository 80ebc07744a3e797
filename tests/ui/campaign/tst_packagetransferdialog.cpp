// File ▸ Import… / Export… in the window: the dialogs run core's importers and exporters off the
// GUI thread, list the per-document problems by file name, refuse to replace an existing package
// or folder unless Overwrite is ticked, stop on Cancel, and offer to open an imported package as
// the campaign's work queue.
#include <campaign/campaigndock.h>
#include <campaign/campaignqueuemodel.h>
#include <campaign/packagetransferdialog.h>
#include <window/mainwindow.h>

#include <datasets/exporter.h>
#include <datasets/importer.h>
#include <package/testpackagereader.h>

#include "testwait.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using Direction = ui::PackageTransferDialog::Direction;

namespace {

constexpr int kTimeoutMs = 30000;
const QString kDatasets = QStringLiteral(BOILERSCOPE_TEST_DATA "/eval/datasets");

// The files of the problems listed with this severity ("error", "warning"), sorted.
QStringList problemFiles(const ui::PackageTransferDialog &dialog, const QString &severity)
{
    QStringList files;
    const QTableWidget *table = dialog.problemTable();
    for (int row = 0; row < table->rowCount(); ++row)
        if (table->item(row, 0)->text() == severity && !table->item(row, 2)->text().isEmpty())
            files << table->item(row, 1)->text();
    files.sort();
    return files;
}

// Runs the dialog as it stands and waits for its end; the (ok, cancelled) it reported.
QList<QVariant> runToEnd(ui::PackageTransferDialog &dialog)
{
    QSignalSpy finished(&dialog, &ui::PackageTransferDialog::transferFinished);
    QString error;
    if (!dialog.start(&error)) {
        qWarning("start: %s", qPrintable(error));
        return {};
    }
    if (!dialog.isRunning())
        return {};
    if (!finished.wait(kTimeoutMs) && finished.isEmpty())
        return {};
    return finished.takeFirst();
}

} // namespace

class TstPackageTransferDialog : public QObject
{
    Q_OBJECT

private slots:
    void offersTheCoreFormats();
    void importsAndListsProblems_data();
    void importsAndListsProblems();
    void refusesToReplaceWithoutOverwrite();
    void refusesIncompleteFields_data();
    void refusesIncompleteFields();
    void exportsAndRefusesANonEmptyFolder();
    void cancelStopsTheImport();
    void importOpensAsQueueFromTheWindow();
};

void TstPackageTransferDialog::offersTheCoreFormats()
{
    ui::PackageTransferDialog importDialog(Direction::Import);
    QStringList importers, exporters;
    for (const core::Importer *i : core::Importer::all())
        importers << QString::fromUtf8(i->id().data(), qsizetype(i->id().size()));
    for (const core::Exporter *e : core::Exporter::all())
        exporters << QString::fromUtf8(e->id().data(), qsizetype(e->id().size()));
    QCOMPARE(importDialog.formats(), importers);
    ui::PackageTransferDialog exportDialog(Direction::Export);
    QCOMPARE(exportDialog.formats(), exporters);
    QVERIFY(!importDialog.setFormat(QStringLiteral("no-such-format")));
}

void TstPackageTransferDialog::importsAndListsProblems_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("imported");
    QTest::addColumn<QStringList>("errors");
    QTest::addColumn<QStringList>("warnings");
    // The fixtures' READMEs say which files pair up and what is wrong with the others.
    // CleanEval: page1 and page2; orphan.txt has no page, lonely.html no gold; page2.txt is
    // Latin-1, has no URL line and text before the first marker (three warnings).
    QTest::newRow("cleaneval") << "cleaneval" << kDatasets + "/cleaneval" << 2
                               << QStringList{"lonely.html", "orphan.txt"}
                               << QStringList{"page2.txt", "page2.txt", "page2.txt"};
    // WCXB: 0001, 0002 and 0006; 0003 broken JSON, 0004 no ground truth, 0005 no page; 0002 has
    // snippets only and 0006 an unknown page type (warnings).
    QTest::newRow("wcxb") << "wcxb" << kDatasets + "/wcxb" << 3
                          << QStringList{"0003.json", "0004.html.gz", "0005.json"}
                          << QStringList{"0002.json", "0006.json"};
    // Folder: a, b and c, c without gold (a warning); z.txt has no page.
    QTest::newRow("folder") << "folder" << kDatasets + "/folder" << 3 << QStringList{"z.txt"}
                            << QStringList{"c.html"};
}

void TstPackageTransferDialog::importsAndListsProblems()
{
    QFETCH(QString, format);
    QFETCH(QString, source);
    QFETCH(int, imported);
    QFETCH(QStringList, errors);
    QFETCH(QStringList, warnings);
    QTemporaryDir dir;
    const QString package = dir.filePath(QStringLiteral("package"));
    ui::PackageTransferDialog dialog(Direction::Import);
    QVERIFY(dialog.setFormat(format));
    dialog.setSource(source);
    dialog.setTarget(package);
    const QList<QVariant> end = runToEnd(dialog);
    QCOMPARE(end.size(), 2);
    QVERIFY2(end[0].toBool(), qPrintable(dialog.summary()));
    QCOMPARE(end[1].toBool(), false);
    QCOMPARE(dialog.transferred(), imported);
    QCOMPARE(problemFiles(dialog, QStringLiteral("error")), errors);
    QCOMPARE(problemFiles(dialog, QStringLiteral("warning")), warnings);
    QCOMPARE(dialog.problemTable()->rowCount(), int(errors.size() + warnings.size()));
    // What the dialog wrote is a package with those documents.
    const core::TestPackageReader::Result read =
        core::TestPackageReader::read(package.toStdString());
    QVERIFY(read.package);
    QCOMPARE(int(read.package->documents.size()), imported);
    QVERIFY(dialog.findChild<QPushButton *>(QStringLiteral("transfer:openQueue"))
                ->isVisibleTo(&dialog));
}

void TstPackageTransferDialog::refusesToReplaceWithoutOverwrite()
{
    QTemporaryDir dir;
    const QString package = dir.filePath(QStringLiteral("package"));
    ui::PackageTransferDialog dialog(Direction::Import);
    QVERIFY(dialog.setFormat(QStringLiteral("cleaneval")));
    dialog.setSource(kDatasets + "/cleaneval");
    dialog.setTarget(package);
    QCOMPARE(runToEnd(dialog).value(0).toBool(), true);

    // A gold edited since must survive a second import that is not allowed to overwrite.
    const QString gold = package + QStringLiteral("/page1.txt");
    QVERIFY(QFile::exists(gold));
    {
        QFile f(gold);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("edited by hand\n");
    }
    const QList<QVariant> refused = runToEnd(dialog);
    QCOMPARE(refused.value(0).toBool(), false);
    QVERIFY2(dialog.summary().contains(QStringLiteral("not overwritten")),
             qPrintable(dialog.summary()));
    {
        QFile f(gold);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("edited by hand\n"));
    }

    dialog.setOverwrite(true);
    QCOMPARE(runToEnd(dialog).value(0).toBool(), true);
    QFile f(gold);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.readAll() != QByteArray("edited by hand\n"));
}

void TstPackageTransferDialog::refusesIncompleteFields_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("error");
    QTest::newRow("no source") << "wcxb"
                               << ""
                               << "out"
                               << "Choose the dataset";
    QTest::newRow("no target") << "wcxb" << kDatasets + "/wcxb"
                               << ""
                               << "Choose the package";
    QTest::newRow("missing source") << "wcxb" << kDatasets + "/no-such-folder"
                                    << "out"
                                    << "no such file or folder";
    QTest::newRow("rule without its file") << "rule" << kDatasets + "/folder/pages"
                                           << "out"
                                           << "site rule file";
}

void TstPackageTransferDialog::refusesIncompleteFields()
{
    QFETCH(QString, format);
    QFETCH(QString, source);
    QFETCH(QString, target);
    QFETCH(QString, error);
    QTemporaryDir dir;
    ui::PackageTransferDialog dialog(Direction::Import);
    QVERIFY(dialog.setFormat(format));
    dialog.setSource(source);
    dialog.setTarget(target.isEmpty() ? QString() : dir.filePath(target));
    QString message;
    QVERIFY(!dialog.start(&message));
    QVERIFY2(message.contains(error), qPrintable(message));
    QVERIFY(!dialog.isRunning());
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("out"))));
}

void TstPackageTransferDialog::exportsAndRefusesANonEmptyFolder()
{
    QTemporaryDir dir;
    const QString package = dir.filePath(QStringLiteral("package"));
    QVERIFY(core::Importer::find("folder")
                ->run((kDatasets + "/folder").toStdString(), package.toStdString(), false)
                .ok);
    const QString out = dir.filePath(QStringLiteral("out"));
    ui::PackageTransferDialog dialog(Direction::Export);
    QVERIFY(dialog.setFormat(QStringLiteral("folder")));
    dialog.setSource(package);
    dialog.setTarget(out);
    QCOMPARE(runToEnd(dialog).value(0).toBool(), true);
    // The folder format carries pages without gold too: a, b and c come out.
    QCOMPARE(dialog.transferred(), 3);
    QVERIFY(QFileInfo::exists(out + QStringLiteral("/pages")));

    QCOMPARE(runToEnd(dialog).value(0).toBool(), false);
    QVERIFY2(dialog.summary().contains(QStringLiteral("not empty")), qPrintable(dialog.summary()));
    dialog.setOverwrite(true);
    QCOMPARE(runToEnd(dialog).value(0).toBool(), true);
}

void TstPackageTransferDialog::cancelStopsTheImport()
{
    // The 130 Readability test pages: cancelled at once, the run stops after a few of them.
    const QString source = QStringLiteral(BOILERSCOPE_TEST_DATA "/readability-test-pages");
    const int total = int(QDir(source).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size());
    QTemporaryDir dir;
    ui::PackageTransferDialog dialog(Direction::Import);
    QVERIFY(dialog.setFormat(QStringLiteral("readability")));
    dialog.setSource(source);
    dialog.setTarget(dir.filePath(QStringLiteral("package")));
    QSignalSpy finished(&dialog, &ui::PackageTransferDialog::transferFinished);
    QVERIFY(dialog.start());
    dialog.cancel();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, kTimeoutMs);
    QCOMPARE(finished[0][1].toBool(), true);
    QVERIFY2(dialog.transferred() < total, qPrintable(dialog.summary()));
    QVERIFY(dialog.summary().contains(QStringLiteral("cancelled")));
    QVERIFY(!dialog.isRunning());
}

void TstPackageTransferDialog::importOpensAsQueueFromTheWindow()
{
    ui::MainWindow::Options options;
    options.useSettings = false;
    ui::MainWindow window(options);
    QAction *import = window.findChild<QAction *>(QStringLiteral("campaign:import"));
    QVERIFY(import);
    import->trigger();
    auto *dialog = window.findChild<ui::PackageTransferDialog *>(QStringLiteral("importDialog"));
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QTemporaryDir dir;
    const QString package = dir.filePath(QStringLiteral("package"));
    QVERIFY(dialog->setFormat(QStringLiteral("cleaneval")));
    dialog->setSource(kDatasets + "/cleaneval");
    dialog->setTarget(package);
    QCOMPARE(runToEnd(*dialog).value(0).toBool(), true);
    auto *open = dialog->findChild<QPushButton *>(QStringLiteral("transfer:openQueue"));
    QVERIFY(open->isVisible());
    QTest::mouseClick(open, Qt::LeftButton);
    QVERIFY(!dialog->isVisible());
    QCOMPARE(window.campaignDock()->packagePath(), QDir::cleanPath(package));
    QCOMPARE(window.campaignDock()->model()->rowCount(), 2);
}

QTEST_MAIN(TstPackageTransferDialog)
#include "tst_packagetransferdialog.moc"
