// TextDecoder: byte-order marks, transport (HTTP header) charsets, <meta> declarations, detection
// without a declaration, and replacement of undecodable bytes. The fixtures under
// tests/data/core/encodings were made with iconv from the UTF-8 references beside them
// (make-fixtures.sh); decoding a fixture must give its reference back byte for byte.

#include <document/textdecoder.h>

#include <QFile>
#include <QTest>

namespace {

QByteArray readFixture(const QString &name)
{
    QFile f(QStringLiteral(BOILERSCOPE_TEST_DATA "/core/encodings/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(f.fileName()));
    return f.readAll();
}

std::string_view view(const QByteArray &bytes)
{
    return {bytes.constData(), static_cast<size_t>(bytes.size())};
}

} // namespace

class TestTextDecoder : public QObject
{
    Q_OBJECT

private slots:
    void decode_data();
    void decode();
    void transportCharset_data();
    void transportCharset();
    void replacement_data();
    void replacement();
    void wideEncoding_data();
    void wideEncoding();
    void metaCharset_data();
    void metaCharset();
    void canonicalName_data();
    void canonicalName();
    void isValidUtf8_data();
    void isValidUtf8();
};

void TestTextDecoder::decode_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("phrase");

    QTest::newRow("BOM UTF-8") << "bom-utf8"
                               << "UTF-8"
                               << "bom" << u8"Grüße aus Köln – café";
    // The BOM wins over the (false) <meta charset="windows-1252"> inside.
    QTest::newRow("BOM UTF-16LE") << "bom-utf16le"
                                  << "UTF-16LE"
                                  << "bom" << u8"Ελληνικά και русский: 12 €";
    QTest::newRow("BOM UTF-16BE") << "bom-utf16be"
                                  << "UTF-16BE"
                                  << "bom" << u8"zażółć gęślą jaźń";
    // UTF-32 is known by its BOM only; FF FE 00 00 is UTF-32LE, not UTF-16LE and a NUL.
    QTest::newRow("BOM UTF-32LE") << "bom-utf32le"
                                  << "UTF-32LE"
                                  << "bom" << u8"BMP: \U0001F600 and \U0001D11E, ok";
    QTest::newRow("BOM UTF-32BE") << "bom-utf32be"
                                  << "UTF-32BE"
                                  << "bom" << u8"Ελληνικά: ωμέγα, 7 €";
    QTest::newRow("UTF-16LE, no BOM") << "nobom-utf16le"
                                      << "UTF-16LE"
                                      << "detected" << u8"déjà vu, façade";
    QTest::newRow("UTF-16BE, no BOM") << "nobom-utf16be"
                                      << "UTF-16BE"
                                      << "detected" << u8"Übergröße";
    // WHATWG: the label iso-8859-1 means windows-1252.
    QTest::newRow("meta charset latin1")
        << "meta-latin1"
        << "windows-1252"
        << "meta" << u8"Señor Muñoz paid £5 for a crème brûlée; ½ price, ©";
    QTest::newRow("http-equiv windows-1252")
        << "httpequiv-1252"
        << "windows-1252"
        << "meta" << u8"She said “it costs 12 €” – and left… ‘quietly’";
    // WHATWG: shift_jis is decoded as its superset windows-31j (iconv's CP932).
    QTest::newRow("meta charset shift_jis") << "meta-sjis"
                                            << "CP932"
                                            << "meta" << u8"図書館は午前九時に開きます。";
    QTest::newRow("detected latin1")
        << "detect-latin1"
        << "windows-1252"
        << "detected" << u8"Le marché de la place centrale ouvre très tôt";
    // 0x93/0x94 are curly quotes and 0x80 the euro sign only in windows-1252, not in Latin-1.
    QTest::newRow("detected windows-1252") << "detect-1252"
                                           << "windows-1252"
                                           << "detected" << u8"said “everything for 5 €” –";
    QTest::newRow("detected Shift_JIS")
        << "detect-sjis"
        << "CP932"
        << "detected" << u8"東京の天気は晴れ、明日は雨が降るでしょう。";
    QTest::newRow("detected GB18030") << "detect-gb18030"
                                      << "GB18030"
                                      << "detected" << u8"北京今天天气晴朗，明天可能会下雨。";
    QTest::newRow("undeclared valid UTF-8") << "detect-utf8"
                                            << "UTF-8"
                                            << "detected" << u8"naïve café, Ærøskøbing";
    QTest::newRow("invalid UTF-8") << "invalid-utf8"
                                   << "UTF-8"
                                   << "meta" << u8"a\uFFFDb\uFFFDc\uFFFD\uFFFDd";
}

void TestTextDecoder::decode()
{
    QFETCH(QString, fixture);
    QFETCH(QString, encoding);
    QFETCH(QString, source);
    QFETCH(QString, phrase);
    const QByteArray bytes = readFixture(fixture + ".html");
    const QByteArray expected = readFixture(fixture + ".utf8");

    const core::TextDecoder::Result r = core::TextDecoder::decode(view(bytes));
    QCOMPARE(QString::fromStdString(r.encoding), encoding);
    QCOMPARE(QString::fromStdString(r.source), source);
    QVERIFY(QString::fromStdString(r.utf8).contains(phrase));
    QCOMPARE(QByteArray::fromStdString(r.utf8), expected);
}

// WHATWG Encoding Standard: BOM, then the transport's label, then <meta>, then detection.
void TestTextDecoder::transportCharset_data()
{
    QTest::addColumn<QString>("fixture");
    QTest::addColumn<QString>("header");
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<QString>("source");
    QTest::addColumn<bool>("matchesReference");

    QTest::newRow("Shift_JIS only in the header") << "detect-sjis"
                                                  << "Shift_JIS"
                                                  << "CP932"
                                                  << "header" << true;
    QTest::newRow("windows-1252 only in the header") << "detect-1252"
                                                     << "windows-1252"
                                                     << "windows-1252"
                                                     << "header" << true;
    QTest::newRow("utf-8 in the header") << "detect-utf8"
                                         << "utf-8"
                                         << "UTF-8"
                                         << "header" << true;
    // The page says shift_jis in a <meta>; the header's (wrong) euc-jp wins, as in browsers.
    QTest::newRow("header outranks meta") << "meta-sjis"
                                          << "EUC-JP"
                                          << "EUC-JP"
                                          << "header" << false;
    QTest::newRow("BOM outranks header") << "bom-utf8"
                                         << "windows-1252"
                                         << "UTF-8"
                                         << "bom" << true;
    QTest::newRow("unknown label ignored") << "meta-latin1"
                                           << "x-no-such-charset"
                                           << "windows-1252"
                                           << "meta" << true;
}

void TestTextDecoder::transportCharset()
{
    QFETCH(QString, fixture);
    QFETCH(QString, header);
    QFETCH(QString, encoding);
    QFETCH(QString, source);
    QFETCH(bool, matchesReference);
    const QByteArray bytes = readFixture(fixture + ".html");
    const QByteArray expected = readFixture(fixture + ".utf8");

    const core::TextDecoder::Result r =
        core::TextDecoder::decode(view(bytes), header.toStdString());
    QCOMPARE(QString::fromStdString(r.encoding), encoding);
    QCOMPARE(QString::fromStdString(r.source), source);
    QCOMPARE(QByteArray::fromStdString(r.utf8) == expected, matchesReference);
}

// WHATWG UTF-8 decoder: one U+FFFD per maximal subpart of an ill-formed sequence.
void TestTextDecoder::replacement_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("utf8");
    const QByteArray meta = "<meta charset=utf-8>";
    const QByteArray r = "\xEF\xBF\xBD";
    QTest::newRow("lone continuation") << meta + "a\x80z" << meta + "a" + r + "z";
    QTest::newRow("truncated 3-byte then ASCII") << meta + "a\xE2\x82z" << meta + "a" + r + "z";
    QTest::newRow("truncated at end") << meta + "a\xF0\x9F\x98" << meta + "a" + r;
    QTest::newRow("overlong C0 AF: two subparts") << meta + "\xC0\xAF" << meta + r + r;
    QTest::newRow("surrogate ED A0 80: three subparts")
        << meta + "\xED\xA0\x80" << meta + r + r + r;
    QTest::newRow("above U+10FFFF F4 90 80 80")
        << meta + "\xF4\x90\x80\x80" << meta + r + r + r + r;
    QTest::newRow("FF") << meta + "\xFF" << meta + r;
    QTest::newRow("valid 4-byte kept") << meta + "\xF0\x9F\x98\x80" << meta + "\xF0\x9F\x98\x80";
    QTest::newRow("BOM, then invalid") << QByteArray("\xEF\xBB\xBFx\xC3") << "x" + r;
}

void TestTextDecoder::replacement()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QByteArray, utf8);
    const core::TextDecoder::Result r = core::TextDecoder::decode(view(bytes));
    QCOMPARE(r.encoding, std::string("UTF-8"));
    QCOMPARE(QByteArray::fromStdString(r.utf8), utf8);
}

void TestTextDecoder::wideEncoding_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("encoding");
    QTest::addColumn<bool>("bom");
    QTest::newRow("UTF-32LE BOM") << QByteArray("\xFF\xFE\0\0<\0\0\0", 8) << "UTF-32LE" << true;
    QTest::newRow("UTF-32BE BOM") << QByteArray("\0\0\xFE\xFF\0\0\0<", 8) << "UTF-32BE" << true;
    QTest::newRow("UTF-16LE BOM") << QByteArray("\xFF\xFE<\0p\0", 6) << "UTF-16LE" << true;
    QTest::newRow("UTF-16BE BOM") << QByteArray("\xFE\xFF\0<\0p", 6) << "UTF-16BE" << true;
    // Eight bytes, every odd one zero: ASCII markup in UTF-16LE.
    QTest::newRow("UTF-16LE without BOM") << QByteArray("<\0p\0>\0x\0", 8) << "UTF-16LE" << false;
    QTest::newRow("UTF-8 BOM") << QByteArray("\xEF\xBB\xBF<p>") << "" << false;
    QTest::newRow("ASCII") << QByteArray("<p>hello</p>") << "" << false;
}

void TestTextDecoder::wideEncoding()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, encoding);
    QFETCH(bool, bom);
    bool gotBom = !bom;
    QCOMPARE(QString::fromStdString(core::TextDecoder::wideEncoding(view(bytes), gotBom)),
             encoding);
    QCOMPARE(gotBom, bom);
}

void TestTextDecoder::metaCharset_data()
{
    QTest::addColumn<QByteArray>("html");
    QTest::addColumn<QString>("charset");
    QTest::newRow("charset") << QByteArray("<meta charset=\"UTF-8\">") << "utf-8";
    QTest::newRow("unquoted") << QByteArray("<META CHARSET=latin1>") << "latin1";
    QTest::newRow("single quotes, spaces") << QByteArray("<meta charset = 'koi8-r' >") << "koi8-r";
    QTest::newRow("http-equiv") << QByteArray("<meta http-equiv=\"Content-Type\" "
                                              "content=\"text/html; charset=Shift_JIS\">")
                                << "shift_jis";
    QTest::newRow("first meta without charset is skipped")
        << QByteArray("<meta name=viewport content=x><meta charset=gbk>") << "gbk";
    QTest::newRow("none") << QByteArray("<html><head><title>x</title>") << "";
    QTest::newRow("charset word without value") << QByteArray("<meta name=charset>") << "";
    QTest::newRow("beyond the prescan window") << QByteArray(5000, ' ') + "<meta charset=utf-8>"
                                               << "";
}

void TestTextDecoder::metaCharset()
{
    QFETCH(QByteArray, html);
    QFETCH(QString, charset);
    QCOMPARE(QString::fromStdString(core::TextDecoder::metaCharset(view(html))), charset);
}

void TestTextDecoder::canonicalName_data()
{
    QTest::addColumn<QString>("label");
    QTest::addColumn<QString>("name");
    QTest::newRow("utf8") << "utf8"
                          << "UTF-8";
    QTest::newRow("UTF-8 upper case") << "UTF-8"
                                      << "UTF-8";
    QTest::newRow("us-ascii is windows-1252") << "us-ascii"
                                              << "windows-1252";
    QTest::newRow("latin1") << "latin1"
                            << "windows-1252";
    QTest::newRow("iso-8859-1") << "ISO-8859-1"
                                << "windows-1252";
    QTest::newRow("sjis") << "sjis"
                          << "CP932";
    QTest::newRow("gb2312") << "gb2312"
                            << "GB18030";
    QTest::newRow("gbk") << "GBK"
                         << "GB18030";
    QTest::newRow("big5") << "big5"
                          << "BIG5-HKSCS";
    QTest::newRow("euc-kr") << "euc-kr"
                            << "CP949";
    QTest::newRow("iconv knows iso-8859-2") << "iso-8859-2"
                                            << "iso-8859-2";
    QTest::newRow("unknown") << "x-no-such-charset"
                             << "";
    QTest::newRow("empty") << ""
                           << "";
}

void TestTextDecoder::canonicalName()
{
    QFETCH(QString, label);
    QFETCH(QString, name);
    QCOMPARE(QString::fromStdString(core::TextDecoder::canonicalName(label.toStdString())), name);
}

void TestTextDecoder::isValidUtf8_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<bool>("valid");
    QTest::newRow("ASCII") << QByteArray("plain") << true;
    QTest::newRow("empty") << QByteArray() << true;
    QTest::newRow("2-, 3-, 4-byte") << QByteArray("\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80") << true;
    QTest::newRow("overlong") << QByteArray("\xC0\xAF") << false;
    QTest::newRow("surrogate") << QByteArray("\xED\xA0\x80") << false;
    QTest::newRow("truncated") << QByteArray("\xE2\x82") << false;
    QTest::newRow("above U+10FFFF") << QByteArray("\xF4\x90\x80\x80") << false;
    QTest::newRow("lone continuation") << QByteArray("\x80") << false;
}

void TestTextDecoder::isValidUtf8()
{
    QFETCH(QByteArray, bytes);
    QFETCH(bool, valid);
    QCOMPARE(core::TextDecoder::isValidUtf8(view(bytes)), valid);
}

QTEST_APPLESS_MAIN(TestTextDecoder)
#include "tst_textdecoder.moc"
