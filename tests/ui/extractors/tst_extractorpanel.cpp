// ExtractorPanel: controls built from the descriptors alone. A descriptor that names its values
// (choices) becomes a drop-down of those names with its explanation in view; the values go
// back and forth unchanged.

#include <external/externalextractor.h>
#include <extractors/extractorpanel.h>
#include <registry/extractorregistry.h>

#include "testwait.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStyleOptionComboBox>
#include <QToolButton>
#include <QtTest>

#include <memory>

class tst_ExtractorPanel : public QObject
{
    Q_OBJECT
private slots:
    void choicesAreNamed_data();
    void choicesAreNamed();
    void choicesElideInANarrowBox_data();
    void choicesElideInANarrowBox();
    void quantitiesAndSwitches();
    void externalRowsShowTheirRun_data();
    void externalRowsShowTheirRun();
    void unavailableRowIsGreyedWithItsReason();
    void namesWrapInANarrowColumn();
    void parametersFitANarrowColumn_data();
    void parametersFitANarrowColumn();
};

void tst_ExtractorPanel::choicesAreNamed_data()
{
    QTest::addColumn<QString>("id");
    for (const char *id : {"cnr", "wnr", "clr", "wlr"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

void tst_ExtractorPanel::choicesAreNamed()
{
    // The DOM ratios' relevance rule (Insa et al. 2013 Def. 4.6): the project's repair or the
    // formula as printed, by name, with the explanation of why the printed rule picks the root.
    QFETCH(QString, id);
    const core::Extractor *e = core::ExtractorRegistry::find(id.toStdString());
    ui::ExtractorPanel panel({e});
    auto *combo = panel.findChild<QComboBox *>("param:" + id + ":printed");
    QVERIFY(combo);
    const core::ParamDescriptor &d = e->info().params[0];
    QCOMPARE(combo->count(), 2);
    QCOMPARE(combo->itemText(0).toStdString(), d.choices[0]);
    QCOMPARE(combo->itemText(1).toStdString(), d.choices[1]);
    QCOMPARE(combo->currentIndex(), 0); // the default, the repair
    QVERIFY(combo->toolTip().contains(QLatin1String("always choose the root")));
    auto *text = panel.findChild<QLabel *>("param-explanation:" + id + ":printed");
    QVERIFY(text);
    QCOMPARE(text->text().toStdString(), d.explanation);
    QVERIFY(text->wordWrap());

    QSignalSpy changed(&panel, &ui::ExtractorPanel::paramsChanged);
    combo->setCurrentIndex(1);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(changed[0][0].toString(), id);
    QCOMPARE(changed[0][1].value<core::ParamValues>(), core::ParamValues{1});
    QCOMPARE(panel.values(id), core::ParamValues{1});
    // Setting values moves the drop-down without echoing a change.
    panel.setValues(id, {0});
    QCOMPARE(combo->currentIndex(), 0);
    QCOMPARE(changed.size(), 1);
}

void tst_ExtractorPanel::choicesElideInANarrowBox_data()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<bool>("elided");
    // The Teach layout's column at 1280 x 720 leaves the drop-down about 160 px (its screenshot).
    QTest::newRow("laptop column") << 160 << true;
    QTest::newRow("wide") << 900 << false;
}

// A chosen rule's name wider than its drop-down ends in "…" where the box has no more room
// (QComboBox alone cuts it there: "project's repair: childre"): the box draws what a box given
// that elided text draws.
void tst_ExtractorPanel::choicesElideInANarrowBox()
{
    QFETCH(int, width);
    QFETCH(bool, elided);
    ui::ExtractorPanel panel({core::ExtractorRegistry::find("cnr")});
    auto *combo = panel.findChild<QComboBox *>("param:cnr:printed");
    QVERIFY(combo);
    // Taken out of the panel, whose hidden rows would clip its picture.
    const std::unique_ptr<QComboBox> box(combo);
    combo->setParent(nullptr);
    combo->resize(width, combo->sizeHint().height());
    const QString text = combo->currentText();
    QStyleOptionComboBox option;
    option.initFrom(combo);
    option.rect = combo->rect();
    const QRect field = combo->style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                       QStyle::SC_ComboBoxEditField, combo);
    const QString shown =
        combo->fontMetrics().elidedText(text, Qt::ElideRight, std::max(0, field.width() - 2));
    QCOMPARE(shown != text, elided);
    QComboBox reference;
    reference.setFont(combo->font());
    reference.addItem(shown);
    reference.resize(combo->size());
    QCOMPARE(combo->grab().toImage(), reference.grab().toImage());
}

void tst_ExtractorPanel::quantitiesAndSwitches()
{
    // Descriptors without choices keep their spin boxes and check boxes (Crunch has both).
    const core::Extractor *e = core::ExtractorRegistry::find("crunch");
    ui::ExtractorPanel panel({e});
    QVERIFY(panel.findChild<QCheckBox *>("param:crunch:remove-elements"));
    QVERIFY(panel.findChild<QDoubleSpinBox *>("param:crunch:link-ratio"));
    QVERIFY(panel.findChild<QSpinBox *>("param:crunch:empty-chars"));
    QVERIFY(!panel.findChild<QComboBox *>());
    QVERIFY(!panel.findChild<QLabel *>("param-explanation:crunch:link-ratio"));
    QCOMPARE(panel.values("crunch"), e->info().defaults());
    core::ParamValues v = e->info().defaults();
    v[0] = 0;
    v[2] = 0.75;
    panel.setValues("crunch", v);
    QCOMPARE(panel.values("crunch"), v);
}

namespace {

core::ExternalExtractor external(const char *json, const char *file)
{
    return core::ExternalExtractor(*core::ExtractorDefinition::parse(json, file).definition);
}

} // namespace

void tst_ExtractorPanel::externalRowsShowTheirRun_data()
{
    QTest::addColumn<QString>("outcome"); // running, finished, failed
    QTest::addColumn<QString>("status");
    QTest::addColumn<bool>("cancelShown");
    QTest::newRow("running") << "running"
                             << "running its program…" << true;
    QTest::newRow("finished") << "finished"
                              << "1.25 s, the external program included" << false;
    QTest::newRow("failed") << "failed"
                            << "failed: exited with status 3: boom" << false;
}

void tst_ExtractorPanel::externalRowsShowTheirRun()
{
    QFETCH(QString, outcome);
    QFETCH(QString, status);
    QFETCH(bool, cancelShown);
    const core::ExternalExtractor cat = external(R"({"command": ["/bin/cat"]})", "cat.json");
    ui::ExtractorPanel panel({core::ExtractorRegistry::find("density"), &cat});
    panel.show();
    // The external ones form a group of their own, after the built-ins.
    auto *header = panel.findChild<QLabel *>("externalHeader");
    QVERIFY(header && header->isVisible());
    auto *densityBox = panel.findChild<QCheckBox *>("enable:density");
    auto *catBox = panel.findChild<QCheckBox *>("enable:ext:cat");
    QVERIFY(densityBox->mapTo(&panel, QPoint()).y() < header->mapTo(&panel, QPoint()).y());
    QVERIFY(header->mapTo(&panel, QPoint()).y() < catBox->mapTo(&panel, QPoint()).y());
    // Built-ins have no status line.
    QVERIFY(!panel.findChild<QLabel *>("status:density"));
    panel.setChecked("ext:cat", true);
    panel.runStarted("ext:cat");
    if (outcome == "finished")
        panel.runFinished("ext:cat", 1.25);
    else if (outcome == "failed")
        panel.runFailed("ext:cat", "exited with status 3: boom");
    QCOMPARE(panel.statusText("ext:cat"), status);
    auto *cancel = panel.findChild<QToolButton *>("cancel:ext:cat");
    QCOMPARE(cancel->isVisible(), cancelShown);
    QSignalSpy cancelled(&panel, &ui::ExtractorPanel::cancelRequested);
    if (cancelShown) {
        cancel->click();
        QCOMPARE(cancelled.size(), 1);
        QCOMPARE(cancelled[0][0].toString(), QStringLiteral("ext:cat"));
    }
}

void tst_ExtractorPanel::unavailableRowIsGreyedWithItsReason()
{
    const core::ExternalExtractor missing =
        external(R"({"command": ["/nonexistent/program"]})", "missing.json");
    ui::ExtractorPanel panel({&missing});
    QVERIFY(panel.isAvailable("ext:missing"));
    const QString reason = QString::fromStdString(missing.availability().reason);
    QVERIFY(!reason.isEmpty());
    panel.setUnavailable("ext:missing", reason);
    auto *box = panel.findChild<QCheckBox *>("enable:ext:missing");
    QVERIFY(!box->isEnabled());
    QVERIFY(!panel.isAvailable("ext:missing"));
    QVERIFY(box->toolTip().contains(reason.toHtmlEscaped()));
    QCOMPARE(panel.statusText("ext:missing"), "unavailable: " + reason);
    // A replaced definition whose program is there again.
    panel.setUnavailable("ext:missing", QString());
    QVERIFY(box->isEnabled());
    QVERIFY(panel.isAvailable("ext:missing"));
}

// Project choice: narrower than the Teach layout's extractors column on a 1280 px wide screen
// (a fifth of the window), so that the test holds with the dock's frame and scroll bar around it.
constexpr int kNarrowColumn = 200;

// In a column narrower than the longest name ("Content Extraction via Tag Ratios (CETR)  (cetr)"),
// every built-in's name is shown whole on as many lines as it needs, and the column does not
// scroll sideways (it did: each name was one line of a check box, as were the labels of what the
// extractors read); a click on a name ticks it.
void tst_ExtractorPanel::namesWrapInANarrowColumn()
{
    const std::vector<const core::Extractor *> all(core::ExtractorRegistry::all().begin(),
                                                   core::ExtractorRegistry::all().end());
    QScrollArea column;
    column.setWidgetResizable(true);
    auto *panel = new ui::ExtractorPanel(all);
    column.setWidget(panel);
    column.resize(kNarrowColumn, 600);
    column.show();
    QVERIFY(QTest::qWaitForWindowExposed(&column));
    QCoreApplication::processEvents();
    QCOMPARE(column.horizontalScrollBar()->maximum(), 0);
    int longest = 0;
    for (const core::Extractor *e : all) {
        const QString id = QString::fromStdString(e->info().id);
        auto *name = panel->findChild<QLabel *>("name:" + id);
        QVERIFY2(name, qPrintable(id));
        QVERIFY2(name->text().contains(QString::fromStdString(e->info().name)), qPrintable(id));
        QVERIFY(name->wordWrap());
        QVERIFY2(name->height() >= name->heightForWidth(name->width()),
                 qPrintable(QStringLiteral("%1: %2 px high, needs %3")
                                .arg(id)
                                .arg(name->height())
                                .arg(name->heightForWidth(name->width()))));
        longest = std::max(longest, name->fontMetrics().horizontalAdvance(name->text()));
    }
    QVERIFY(longest > kNarrowColumn); // a name does need more than one line
    auto *box = panel->findChild<QCheckBox *>("enable:density");
    auto *name = panel->findChild<QLabel *>("name:density");
    QVERIFY(box && name && !box->isChecked());
    QTest::mouseClick(name, Qt::LeftButton);
    QVERIFY(box->isChecked());
}

void tst_ExtractorPanel::parametersFitANarrowColumn_data()
{
    QTest::addColumn<QString>("id");
    for (const core::Extractor *e : core::ExtractorRegistry::all())
        if (!e->info().params.empty())
            QTest::newRow(e->info().id.c_str()) << QString::fromStdString(e->info().id);
}

// A ticked extractor's parameter rows (a name, its control, its explanation), with the external
// programs' header and an unavailable program's reason, fit the narrow column: neither the column
// nor the panel's own list scrolls sideways, and each control lies whole inside the list's view
// (WLR's drop-down of formulas and its label made the Teach layout's column scroll sideways at 1280
// px).
void tst_ExtractorPanel::parametersFitANarrowColumn()
{
    QFETCH(QString, id);
    std::vector<const core::Extractor *> all(core::ExtractorRegistry::all().begin(),
                                             core::ExtractorRegistry::all().end());
    // An external program that is not installed: its header and its reason are shown too.
    const core::ExternalExtractor missing =
        external(R"({"command": ["/nonexistent/program"]})", "missing.json");
    all.push_back(&missing);
    QScrollArea column;
    column.setWidgetResizable(true);
    auto *panel = new ui::ExtractorPanel(all);
    panel->setUnavailable("ext:missing", QString::fromStdString(missing.availability().reason));
    column.setWidget(panel);
    column.resize(kNarrowColumn, 600);
    column.show();
    QVERIFY(QTest::qWaitForWindowExposed(&column));
    panel->setChecked(id, true);
    QCoreApplication::processEvents();
    auto *list = panel->findChild<QScrollArea *>();
    QVERIFY(list);
    QCOMPARE(column.horizontalScrollBar()->maximum(), 0);
    QCOMPARE(list->horizontalScrollBar()->maximum(), 0);
    const QString prefix = "param:" + id + ":";
    int controls = 0;
    for (QWidget *control : panel->findChildren<QWidget *>()) {
        if (!control->objectName().startsWith(prefix))
            continue;
        ++controls;
        QVERIFY2(control->isVisible(), qPrintable(control->objectName()));
        const QRect in(control->mapTo(list->viewport(), QPoint(0, 0)), control->size());
        QVERIFY2(in.left() >= 0 && in.right() < list->viewport()->width(),
                 qPrintable(QStringLiteral("%1 at %2..%3 in %4 px")
                                .arg(control->objectName())
                                .arg(in.left())
                                .arg(in.right())
                                .arg(list->viewport()->width())));
    }
    QCOMPARE(controls, int(core::ExtractorRegistry::find(id.toStdString())->info().params.size()));
}

QTEST_MAIN(tst_ExtractorPanel)
#include "tst_extractorpanel.moc"
