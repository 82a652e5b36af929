#!/usr/bin/env python3
"""`string-symbols usage` against `grep -rc NSLocalizedString` over the same Swift files.

`usage` reads the module's tables and every Swift file under the sources, lexes each file and
matches its lookups with the tables; grep only counts lines. They run alternately, as separate
processes, and the script prints the median of each and their ratio (target: at most 3, so that
`usage` can run in every build).

Two builds of the tool are measured: the one an app's build runs, that of the prebuilt plugins
(built as Scripts/make-artifactbundle builds it, the Swift runtime and Foundation linked in), to
which the target applies; and the one built from source (`swift build -c release`), which on
Linux loads the Swift runtime and Foundation as shared libraries at every start (about 6 ms here).

By default the sources are a synthetic app: 1,200 Swift files (8.9 MB, two fifths more than
duckduckgo/iOS's 6.4 MB, and 120 files dense with lookups where it calls NSLocalizedString in 8)
whose lookups use the keys of DuckDuckGo iOS's app table in ../shared/legacy-corpus, which is
the table. A real project is measured with --sources and --tables, e.g. duckduckgo/iOS at
7b3f6010d27a3a69fe92a2ad698543f2e67c8900:

    Benchmarks/usage-vs-grep.py --sources ~/ddg --tables ~/ddg/DuckDuckGo

usage: Benchmarks/usage-vs-grep.py [--iterations N] [--tool PATH]... [--sources DIR]... [--tables PATH]...
"""
import argparse
import os
import random
import re
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.path.normpath(os.environ.get("STRING_SYMBOLS_SHARED", os.path.join(ROOT, "..", "shared")))
DDG_TABLE = os.path.join(SHARED, "legacy-corpus", "duckduckgo__iOS", "DuckDuckGo")
TARGET = 3.0


def keys_of(strings_file):
    """The keys of a .strings file, as simple as the synthetic sources need them."""
    with open(strings_file, encoding="utf-8") as file:
        return re.findall(r'^"((?:[^"\\]|\\.)*)"\s*=', file.read(), re.MULTILINE)


def synthetic_sources(folder, keys, files=1200):
    """Swift files in the style of a UIKit app: types, functions, comments and string literals,
    with about 1,200 lookups by key in one file of ten (as an app's lookups gather in its text
    and view files)."""
    generator = random.Random(7)
    for index in range(files):
        lines = ["import UIKit", "", f"/// Screen {index}: what it shows and how.", f"final class Screen{index}ViewController: UIViewController {{"]
        for member in range(12):
            if index % 10 == 0:
                key = generator.choice(keys).replace("\\", "\\\\")
                text = f'NSLocalizedString("{key}", comment: "Label {member} of screen {index}")'
            else:
                text = f'viewModel.title(for: {member})'
            lines += [
                f"    // Shows the {member}th label; the text comes from the view model.",
                f"    private lazy var label{member}: UILabel = {{",
                "        let label = UILabel()",
                f"        label.text = {text}",
                f'        label.accessibilityIdentifier = "screen{index}.label{member}"',
                "        label.numberOfLines = 0",
                "        return label",
                "    }()",
                "",
                f"    func update{member}(count: Int, name: String) {{",
                f'        let detail = "\\(name) has \\(count) items in section {member}"',
                "        if count > 0 && !name.isEmpty {",
                f"            label{member}.text = detail /* not localized: debug only */",
                "        } else {",
                f'            label{member}.text = String(format: "%d", count)',
                "        }",
                "    }",
                "",
            ]
        lines += ["}", ""]
        with open(os.path.join(folder, f"Screen{index}ViewController.swift"), "w", encoding="utf-8") as file:
            file.write("\n".join(lines))


def timed(command):
    """Seconds `command` takes, its output discarded (as a build log would take it, not slower)."""
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    elapsed = time.perf_counter() - start
    if result.returncode > 1:
        sys.exit(f"failed ({result.returncode}): {' '.join(command)}")
    return elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--iterations", type=int, default=11)
    parser.add_argument("--tool", action="append", default=[],
                        help="a string-symbols binary to measure (default: this package's, prebuilt and from source)")
    parser.add_argument("--sources", action="append", default=[])
    parser.add_argument("--tables", action="append", default=[])
    arguments = parser.parse_args()
    if bool(arguments.sources) != bool(arguments.tables):
        sys.exit("give both --sources and --tables, or neither for the synthetic app")

    tools = {path: path for path in arguments.tool}
    if not tools:
        for name, flags, scratch in [
            ("prebuilt", ["--static-swift-stdlib"], os.path.join(ROOT, ".build", "artifactbundle")),
            ("from source", [], os.path.join(ROOT, ".build")),
        ]:
            subprocess.run(["swift", "build", "-c", "release", "--product", "string-symbols", "--scratch-path", scratch] + flags,
                           cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
            tools[name] = os.path.join(scratch, "release", "string-symbols")

    with tempfile.TemporaryDirectory() as folder:
        sources, tables = arguments.sources, arguments.tables
        if not sources:
            if not os.path.isdir(DDG_TABLE):
                sys.exit(f"{DDG_TABLE} is needed for the synthetic app (set STRING_SYMBOLS_SHARED)")
            keys = keys_of(os.path.join(DDG_TABLE, "en.lproj", "Localizable.strings"))
            sources, tables = [os.path.join(folder, "Sources")], [DDG_TABLE]
            os.mkdir(sources[0])
            synthetic_sources(sources[0], keys)

        swift_files = [os.path.join(base, name) for source in sources for base, _, names in os.walk(source)
                       for name in names if name.endswith(".swift")]
        size = sum(os.path.getsize(path) for path in swift_files)
        arguments_of_usage = ["usage"] + [flag for source in sources for flag in ("--sources", source)] + tables
        commands = {name: [tool] + arguments_of_usage for name, tool in tools.items()}
        commands["grep"] = ["grep", "-rc", "--include=*.swift", "NSLocalizedString"] + sources
        print(f"{len(swift_files):,} Swift files, {size / 1e6:.1f} MB; tables: {', '.join(tables)}")
        for command in commands.values():
            timed(command)  # warm the file cache
        times = {name: [] for name in commands}
        for _ in range(arguments.iterations):
            for name, command in commands.items():
                times[name].append(timed(command))
        medians = {name: statistics.median(values) for name, values in times.items()}
        width = max(len(name) for name in commands)
        for name, values in times.items():
            print(f"{name:>{width}}: median {medians[name] * 1000:7.1f} ms  (min {min(values) * 1000:.1f}, max {max(values) * 1000:.1f}, {len(values)} runs)")
        for name in tools:
            target = f" (target ≤ {TARGET:.0f})" if name == next(iter(tools)) else ""
            print(f"usage ({name}) ÷ grep: {medians[name] / medians['grep']:.2f}{target}")


if __name__ == "__main__":
    main()
