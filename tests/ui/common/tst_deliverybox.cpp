#include <common/deliverybox.h>

#include "testwait.h"

#include <QtTest>

#include <atomic>
#include <thread>

using ui::DeliveryBox;

class tst_DeliveryBox : public QObject
{
    Q_OBJECT

private slots:
    void postedCallRunsLaterInTheBoxThread_data();
    void postedCallRunsLaterInTheBoxThread();
    void nothingReachesABoxThatHasGone_data();
    void nothingReachesABoxThatHasGone();
    void workerPostingWhileTheOwnerGoes();
};

void tst_DeliveryBox::postedCallRunsLaterInTheBoxThread_data()
{
    QTest::addColumn<bool>("fromWorker");
    QTest::newRow("posted from this thread") << false;
    QTest::newRow("posted from a worker thread") << true;
}

void tst_DeliveryBox::postedCallRunsLaterInTheBoxThread()
{
    QFETCH(bool, fromWorker);
    QObject owner;
    auto *box = new DeliveryBox(&owner);
    QThread *ran = nullptr;
    const auto call = [&ran] { ran = QThread::currentThread(); };
    bool posted = false;
    if (fromWorker)
        std::thread([&] { posted = DeliveryBox::post(box->link(), call); }).join();
    else
        posted = DeliveryBox::post(box->link(), call);
    QVERIFY(posted);
    QVERIFY(!ran); // from the event loop, not inside post()
    QVERIFY(testwait::waitFor([&] { return ran != nullptr; }, 5000));
    QCOMPARE(ran, QThread::currentThread());
}

void tst_DeliveryBox::nothingReachesABoxThatHasGone_data()
{
    QTest::addColumn<bool>("goneBeforePost");
    QTest::newRow("gone before the post") << true;
    QTest::newRow("gone between the post and the event loop") << false;
}

void tst_DeliveryBox::nothingReachesABoxThatHasGone()
{
    QFETCH(bool, goneBeforePost);
    auto owner = std::make_unique<QObject>();
    auto *box = new DeliveryBox(owner.get());
    const std::shared_ptr<DeliveryBox::Link> link = box->link();
    bool ran = false;
    if (goneBeforePost)
        owner.reset();
    const bool posted = DeliveryBox::post(link, [&ran] { ran = true; });
    QCOMPARE(posted, !goneBeforePost);
    owner.reset();
    QVERIFY(!link->box);
    testwait::wait(50);
    QVERIFY(!ran);
}

void tst_DeliveryBox::workerPostingWhileTheOwnerGoes()
{
    // The owner goes while a worker posts to its box: each call runs at most once, only while the
    // owner lives, and none after (a call reaching a deleted box would crash or count late).
    for (int i = 0; i < 300; ++i) {
        auto owner = std::make_unique<QObject>();
        auto *box = new DeliveryBox(owner.get());
        auto runs = std::make_shared<std::atomic<int>>(0);
        std::atomic<int> posted = 0;
        std::thread worker([link = box->link(), runs, &posted] {
            for (int k = 0; k < 20; ++k)
                if (DeliveryBox::post(link, [runs] { ++*runs; }))
                    ++posted;
        });
        if (i % 2 == 0)
            QCoreApplication::processEvents();
        owner.reset();
        worker.join();
        const int before = *runs;
        QVERIFY(before <= posted);
        testwait::wait(1);
        QCOMPARE(int(*runs), before);
    }
}

QTEST_GUILESS_MAIN(tst_DeliveryBox)

#include "tst_deliverybox.moc"
