// ui::AnnotationController without a page: element numbers of a rendered snapshot, undoable
// edits, grow and shrink, text positions, carrying marks over to a new snapshot, restoring.
#include <annotation/annotationcontroller.h>

#include <document/documentloader.h>

#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace Qt::StringLiterals;

namespace {

// A snapshot as PageView takes it: data-bs-id on every element, in pre-order (html 0, head 1,
// body 2, div#main 3, h1 4, p#p1 5, p#p2 6, footer 7).
constexpr const char *kSnapshot =
    "<html data-bs-id=\"0\"><head data-bs-id=\"1\"></head><body data-bs-id=\"2\">"
    "<div id=\"main\" data-bs-id=\"3\"><h1 data-bs-id=\"4\">Title words</h1>"
    "<p id=\"p1\" data-bs-id=\"5\">One   two three.</p><p id=\"p2\" data-bs-id=\"6\">Four five."
    "</p></div><footer data-bs-id=\"7\">Foot</footer></body></html>";

std::shared_ptr<const core::Document> parse()
{
    auto r = core::DocumentLoader::loadBytes(kSnapshot);
    return std::make_shared<const core::Document>(std::move(*r.document));
}

QVariantMap at(int e, int k, int o)
{
    return {{u"e"_s, e}, {u"k"_s, k}, {u"o"_s, o}};
}

} // namespace

class TstAnnotationController : public QObject
{
    Q_OBJECT

private slots:
    void editsUndoAndRedo();
    void growAndShrink();
    void rangeFromPagePositions_data();
    void rangeFromPagePositions();
    void newSnapshotCarriesMarks();
    void restoreWaitsForItsPage();
};

void TstAnnotationController::editsUndoAndRedo()
{
    ui::AnnotationController c;
    c.setDocument(parse(), u"file:///a.html"_s);
    QSignalSpy modified(&c, &ui::AnnotationController::modifiedChanged);
    c.toggleElement(5);
    c.toggleElement(6);
    QCOMPARE(c.goldText(), u"One two three.\nFour five."_s);
    QCOMPARE(c.markedElements(), (QList<int>{5, 6}));
    QVERIFY(c.isModified());
    QVERIFY(modified.count() > 0);
    c.undoStack()->undo();
    QCOMPARE(c.goldText(), u"One two three."_s);
    c.undoStack()->redo();
    QCOMPARE(c.goldText(), u"One two three.\nFour five."_s);
    c.setSaved();
    QVERIFY(!c.isModified());
    c.undoStack()->undo();
    QVERIFY(c.isModified());
    // html, head and unknown numbers are not marked, and no command is recorded for them.
    const int steps = c.undoStack()->count();
    c.toggleElement(0);
    c.toggleElement(99);
    QCOMPARE(c.undoStack()->count(), steps);
}

void TstAnnotationController::growAndShrink()
{
    ui::AnnotationController c;
    c.setDocument(parse(), u"file:///a.html"_s);
    c.grow(); // nothing marked: nothing to grow
    QCOMPARE(c.undoStack()->count(), 0);
    c.toggleElement(5);
    c.grow();
    QCOMPARE(c.currentElement(), 3);
    QCOMPARE(c.goldText(), u"Title words\nOne two three.\nFour five."_s);
    c.grow();
    QCOMPARE(c.currentElement(), 2); // body
    c.grow();
    QCOMPARE(c.currentElement(), 2); // never beyond body
    c.shrink();
    QCOMPARE(c.currentElement(), 3); // the first child with words
    c.shrink();
    QCOMPARE(c.currentElement(), 4);
    QCOMPARE(c.goldText(), u"Title words"_s);
    c.undoStack()->undo();
    QCOMPARE(c.currentElement(), 3);
}

void TstAnnotationController::rangeFromPagePositions_data()
{
    QTest::addColumn<QVariantMap>("from");
    QTest::addColumn<QVariantMap>("to");
    QTest::addColumn<QString>("gold");
    // p1's collapsed text "One two three." (annotate.js sends collapsed UTF-16 offsets): 5 is
    // inside "two", 9 inside "three"; both widen to whole words.
    QTest::newRow("one node") << at(5, 0, 5) << at(5, 0, 9) << u"two three."_s;
    QTest::newRow("across") << at(5, 0, 8) << at(6, 0, 4) << u"three.\nFour"_s;
    QTest::newRow("no such text") << at(5, 1, 0) << at(5, 1, 3) << QString();
    QTest::newRow("no such element") << at(42, 0, 0) << at(5, 0, 3) << QString();
}

void TstAnnotationController::rangeFromPagePositions()
{
    QFETCH(QVariantMap, from);
    QFETCH(QVariantMap, to);
    QFETCH(QString, gold);
    ui::AnnotationController c;
    c.setDocument(parse(), u"file:///a.html"_s);
    c.markRange({{u"from"_s, from}, {u"to"_s, to}});
    QCOMPARE(c.goldText(), gold);
    QCOMPARE(c.undoStack()->count(), gold.isEmpty() ? 0 : 1);
}

void TstAnnotationController::newSnapshotCarriesMarks()
{
    ui::AnnotationController c;
    c.setDocument(parse(), u"file:///a.html"_s);
    c.toggleElement(3);
    c.toggleElement(4); // #main without the heading
    c.markRange({{u"from"_s, at(7, 0, 0)}, {u"to"_s, at(7, 0, 2)}});
    const QString text = c.goldText();
    QCOMPARE(text, u"One two three.\nFour five.\nFoot"_s);
    // The same page snapshotted again: same marks by path, still modified, history gone.
    c.setDocument(parse(), u"file:///a.html"_s);
    QCOMPARE(c.goldText(), text);
    QVERIFY(c.isModified());
    QCOMPARE(c.undoStack()->count(), 0);
    // Another page starts empty.
    c.setDocument(parse(), u"file:///b.html"_s);
    QCOMPARE(c.goldText(), QString());
    QVERIFY(!c.isModified());
}

void TstAnnotationController::restoreWaitsForItsPage()
{
    ui::AnnotationController c;
    c.setDocument(parse(), u"file:///a.html"_s);
    c.restore({{"/html/body/div/p[2]", 6},
               {"/html/body/aside", -1},
               {"/html/body/table/text()", -1, 0u, 3u}},
              u"file:///b.html"_s);
    QCOMPARE(c.goldText(), QString()); // a.html is still shown
    c.setDocument(parse(), u"file:///b.html"_s);
    QCOMPARE(c.goldText(), u"Four five."_s);
    QCOMPARE(c.unresolved(), std::size_t(1));
    // The page has no <table>: the saved text range is counted apart from whole nodes.
    QCOMPARE(c.unrestoredRanges(), std::size_t(1));
    QVERIFY(!c.isModified());
}

QTEST_GUILESS_MAIN(TstAnnotationController)
#include "tst_annotationcontroller.moc"
