#pragma once

// What the tests of the fitting scripts (scripts/fit_*.py run as a user would, on a small dataset
// in WCXB's layout built in a temporary folder) share: files written and read whole, a generated
// file's shape, a run of the script, and the script's fold of a domain. Header-only.

#include <QCryptographicHash>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace fitscripttest {

inline void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    f.write(bytes);
}

inline QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A generated file with every number replaced by N and each array's lines of numbers by one:
// what stays is the file's shape, which a fit does not change (the number of trees and their
// depth, chosen by the fit's cross-validation, change only how many numbers there are).
inline QString shape(const QByteArray &text)
{
    static const QRegularExpression number(QStringLiteral("-?\\b\\d+(\\.\\d*)?(e[-+]?\\d+)?f?\\b"));
    static const QRegularExpression numberLines(QStringLiteral("( *N(, N)*,\n)+"));
    return QString::fromUtf8(text)
        .replace(number, QStringLiteral("N"))
        .replace(numberLines, QStringLiteral("    N,\n"));
}

struct Run
{
    int exitCode = -1;
    QString out, err;
};

// The script run by Debian's Python with the CLI under test; two minutes at most. The suite runs
// three tests at a time on two cores: XGBoost's OpenMP threads would spin while they wait for a
// core (docs/building.md), so they are told to sleep instead.
inline Run runScript(const QString &script, const QString &cli, const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("OMP_WAIT_POLICY"), QStringLiteral("PASSIVE"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral("/usr/bin/python3"), QStringList{script, "--cli", cli} + args);
    p.waitForFinished(120000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
            QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

// The scripts' fold of a domain with two folds: md5(domain) as a number modulo 2, the parity of
// the digest's last byte.
inline int foldOf(const QString &domain)
{
    return QCryptographicHash::hash(domain.toUtf8(), QCryptographicHash::Md5).back() & 1;
}

// The fold of a domain among `folds`: the scripts' int(md5(domain), 16) % folds, the digest's
// bytes read as one big-endian number.
inline int foldOf(const QString &domain, int folds)
{
    int r = 0;
    for (const char c : QCryptographicHash::hash(domain.toUtf8(), QCryptographicHash::Md5))
        r = (r * 256 + static_cast<unsigned char>(c)) % folds;
    return r;
}

// Four domains, two in each of the two folds.
inline QStringList twoDomainsPerFold()
{
    QStringList domains;
    int inFold[2] = {0, 0};
    for (int i = 0; domains.size() < 4; ++i) {
        const QString d = QStringLiteral("site%1.example").arg(i);
        if (inFold[foldOf(d)] < 2) {
            ++inFold[foldOf(d)];
            domains << d;
        }
    }
    return domains;
}

} // namespace fitscripttest
