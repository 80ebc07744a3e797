// The agreement table: one row per document with two or more annotators, then the package's
// "all" row; figures with four decimals, "—" where the core has none, numbers in SortRole.
#include <evaluation/agreementtablemodel.h>
#include <evaluation/evaluationroles.h>

#include <QAbstractItemModelTester>
#include <QTest>

using ui::AgreementTableModel;

class TstAgreementTableModel : public QObject
{
    Q_OBJECT

private slots:
    void showsDocumentsThenThePackage_data();
    void showsDocumentsThenThePackage();
    void emptyWithoutAgreement();
};

void TstAgreementTableModel::showsDocumentsThenThePackage_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QVariant>("sort");
    // 2/3 shows as 0.6667 (four decimals, rounded); a kappa the core could not compute is "—"
    // with no number to sort by.
    QTest::newRow("word F1") << 0 << int(AgreementTableModel::WordF1Column) << "0.6667"
                             << QVariant(2.0 / 3);
    QTest::newRow("annotators") << 0 << int(AgreementTableModel::AnnotatorsColumn) << "ann, bob"
                                << QVariant(QStringLiteral("ann, bob"));
    QTest::newRow("missing kappa")
        << 1 << int(AgreementTableModel::KappaColumn) << "—" << QVariant();
    QTest::newRow("note") << 1 << int(AgreementTableModel::NoteColumn) << "page missing"
                          << QVariant(QStringLiteral("page missing"));
    QTest::newRow("package row") << 2 << int(AgreementTableModel::DocumentColumn) << "all"
                                 << QVariant(QStringLiteral("all"));
    QTest::newRow("package kappa")
        << 2 << int(AgreementTableModel::KappaColumn) << "0.5000" << QVariant(0.5);
    QTest::newRow("package units")
        << 2 << int(AgreementTableModel::UnitsColumn) << "12" << QVariant(12);
}

void TstAgreementTableModel::showsDocumentsThenThePackage()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QString, text);
    QFETCH(QVariant, sort);
    auto agreement = std::make_shared<core::PackageAgreement>();
    agreement->documents.push_back({"a", {"ann", "bob"}, 12, 2.0 / 3, 0.5, ""});
    agreement->documents.push_back({"b", {"ann", "bob"}, 0, 1.0, std::nullopt, "page missing"});
    agreement->wordF1 = (2.0 / 3 + 1.0) / 2;
    agreement->kappa = 0.5;
    agreement->units = 12;
    AgreementTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setAgreement(agreement);
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), int(AgreementTableModel::ColumnCount));
    const QModelIndex cell = model.index(row, column);
    QCOMPARE(cell.data().toString(), text);
    const QVariant value = cell.data(ui::SortRole);
    QCOMPARE(value.isValid(), sort.isValid());
    if (sort.isValid())
        QCOMPARE(value.toString(), sort.toString());
}

void TstAgreementTableModel::emptyWithoutAgreement()
{
    AgreementTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    auto none = std::make_shared<core::PackageAgreement>();
    model.setAgreement(none);
    // Only the package row, which says why there is nothing.
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, AgreementTableModel::NoteColumn).data().toString(),
             QStringLiteral("no document has two or more annotations"));
    QCOMPARE(model.index(0, AgreementTableModel::WordF1Column).data().toString(),
             QStringLiteral("—"));
    model.setAgreement(nullptr);
    QCOMPARE(model.rowCount(), 0);
}

QTEST_GUILESS_MAIN(TstAgreementTableModel)
#include "tst_agreementtablemodel.moc"
