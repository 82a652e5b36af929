#!/usr/bin/env python3
"""Where the `string` output's translations should live: the catalog read once, or Swift literals.

For one catalog (by default the largest of the corpus), builds two modules and a program that
looks up one string:
  resource:  the `string` output as generated, which reads the catalog from the bundle (copied
             beside the program, as SwiftPM copies it on Linux) on first use.
  literals:  the same output plus every text of the catalog as a Swift dictionary literal,
             `[key: [language: text]]`, read on first use instead (the strongest literal form we
             could make compile: one typed literal, no runtime parsing).
and prints, per variant: the module's build time (`swiftc -emit-library -wmo`, -Onone and -O;
median of N), the library's size, and the first lookup's cost (a run that looks one string up,
minus a run that does not; median of M runs each, alternating).

usage: Benchmarks/translation-data.py [--builds N] [--runs M] [CATALOG]
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def largest_catalog():
    folder = os.environ.get("STRING_SYMBOLS_CORPUS", os.path.join("..", "shared", "corpus"))
    catalogs = [os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".xcstrings")]
    return max(catalogs, key=os.path.getsize)


def swift_literal(text):
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r").replace("\t", "\\t")
    return '"' + escaped + '"'


def texts(catalog):
    """Every text of the catalog by key and language; variations as `key|plural.one` and so on."""
    table = {}

    def collect(key, language, value, path):
        if "stringUnit" in value:
            table.setdefault(key + path, {})[language] = value["stringUnit"].get("value", "")
        for kind, cases in value.get("variations", {}).items():
            for name, case in cases.items():
                collect(key, language, case, f"{path}|{kind}.{name}")
        for name, substitution in value.get("substitutions", {}).items():
            collect(key, language, substitution, f"{path}|{name}")

    for key, entry in catalog.get("strings", {}).items():
        for language, localization in entry.get("localizations", {}).items():
            collect(key, language, localization, "")
    return table


def literal_source(catalog):
    # Public, so that an optimised build keeps it as a real module would, whose accessors use it.
    lines = ["// Every text of the catalog as one Swift literal, read on first use.",
             "public nonisolated enum CatalogLiterals {",
             "    public static let texts: [String: [String: String]] = ["]
    for key, languages in sorted(texts(catalog).items()):
        pairs = ", ".join(f"{swift_literal(language)}: {swift_literal(text)}" for language, text in sorted(languages.items()))
        lines.append(f"        {swift_literal(key)}: [{pairs}],")
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def timed(command, **options):
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **options)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(command[:6])} …\n{result.stderr.decode()[:2000]}")
    return elapsed, result.stdout.decode()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--builds", type=int, default=3)
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("catalog", nargs="?")
    options = parser.parse_args()
    catalog_path = options.catalog or largest_catalog()
    with open(catalog_path, encoding="utf-8") as file:
        catalog = json.load(file)
    def plain(entry, language):
        unit = entry.get("localizations", {}).get(language, {}).get("stringUnit")
        return unit is not None and "%" not in unit.get("value", "%")
    key = next(key for key, entry in sorted(catalog["strings"].items())
               if plain(entry, catalog["sourceLanguage"]) and plain(entry, "de"))

    subprocess.run(["swift", "build", "-c", "release", "--product", "string-symbols"], check=True, stdout=subprocess.DEVNULL)
    tool = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], check=True,
                          capture_output=True, text=True).stdout.strip() + "/string-symbols"

    with tempfile.TemporaryDirectory() as folder:
        generated = os.path.join(folder, "generated")
        catalog_copy = os.path.join(folder, "Localizable.xcstrings")
        shutil.copy(catalog_path, catalog_copy)
        subprocess.run([tool, "generate", "--template", "string", "--module-name", "Strings", "--output", generated,
                        catalog_copy], check=True, stderr=subprocess.DEVNULL)
        sources = sorted(os.path.join(generated, name) for name in os.listdir(generated))
        literal_file = os.path.join(folder, "CatalogLiterals.swift")
        with open(literal_file, "w", encoding="utf-8") as file:
            file.write(literal_source(catalog))

        # Each program looks one key up in German (or only starts, with `none`).
        lookups = {
            "resource": f'L10n.$locale.withValue(Locale(identifier: "de")) {{ StringsStringsBundle.string({swift_literal(key)}, table: StringsStringsBundle.localizableTable, value: "") }}',
            "literals": f'CatalogLiterals.texts[{swift_literal(key)}]?["de"] ?? ""',
        }
        results = {}
        for variant, extra in [("resource", []), ("literals", [literal_file])]:
            build = os.path.join(folder, variant)
            os.makedirs(build)
            main_file = os.path.join(build, "main.swift")
            with open(main_file, "w", encoding="utf-8") as file:
                file.write("import Foundation\n\n"
                           "if CommandLine.arguments.count > 1 && CommandLine.arguments[1] == \"lookup\" {\n"
                           f"    print({lookups[variant]})\n"
                           "}\n")
            builds = {}
            for mode in ["-Onone", "-O"]:
                samples = []
                for _ in range(options.builds):
                    library = os.path.join(build, f"libStrings{mode}.so")
                    elapsed, _ = timed(["swiftc", "-emit-library", "-wmo", mode, "-module-name", "Strings", "-parse-as-library",
                                        "-swift-version", "6", "-o", library] + sources + extra)
                    samples.append(elapsed)
                    print(f"  {variant} {mode}: built in {elapsed:.1f} s", file=sys.stderr, flush=True)
                builds[mode] = (statistics.median(samples), os.path.getsize(library))
            # The program: the module's sources and main.swift, built once with -O.
            program = os.path.join(build, "program")
            timed(["swiftc", "-O", "-wmo", "-module-name", "Strings", "-swift-version", "6", "-o", program, main_file] + sources + extra)
            shutil.copy(catalog_copy, build)
            looked, started = [], []
            for _ in range(options.runs):
                elapsed, output = timed([program, "lookup"], cwd=build)
                looked.append(elapsed)
                elapsed, _ = timed([program, "none"], cwd=build)
                started.append(elapsed)
            results[variant] = (builds, statistics.median(looked) - statistics.median(started), output.strip())

    print(f"catalog: {catalog_path} ({os.path.getsize(catalog_path)} bytes, {len(catalog['strings'])} keys)")
    print(f"build: median of {options.builds} builds of the module; first lookup: median of {options.runs} runs "
          f"that look '{key}' up in German, minus the median of as many that do not")
    for variant, (builds, lookup, output) in results.items():
        debug, release = builds["-Onone"], builds["-O"]
        print(f"{variant}: build {debug[0]:.2f} s (-Onone), {release[0]:.2f} s (-O); "
              f"library {debug[1] / 1e6:.2f} MB (-Onone), {release[1] / 1e6:.2f} MB (-O); "
              f"first lookup {lookup * 1000:.1f} ms; printed {output!r}")
    resource, literals = results["resource"], results["literals"]
    print(f"literals / resource: build {literals[0]['-Onone'][0] / resource[0]['-Onone'][0]:.1f}x (-Onone), "
          f"{literals[0]['-O'][0] / resource[0]['-O'][0]:.1f}x (-O); "
          f"library {literals[0]['-O'][1] / resource[0]['-O'][1]:.1f}x (-O)")


if __name__ == "__main__":
    main()
