#include "lcsreference.h"

#include <measures/hirschberg.h>

#include <QTest>

#include <algorithm>
#include <random>
#include <vector>

using Symbols = std::vector<std::uint32_t>;
Q_DECLARE_METATYPE(Symbols)

namespace {

Symbols randomSymbols(std::mt19937 &rng, size_t length, std::uint32_t alphabet)
{
    std::uniform_int_distribution<std::uint32_t> pick(0, alphabet - 1);
    Symbols s(length);
    for (auto &x : s)
        x = 1000 + pick(rng) * 7919; // sparse ids, as word hashes are
    return s;
}

// Every other element of s, with runs of `drop` left out every `period` elements: an
// extractor's output as a subsequence of the page.
Symbols thinned(const Symbols &s, size_t period, size_t drop)
{
    Symbols out;
    for (size_t i = 0; i < s.size(); ++i)
        if (i % period >= drop)
            out.push_back(s[i]);
    return out;
}

Symbols concat(std::initializer_list<Symbols> parts)
{
    Symbols out;
    for (const Symbols &p : parts)
        out.insert(out.end(), p.begin(), p.end());
    return out;
}

Symbols slice(const Symbols &s, size_t from, size_t to)
{
    return Symbols(s.begin() + static_cast<std::ptrdiff_t>(from),
                   s.begin() + static_cast<std::ptrdiff_t>(to));
}

} // namespace

class TestHirschberg : public QObject
{
    Q_OBJECT

private slots:
    void matchesReference_data();
    void matchesReference();
    void randomAgainstReference();
    void smallExample();
};

void TestHirschberg::matchesReference_data()
{
    QTest::addColumn<Symbols>("a");
    QTest::addColumn<Symbols>("b");

    std::mt19937 rng(20070101);
    const Symbols page = randomSymbols(rng, 3000, 400); // past several 256-bit stripes
    const Symbols other = randomSymbols(rng, 500, 400);
    QTest::newRow("both empty") << Symbols{} << Symbols{};
    QTest::newRow("a empty") << Symbols{} << Symbols{1, 2, 3};
    QTest::newRow("b empty") << Symbols{1, 2, 3} << Symbols{};
    QTest::newRow("identical") << page << page;
    QTest::newRow("nothing in common") << Symbols{1, 2, 3, 4} << Symbols{5, 6, 7, 8, 9};
    QTest::newRow("subsequence of the page") << thinned(page, 50, 20) << page;
    QTest::newRow("page is the shorter") << page << thinned(page, 7, 3);
    // Reordered output: the second half of the article first.
    QTest::newRow("reordered blocks")
        << concat({slice(page, 2000, 2600), slice(page, 500, 1500)}) << page;
    // Repeated text: the same stretch twice in the output, once on the page.
    QTest::newRow("repeated in output")
        << concat({slice(page, 100, 400), slice(page, 100, 400), slice(page, 900, 1000)}) << page;
    // Repeated text on the page (a teaser and the article), once in the output.
    QTest::newRow("repeated on page")
        << slice(page, 0, 300) << concat({slice(page, 0, 300), other, slice(page, 0, 300)});
    // Words not on the page interleaved with page words (metadata, alt text).
    {
        Symbols mixed;
        for (size_t i = 0; i < 800; ++i)
            mixed.push_back(i % 5 == 0 ? 99999999u - static_cast<std::uint32_t>(i) : page[i * 3]);
        QTest::newRow("words not on the page") << mixed << page;
    }
    // One symbol repeated: every alignment of the shorter run is optimal.
    QTest::newRow("one symbol") << Symbols(700, 5) << Symbols(1300, 5);
    // Two symbols alternating against a block structure: many optimal alignments, deep splits.
    {
        Symbols x, y;
        for (size_t i = 0; i < 1500; ++i)
            x.push_back(static_cast<std::uint32_t>(i % 2));
        for (size_t i = 0; i < 1200; ++i)
            y.push_back(static_cast<std::uint32_t>((i / 37) % 2));
        QTest::newRow("alternating against blocks") << x << y;
    }
    QTest::newRow("reversed") << page << Symbols(page.rbegin(), page.rend());
}

void TestHirschberg::matchesReference()
{
    QFETCH(Symbols, a);
    QFETCH(Symbols, b);
    const std::vector<core::Hirschberg::Pair> pairs = core::Hirschberg::align(a, b);
    QCOMPARE(pairs.size(), lcsreference::subsequenceLength(a, b));
    for (size_t k = 0; k < pairs.size(); ++k) {
        QVERIFY(pairs[k].a < a.size() && pairs[k].b < b.size());
        QCOMPARE(a[pairs[k].a], b[pairs[k].b]);
        if (k > 0) {
            QVERIFY(pairs[k - 1].a < pairs[k].a);
            QVERIFY(pairs[k - 1].b < pairs[k].b);
        }
    }
}

void TestHirschberg::randomAgainstReference()
{
    // Many small random cases: lengths around the quadratic/bit-parallel boundary and the
    // stripe width, alphabets from binary to nearly all-distinct.
    std::mt19937 rng(42);
    std::uniform_int_distribution<size_t> length(0, 700);
    const std::uint32_t alphabets[] = {2, 4, 26, 300, 5000};
    for (int round = 0; round < 60; ++round) {
        const std::uint32_t alphabet = alphabets[round % 5];
        const Symbols a = randomSymbols(rng, length(rng), alphabet);
        const Symbols b = randomSymbols(rng, length(rng), alphabet);
        const auto pairs = core::Hirschberg::align(a, b);
        QCOMPARE(pairs.size(), lcsreference::subsequenceLength(a, b));
        for (size_t k = 0; k < pairs.size(); ++k) {
            QCOMPARE(a[pairs[k].a], b[pairs[k].b]);
            if (k > 0)
                QVERIFY(pairs[k - 1].a < pairs[k].a && pairs[k - 1].b < pairs[k].b);
        }
    }
}

void TestHirschberg::smallExample()
{
    // "the cat sat on the mat" against "a cat on a mat": cat, on, mat pair up, at positions
    // computed by hand; the first "the" has no partner.
    const Symbols a{1, 2, 3, 4, 1, 5}; // the cat sat on the mat
    const Symbols b{6, 2, 4, 6, 5};    // a cat on a mat
    const auto pairs = core::Hirschberg::align(a, b);
    const std::vector<core::Hirschberg::Pair> expected{{1, 1}, {3, 2}, {5, 4}};
    QVERIFY(pairs == expected);
}

QTEST_APPLESS_MAIN(TestHirschberg)
#include "tst_hirschberg.moc"
