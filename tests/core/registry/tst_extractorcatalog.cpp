#include "testpages.h"

#include <external/externalextractor.h>
#include <registry/extractorcatalog.h>
#include <registry/extractorregistry.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using core::ExtractorCatalog;
using core::ExtractorOrigin;

namespace {

void write(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(path));
}

QString issues(const ExtractorCatalog &c)
{
    QStringList out;
    for (const std::string &s : c.issues())
        out << QString::fromStdString(s);
    return out.join('\n');
}

// Why a shipped program's end-to-end test is skipped here, or empty when it runs. The test
// command names the programs the set-up is still installing (it runs this test again for them
// afterwards, requiring them) in BOILERSCOPE_DEFER_EXTRACTORS and BOILERSCOPE_REQUIRE_EXTRACTORS
// (ids separated by commas); otherwise the set-up's Python environment and Node modules
// (scripts/bootstrap.sh extractors) may be missing on a machine without the registries.
QString skipReason(const QString &id, const core::CatalogEntry &e)
{
    if (qEnvironmentVariable("BOILERSCOPE_DEFER_EXTRACTORS").split(u',').contains(id))
        return QStringLiteral("still being installed: tested once it is");
    const QStringList required =
        qEnvironmentVariable("BOILERSCOPE_REQUIRE_EXTRACTORS").split(u',', Qt::SkipEmptyParts);
    if (!e.available && !required.contains(id) &&
        (e.reason.find("bootstrap.sh extractors") != std::string::npos ||
         e.reason.find("npm ci") != std::string::npos))
        return "not set up: " + QString::fromStdString(e.reason);
    return {};
}

// The shipped program's run on a page of tests/data (its bytes and doc), at the address the
// fixtures name.
core::ExternalExtractor::Run runOnFixture(const core::CatalogEntry &e, const std::string &bytes,
                                          const core::Document &doc)
{
    core::PageInput page;
    page.document = &doc;
    page.bytes = bytes;
    page.url = "http://example.org/news/market-hall";
    return e.external->execute(page);
}

} // namespace

class TestExtractorCatalog : public QObject
{
    Q_OBJECT

private slots:
    void builtInsOnly();
    void folder();
    void laterOriginsOverride();
    void duplicateInOneFolder();
    void unavailableIsNoError();
    void userFolder_data();
    void userFolder();
    void load();
    void shippedFolder();
    void shippedDefinitions_data();
    void shippedDefinitions();
    void shippedMetadata_data();
    void shippedMetadata();
    void vote_data();
    void vote();
    void defaultVote();
};

void TestExtractorCatalog::builtInsOnly()
{
    const ExtractorCatalog c;
    QCOMPARE(c.entries().size(), core::ExtractorRegistry::all().size());
    for (size_t i = 0; i < c.entries().size(); ++i) {
        QCOMPARE(c.entries()[i].extractor, core::ExtractorRegistry::all()[i]);
        QVERIFY(c.entries()[i].available);
        QVERIFY(c.entries()[i].origin == ExtractorOrigin::BuiltIn);
    }
    QVERIFY(c.find("density"));
    QVERIFY(!c.find("ext:none"));
}

void TestExtractorCatalog::folder()
{
    QTemporaryDir dir;
    write(dir.filePath("b-tool.json"), R"({"command": ["cat"], "name": "B"})");
    write(dir.filePath("a-tool.json"), R"({"command": ["cat"], "output": "xml"})");
    write(dir.filePath("notes.txt"), "not a definition");
    write(dir.filePath("sub/c-tool.json"), R"({"command": ["cat"]})"); // not below the folder
    ExtractorCatalog c;
    c.addFolder(dir.path().toStdString(), ExtractorOrigin::User);
    const size_t builtIns = core::ExtractorRegistry::all().size();
    QCOMPARE(c.entries().size(), builtIns + 1);
    const core::CatalogEntry *b = c.find("ext:b-tool");
    QVERIFY(b);
    QVERIFY(b->external);
    QCOMPARE(b->extractor->info().name, std::string("B"));
    QCOMPARE(QString::fromStdString(b->file), dir.filePath("b-tool.json"));
    QVERIFY(b->origin == ExtractorOrigin::User);
    // The malformed one is one line naming the file and the field.
    QCOMPARE(issues(c),
             dir.filePath("a-tool.json") +
                 ": output: unknown value 'xml' (expected text, html, json or judgements)");
    // A folder that is not there adds nothing and is no issue.
    c.addFolder("/nonexistent/boilerscope", ExtractorOrigin::Package);
    QCOMPARE(c.issues().size(), size_t(1));
}

void TestExtractorCatalog::laterOriginsOverride()
{
    QTemporaryDir shipped, user;
    write(shipped.filePath("tool.json"), R"({"command": ["cat"], "name": "Shipped"})");
    write(shipped.filePath("zeta.json"), R"({"command": ["cat"]})");
    write(user.filePath("mine.json"), R"({"id": "ext:tool", "command": ["cat"], "name": "Mine"})");
    ExtractorCatalog c;
    c.addFolder(shipped.path().toStdString(), ExtractorOrigin::Shipped);
    c.addFolder(user.path().toStdString(), ExtractorOrigin::User);
    const core::CatalogEntry *tool = c.find("ext:tool");
    QCOMPARE(tool->extractor->info().name, std::string("Mine"));
    QVERIFY(tool->origin == ExtractorOrigin::User);
    QCOMPARE(QString::fromStdString(tool->overridden), shipped.filePath("tool.json"));
    QVERIFY(c.issues().empty());
    // External ones after the built-ins, by id.
    const size_t builtIns = core::ExtractorRegistry::all().size();
    QCOMPARE(c.entries().size(), builtIns + 2);
    QCOMPARE(c.entries()[builtIns].extractor->info().id, std::string("ext:tool"));
    QCOMPARE(c.entries()[builtIns + 1].extractor->info().id, std::string("ext:zeta"));
}

void TestExtractorCatalog::duplicateInOneFolder()
{
    QTemporaryDir dir;
    write(dir.filePath("one.json"), R"({"id": "ext:same", "command": ["cat"], "name": "One"})");
    write(dir.filePath("two.json"), R"({"id": "ext:same", "command": ["cat"], "name": "Two"})");
    ExtractorCatalog c;
    c.addFolder(dir.path().toStdString(), ExtractorOrigin::User);
    QCOMPARE(c.find("ext:same")->extractor->info().name, std::string("One"));
    QCOMPARE(issues(c), dir.filePath("two.json") + ": id ext:same is already defined by " +
                            dir.filePath("one.json") + "; this one is ignored");
}

void TestExtractorCatalog::unavailableIsNoError()
{
    QTemporaryDir dir;
    write(dir.filePath("gone.json"),
          R"({"command": ["boilerscope-no-such-extractor"],
              "requires": [{"file": "/nonexistent/lib.jar", "hint": "install libfoo-java"}]})");
    ExtractorCatalog c;
    QVERIFY(c.addFile(dir.filePath("gone.json").toStdString(), ExtractorOrigin::File));
    const core::CatalogEntry *e = c.find("ext:gone");
    QVERIFY(e);
    QVERIFY(!e->available);
    QCOMPARE(QString::fromStdString(e->reason),
             "missing /nonexistent/lib.jar (install libfoo-java)");
    QVERIFY(c.issues().empty());
    // A file that is not there is an issue.
    QVERIFY(!c.addFile("/nonexistent/x.json", ExtractorOrigin::File));
    QVERIFY(issues(c).startsWith("/nonexistent/x.json: cannot read"));
}

void TestExtractorCatalog::userFolder_data()
{
    QTest::addColumn<QByteArray>("xdg");
    QTest::addColumn<QByteArray>("home");
    QTest::addColumn<QString>("folder");
    QTest::newRow("XDG_CONFIG_HOME")
        << QByteArray("/cfg") << QByteArray("/home/u") << "/cfg/boilerscope/extractors";
    QTest::newRow("unset: ~/.config")
        << QByteArray() << QByteArray("/home/u") << "/home/u/.config/boilerscope/extractors";
    QTest::newRow("relative XDG_CONFIG_HOME is ignored")
        << QByteArray("cfg") << QByteArray("/home/u") << "/home/u/.config/boilerscope/extractors";
}

void TestExtractorCatalog::userFolder()
{
    QFETCH(QByteArray, xdg);
    QFETCH(QByteArray, home);
    QFETCH(QString, folder);
    const QByteArray oldXdg = qgetenv("XDG_CONFIG_HOME"), oldHome = qgetenv("HOME");
    if (xdg.isEmpty())
        qunsetenv("XDG_CONFIG_HOME");
    else
        qputenv("XDG_CONFIG_HOME", xdg);
    qputenv("HOME", home);
    const QString got = QString::fromStdString(ExtractorCatalog::userFolder());
    qputenv("XDG_CONFIG_HOME", oldXdg);
    qputenv("HOME", oldHome);
    QCOMPARE(got, folder);
}

void TestExtractorCatalog::load()
{
    QTemporaryDir config, package, files;
    write(config.filePath("boilerscope/extractors/tool.json"),
          R"({"command": ["cat"], "name": "User"})");
    write(package.filePath("extractors/tool.json"), R"({"command": ["cat"], "name": "Package"})");
    write(package.filePath("extractors/pkg-only.json"), R"({"command": ["cat"]})");
    write(files.filePath("given.json"),
          R"({"id": "ext:tool", "command": ["cat"], "name": "Given"})");
    const QByteArray oldXdg = qgetenv("XDG_CONFIG_HOME");
    qputenv("XDG_CONFIG_HOME", config.path().toUtf8());

    ExtractorCatalog::Sources sources;
    sources.packageDir = package.path().toStdString();
    ExtractorCatalog c = ExtractorCatalog::load(sources);
    QCOMPARE(c.find("ext:tool")->extractor->info().name, std::string("Package"));
    QVERIFY(c.find("ext:pkg-only"));
    sources.files = {files.filePath("given.json").toStdString()};
    c = ExtractorCatalog::load(sources);
    QCOMPARE(c.find("ext:tool")->extractor->info().name, std::string("Given"));
    sources = {};
    sources.user = true;
    c = ExtractorCatalog::load(sources);
    QCOMPARE(c.find("ext:tool")->extractor->info().name, std::string("User"));
    sources.user = false;
    c = ExtractorCatalog::load(sources);
    QVERIFY(!c.find("ext:tool"));
    qputenv("XDG_CONFIG_HOME", oldXdg);
}

void TestExtractorCatalog::shippedFolder()
{
    QTemporaryDir install;
    QDir(install.path()).mkpath("bin");
    QDir(install.path()).mkpath("share/boilerscope/extractors");
    // Installed: beside the program.
    QCOMPARE(QString::fromStdString(
                 ExtractorCatalog::shippedFolder(install.filePath("bin").toStdString())),
             QDir(install.filePath("share/boilerscope/extractors")).canonicalPath());
    // In the build tree: the staged copy.
    QCOMPARE(QString::fromStdString(ExtractorCatalog::shippedFolder("/nonexistent/bin")),
             QStringLiteral(BOILERSCOPE_STAGED_EXTRACTORS));
}

void TestExtractorCatalog::shippedDefinitions_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("removesBoilerplate");
    QTest::addColumn<bool>("elementReasons"); // its own reasons on the page's elements
    QTest::addColumn<bool>("pageType");       // the page type it classified the page as
    QTest::newRow("readability-lxml") << "ext:readability-lxml" << true << false << false;
    QTest::newRow("readability-js") << "ext:readability-js" << true << true << false;
    QTest::newRow("boilerpipe-article") << "ext:boilerpipe-article" << true << false << false;
    QTest::newRow("boilerpipe-default") << "ext:boilerpipe-default" << true << false << false;
    QTest::newRow("html-text") << "ext:html-text" << false << false << false;
    QTest::newRow("trafilatura") << "ext:trafilatura" << true << false << false;
    QTest::newRow("justext") << "ext:justext" << true << true << false;
    QTest::newRow("defuddle") << "ext:defuddle" << true << true << false;
    QTest::newRow("rs-trafilatura") << "ext:rs-trafilatura" << true << false << true;
}

void TestExtractorCatalog::shippedDefinitions()
{
    // Each shipped definition end to end with its real program (scripts/bootstrap.sh installs
    // them all): on a windows-1252 news page it must be available, decode the page (the
    // article's "café"), keep the article's last sentence, and, unless it keeps all text, drop
    // the footer and the aside's links.
    QFETCH(QString, id);
    QFETCH(bool, removesBoilerplate);
    QFETCH(bool, elementReasons);
    QFETCH(bool, pageType);
    ExtractorCatalog c;
    c.addFolder(BOILERSCOPE_STAGED_EXTRACTORS, ExtractorOrigin::Shipped);
    QVERIFY2(c.issues().empty(), qPrintable(issues(c)));
    const core::CatalogEntry *e = c.find(id.toStdString());
    QVERIFY(e && e->external);
    if (const QString why = skipReason(id, *e); !why.isEmpty())
        QSKIP(qPrintable(why));
    QVERIFY2(e->available, e->reason.c_str());

    const std::string bytes = testpages::readFixture("io/article-1252.html");
    const core::Document doc = testpages::parsePage(bytes);
    const core::ExternalExtractor::Run run = runOnFixture(*e, bytes, doc);
    QVERIFY2(run.ok, run.error.c_str());
    const QString text = QString::fromStdString(run.mapping.result.text);
    QVERIFY2(text.contains(QStringLiteral("caf\u00e9")), qPrintable(text));
    QVERIFY(text.contains("notice board outside the town hall"));
    QCOMPARE(text.contains("All rights reserved"), !removesBoilerplate);
    QCOMPARE(text.contains("Road works on the bridge"), !removesBoilerplate);
    // Its words are the page's: at least 95% of them found (html-text repeats the <title>).
    const core::OutputMapping &m = run.mapping;
    QVERIFY2((m.inOrder + m.moved + m.repeated) * 100 >= m.outputWords * 95,
             m.result.summary.c_str());
    QVERIFY(!m.result.selected.empty());
    QCOMPARE(!m.result.pageType.empty(), pageType);
    // A program that gives its reasons has them on the page, the footer's among them (on the
    // <footer> or on its paragraph: Readability.js judges the element, jusText the paragraph).
    if (elementReasons) {
        QVERIFY2(run.judgementsMapped > 0, m.result.summary.c_str());
        const core::NodeId footer = doc.findPath("/html/body/footer");
        const core::NodeId paragraph = doc.findPath("/html/body/footer/p");
        const std::string program = e->extractor->info().name;
        bool footerReason = false;
        for (const core::Judgement &j : m.result.judgements)
            footerReason = footerReason || ((j.node == footer || j.node == paragraph) &&
                                            !j.selected && j.reason.text().starts_with(program));
        QVERIFY2(footerReason, "no reason of the program's for the footer");
    }
}

void TestExtractorCatalog::shippedMetadata_data()
{
    // The fields each wrapper returns on tests/data/io/article-metadata.html (its <meta> tags
    // and byline), named as ours, in our order, as the program wrote them.
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("fields");
    const QString title = "title=Council to survey the old market hall";
    const QString authors = "authors=Ann Lee", site = "site_name=Town News";
    const QString published = "published=2024-03-18T09:30:00+01:00";
    const QString language = "language=en";
    const QString description = "description=The council will survey the roof and the foundations.";
    QTest::newRow("readability-js")
        << "ext:readability-js"
        << QStringList{title, authors, published, site, language, description};
    QTest::newRow("trafilatura") << "ext:trafilatura"
                                 << QStringList{title, authors, "published=2024-03-18", site,
                                                description};
    QTest::newRow("defuddle") << "ext:defuddle" << QStringList{title, authors,  published,
                                                               site,  language, description};
    // rs-trafilatura writes the fixture's published time (09:30 at +01:00) in UTC.
    QTest::newRow("rs-trafilatura")
        << "ext:rs-trafilatura"
        << QStringList{title, authors,  "published=2024-03-18T08:30:00+00:00",
                       site,  language, description};
}

// The shipped wrappers that return the program's own metadata, end to end with the real program.
void TestExtractorCatalog::shippedMetadata()
{
    QFETCH(QString, id);
    QFETCH(QStringList, fields);
    ExtractorCatalog c;
    c.addFolder(BOILERSCOPE_STAGED_EXTRACTORS, ExtractorOrigin::Shipped);
    const core::CatalogEntry *e = c.find(id.toStdString());
    QVERIFY(e && e->external);
    if (const QString why = skipReason(id, *e); !why.isEmpty())
        QSKIP(qPrintable(why));
    QVERIFY2(e->available, e->reason.c_str());
    const std::string bytes = testpages::readFixture("io/article-metadata.html");
    const core::Document doc = testpages::parsePage(bytes);
    const core::ExternalExtractor::Run run = runOnFixture(*e, bytes, doc);
    QVERIFY2(run.ok, run.error.c_str());
    QStringList got;
    for (const auto &[name, value] : run.mapping.result.metadata)
        got << QString::fromStdString(name + "=" + value);
    QCOMPARE(got, fields);
}

void TestExtractorCatalog::vote_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("error"); // empty: the vote is there
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("reason"); // empty: available
    QTest::newRow("two built-ins") << "density,wlr"
                                   << ""
                                   << "Vote of 2 extractors"
                                   << "";
    QTest::newRow("with weights") << "density=2,wlr,bte=0.5"
                                  << ""
                                  << "Vote of 3 extractors"
                                  << "";
    QTest::newRow("an unavailable voter")
        << "density,ext:missing"
        << ""
        << "Vote of 2 extractors"
        << "ext:missing: program 'boilerscope-no-such-program' not found on PATH";
    QTest::newRow("unknown") << "density,nope"
                             << "vote: unknown extractor 'nope'"
                             << ""
                             << "";
    QTest::newRow("one voter") << "density"
                               << "vote: needs at least two extractors"
                               << ""
                               << "";
    QTest::newRow("an ensemble") << "density,consensus"
                                 << "vote: consensus is an ensemble itself"
                                 << ""
                                 << "";
    QTest::newRow("bad weight") << "density=0,wlr"
                                << "vote: bad weight '0' for density (a number above 0)"
                                << ""
                                << "";
}

void TestExtractorCatalog::vote()
{
    QFETCH(QString, spec);
    QFETCH(QString, error);
    QFETCH(QString, name);
    QFETCH(QString, reason);
    QTemporaryDir dir;
    write(dir.filePath("missing.json"), R"({"command": ["boilerscope-no-such-program"]})");
    ExtractorCatalog c;
    c.addFolder(dir.path().toStdString(), ExtractorOrigin::File);
    std::string got;
    QCOMPARE(c.setVote(spec.toStdString(), got), error.isEmpty());
    QCOMPARE(QString::fromStdString(got), error);
    const core::CatalogEntry *e = c.find("vote");
    QCOMPARE(e != nullptr, error.isEmpty());
    if (!e)
        return;
    QCOMPARE(QString::fromStdString(e->extractor->info().name), name);
    QCOMPARE(e->available, reason.isEmpty());
    QCOMPARE(QString::fromStdString(e->reason), reason);
}

void TestExtractorCatalog::defaultVote()
{
    // The default vote takes the field's programs that are installed; with fewer than two of
    // them it is listed unavailable, saying why; without any of them it is not listed.
    QTemporaryDir dir;
    write(dir.filePath("trafilatura.json"), R"({"command": ["cat"]})");
    write(dir.filePath("justext.json"), R"({"command": ["boilerscope-no-such-program"]})");
    ExtractorCatalog c;
    std::string error;
    QVERIFY(c.setVote({}, error));
    QVERIFY(!c.find("vote"));
    c.addFolder(dir.path().toStdString(), ExtractorOrigin::Shipped);
    QVERIFY(c.setVote({}, error));
    const core::CatalogEntry *e = c.find("vote");
    QVERIFY(e && !e->available);
    QCOMPARE(QString::fromStdString(e->reason),
             "fewer than two of its programs are installed; ext:justext: program "
             "'boilerscope-no-such-program' not found on PATH");
    write(dir.filePath("defuddle.json"), R"({"command": ["cat"]})");
    c.addFolder(dir.path().toStdString(), ExtractorOrigin::User);
    QVERIFY(c.setVote({}, error));
    e = c.find("vote");
    QVERIFY(e && e->available);
    QCOMPARE(e->extractor->voters().size(), size_t(2));
}

QTEST_GUILESS_MAIN(TestExtractorCatalog)
#include "tst_extractorcatalog.moc"
