// `boilerscope-cli extract`, run as a separate process: the output formats, several files,
// directories and standard input; WARC and JSON Lines inputs to JSON Lines records in input
// order whatever --jobs, with failed records reported and counted; Markdown and content HTML;
// one-line errors naming the culprit with the documented exit statuses (0 success, 1 some
// input failed, 2 usage error); and output that depends on the input and the options alone:
// the same bytes whatever --jobs, in every format, timings only with --with timings.

#include "extractrun.h"
#include "testwait.h"

#include <document/documentloader.h>
#include <extraction/trace.h>
#include <registry/extractorregistry.h>

#include <testpages.h>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <cmath>
#include <zlib.h>

using namespace extractrun;

namespace {

const QString kPages = QStringLiteral(BOILERSCOPE_TEST_DATA "/app/pages");
const QString kArticle = kPages + "/article.html";
const QString kSecond = kPages + "/second.html.gz";
// plain's text of article.html: blocks on lines of their own, the script left out.
const QString kArticleText = "Heading\nFirst paragraph with bold text.\none\ntwo\n";

// The first registered extractor with a parameter, for the parameter error cases.
const core::Extractor *withParameter()
{
    for (const core::Extractor *e : core::ExtractorRegistry::all())
        if (!e->info().params.empty())
            return e;
    return nullptr;
}

} // namespace

class TestExtractCommand : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void text();
    void json();
    void explain();
    void explainVotes();
    void explainShownHidden();
    void html();
    void severalFiles();
    void directory();
    void standardInput();
    void emptyPage();
    void usageErrors_data();
    void usageErrors();
    void parameterErrors_data();
    void parameterErrors();
    void inputErrors_data();
    void inputErrors();
    void badFileInDirectory();
    void everyExtractorRuns();
    void externalExtractor_data();
    void externalExtractor();
    void interruptKillsTheProgram();
    void externalInCorpus_data();
    void externalInCorpus();
    void warcToJsonLines();
    void jobsKeepOrder_data();
    void jobsKeepOrder();
    void jsonLinesFromStandardInput();
    void markdown();
    void contentHtml();
    void withFields();
    void metadata_data();
    void metadata();
    void warcAsText();
    void trace_data();
    void trace();
    void traceWarc();
    void sameBytesWhateverJobs_data();
    void sameBytesWhateverJobs();
    void withTimings_data();
    void withTimings();

private:
    // A folder of the repository's test pages, one in ten: as page files, as the records of a
    // WARC and as the lines of a JSON Lines file.
    QTemporaryDir m_corpus;
};

void TestExtractCommand::initTestCase()
{
    const QStringList pages = testpages::readabilityPages();
    std::vector<std::string> warcRecords;
    QByteArray jsonLinesFile;
    for (qsizetype i = 0; i < pages.size(); i += 10) {
        const QString gz = QString::fromStdString(testpages::readabilitySource(pages[i]));
        const QString url = "http://test-pages/" + pages[i] + "/";
        switch (i / 10 % 3) {
        case 0:
            QVERIFY(QFile::copy(gz, m_corpus.filePath(pages[i] + ".html.gz")));
            break;
        case 1:
            warcRecords.push_back(warcbuilder::htmlResponse(
                pages[i].toStdString(), url.toStdString(), gunzipFile(gz).toStdString()));
            break;
        default:
            jsonLinesFile += QJsonDocument(QJsonObject{{"id", pages[i]},
                                                       {"url", url},
                                                       {"html", QString::fromUtf8(gunzipFile(gz))}})
                                 .toJson(QJsonDocument::Compact) +
                             '\n';
        }
    }
    QVERIFY(warcRecords.size() >= 3);
    writeWarc(m_corpus, "crawl.warc.gz", warcRecords);
    QFile jsonl(m_corpus.filePath("pages.jsonl"));
    QVERIFY(jsonl.open(QIODevice::WriteOnly));
    jsonl.write(jsonLinesFile);
}

void TestExtractCommand::text()
{
    const Run r = cli({"extract", "-e", "plain", kArticle});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.err, QString());
    QCOMPARE(QString::fromUtf8(r.out), kArticleText);
}

void TestExtractCommand::json()
{
    const Run r = cli({"extract", "--extractor", "plain", "--format", "json", kArticle});
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.endsWith('\n'));
    QCOMPARE(r.out.count('\n'), 1); // one object, one line
    const QJsonObject o = jsonLines(r.out).first();
    QCOMPARE(o["file"].toString(), kArticle);
    QCOMPARE(o["extractor"].toString(), "plain");
    QCOMPARE(o["encoding"].toString(), "UTF-8");
    QCOMPARE(o["text"].toString() + "\n", kArticleText);
    QVERIFY(o["parameters"].isObject());
    QVERIFY(!o["summary"].toString().isEmpty());
    const QJsonArray nodes = o["nodes"].toArray();
    QCOMPARE(nodes.size(), 1);
    QCOMPARE(nodes[0].toObject()["tag"].toString(), "body");
    QCOMPARE(nodes[0].toObject()["path"].toString(), "/html/body");
    QVERIFY(!o.contains("judgements"));
}

void TestExtractCommand::metadata_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<bool>("candidates");
    QTest::newRow("json") << QStringList{"--format", "json"} << false;
    QTest::newRow("json, explained") << QStringList{"--format", "json", "--explain"} << true;
    QTest::newRow("jsonl with metadata")
        << QStringList{"--format", "jsonl", "--with", "metadata"} << false;
}

// The page's metadata: each field's value, the element it was read from and the rule.
void TestExtractCommand::metadata()
{
    QFETCH(QStringList, options);
    QFETCH(bool, candidates);
    const QString page = QStringLiteral(BOILERSCOPE_TEST_DATA "/core/metadata/jsonld-article.html");
    const Run r = cli(QStringList{"extract", "-e", "plain"} + options + QStringList{page});
    QCOMPARE(r.status, 0);
    const QJsonObject m = jsonLines(r.out).first()["metadata"].toObject();
    const QJsonObject modified = m["modified"].toObject();
    QCOMPARE(modified["value"].toString(), "2021-06-01");
    QCOMPARE(modified["source"].toString(), "json-ld");
    QCOMPARE(modified["path"].toString(), "/html/head/script");
    QVERIFY(!modified["rule"].toString().isEmpty());
    QCOMPARE(modified.contains("candidates"), candidates);
    QCOMPARE(m["published"].toObject()["value"].toString(), "2021-05-18");
    QCOMPARE(m["authors"].toObject()["value"].toString(), "Ann Lee, Bo Chan");
    QCOMPARE(m["title"].toObject()["value"].toString(), "Rivers Return to the Valley");
}

void TestExtractCommand::explain()
{
    const Run r = cli({"extract", "-e", "plain", "--format", "json", "--explain", kArticle});
    QCOMPARE(r.status, 0);
    const QJsonObject o = jsonLines(r.out).first();
    const QJsonArray judgements = o["judgements"].toArray();
    QCOMPARE(judgements.size(), 1);
    const QJsonObject j = judgements[0].toObject();
    QCOMPARE(j["path"].toString(), "/html/body");
    QCOMPARE(j["selected"].toBool(), true);
    // Heading(1) + First paragraph with bold text.(5) + one(1) + two(1) = 8 visible words.
    QCOMPARE(j["score"].toDouble(), 8.0);
    QCOMPARE(j["reason"].toString(), "baseline: all 8 visible words");
    QVERIFY(o["series"].isArray());
}

// --explain lists the elements the source hides but every extractor reads as shown, with the
// rule's reason (core::DocumentBuilder::shownReason); a page without any has no list.
void TestExtractCommand::explainShownHidden()
{
    const Run r = cli({"extract", "-e", "plain", "--format", "json", "--explain", "-"},
                      "<div role=tablist>Python PHP</div><div role=tabpanel>pip install</div>"
                      "<div role=tabpanel hidden>composer require</div><p hidden>gone</p>");
    QCOMPARE(r.status, 0);
    const QJsonObject o = jsonLines(r.out).first();
    QCOMPARE(o["text"].toString(), "Python PHP\npip install\ncomposer require");
    const QJsonArray shown = o["shown_hidden"].toArray();
    QCOMPARE(shown.size(), 1);
    QCOMPARE(shown[0].toObject()["path"].toString(), "/html/body/div[3]");
    QVERIFY2(shown[0].toObject()["reason"].toString().startsWith(
                 "Hidden in the source by its hidden attribute, read as shown: the panel of a tab "
                 "list"),
             qPrintable(shown[0].toObject()["reason"].toString()));
    const Run plain = cli({"extract", "-e", "plain", "--format", "json", "--explain", kArticle});
    QVERIFY(!jsonLines(plain.out).first().contains("shown_hidden"));
}

void TestExtractCommand::explainVotes()
{
    const Run r = cli({"extract", "-e", "consensus", "--format", "json", "--explain", kArticle});
    QCOMPARE(r.status, 0);
    const QJsonObject o = jsonLines(r.out).first();
    const double threshold = o["parameters"].toObject()["threshold"].toDouble();
    const QJsonArray judgements = o["judgements"].toArray();
    QVERIFY(!judgements.isEmpty());
    for (const QJsonValue &value : judgements) {
        const QJsonObject j = value.toObject();
        const double score = j["score"].toDouble();
        QCOMPARE(j["selected"].toBool(), score >= threshold);
        QVERIFY2(j["reason"].toString().startsWith(j["selected"].toBool() ? "kept: " : "dropped: "),
                 qPrintable(j["reason"].toString()));
        // Every voter and the bias are listed, and the votes' log-odds add up to the score's.
        QStringList sources;
        double logOdds = 0;
        for (const QJsonValue &v : j["votes"].toArray()) {
            sources << v.toObject()["source"].toString();
            logOdds += v.toObject()["weight"].toDouble();
        }
        for (const core::Extractor *voter : core::ExtractorRegistry::find("consensus")->voters())
            QVERIFY2(sources.contains(QString::fromStdString(voter->info().id)),
                     qPrintable(QString::fromStdString(voter->info().id)));
        QVERIFY(sources.contains("bias"));
        QVERIFY2(std::abs(logOdds - std::log(score / (1 - score))) < 1e-6,
                 qPrintable(QString::number(logOdds)));
    }
}

void TestExtractCommand::html()
{
    const Run r = cli({"extract", "-e", "plain", "--format", "html", kArticle});
    QCOMPARE(r.status, 0);
    QVERIFY(r.out.contains("<body data-boilerscope-chosen=\"plain\">"));
    QVERIFY(r.out.contains("<meta charset=\"utf-8\"><style>[data-boilerscope-chosen]"));
    QVERIFY(r.out.contains("<p>First paragraph with <b>bold</b> text.</p>"));
}

void TestExtractCommand::severalFiles()
{
    const Run r = cli({"extract", "-e", "plain", "--format", "json", kSecond, kArticle});
    QCOMPARE(r.status, 0);
    const QList<QJsonObject> objects = jsonLines(r.out);
    QCOMPARE(objects.size(), 2);
    QCOMPARE(objects[0]["file"].toString(), kSecond); // in the order given
    QCOMPARE(objects[0]["text"].toString(), QString::fromUtf8("Compressed page: café."));
    QCOMPARE(objects[1]["file"].toString(), kArticle);

    const Run text = cli({"extract", "-e", "plain", kArticle, kSecond});
    QCOMPARE(QString::fromUtf8(text.out), "==> " + kArticle + " <==\n" + kArticleText + "==> " +
                                              kSecond + " <==\nCompressed page: café.\n");
}

void TestExtractCommand::directory()
{
    const Run r = cli({"extract", "-e", "plain", "--format", "json", kPages});
    QCOMPARE(r.status, 0);
    const QList<QJsonObject> objects = jsonLines(r.out);
    // notes.txt is not a page; the others in sorted order.
    QCOMPARE(objects.size(), 2);
    QCOMPARE(objects[0]["file"].toString(), kArticle);
    QCOMPARE(objects[1]["file"].toString(), kSecond);
}

void TestExtractCommand::standardInput()
{
    const Run r = cli({"extract", "-e", "plain", "--format", "json", "-"}, "<p>from a pipe</p>");
    QCOMPARE(r.status, 0);
    const QJsonObject o = jsonLines(r.out).first();
    QCOMPARE(o["file"].toString(), "-");
    QCOMPARE(o["text"].toString(), "from a pipe");
}

void TestExtractCommand::emptyPage()
{
    QTemporaryDir dir;
    QFile empty(dir.filePath("empty.html"));
    QVERIFY(empty.open(QIODevice::WriteOnly));
    empty.close();
    for (const core::Extractor *e : core::ExtractorRegistry::all()) {
        const QString id = QString::fromStdString(e->info().id);
        const Run text = cli({"extract", "-e", id, empty.fileName()});
        QVERIFY2(text.status == 0, qPrintable(id + ": " + text.err));
        QVERIFY2(text.out.isEmpty(), qPrintable(id));
        const Run json = cli({"extract", "-e", id, "--format", "json", empty.fileName()});
        QCOMPARE(json.status, 0);
        QCOMPARE(jsonLines(json.out).first()["text"].toString(), QString());
    }
}

void TestExtractCommand::usageErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("err");
    QTest::newRow("unknown extractor")
        << QStringList{"extract", "-e", "nope", kArticle}
        << "boilerscope-cli: unknown extractor 'nope' (see 'boilerscope-cli list')";
    QTest::newRow("metadata with text")
        << QStringList{"extract", "-e", "plain", "--with", "metadata", kArticle}
        << "boilerscope-cli: --with metadata needs --format json or jsonl";
    QTest::newRow("no extractor") << QStringList{"extract", kArticle}
                                  << "boilerscope-cli: extract: missing -e ID (see "
                                     "'boilerscope-cli list')";
    QTest::newRow("bad format") << QStringList{"extract",  "-e",  "plain",
                                               "--format", "xml", kArticle}
                                << "boilerscope-cli: bad format 'xml': expected text, json, "
                                   "html, jsonl, markdown or content-html";
    QTest::newRow("no input") << QStringList{"extract", "-e", "plain"}
                              << "boilerscope-cli: extract: no input (give files, a directory "
                                 "or -)";
    QTest::newRow("unknown parameter")
        << QStringList{"extract", "-e", "plain", "-p", "zeta=1", kArticle}
        << "boilerscope-cli: unknown parameter 'zeta' for extractor 'plain'";
    QTest::newRow("parameter without value")
        << QStringList{"extract", "-e", "plain", "-p", "zeta", kArticle}
        << "boilerscope-cli: bad parameter 'zeta': expected NAME=VALUE";
    QTest::newRow("--with markdown without jsonl")
        << QStringList{"extract", "-e", "plain", "--with", "markdown", kArticle}
        << "boilerscope-cli: --with markdown or content_html needs --format jsonl";
    QTest::newRow("--with content_html with json")
        << QStringList{"extract", "-e",     "plain",        "--format",
                       "json",    "--with", "content_html", kArticle}
        << "boilerscope-cli: --with markdown or content_html needs --format jsonl";
    QTest::newRow("--with timings with text")
        << QStringList{"extract", "-e", "plain", "--with", "timings", kArticle}
        << "boilerscope-cli: --with timings needs --format json or jsonl";
    QTest::newRow("--with timings with markdown")
        << QStringList{"extract",  "-e",     "plain",   "--format",
                       "markdown", "--with", "timings", kArticle}
        << "boilerscope-cli: --with timings needs --format json or jsonl";
    QTest::newRow("unknown --with field")
        << QStringList{"extract", "-e", "plain", "--format", "jsonl", "--with", "pdf", kArticle}
        << "boilerscope-cli: bad --with field 'pdf': expected markdown, content_html, metadata or "
           "timings";
    QTest::newRow("bad --jobs") << QStringList{"extract", "-e", "plain", "--jobs", "0", kArticle}
                                << "boilerscope-cli: bad --jobs '0': expected a number from 1 "
                                   "to 1024";
    QTest::newRow("bad --input-format")
        << QStringList{"extract", "-e", "plain", "--input-format", "arc", kArticle}
        << "boilerscope-cli: bad input format 'arc': expected auto, warc, jsonl or html";
    QTest::newRow("--trace with text")
        << QStringList{"extract", "-e", "density", "--trace", "--format", "text", kArticle}
        << "boilerscope-cli: --trace prints JSON Lines: it cannot be combined with --format text";
    QTest::newRow("bad --max-record-mb")
        << QStringList{"extract", "-e", "plain", "--max-record-mb", "999999", kArticle}
        << "boilerscope-cli: bad --max-record-mb '999999': expected a number from 1 to 256";
}

void TestExtractCommand::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, err);
    const Run r = cli(args);
    QCOMPARE(r.status, 2);
    QCOMPARE(r.err, err + "\n");
    QVERIFY(r.out.isEmpty());
}

void TestExtractCommand::parameterErrors_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("problem");
    QTest::newRow("not a number") << "abc"
                                  << "not a number";
    QTest::newRow("trailing garbage") << "1x"
                                      << "not a number";
    QTest::newRow("above the maximum") << "1e9"
                                       << "must be between";
    QTest::newRow("below the minimum") << "-1e9"
                                       << "must be between";
}

void TestExtractCommand::parameterErrors()
{
    QFETCH(QString, value);
    QFETCH(QString, problem);
    const core::Extractor *e = withParameter();
    if (!e)
        QSKIP("no registered extractor has a parameter");
    const QString id = QString::fromStdString(e->info().id);
    const QString name = QString::fromStdString(e->info().params.front().name);
    const Run r = cli({"extract", "-e", id, "-p", name + "=" + value, kArticle});
    QCOMPARE(r.status, 2);
    QVERIFY2(r.err.startsWith(QStringLiteral("boilerscope-cli: bad value '%1' for parameter '%2': ")
                                  .arg(value, name)),
             qPrintable(r.err));
    QVERIFY2(r.err.contains(problem), qPrintable(r.err));
    QCOMPARE(r.err.count('\n'), 1);

    // The default itself is accepted.
    const Run ok =
        cli({"extract", "-e", id, "-p",
             name + "=" + QString::number(e->info().params.front().defaultValue), kArticle});
    QCOMPARE(ok.status, 0);
}

void TestExtractCommand::inputErrors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("problem");
    QTest::newRow("missing file") << kPages + "/missing.html"
                                  << "cannot read (No such file or directory)";
    QTest::newRow("binary file") << QStringLiteral(BOILERSCOPE_TEST_DATA "/core/loader/image.png")
                                 << "not an HTML page (binary data)";
    QTest::newRow("truncated gzip")
        << QStringLiteral(BOILERSCOPE_TEST_DATA "/core/loader/truncated.html.gz")
        << "truncated gzip data";
}

void TestExtractCommand::inputErrors()
{
    QFETCH(QString, file);
    QFETCH(QString, problem);
    const Run r = cli({"extract", "-e", "plain", file});
    QCOMPARE(r.status, 1);
    QCOMPARE(r.err, "boilerscope-cli: " + file + ": " + problem + "\n");
    QVERIFY(r.out.isEmpty());
}

void TestExtractCommand::badFileInDirectory()
{
    QTemporaryDir dir;
    QVERIFY(QFile::copy(kArticle, dir.filePath("a.html")));
    QVERIFY(QFile::copy(QStringLiteral(BOILERSCOPE_TEST_DATA "/core/loader/image.png"),
                        dir.filePath("b.html")));
    QVERIFY(QDir(dir.path()).mkdir("sub"));
    QVERIFY(QFile::copy(kSecond, dir.filePath("sub/c.html.gz")));
    const Run r = cli({"extract", "-e", "plain", "--format", "json", dir.path()});
    QCOMPARE(r.status, 1);
    QCOMPARE(r.err,
             "boilerscope-cli: " + dir.filePath("b.html") + ": not an HTML page (binary data)\n");
    const QList<QJsonObject> objects = jsonLines(r.out);
    QCOMPARE(objects.size(), 2);
    QCOMPARE(objects[0]["file"].toString(), dir.filePath("a.html"));
    QCOMPARE(objects[1]["file"].toString(), dir.filePath("sub/c.html.gz"));
}

void TestExtractCommand::everyExtractorRuns()
{
    for (const core::Extractor *e : core::ExtractorRegistry::all()) {
        const QString id = QString::fromStdString(e->info().id);
        const Run r = cli({"extract", "-e", id, "--format", "json", "--explain", kArticle});
        QVERIFY2(r.status == 0, qPrintable(id + ": " + r.err));
        QCOMPARE(jsonLines(r.out).first()["extractor"].toString(), id);
    }
}

void TestExtractCommand::externalExtractor_data()
{
    // Definitions of tests/data/app/extractors (see its README), given with --extractor-file.
    QTest::addColumn<QString>("definition");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("out");
    QTest::addColumn<QString>("err"); // the whole standard error
    const QString defs = QStringLiteral(BOILERSCOPE_TEST_DATA "/app/extractors/");
    // Returning the page, it extracts what plain does: the program's text, read as HTML.
    QTest::newRow("runs") << defs + "echo-page.json" << 0 << kArticleText << "";
    QTest::newRow("crashes") << defs + "crashing.json" << 1 << ""
                             << "boilerscope-cli: " + kArticle +
                                    ": ext:crashing failed: killed by SIGSEGV\n";
    QTest::newRow("not installed")
        << defs + "missing.json" << 2 << ""
        << "boilerscope-cli: extractor 'ext:missing' is unavailable: program "
           "'boilerscope-no-such-extractor' not found on PATH (install it)\n";
    QTest::newRow("malformed definition")
        << defs + "broken.json" << 2 << ""
        << "boilerscope-cli: " + defs +
               "broken.json: timeout: must be a number of seconds above 0 and at most 3600\n";
}

void TestExtractCommand::externalExtractor()
{
    QFETCH(QString, definition);
    QFETCH(int, status);
    QFETCH(QString, out);
    QFETCH(QString, err);
    const QString id = "ext:" + QFileInfo(definition).completeBaseName();
    const Run r = cli({"extract", "--extractor-file", definition, "-e", id, kArticle});
    QCOMPARE(r.err, err);
    QCOMPARE(r.status, status);
    QCOMPARE(QString::fromUtf8(r.out), out);
}

void TestExtractCommand::interruptKillsTheProgram()
{
    // Terminated while an external program hangs (in a process group of its own, out of the
    // terminal's reach): the program's group is killed, the CLI ends at once, nothing is left.
    QProcess p;
    p.start(QStringLiteral(BOILERSCOPE_CLI),
            {"extract", "--extractor-file", BOILERSCOPE_TEST_DATA "/app/extractors/hanging.json",
             "-e", "ext:hanging", kArticle, kArticle});
    QVERIFY(p.waitForStarted());
    testwait::wait(500);
    p.terminate();
    QVERIFY(p.waitForFinished(10000));
    QCOMPARE(p.exitCode(), 1);
    QCOMPARE(QString::fromUtf8(p.readAllStandardError()),
             "boilerscope-cli: " + kArticle +
                 ": ext:hanging failed: cancelled\nboilerscope-cli: extract: interrupted\n");
}

void TestExtractCommand::externalInCorpus_data()
{
    // External extractors in the record pipeline, on --jobs 1 and 2: each record's program is
    // told the record's URL (a page file: --url, else its file: URL; a JSON line without "url":
    // none), and a program that fails costs that record only.
    QTest::addColumn<QString>("definition");
    QTest::addColumn<QString>("jobs");
    QTest::addColumn<QStringList>("texts");  // per record: the text, or the error
    QTest::addColumn<QStringList>("errors"); // per record
    const QString defs = QStringLiteral(BOILERSCOPE_TEST_DATA "/app/extractors/");
    for (const QString jobs : {"1", "2"}) {
        QTest::addRow("urls, %s jobs", qPrintable(jobs))
            << defs + "echo-url.json" << jobs
            << QStringList{"http://a/", "http://b/", "", "https://page/", "FILE_URL"}
            << QStringList{"", "", "", "", ""};
        const QString crashed = "ext:crashing failed: killed by SIGSEGV";
        QTest::addRow("crashing, %s jobs", qPrintable(jobs))
            << defs + "crashing.json" << jobs << QStringList{"", "", "", "", ""}
            << QStringList{crashed, crashed, crashed, crashed, crashed};
    }
}

void TestExtractCommand::externalInCorpus()
{
    QFETCH(QString, definition);
    QFETCH(QString, jobs);
    QFETCH(QStringList, texts);
    QFETCH(QStringList, errors);
    QTemporaryDir dir;
    const QString warc = writeWarc(dir, "two.warc.gz",
                                   {warcbuilder::htmlResponse("a", "http://a/", "<p>alpha</p>"),
                                    warcbuilder::htmlResponse("b", "http://b/", "<p>beta</p>")});
    QFile lines(dir.filePath("one.jsonl"));
    QVERIFY(lines.open(QIODevice::WriteOnly));
    lines.write("{\"id\":\"x\",\"html\":\"<p>gamma</p>\"}\n");
    lines.close();
    const QString id = "ext:" + QFileInfo(definition).completeBaseName();
    const QStringList common = {"extract", "--extractor-file", definition, "-e", id, "--format",
                                "jsonl",   "--jobs",           jobs};
    // The WARC's two records, the JSON line, then the page file with and without --url.
    const Run records = cli(common + QStringList{warc, lines.fileName()});
    const Run withUrl = cli(common + QStringList{"--url", "https://page/", kArticle});
    const Run withoutUrl = cli(common + QStringList{kArticle});
    const QList<QJsonObject> objects =
        jsonLines(records.out) + jsonLines(withUrl.out) + jsonLines(withoutUrl.out);
    QCOMPARE(objects.size(), 5);
    const QString fileUrl =
        QUrl::fromLocalFile(QFileInfo(kArticle).absoluteFilePath()).toString(QUrl::FullyEncoded);
    for (int i = 0; i < 5; ++i) {
        QString text = texts[i];
        text.replace("FILE_URL", fileUrl);
        QCOMPARE(objects[i]["text"].toString().trimmed(), text);
        QCOMPARE(objects[i]["error"].toString(), errors[i]);
    }
    const int status = errors.first().isEmpty() ? 0 : 1;
    QCOMPARE(records.status, status);
    QCOMPARE(withUrl.status, status);
    QCOMPARE(withoutUrl.status, status);
    QVERIFY2(records.err.contains("summary: 3 records, " + QString::number(status * 3) + " failed"),
             qPrintable(records.err));
}

// Three pages, the second one binary: two records extracted, one failed, the status 1, the
// summary on standard error.
void TestExtractCommand::warcToJsonLines()
{
    QTemporaryDir dir;
    const std::string request =
        warcbuilder::record("request", {"WARC-Target-URI: http://a/"}, "GET / HTTP/1.1\r\n\r\n");
    const QString warc =
        writeWarc(dir, "crawl.warc.gz",
                  {warcbuilder::htmlResponse("a", "http://a/", "<h1>A</h1><p>alpha text</p>"),
                   request, warcbuilder::htmlResponse("b", "http://b/", std::string(300, '\0')),
                   warcbuilder::htmlResponse("c", "http://c/", "<p>gamma</p>")});
    const Run r = cli({"extract", "-e", "plain", "--format", "jsonl", warc});
    QCOMPARE(r.status, 1);
    const QList<QJsonObject> objects = jsonLines(r.out);
    QCOMPARE(objects.size(), 3);
    const QJsonObject a = objects[0];
    QCOMPARE(a["input"].toString(), warc);
    QCOMPARE(a["record"].toInt(), 1);
    QCOMPARE(a["id"].toString(), "<urn:uuid:a>");
    QCOMPARE(a["url"].toString(), "http://a/");
    QCOMPARE(a["status"].toInt(), 200);
    QCOMPARE(a["extractor"].toString(), "plain");
    QCOMPARE(a["encoding"].toString(), "UTF-8");
    QCOMPARE(a["text"].toString(), "A\nalpha text");
    QCOMPARE(a["paths"].toArray().first().toString(), "/html/body");
    QVERIFY(!a.contains("ms") && !a.contains("parse_ms"));
    QVERIFY(!a.contains("error"));
    QCOMPARE(objects[1]["record"].toInt(), 3); // the request record counts, and is skipped
    QCOMPARE(objects[1]["error"].toString(), "not an HTML page (binary data)");
    QCOMPARE(objects[1]["text"].toString(), QString());
    QCOMPARE(objects[2]["text"].toString(), "gamma");

    const QStringList err = r.err.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(err.size(), 2);
    QCOMPARE(err[0], "boilerscope-cli: " + warc + ": record 3: not an HTML page (binary data)");
    QVERIFY2(err[1].startsWith("boilerscope-cli: summary: 3 records, 1 failed, 1 skipped "
                               "(1 request); "),
             qPrintable(err[1]));
    QVERIFY(err[1].contains(" MB/s, "));
}

void TestExtractCommand::jobsKeepOrder_data()
{
    QTest::addColumn<QString>("jobs");
    QTest::newRow("2 jobs") << "2";
    QTest::newRow("4 jobs") << "4";
    QTest::newRow("7 jobs") << "7";
}

// Pages of very different sizes, so that later records often finish first: the output is the
// one-job output, record for record.
void TestExtractCommand::jobsKeepOrder()
{
    QFETCH(QString, jobs);
    QTemporaryDir dir;
    std::vector<std::string> records;
    for (int i = 0; i < 40; ++i) {
        std::string page = "<h2>Page " + std::to_string(i) + "</h2>";
        for (int k = 0; k < (i % 5 == 0 ? 400 : 3); ++k)
            page += "<p>paragraph " + std::to_string(k) + " of page " + std::to_string(i) + "</p>";
        records.push_back(
            warcbuilder::htmlResponse(std::to_string(i), "http://p/" + std::to_string(i), page));
    }
    const QString warc = writeWarc(dir, "pages.warc.gz", records);
    const Run one = cli({"extract", "-e", "density", "--format", "jsonl", "--jobs", "1", warc});
    QCOMPARE(one.status, 0);
    const QList<QJsonObject> expected = jsonLines(one.out);
    QCOMPARE(expected.size(), 40);
    for (int i = 0; i < 40; ++i)
        QCOMPARE(expected[i]["url"].toString(), "http://p/" + QString::number(i));
    const Run many = cli({"extract", "-e", "density", "--format", "jsonl", "--jobs", jobs, warc});
    QCOMPARE(many.status, 0);
    QVERIFY2(many.out == one.out, qPrintable(firstDifference(one.out, many.out)));
    QVERIFY(many.err.contains(", " + jobs + " jobs"));
}

void TestExtractCommand::jsonLinesFromStandardInput()
{
    const QByteArray input = "{\"id\":\"one\",\"url\":\"http://1/\",\"html\":\"<p>first</p>\"}\n"
                             "not json\n"
                             "{\"id\":2,\"html\":\"<p>second</p>\"}\n";
    const Run r = cli({"extract", "-e", "plain", "--format", "jsonl", "-"}, input);
    QCOMPARE(r.status, 1);
    const QList<QJsonObject> objects = jsonLines(r.out);
    QCOMPARE(objects.size(), 3);
    QCOMPARE(objects[0]["input"].toString(), "-");
    QCOMPARE(objects[0]["id"].toString(), "one");
    QCOMPARE(objects[0]["text"].toString(), "first");
    QCOMPARE(objects[1]["record"].toInt(), 2);
    QCOMPARE(objects[1]["error"].toString(), "not valid JSON");
    QCOMPARE(objects[2]["id"].toString(), "2");
    QCOMPARE(objects[2]["text"].toString(), "second");
    QVERIFY(r.err.startsWith("boilerscope-cli: -: record 2: not valid JSON\n"));
}

// article.html by hand: the heading, the paragraph with its bold, the list; the script not.
void TestExtractCommand::markdown()
{
    const Run r = cli({"extract", "-e", "plain", "--format", "markdown", kArticle});
    QCOMPARE(r.status, 0);
    QCOMPARE(QString::fromUtf8(r.out),
             "# Heading\n\nFirst paragraph with **bold** text.\n\n- one\n- two\n");
}

void TestExtractCommand::contentHtml()
{
    const Run r = cli({"extract", "-e", "plain", "--format", "content-html", kArticle});
    QCOMPARE(r.status, 0);
    QCOMPARE(QString::fromUtf8(r.out),
             "<!DOCTYPE html>\n<html>\n<head>\n<meta charset=\"utf-8\">\n<title>Article</title>\n"
             "</head>\n<body>\n<h1>Heading</h1>\n<p>First paragraph with <strong>bold</strong> "
             "text.</p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n</body>\n</html>\n");
}

void TestExtractCommand::withFields()
{
    const Run r = cli({"extract", "-e", "plain", "--format", "jsonl", "--with",
                       "markdown,content_html", kArticle});
    QCOMPARE(r.status, 0);
    const QJsonObject o = jsonLines(r.out).first();
    QCOMPARE(o["markdown"].toString(),
             "# Heading\n\nFirst paragraph with **bold** text.\n\n- one\n- two\n");
    QVERIFY(o["content_html"].toString().startsWith("<h1>Heading</h1>\n"));
    QCOMPARE(o["record"].toInt(), 1);
    QVERIFY(o["id"].isNull());

    const Run markdownOnly =
        cli({"extract", "-e", "plain", "--format", "jsonl", "--with", "markdown", kArticle});
    QVERIFY(!jsonLines(markdownOnly.out).first().contains("content_html"));
    // Metadata only when asked for: a corpus run's lines stay as they were.
    QVERIFY(!jsonLines(markdownOnly.out).first().contains("metadata"));
}

// Records of one WARC are headed by the file, their number and URL, even as the only input.
void TestExtractCommand::warcAsText()
{
    QTemporaryDir dir;
    const QString warc = writeWarc(dir, "two.warc.gz",
                                   {warcbuilder::htmlResponse("a", "http://a/", "<p>alpha</p>"),
                                    warcbuilder::htmlResponse("b", "http://b/", "<p>beta</p>")});
    const Run r = cli({"extract", "-e", "plain", warc});
    QCOMPARE(r.status, 0);
    QCOMPARE(QString::fromUtf8(r.out), "==> " + warc + ": record 1 http://a/ <==\nalpha\n==> " +
                                           warc + ": record 2 http://b/ <==\nbeta\n");
    QVERIFY(r.err.startsWith("boilerscope-cli: summary: 2 records, 0 failed, 0 skipped; "));
}

// --trace: the result object with the trace's outline, then one object per step, the same steps
// as core records in process for the same page (docs/traces.md).
void TestExtractCommand::trace_data()
{
    QTest::addColumn<QString>("id");
    for (const char *id : {"density", "bte", "kfe", "wlr"})
        QTest::newRow(id) << id;
}

void TestExtractCommand::trace()
{
    QFETCH(QString, id);
    const Run r = cli({"extract", "-e", id, "--trace", kArticle});
    QCOMPARE(r.status, 0);
    QCOMPARE(r.err, QString());
    const QList<QJsonObject> lines = jsonLines(r.out);
    QVERIFY(lines.size() >= 2);
    const QJsonObject result = lines.first();
    QCOMPARE(result["type"].toString(), "result");
    QCOMPARE(result["extractor"].toString(), id);
    QCOMPARE(result["steps"].toInt(), lines.size() - 1);

    auto loaded = core::DocumentLoader::loadFile(kArticle.toStdString());
    QVERIFY(loaded.document);
    const core::Extractor &e = *core::ExtractorRegistry::find(id.toStdString());
    core::Trace trace;
    const core::ExtractionResult expected =
        e.runTraced(*loaded.document, e.info().defaults(), trace);
    QCOMPARE(result["text"].toString(), QString::fromStdString(expected.text));
    const QJsonArray phases = result["phases"].toArray();
    QCOMPARE(size_t(phases.size()), trace.phases().size());
    for (qsizetype i = 0; i < phases.size(); ++i)
        QCOMPARE(phases[i].toObject()["id"].toString(),
                 QString::fromStdString(trace.phases()[size_t(i)].id));
    QCOMPARE(size_t(result["limits"].toArray().size()), trace.limits().size());
    QCOMPARE(size_t(lines.size() - 1), trace.steps().size());
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QJsonObject o = lines[i];
        const core::TraceStep &s = trace.steps()[size_t(i - 1)];
        QCOMPARE(o["type"].toString(), "step");
        QCOMPARE(o["file"].toString(), kArticle);
        QCOMPARE(o["step"].toInt(), i - 1);
        QCOMPARE(o["phase"].toString(), QString::fromStdString(s.phase));
        QCOMPARE(o["kind"].toString(),
                 QString::fromStdString(std::string(core::TraceStep::kindName(s.kind))));
        QCOMPARE(o["text"].toString(), QString::fromStdString(s.text));
        const QJsonArray nodes = o["nodes"].toArray();
        QCOMPARE(size_t(nodes.size()), s.nodes.size());
        for (qsizetype k = 0; k < nodes.size(); ++k) {
            QCOMPARE(nodes[k].toObject()["id"].toInt(), s.nodes[size_t(k)]);
            QCOMPARE(nodes[k].toObject()["path"].toString(),
                     QString::fromStdString(loaded.document->path(s.nodes[size_t(k)])));
        }
        QCOMPARE(o.contains("range"), s.hasRange());
        if (s.hasRange()) {
            QCOMPARE(o["chart"].toString(), QString::fromStdString(s.chart));
            QCOMPARE(o["range"].toArray(), (QJsonArray{s.from, s.to}));
        }
        const QJsonObject numbers = o["numbers"].toObject();
        QCOMPARE(size_t(numbers.size()), s.numbers.size());
        for (const core::TraceNumber &n : s.numbers)
            QCOMPARE(numbers[QString::fromStdString(n.name)].toDouble(), n.value);
    }
    QCOMPARE(lines.last()["kind"].toString(), "result");
}

// --trace on a WARC: per record the result object (with its record number) and its steps,
// named "FILE: record N".
void TestExtractCommand::traceWarc()
{
    QTemporaryDir dir;
    const QString warc =
        writeWarc(dir, "crawl.warc.gz",
                  {warcbuilder::htmlResponse("a", "http://a/", "<h1>A</h1><p>alpha text</p>"),
                   warcbuilder::htmlResponse("b", "http://b/", "<p>beta</p>")});
    const Run r = cli({"extract", "-e", "density", "--trace", "--jobs", "2", warc});
    QCOMPARE(r.status, 0);
    const QList<QJsonObject> lines = jsonLines(r.out);
    QList<int> records;
    int expectedSteps = 0;
    for (const QJsonObject &o : lines) {
        if (o["type"].toString() == QLatin1String("result")) {
            QCOMPARE(expectedSteps, 0); // the previous record's steps all came
            records << o["record"].toInt();
            expectedSteps = o["steps"].toInt();
            continue;
        }
        QCOMPARE(o["file"].toString(), warc + ": record " + QString::number(records.last()));
        --expectedSteps;
    }
    QCOMPARE(expectedSteps, 0);
    QCOMPARE(records, (QList<int>{1, 2}));
}

void TestExtractCommand::sameBytesWhateverJobs_data()
{
    QTest::addColumn<QStringList>("options");
    // Every output format with the extractor that combines all the others.
    const QList<QStringList> formats = {
        {"--format", "text"},
        {"--format", "json"},
        {"--format", "json", "--explain"},
        {"--format", "html"},
        {"--format", "jsonl"},
        {"--format", "jsonl", "--with", "markdown,content_html"},
        {"--format", "jsonl", "--with", "metadata"},
        {"--format", "markdown"},
        {"--format", "content-html"},
        {"--trace"},
    };
    for (const QStringList &format : formats)
        QTest::addRow("consensus %s", qPrintable(format.join(' ')))
            << QStringList{"-e", "consensus"} + format;
    // Every built-in with everything it can say about a page: judgements, scores, reasons and
    // its chart series.
    for (const core::Extractor *e : core::ExtractorRegistry::all())
        QTest::addRow("%s --format json --explain", e->info().id.c_str()) << QStringList{
            "-e", QString::fromStdString(e->info().id), "--format", "json", "--explain"};
}

// Page files, WARC records and JSON lines through 1 and 4 jobs: the same bytes.
void TestExtractCommand::sameBytesWhateverJobs()
{
    QFETCH(QStringList, options);
    const QStringList args = QStringList{"extract"} + options;
    const Run one = cli(args + QStringList{"--jobs", "1", m_corpus.path()});
    QCOMPARE(one.status, 0);
    QVERIFY(!one.out.isEmpty());
    // Four workers on CI's two cores interleave the most; two add little beside them.
    for (const QString jobs : {"4"}) {
        const Run many = cli(args + QStringList{"--jobs", jobs, m_corpus.path()});
        QCOMPARE(many.status, 0);
        QVERIFY2(many.out == one.out,
                 qPrintable(jobs + " jobs: " + firstDifference(one.out, many.out)));
    }
}

void TestExtractCommand::withTimings_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::newRow("jsonl") << QStringList{"--format", "jsonl"};
    QTest::newRow("jsonl with markdown") << QStringList{"--format", "jsonl", "--with", "markdown"};
    QTest::newRow("json") << QStringList{"--format", "json"};
    QTest::newRow("trace") << QStringList{"--trace"};
}

// --with timings adds each record's parse_ms and ms, and nothing else changes.
void TestExtractCommand::withTimings()
{
    QFETCH(QStringList, options);
    const QStringList args = QStringList{"extract", "-e", "density", "--jobs", "2"} + options;
    const Run plain = cli(args + QStringList{m_corpus.path()});
    const Run timed = cli(args + QStringList{"--with", "timings", m_corpus.path()});
    QCOMPARE(plain.status, 0);
    QCOMPARE(timed.status, 0);
    const QList<QJsonObject> without = jsonLines(plain.out);
    QList<QJsonObject> with = jsonLines(timed.out);
    QCOMPARE(with.size(), without.size());
    int records = 0;
    for (qsizetype i = 0; i < with.size(); ++i) {
        QVERIFY(!without[i].contains("parse_ms") && !without[i].contains("ms"));
        // Trace steps have no timings; the record objects before them do.
        if (with[i].value("type").toString() == "step") {
            QVERIFY(!with[i].contains("parse_ms") && !with[i].contains("ms"));
            continue;
        }
        ++records;
        QVERIFY2(with[i].value("parse_ms").toDouble(-1) >= 0, qPrintable(QString::number(i)));
        QVERIFY2(with[i].value("ms").toDouble(-1) >= 0, qPrintable(QString::number(i)));
        with[i].remove("parse_ms");
        with[i].remove("ms");
    }
    QVERIFY(records > 3);
    QCOMPARE(with, without);
}

QTEST_GUILESS_MAIN(TestExtractCommand)
#include "tst_extractcommand.moc"
