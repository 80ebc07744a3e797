// What a text picked on the page gives the title, author and publication date of the metadata
// gold: white space collapsed, the byline's words around the name dropped, a date read as
// YYYY-MM-DD or kept as written with a note.
#include <annotation/metadatapick.h>

#include <QTest>

using namespace Qt::StringLiterals;

Q_DECLARE_METATYPE(ui::MetadataPick::Field)

class TstMetadataPick : public QObject
{
    Q_OBJECT

private slots:
    void of_data();
    void of();
};

void TstMetadataPick::of_data()
{
    using F = ui::MetadataPick::Field;
    QTest::addColumn<F>("field");
    QTest::addColumn<QString>("picked");
    QTest::addColumn<QString>("value");
    QTest::addColumn<bool>("asWritten");
    QTest::newRow("title") << F::Title << u"  The harbour\n  reopens "_s << u"The harbour reopens"_s
                           << false;
    QTest::newRow("title: nbsp") << F::Title << u"A\u00a0title"_s << u"A title"_s << false;
    QTest::newRow("author: by") << F::Author << u"By Ann Lee"_s << u"Ann Lee"_s << false;
    QTest::newRow("author: date after")
        << F::Author << u"Ann Lee | 18 March 2024"_s << u"Ann Lee"_s << false;
    QTest::newRow("author: two") << F::Author << u"Ann Lee, Bo Chen"_s << u"Ann Lee, Bo Chen"_s
                                 << false;
    // Nothing but the label: the text stays, for the annotator to fix.
    QTest::newRow("author: label only") << F::Author << u"By"_s << u"By"_s << true;
    QTest::newRow("published: words")
        << F::Published << u"18 March 2024"_s << u"2024-03-18"_s << false;
    QTest::newRow("published: in a line")
        << F::Published << u"Posted on March 18, 2024 by Ann"_s << u"2024-03-18"_s << false;
    QTest::newRow("published: iso")
        << F::Published << u"2024-03-18T09:30:00+01:00"_s << u"2024-03-18"_s << false;
    QTest::newRow("published: no date")
        << F::Published << u" last  spring "_s << u"last spring"_s << true;
    QTest::newRow("published: before 1995")
        << F::Published << u"1 May 1990"_s << u"1 May 1990"_s << true;
    QTest::newRow("empty") << F::Title << u"  "_s << QString() << false;
}

void TstMetadataPick::of()
{
    QFETCH(ui::MetadataPick::Field, field);
    QFETCH(QString, picked);
    QFETCH(QString, value);
    QFETCH(bool, asWritten);
    const ui::MetadataPick pick = ui::MetadataPick::of(field, picked);
    QCOMPARE(pick.value, value);
    QCOMPARE(pick.asWritten, asWritten);
    // A note says what was done whenever the value is more than the text with its white space
    // collapsed, and always when it is kept as written although the field wants another form.
    if (asWritten || (!value.isEmpty() && value != picked.simplified()))
        QVERIFY(!pick.note.isEmpty());
}

QTEST_GUILESS_MAIN(TstMetadataPick)
#include "tst_metadatapick.moc"
