#pragma once

#include <QStringList>

// The CLI's subcommands; each takes its own arguments (argv without the program and command
// name) and returns the process exit status.
int runList(const QStringList &args);
int runExtract(const QStringList &args);
int runImport(const QStringList &args);
int runScore(const QStringList &args);
int runEval(const QStringList &args);
int runFeatures(const QStringList &args);
int runDiff(const QStringList &args);
int runExport(const QStringList &args);
int runAgreement(const QStringList &args);
int runRule(const QStringList &args);
int runClicks(const QStringList &args);
