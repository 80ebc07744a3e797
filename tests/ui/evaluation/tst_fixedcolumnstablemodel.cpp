// The tables with fixed columns: as many columns as their Column enum names, each with its own
// title in the horizontal header; other headers are Qt's defaults.
#include <evaluation/agreementtablemodel.h>
#include <evaluation/metadatasummarymodel.h>
#include <evaluation/pagetypetablemodel.h>

#include <QAbstractItemModelTester>
#include <QSet>
#include <QTest>

#include <functional>
#include <memory>

using ModelMaker = std::function<std::unique_ptr<ui::FixedColumnsTableModel>()>;
Q_DECLARE_METATYPE(ModelMaker)

class TstFixedColumnsTableModel : public QObject
{
    Q_OBJECT

private slots:
    void everyColumnHasItsTitle_data();
    void everyColumnHasItsTitle();
};

void TstFixedColumnsTableModel::everyColumnHasItsTitle_data()
{
    QTest::addColumn<ModelMaker>("make");
    QTest::addColumn<int>("columns"); // the model's Column enum's count
    QTest::addColumn<QString>("firstTitle");
    QTest::addColumn<QString>("lastTitle");
    QTest::newRow("agreement") << ModelMaker([] {
        return std::unique_ptr<ui::FixedColumnsTableModel>(new ui::AgreementTableModel);
    }) << int(ui::AgreementTableModel::ColumnCount)
                               << "Document"
                               << "Note";
    QTest::newRow("page types") << ModelMaker([] {
        return std::unique_ptr<ui::FixedColumnsTableModel>(new ui::PageTypeTableModel);
    }) << int(ui::PageTypeTableModel::ColumnCount)
                                << "Page type"
                                << "Without found";
    QTest::newRow("metadata") << ModelMaker([] {
        return std::unique_ptr<ui::FixedColumnsTableModel>(new ui::MetadataSummaryModel);
    }) << int(ui::MetadataSummaryModel::ColumnCount)
                              << "Page type"
                              << "Precision";
}

void TstFixedColumnsTableModel::everyColumnHasItsTitle()
{
    QFETCH(ModelMaker, make);
    QFETCH(int, columns);
    QFETCH(QString, firstTitle);
    QFETCH(QString, lastTitle);
    const std::unique_ptr<ui::FixedColumnsTableModel> model = make();
    QAbstractItemModelTester tester(model.get(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model->columnCount(), columns);
    QSet<QString> titles;
    for (int c = 0; c < columns; ++c) {
        const QString title = model->headerData(c, Qt::Horizontal).toString();
        QVERIFY2(!title.isEmpty(), qPrintable(QString::number(c)));
        titles.insert(title);
    }
    QCOMPARE(titles.size(), columns);
    QCOMPARE(model->headerData(0, Qt::Horizontal).toString(), firstTitle);
    QCOMPARE(model->headerData(columns - 1, Qt::Horizontal).toString(), lastTitle);
    // Past the last column and in the vertical header: what any Qt table answers.
    QCOMPARE(model->headerData(columns, Qt::Horizontal), QVariant(columns + 1));
    QCOMPARE(model->headerData(0, Qt::Vertical), QVariant(1));
    QCOMPARE(model->headerData(0, Qt::Horizontal, Qt::ToolTipRole), QVariant());
}

QTEST_MAIN(TstFixedColumnsTableModel)

#include "tst_fixedcolumnstablemodel.moc"
