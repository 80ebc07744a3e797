#pragma once

#include <QChar>
#include <QList>
#include <QRandomGenerator>
#include <QString>
#include <QStringList>

// Plain, obviously-correct reference versions of the field's token rule (core::WordRuns), written
// with Qt's own Unicode tables so that they share no code with the ICU-based implementation:
// tests compare the two on random and edge-case texts. Free functions, no state.
namespace referencewords {

// Python's `\w` in a str pattern: str.isalnum() or '_' (letters, numbers of any kind).
inline bool isWordChar(char32_t c)
{
    if (c == U'_')
        return true;
    switch (QChar::category(c)) {
    case QChar::Letter_Uppercase:
    case QChar::Letter_Lowercase:
    case QChar::Letter_Titlecase:
    case QChar::Letter_Modifier:
    case QChar::Letter_Other:
    case QChar::Number_DecimalDigit:
    case QChar::Number_Letter:
    case QChar::Number_Other:
        return true;
    default:
        return false;
    }
}

// re.findall(r'\w+', text)
inline QStringList tokens(const QString &text)
{
    QStringList out;
    QString current;
    for (char32_t c : text.toUcs4()) {
        if (isWordChar(c)) {
            current += QString::fromUcs4(&c, 1);
        } else if (!current.isEmpty()) {
            out << current;
            current.clear();
        }
    }
    if (!current.isEmpty())
        out << current;
    return out;
}

// Random text from pieces that exercise the rule: ASCII, accented and CJK letters, digits of
// several scripts and kinds, the underscore, a combining mark (not a word character in Python),
// punctuation, emoji and several kinds of white space. Σ and İ are left out: their lower-case
// mappings depend on context or expand, which the tests check by hand instead.
inline QString randomText(QRandomGenerator &random, int maxPieces)
{
    static const QStringList pieces = {
        "a",      "B",      "z",    "_",   "1",  "é",     "ß",      "日",   "本", "٣",     "²",
        "Ⅻ",      "\u0308", " ",    "  ",  "\n", "\t",    ",",      ".",    "-",  "'",     "😀",
        "\u00a0", "word",   "Word", "x_y", "42", "naïve", "Straße", "東京", "?",  "\u3000"};
    QString out;
    const int n = int(random.bounded(maxPieces + 1));
    for (int i = 0; i < n; ++i)
        out += pieces[int(random.bounded(pieces.size()))];
    return out;
}

// Random text of few distinct words, so that shingles and bags repeat and overlap.
inline QString randomWords(QRandomGenerator &random, int maxWords)
{
    static const QStringList words = {"a", "b", "c", "A", "x_y", "1", "é"};
    static const QStringList separators = {" ", "  ", "\n", ", ", ". ", "-"};
    QString out;
    const int n = int(random.bounded(maxWords + 1));
    for (int i = 0; i < n; ++i) {
        if (i > 0)
            out += separators[int(random.bounded(separators.size()))];
        out += words[int(random.bounded(words.size()))];
    }
    return out;
}

} // namespace referencewords
