// ProgramMetadata: an external program's metadata read as our fields, and whether a value of
// theirs says what ours says.

#include <eval/programmetadata.h>

#include <QTest>

using core::MetadataField;
using core::ProgramMetadata;

class TestProgramMetadata : public QObject
{
    Q_OBJECT

private slots:
    void of();
    void agrees_data();
    void agrees();
};

void TestProgramMetadata::of()
{
    const ProgramMetadata::Fields fields{{"published", "Mon, 18 Mar 2024 09:30:00 GMT"},
                                         {"title", "The harbour reopens"},
                                         {"modified", "last spring"},
                                         {"byline", "not one of ours"},
                                         {"authors", "Ann Lee, Bo Chen"}};
    QCOMPARE(ProgramMetadata::valueOf(fields, MetadataField::Published),
             std::string("Mon, 18 Mar 2024 09:30:00 GMT"));
    QCOMPARE(ProgramMetadata::valueOf(fields, MetadataField::SiteName), std::string());
    const core::Metadata m = ProgramMetadata::of(fields);
    QCOMPARE(m[MetadataField::Title].value, std::string("The harbour reopens"));
    QCOMPARE(m[MetadataField::Authors].value, std::string("Ann Lee, Bo Chen"));
    // A date by its day when one is read in it, else as written.
    QCOMPARE(m[MetadataField::Published].value, std::string("2024-03-18"));
    QCOMPARE(m[MetadataField::Modified].value, std::string("last spring"));
    QCOMPARE(m[MetadataField::SiteName].value, std::string());
    for (MetadataField f : core::kMetadataFields) {
        QVERIFY(m[f].candidates.empty());
        QCOMPARE(m[f].chosen, -1);
    }
}

void TestProgramMetadata::agrees_data()
{
    QTest::addColumn<int>("field");
    QTest::addColumn<QString>("ours");
    QTest::addColumn<QString>("theirs");
    QTest::addColumn<bool>("agrees");
    const int title = int(MetadataField::Title), authors = int(MetadataField::Authors),
              published = int(MetadataField::Published), language = int(MetadataField::Language),
              url = int(MetadataField::CanonicalUrl), site = int(MetadataField::SiteName);
    QTest::newRow("title: case and spaces") << title << "The harbour reopens"
                                            << " the  HARBOUR reopens" << true;
    QTest::newRow("title: the site's name more") << title << "The harbour reopens"
                                                 << "The harbour reopens | Example News" << false;
    QTest::newRow("title: punctuation is a word's") << title << "Trends, 2024"
                                                    << "Trends 2024" << false;
    QTest::newRow("site name: other words") << site << "Example News"
                                            << "Example" << false;
    QTest::newRow("authors: commas and order do not count") << authors << "Ann Lee, Bo Chen"
                                                            << "Bo Chen; ann lee" << true;
    QTest::newRow("authors: one of two") << authors << "Ann Lee, Bo Chen"
                                         << "Ann Lee" << false;
    QTest::newRow("date: the same day written otherwise") << published << "2024-03-18"
                                                          << "2024-03-18T09:30:00+01:00" << true;
    QTest::newRow("date: another day") << published << "2024-03-18"
                                       << "March 19, 2024" << false;
    QTest::newRow("date: no day in theirs") << published << "2024-03-18"
                                            << "yesterday" << false;
    QTest::newRow("language: the region dropped") << language << "en-GB"
                                                  << "en" << true;
    QTest::newRow("language: case and underscore") << language << "EN_us"
                                                   << "en-US" << true;
    QTest::newRow("language: another") << language << "en"
                                       << "de" << false;
    QTest::newRow("canonical URL: exact") << url << "https://news.example/a"
                                          << "https://news.example/a" << true;
    QTest::newRow("canonical URL: case counts") << url << "https://news.example/a"
                                                << "https://news.example/A" << false;
    QTest::newRow("ours empty") << title << ""
                                << "The harbour reopens" << false;
}

void TestProgramMetadata::agrees()
{
    QFETCH(int, field);
    QFETCH(QString, ours);
    QFETCH(QString, theirs);
    QFETCH(bool, agrees);
    QCOMPARE(
        ProgramMetadata::agrees(MetadataField(field), ours.toStdString(), theirs.toStdString()),
        agrees);
}

QTEST_APPLESS_MAIN(TestProgramMetadata)
#include "tst_programmetadata.moc"
