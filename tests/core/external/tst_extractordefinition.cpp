#include <external/extractordefinition.h>

#include <QTest>

#include <string>

using Definition = core::ExtractorDefinition;

class TestExtractorDefinition : public QObject
{
    Q_OBJECT

private slots:
    void minimal();
    void full();
    void judgementsOutput();
    void errors_data();
    void errors();
    void expand_data();
    void expand();
};

void TestExtractorDefinition::minimal()
{
    const auto r = Definition::parse(R"({"command": ["cat"]})", "/home/u/extractors/my-tool.json");
    QVERIFY2(r.definition, r.error.c_str());
    const Definition &d = *r.definition;
    QCOMPARE(d.id, std::string("ext:my-tool")); // from the file name
    QCOMPARE(d.name, std::string("my-tool"));
    QCOMPARE(d.directory, std::string("/home/u/extractors"));
    QCOMPARE(d.file, std::string("/home/u/extractors/my-tool.json"));
    QVERIFY(d.input == Definition::Input::Stdin);
    QVERIFY(d.output == Definition::Output::Text);
    QCOMPARE(d.timeoutSeconds, Definition::kDefaultTimeoutSeconds);
    QCOMPARE(d.maxOutputBytes, Definition::kDefaultMaxOutputBytes);
    QVERIFY(d.parameters.empty());
    QVERIFY(d.requirements.empty());
}

void TestExtractorDefinition::full()
{
    const char *json = R"({
        "version": 1,
        "id": "ext:readability-js",
        "name": "Readability.js",
        "description": "Mozilla's Readability through Node",
        "command": ["node", "{dir}/readability.js", "{file}", "{url}", "--min={min_chars}",
                    "{{literal}}"],
        "input": "file",
        "output": "json",
        "field": "article.content",
        "field_format": "html",
        "timeout": 2.5,
        "max_output": 4096,
        "parameters": {"min_chars": 500, "mode": "fast", "strict": true, "ratio": 0.25},
        "requires": [{"program": "node", "hint": "install nodejs"},
                     {"file": "{dir}/node_modules/x"}]
    })";
    const auto r = Definition::parse(json, "readability.json");
    QVERIFY2(r.definition, r.error.c_str());
    const Definition &d = *r.definition;
    QCOMPARE(d.id, std::string("ext:readability-js"));
    QCOMPARE(d.name, std::string("Readability.js"));
    QCOMPARE(d.directory, std::string("."));
    QCOMPARE(d.command.size(), size_t(6));
    QVERIFY(d.input == Definition::Input::File);
    QVERIFY(d.output == Definition::Output::Json);
    QCOMPARE(d.field, std::string("article.content"));
    QVERIFY(d.fieldFormat == Definition::Output::Html);
    QCOMPARE(d.timeoutSeconds, 2.5);
    QCOMPARE(d.maxOutputBytes, size_t(4096));
    // In name order, as text.
    const std::vector<std::pair<std::string, std::string>> params{
        {"min_chars", "500"}, {"mode", "fast"}, {"ratio", "0.25"}, {"strict", "true"}};
    QVERIFY(d.parameters == params);
    QCOMPARE(d.requirements.size(), size_t(2));
    QVERIFY(d.requirements[0].program);
    QCOMPARE(d.requirements[0].hint, std::string("install nodejs"));
    QVERIFY(!d.requirements[1].program);
    QCOMPARE(d.requirements[1].path, std::string("{dir}/node_modules/x"));
}

void TestExtractorDefinition::judgementsOutput()
{
    // The reasons protocol needs no field: the program's JSON has a fixed shape.
    const auto r = Definition::parse(R"({"command": ["w"], "output": "judgements"})", "w.json");
    QVERIFY2(r.definition, r.error.c_str());
    QVERIFY(r.definition->output == Definition::Output::Judgements);
    QVERIFY(r.definition->field.empty());
}

void TestExtractorDefinition::errors_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("message"); // the whole one-line error

    QTest::newRow("not json") << "{\"command\": [\"cat\"]"
                              << "x.json: not JSON: parse error";
    QTest::newRow("not an object") << "[1, 2]"
                                   << "x.json: not a JSON object";
    QTest::newRow("typo") << R"({"command": ["cat"], "timout": 3})"
                          << "x.json: timout: unknown field";
    QTest::newRow("no command") << R"({"name": "x"})"
                                << "x.json: command: missing";
    QTest::newRow("empty command") << R"({"command": []})"
                                   << "x.json: command: must be a non-empty list of strings";
    QTest::newRow("command not strings") << R"({"command": ["cat", 3]})"
                                         << "x.json: command[1]: must be a string";
    QTest::newRow("unknown placeholder") << R"({"command": ["cat", "{page}"]})"
                                         << "x.json: command[1]: unknown placeholder {page}";
    QTest::newRow("unterminated placeholder") << R"({"command": ["cat", "{file"]})"
                                              << "x.json: command[1]: unterminated placeholder";
    QTest::newRow("lone brace") << R"({"command": ["cat", "a}b"]})"
                                << "x.json: command[1]: unmatched '}'";
    // Found by fuzzing: the argument's newline (a JSON escape) came out as a line break.
    QTest::newRow("newline in a quoted argument")
        << R"({"command": ["cat", "a\nb}"]})"
        << "x.json: command[1]: unmatched '}' in 'a\\nb}'";
    QTest::newRow("placeholder in program") << R"({"command": ["{url}"]})"
                                            << "x.json: command[0]: the program may only use {dir}";
    QTest::newRow("file mode without file") << R"({"command": ["cat"], "input": "file"})"
                                            << "x.json: command: input file needs {file}";
    QTest::newRow("proxy without port") << R"({"command": ["proxy"], "input": "proxy"})"
                                        << "x.json: command: input proxy needs {port}";
    QTest::newRow("port outside proxy") << R"({"command": ["p", "{port}"]})"
                                        << "x.json: command[1]: {port} is only for input proxy";
    QTest::newRow("bad input") << R"({"command": ["cat"], "input": "pipe"})"
                               << "x.json: input: unknown value 'pipe'";
    QTest::newRow("bad output")
        << R"({"command": ["cat"], "output": "xml"})"
        << "x.json: output: unknown value 'xml' (expected text, html, json or judgements)";
    QTest::newRow("json without field") << R"({"command": ["cat"], "output": "json"})"
                                        << "x.json: field: missing";
    QTest::newRow("bad field path") << R"({"command": ["cat"], "output": "json", "field": "a..b"})"
                                    << "x.json: field: 'a..b' is no member path";
    QTest::newRow("field without json") << R"({"command": ["cat"], "field": "text"})"
                                        << "x.json: field: only meaningful with output json";
    QTest::newRow("json field format")
        << R"({"command": ["cat"], "output": "json", "field": "t", "field_format": "json"})"
        << "x.json: field_format: unknown value 'json' (expected text or html)";
    QTest::newRow("zero timeout") << R"({"command": ["cat"], "timeout": 0})"
                                  << "x.json: timeout: must be a number of seconds";
    QTest::newRow("text timeout") << R"({"command": ["cat"], "timeout": "5"})"
                                  << "x.json: timeout: must be a number of seconds";
    QTest::newRow("negative max output") << R"({"command": ["cat"], "max_output": -1})"
                                         << "x.json: max_output: must be a number of bytes";
    QTest::newRow("id without prefix") << R"({"id": "tool", "command": ["cat"]})"
                                       << "x.json: id: 'tool' must start with ext:";
    QTest::newRow("id with capitals") << R"({"id": "ext:Tool", "command": ["cat"]})"
                                      << "x.json: id: 'ext:Tool': the NAME of ext:NAME";
    QTest::newRow("reserved parameter")
        << R"({"command": ["cat"], "parameters": {"url": "x"}})"
        << "x.json: parameters.url: reserved for the placeholder {url}";
    QTest::newRow("parameter list value")
        << R"({"command": ["cat"], "parameters": {"n": [1]}})"
        << "x.json: parameters.n: must be a string, a number or true/false";
    QTest::newRow("bad requirement") << R"({"command": ["cat"], "requires": [{"hint": "x"}]})"
                                     << "x.json: requires[0]: must be {\"file\": PATH}";
    QTest::newRow("requirement placeholder")
        << R"({"command": ["cat"], "requires": [{"file": "{url}"}]})"
        << "x.json: requires[0]: only {dir} may be used here, not {url}";
    QTest::newRow("judgements as field format")
        << R"({"command": ["cat"], "output": "json", "field": "t", "field_format": "judgements"})"
        << "x.json: field_format: unknown value 'judgements' (expected text or html)";
    QTest::newRow("judgements with a field")
        << R"({"command": ["cat"], "output": "judgements", "field": "text"})"
        << "x.json: field: only meaningful with output json";
    QTest::newRow("a * in a program requirement")
        << R"({"command": ["cat"], "requires": [{"program": "python3.*"}]})"
        << "x.json: requires[0]: only a file's path may use *";
    QTest::newRow("version 2") << R"({"version": 2, "command": ["cat"]})"
                               << "x.json: version: unsupported";
}

void TestExtractorDefinition::errors()
{
    QFETCH(QString, json);
    QFETCH(QString, message);
    const auto r = Definition::parse(json.toStdString(), "x.json");
    QVERIFY(!r.definition);
    const QString error = QString::fromStdString(r.error);
    QVERIFY2(error.startsWith(message), qPrintable(error));
    QVERIFY2(!error.contains('\n'), qPrintable(error));
}

void TestExtractorDefinition::expand_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("expanded"); // empty: an error
    QTest::addColumn<QString>("error");

    QTest::newRow("plain") << "--flag"
                           << "--flag"
                           << "";
    QTest::newRow("two placeholders") << "{dir}/w.py?u={url}"
                                      << "/d/w.py?u=http://x/"
                                      << "";
    QTest::newRow("parameter") << "--n={n}"
                               << "--n=7"
                               << "";
    QTest::newRow("braces") << "{{json}}"
                            << "{json}"
                            << "";
    QTest::newRow("empty value") << "[{empty}]"
                                 << "[]"
                                 << "";
    QTest::newRow("unknown") << "{nope}"
                             << ""
                             << "unknown placeholder {nope}";
    QTest::newRow("unterminated") << "{url"
                                  << ""
                                  << "unterminated placeholder in '{url'";
}

void TestExtractorDefinition::expand()
{
    QFETCH(QString, text);
    QFETCH(QString, expanded);
    QFETCH(QString, error);
    const std::map<std::string, std::string> values{
        {"dir", "/d"}, {"url", "http://x/"}, {"n", "7"}, {"empty", ""}};
    std::string out, err;
    const bool ok = Definition::expand(text.toStdString(), values, out, err);
    QCOMPARE(ok, error.isEmpty());
    if (ok)
        QCOMPARE(QString::fromStdString(out), expanded);
    else
        QCOMPARE(QString::fromStdString(err), error);
}

QTEST_APPLESS_MAIN(TestExtractorDefinition)
#include "tst_extractordefinition.moc"
