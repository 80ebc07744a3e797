#include <document/documentloader.h>
#include <extraction/textassembler.h>
#include <extractors/hyperlinknormaliser.h>
#include <registry/extractorregistry.h>

#include <testpages.h>
#include <tracetest.h>

#include <QTest>

using namespace core;

namespace {

std::string run(char c, int n)
{
    return std::string(static_cast<size_t>(n), c);
}

ExtractionResult extract(const char *id, const std::string &html, double alpha = 0.1, double g = 10)
{
    const auto loaded = DocumentLoader::loadBytes(html);
    return ExtractorRegistry::find(id)->run(*loaded.document, {alpha, g});
}

QList<double> toList(const std::vector<double> &v)
{
    return QList<double>(v.begin(), v.end());
}

QString chosenOf(const Series &s)
{
    QStringList parts;
    for (const auto &[from, to] : s.chosen)
        parts << QStringLiteral("%1-%2").arg(from).arg(to);
    return parts.join(QLatin1Char(','));
}

// A prose line of a Wikipedia-like article: four long-URL links in 164 characters of text.
//   text nodes: "lorem ipsum dolor sit amet " (26) + "river valley" (12), four times, + " end."
//   (4), joined by one space each: T = 4 x 26 + 4 x 12 + 4 + 8 = 164
//   (= |"lorem ipsum dolor sit amet river valley "| x 4 + |"end."| = 40 x 4 + 4).
//   URL "https://en.wikipedia.org/wiki/" (30) + "Some_article_with_a_long_title" (30) = 60.
//   DANAg:   S = <p> 3 + 4 x (<a href="URL"> 9 + 60 + 2, </a> 4) + </p> 4 = 3 + 300 + 4 = 307,
//            T - S = -143.
//   AdDANAg: LT = 12, start tag "<a _______>" = 11: S = 3 + 4 x (11 + 4) + 4 = 67, T - S = 97.
const std::string kUrl = "https://en.wikipedia.org/wiki/Some_article_with_a_long_title";

std::string linkedParagraph()
{
    std::string p = "<p>";
    for (int k = 0; k < 4; ++k)
        p += "lorem ipsum dolor sit amet <a href=\"" + kUrl + "\">river valley</a> ";
    return p + "end.</p>";
}

std::string linkedText()
{
    std::string t;
    for (int k = 0; k < 4; ++k)
        t += "lorem ipsum dolor sit amet river valley ";
    return t + "end.";
}

// Navigation lists: li lines "Main page" (T 9), "Contents" (8), "Random article" (14).
//   DANAg S = <li> 4 + <a href="H"> (11 + |H|) + </a> 4 + </li> 5 = 24 + |H|:
//     /wiki/Main_Page 15 -> 39, /wiki/Portal:Contents 21 -> 45, /wiki/Special:Random 20 -> 44;
//     T - S = -30, -37, -30.
//   AdDANAg start tags 4 + max(0, LT - 5) = 8, 7, 13: S = 21, 20, 26; T - S = -12 each.
const std::string kNav = "<ul>\n"
                         "<li><a href=\"/wiki/Main_Page\">Main page</a></li>\n"
                         "<li><a href=\"/wiki/Portal:Contents\">Contents</a></li>\n"
                         "<li><a href=\"/wiki/Special:Random\">Random article</a></li>\n"
                         "</ul>\n";
const std::string kFooter = "Text is available under the CC licences."; // 40 characters

// Lines (T, S; DANAg / AdDANAg where they differ):
//   0 <html><head><title></title></head>   0, 6+6+7+8+7 = 34 (the title is not visible text)
//   1 <body> 0, 6    2 <ul> 0, 4    3-5 nav li    6 </ul> 0, 5
//   7 <div id="content"> 0, 18        8 <h1>River valley</h1> 12, 9: T - S = 3
//   9-11 linked paragraphs            12 </div> 0, 6
//   13 <ul> 0, 4    14-16 nav li    17 </ul> 0, 5
//   18 <div id="footer"> 0, 17        19 <p>footer</p> 40, 7: T - S = 33
//   20 </div> 0, 6    21 </body> 0, 7    22 </html> 0, 7
// DANAg:   D8 = -18 + 3 - 143 = -158, D10 = 3 x -143 = -429, D11 = -143 - 143 - 6 = -292: the
//          article is lost. Footer: D18 = -5 - 17 + 33 = 11, D19 = -17 + 33 - 6 = 10,
//          D20 = 33 - 6 - 7 = 20, D17 = -30 - 5 - 17 = -52, D21 = -6 - 7 - 7 = -20: the only
//          paragraph, lines 18..20, content 40: DANAg returns the footer.
// AdDANAg: D7 = -5 - 18 + 3 = -20, D8 = -18 + 3 + 97 = 82, D9 = 3 + 97 + 97 = 197, D10 = 291,
//          D11 = 97 + 97 - 6 = 188, D12 = 97 - 6 - 4 = 87, D13 = -6 - 4 - 12 = -22: paragraph
//          8..12, content 12 + 3 x 164 = 504. Footer 18..20 (D17 = -12 - 5 - 17 = -34, D18..20
//          as above): content 40 < 0.1 x 504 = 50.4, dropped.
std::string wikiPage()
{
    return "<html><head><title>River valley - Wiki</title></head>\n<body>\n" + kNav +
           "<div id=\"content\">\n<h1>River valley</h1>\n" + linkedParagraph() + "\n" +
           linkedParagraph() + "\n" + linkedParagraph() + "\n</div>\n" + kNav +
           "<div id=\"footer\">\n<p>" + kFooter + "</p>\n</div>\n</body></html>";
}

// The alpha / g page, minified (one source line); every block gets a line of its own:
//   0 <html>  1 <body>  2-3 sep  4-13 B  14-15 sep  16-17 P1  18-26 sep (9)  27-28 P2
//   29-30 sep  31 </body>  32 </html>
// sep = <hr class="x27"> : S = 4 + 7 + 27 + 2 = 40, T = 0.
// Content lines <p>60 chars</p>: T - S = 60 - 7 = 53 (P1's second line: 59 - 7 = 52).
// D of a content line next to one sep: -40 + 53 + 53 = 66 > 0; of a sep next to content:
// 53 - 40 - 40 = -27 <= 0. So the paragraphs are exactly B (4..13, content 600),
// P1 (16..17, 60 + 59 = 119) and P2 (27..28, 120).
std::string alphaPage()
{
    const std::string sep = "<hr class=\"" + run('x', 27) + "\">";
    const auto line = [](char c, int n) { return "<p>" + run(c, n) + "</p>"; };
    std::string html = "<html><body>" + sep + sep;
    for (int k = 0; k < 10; ++k)
        html += line('b', 60);
    html += sep + sep + line('p', 60) + line('q', 59);
    for (int k = 0; k < 9; ++k)
        html += sep;
    html += line('r', 60) + line('s', 60) + sep + sep + "</body></html>";
    return html;
}

} // namespace

class TestDanagExtractor : public QObject
{
    Q_OBJECT

private slots:
    void lines_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("html");
        QTest::addColumn<QList<double>>("T");
        QTest::addColumn<QList<double>>("S");
        // A newline inside a text node cuts it: "alpha beta" (10) | "gamma delta epsilon" (19).
        // S: <html> 6, <body> 6, <p> 3, </p> 4, </body> 7, </html> 7.
        QTest::newRow("newline in text")
            << "danag"
            << "<html><body><p>alpha beta\ngamma delta epsilon</p></body></html>"
            << QList<double>{0, 0, 10, 19, 0, 0} << QList<double>{6, 6, 3, 4, 7, 7};
        // A lone carriage return is a newline too (HTML): "alpha beta" (10) | "gamma" (5).
        QTest::newRow("carriage return")
            << "danag"
            << "<html><body><p>alpha beta\rgamma</p></body></html>"
            << QList<double>{0, 0, 10, 5, 0, 0} << QList<double>{6, 6, 3, 4, 7, 7};
        // Source words "a&nbsp;b" "c" | "d" (2 + 1) but decoded "a b c d" has 4: shared out in
        // proportion, (2 x 4 + 1) / 3 = 3 words ("a b c", 5) on the first line, "d" (1) after.
        QTest::newRow("entity splits a word")
            << "danag"
            << "<html><body><p>a&nbsp;b c\nd</p></body></html>" << QList<double>{0, 0, 5, 1, 0, 0}
            << QList<double>{6, 6, 3, 4, 7, 7};
        // A minified page (one source line) still yields a line per block:
        // <html> | <body> | <div> | <h1>Title</h1> | <p>50</p> | <p>50</p> | </div> | </body> |
        // </html>.
        QTest::newRow("minified") << "danag"
                                  << QString::fromStdString(
                                         "<html><body><div><h1>Title</h1><p>" + run('p', 50) +
                                         "</p><p>" + run('q', 50) + "</p></div></body></html>")
                                  << QList<double>{0, 0, 0, 5, 50, 50, 0, 0, 0}
                                  << QList<double>{6, 6, 5, 9, 7, 7, 6, 7, 7};
        // Mohammadzadeh et al. 2012's link. DANAg: <p> 3 + <a href="http://www.BBC.com/"> (9 + 19 +
        // 2 = 30) +
        // </a> 4 + </p> 4 = 41. AdDANAg: the start tag becomes "<a _______>" (11): 22, which is
        // |"<p><a _______>BBC Web Site</a></p>"| 34 - T 12 (checked against HyperlinkNormaliser
        // below).
        const QString bbc =
            R"(<html><body><p><a href="http://www.BBC.com/">BBC Web Site</a></p></body></html>)";
        QTest::newRow("BBC danag")
            << "danag" << bbc << QList<double>{0, 0, 12, 0, 0} << QList<double>{6, 6, 41, 7, 7};
        QTest::newRow("BBC addanag")
            << "addanag" << bbc << QList<double>{0, 0, 12, 0, 0} << QList<double>{6, 6, 22, 7, 7};
    }

    void lines()
    {
        QFETCH(QString, id);
        QFETCH(QString, html);
        QFETCH(QList<double>, T);
        QFETCH(QList<double>, S);
        const ExtractionResult r = extract(id.toStdString().c_str(), html.toStdString());
        QCOMPARE(r.series.size(), size_t(3));
        QCOMPARE(r.series[0].name, std::string("T (content)"));
        QCOMPARE(r.series[1].style, Series::Style::NegativeBars);
        QCOMPARE(toList(r.series[0].y), T);
        QCOMPARE(toList(r.series[1].y), S);
        for (const Series &s : r.series)
            QCOMPARE(s.nodes.size(), s.y.size());
    }

    void bbcMatchesNormaliser()
    {
        const std::string p = R"(<p><a href="http://www.BBC.com/">BBC Web Site</a></p>)";
        const std::string normalised = HyperlinkNormaliser::normalise(p);
        QCOMPARE(normalised, std::string("<p><a _______>BBC Web Site</a></p>"));
        const ExtractionResult r = extract("addanag", "<html><body>" + p + "</body></html>");
        QCOMPARE(r.series[1].y.at(2), double(normalised.size() - 12));
    }

    void minifiedChoice()
    {
        // D: <div> -6 - 5 - 4 = -15, h1 -5 - 4 + 43 = 34, p 82, p 43 + 43 - 6 = 80,
        // </div> 43 - 6 - 7 = 30, </body> -20: paragraph 3..6.
        const ExtractionResult r =
            extract("danag", "<html><body><div><h1>Title</h1><p>" + run('p', 50) + "</p><p>" +
                                 run('q', 50) + "</p></div></body></html>");
        QCOMPARE(toList(r.series[2].y), (QList<double>{-12, -17, -15, 34, 82, 80, 30, -20, -14}));
        QCOMPARE(chosenOf(r.series[0]), QStringLiteral("3-6"));
        QCOMPARE(r.text, "Title\n" + run('p', 50) + "\n" + run('q', 50));
    }

    void linkRichPage_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<double>("linkedS");
        QTest::addColumn<double>("h1D");
        QTest::addColumn<double>("middleD");
        QTest::addColumn<QString>("chosen");
        QTest::addColumn<bool>("keepsArticle");
        // Figures from the comment on wikiPage().
        QTest::newRow("danag loses the article")
            << "danag" << 307.0 << -158.0 << -429.0 << "18-20" << false;
        QTest::newRow("addanag keeps it") << "addanag" << 67.0 << 82.0 << 291.0 << "8-12" << true;
    }

    void linkRichPage()
    {
        QFETCH(QString, id);
        QFETCH(double, linkedS);
        QFETCH(double, h1D);
        QFETCH(double, middleD);
        QFETCH(QString, chosen);
        QFETCH(bool, keepsArticle);
        const ExtractionResult r = extract(id.toStdString().c_str(), wikiPage());
        const Series &T = r.series[0], &S = r.series[1], &D = r.series[2];
        QCOMPARE(T.y.size(), size_t(23));
        QCOMPARE(T.y[0], 0.0);
        QCOMPARE(S.y[0], 34.0);
        QCOMPARE(T.y[8], 12.0);
        QCOMPARE(S.y[8], 9.0);
        for (int line = 9; line <= 11; ++line) {
            QCOMPARE(T.y[size_t(line)], 164.0);
            QCOMPARE(S.y[size_t(line)], linkedS);
        }
        QCOMPARE(T.y[19], 40.0);
        QCOMPARE(D.y[8], h1D);
        QCOMPARE(D.y[10], middleD);
        QCOMPARE(D.y[18], 11.0);
        QCOMPARE(D.y[19], 10.0);
        QCOMPARE(D.y[20], 20.0);
        QCOMPARE(D.y[21], -20.0);
        QCOMPARE(chosenOf(T), chosen);
        if (keepsArticle) {
            QCOMPARE(r.text,
                     "River valley\n" + linkedText() + "\n" + linkedText() + "\n" + linkedText());
            QCOMPARE(r.judgements.at(19).reason.text(),
                     std::string("paragraph content 40 < alpha·max 50.4"));
        } else {
            QCOMPARE(r.text, kFooter);
        }
    }

    void alphaAndGap_data()
    {
        QTest::addColumn<double>("alpha");
        QTest::addColumn<double>("g");
        QTest::addColumn<QString>("chosen");
        // Largest: B, 600. Defaults: alpha·max = 60; P1 (119) starts 16 - 13 = 3 lines after B:
        // joins, the region now ends at 17; P2 (120) starts 27 - 17 = 10 <= g = 10: joins.
        QTest::newRow("defaults") << 0.1 << 10.0 << "4-13,16-17,27-28";
        // alpha·max = 0.2 x 600 = 120: P1 (119) is just under and dropped; P2 (120) qualifies
        // but is 27 - 13 = 14 > 10 lines from B.
        QTest::newRow("P1 just under alpha") << 0.2 << 10.0 << "4-13";
        // 0.19 x 600 = 114 <= 119: P1 joins, then P2.
        QTest::newRow("P1 just over alpha") << 0.19 << 10.0 << "4-13,16-17,27-28";
        // g = 9: P2 is 10 > 9 lines from P1.
        QTest::newRow("P2 beyond g") << 0.1 << 9.0 << "4-13,16-17";
        // g = 2: P1 is 3 > 2 lines from B.
        QTest::newRow("P1 beyond g") << 0.1 << 2.0 << "4-13";
    }

    void alphaAndGap()
    {
        QFETCH(double, alpha);
        QFETCH(double, g);
        QFETCH(QString, chosen);
        const ExtractionResult r = extract("danag", alphaPage(), alpha, g);
        const Series &T = r.series[0];
        QCOMPARE(T.y.size(), size_t(33));
        QCOMPARE(chosenOf(T), chosen);
        QCOMPARE(chosenOf(r.series[2]), chosen);
        std::string expected;
        for (int k = 0; k < 10; ++k)
            expected += (k ? "\n" : "") + run('b', 60);
        if (chosen.contains(QStringLiteral("16-17")))
            expected += "\n" + run('p', 60) + "\n" + run('q', 59);
        if (chosen.contains(QStringLiteral("27-28")))
            expected += "\n" + run('r', 60) + "\n" + run('s', 60);
        QCOMPARE(r.text, expected);
    }

    void alphaAndGapReasons()
    {
        const ExtractionResult r = extract("danag", alphaPage(), 0.2, 10);
        QCOMPARE(r.judgements.at(4).reason.text(),
                 std::string("paragraph 0 (lines 4..13): the most content, 600 characters"));
        QCOMPARE(r.judgements.at(16).reason.text(),
                 std::string("paragraph content 119 < alpha·max 120"));
        QCOMPARE(r.judgements.at(27).reason.text(),
                 std::string("paragraph content 120 >= alpha·max 120, but 14 lines from the "
                             "region > g = 10"));
        // Defaults: P1 joins 16 - 13 = 3 lines after B, P2 27 - 17 = 10 lines after P1.
        const ExtractionResult d = extract("danag", alphaPage());
        QCOMPARE(
            d.judgements.at(17).reason.text(),
            std::string("paragraph content 119 >= alpha·max 60, 3 lines from the region <= g"));
        QCOMPARE(
            d.judgements.at(28).reason.text(),
            std::string("paragraph content 120 >= alpha·max 60, 10 lines from the region <= g"));
        QCOMPARE(r.judgements.at(14).reason.text(),
                 std::string("D = -27 <= 0 (T 0, S 40): not in a paragraph"));
    }

    // Every Readability test page, both extractors: no failure, a self-consistent result.
    void datasetPages()
    {
        const QStringList pages = testpages::readabilityPages();
        QCOMPARE(pages.size(), 130);
        for (const QString &page : pages) {
            const auto loaded = DocumentLoader::loadFile(testpages::readabilitySource(page));
            QVERIFY2(loaded.document, qPrintable(page));
            const Document &doc = *loaded.document;
            for (const char *id : {"danag", "addanag"}) {
                const ExtractionResult r = ExtractorRegistry::find(id)->run(doc);
                QCOMPARE(r.series.size(), size_t(3));
                const size_t n = r.series[0].y.size();
                QCOMPARE(r.judgements.size(), n);
                for (const Series &s : r.series) {
                    QCOMPARE(s.y.size(), n);
                    QCOMPARE(s.nodes.size(), n);
                    for (const auto &[from, to] : s.chosen)
                        QVERIFY(0 <= from && from <= to && size_t(to) < n);
                }
                for (size_t k = 1; k < r.spans.size(); ++k)
                    QVERIFY(r.spans[k - 1].node < r.spans[k].node ||
                            (r.spans[k - 1].node == r.spans[k].node &&
                             r.spans[k - 1].end <= r.spans[k].begin));
                for (const TextSpan &span : r.spans)
                    QVERIFY(span.begin < span.end && span.end <= doc.text(span.node).size());
            }
        }
    }

    // The trace (docs/traces.md) on the alpha / g page: T and S per line from the page's layout
    // above, D by formula (1), the paragraphs (runs of D > 0) and their content, the largest, and
    // every paragraph the growing examines, recomputed here by a direct walk after the largest,
    // then before it.
    void trace_data() { alphaAndGap_data(); }
    void trace()
    {
        QFETCH(double, alpha);
        QFETCH(double, g);
        // Per line (T, S): <html> and <body> 6 each, sep (0, 40), <p>c x 60</p> (60, 7),
        // </body> 7, </html> 7.
        std::vector<std::pair<int, int>> ts{{0, 6}, {0, 6}, {0, 40}, {0, 40}};
        for (int k = 0; k < 10; ++k)
            ts.push_back({60, 7});
        ts.insert(ts.end(), {{0, 40}, {0, 40}, {60, 7}, {59, 7}});
        for (int k = 0; k < 9; ++k)
            ts.push_back({0, 40});
        ts.insert(ts.end(), {{60, 7}, {60, 7}, {0, 40}, {0, 40}, {0, 7}, {0, 7}});
        const int n = int(ts.size());
        const auto diff = [&](int i) {
            return i < 0 || i >= n ? 0 : ts[size_t(i)].first - ts[size_t(i)].second;
        };
        const auto doc = DocumentLoader::loadBytes(alphaPage());
        const tracetest::Traced t = tracetest::run(
            *doc.document, "danag", {"alpha=" + QString::number(alpha), "g=" + QString::number(g)});
        const auto lines = tracetest::steps(t.trace, "lines", TraceStep::Kind::Item);
        const auto ds = tracetest::steps(t.trace, "smoothing", TraceStep::Kind::Item);
        QCOMPARE(int(lines.size()), n);
        QCOMPARE(int(ds.size()), n);
        struct Paragraph
        {
            int first, last, content;
        };
        std::vector<Paragraph> paragraphs;
        for (int i = 0; i < n; ++i) {
            QCOMPARE(lines[size_t(i)]->value("T"), double(ts[size_t(i)].first));
            QCOMPARE(lines[size_t(i)]->value("S"), double(ts[size_t(i)].second));
            const int D = diff(i - 1) + diff(i) + diff(i + 1);
            QCOMPARE(ds[size_t(i)]->value("D"), double(D));
            if (D <= 0)
                continue;
            if (!paragraphs.empty() && paragraphs.back().last == i - 1)
                paragraphs.back().last = i, paragraphs.back().content += ts[size_t(i)].first;
            else
                paragraphs.push_back({i, i, ts[size_t(i)].first});
        }
        const auto ps = tracetest::steps(t.trace, "paragraphs", TraceStep::Kind::Item);
        QCOMPARE(ps.size(), paragraphs.size());
        for (size_t p = 0; p < paragraphs.size(); ++p) {
            QCOMPARE(ps[p]->value("first"), double(paragraphs[p].first));
            QCOMPARE(ps[p]->value("last"), double(paragraphs[p].last));
            QCOMPARE(ps[p]->value("content"), double(paragraphs[p].content));
        }
        int best = 0;
        for (int p = 1; p < int(paragraphs.size()); ++p)
            if (paragraphs[size_t(p)].content > paragraphs[size_t(best)].content)
                best = p;
        const double threshold = alpha * paragraphs[size_t(best)].content;
        const auto largest = tracetest::steps(t.trace, "largest", TraceStep::Kind::Decision);
        QCOMPARE(largest.size(), size_t(1));
        QCOMPARE(largest[0]->value("paragraph"), double(best));
        QCOMPARE(largest[0]->value("threshold"), threshold);

        struct Examined
        {
            int p, gap;
            bool joins;
        };
        std::vector<Examined> expected;
        int lo = paragraphs[size_t(best)].first, hi = paragraphs[size_t(best)].last;
        for (int p = best + 1; p < int(paragraphs.size()) && paragraphs[size_t(p)].first - hi <= g;
             ++p) {
            const bool joins = paragraphs[size_t(p)].content >= threshold;
            expected.push_back({p, paragraphs[size_t(p)].first - hi, joins});
            if (joins)
                hi = paragraphs[size_t(p)].last;
        }
        for (int p = best - 1; p >= 0 && lo - paragraphs[size_t(p)].last <= g; --p) {
            const bool joins = paragraphs[size_t(p)].content >= threshold;
            expected.push_back({p, lo - paragraphs[size_t(p)].last, joins});
            if (joins)
                lo = paragraphs[size_t(p)].first;
        }
        std::vector<const TraceStep *> examined, ends;
        for (const TraceStep *s : t.trace.stepsOf("grow"))
            (s->has("content") ? examined : ends).push_back(s);
        QCOMPARE(examined.size(), expected.size());
        for (size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(examined[i]->value("paragraph"), double(expected[i].p));
            QCOMPARE(examined[i]->value("gap"), double(expected[i].gap));
            QCOMPARE(examined[i]->kind,
                     expected[i].joins ? TraceStep::Kind::Decision : TraceStep::Kind::Item);
        }
        QCOMPARE(ends.size(), size_t(2));
        QCOMPARE(ends[1]->value("region first"), double(lo));
        QCOMPARE(ends[1]->value("region last"), double(hi));
    }

    // AdDANAg's normalisation in the trace, on the wiki page: one step per anchor in source
    // order, LT its text's length and the start tag counted as "<a " + max(0, LT - 5)
    // placeholder characters + ">" (Mohammadzadeh et al. 2012 §3.1); DANAg normalises
    // nothing.
    void traceNormalisation()
    {
        const auto doc = DocumentLoader::loadBytes(wikiPage());
        std::vector<int> lt{9, 8, 14};
        for (int k = 0; k < 12; ++k)
            lt.push_back(int(std::string("river valley").size()));
        lt.insert(lt.end(), {9, 8, 14});
        const tracetest::Traced ad = tracetest::run(*doc.document, "addanag");
        const auto anchors = ad.trace.stepsOf("normalisation");
        QCOMPARE(anchors.size(), lt.size());
        for (size_t i = 0; i < lt.size(); ++i) {
            QCOMPARE(anchors[i]->value("LT"), double(lt[i]));
            QCOMPARE(anchors[i]->value("normalised"), double(3 + std::max(0, lt[i] - 5) + 1));
        }
        QCOMPARE(anchors[3]->value("written"),
                 double(std::string("<a href=\"\">").size() + kUrl.size()));
        const tracetest::Traced plain = tracetest::run(*doc.document, "danag");
        QVERIFY(plain.trace.stepsOf("normalisation").empty());
    }
};

QTEST_APPLESS_MAIN(TestDanagExtractor)
#include "tst_danagextractor.moc"
