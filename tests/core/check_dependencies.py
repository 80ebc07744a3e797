#!/usr/bin/python3
"""Checks that core/'s folders depend on one another only as ALLOWED says.

    tests/core/check_dependencies.py CORE_DIR

Each folder of core/ is a static library of its own (core/<folder>/CMakeLists.txt), but a linker
accepts cycles between static libraries, so the direction of the dependencies is checked here:
every #include of every file under core/ that names a file of another folder, and every
boilerscope_<folder> a folder's CMakeLists.txt links, must be allowed by the table. Prints one
line per violation and exits 1; exits 0 when there is none. Needs Python 3 alone.
"""

import os
import re
import sys

# The folders of core/ from the lowest to the highest, and which of the others each may use: a
# folder may include only the folders it lists (docs/architecture.md shows the same table).
# The order is a layering: every folder lists only folders above it in this table, and the
# script checks that too, so that the table itself cannot hold a cycle. extractors and external
# are peers (neither may use the other); the registry is where they meet.
ALLOWED = {
    # The parsed page: loading, decoding, parsing, the immutable document.
    "document": set(),
    # The extractor contract: what an extractor is, returns and traces.
    "extraction": {"document"},
    # How two texts compare.
    "measures": {"document", "extraction"},
    # A page's metadata: title, authors, dates, site name, language, with candidates.
    "metadata": {"document", "extraction", "measures"},
    # Batch records and files.
    "io": {"document", "extraction", "measures", "metadata"},
    # The built-in extractors: pure functions of a document, handed what they combine.
    "extractors": {"document", "extraction", "measures", "metadata"},
    # External programs as extractors.
    "external": {"document", "extraction", "measures", "metadata", "io"},
    # The list of extractors: the built-in ones and the external definitions.
    "registry": {"document", "extraction", "measures", "metadata", "io", "extractors", "external"},
    # Test packages and their annotations.
    "package": {"document", "extraction", "measures", "metadata", "io"},
    # Importers and exporters of benchmark formats.
    "datasets": {"document", "extraction", "measures", "metadata", "io", "package"},
    # Evaluation runs.
    "eval": {"document", "extraction", "measures", "metadata", "io", "registry", "package",
             "datasets"},
}

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]', re.MULTILINE)
# A folder's library named in a CMakeLists.txt (boilerscope_core, which links them all, is none).
LINK = re.compile(r"\bboilerscope_(" + "|".join(ALLOWED) + r")\b")
SOURCES = (".h", ".hpp", ".cpp", ".cc", ".inc")


def table_errors():
    """The table's own faults: a folder allowed to use itself, an unknown folder, or one below
    it in the order (which would let the table hold a cycle)."""
    order = list(ALLOWED)
    errors = []
    for rank, (folder, allowed) in enumerate(ALLOWED.items()):
        for other in sorted(allowed):
            if other not in ALLOWED:
                errors.append(f"table: {folder} may use {other}, which is no folder of the table")
            elif order.index(other) >= rank:
                errors.append(f"table: {folder} may use {other}, which is not below it")
    return errors


def folder_of(core, path):
    """The top folder of core/ that path lies in, or None when it is outside core/ or at its
    root."""
    rel = os.path.relpath(os.path.realpath(path), os.path.realpath(core))
    parts = rel.split(os.sep)
    return parts[0] if len(parts) > 1 and parts[0] != os.pardir else None


def resolve(core, source, quote, name):
    """The file an #include names, as the compiler finds it (a quoted name next to the including
    file first, then under core/, core's one include directory); None when it is not in core/
    (the standard library, Qt, gumbo...)."""
    candidates = [os.path.join(os.path.dirname(source), name)] if quote == '"' else []
    candidates.append(os.path.join(core, name))
    for candidate in candidates:
        if os.path.isfile(candidate):
            return candidate
    # A missing file of a core folder is still that folder's (say, one not generated yet).
    first = name.split("/")[0]
    return os.path.join(core, name) if "/" in name and first in ALLOWED else None


def include_errors(core):
    errors = []
    for root, dirs, files in os.walk(core):
        dirs.sort()
        for name in sorted(files):
            path = os.path.join(root, name)
            folder = folder_of(core, path)
            if folder is None:
                continue
            if folder not in ALLOWED:
                errors.append(f"{os.path.relpath(path, core)}: folder {folder} is not in the "
                              "table of tests/core/check_dependencies.py")
                continue
            if name == "CMakeLists.txt":
                with open(path, encoding="utf-8") as f:
                    text = f.read()
                for used in sorted(set(LINK.findall(text)) - {folder}):
                    if used not in ALLOWED[folder]:
                        errors.append(f"{os.path.relpath(path, core)}: links boilerscope_{used}; "
                                      f"{folder} may use only {allowed_list(folder)}")
                continue
            if not name.endswith(SOURCES):
                continue
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
            for match in INCLUDE.finditer(text):
                target = resolve(core, path, match.group(1), match.group(2))
                used = folder_of(core, target) if target else None
                if used is None or used == folder or used in ALLOWED[folder]:
                    continue
                line = text.count("\n", 0, match.start()) + 1
                errors.append(f"{os.path.relpath(path, core)}:{line}: includes "
                              f"{match.group(2)} ({used}); {folder} may use only "
                              f"{allowed_list(folder)}")
    return errors


def allowed_list(folder):
    return ", ".join(f for f in ALLOWED if f in ALLOWED[folder]) or "no other folder"


def main():
    if len(sys.argv) != 2 or not os.path.isdir(sys.argv[1]):
        sys.exit("usage: check_dependencies.py CORE_DIR")
    errors = table_errors() + include_errors(sys.argv[1])
    for error in errors:
        print(error)
    if errors:
        print(f"{len(errors)} error{'' if len(errors) == 1 else 's'} against the table")
        sys.exit(1)
    print("every folder of core/ uses only the folders the table allows")


if __name__ == "__main__":
    main()
