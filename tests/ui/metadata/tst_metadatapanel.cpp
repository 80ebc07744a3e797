// MetadataPanel: picking a row says where its value was read and why, with the rule, and asks
// for its element; a row from the page's markup only says it is not drawn; the columns a person
// reads are not cut.

#include <document/documentloader.h>
#include <metadata/metadatacolumnplan.h>
#include <metadata/metadataextractor.h>
#include <metadata/metadatamodel.h>
#include <metadata/metadatapanel.h>

#include "testwait.h"

#include <QHeaderView>
#include <QSignalSpy>
#include <QStyle>
#include <QTreeView>
#include <QtTest>

#include <algorithm>
#include <memory>
#include <string>

using namespace Qt::StringLiterals;

class tst_MetadataPanel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase();
    void pickingARow_data();
    void pickingARow();
    void columnsShowTheirText_data();
    void columnsShowTheirText();
    void emptyAndBusy();

private:
    std::shared_ptr<const core::Document> m_doc;
    std::shared_ptr<const core::Metadata> m_metadata;
};

void tst_MetadataPanel::initTestCase()
{
    core::DocumentLoader::Result r =
        core::DocumentLoader::loadFile(BOILERSCOPE_TEST_DATA "/ui/metadata.html");
    QVERIFY(r.document);
    m_doc = std::make_shared<const core::Document>(std::move(*r.document));
    m_metadata = std::make_shared<const core::Metadata>(core::MetadataExtractor::extract(*m_doc));
}

void tst_MetadataPanel::pickingARow_data()
{
    QTest::addColumn<int>("field");
    QTest::addColumn<int>("candidate"); // -1: the field's row
    QTest::addColumn<bool>("drawn");    // the element is drawn on the page
    const auto drawn = [this](const core::MetadataCandidate &c) {
        return c.node != core::kNoNode && m_doc->node(c.node).visible;
    };
    const auto add = [&](core::MetadataField f) {
        const core::MetadataValue &v = (*m_metadata)[f];
        const std::string name(core::metadataFieldName(f));
        if (const core::MetadataCandidate *c = v.chosenCandidate())
            QTest::addRow("%s", name.c_str()) << int(f) << -1 << drawn(*c);
        for (int i = 0; i < int(v.candidates.size()); ++i)
            QTest::addRow("%s#%d", name.c_str(), i + 1)
                << int(f) << i << drawn(v.candidates[std::size_t(i)]);
    };
    for (core::MetadataField f :
         {core::MetadataField::Title, core::MetadataField::Authors, core::MetadataField::Published})
        add(f);
}

void tst_MetadataPanel::pickingARow()
{
    QFETCH(int, field);
    QFETCH(int, candidate);
    QFETCH(bool, drawn);
    ui::MetadataPanel panel;
    panel.resize(700, 500);
    panel.show();
    panel.setMetadata(m_metadata, m_doc);
    QSignalSpy selected(&panel, &ui::MetadataPanel::nodeSelected);
    const auto f = core::MetadataField(field);
    QVERIFY(panel.selectRow(f, candidate));
    const core::MetadataValue &v = (*m_metadata)[f];
    const core::MetadataCandidate &c =
        candidate >= 0 ? v.candidates[std::size_t(candidate)] : *v.chosenCandidate();
    QCOMPARE(selected.count(), 1);
    QCOMPARE(selected.first().at(0).value<core::NodeId>(), c.node);
    const QString detail = panel.detailText();
    QVERIFY2(detail.contains(QString::fromStdString(c.path)), qPrintable(detail));
    QVERIFY2(detail.contains(QString::fromStdString(c.reason)), qPrintable(detail));
    QVERIFY2(detail.contains(u"Rule: "_s + QString::fromStdString(v.rule)), qPrintable(detail));
    QCOMPARE(detail.contains(u"outlined on the page"_s), drawn);
    QCOMPARE(detail.contains(u"not drawn on the page"_s), !drawn);
    QCOMPARE(detail.contains(u"not chosen"_s), candidate >= 0 && candidate != v.chosen);
}

void tst_MetadataPanel::columnsShowTheirText_data()
{
    QTest::addColumn<int>("field"); // the field opened as the window does; -1: all, by the user
    QTest::addColumn<int>("width"); // the panel's
    // A wide dock; one where the source must give way to the value (the fixture's field, title
    // and source columns take about 120, 230 and 215 px); one, as at 1280 × 720, where the
    // value is elided too.
    for (int width : {1000, 480, 400}) {
        QTest::addRow("all, %d px", width) << -1 << width;
        for (core::MetadataField f : core::kMetadataFields)
            QTest::addRow("%s, %d px", std::string(core::metadataFieldName(f)).c_str(), width)
                << int(f) << width;
    }
}

void tst_MetadataPanel::columnsShowTheirText()
{
    QFETCH(int, field);
    QFETCH(int, width);
    ui::MetadataPanel panel;
    panel.resize(width, 500);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setMetadata(m_metadata, m_doc);
    QTreeView *tree = panel.treeView();
    // Opened at once, before the tree laid out its new rows, as when the metadata arrives.
    if (field < 0)
        tree->expandAll();
    else
        QVERIFY(panel.selectRow(core::MetadataField(field)));
    // The columns follow the rows shown once the tree has laid them out (a queued call).
    QCoreApplication::processEvents();
    // Every text of the field column fits its cell, and so does each value when the field
    // column, the value and the source's minimum fit in the tree (a person looking at a field
    // wants its value); the source is whole on a wide panel, else at least its minimum; each of
    // the three columns is in view: nothing a person reads there is cut but what must give way
    // (elided, its tooltip whole).
    const int field0 = tree->columnWidth(ui::MetadataModel::FieldColumn);
    const auto fits = [&](const QModelIndex &index) {
        const QFont font = index.data(Qt::FontRole).isValid()
                               ? index.data(Qt::FontRole).value<QFont>()
                               : tree->font();
        // The item delegate's text margin on either side (QCommonStyle's).
        const int margin =
            tree->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, tree) + 1;
        const int needed =
            QFontMetrics(font).horizontalAdvance(index.data().toString()) + 2 * margin;
        const QRect rect = tree->visualRect(index);
        if (rect.right() >= tree->viewport()->width()) {
            qWarning("%s: out of view", qPrintable(index.data().toString()));
            return false;
        }
        const int room = rect.width();
        int want = needed;
        if (index.column() == ui::MetadataModel::SourceColumn && width < 1000)
            want = std::min(needed, ui::MetadataColumnPlan::kSourceMin);
        if (index.column() == ui::MetadataModel::ValueColumn &&
            field0 + needed + ui::MetadataColumnPlan::kSourceMin > tree->viewport()->width())
            return true;
        if (want > room)
            qWarning("%s: %d px in %d", qPrintable(index.data().toString()), want, room);
        return want <= room;
    };
    int checked = 0;
    for (int r = 0; r < panel.model()->rowCount(); ++r) {
        const QModelIndex row0 = panel.model()->index(r, 0);
        QList<QModelIndex> rows{row0};
        for (int c = 0; c < panel.model()->rowCount(row0) && tree->isExpanded(row0); ++c)
            rows << panel.model()->index(c, 0, row0);
        for (const QModelIndex &row : rows)
            for (int column :
                 {int(ui::MetadataModel::FieldColumn), int(ui::MetadataModel::ValueColumn),
                  int(ui::MetadataModel::SourceColumn)}) {
                QVERIFY(fits(row.siblingAtColumn(column)));
                ++checked;
            }
    }
    QVERIFY(checked >= 3 * int(core::kMetadataFields.size()));
}

void tst_MetadataPanel::emptyAndBusy()
{
    ui::MetadataPanel panel;
    QCOMPARE(panel.model()->rowCount(), 0);
    QVERIFY(!panel.selectRow(core::MetadataField::Title));
    panel.setMetadata(m_metadata, m_doc);
    QCOMPARE(panel.model()->rowCount(), int(core::kMetadataFields.size()));
    panel.setBusy();
    QCOMPARE(panel.model()->rowCount(), 0);
    QVERIFY(panel.statusText().contains(u"Reading"_s));
    panel.setMetadata(nullptr, nullptr);
    QVERIFY(panel.statusText().contains(u"No page"_s));
}

QTEST_MAIN(tst_MetadataPanel)
#include "tst_metadatapanel.moc"
