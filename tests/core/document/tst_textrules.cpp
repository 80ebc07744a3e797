// TextRules: the one notion of white space, word and character.

#include <document/textrules.h>

#include <QTest>

using core::TextRules;

class TestTextRules : public QObject
{
    Q_OBJECT

private slots:
    void isSpace_data();
    void isSpace();
    void decode_data();
    void decode();
    void collapse_data();
    void collapse();
    void counts_data();
    void counts();
    void clip_data();
    void clip();
};

void TestTextRules::isSpace_data()
{
    QTest::addColumn<uint>("codePoint");
    QTest::addColumn<bool>("space");
    QTest::newRow("space") << 0x20u << true;
    QTest::newRow("tab") << 0x09u << true;
    QTest::newRow("newline") << 0x0Au << true;
    QTest::newRow("NUL (a control)") << 0x00u << true;
    QTest::newRow("letter a") << uint('a') << false;
    QTest::newRow("tilde") << uint('~') << false;
    QTest::newRow("DEL is not space") << 0x7Fu << false;
    QTest::newRow("NEL") << 0x85u << true;
    QTest::newRow("NBSP") << 0xA0u << true;
    QTest::newRow("e acute") << 0xE9u << false;
    QTest::newRow("ogham space") << 0x1680u << true;
    QTest::newRow("en quad") << 0x2000u << true;
    QTest::newRow("zero width space") << 0x200Bu << true;
    QTest::newRow("zero width non-joiner") << 0x200Cu << false;
    QTest::newRow("line separator") << 0x2028u << true;
    QTest::newRow("narrow NBSP") << 0x202Fu << true;
    QTest::newRow("ideographic space") << 0x3000u << true;
    QTest::newRow("BOM / ZWNBSP") << 0xFEFFu << true;
    QTest::newRow("CJK letter") << 0x6771u << false;
}

void TestTextRules::isSpace()
{
    QFETCH(uint, codePoint);
    QFETCH(bool, space);
    QCOMPARE(TextRules::isSpace(char32_t(codePoint)), space);
}

void TestTextRules::decode_data()
{
    QTest::addColumn<QByteArray>("utf8");
    QTest::addColumn<uint>("codePoint");
    QTest::addColumn<int>("length");
    QTest::newRow("ASCII") << QByteArray("A") << 0x41u << 1;
    QTest::newRow("2 bytes") << QByteArray("\xC3\xA9") << 0xE9u << 2;
    QTest::newRow("3 bytes") << QByteArray("\xE2\x82\xAC") << 0x20ACu << 3;
    QTest::newRow("4 bytes") << QByteArray("\xF0\x9F\x98\x80") << 0x1F600u << 4;
    QTest::newRow("lone continuation") << QByteArray("\x80") << 0xFFFDu << 1;
    QTest::newRow("truncated") << QByteArray("\xE2\x82") << 0xFFFDu << 1;
    QTest::newRow("bad continuation") << QByteArray("\xC3"
                                                    "A")
                                      << 0xFFFDu << 1;
}

void TestTextRules::decode()
{
    QFETCH(QByteArray, utf8);
    QFETCH(uint, codePoint);
    QFETCH(int, length);
    size_t i = 0;
    QCOMPARE(uint(TextRules::decode({utf8.constData(), size_t(utf8.size())}, i)), codePoint);
    QCOMPARE(int(i), length);
}

void TestTextRules::collapse_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("collapsed");
    QTest::addColumn<QByteArray>("normalized");
    QTest::newRow("empty") << QByteArray("") << QByteArray("") << QByteArray("");
    QTest::newRow("only space") << QByteArray(" \t\n ") << QByteArray(" ") << QByteArray("");
    QTest::newRow("inner runs") << QByteArray("a  \n\tb") << QByteArray("a b") << QByteArray("a b");
    QTest::newRow("edges kept as one space")
        << QByteArray("\n  word  \n") << QByteArray(" word ") << QByteArray("word");
    QTest::newRow("nbsp and ideographic space")
        << QByteArray("x\xC2\xA0\xE3\x80\x80y") << QByteArray("x y") << QByteArray("x y");
    QTest::newRow("non-space UTF-8 kept")
        << QByteArray("caf\xC3\xA9  \xE6\x9D\xB1") << QByteArray("caf\xC3\xA9 \xE6\x9D\xB1")
        << QByteArray("caf\xC3\xA9 \xE6\x9D\xB1");
    // Bytes that are no UTF-8 are no space: copied as they are, with the words around them.
    QTest::newRow("invalid bytes kept")
        << QByteArray("a\xFF\xFE  b\xC3") << QByteArray("a\xFF\xFE b\xC3")
        << QByteArray("a\xFF\xFE b\xC3");
}

void TestTextRules::collapse()
{
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, collapsed);
    QFETCH(QByteArray, normalized);
    const std::string_view in(input.constData(), size_t(input.size()));
    QCOMPARE(QByteArray::fromStdString(TextRules::collapse(in)), collapsed);
    QCOMPARE(QByteArray::fromStdString(TextRules::normalize(in)), normalized);
}

void TestTextRules::clip_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("maxBytes");
    QTest::addColumn<QByteArray>("clipped");
    QTest::newRow("shorter") << QByteArray("abc") << 5 << QByteArray("abc");
    QTest::newRow("exactly as long") << QByteArray("abcde") << 5 << QByteArray("abcde");
    QTest::newRow("longer") << QByteArray("abcdef") << 3 << QByteArray("abc\xE2\x80\xA6");
    // "é" is 2 bytes at 2..3: a cut after 3 bytes would split it, so it goes before it.
    QTest::newRow("inside a character") << QByteArray("ab\xC3\xA9"
                                                      "cd")
                                        << 3 << QByteArray("ab\xE2\x80\xA6");
    QTest::newRow("after a character") << QByteArray("ab\xC3\xA9"
                                                     "cd")
                                       << 4 << QByteArray("ab\xC3\xA9\xE2\x80\xA6");
}

void TestTextRules::clip()
{
    QFETCH(QByteArray, input);
    QFETCH(int, maxBytes);
    QFETCH(QByteArray, clipped);
    const std::string_view in(input.constData(), size_t(input.size()));
    QCOMPARE(QByteArray::fromStdString(TextRules::clip(in, size_t(maxBytes))), clipped);
}

void TestTextRules::counts_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("words");
    QTest::addColumn<int>("chars");
    QTest::addColumn<int>("codePoints");
    QTest::newRow("empty") << QByteArray("") << 0 << 0 << 0;
    // "a b" between the edge spaces: 3 chars; 5 code points in all.
    QTest::newRow("edge spaces not counted") << QByteArray(" a b ") << 2 << 3 << 5;
    // Inner runs count every space: "a", 3 spaces, "b" = 5.
    QTest::newRow("inner run counted") << QByteArray("a   b") << 2 << 5 << 5;
    QTest::newRow("punctuation is a word") << QByteArray("-- , --") << 3 << 7 << 7;
    // "Grüße" 5 code points, 7 bytes.
    QTest::newRow("code points") << QByteArray("Gr\xC3\xBC\xC3\x9F"
                                               "e")
                                 << 1 << 5 << 5;
    // No spaces in CJK text: one word of 3 characters.
    QTest::newRow("CJK run") << QByteArray("\xE6\x9D\xB1\xE4\xBA\xAC\xE9\x83\xBD") << 1 << 3 << 3;
    QTest::newRow("nbsp separates words") << QByteArray("a\xC2\xA0"
                                                        "b")
                                          << 2 << 3 << 3;
    QTest::newRow("only space") << QByteArray("\t \n") << 0 << 0 << 3;
}

void TestTextRules::counts()
{
    QFETCH(QByteArray, input);
    QFETCH(int, words);
    QFETCH(int, chars);
    QFETCH(int, codePoints);
    const std::string_view in(input.constData(), size_t(input.size()));
    QCOMPARE(int(TextRules::countWords(in)), words);
    QCOMPARE(int(TextRules::countChars(in)), chars);
    QCOMPARE(int(TextRules::codePoints(in)), codePoints);
}

QTEST_APPLESS_MAIN(TestTextRules)
#include "tst_textrules.moc"
