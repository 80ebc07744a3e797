#include "lcsreference.h"

#include <document/textrules.h>
#include <measures/lcs.h>

#include <QTest>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

using Symbols = std::vector<std::uint32_t>;

namespace {

// Every code point, spaces included (the metrics decide about spaces, Lcs does not).
Symbols codePoints(const QString &s)
{
    const QByteArray utf8 = s.toUtf8();
    const std::string_view v(utf8.constData(), static_cast<size_t>(utf8.size()));
    Symbols out;
    for (size_t i = 0; i < v.size();)
        out.push_back(core::TextRules::decode(v, i));
    return out;
}

// The straightforward reference for substrings: the quadratic table, two rows at a time (the
// one for subsequences is lcsreference.h).

size_t referenceSubstring(const Symbols &a, const Symbols &b)
{
    std::vector<size_t> prev(b.size() + 1, 0), cur(b.size() + 1, 0);
    size_t best = 0;
    for (std::uint32_t x : a) {
        for (size_t j = 0; j < b.size(); ++j) {
            cur[j + 1] = x == b[j] ? prev[j] + 1 : 0;
            best = std::max(best, cur[j + 1]);
        }
        std::swap(prev, cur);
    }
    return best;
}

Symbols randomSymbols(std::mt19937 &rng, size_t length, std::uint32_t alphabet)
{
    std::uniform_int_distribution<std::uint32_t> pick(0, alphabet - 1);
    Symbols s(length);
    for (auto &x : s)
        x = 0x61 + pick(rng) * 97; // spread over the code space, unicode for large alphabets
    return s;
}

} // namespace

class TestLcs : public QObject
{
    Q_OBJECT

private slots:
    void handComputed_data();
    void handComputed();
    void randomAgainstReference_data();
    void randomAgainstReference();
    void longTexts();
};

void TestLcs::handComputed_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("subsequence");
    QTest::addColumn<int>("substring");

    QTest::newRow("both empty") << QString() << QString() << 0 << 0;
    QTest::newRow("one empty") << QString() << QStringLiteral("abc") << 0 << 0;
    QTest::newRow("other empty") << QStringLiteral("abc") << QString() << 0 << 0;
    QTest::newRow("equal") << QStringLiteral("abc") << QStringLiteral("abc") << 3 << 3;
    QTest::newRow("disjoint") << QStringLiteral("abc") << QStringLiteral("def") << 0 << 0;
    // CLRS's example: LCS "BCBA" = 4; substrings of length 2 of the second string are BD, DC,
    // CA, AB, BA; AB and BD occur in the first; none of BDC, DCA, CAB, ABA does: 2.
    QTest::newRow("clrs") << QStringLiteral("ABCBDAB") << QStringLiteral("BDCABA") << 4 << 2;
    // Moreno et al. 2009 §5.2's example, every character counted (spaces too). The common substring
    // is " jumps over the brown ": 1+5+1+4+1+3+1+5+1 = 22 characters. A common subsequence of 28 is
    // "the o jumps over the brown o" (4 + 1 + 22 + 1: the 'o' of dog/fox on both sides), and 28 is
    // the maximum (32 characters each, the two 3-letter swaps cost 2+2). The paper prints 20 and
    // 23, which are wrong: its own subsequence "the jumps over the brown " has 25 characters and
    // its substring 22; the definitions win.
    QTest::newRow("Moreno et al. example")
        << QStringLiteral("the dog jumps over the brown fox")
        << QStringLiteral("the fox jumps over the brown dog") << 28 << 22;
    // The same without spaces, as the paper's metrics compare: "thedogjumpsovertheb..." (26
    // each); substring "jumpsoverthebrown" = 5+4+3+5 = 17; subsequence "the" + "o" +
    // "jumpsoverthebrown" + "o" = 3+1+17+1 = 22.
    QTest::newRow("Moreno et al. example, spaces dropped")
        << QStringLiteral("thedogjumpsoverthebrownfox")
        << QStringLiteral("thefoxjumpsoverthebrowndog") << 22 << 17;
    // ï/i and é/e differ: subsequence n,a,v,e,space,c,a,f = 8; substring "ve caf" = 6.
    QTest::newRow("latin accents")
        << QStringLiteral("naïve café") << QStringLiteral("naive cafe") << 8 << 6;
    // 8 code points each; dropping 語 leaves 7 in order; longest run "のテキスト" = 5.
    QTest::newRow("cjk") << QStringLiteral("日本語のテキスト") << QStringLiteral("日本のテキスト語")
                         << 7 << 5;
    // Astral-plane code points are one symbol each: "a😀b" is common to both (3).
    QTest::newRow("emoji") << QStringLiteral("😀a😀b") << QStringLiteral("a😀b😀") << 3 << 3;
    // Across the 64-bit word boundary: 65 x against 64 x.
    QTest::newRow("word boundary")
        << QString(65, QLatin1Char('x')) << QString(64, QLatin1Char('x')) << 64 << 64;
    // "abab...ab" (80) against "baba...ba" (80): drop the first a / last a: 79 both ways.
    QTest::newRow("shifted alternation")
        << QStringLiteral("ab").repeated(40) << QStringLiteral("ba").repeated(40) << 79 << 79;
}

void TestLcs::handComputed()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, subsequence);
    QFETCH(int, substring);
    const Symbols x = codePoints(a), y = codePoints(b);
    QCOMPARE(core::Lcs::subsequenceLength(x, y), size_t(subsequence));
    QCOMPARE(core::Lcs::subsequenceLength(y, x), size_t(subsequence));
    QCOMPARE(core::Lcs::substringLength(x, y), size_t(substring));
    QCOMPARE(core::Lcs::substringLength(y, x), size_t(substring));
    // The references agree with the hand-computed figures too.
    QCOMPARE(lcsreference::subsequenceLength(x, y), size_t(subsequence));
    QCOMPARE(referenceSubstring(x, y), size_t(substring));
}

void TestLcs::randomAgainstReference_data()
{
    QTest::addColumn<uint>("alphabet");
    QTest::addColumn<int>("maxLength");
    QTest::addColumn<int>("pairs");

    QTest::newRow("binary, short") << 2u << 40 << 300;
    QTest::newRow("binary, several words") << 2u << 300 << 60;
    QTest::newRow("dna") << 4u << 300 << 60;
    QTest::newRow("letters") << 26u << 300 << 60;
    QTest::newRow("large alphabet") << 2000u << 300 << 60;
    QTest::newRow("long, 3000 symbols") << 4u << 3000 << 3;
}

void TestLcs::randomAgainstReference()
{
    QFETCH(uint, alphabet);
    QFETCH(int, maxLength);
    QFETCH(int, pairs);
    std::mt19937 rng(alphabet * 7919u + static_cast<unsigned>(maxLength));
    std::uniform_int_distribution<int> length(0, maxLength);
    for (int i = 0; i < pairs; ++i) {
        const Symbols a = randomSymbols(rng, static_cast<size_t>(length(rng)), alphabet);
        Symbols b = randomSymbols(rng, static_cast<size_t>(length(rng)), alphabet);
        // Plant a stretch of a in b half of the time so that long common substrings occur.
        if (i % 2 == 1 && a.size() > 10 && b.size() > 10) {
            const size_t len = std::min(a.size(), b.size()) / 2;
            std::copy_n(a.begin() + static_cast<long>(a.size() / 4), len / 2,
                        b.begin() + static_cast<long>(b.size() / 3));
        }
        QCOMPARE(core::Lcs::subsequenceLength(a, b), lcsreference::subsequenceLength(a, b));
        QCOMPARE(core::Lcs::substringLength(a, b), referenceSubstring(a, b));
    }
}

void TestLcs::longTexts()
{
    // 100,000 symbols each: answers known by construction (the quadratic reference would need
    // 10^10 cells here; it checked the same code on 3,000 symbols above).
    std::mt19937 rng(42);
    const Symbols a = randomSymbols(rng, 100000, 60);
    QCOMPARE(core::Lcs::subsequenceLength(a, a), size_t(100000));
    QCOMPARE(core::Lcs::substringLength(a, a), size_t(100000));

    // b = a with every 10th symbol deleted: b is a subsequence of a, so LCS = |b| = 90,000.
    Symbols b;
    for (size_t i = 0; i < a.size(); ++i)
        if (i % 10 != 9)
            b.push_back(a[i]);
    QCOMPARE(b.size(), size_t(90000));
    QCOMPARE(core::Lcs::subsequenceLength(a, b), size_t(90000));
    QCOMPARE(core::Lcs::subsequenceLength(b, a), size_t(90000));

    // x = X·S·Y and y = Z·S·W over three disjoint alphabets (X, Y from one, Z, W from another, S
    // from a third): a common substring cannot mix S with anything else, so it is S: 20,000.
    auto fill = [&](size_t n, std::uint32_t base) {
        std::uniform_int_distribution<std::uint32_t> pick(0, 49);
        Symbols s(n);
        for (auto &v : s)
            v = base + pick(rng);
        return s;
    };
    const Symbols s = fill(20000, 0x4E00); // CJK ideographs
    Symbols x = fill(40000, 0x61), y = fill(50000, 0x400);
    const Symbols xTail = fill(40000, 0x61), yTail = fill(30000, 0x400);
    x.insert(x.end(), s.begin(), s.end());
    x.insert(x.end(), xTail.begin(), xTail.end());
    y.insert(y.end(), s.begin(), s.end());
    y.insert(y.end(), yTail.begin(), yTail.end());
    QCOMPARE(x.size(), size_t(100000));
    QCOMPARE(y.size(), size_t(100000));
    QCOMPARE(core::Lcs::substringLength(x, y), size_t(20000));
    // Only S's symbols are shared, so the longest common subsequence is S as well.
    QCOMPARE(core::Lcs::subsequenceLength(x, y), size_t(20000));
}

QTEST_APPLESS_MAIN(TestLcs)
#include "tst_lcs.moc"
