// TeachingCapability in the real window: a lesson sets up the window its way (its extractors, the
// source switch, its layout) and gives the user's setup back when it ends, at another page or at
// closing, so that a lesson's setup is never remembered as the user's.
#include <common/settings.h>
#include <extractors/analysiscontroller.h>
#include <registry/extractorregistry.h>
#include <teaching/lesson.h>
#include <window/layoutmanager.h>
#include <window/mainwindow.h>

#include "testwait.h"

#include <QCoreApplication>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

constexpr int kTimeoutMs = 30000;

// The ticked extractors, in the registry's order.
QStringList ticked(const ui::MainWindow &window)
{
    QStringList out;
    for (const core::Extractor *e : core::ExtractorRegistry::all())
        if (window.controller()->isEnabled(e->info().id))
            out << QString::fromStdString(e->info().id);
    return out;
}

} // namespace

class TstTeachingCapability : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void lessonGivesTheUserSetupBack();
};

void TstTeachingCapability::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"BoilerscopeTest"_s);
    QCoreApplication::setApplicationName(u"tst_teachingcapability"_s);
    QSettings().clear();
}

void TstTeachingCapability::lessonGivesTheUserSetupBack()
{
    const QList<ui::Lesson> lessons = ui::Lesson::bundled();
    QVERIFY(!lessons.isEmpty());
    const ui::Lesson &lesson = lessons.first();
    // The user's setup: one extractor the lesson does not tick, the rendered DOM, Debug.
    QString mine;
    for (const core::Extractor *e : core::ExtractorRegistry::all())
        if (!lesson.extractors.contains(QString::fromStdString(e->info().id)))
            mine = QString::fromStdString(e->info().id);
    QVERIFY(!mine.isEmpty());
    QVERIFY(lesson.source); // the lesson switches to the source HTML
    QCOMPARE(lesson.layout, u"teach"_s);

    ui::MainWindow::Options options;
    options.useSettings = true;
    for (const core::Extractor *e : core::ExtractorRegistry::all())
        options.extractors.push_back(e);
    {
        ui::MainWindow window(options);
        for (const core::Extractor *e : core::ExtractorRegistry::all())
            window.setExtractorEnabled(QString::fromStdString(e->info().id), false);
        window.setExtractorEnabled(mine, true);
        window.setSourceMode(false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.layouts()->apply(ui::LayoutManager::Debug);

        window.openLesson(lesson);
        QStringList wanted = lesson.extractors;
        QCOMPARE(ticked(window).size(), wanted.size());
        QVERIFY(window.controller()->sourceMode());
        QCOMPARE(window.layouts()->current(), ui::LayoutManager::Teach);

        // Another page ends the lesson: the user's setup is back.
        QSignalSpy shown(&window, &ui::MainWindow::analysisShown);
        window.openLocation(QStringLiteral(BOILERSCOPE_TEST_DATA "/ui/basic.html"));
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), kTimeoutMs);
        QCOMPARE(ticked(window), QStringList{mine});
        QVERIFY(!window.controller()->sourceMode());
        QCOMPARE(window.layouts()->current(), ui::LayoutManager::Debug);

        // Closing during a lesson saves the user's setup, not the lesson's.
        window.openLesson(lesson);
        QCOMPARE(window.layouts()->current(), ui::LayoutManager::Teach);
        QVERIFY(window.close());
    }
    const ui::Settings settings;
    QCOMPARE(settings.tickedExtractors().value_or(QStringList()), QStringList{mine});
    QCOMPARE(settings.currentLayout(), u"debug"_s);
}

QTEST_MAIN(TstTeachingCapability)
#include "tst_teachingcapability.moc"
