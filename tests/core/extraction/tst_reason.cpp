#include <extraction/extractionresult.h>

#include <QTest>

#include <string>

using core::Reason;

// A reason's text: its format with the placeholders {0} to {3} replaced by its numbers and
// doubled braces made single; and a text escaped into a format comes back as it was.
class TestReason : public QObject
{
    Q_OBJECT

private slots:
    void text_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addColumn<QString>("text");
        QTest::newRow("no placeholder") << "kept"
                                        << "kept";
        QTest::newRow("each number") << "{0} of 20, weight {1} >= {2}; {3}"
                                     << "12 of 20, weight 0.75 >= 0.5; 3";
        QTest::newRow("doubled braces") << "a {{0}} b}}"
                                        << "a {0} b}";
        QTest::newRow("not a placeholder") << "{4} {x} {"
                                           << "{4} {x} {";
    }
    void text()
    {
        QFETCH(QString, format);
        QFETCH(QString, text);
        const std::string f = format.toStdString();
        const Reason reason{f.c_str(), {12, 0.75, 0.5, 3}};
        QCOMPARE(QString::fromStdString(reason.text()), text);
    }

    void escaped_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("plain") << "Add to cart";
        QTest::newRow("placeholders") << "Use {0} and {3}";
        QTest::newRow("braces") << "}{{}";
        QTest::newRow("empty") << "";
    }
    void escaped()
    {
        QFETCH(QString, text);
        const std::string f = Reason::escaped(text.toStdString());
        const Reason reason{f.c_str(), {12, 0.75, 0.5, 3}};
        QCOMPARE(QString::fromStdString(reason.text()), text);
    }
};

QTEST_APPLESS_MAIN(TestReason)
#include "tst_reason.moc"
