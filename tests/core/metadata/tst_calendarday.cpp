// CalendarDay: the days pages write, in text and in URLs.

#include <metadata/calendarday.h>

#include <QTest>

#include <string>

class TestCalendarDay : public QObject
{
    Q_OBJECT

private slots:
    void parse_data();
    void parse();
    void findAll_data();
    void findAll();
    void ofUrl_data();
    void ofUrl();
};

void TestCalendarDay::parse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("day"); // "" when none

    QTest::newRow("ISO date") << "2021-05-17"
                              << "2021-05-17";
    QTest::newRow("ISO date and time, the day as written") << "2021-05-17T22:30:00-04:00"
                                                           << "2021-05-17";
    QTest::newRow("slashes, year first") << "2021/5/7"
                                         << "2021-05-07";
    QTest::newRow("day first with dots") << "17.05.2021"
                                         << "2021-05-17";
    QTest::newRow("month first with slashes") << "05/17/2021"
                                              << "2021-05-17";
    QTest::newRow("slashes, first number no month: day first") << "17/05/2021"
                                                               << "2021-05-17";
    QTest::newRow("English month first") << "Published May 17, 2021 at 10:00"
                                         << "2021-05-17";
    QTest::newRow("abbreviated month with a dot and an ordinal") << "Sept. 3rd 2021"
                                                                 << "2021-09-03";
    QTest::newRow("day first, of") << "the 17th of May, 2021"
                                   << "2021-05-17";
    QTest::newRow("German") << "17. März 2021"
                            << "2021-03-17";
    QTest::newRow("French") << "le 5 décembre 2019"
                            << "2019-12-05";
    QTest::newRow("Spanish") << "5 de mayo de 2020"
                             << "2020-05-05";
    QTest::newRow("leap day") << "2020-02-29"
                              << "2020-02-29";
    QTest::newRow("no 29 February in 2021") << "2021-02-29"
                                            << "";
    QTest::newRow("no 13th month") << "2021-13-01"
                                   << "";
    QTest::newRow("before 1995: a date of the story, not of the page") << "July 20, 1969"
                                                                       << "";
    QTest::newRow("month and year only") << "May 2021"
                                         << "";
    QTest::newRow("a version number") << "version 1.2.3"
                                      << "";
    QTest::newRow("no text") << ""
                             << "";
    QTest::newRow("the first of two") << "June 1, 2021, updated June 3, 2021"
                                      << "2021-06-01";
}

void TestCalendarDay::parse()
{
    QFETCH(QString, text);
    QFETCH(QString, day);
    const std::optional<core::CalendarDay> parsed = core::CalendarDay::parse(text.toStdString());
    QCOMPARE(parsed ? QString::fromStdString(parsed->iso()) : QString(), day);
}

void TestCalendarDay::findAll_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("found"); // "DAY@OFFSET+LENGTH"

    const QString two = QStringLiteral("Posted 2021-06-01 · updated 3 June 2021");
    QTest::newRow("two days")
        << two
        << QStringList{QStringLiteral("2021-06-01@%1+10").arg(two.toUtf8().indexOf("2021")),
                       QStringLiteral("2021-06-03@%1+11").arg(two.toUtf8().indexOf("3 June"))};
    QTest::newRow("none") << "no date here" << QStringList{};
}

void TestCalendarDay::findAll()
{
    QFETCH(QString, text);
    QFETCH(QStringList, found);
    QStringList got;
    for (const core::CalendarDay::Found &f : core::CalendarDay::findAll(text.toStdString()))
        got << QStringLiteral("%1@%2+%3")
                   .arg(QString::fromStdString(f.day.iso()))
                   .arg(f.offset)
                   .arg(f.length);
    QCOMPARE(got, found);
}

void TestCalendarDay::ofUrl_data()
{
    QTest::addColumn<QString>("url");
    QTest::addColumn<QString>("day");

    QTest::newRow("year/month/day folders") << "https://example.org/2019/07/04/a-post"
                                            << "2019-07-04";
    QTest::newRow("dashes in the slug") << "https://example.org/news/2019-07-04-a-post"
                                        << "2019-07-04";
    QTest::newRow("eight digits") << "https://example.org/a/20190704/post"
                                  << "2019-07-04";
    QTest::newRow("month only") << "https://example.org/2019/07/a-post"
                                << "";
    QTest::newRow("a date in the host is not the page's") << "https://2019-07-04.example.org/post"
                                                          << "";
    QTest::newRow("a date in the query is not the page's")
        << "https://example.org/post?from=2019/07/04"
        << "";
    QTest::newRow("an id, no date") << "https://example.org/p/12345678"
                                    << "";
    QTest::newRow("no URL") << ""
                            << "";
}

void TestCalendarDay::ofUrl()
{
    QFETCH(QString, url);
    QFETCH(QString, day);
    const std::optional<core::CalendarDay> parsed = core::CalendarDay::ofUrl(url.toStdString());
    QCOMPARE(parsed ? QString::fromStdString(parsed->iso()) : QString(), day);
}

QTEST_APPLESS_MAIN(TestCalendarDay)
#include "tst_calendarday.moc"
