#pragma once

#include <document/documentloader.h>
#include <registry/extractorregistry.h>

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <algorithm>
#include <initializer_list>
#include <set>
#include <sstream>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

// The tests' one way of turning a page (an HTML string or a fixture under BOILERSCOPE_TEST_DATA)
// into a core::Document and of looking up and running a registered extractor. Free functions,
// no state: thread-safe. A page or fixture that cannot be had, or an unknown extractor id, is a
// broken test, not a failed assertion: qFatal says which.
namespace testpages {

inline core::Document parsePage(std::string_view html, const std::string &name = "input")
{
    auto loaded = core::DocumentLoader::loadBytes(std::string(html), name);
    if (!loaded.document)
        qFatal("cannot parse test page %s: %s", name.c_str(), loaded.error.c_str());
    return std::move(*loaded.document);
}

// The bytes of tests/data/<relativePath>.
inline std::string readFixture(const QString &relativePath)
{
    QFile f(QStringLiteral(BOILERSCOPE_TEST_DATA "/") + relativePath);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s", qPrintable(relativePath));
    return f.readAll().toStdString();
}

inline core::Document loadFixture(const QString &relativePath)
{
    return parsePage(readFixture(relativePath), relativePath.toStdString());
}

// The 130 Readability test pages the repository carries (tests/data/readability-test-pages,
// one folder per page with source.html.gz and expected.html.gz).
inline QDir readabilityPagesDir()
{
    return QDir(QStringLiteral(BOILERSCOPE_TEST_DATA "/readability-test-pages"));
}

// The page folders of readabilityPagesDir(), sorted.
inline QStringList readabilityPages()
{
    return readabilityPagesDir().entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
}

// The source page of one of those folders, ready for DocumentLoader::loadFile.
inline std::string readabilitySource(const QString &page)
{
    return readabilityPagesDir().filePath(page + QStringLiteral("/source.html.gz")).toStdString();
}

inline const core::Extractor &findExtractor(std::string_view id)
{
    const core::Extractor *e = core::ExtractorRegistry::find(std::string(id));
    if (!e)
        qFatal("extractor %s is not registered", std::string(id).c_str());
    return *e;
}

// The extractor's defaults with "name=value" assignments applied, as the CLI's -p does.
inline core::ParamValues paramsFrom(const core::Extractor &e, const QStringList &assignments)
{
    core::ParamValues values = e.info().defaults();
    for (const QString &a : assignments) {
        std::string error;
        const QStringList kv = a.split('=');
        if (!e.info().setParam(values, kv[0].toStdString(), kv[1].toStdString(), error))
            qFatal("%s", error.c_str());
    }
    return values;
}

inline core::ExtractionResult runExtractor(std::string_view id, const core::Document &doc,
                                           const QStringList &assignments = {})
{
    const core::Extractor &e = findExtractor(id);
    return e.run(doc, paramsFrom(e, assignments));
}

// "prefix1 prefix2 ... prefixN": n distinct words.
// The element with this id attribute, kNoNode when none.
inline core::NodeId elementById(const core::Document &doc, std::string_view id)
{
    for (core::NodeId n = 0; n < doc.size(); ++n)
        if (doc.node(n).isElement() && doc.attribute(n, "id") == id)
            return n;
    return core::kNoNode;
}

inline std::string words(const char *prefix, int n)
{
    std::string out;
    for (int i = 1; i <= n; ++i)
        out += (i > 1 ? " " : "") + std::string(prefix) + std::to_string(i);
    return out;
}

// The distinct white-space separated words of text.
inline std::set<std::string> wordSet(const std::string &text)
{
    std::istringstream in(text);
    std::set<std::string> out;
    for (std::string w; in >> w;)
        out.insert(w);
    return out;
}

// The first element with attribute id="value", or kNoNode.
inline core::NodeId byId(const core::Document &doc, std::string_view value)
{
    for (core::NodeId i = 0; i < doc.size(); ++i)
        if (doc.node(i).isElement() && doc.attribute(i, "id") == value)
            return i;
    return core::kNoNode;
}

// For a rule that marks the nodes inside some elements (holds(doc, node)): its answers for the
// element of id "x" in <body>markup</body> and for the first node inside that element, which a
// marking rule gives alike.
template <typename Holds> std::pair<bool, bool> holdsX(const std::string &markup, Holds holds)
{
    const core::Document doc = parsePage("<html><body>" + markup + "</body></html>");
    const core::NodeId x = byId(doc, "x");
    if (x == core::kNoNode || doc.node(x).firstChild == core::kNoNode)
        qFatal("holdsX: no element of id x with a node inside it in %s", markup.c_str());
    return {holds(doc, x), holds(doc, doc.node(x).firstChild)};
}

// Whether node or an element above it is one of tags.
inline bool insideAny(const core::Document &doc, core::NodeId node,
                      std::initializer_list<core::Tag> tags)
{
    for (core::NodeId n = node; n != core::kNoNode; n = doc.node(n).parent)
        if (doc.node(n).isElement() &&
            std::find(tags.begin(), tags.end(), doc.node(n).tag) != tags.end())
            return true;
    return false;
}

// The id attributes of nodes, space separated.
inline QString ids(const core::Document &doc, const std::vector<core::NodeId> &nodes)
{
    QStringList out;
    for (core::NodeId id : nodes)
        out << QString::fromStdString(std::string(doc.attribute(id, "id")));
    return out.join(' ');
}

} // namespace testpages
