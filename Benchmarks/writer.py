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

Then, for the largest catalog of the shared corpus (by bytes) and its most translated language
other than the source (the most keys with a translated string unit, read with json; ties go to
the first code), alternating after one warm-up run each, every run into folders made afresh:
  generate:   string-symbols generate --output DIR CATALOG
  export:     string-symbols export --language LANG --output DIR --root PROJECT CATALOG
  import:     string-symbols import --root PROJECT LANG.xcloc  (an export made once, outside the
              timing, into a fresh copy of the catalog: it changes nothing, which is checked)

usage: Benchmarks/writer.py [--iterations N] [--sizes 1000,20000,100000] [--no-corpus] [--no-format] [--no-convert]
                            [--no-exchange]
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


def convert_section(binary, inputs, folder, arguments):
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
                # A module whose tables are all translations (no en, English or Base .lproj) gives no
                # catalog: convert refuses to write nothing.
                if any(name in ("en.lproj", "English.lproj", "Base.lproj") for name in folders) and not root.endswith(".lproj"):
                    module = os.path.relpath(root, legacy)
                    converts.append((measure_convert(binary, module[-60:], root, folder, arguments.iterations), module))
    worst = max(converts)
    print(f"largest ratio: {worst[0]:.2f} ({worst[1]})")


def has_translation(localization):
    """Whether a key's localization has a translated string unit, in its value or variations."""
    if isinstance(localization, dict):
        unit = localization.get("stringUnit")
        if isinstance(unit, dict) and unit.get("state", "translated") == "translated":
            return True
        return any(has_translation(member) for name, member in localization.items() if name != "stringUnit")
    return False


def most_translated(path):
    """The language other than the source with the most translated keys, its count and the ties."""
    with open(path, encoding="utf-8") as file:
        document = json.load(file)
    source = document.get("sourceLanguage")
    counts = {}
    for entry in document.get("strings", {}).values():
        for language, localization in entry.get("localizations", {}).items():
            if language != source and has_translation(localization):
                counts[language] = counts.get(language, 0) + 1
    if not counts:
        return None, 0, 0, len(document.get("strings", {}))
    best = max(counts.values())
    tied = sorted(language for language, count in counts.items() if count == best)
    return tied[0], best, len(tied), len(document.get("strings", {}))


def measure_exchange(binary, corpus, folder, iterations):
    catalogs = [os.path.join(corpus, name) for name in os.listdir(corpus) if name.endswith(".xcstrings")]
    if not catalogs:
        print("no catalogs in the corpus: export and import not measured")
        return
    path = max(catalogs, key=lambda catalog: (os.path.getsize(catalog), catalog))
    language, translated, tied, keys = most_translated(path)
    if language is None:
        print(f"{os.path.basename(path)} has no translated language: export and import not measured")
        return
    name = os.path.basename(path)
    print(f"export and import against generate on the largest corpus catalog: medians of {iterations} runs each, alternating")
    print(f"catalog: {name} ({os.path.getsize(path) / 1e6:.2f}MB, {keys} keys)")
    print(f"language: {language}, the most translated ({translated} of {keys} keys translated"
          + (f"; tied with {tied - 1} other{'s' if tied > 2 else ''}, the first code taken)" if tied > 1 else ")"))
    # The catalog in a project folder of its own, so that the XLIFF's 'original' is its name.
    project = os.path.join(folder, "exchange-project")
    os.makedirs(project)
    catalog = os.path.join(project, name)
    shutil.copyfile(path, catalog)
    # The export that import takes back, made once outside the timing.
    exported = os.path.join(folder, "exchange-export")
    run([binary, "export", "--language", language, "--output", exported, "--root", project, catalog])
    xcloc = os.path.join(exported, f"{language}.xcloc")
    if not os.path.isdir(xcloc):
        sys.exit(f"export wrote no {xcloc}")
    with open(catalog, "rb") as file:
        original = file.read()

    def fresh(kind, round):
        target = os.path.join(folder, f"exchange-{kind}-{round}")
        shutil.rmtree(target, ignore_errors=True)
        return target

    def prepare_import(round):
        root = fresh("import", round)
        os.makedirs(root)
        shutil.copyfile(path, os.path.join(root, name))
        return root

    commands = {
        "generate": (lambda round: fresh("generate", round), lambda output: [binary, "generate", "--output", output, catalog]),
        "export": (lambda round: fresh("export", round),
                   lambda output: [binary, "export", "--language", language, "--output", output, "--root", project, catalog]),
        "import": (prepare_import, lambda root: [binary, "import", "--root", root, xcloc]),
    }
    samples = {kind: [] for kind in commands}
    for round in range(iterations + 1):
        for kind, (prepare, command) in commands.items():
            target = prepare(round)
            start = time.perf_counter()
            run(command(target))
            if round > 0: samples[kind].append(time.perf_counter() - start)
            if kind == "import":
                with open(os.path.join(target, name), "rb") as file:
                    if file.read() != original:
                        sys.exit(f"importing the unchanged export changed {name}")
            shutil.rmtree(target)
    generate, export, imported = (statistics.median(samples[kind]) for kind in commands)
    print(f"{'command':>10} {'median':>11} {'ratio to generate':>18}")
    print(f"{'generate':>10} {generate * 1000:>9.1f}ms {1:>18.2f}")
    print(f"{'export':>10} {export * 1000:>9.1f}ms {export / generate:>18.2f}")
    print(f"{'import':>10} {imported * 1000:>9.1f}ms {imported / generate:>18.2f}")
    print(f"export / generate: {export / generate:.2f}; import / generate: {imported / generate:.2f}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--iterations", type=int, default=5)
    parser.add_argument("--sizes", default="1000,20000,100000")
    parser.add_argument("--no-corpus", action="store_true")
    parser.add_argument("--no-format", action="store_true", help="skip format against Python (the synthetic catalogs are still made for convert)")
    parser.add_argument("--no-convert", action="store_true")
    parser.add_argument("--no-exchange", action="store_true")
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
        for label, path in inputs if not arguments.no_format else []:
            for state, variant in variants(path, folder).items():
                ratios.append((measure(binary, f"{label}, {state}", variant, folder, arguments.iterations), label, state))
        if ratios:
            worst = max(ratios)
            print(f"largest ratio: {worst[0]:.2f} ({worst[1]}, {worst[2]})")
        if not arguments.no_convert:
            convert_section(binary, inputs, folder, arguments)
        if arguments.no_exchange:
            return
        print()
        corpus = os.path.join(SHARED, "corpus")
        if arguments.no_corpus or not os.path.isdir(corpus):
            print("export and import not measured: they take the largest catalog of the shared corpus")
            return
        measure_exchange(binary, corpus, folder, arguments.iterations)


if __name__ == "__main__":
    main()
