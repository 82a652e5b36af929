#!/usr/bin/env python3
"""What writing catalogs costs: `format` against Python's json module on the same file, and
`convert` against `generate` on the same tables.

For synthetic catalogs (Benchmarks/make-catalog.py, N keys x 2 languages) and every catalog of the
shared corpus, it times, alternating, after one warm-up run each:
  reference:  python3: json.load, then json.dump(..., sort_keys=True, indent=2) to a file
  format:     string-symbols format CATALOG
and prints the medians and their ratio, in three states of the input:
  saved       as Xcode saved it (format reads it, finds nothing to change, writes nothing)
  minified    the same members, in the same order, on one line (a script's output): every byte
              is written again, the keys are nearly in order
  shuffled    minified with the members of every object in a random order (seeded): the whole
              sort is paid
Each run of either side gets a fresh copy of the input, made outside the timing.

Then, for the same synthetic sizes made into legacy tables (`convert --to tables`) and every
module of the shared legacy corpus, alternating after one warm-up run each:
  generate:   string-symbols generate --output DIR TABLES
  convert:    string-symbols convert --output DIR TABLES      (into catalogs; DIR made afresh)

usage: Benchmarks/writer.py [--iterations N] [--sizes 1000,20000,100000] [--no-corpus] [--no-convert]
"""
import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.environ.get("STRING_SYMBOLS_SHARED", os.path.join(os.path.dirname(ROOT), "shared"))
REFERENCE = "import json,sys\nwith open(sys.argv[1], encoding='utf-8') as f: d = json.load(f)\n" \
            "with open(sys.argv[2], 'w', encoding='utf-8') as f: json.dump(d, f, ensure_ascii=False, sort_keys=True, indent=2)"


def run(command):
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(command)}\n{result.stdout}{result.stderr}")


def shuffled(value, rng):
    if isinstance(value, dict):
        items = list(value.items())
        rng.shuffle(items)
        return {key: shuffled(member, rng) for key, member in items}
    if isinstance(value, list):
        return [shuffled(element, rng) for element in value]
    return value


def variants(path, folder):
    """The three states of the catalog at `path`, as files in `folder`."""
    with open(path, encoding="utf-8") as file:
        document = json.load(file)
    name = os.path.splitext(os.path.basename(path))[0]
    states = {"saved": path}
    for state, value in (("minified", document), ("shuffled", shuffled(document, random.Random(42)))):
        states[state] = os.path.join(folder, f"{name}.{state}.json")
        with open(states[state], "w", encoding="utf-8") as file:
            json.dump(value, file, ensure_ascii=False, separators=(",", ":"))
    return states


def measure(binary, label, path, folder, iterations):
    work = os.path.join(folder, "work.xcstrings")
    output = os.path.join(folder, "out.json")
    commands = {
        "python": [sys.executable, "-c", REFERENCE, work, output],
        "format": [binary, "format", work],
    }
    samples = {name: [] for name in commands}
    for round in range(iterations + 1):
        for name, command in commands.items():
            shutil.copyfile(path, work)
            start = time.perf_counter()
            run(command)
            if round > 0: samples[name].append(time.perf_counter() - start)
    python, formatted = (statistics.median(samples[name]) for name in commands)
    print(f"{label:>44} {os.path.getsize(path) / 1e6:>7.2f}MB {python * 1000:>8.1f}ms {formatted * 1000:>8.1f}ms {formatted / python:>6.2f}")
    return formatted / python


def measure_convert(binary, label, tables, folder, iterations):
    commands = {
        "generate": lambda output: [binary, "generate", "--output", output, tables],
        "convert": lambda output: [binary, "convert", "--output", output, tables],
    }
    samples = {name: [] for name in commands}
    for round in range(iterations + 1):
        for name, command in commands.items():
            output = os.path.join(folder, f"out-{name}")
            shutil.rmtree(output, ignore_errors=True)
            start = time.perf_counter()
            run(command(output))
            if round > 0: samples[name].append(time.perf_counter() - start)
    generate, convert = (statistics.median(samples[name]) for name in commands)
    print(f"{label:>60} {generate * 1000:>9.1f}ms {convert * 1000:>9.1f}ms {convert / generate:>6.2f}")
    return convert / generate


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--iterations", type=int, default=5)
    parser.add_argument("--sizes", default="1000,20000,100000")
    parser.add_argument("--no-corpus", action="store_true")
    parser.add_argument("--no-convert", action="store_true")
    arguments = parser.parse_args()
    run(["swift", "build", "-c", "release", "--product", "string-symbols", "--package-path", ROOT])
    binary = os.path.join(ROOT, ".build", "release", "string-symbols")
    ratios = []
    with tempfile.TemporaryDirectory() as folder:
        print(f"format against python3 json.load + json.dump(sort_keys=True, indent=2): medians of {arguments.iterations} runs each, alternating")
        print(f"{'catalog, state':>44} {'size':>9} {'python':>10} {'format':>10} {'ratio':>6}")
        inputs = []
        for keys in [int(size) for size in arguments.sizes.split(",") if size]:
            path = os.path.join(folder, f"Scale{keys}.xcstrings")
            run([sys.executable, os.path.join(ROOT, "Benchmarks", "make-catalog.py"), "--keys", str(keys), "--languages", "2", path])
            # make-catalog.py sorts as Python does; Xcode's order is format's to give.
            run([binary, "format", path])
            inputs.append((f"{keys} keys x 2", path))
        corpus = os.path.join(SHARED, "corpus")
        if not arguments.no_corpus and os.path.isdir(corpus):
            for name in sorted(os.listdir(corpus)):
                if name.endswith(".xcstrings"):
                    inputs.append((name[:30], os.path.join(corpus, name)))
        for label, path in inputs:
            for state, variant in variants(path, folder).items():
                ratios.append((measure(binary, f"{label}, {state}", variant, folder, arguments.iterations), label, state))
        worst = max(ratios)
        print(f"largest ratio: {worst[0]:.2f} ({worst[1]}, {worst[2]})")
        if arguments.no_convert:
            return
        print()
        print(f"convert (tables into catalogs) against generate on the same tables: medians of {arguments.iterations} runs each, alternating")
        print(f"{'tables':>60} {'generate':>11} {'convert':>11} {'ratio':>6}")
        converts = []
        for label, path in inputs:
            if not label.endswith(" x 2"):
                continue
            tables = os.path.join(folder, label.split()[0] + "-tables")
            run([binary, "convert", "--to", "tables", "--output", tables, path])
            converts.append((measure_convert(binary, label, tables, folder, arguments.iterations), label))
        legacy = os.path.join(SHARED, "legacy-corpus")
        if not arguments.no_corpus and os.path.isdir(legacy):
            for project in sorted(os.listdir(legacy)):
                if "__" not in project:
                    continue
                for root, folders, _ in sorted(os.walk(os.path.join(legacy, project))):
                    if any(name.endswith(".lproj") for name in folders) and not root.endswith(".lproj"):
                        module = os.path.relpath(root, legacy)
                        converts.append((measure_convert(binary, module[-60:], root, folder, arguments.iterations), module))
        worst = max(converts)
        print(f"largest ratio: {worst[0]:.2f} ({worst[1]})")


if __name__ == "__main__":
    main()
