#include <package/agreement.h>
#include <package/testpackagereader.h>
#include <package/testpackagewriter.h>

#include "testpages.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>

using core::Agreement;

namespace {

// Six units: "Title", "First para ", "bold", " end.", "Menu", "Second".
const char *const kPage = "<html><body><h1>Title</h1><p>First para <b>bold</b> end.</p>"
                          "<div class=nav>Menu</div><p>Second</p></body></html>";

std::vector<bool> labelsOf(const core::Document &doc, std::vector<core::GoldNode> nodes)
{
    return Agreement::labels(doc, Agreement::units(doc),
                             core::GoldAnnotation::fromGoldNodes(doc, nodes));
}

core::Annotation annotation(const char *name, const char *text, std::vector<core::GoldNode> nodes)
{
    return {"", name, "", text, std::move(nodes), false};
}

} // namespace

class TestAgreement : public QObject
{
    Q_OBJECT

private slots:
    void kappa_data();
    void kappa();
    void kappaMatchesReference();
    void unitsAndLabels();
    void wordF1IsSymmetric();
    void package();
};

void TestAgreement::kappa_data()
{
    QTest::addColumn<QList<bool>>("a");
    QTest::addColumn<QList<bool>>("b");
    QTest::addColumn<double>("kappa");
    // po 3/4; kept 1/2 and 1/4: pe 1/2·1/4 + 1/2·3/4 = 1/2; (3/4 - 1/2) / (1/2) = 1/2.
    QTest::newRow("half") << QList<bool>{1, 1, 0, 0} << QList<bool>{1, 0, 0, 0} << 0.5;
    QTest::newRow("same") << QList<bool>{1, 0, 1, 0} << QList<bool>{1, 0, 1, 0} << 1.0;
    // po 0, pe 1/2: -1.
    QTest::newRow("opposite") << QList<bool>{1, 0} << QList<bool>{0, 1} << -1.0;
    // po 3/4, pe 1·3/4 + 0 = 3/4: no better than chance.
    QTest::newRow("chance") << QList<bool>{1, 1, 1, 1} << QList<bool>{1, 1, 1, 0} << 0.0;
    // Both keep everything: 0/0, the project's 1.
    QTest::newRow("all kept by both") << QList<bool>{1, 1} << QList<bool>{1, 1} << 1.0;
}

void TestAgreement::kappa()
{
    QFETCH(QList<bool>, a);
    QFETCH(QList<bool>, b);
    QFETCH(double, kappa);
    const std::optional<double> k = Agreement::kappa(std::vector<bool>(a.begin(), a.end()),
                                                     std::vector<bool>(b.begin(), b.end()));
    QVERIFY(k);
    QCOMPARE(*k, kappa);
    QVERIFY(!Agreement::kappa({}, {}));
    QVERIFY(!Agreement::kappa({true}, {true, false}));
}

void TestAgreement::kappaMatchesReference()
{
    // Cohen's kappa of a 2x2 table in its closed form: 2(ad - bc) / ((a+b)(b+d) + (a+c)(c+d)),
    // a = both keep, d = both drop, b and c the disagreements.
    QRandomGenerator random(12);
    for (int i = 0; i < 500; ++i) {
        const int n = 1 + int(random.bounded(30));
        std::vector<bool> x, y;
        double a = 0, b = 0, c = 0, d = 0;
        for (int k = 0; k < n; ++k) {
            x.push_back(random.bounded(2));
            y.push_back(random.bounded(3) ? bool(x.back()) : !x.back());
            (x.back() ? (y.back() ? a : b) : (y.back() ? c : d)) += 1;
        }
        const double denominator = (a + b) * (b + d) + (a + c) * (c + d);
        const std::optional<double> k = Agreement::kappa(x, y);
        QVERIFY(k);
        if (denominator == 0)
            QCOMPARE(*k, 1.0); // one label throughout on both sides
        else
            QVERIFY(qFuzzyCompare(1 + *k, 1 + 2 * (a * d - b * c) / denominator));
    }
}

void TestAgreement::unitsAndLabels()
{
    const core::Document doc = testpages::parsePage(kPage);
    const std::vector<core::NodeId> units = Agreement::units(doc);
    QCOMPARE(units.size(), size_t(6));
    QCOMPARE(doc.text(units[1]), std::string_view("First para "));
    QCOMPARE(labelsOf(doc, {{"/html/body/h1"}, {"/html/body/p[1]"}}),
             (std::vector<bool>{1, 1, 1, 1, 0, 0}));
    // A range keeps the unit it lies in: "para" of "First para ".
    QCOMPARE(labelsOf(doc, {{"/html/body/p[1]/text()[1]", -1, 6, 10}}),
             (std::vector<bool>{0, 1, 0, 0, 0, 0}));
    QCOMPARE(labelsOf(doc, {}), (std::vector<bool>(6, false)));
}

void TestAgreement::wordF1IsSymmetric()
{
    // Words Title First para bold end. / First para bold end. Second: 4 of 5 each way.
    const char *a = "Title\nFirst para bold end.", *b = "First para bold end.\nSecond";
    QCOMPARE(Agreement::wordF1(a, b), 0.8);
    QCOMPARE(Agreement::wordF1(b, a), 0.8);
    QCOMPARE(Agreement::wordF1("", ""), 1.0);
}

void TestAgreement::package()
{
    QTemporaryDir tmp;
    const std::string dir = tmp.path().toStdString();
    std::string error;
    QVERIFY(core::TestPackageWriter::create(dir, {"p", "", "", ""}, false, error));
    core::PackageDocument doc;
    doc.goldText = "x";
    for (const char *stem : {"a", "b", "c", "d"}) {
        doc.stem = stem;
        QVERIFY(core::TestPackageWriter::writeDocument(dir, doc, kPage, {}, false, error));
    }
    const auto annotate = [&](const char *stem, const core::Annotation &a) {
        QVERIFY2(core::TestPackageWriter::writeAnnotation(dir, stem, a, false, error),
                 error.c_str());
    };
    // a: A keeps Title and the first paragraph, B both paragraphs: labels 111100 / 011101.
    annotate("a", annotation("Ann", "Title\nFirst para bold end.",
                             {{"/html/body/h1"}, {"/html/body/p[1]"}}));
    annotate("a", annotation("Bob", "First para bold end.\nSecond",
                             {{"/html/body/p[1]"}, {"/html/body/p[2]"}}));
    // b: one annotator only: not compared.
    annotate("b", annotation("Ann", "Title", {{"/html/body/h1"}}));
    // c: texts only, no node-level gold: F1, no kappa.
    annotate("c", annotation("Ann", "a b", {}));
    annotate("c", annotation("Bob", "a c", {}));
    // d: A as in a, B keeps the whole body: 111100 / 111111.
    annotate("d", annotation("Ann", "Title\nFirst para bold end.",
                             {{"/html/body/h1"}, {"/html/body/p[1]"}}));
    annotate("d", annotation("Bob", "Title\nFirst para bold end.\nMenu\nSecond", {{"/html/body"}}));

    const core::TestPackageReader::Result read = core::TestPackageReader::read(dir);
    QVERIFY(read.package);
    const core::PackageAgreement p = Agreement::ofPackage(*read.package);
    QVERIFY(p.issues.empty());
    QCOMPARE(p.documents.size(), size_t(3));
    const core::DocumentAgreement &a = p.documents[0];
    QCOMPARE(a.stem, std::string("a"));
    QCOMPARE(a.annotators, (std::vector<std::string>{"ann", "bob"}));
    QCOMPARE(a.units, size_t(6));
    QVERIFY(a.wordF1 && qFuzzyCompare(*a.wordF1, 0.8));
    // po 4/6; both keep 4/6: pe (2/3)² + (1/3)² = 5/9; (2/3 - 5/9) / (4/9) = 1/4.
    QVERIFY(a.kappa && qFuzzyCompare(*a.kappa, 0.25));
    const core::DocumentAgreement &c = p.documents[1];
    QVERIFY(c.wordF1 && qFuzzyCompare(*c.wordF1, 0.5));
    QVERIFY(!c.kappa);
    QCOMPARE(c.note, std::string("no node-level gold"));
    const core::DocumentAgreement &d = p.documents[2];
    // po 4/6, pe 4/6·1 + 2/6·0 = 2/3: 0.
    QVERIFY(d.kappa && qFuzzyCompare(1 + *d.kappa, 1.0));

    // Package: F1 mean of 0.8, 0.5 and 1 (d's texts: A's words all in B's, 5 of 7: F1 10/12).
    QVERIFY(p.wordF1 && qFuzzyCompare(*p.wordF1, (0.8 + 0.5 + 10 / 12.0) / 3));
    // kappa pooled over a and d (12 units): po 8/12; kept 8/12 and 10/12: pe 2/3·5/6 + 1/3·1/6
    // = 11/18; (12/18 - 11/18) / (7/18) = 1/7 — not the mean of 1/4 and 0.
    QCOMPARE(p.units, size_t(12));
    QVERIFY(p.kappa && qFuzzyCompare(*p.kappa, 1 / 7.0));
}

QTEST_APPLESS_MAIN(TestAgreement)
#include "tst_agreement.moc"
