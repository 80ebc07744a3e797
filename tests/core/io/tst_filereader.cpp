#include <io/filereader.h>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

constexpr std::size_t kMiB = std::size_t{1} << 20;

} // namespace

class TestFileReader : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void read_data();
    void read();

private:
    QTemporaryDir m_dir;
    // A pipe holding "piped" with its writing end closed, as a shell's <(printf piped) hands it.
    int m_pipe = -1;
};

void TestFileReader::initTestCase()
{
    QVERIFY(m_dir.isValid());
    auto write = [&](const QString &name, const QByteArray &bytes) {
        QFile f(m_dir.filePath(name));
        QVERIFY(f.open(QIODevice::WriteOnly));
        QCOMPARE(f.write(bytes), bytes.size());
    };
    write("page.html", QByteArray("<p>a\0b</p>", 10));
    write("empty.txt", {});
    write("big.txt", QByteArray(static_cast<qsizetype>(kMiB + 1), 'x'));
    QVERIFY(QDir(m_dir.path()).mkdir("folder"));
    QCOMPARE(::mkfifo(m_dir.filePath("fifo").toLocal8Bit().constData(), 0600), 0);
    int ends[2];
    QCOMPARE(::pipe(ends), 0);
    QCOMPARE(::write(ends[1], "piped", 5), ssize_t{5});
    ::close(ends[1]);
    m_pipe = ends[0];
}

void TestFileReader::read_data()
{
    QTest::addColumn<QString>("path"); // relative to the test's folder unless absolute
    QTest::addColumn<qulonglong>("limit");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("error");

    const qulonglong whole = core::FileReader::kMaxBytes;
    QTest::newRow("file, every byte")
        << "page.html" << whole << true << QByteArray("<p>a\0b</p>", 10) << "";
    QTest::newRow("empty file") << "empty.txt" << whole << true << QByteArray() << "";
    QTest::newRow("missing") << "none.txt" << whole << false << QByteArray()
                             << "cannot read (No such file or directory)";
    // libstdc++'s filebuf throws std::ios_failure reading a folder, whatever the exception mask.
    QTest::newRow("directory") << "folder" << whole << false << QByteArray() << "is a directory";
    QTest::newRow("under a file") << "page.html/x" << whole << false << QByteArray()
                                  << "cannot read (Not a directory)";
    QTest::newRow("pipe") << QStringLiteral("/proc/self/fd/%1").arg(m_pipe) << whole << true
                          << QByteArray("piped") << "";
    // A named pipe nobody writes to: empty at once, rather than waiting for a writer for ever.
    QTest::newRow("named pipe without a writer") << "fifo" << whole << true << QByteArray() << "";
    QTest::newRow("over the limit")
        << "big.txt" << qulonglong(kMiB) << false << QByteArray() << "larger than 1 MiB";
    QTest::newRow("endless device")
        << "/dev/zero" << qulonglong(kMiB) << false << QByteArray() << "larger than 1 MiB";
    // Address 0 of the process is not mapped: the open succeeds, the read fails.
    QTest::newRow("read error") << "/proc/self/mem" << whole << false << QByteArray()
                                << "read error (Input/output error)";
}

void TestFileReader::read()
{
    QFETCH(QString, path);
    QFETCH(qulonglong, limit);
    QFETCH(bool, ok);
    QFETCH(QByteArray, bytes);
    QFETCH(QString, error);

    const QString full = path.startsWith('/') ? path : m_dir.filePath(path);
    std::string out = "unchanged", message;
    const bool read = core::FileReader::read(full.toStdString(), out, message, limit);
    QCOMPARE(read, ok);
    QCOMPARE(QString::fromStdString(message), error);
    QCOMPARE(QByteArray::fromStdString(out), ok ? bytes : QByteArray("unchanged"));
}

QTEST_APPLESS_MAIN(TestFileReader)
#include "tst_filereader.moc"
