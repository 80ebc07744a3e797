#include <measures/wordruns.h>

#include "referencewords.h"

#include <QProcess>
#include <QTest>

namespace {

QStringList qTokens(const QString &text)
{
    QStringList out;
    for (const std::string &t : core::WordRuns::tokens(text.toStdString()))
        out << QString::fromStdString(t);
    return out;
}

} // namespace

class TestWordRuns : public QObject
{
    Q_OBJECT

private slots:
    void tokens_data();
    void tokens();
    void tokensMatchReference();
    void lower_data();
    void lower();
    void lowerMatchesReference();
    void collapsedSpace_data();
    void collapsedSpace();
    void isSpaceMatchesPython();
};

void TestWordRuns::tokens_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("punctuation splits") << "Hello, world!" << QStringList{"Hello", "world"};
    QTest::newRow("underscore joins, hyphen splits") << "a_b-c" << QStringList{"a_b", "c"};
    QTest::newRow("apostrophe splits") << "don't" << QStringList{"don", "t"};
    QTest::newRow("case kept") << "ABC abc" << QStringList{"ABC", "abc"};
    QTest::newRow("precomposed letter") << "naïve" << QStringList{"naïve"};
    // U+0308 COMBINING DIAERESIS is Mn: Python's \w does not match it, so it splits the word.
    QTest::newRow("combining mark splits")
        << QStringLiteral("nai\u0308ve") << QStringList{"nai", "ve"};
    // Numbers of every kind: Nd (Arabic-Indic three), No (superscript two), Nl (Roman twelve).
    QTest::newRow("numbers") << QStringLiteral("x٣ ² Ⅻ") << QStringList{"x٣", "²", "Ⅻ"};
    QTest::newRow("cjk runs") << "日本語のテキスト。次" << QStringList{"日本語のテキスト", "次"};
    QTest::newRow("emoji and spaces")
        << QStringLiteral("a😀b\u00a0c\u3000d") << QStringList{"a", "b", "c", "d"};
    QTest::newRow("nothing") << " .,;\n" << QStringList{};
    QTest::newRow("empty") << "" << QStringList{};
}

void TestWordRuns::tokens()
{
    QFETCH(QString, text);
    QFETCH(QStringList, expected);
    QCOMPARE(qTokens(text), expected);
}

void TestWordRuns::tokensMatchReference()
{
    QRandomGenerator random(20261123);
    for (int i = 0; i < 2000; ++i) {
        const QString text = referencewords::randomText(random, 30);
        QCOMPARE(qTokens(text), referencewords::tokens(text));
    }
    // Invalid UTF-8 decodes as U+FFFD, which is no word character.
    QCOMPARE(core::WordRuns::tokens("ab\xff"
                                    "cd"),
             (std::vector<std::string>{"ab", "cd"}));
}

void TestWordRuns::lower_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected");
    QTest::newRow("ascii") << "Hello WORLD"
                           << "hello world";
    QTest::newRow("accents") << "ÉTÉ Über"
                             << "été über";
    QTest::newRow("sharp s stays") << "Straße"
                                   << "straße";
    // Python: 'İ'.lower() == 'i̇' (i + U+0307 COMBINING DOT ABOVE), two code points.
    QTest::newRow("dotted capital i")
        << QStringLiteral("İstanbul") << QStringLiteral("i\u0307stanbul");
    // Python implements Final_Sigma: 'ΟΔΟΣ ΣΑ'.lower() == 'οδος σα'.
    QTest::newRow("final sigma") << "ΟΔΟΣ ΣΑ"
                                 << "οδος σα";
    QTest::newRow("no case") << "日本 42 _"
                             << "日本 42 _";
}

void TestWordRuns::lower()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(QString::fromStdString(core::WordRuns::lower(text.toStdString())), expected);
}

void TestWordRuns::lowerMatchesReference()
{
    QRandomGenerator random(7);
    for (int i = 0; i < 2000; ++i) {
        const QString text = referencewords::randomText(random, 30);
        QCOMPARE(QString::fromStdString(core::WordRuns::lower(text.toStdString())), text.toLower());
    }
}

void TestWordRuns::collapsedSpace_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expected"); // " ".join(text.split())

    QTest::newRow("runs and ends") << " \t a  b\n\nc \r\n"
                                   << "a b c";
    QTest::newRow("no-break and ideographic spaces")
        << QStringLiteral("a\u00a0b\u3000c") << "a b c";
    QTest::newRow("information separators") << QStringLiteral("a\u001cb\u001fc") << "a b c";
    // Not white space in Python: zero-width space, byte order mark, other controls.
    QTest::newRow("zero-width space stays")
        << QStringLiteral("a\u200bb\ufeffc\u0001d") << QStringLiteral("a\u200bb\ufeffc\u0001d");
    QTest::newRow("only space") << " \n "
                                << "";
    QTest::newRow("empty") << ""
                           << "";
}

void TestWordRuns::collapsedSpace()
{
    QFETCH(QString, text);
    QFETCH(QString, expected);
    QCOMPARE(QString::fromStdString(core::WordRuns::collapsedSpace(text.toStdString())), expected);
}

void TestWordRuns::isSpaceMatchesPython()
{
    // Every code point Python's str.isspace() accepts, as Debian's python3 says.
    QProcess python;
    python.start(QStringLiteral("/usr/bin/python3"),
                 {"-c", "print(' '.join(str(c) for c in range(0x110000) if chr(c).isspace()))"});
    QVERIFY(python.waitForFinished(60000));
    QCOMPARE(python.exitCode(), 0);
    QSet<char32_t> spaces;
    for (const QByteArray &n : python.readAllStandardOutput().trimmed().split(' '))
        spaces.insert(char32_t(n.toUInt()));
    QVERIFY(spaces.size() > 20);
    for (char32_t c = 0; c < 0x110000; ++c)
        QVERIFY2(core::WordRuns::isSpace(c) == spaces.contains(c),
                 qPrintable(QString::number(uint(c), 16)));
}

QTEST_GUILESS_MAIN(TestWordRuns)
#include "tst_wordruns.moc"
