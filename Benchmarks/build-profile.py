#!/usr/bin/env python3
"""Where a clean build of the tool spends its time, next to the reference commit.

For this commit and the reference commit of `scale.py --clean-build`, each in a fresh clone and
in each configuration, it:
  1. builds the tool from clean (`swift build -c <configuration> --product string-symbols`),
     timing the build's wall-clock and CPU time;
  2. compiles each module of that build again, one at a time, in dependency order, with the very
     command the build ran (read from SwiftPM's build manifest, `.build/<configuration>.yaml`),
     from nothing as in the clean build (no object files, module cache or index store left from
     it), so that each takes the time it takes alone;
  3. from those times, works out the longest chain of dependent modules and the time a build on
     two cores would take if nothing slowed the compiles down when they run side by side, and no
     core waited that could have worked (the modules that start the longest remaining chain
     first).
It prints one table per configuration: the build, the compiles one at a time, the longest chain
and the two-core schedule, for both commits, with their ratios; with --modules also each module's
time alone and its lines of Swift.

Step 3 separates what this package asks of the compiler (the work, and how far two cores can
share it) from what the build adds: compiles side by side slowing each other, SwiftPM's own steps
(loading the manifest, planning, linking), and the order in which llbuild starts the modules that
are ready.

usage: Benchmarks/build-profile.py [--configurations release,debug] [--modules]
"""
import argparse
import heapq
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "Benchmarks"))
from scale import REFERENCE_COMMIT, reference_commit  # noqa: E402

PRODUCT = "string-symbols"
CORES = 2


def run(command, **options):
    result = subprocess.run(command, capture_output=True, text=True, **options)
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(command)}\n{result.stdout}{result.stderr}")
    return result


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


def schedule(modules):
    """The longest chain of dependent modules, and the time two cores take when each compile
    takes its time alone and the modules with the longest chain still ahead of them start first."""
    dependents = {name: [] for name in modules}
    for module in modules.values():
        for dependency in module.dependencies:
            dependents[dependency].append(module.name)
    remaining = {}

    def chain(name):
        if name not in remaining:
            remaining[name] = modules[name].alone + max((chain(other) for other in dependents[name]), default=0.0)
        return remaining[name]

    longest = max(chain(name) for name in modules)
    waiting = {name: len(module.dependencies) for name, module in modules.items()}
    ready = [(-chain(name), name) for name, count in waiting.items() if count == 0]
    heapq.heapify(ready)
    running, now = [], 0.0
    while ready or running:
        while ready and len(running) < CORES:
            _, name = heapq.heappop(ready)
            heapq.heappush(running, (now + modules[name].alone, name))
        now, finished = heapq.heappop(running)
        for other in dependents[finished]:
            waiting[other] -= 1
            if waiting[other] == 0:
                heapq.heappush(ready, (-chain(other), other))
    return longest, now


def profile(commit, configuration, folder):
    clone = os.path.join(folder, f"clone-{commit}-{configuration}")
    run(["git", "clone", "--quiet", "--no-checkout", ROOT, clone])
    run(["git", "checkout", "--quiet", commit], cwd=clone)
    build_wall, build_cpu = timed(["swift", "build", "-c", configuration, "--product", PRODUCT], cwd=clone)
    modules = modules_of(clone, configuration)
    if not modules:
        sys.exit(f"no module commands found in {clone}/.build/{configuration}.yaml")
    # As in a clean build: the Clang modules are built, and a debug build's index written
    # (the standard library's and Foundation's units among it), by the compiles that need them.
    for folder_name in ["ModuleCache", "index"]:
        shutil.rmtree(os.path.join(clone, ".build", configuration, folder_name), ignore_errors=True)
    for name in dependency_order(modules):
        # The compiler skips LLVM's part when an object file it would write is there with the
        # same code (it keeps a hash of it in the file), so each compile starts without them.
        for output in modules[name].outputs:
            if os.path.isfile(output):
                os.remove(output)
        modules[name].alone, _ = timed(modules[name].arguments, cwd=clone)
    longest, two_cores = schedule(modules)
    shutil.rmtree(clone)
    return {
        "build": build_wall, "build CPU": build_cpu, "modules": modules,
        "one at a time": sum(module.alone for module in modules.values()),
        "longest chain": longest, "two cores": two_cores,
        "lines": sum(module.lines for module in modules.values()),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--configurations", default="release,debug")
    parser.add_argument("--modules", action="store_true", help="also print each module's time alone and its lines")
    options = parser.parse_args()
    commits = {"this commit": run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT).stdout.strip()}
    reference = reference_commit()
    if reference:
        commits["reference"] = reference
    else:
        print(f"note: this clone's history does not reach the reference commit {REFERENCE_COMMIT[:7]}; no ratio")
    with tempfile.TemporaryDirectory() as folder:
        for configuration in [part for part in options.configurations.split(",") if part]:
            results = {name: profile(commit, configuration, folder) for name, commit in commits.items()}
            print(f"clean {configuration} build of {PRODUCT}, each commit in a fresh clone")
            labels = [f"{name} ({commit})" for name, commit in commits.items()]
            print(f"  {'':<34}" + "".join(f"{label:>24}" for label in labels) + ("     ratio" if reference else ""))
            rows = [
                ("modules", "modules", "{:.0f}"), ("lines of Swift", "lines", "{:,.0f}"),
                ("the build", "build", "{:.1f} s"), ("the build, CPU", "build CPU", "{:.1f} s"),
                ("compiles one at a time", "one at a time", "{:.1f} s"),
                ("longest chain of modules", "longest chain", "{:.1f} s"),
                (f"{CORES} cores, nothing slowed", "two cores", "{:.1f} s"),
            ]
            for label, key, form in rows:
                values = [len(result[key]) if key == "modules" else result[key] for result in results.values()]
                line = f"  {label:<34}" + "".join(f"{form.format(value):>24}" for value in values)
                if reference:
                    line += f"{values[0] / values[1]:>10.2f}"
                print(line)
            if options.modules:
                for name, result in results.items():
                    print(f"  {name}: each module alone")
                    for module in sorted(result["modules"].values(), key=lambda module: -module.alone):
                        print(f"    {module.name:<28}{module.alone:>7.2f} s{module.lines:>9,} lines")
            print()


if __name__ == "__main__":
    main()
