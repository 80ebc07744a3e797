#include <document/documentloader.h>
#include <extraction/tokenstream.h>

#include <testpages.h>

#include <QTest>

using namespace core;

using testpages::parsePage;

namespace {

// Every token kind in one page. Expected tokens, with their widths (source bytes for tags and
// code, code points for words):
//   0 <html> 6   1 <head> 6   2 <title> 7   3 code "T" 1 (head text is not visible)   4 </title> 8
//   5 <script> 8   6 code "var x = 1;" 10   7 </script> 9   8 </head> 7   9 <body> 6
//  10 code "<!-- c -->" 10 (a comment)   11 <p> 3   12 word Hello 5   13 word big 3 (last word of
//  its text node)   14 <a href="/x"> 13 (anchor)   15 word wörld 5 (code points, 6 bytes)
//  16 </a> 4 (anchor)   17 </p> 4   18 <div style="display:none"> 26   19 code "secret words" 12
//  (hidden)   20 </div> 6   21 <p> 3   22 word "a&b" 3 (decoded)   23 </p> 4   24 <br> 4
//  25 </body> 7   26 </html> 7
const char *kPage = "<html><head><title>T</title><script>var x = 1;</script></head><body>"
                    "<!-- c --><p>Hello big <a href=\"/x\">w\xc3\xb6rld</a></p>"
                    "<div style=\"display:none\">secret words</div><p>a&amp;b</p><br></body>"
                    "</html>";

std::string tokenText(const Document &doc, const Token &t)
{
    const std::string_view s = t.isWord() ? doc.text(t.node) : doc.source();
    return std::string(s.substr(t.begin, t.end - t.begin));
}

} // namespace

class TestTokenStream : public QObject
{
    Q_OBJECT

private slots:
    void tokens_data()
    {
        QTest::addColumn<int>("index");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("chars");
        QTest::addColumn<bool>("anchor");
        QTest::addColumn<bool>("lastInNode");
        const int S = int(TokenKind::StartTag), E = int(TokenKind::EndTag),
                  W = int(TokenKind::Word), C = int(TokenKind::Code);
        QTest::newRow("html") << 0 << S << "<html>" << 6 << false << false;
        QTest::newRow("title text is code") << 3 << C << "T" << 1 << false << false;
        QTest::newRow("</title>") << 4 << E << "</title>" << 8 << false << false;
        QTest::newRow("script body is code") << 6 << C << "var x = 1;" << 10 << false << false;
        QTest::newRow("</head>") << 8 << E << "</head>" << 7 << false << false;
        QTest::newRow("comment is code") << 10 << C << "<!-- c -->" << 10 << false << false;
        QTest::newRow("first word") << 12 << W << "Hello" << 5 << false << false;
        QTest::newRow("last word of node") << 13 << W << "big" << 3 << false << true;
        QTest::newRow("anchor start tag") << 14 << S << "<a href=\"/x\">" << 13 << true << false;
        QTest::newRow("word in code points")
            << 15 << W << QString::fromUtf8("w\xc3\xb6rld") << 5 << false << true;
        QTest::newRow("anchor end tag") << 16 << E << "</a>" << 4 << true << false;
        QTest::newRow("hidden text is code") << 19 << C << "secret words" << 12 << false << false;
        QTest::newRow("entity decoded") << 22 << W << "a&b" << 3 << false << true;
        QTest::newRow("void element") << 24 << S << "<br>" << 4 << false << false;
        QTest::newRow("last") << 26 << E << "</html>" << 7 << false << false;
    }

    void tokens()
    {
        QFETCH(int, index);
        QFETCH(int, kind);
        QFETCH(QString, text);
        QFETCH(int, chars);
        QFETCH(bool, anchor);
        QFETCH(bool, lastInNode);
        const Document doc = parsePage(kPage);
        const TokenStream stream(doc);
        QCOMPARE(stream.size(), std::size_t(27));
        const Token &t = stream[std::size_t(index)];
        QCOMPARE(int(t.kind), kind);
        QCOMPARE(QString::fromStdString(tokenText(doc, t)), text);
        QCOMPARE(int(t.chars), chars);
        QCOMPARE(t.anchor, anchor);
        QCOMPARE(t.lastInNode, lastInNode);
    }

    void counts()
    {
        // Words: Hello, big, wörld, a&b = 4; markup: 27 - 4 = 23.
        const Document doc = parsePage(kPage);
        const TokenStream stream(doc);
        QCOMPARE(stream.wordCount(), 4u);
        QCOMPARE(stream.markupCount(), 23u);
    }

    void parserInsertedTagsAreNotTokens()
    {
        // html, head and body are implied, and so are both </p>: the source holds only two <p>.
        const Document doc = parsePage("<p>one<p>two three");
        const TokenStream stream(doc);
        QCOMPARE(stream.size(), std::size_t(5));
        const TokenKind expected[] = {TokenKind::StartTag, TokenKind::Word, TokenKind::StartTag,
                                      TokenKind::Word, TokenKind::Word};
        for (std::size_t i = 0; i < 5; ++i)
            QCOMPARE(int(stream[i].kind), int(expected[i]));
        QCOMPARE(tokenText(doc, stream[4]), std::string("three"));
    }

    void endTagsFollowTheirSubtree()
    {
        // <div><p>a</p>b</div>: </p> comes before b, </div> after it.
        const Document doc = parsePage("<div><p>a</p>b</div>");
        const TokenStream stream(doc);
        QCOMPARE(stream.size(), std::size_t(6));
        QCOMPARE(tokenText(doc, stream[3]), std::string("</p>"));
        QCOMPARE(tokenText(doc, stream[4]), std::string("b"));
        QCOMPARE(tokenText(doc, stream[5]), std::string("</div>"));
    }

    void appendWordJoinsNeighbours()
    {
        // "one two three four": taking one, two and four gives two spans: "one two" and "four".
        const Document doc = parsePage("<p>one two three four</p>");
        const TokenStream stream(doc);
        std::vector<TextSpan> spans;
        for (std::size_t i : {1, 2, 4})
            TokenStream::appendWord(spans, stream[i]);
        QCOMPARE(spans.size(), std::size_t(2));
        const std::string_view text = doc.text(spans[0].node);
        QCOMPARE(text.substr(spans[0].begin, spans[0].end - spans[0].begin), "one two");
        QCOMPARE(text.substr(spans[1].begin, spans[1].end - spans[1].begin), "four");
    }
};

QTEST_APPLESS_MAIN(TestTokenStream)
#include "tst_tokenstream.moc"
