#!/usr/bin/env python3
"""How generation scales, and what the generated code costs to compile.

For each size (keys x languages) it makes a synthetic catalog with Benchmarks/make-catalog.py and
runs, alternating, after one warm-up run each:
  reference:  python3 -c 'import json,sys; json.load(open(sys.argv[1]))' CATALOG
  generate:   string-symbols generate --output DIR CATALOG   (default options)
and prints the medians, their ratio, and the peak memory of each (/usr/bin/time), then the growth
from the second size to the third. Then, for a catalog of --typecheck-keys keys, the time
`swiftc -typecheck` takes on the default output (against the stand-in of Apple's API, as the
tests build it) next to the same number of minimal declarations
`static var kN: LocalizedStringResource { LocalizedStringResource("kN", table: "T") }`, and the
instructions both take, counted with callgrind (stable where wall-clock times are not).

With --clean-build it also times clean release and debug builds of the tool, each in a fresh
clone of the committed package, alternating with the reference commit (the package as it was
when the clean build's target was set: at most its time, release and debug alike), and prints
the ratio of the two.

usage: Benchmarks/scale.py [--iterations N] [--sizes 1000x2,20000x2,...] [--typecheck-keys N] [--no-instructions]
                           [--clean-build [--build-rounds N]]
"""
import argparse
import glob
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
STRICT = ["-swift-version", "6", "-strict-concurrency=complete", "-warnings-as-errors"]


def run(command, **options):
    result = subprocess.run(command, capture_output=True, text=True, **options)
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(command)}\n{result.stdout}{result.stderr}")
    return result


def timed(command):
    """Seconds and peak resident memory (bytes) of one run of `command`."""
    with tempfile.NamedTemporaryFile("r") as report:
        start = time.perf_counter()
        result = subprocess.run(["/usr/bin/time", "-f", "%M", "-o", report.name] + command,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        elapsed = time.perf_counter() - start
        if result.returncode != 0:
            sys.exit(f"failed ({result.returncode}): {' '.join(command)}\n{result.stderr}")
        return elapsed, int(report.read().strip().splitlines()[-1]) * 1024


def make_catalog(folder, keys, languages, table=None):
    path = os.path.join(folder, f"{table or f'Scale{keys}x{languages}'}.xcstrings")
    run([sys.executable, os.path.join(ROOT, "Benchmarks", "make-catalog.py"), "--keys", str(keys),
         "--languages", str(languages), path])
    return path


def generation(binary, folder, sizes, iterations):
    print(f"generate against python3 json.load on the same file: {iterations} runs each, alternating, after one warm-up")
    print(f"{'catalog':>16} {'size':>9} {'python':>9} {'generate':>9} {'ratio':>6} {'python peak':>12} {'generate peak':>14} {'peak/size':>9}")
    medians = {}
    for keys, languages in sizes:
        catalog = make_catalog(folder, keys, languages)
        size = os.path.getsize(catalog)
        output = os.path.join(folder, f"out{keys}x{languages}")
        commands = {
            "python": [sys.executable, "-c", "import json,sys; json.load(open(sys.argv[1]))", catalog],
            "generate": [binary, "generate", "--output", output, catalog],
        }
        samples = {name: [] for name in commands}
        peaks = {name: [] for name in commands}
        for command in commands.values():
            timed(command)
        for _ in range(iterations):
            for name, command in commands.items():
                seconds, peak = timed(command)
                samples[name].append(seconds)
                peaks[name].append(peak)
        python, generate = (statistics.median(samples[name]) for name in ("python", "generate"))
        peak = max(peaks["generate"])
        medians[(keys, languages)] = generate
        print(f"{keys:>9} x {languages:<4} {size / 1e6:>7.1f}MB {python * 1000:>7.0f}ms {generate * 1000:>7.0f}ms "
              f"{generate / python:>6.2f} {max(peaks['python']) / 1e6:>10.0f}MB {peak / 1e6:>12.0f}MB "
              f"{peak / size:>8.1f}x   (4 x size + 30 MB = {(4 * size + 30e6) / 1e6:.0f} MB)")
        os.remove(catalog)
    two_languages = [size for size in sizes if size[1] == 2]
    if len(two_languages) >= 3:
        smaller, larger = two_languages[1], two_languages[2]
        growth = medians[larger] / medians[smaller]
        print(f"growth {larger[0]} / {smaller[0]} keys: {growth:.2f} (linear: {larger[0] / smaller[0]:.2f})")


def type_checking(binary, folder, keys, iterations, instructions):
    # The default table: its symbols are also reachable under the module's name, the most code per key.
    catalog = make_catalog(folder, keys, 2, table="Localizable")
    generated = os.path.join(folder, "AppResources")
    run([binary, "generate", "--output", generated, "--module-name", "AppResources", catalog])
    files = sorted(glob.glob(os.path.join(generated, "*.swift")))
    texts = [open(path, encoding="utf-8").read() for path in files]
    symbols = sum(text.count("StringsBundle.resource(") + text.count("StringsBundle.interpolatedResource(") for text in texts)

    standin = os.path.join(folder, "standin")
    os.makedirs(standin, exist_ok=True)
    sources = sorted(glob.glob(os.path.join(ROOT, "Tests", "StandIn", "*.swift")))
    run(["swiftc", "-emit-module", "-parse-as-library", "-module-name", "StandIn",
         "-emit-module-path", os.path.join(standin, "StandIn.swiftmodule")] + STRICT + sources)
    # One frontend job for the whole module (-wmo), so that both sides pay the fixed cost of
    # starting the compiler and loading Foundation once, whatever the number of files.
    flags = ["swiftc", "-typecheck", "-wmo", "-parse-as-library", "-module-name", "AppResources", "-D", "SWIFT_PACKAGE",
             "-I", standin, "-Xfrontend", "-import-module", "-Xfrontend", "StandIn"] + STRICT
    bundle = os.path.join(ROOT, "Tests", "StandIn", "ResourceModule", "BundleModule.swift")

    minimal = os.path.join(folder, "Minimal.swift")
    with open(minimal, "w", encoding="utf-8") as file:
        file.write("import Foundation\n\nextension LocalizedStringResource {\n")
        for number in range(symbols):
            file.write(f'    static var k{number}: LocalizedStringResource {{ LocalizedStringResource("k{number}", table: "T") }}\n')
        file.write("}\n")
    commands = {"minimal declarations": flags + [minimal], "default output": flags + [bundle] + files}
    samples = {name: [] for name in commands}
    for command in commands.values():
        run(command)
    for _ in range(iterations):
        for name, command in commands.items():
            start = time.perf_counter()
            run(command)
            samples[name].append(time.perf_counter() - start)
    reference = statistics.median(samples["minimal declarations"])
    print(f"swiftc -typecheck, {keys} keys ({symbols} symbols), {iterations} runs each, alternating:")
    for name, values in samples.items():
        median = statistics.median(values)
        print(f"  {name}: median {median * 1000:.0f} ms, ratio to the minimal declarations {median / reference:.2f}")
    if instructions:
        # Wall-clock times of the compiler vary by tens of percent on a shared machine; the
        # instructions it executes do not.
        counts = {name: instruction_count(command, folder) for name, command in commands.items()}
        for name, count in counts.items():
            print(f"  {name}: {count / 1e9:.2f} billion instructions (callgrind), "
                  f"ratio {count / counts['minimal declarations']:.2f}")


def instruction_count(command, folder):
    """The instructions the compiler's frontend jobs for `command` execute, counted by callgrind
    (the driver is left out: valgrind cannot read its debug information)."""
    jobs = [shlex.split(line) for line in run(command + ["-###"]).stdout.splitlines() if line.strip()]
    total = 0
    for job in jobs:
        output = os.path.join(folder, "callgrind.out")
        result = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={output}"] + job,
                                capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"callgrind failed: {result.stderr[-2000:]}")
        os.remove(output)
        total += sum(int(line.split("Collected :")[1].strip().replace(",", ""))
                     for line in result.stderr.splitlines() if "Collected :" in line)
    return total


# The package when the clean build's target was set (the start of the round that made the prebuilt
# plugin): its clean builds are the reference, and the tool's, release and debug, may take at most
# as long (issue 40; issue 25 had allowed 1.15 times its release build).
REFERENCE_COMMIT = "f91c02126bd5ce8e6a54d14904a74dda3cbb0fd1"


def reference_commit():
    """The reference commit, short; None when this checkout's history does not reach it (a
    shallow clone)."""
    result = subprocess.run(["git", "rev-parse", "--verify", "--quiet", "--short", f"{REFERENCE_COMMIT}^{{commit}}"],
                            cwd=ROOT, capture_output=True, text=True)
    return result.stdout.strip() or None


def clean_build(folder, rounds):
    """Clean builds of the tool (`swift build -c <configuration> --product string-symbols`), each
    in a fresh clone: the build a new user, or a CI machine without a cache, waits for; release
    and debug, since a package's build tool is built in the configuration of the build that runs
    it. The reference commit is built alternately in the same run, so that the ratio says how much
    the build has grown whatever the machine's speed that hour."""
    commits = {"this commit": run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT).stdout.strip()}
    reference = reference_commit()
    if reference:
        commits["reference"] = reference
    else:
        print("note: this clone's history does not reach the reference commit; no ratio")
    configurations = ["release", "debug"]
    samples = {(name, configuration): [] for name in commits for configuration in configurations}
    for round in range(rounds):
        for configuration in configurations:
            for name, commit in commits.items():
                clone = os.path.join(folder, f"clone-{commit}-{configuration}-{round}")
                run(["git", "clone", "--quiet", "--no-checkout", ROOT, clone])
                run(["git", "checkout", "--quiet", commit], cwd=clone)
                start = time.perf_counter()
                run(["swift", "build", "-c", configuration, "--product", "string-symbols"], cwd=clone)
                samples[(name, configuration)].append(time.perf_counter() - start)
                shutil.rmtree(clone)
    print(f"clean build of string-symbols, each in a fresh clone: median of {rounds} "
          f"build{'s' if rounds > 1 else ''} each, alternating")
    labels = {name: f"{name} ({commit})" for name, commit in commits.items()}
    width = max(len(label) for label in labels.values()) + 2
    print(f"  {'':<{width}}" + "".join(f"{configuration:>10}" for configuration in configurations))
    medians = {key: statistics.median(values) for key, values in samples.items()}
    for name in commits:
        print(f"  {labels[name]:<{width}}" + "".join(f"{medians[(name, configuration)]:>8.1f} s" for configuration in configurations))
    if reference:
        current, earlier = commits
        print(f"  {'ratio':<{width}}" + "".join(f"{medians[(current, configuration)] / medians[(earlier, configuration)]:>10.2f}"
                                              for configuration in configurations))
        print("target: at most 1.00 in each configuration")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--iterations", type=int, default=5)
    parser.add_argument("--sizes", default="1000x2,20000x2,100000x2,10000x40")
    parser.add_argument("--typecheck-keys", type=int, default=5000)
    parser.add_argument("--no-instructions", action="store_true", help="skip counting the compiler's instructions with callgrind")
    parser.add_argument("--clean-build", action="store_true", help="also time clean release and debug builds of the tool, each in a fresh clone, "
                        "alternating with the reference commit")
    parser.add_argument("--build-rounds", type=int, default=1, help="clean builds of each commit and configuration (default 1)")
    options = parser.parse_args()
    sizes = [tuple(int(part) for part in size.split("x")) for size in options.sizes.split(",") if size]

    run(["swift", "build", "-c", "release", "--product", "string-symbols"], cwd=ROOT)
    binary = run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT).stdout.strip() + "/string-symbols"
    with tempfile.TemporaryDirectory() as folder:
        generation(binary, folder, sizes, options.iterations)
        if options.typecheck_keys > 0:
            print()
            type_checking(binary, folder, options.typecheck_keys, max(3, options.iterations), not options.no_instructions)
        if options.clean_build:
            print()
            clean_build(folder, options.build_rounds)


if __name__ == "__main__":
    main()
