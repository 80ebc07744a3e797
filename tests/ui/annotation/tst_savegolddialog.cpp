// The Save Gold As dialog: a typed folder that does not exist yet is taken (it becomes a new test
// package), what cannot be a package or a document name is refused with a reason; driven alone
// and from the real window's Annotation ▸ Save Gold As, which then writes the package there.
#include <annotation/annotationpanel.h>
#include <annotation/savegolddialog.h>
#include <package/testpackagereader.h>

#include "windowtest.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTimer>

using namespace Qt::StringLiterals;
using namespace testwindow;

class TstSaveGoldDialog : public WindowTest
{
    Q_OBJECT

private slots:
    void folder_data();
    void folder();
    void saveAsIntoATypedNewFolder();

private:
    QTemporaryDir m_tmp;
};

void TstSaveGoldDialog::folder_data()
{
    QTest::addColumn<QString>("folder"); // relative to a temporary folder
    QTest::addColumn<QString>("stem");
    QTest::addColumn<bool>("ok");
    QTest::newRow("new folder") << u"new/pkg"_s << u"page"_s << true;
    QTest::newRow("existing empty folder") << u"empty"_s << u"page"_s << true;
    QTest::newRow("existing package") << u"package"_s << u"page"_s << true;
    QTest::newRow("a file") << u"file.txt"_s << u"page"_s << false;
    QTest::newRow("no folder") << QString() << u"page"_s << false;
    QTest::newRow("bad document name") << u"new/pkg"_s << u"a page"_s << false;
    QTest::newRow("no document name") << u"new/pkg"_s << QString() << false;
}

void TstSaveGoldDialog::folder()
{
    QFETCH(QString, folder);
    QFETCH(QString, stem);
    QFETCH(bool, ok);
    QTemporaryDir tmp;
    QVERIFY(QDir(tmp.path()).mkpath(u"empty"_s));
    QVERIFY(QDir(tmp.path()).mkpath(u"package"_s));
    for (const QString &file : {u"package/package.json"_s, u"file.txt"_s}) {
        QFile f(tmp.filePath(file));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{}");
    }
    ui::SaveGoldDialog dialog{QString(), QString()};
    auto *package = dialog.findChild<QLineEdit *>(u"package"_s);
    auto *name = dialog.findChild<QLineEdit *>(u"stem"_s);
    QVERIFY(package && name);
    const QString typed = folder.isEmpty() ? QString() : tmp.filePath(folder);
    QTest::keyClicks(package, typed);
    QTest::keyClicks(name, stem);
    QPushButton *save = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save);
    QCOMPARE(save->isEnabled(), ok);
    QCOMPARE(dialog.problem().isEmpty(), ok);
    QCOMPARE(dialog.findChild<QLabel *>(u"note"_s)->text().isEmpty(), false);
    if (ok) {
        QCOMPARE(dialog.packagePath(), QDir::cleanPath(typed));
        QCOMPARE(dialog.stem(), stem);
    }
}

void TstSaveGoldDialog::saveAsIntoATypedNewFolder()
{
    QVERIFY(createWindow());
    QVERIFY(load(fixture(u"metadata.html"_s)));
    ui::AnnotationPanel *panel = m_window->annotationPanel();
    const QString folder = m_tmp.filePath(u"gold/made-here"_s);
    QVERIFY(!QFileInfo::exists(folder));
    bool driven = false;
    QTimer::singleShot(0, this, [&] {
        auto *dialog = qobject_cast<ui::SaveGoldDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        QTest::keyClicks(dialog->findChild<QLineEdit *>(u"package"_s), folder);
        dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Save)->click();
        driven = dialog->isHidden();
        if (!driven) // refused: the test fails below, not waiting for ever
            dialog->reject();
    });
    auto *saveAs = panel->findChild<QAction *>(u"saveGoldAsAction"_s);
    QVERIFY(saveAs);
    saveAs->trigger();
    QVERIFY(driven);
    // The page's name is the suggested document name; the package was made in the new folder.
    const auto read = core::TestPackageReader::read(folder.toStdString());
    QVERIFY(read.package);
    QCOMPARE(read.package->documents.size(), std::size_t(1));
    QCOMPARE(read.package->documents.front().stem, std::string("metadata"));
    QCOMPARE(panel->packagePath(), QDir::cleanPath(folder));
}

QTEST_MAIN(TstSaveGoldDialog)
#include "tst_savegolddialog.moc"
