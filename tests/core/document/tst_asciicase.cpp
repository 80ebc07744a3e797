// asciiLower, asciiEqualsIgnoreCase and asciiContainsIgnoreCase: only A–Z fold, so that UTF-8
// bytes pass unchanged;
// forEachAsciiWord: the words of a text as the consensus's rules compare them.

#include <document/asciicase.h>

#include <QStringList>
#include <QTest>

#include <string>

class TestAsciiCase : public QObject
{
    Q_OBJECT

private slots:
    void lower_data();
    void lower();
    void equalsIgnoreCase_data();
    void equalsIgnoreCase();
    void containsIgnoreCase_data();
    void containsIgnoreCase();
    void words_data();
    void words();
};

void TestAsciiCase::lower_data()
{
    QTest::addColumn<QByteArray>("in");
    QTest::addColumn<QByteArray>("out");
    QTest::newRow("empty") << QByteArray() << QByteArray();
    QTest::newRow("markup name") << QByteArray("Content-TYPE") << QByteArray("content-type");
    QTest::newRow("edges of the range") << QByteArray("@AZ[`az{") << QByteArray("@az[`az{");
    // "École" in UTF-8: the two bytes of É are no letters of ASCII and stay as they are.
    QTest::newRow("utf-8 untouched") << QByteArray("\xc3\x89"
                                                   "COLE")
                                     << QByteArray("\xc3\x89"
                                                   "cole");
}

void TestAsciiCase::lower()
{
    QFETCH(QByteArray, in);
    QFETCH(QByteArray, out);
    QCOMPARE(QByteArray::fromStdString(core::asciiLower(in.toStdString())), out);
}

void TestAsciiCase::equalsIgnoreCase_data()
{
    QTest::addColumn<QByteArray>("a");
    QTest::addColumn<QByteArray>("b");
    QTest::addColumn<bool>("equal");
    QTest::newRow("same") << QByteArray("Article") << QByteArray("Article") << true;
    QTest::newRow("case") << QByteArray("NewsARTICLE") << QByteArray("newsarticle") << true;
    QTest::newRow("lengths differ") << QByteArray("Article") << QByteArray("Articles") << false;
    QTest::newRow("letters differ") << QByteArray("Product") << QByteArray("Produce") << false;
    // '@' and '`' sit beside A and a: a fold by offset alone would make them equal.
    QTest::newRow("neighbours of the range") << QByteArray("@") << QByteArray("`") << false;
    QTest::newRow("utf-8 bytes compared as they are")
        << QByteArray("\xc3\x89") << QByteArray("\xc3\xa9") << false;
}

void TestAsciiCase::equalsIgnoreCase()
{
    QFETCH(QByteArray, a);
    QFETCH(QByteArray, b);
    QFETCH(bool, equal);
    QCOMPARE(core::asciiEqualsIgnoreCase(a.toStdString(), b.toStdString()), equal);
}

void TestAsciiCase::containsIgnoreCase_data()
{
    QTest::addColumn<QByteArray>("haystack");
    QTest::addColumn<QByteArray>("needle");
    QTest::addColumn<bool>("contains");
    QTest::newRow("inside, case differs")
        << QByteArray("Message-SIGNATURE") << QByteArray("signature") << true;
    QTest::newRow("at the start") << QByteArray("Add-To-Cart-btn") << QByteArray("add-to-cart")
                                  << true;
    QTest::newRow("at the very end")
        << QByteArray("postSignature") << QByteArray("signature") << true;
    QTest::newRow("cut by the end")
        << QByteArray("postSignatur") << QByteArray("signature") << false;
    QTest::newRow("a first letter that recurs")
        << QByteArray("sssignature") << QByteArray("signature") << true;
    QTest::newRow("absent") << QByteArray("post-body") << QByteArray("signature") << false;
    QTest::newRow("needle longer") << QByteArray("sig") << QByteArray("signature") << false;
    QTest::newRow("empty needle") << QByteArray("x") << QByteArray() << true;
    QTest::newRow("utf-8 bytes compared as they are")
        << QByteArray("caf\xc3\x89") << QByteArray("\xc3\xa9") << false;
}

void TestAsciiCase::containsIgnoreCase()
{
    QFETCH(QByteArray, haystack);
    QFETCH(QByteArray, needle);
    QFETCH(bool, contains);
    QCOMPARE(core::asciiContainsIgnoreCase(haystack.toStdString(), needle.toStdString()), contains);
}

void TestAsciiCase::words_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QStringList>("words");
    QTest::newRow("empty") << QByteArray("") << QStringList{};
    QTest::newRow("punctuation only") << QByteArray(" -,. ") << QStringList{};
    QTest::newRow("case folded, split at punctuation")
        << QByteArray("Soft COTTON-shirt, 2 pack.")
        << QStringList{"soft", "cotton", "shirt", "2", "pack"};
    QTest::newRow("underscore inside a word")
        << QByteArray("snake_case x") << QStringList{"snake_case", "x"};
    QTest::newRow("UTF-8 letters kept, not folded")
        << QByteArray("Caf\xC3\xA9 \xC3\x89t\xC3\xA9") << QStringList{"caf\u00e9", "\u00c9t\u00e9"};
}

void TestAsciiCase::words()
{
    QFETCH(QByteArray, text);
    QFETCH(QStringList, words);
    QStringList got;
    core::forEachAsciiWord(text.toStdString(),
                           [&](const std::string &w) { got << QString::fromStdString(w); });
    QCOMPARE(got, words);
}

QTEST_APPLESS_MAIN(TestAsciiCase)
#include "tst_asciicase.moc"
