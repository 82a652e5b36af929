#!/usr/bin/env python3
"""Where a clean build of the tool spends its time, next to the reference commit.

For this commit and the reference commit of `scale.py --clean-build`, each in a fresh clone and
in each configuration, it:
  1. builds the tool from clean (`swift build -c <configuration> --product string-symbols`),
     timing the build's wall-clock and CPU time;
  2. compiles each module of that build again, one at a time, in dependency order, with the very
     command the build ran (read from SwiftPM's build manifest, `.build/<configuration>.yaml`),
     from nothing as in the clean build: no object files (the compiler skips LLVM's part when an
     object file with the same code is there), no module cache and no index store. The first
     compile is run twice: what it takes the first time beyond the second (building the module
     cache and the system modules' index) is shown on its own row, paid once by either build;
  3. from those times, works out the longest chain of dependent modules (each compiled alone)
     and the least two cores could take: that chain, or half the compiles' CPU time, whichever
     is longer.
It prints one table per configuration, both commits side by side with their ratios, medians of
--rounds runs; with --modules also each module's time alone, its CPU time and its lines of Swift.

Step 3 separates what this package asks of the compiler (the work, and how far two cores could
share it) from what the build adds: compiles side by side slowing each other, SwiftPM's own steps
(loading the manifest, planning, linking), and the order in which llbuild starts the modules that
are ready.

usage: Benchmarks/build-profile.py [--configurations release,debug] [--rounds N] [--modules]
"""
import argparse
import json
import os
import re
import resource
import shutil
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Benchmarks"))
from scale import REFERENCE_COMMIT, reference_commit, run  # noqa: E402

PRODUCT = "string-symbols"
CORES = 2


def cpu_of_children():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(command, **options):
    """Wall-clock and CPU seconds (user and system, the command's processes) of one run."""
    cpu, start = cpu_of_children(), time.perf_counter()
    run(command, **options)
    return time.perf_counter() - start, cpu_of_children() - cpu


def lines(paths):
    total = 0
    for path in paths:
        with open(path, "rb") as file:
            total += file.read().count(b"\n")
    return total


class Module:
    def __init__(self, name, arguments, dependencies, sources, outputs):
        self.name = name
        self.arguments = arguments
        self.outputs = outputs
        self.dependencies = dependencies
        self.lines = lines(sources)
        self.alone = 0.0
        self.cpu = 0.0

    def argument(self, option):
        """The value given to `option` in the module's command; `None` when it has none."""
        if option not in self.arguments:
            return None
        return self.arguments[self.arguments.index(option) + 1]

    def compile(self, clone):
        """Compiles the module from nothing; its wall-clock and CPU seconds."""
        for output in self.outputs:
            if os.path.isfile(output):
                os.remove(output)
        return timed(self.arguments, cwd=clone)


def modules_of(clone, configuration):
    """The modules the build compiled, with the command that compiled each and the modules it
    waited for. The manifest also describes targets the product does not need (tests, the
    benchmark) and the plugins' host copies (`-tool`); only modules whose interface the build
    wrote are kept."""
    manifest = open(os.path.join(clone, ".build", f"{configuration}.yaml")).read()
    found = {}
    pattern = re.compile(r'^  "C\.([^"]+)-' + configuration + r'\.module":\n((?:    .*\n)+)', re.MULTILINE)
    for match in pattern.finditer(manifest):
        fields = {}
        for line in match.group(2).splitlines():
            key, _, value = line.strip().partition(": ")
            fields[key] = value
        if fields.get("tool") != "shell" or "args" not in fields:
            continue
        arguments = json.loads(fields["args"])
        name = arguments[arguments.index("-module-name") + 1]
        interface = arguments[arguments.index("-emit-module-path") + 1]
        if not os.path.exists(interface):
            continue
        inputs = json.loads(fields["inputs"])
        dependencies = [os.path.basename(path)[:-len(".swiftmodule")] for path in inputs
                        if path.endswith(".swiftmodule")]
        sources = [os.path.join(clone, path) if not os.path.isabs(path) else path
                   for path in inputs if path.endswith(".swift")]
        # Debug builds are incremental; a compile run again must redo the whole module.
        arguments = [argument for argument in arguments if argument != "-incremental"]
        found[name] = Module(name, arguments, dependencies, sources, json.loads(fields["outputs"]))
    for module in found.values():
        module.dependencies = [name for name in module.dependencies if name in found]
    return found


def dependency_order(modules):
    order, seen = [], set()

    def visit(name):
        if name in seen:
            return
        seen.add(name)
        for dependency in sorted(modules[name].dependencies):
            visit(dependency)
        order.append(name)

    for name in sorted(modules):
        visit(name)
    return order


def longest_chain(seconds, dependencies):
    """The longest chain of dependent modules, each taking `seconds[name]`."""
    lengths = {}

    def chain(name):
        if name not in lengths:
            lengths[name] = seconds[name] + max((chain(other) for other in dependencies[name]), default=0.0)
        return lengths[name]

    return max(chain(name) for name in seconds)


def profile(commit, configuration, folder, index):
    """One clean build of `commit` and its modules compiled alone."""
    clone = os.path.join(folder, f"clone-{commit}-{configuration}-{index}")
    run(["git", "clone", "--quiet", "--no-checkout", ROOT, clone])
    run(["git", "checkout", "--quiet", commit], cwd=clone)
    build, build_cpu = timed(["swift", "build", "-c", configuration, "--product", PRODUCT], cwd=clone)
    modules = modules_of(clone, configuration)
    if not modules:
        sys.exit(f"no module commands found in {clone}/.build/{configuration}.yaml")
    # As in a clean build: the Clang modules are built, and a debug build's index written (the
    # standard library's and Foundation's units among it), by the first compiles that need them.
    for option in ["-module-cache-path", "-index-store-path"]:
        for path in {module.argument(option) for module in modules.values()} - {None}:
            if os.path.isdir(os.path.join(clone, path)):
                shutil.rmtree(os.path.join(clone, path))
    order = dependency_order(modules)
    first, _ = modules[order[0]].compile(clone)
    for name in order:
        modules[name].alone, modules[name].cpu = modules[name].compile(clone)
    shutil.rmtree(clone)
    return {"build": build, "build CPU": build_cpu, "first time": first - modules[order[0]].alone, "modules": modules}


def summary(runs):
    """The medians of a commit's runs, and what they say of two cores."""
    modules = runs[0]["modules"]
    alone = {name: statistics.median(one["modules"][name].alone for one in runs) for name in modules}
    cpu = {name: statistics.median(one["modules"][name].cpu for one in runs) for name in modules}
    longest = longest_chain(alone, {name: module.dependencies for name, module in modules.items()})
    return {
        "modules": len(modules), "lines": sum(module.lines for module in modules.values()),
        "build": statistics.median(one["build"] for one in runs),
        "build CPU": statistics.median(one["build CPU"] for one in runs),
        "first time": statistics.median(one["first time"] for one in runs),
        "one at a time": sum(alone.values()), "one at a time, CPU": sum(cpu.values()),
        "longest chain": longest, "lower bound": max(longest, sum(cpu.values()) / CORES),
        "each": [(name, alone[name], cpu[name], modules[name].lines) for name in modules],
    }


ROWS = [
    ("modules", "modules", "{:.0f}"),
    ("lines of Swift", "lines", "{:,.0f}"),
    ("the build", "build", "{:.1f} s"),
    ("  its CPU time", "build CPU", "{:.1f} s"),
    ("the compiles one at a time", "one at a time", "{:.1f} s"),
    ("  their CPU time", "one at a time, CPU", "{:.1f} s"),
    ("  once, first (module cache, index)", "first time", "{:.1f} s"),
    ("longest chain of modules", "longest chain", "{:.1f} s"),
    (f"{CORES} cores: at least", "lower bound", "{:.1f} s"),
]
# A one-time cost of a few tenths of a second is within the noise; no ratio of it.
NO_RATIO = {"first time"}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--configurations", default="release,debug")
    parser.add_argument("--rounds", type=int, default=1, help="runs of each commit and configuration, alternating (default 1)")
    parser.add_argument("--modules", action="store_true", help="also print each module's time alone, CPU time and lines")
    options = parser.parse_args()
    commits = {"this commit": run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT).stdout.strip()}
    reference = reference_commit()
    if reference:
        commits["reference"] = reference
    else:
        print(f"note: this clone's history does not reach the reference commit {REFERENCE_COMMIT[:7]}; no ratio")
    with tempfile.TemporaryDirectory() as folder:
        for configuration in [part for part in options.configurations.split(",") if part]:
            runs = {name: [] for name in commits}
            for index in range(options.rounds):
                for name, commit in commits.items():
                    runs[name].append(profile(commit, configuration, folder, index))
            results = {name: summary(runs[name]) for name in commits}
            print(f"clean {configuration} build of {PRODUCT}, each commit in a fresh clone; "
                  f"median of {options.rounds} run{'s' if options.rounds > 1 else ''} each, alternating")
            labels = [f"{name} ({commit})" for name, commit in commits.items()]
            print(f"  {'':<38}" + "".join(f"{label:>24}" for label in labels) + ("     ratio" if reference else ""))
            for label, key, form in ROWS:
                values = [result[key] for result in results.values()]
                line = f"  {label:<38}" + "".join(f"{form.format(value):>24}" for value in values)
                if reference and key not in NO_RATIO:
                    line += f"{values[0] / values[1]:>10.2f}"
                print(line)
            if options.modules:
                for name, result in results.items():
                    print(f"  {name}: each module alone, and its CPU time")
                    for module, alone, cpu, count in sorted(result["each"], key=lambda item: -item[1]):
                        print(f"    {module:<28}{alone:>7.2f} s{cpu:>7.2f} s{count:>9,} lines")
            print()


if __name__ == "__main__":
    main()
