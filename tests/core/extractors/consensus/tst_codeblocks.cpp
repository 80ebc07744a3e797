#include <extractors/consensus/codeblocks.h>
#include <extractors/consensus/consensusfeatures.h>

#include <testpages.h>

#include <QTest>

#include <string>

using core::CodeBlocks;
using core::ConsensusFeatures;

// Code on the page: a text block inside a <pre> or <code> element is code; one that holds
// inline <code> (among its prose, or alone) or stands beside a code block is not.
class TestCodeBlocks : public QObject
{
    Q_OBJECT

private slots:
    void holds_data()
    {
        QTest::addColumn<QString>("markup"); // the block holding <b id=x>
        QTest::addColumn<bool>("code");
        auto row = [](const char *name, const char *markup, bool code) {
            QTest::newRow(name) << QString::fromUtf8(markup) << code;
        };
        row("pre", "<pre><b id=x>sudo apt-get install boilerscope</b></pre>", true);
        row("code in pre", "<pre><code><b id=x>make -j2</b></code></pre>", true);
        row("a line of highlighted code",
            "<pre><code><div class=line><b id=x>const n = 1;</b></div><div class=line>n += "
            "1;</div></code></pre>",
            true);
        // The block is the <div>: its element and those above it are read, not those inside.
        row("a block of inline code", "<div><code><b id=x>npm ci</b></code></div>", false);
        row("inline code in prose",
            "<p>Run <code>make</code> and then <b id=x>the tests</b> of the project.</p>", false);
        row("prose after a code block", "<pre>make</pre><p><b id=x>It builds.</b></p>", false);
        row("a class naming code", "<div class=code><b id=x>make -j2</b></div>", false);
    }
    void holds()
    {
        QFETCH(QString, markup);
        QFETCH(bool, code);
        const core::Document doc =
            testpages::parsePage("<html><body><main><p>An introduction of a few words.</p>" +
                                 markup.toStdString() + "</main></body></html>");
        const ConsensusFeatures f(doc, testpages::findExtractor("consensus").voters());
        const core::NodeId x = testpages::byId(doc, "x");
        const core::NodeId text = doc.node(x).firstChild;
        int found = 0;
        for (const ConsensusFeatures::Block &block : f.blocks())
            for (core::NodeId t : f.texts(block))
                if (t == text) {
                    QCOMPARE(CodeBlocks::holds(block), code);
                    ++found;
                }
        QCOMPARE(found, 1);
    }
};

QTEST_APPLESS_MAIN(TestCodeBlocks)
#include "tst_codeblocks.moc"
