#pragma once

// What the tests of `boilerscope-cli extract` share: running it with bytes on standard input,
// reading its JSON Lines, writing WARC input and reading gzip output, and naming the first line
// where two outputs differ.

#include <warcbuilder.h>

#include <QByteArray>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <algorithm>
#include <string>
#include <vector>
#include <zlib.h>

namespace extractrun {

struct Run
{
    int status = -1;
    QByteArray out;
    QString err;
};

inline Run cli(const QStringList &args, const QByteArray &input = {})
{
    QProcess p;
    p.start(QStringLiteral(BOILERSCOPE_CLI), args);
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(60000))
        qFatal("boilerscope-cli %s did not finish", qPrintable(args.join(' ')));
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            QString::fromUtf8(p.readAllStandardError())};
}

inline QList<QJsonObject> jsonLines(const QByteArray &out)
{
    QList<QJsonObject> objects;
    for (const QByteArray &line : out.split('\n')) {
        if (line.isEmpty())
            continue;
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(line, &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject())
            qFatal("not a JSON object: %s", line.constData());
        objects << doc.object();
    }
    return objects;
}

// A WARC of the given pages (one response record each, gzip per record) in dir.
inline QString writeWarc(const QTemporaryDir &dir, const QString &name,
                         const std::vector<std::string> &records)
{
    QFile f(dir.filePath(name));
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(f.fileName()));
    f.write(QByteArray::fromStdString(warcbuilder::compress(records, true)));
    return f.fileName();
}

// The bytes of a gzip file.
inline QByteArray gunzipFile(const QString &path)
{
    gzFile f = gzopen(path.toLocal8Bit().constData(), "rb");
    if (!f)
        qFatal("cannot open %s", qPrintable(path));
    QByteArray out;
    char buffer[1 << 16];
    int n;
    while ((n = gzread(f, buffer, sizeof buffer)) > 0)
        out.append(buffer, n);
    gzclose(f);
    return out;
}

// The first line where two outputs differ, for the failure message.
inline QString firstDifference(const QByteArray &a, const QByteArray &b)
{
    const QList<QByteArray> la = a.split('\n'), lb = b.split('\n');
    for (qsizetype i = 0; i < std::max(la.size(), lb.size()); ++i)
        if (la.value(i) != lb.value(i))
            return QStringLiteral("line %1:\n  %2\n  %3")
                .arg(i + 1)
                .arg(QString::fromUtf8(la.value(i).left(300)),
                     QString::fromUtf8(lb.value(i).left(300)));
    return {};
}

} // namespace extractrun
