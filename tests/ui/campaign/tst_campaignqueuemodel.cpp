// The campaign queue's model: states, progress, the next / previous document an annotator has not
// annotated (wrapping), and the annotators' word F1, under QAbstractItemModelTester.
#include <campaign/campaignqueuemodel.h>

#include <QAbstractItemModelTester>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

core::Annotation annotation(const std::string &name, const std::string &text)
{
    core::Annotation a;
    a.key = core::TestPackage::annotatorKey(name);
    a.annotator = name;
    a.text = text;
    return a;
}

core::PackageDocument document(const std::string &stem, std::vector<core::Annotation> annotations,
                               bool adjudicated = false)
{
    core::PackageDocument d;
    d.stem = stem;
    d.hasGoldText = adjudicated;
    d.annotations = std::move(annotations);
    if (adjudicated)
        d.metadata.adjudicatedFrom = {"alice", "bob"};
    d.metadata.pageType = stem == "d" ? "article" : "";
    return d;
}

// Rows: a not started, b Alice's, c not started, d Alice's and Bob's, e adjudicated.
core::TestPackage package()
{
    core::TestPackage p;
    p.documents.push_back(document("a", {}));
    p.documents.push_back(document("b", {annotation("Alice", "one two three four")}));
    p.documents.push_back(document("c", {}));
    p.documents.push_back(document(
        "d", {annotation("Alice", "one two three four"), annotation("Bob", "one two three five")}));
    p.documents.push_back(document("e", {annotation("Alice", "x"), annotation("Bob", "x")}, true));
    return p;
}

} // namespace

class TstCampaignQueueModel : public QObject
{
    Q_OBJECT

private slots:
    void statesAndColumns();
    void nextUnannotated_data();
    void nextUnannotated();
    void emptyPackageHasNoNext();
    void resetKeepsModelValid();
};

void TstCampaignQueueModel::statesAndColumns()
{
    ui::CampaignQueueModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPackage(package());
    QCOMPARE(model.rowCount(), 5);
    const QStringList states{u"not started"_s, u"annotated"_s, u"not started"_s,
                             u"several annotators"_s, u"adjudicated"_s};
    for (int row = 0; row < 5; ++row)
        QCOMPARE(model.index(row, ui::CampaignQueueModel::StateColumn).data().toString(),
                 states[row]);
    QCOMPARE(model.index(3, 0).data(ui::CampaignQueueModel::StateRole).toInt(),
             int(core::AnnotationState::SeveralAnnotators));
    QCOMPARE(model.index(3, ui::CampaignQueueModel::PageTypeColumn).data().toString(),
             u"article"_s);
    QCOMPARE(model.index(3, ui::CampaignQueueModel::AnnotatorsColumn).data().toInt(), 2);
    QCOMPARE(model.index(3, ui::CampaignQueueModel::AnnotatorsColumn).data(Qt::ToolTipRole),
             QVariant(u"Alice, Bob"_s));
    // b, d and e are annotated in some way: "3 of 5".
    QCOMPARE(model.annotatedCount(), 3);
    // d: Alice and Bob share 3 of their 4 words each: P = R = 3/4, so F1 = 0.75.
    QVERIFY(model.wordF1(3).has_value());
    QCOMPARE(*model.wordF1(3), 0.75);
    QCOMPARE(model.index(3, ui::CampaignQueueModel::WordF1Column).data().toString(), u"0.750"_s);
    // One annotator: nothing to compare.
    QVERIFY(!model.wordF1(1).has_value());
    QCOMPARE(model.index(1, ui::CampaignQueueModel::WordF1Column).data().toString(), QString());
    QCOMPARE(model.stemAt(2), u"c"_s);
    QCOMPARE(model.rowOf(u"d"_s), 3);
    QCOMPARE(model.rowOf(u"zz"_s), -1);
}

void TstCampaignQueueModel::nextUnannotated_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<bool>("forward");
    QTest::addColumn<QString>("key");
    QTest::addColumn<int>("expected");

    // Without an annotator: the documents nobody started (a, c).
    QTest::newRow("start forward") << -1 << true << QString() << 0;
    QTest::newRow("start backward") << -1 << false << QString() << 2;
    QTest::newRow("a to c") << 0 << true << QString() << 2;
    QTest::newRow("c wraps to a") << 2 << true << QString() << 0;
    QTest::newRow("a back wraps past e and d to c") << 0 << false << QString() << 2;
    // Alice annotated b and d; e is adjudicated: a and c are left.
    QTest::newRow("alice a to c") << 0 << true << u"alice"_s << 2;
    QTest::newRow("alice c wraps to a") << 2 << true << u"alice"_s << 0;
    // Bob annotated d only: b (Alice's alone) is his to do.
    QTest::newRow("bob a to b") << 0 << true << u"bob"_s << 1;
    QTest::newRow("bob b to c") << 1 << true << u"bob"_s << 2;
    QTest::newRow("bob d wraps to a") << 3 << true << u"bob"_s << 0;
    QTest::newRow("bob c back to b") << 2 << false << u"bob"_s << 1;
}

void TstCampaignQueueModel::nextUnannotated()
{
    QFETCH(int, from);
    QFETCH(bool, forward);
    QFETCH(QString, key);
    QFETCH(int, expected);
    ui::CampaignQueueModel model;
    model.setPackage(package());
    QCOMPARE(model.nextUnannotated(from, forward, key), expected);
}

void TstCampaignQueueModel::emptyPackageHasNoNext()
{
    ui::CampaignQueueModel model;
    QCOMPARE(model.nextUnannotated(-1, true, QString()), -1);
    core::TestPackage done;
    done.documents.push_back(document("b", {annotation("Alice", "x")}));
    model.setPackage(done);
    QCOMPARE(model.nextUnannotated(0, true, QString()), -1);
    QCOMPARE(model.nextUnannotated(0, true, u"alice"_s), -1);
    QCOMPARE(model.nextUnannotated(0, true, u"bob"_s), 0);
}

void TstCampaignQueueModel::resetKeepsModelValid()
{
    ui::CampaignQueueModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPackage(package());
    model.setPackage(core::TestPackage());
    QCOMPARE(model.rowCount(), 0);
    model.setPackage(package());
    QCOMPARE(model.rowCount(), 5);
}

QTEST_GUILESS_MAIN(TstCampaignQueueModel)
#include "tst_campaignqueuemodel.moc"
