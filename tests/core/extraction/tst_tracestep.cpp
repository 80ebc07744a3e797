#include <extraction/tracestep.h>

#include <QTest>

#include <cmath>
#include <limits>

using core::TraceStep;

// core::TraceStep: the sentence written from the numbers, number formatting for reading, the cap
// on the nodes a step names, ranges.
class TestTraceStep : public QObject
{
    Q_OBJECT

private slots:
    void formatNumber_data()
    {
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("text");
        QTest::newRow("whole") << 42.0 << "42";
        QTest::newRow("negative whole") << -3.0 << "-3";
        QTest::newRow("zero") << 0.0 << "0";
        QTest::newRow("three decimals from 1") << 41.33333 << "41.333";
        QTest::newRow("trailing zeros dropped") << 2.5 << "2.5";
        QTest::newRow("three significant digits below 1") << 0.000412345 << "0.000412";
        QTest::newRow("a third") << 1.0 / 3 << "0.333";
        QTest::newRow("tiny") << 1.5e-7 << "1.5e-07";
        QTest::newRow("huge") << 2.5e20 << "2.5e+20";
        QTest::newRow("nan") << std::numeric_limits<double>::quiet_NaN() << "nan";
        QTest::newRow("inf") << std::numeric_limits<double>::infinity() << "inf";
        QTest::newRow("-inf") << -std::numeric_limits<double>::infinity() << "-inf";
    }
    void formatNumber()
    {
        QFETCH(double, value);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(TraceStep::formatNumber(value)), text);
    }

    void say_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("text");
        QTest::newRow("numbers") << "{a} / {b} = {a over b}"
                                 << "12 / 36 = 0.333";
        QTest::newRow("unknown name stays") << "{a} and {c}"
                                            << "12 and {c}";
        QTest::newRow("unclosed brace") << "ratio {a"
                                        << "ratio {a";
        QTest::newRow("no numbers") << "plain"
                                    << "plain";
        QTest::newRow("repeated") << "{a}{a}"
                                  << "1212";
    }
    void say()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, text);
        TraceStep s;
        s.number("a", 12).number("b", 36).number("a over b", 12.0 / 36);
        s.say(pattern.toStdString());
        QCOMPARE(QString::fromStdString(s.text), text);
    }

    void numbersReplaceByName()
    {
        TraceStep s;
        s.number("x", 1).number("y", 2).number("x", 3);
        QCOMPARE(s.numbers.size(), std::size_t(2));
        QCOMPARE(s.value("x"), 3.0);
        QVERIFY(s.has("y"));
        QVERIFY(!s.has("z"));
        QVERIFY(std::isnan(s.value("z")));
    }

    void nodes_data()
    {
        QTest::addColumn<int>("distinct");
        QTest::newRow("few") << 3;
        QTest::newRow("at the cap") << int(TraceStep::kMaxNodes);
        QTest::newRow("over the cap") << int(TraceStep::kMaxNodes) + 10;
    }
    void nodes()
    {
        QFETCH(int, distinct);
        TraceStep s;
        for (int i = 0; i < distinct; ++i) {
            s.node(i);
            s.node(i); // a repeat of the last node is not added again
        }
        s.node(core::kNoNode);
        const int kept = std::min(distinct, int(TraceStep::kMaxNodes));
        QCOMPARE(int(s.nodes.size()), kept);
        QCOMPARE(int(s.nodesOmitted), distinct - kept);
        for (int i = 0; i < kept; ++i)
            QCOMPARE(s.nodes[std::size_t(i)], core::NodeId(i));
    }

    void range()
    {
        TraceStep s;
        QVERIFY(!s.hasRange());
        s.range("cetr", 4, 9);
        QVERIFY(s.hasRange());
        QCOMPARE(s.chart, std::string("cetr"));
        QCOMPARE(s.from, 4);
        QCOMPARE(s.to, 9);
    }

    void kindNames()
    {
        QCOMPARE(TraceStep::kindName(TraceStep::Kind::Overview), std::string_view("overview"));
        QCOMPARE(TraceStep::kindName(TraceStep::Kind::Item), std::string_view("item"));
        QCOMPARE(TraceStep::kindName(TraceStep::Kind::Decision), std::string_view("decision"));
        QCOMPARE(TraceStep::kindName(TraceStep::Kind::Omitted), std::string_view("omitted"));
        QCOMPARE(TraceStep::kindName(TraceStep::Kind::Result), std::string_view("result"));
    }
};

QTEST_APPLESS_MAIN(TestTraceStep)
#include "tst_tracestep.moc"
