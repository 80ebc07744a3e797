// The trace player's state without its widgets: stepping, clamping, playing to the end, speeds
// and what a step focuses on.
#include <teaching/traceplayer.h>

#include <QTest>

#include <cmath>
#include <memory>

Q_DECLARE_METATYPE(ui::TracePlayer::Focus)

namespace {

// A trace of `steps` steps: step i names node 10 + i and, on even steps, the x range [i, i + 1]
// of chart "c".
std::shared_ptr<const core::Trace> makeTrace(int steps)
{
    auto trace = std::make_shared<core::Trace>();
    trace->reset("test");
    trace->phase("p", "A phase.");
    for (int i = 0; i < steps; ++i) {
        core::TraceStep &s = trace->add(core::TraceStep::Kind::Item);
        s.node(core::NodeId(10 + i)).number("i", i).say("Step {i}.");
        if (i % 2 == 0)
            s.range("c", i, i + 1);
    }
    return trace;
}

} // namespace

class TstTracePlayer : public QObject
{
    Q_OBJECT
private slots:
    void script_data();
    void script();
    void playingToTheEndStops();
    void speeds_data();
    void speeds();
    void focusOfCurrentStep();
    void emptyTracePlaysNothing();
};

// Each letter of `script` is one call: n next, b previous (back), f first, l last, P play,
// S pause (stop), t tick, T toggle play, 5 seek(5), 9 seek(99), - seek(-4).
void TstTracePlayer::script_data()
{
    QTest::addColumn<int>("steps");
    QTest::addColumn<QString>("script");
    QTest::addColumn<int>("index");
    QTest::addColumn<bool>("playing");

    QTest::newRow("starts at the first step") << 5 << "" << 0 << false;
    QTest::newRow("step") << 5 << "nn" << 2 << false;
    QTest::newRow("step back") << 5 << "nnnb" << 2 << false;
    QTest::newRow("back at the first step stays") << 5 << "bb" << 0 << false;
    QTest::newRow("step past the last stays") << 3 << "nnnnn" << 2 << false;
    QTest::newRow("last then first") << 5 << "lf" << 0 << false;
    QTest::newRow("last") << 5 << "l" << 4 << false;
    QTest::newRow("seek") << 8 << "5" << 5 << false;
    QTest::newRow("seek beyond clamps to the last") << 8 << "9" << 7 << false;
    QTest::newRow("seek before clamps to the first") << 8 << "n-" << 0 << false;
    QTest::newRow("tick while paused does nothing") << 5 << "tt" << 0 << false;
    QTest::newRow("play and tick") << 5 << "Ptt" << 2 << true;
    QTest::newRow("pause stops ticks") << 5 << "PtStt" << 1 << false;
    QTest::newRow("stepping keeps play") << 6 << "Pnb" << 0 << true;
    QTest::newRow("toggle plays then pauses") << 5 << "TtT" << 1 << false;
    QTest::newRow("play at the end starts over") << 4 << "lP" << 0 << true;
    QTest::newRow("ticks past the end stop at the last") << 3 << "Ptttt" << 2 << false;
    QTest::newRow("one step has nothing to play") << 1 << "P" << 0 << false;
}

void TstTracePlayer::script()
{
    QFETCH(int, steps);
    QFETCH(QString, script);
    QFETCH(int, index);
    QFETCH(bool, playing);

    ui::TracePlayer player;
    player.setTrace(makeTrace(steps));
    QCOMPARE(player.count(), steps);
    for (const QChar c : script) {
        const int before = player.index();
        bool moved = false;
        switch (c.toLatin1()) {
        case 'n':
            moved = player.next();
            break;
        case 'b':
            moved = player.previous();
            break;
        case 'f':
            moved = player.first();
            break;
        case 'l':
            moved = player.last();
            break;
        case 'P':
            player.play();
            moved = player.index() != before;
            break;
        case 'S':
            player.pause();
            break;
        case 't':
            moved = player.tick();
            break;
        case 'T':
            player.togglePlay();
            moved = player.index() != before;
            break;
        case '5':
            moved = player.seek(5);
            break;
        case '9':
            moved = player.seek(99);
            break;
        case '-':
            moved = player.seek(-4);
            break;
        default:
            QFAIL("unknown script letter");
        }
        // The return value says whether the index changed.
        QCOMPARE(moved, player.index() != before);
        QVERIFY(player.index() >= 0 && player.index() < steps);
    }
    QCOMPARE(player.index(), index);
    QCOMPARE(player.playing(), playing);
    QCOMPARE(player.step(), &player.trace()->steps()[size_t(index)]);
}

void TstTracePlayer::playingToTheEndStops()
{
    const int steps = 7;
    ui::TracePlayer player;
    player.setTrace(makeTrace(steps));
    QVERIFY(player.play());
    int ticks = 0;
    while (player.playing()) {
        QVERIFY(player.tick());
        QVERIFY2(++ticks < 100, "play never stopped");
    }
    // From the first step to the last: one tick per step after the first.
    QCOMPARE(ticks, steps - 1);
    QVERIFY(player.atEnd());
    QVERIFY(!player.tick());
}

void TstTracePlayer::speeds_data()
{
    QTest::addColumn<int>("speed");
    QTest::addColumn<int>("expectedSpeed");
    QTest::addColumn<int>("intervalMs");

    // Interval = 1000 ms / (steps per second) of the clamped speed.
    QTest::newRow("slowest") << 0 << 0 << 2000;
    QTest::newRow("one per second") << 1 << 1 << 1000;
    QTest::newRow("default") << ui::TracePlayer::kDefaultSpeed << 2 << 500;
    QTest::newRow("fastest") << 5 << 5 << 63; // 1000 / 16 = 62.5, rounded away from zero
    QTest::newRow("below clamps") << -3 << 0 << 2000;
    QTest::newRow("above clamps") << 42 << 5 << 63;
}

void TstTracePlayer::speeds()
{
    QFETCH(int, speed);
    QFETCH(int, expectedSpeed);
    QFETCH(int, intervalMs);
    ui::TracePlayer player;
    player.setSpeed(speed);
    QCOMPARE(player.speed(), expectedSpeed);
    QCOMPARE(player.intervalMs(), intervalMs);
    QCOMPARE(player.intervalMs(),
             int(std::lround(1000 / ui::TracePlayer::kSpeeds[player.speed()])));
}

void TstTracePlayer::focusOfCurrentStep()
{
    ui::TracePlayer player;
    player.setTrace(makeTrace(4));
    // Step 0: node 10 and range [0, 1] of "c"; step 1: node 11 and no chart.
    QCOMPARE(player.focus(), (ui::TracePlayer::Focus{{10}, "c", 0, 1}));
    player.next();
    QCOMPARE(player.focus(), (ui::TracePlayer::Focus{{11}, {}, -1, -1}));
    player.next();
    QCOMPARE(player.focus(), (ui::TracePlayer::Focus{{12}, "c", 2, 3}));
    QCOMPARE(player.focus(), ui::TracePlayer::focusOf(*player.step()));
}

void TstTracePlayer::emptyTracePlaysNothing()
{
    ui::TracePlayer player;
    QCOMPARE(player.index(), -1);
    QVERIFY(!player.step());
    QVERIFY(!player.play());
    QVERIFY(!player.next());
    QVERIFY(!player.tick());
    QCOMPARE(player.focus(), ui::TracePlayer::Focus{});
    player.setTrace(std::make_shared<core::Trace>());
    QCOMPARE(player.count(), 0);
    QCOMPARE(player.index(), -1);
    QVERIFY(!player.last());
}

QTEST_APPLESS_MAIN(TstTracePlayer)
#include "tst_traceplayer.moc"
