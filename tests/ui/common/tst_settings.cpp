#include <common/settings.h>

#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::Literals::StringLiterals;
using ui::Settings;

// Settings on a QSettings of a temporary directory, emptied before every test function.
class tst_Settings : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void roundTrip_data();
    void roundTrip();
    void defaults();
    void recent_data();
    void recent();
    void annotatorMigrated_data();
    void annotatorMigrated();

private:
    QTemporaryDir m_dir;
};

namespace {

// Sets the value named `which` through its typed setter.
void set(Settings &s, const QString &which, const QVariant &value)
{
    if (which == u"annotator")
        s.setAnnotator(value.toString());
    else if (which == u"definitionFiles")
        s.setDefinitionFiles(value.toStringList());
    else if (which == u"tickedExtractors")
        s.setTickedExtractors(value.toStringList());
    else if (which == u"windowGeometry")
        s.setWindowGeometry(value.toByteArray());
    else if (which == u"figureSize")
        s.setFigureSize(value.toString());
    else if (which == u"layoutState")
        s.setLayoutState(QStringLiteral("teach"), value.toByteArray());
    else if (which == u"currentLayout")
        s.setCurrentLayout(value.toString());
    else
        QFAIL(qPrintable(which));
}

// Reads the value named `which` through its typed getter.
QVariant get(const Settings &s, const QString &which)
{
    if (which == u"annotator")
        return s.annotator();
    if (which == u"definitionFiles")
        return s.definitionFiles();
    if (which == u"tickedExtractors")
        return s.tickedExtractors() ? QVariant(*s.tickedExtractors()) : QVariant();
    if (which == u"windowGeometry")
        return s.windowGeometry();
    if (which == u"figureSize")
        return s.figureSize();
    if (which == u"layoutState")
        return s.layoutState(QStringLiteral("teach"));
    if (which == u"currentLayout")
        return s.currentLayout();
    return QStringLiteral("unknown setting %1").arg(which);
}

} // namespace

void tst_Settings::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("boilerscope-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_settings"));
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
}

void tst_Settings::init()
{
    QSettings().clear();
}

void tst_Settings::roundTrip_data()
{
    QTest::addColumn<QString>("which");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<QVariant>("expected");
    QTest::newRow("annotator") << "annotator" << QVariant(u"Ada Lovelace"_s)
                               << QVariant(u"Ada Lovelace"_s);
    QTest::newRow("annotator trimmed")
        << "annotator" << QVariant(u"  Ada \n"_s) << QVariant(u"Ada"_s);
    const QStringList files{u"/defs/one.json"_s, u"/defs/two words.json"_s};
    QTest::newRow("definition files") << "definitionFiles" << QVariant(files) << QVariant(files);
    const QStringList ticked{u"density"_s, u"bte"_s};
    QTest::newRow("ticked extractors")
        << "tickedExtractors" << QVariant(ticked) << QVariant(ticked);
    // None ticked is a choice of its own, not "never saved".
    QTest::newRow("no extractor ticked")
        << "tickedExtractors" << QVariant(QStringList()) << QVariant(QStringList());
    const QByteArray binary("\x01\x00\xffgeometry", 11);
    QTest::newRow("window geometry") << "windowGeometry" << QVariant(binary) << QVariant(binary);
    QTest::newRow("figure size") << "figureSize" << QVariant(u"800x600"_s)
                                 << QVariant(u"800x600"_s);
    QTest::newRow("layout state") << "layoutState" << QVariant(binary) << QVariant(binary);
    QTest::newRow("current layout")
        << "currentLayout" << QVariant(u"annotate"_s) << QVariant(u"annotate"_s);
}

void tst_Settings::roundTrip()
{
    QFETCH(QString, which);
    QFETCH(QVariant, value);
    QFETCH(QVariant, expected);
    {
        Settings writer;
        set(writer, which, value);
    }
    const Settings reader;
    QCOMPARE(get(reader, which), expected);
}

void tst_Settings::defaults()
{
    const Settings s;
    QVERIFY(s.recentFiles().isEmpty());
    QVERIFY(s.recentPackages().isEmpty());
    QVERIFY(s.annotator().isEmpty());
    QVERIFY(s.definitionFiles().isEmpty());
    QVERIFY(!s.tickedExtractors());
    QVERIFY(s.windowGeometry().isEmpty());
    QCOMPARE(s.figureSize(), QString::fromLatin1(Settings::kDefaultFigureSize));
    QVERIFY(s.layoutState(QStringLiteral("debug")).isEmpty());
    QVERIFY(s.currentLayout().isEmpty());
}

void tst_Settings::recent_data()
{
    QTest::addColumn<QStringList>("added");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("newest first") << QStringList{u"a"_s, u"b"_s} << QStringList{u"b"_s, u"a"_s};
    QTest::newRow("again moves to the front")
        << QStringList{u"a"_s, u"b"_s, u"c"_s, u"a"_s} << QStringList{u"a"_s, u"c"_s, u"b"_s};
    QStringList many, newest;
    for (int i = 0; i < Settings::kMaxRecent + 2; ++i)
        many << QString::number(i);
    for (int i = Settings::kMaxRecent + 1; i >= 2; --i)
        newest << QString::number(i);
    QTest::newRow("the oldest forgotten") << many << newest;
}

void tst_Settings::recent()
{
    QFETCH(QStringList, added);
    QFETCH(QStringList, expected);
    for (const QString &entry : added) {
        Settings s;
        s.addRecentFile(entry);
        s.addRecentPackage(QStringLiteral("pkg/") + entry);
    }
    QStringList packages;
    for (const QString &entry : expected)
        packages << QStringLiteral("pkg/") + entry;
    const Settings s;
    QCOMPARE(s.recentFiles(), expected);
    QCOMPARE(s.recentPackages(), packages);
}

void tst_Settings::annotatorMigrated_data()
{
    // Values under the keys the campaign dock and the annotation form kept the name under before
    // both read the one key ("" : absent).
    QTest::addColumn<QString>("campaign");
    QTest::addColumn<QString>("annotation");
    QTest::addColumn<QString>("current");
    QTest::addColumn<QString>("expected");
    QTest::newRow("the campaign's") << "Ada"
                                    << ""
                                    << ""
                                    << "Ada";
    QTest::newRow("the annotation form's") << ""
                                           << "Grace"
                                           << ""
                                           << "Grace";
    QTest::newRow("both: the campaign's, which names the files") << "Ada"
                                                                 << "Grace"
                                                                 << ""
                                                                 << "Ada";
    QTest::newRow("the one key wins") << "Ada"
                                      << "Grace"
                                      << "Edsger"
                                      << "Edsger";
    QTest::newRow("none") << ""
                          << ""
                          << ""
                          << "";
}

void tst_Settings::annotatorMigrated()
{
    QFETCH(QString, campaign);
    QFETCH(QString, annotation);
    QFETCH(QString, current);
    QFETCH(QString, expected);
    {
        QSettings store;
        if (!campaign.isEmpty())
            store.setValue(QStringLiteral("campaign/annotator"), campaign);
        if (!annotation.isEmpty())
            store.setValue(QStringLiteral("annotation/annotator"), annotation);
        if (!current.isEmpty())
            store.setValue(QStringLiteral("annotator"), current);
    }
    QCOMPARE(Settings().annotator(), expected);
    // Moved, not copied: the old keys are gone, so a later change is not undone by them.
    const QSettings store;
    QVERIFY(!store.contains(QStringLiteral("campaign/annotator")));
    QVERIFY(!store.contains(QStringLiteral("annotation/annotator")));
    Settings().setAnnotator(QStringLiteral("Barbara"));
    QCOMPARE(Settings().annotator(), QStringLiteral("Barbara"));
}

QTEST_GUILESS_MAIN(tst_Settings)
#include "tst_settings.moc"
