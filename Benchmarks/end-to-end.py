#!/usr/bin/env python3
"""End-to-end generation time against python3 merely parsing the same catalog.

Runs, as whole commands and in the same session, alternating:
  reference:  python3 -c 'import json,sys; json.load(open(sys.argv[1]))' CATALOG
  generate:   string-symbols generate --output DIR [--symbols ...] CATALOG   (read, translate, render, write)
  check:      string-symbols check CATALOG                                  (read, check every translation)
and prints the medians and their ratios. The generator runs twice: with --symbols manual (Xcode's
rule), and with the default options (--symbols all), both on the catalog as it is. The check's
median is also given as a ratio to the default generation's: the check of a catalog should take
no longer than generating it.

usage: Benchmarks/end-to-end.py [--iterations N] [CATALOG]
Without CATALOG it takes the largest catalog of $STRING_SYMBOLS_CORPUS or ../shared/corpus.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time


def largest_catalog():
    folder = os.environ.get("STRING_SYMBOLS_CORPUS", os.path.join("..", "shared", "corpus"))
    catalogs = [os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".xcstrings")]
    return max(catalogs, key=os.path.getsize)


def timed(command):
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(command)}\n{result.stderr.decode()}")
    return elapsed


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--iterations", type=int, default=15)
    parser.add_argument("catalog", nargs="?")
    options = parser.parse_args()
    catalog = options.catalog or largest_catalog()

    subprocess.run(["swift", "build", "-c", "release", "--product", "string-symbols"], check=True,
                   stdout=subprocess.DEVNULL)
    binary = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], check=True,
                            capture_output=True, text=True).stdout.strip() + "/string-symbols"

    with tempfile.TemporaryDirectory() as folder:
        commands = {
            "python3 json.load (reference)": ["python3", "-c", "import json,sys; json.load(open(sys.argv[1]))", catalog],
            "generate --symbols manual": [binary, "generate", "--output", os.path.join(folder, "manual"), "--symbols", "manual", catalog],
            "generate (default options)": [binary, "generate", "--output", os.path.join(folder, "all"), catalog],
            "check (default options)": [binary, "check", catalog],
        }
        samples = {name: [] for name in commands}
        for name, command in commands.items():
            timed(command)  # warm-up: file cache, first write of the outputs
        for _ in range(options.iterations):
            for name, command in commands.items():
                samples[name].append(timed(command))

    print(f"catalog: {catalog} ({os.path.getsize(catalog)} bytes)")
    print(f"{options.iterations} runs of each command, alternating, after one warm-up run")
    reference = statistics.median(samples["python3 json.load (reference)"])
    for name, values in samples.items():
        median = statistics.median(values)
        print(f"{name}: median {median * 1000:.1f} ms, min {min(values) * 1000:.1f} ms, ratio to reference {median / reference:.2f}")
    check = statistics.median(samples["check (default options)"])
    generate = statistics.median(samples["generate (default options)"])
    print(f"check / generate (default options): {check / generate:.2f}")


if __name__ == "__main__":
    main()
