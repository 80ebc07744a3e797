// ExtractorPanel: controls built from the descriptors alone. A descriptor that names its values
// (choices) becomes a drop-down of those names with its explanation in view; the values go
// back and forth unchanged.

#include <extractorpanel.h>
#include <extractorregistry.h>

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>

class tst_ExtractorPanel : public QObject
{
    Q_OBJECT
private slots:
    void choicesAreNamed_data();
    void choicesAreNamed();
    void quantitiesAndSwitches();
};

void tst_ExtractorPanel::choicesAreNamed_data()
{
    QTest::addColumn<QString>("id");
    for (const char *id : {"cnr", "wnr", "clr", "wlr"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

void tst_ExtractorPanel::choicesAreNamed()
{
    // The DOM ratios' relevance rule (seed 003 Def. 4.6): the project's repair or the formula
    // as printed, by name, with the explanation of why the printed rule picks the root.
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

QTEST_MAIN(tst_ExtractorPanel)
#include "tst_extractorpanel.moc"
