#!/usr/bin/env python3
"""What the plugin adds to a clean build of a package that uses it.

Builds copies of Examples/SharedResources from clean (`swift build`, after removing .build), in
each configuration, alternating three ways of getting its generated files:
  source plugin:    StringSymbolsPlugin of this package, which builds string-symbols first
  prebuilt plugin:  Distribution/StringSymbolsPlugins, over the artifact bundle that
                    Scripts/make-artifactbundle writes (made first when absent)
  no plugin:        the same files checked into the target, the package without any plugin
and prints the median of each and what each plugin adds to the build without one.

usage: Benchmarks/plugin-build.py [--iterations N] [--configurations debug,release]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXAMPLE = os.path.join(ROOT, "Examples", "SharedResources")
DISTRIBUTION = os.path.join(ROOT, "Distribution", "StringSymbolsPlugins")
BUNDLE = os.path.join(DISTRIBUTION, "string-symbols.artifactbundle")
SOURCE_DEPENDENCY = '.package(name: "StringSymbols", path: "../..")'
SOURCE_PLUGIN = 'plugins: [.plugin(name: "StringSymbolsPlugin", package: "StringSymbols")]'
TARGET = 16


def run(command, **options):
    result = subprocess.run(command, capture_output=True, text=True, **options)
    if result.returncode != 0:
        sys.exit(f"failed ({result.returncode}): {' '.join(command)}\n{result.stdout}{result.stderr}")
    return result


def rewrite(package, old, new):
    path = os.path.join(package, "Package.swift")
    with open(path, encoding="utf-8") as file:
        text = file.read()
    if old not in text:
        sys.exit(f"Examples/SharedResources/Package.swift no longer holds {old!r}; update {__file__}")
    with open(path, "w", encoding="utf-8") as file:
        file.write(text.replace(old, new))


def copy_example(folder, name):
    package = os.path.join(folder, name)
    shutil.copytree(EXAMPLE, package, ignore=shutil.ignore_patterns(".build", ".swiftpm"))
    return package


def make_packages(folder):
    """The three packages: the example with the source plugin, with the prebuilt one, and with
    the files the plugin generates checked in and no plugin."""
    source = copy_example(folder, "source-plugin")
    rewrite(source, 'path: "../.."', f'path: "{ROOT}"')

    prebuilt = copy_example(folder, "prebuilt-plugin")
    rewrite(prebuilt, SOURCE_DEPENDENCY, f'.package(name: "StringSymbolsPlugins", path: "{DISTRIBUTION}")')
    rewrite(prebuilt, 'package: "StringSymbols")', 'package: "StringSymbolsPlugins")')

    # The generated files of a build through the plugin, checked into the target.
    run(["swift", "build"], cwd=prebuilt)
    outputs = os.path.join(prebuilt, ".build", "plugins", "outputs")
    generated = next(os.path.join(top, name) for top, folders, _ in os.walk(outputs) for name in folders
                     if name == "StringSymbols" and "AppResources" in top)
    checked_in = copy_example(folder, "no-plugin")
    shutil.copytree(generated, os.path.join(checked_in, "Sources", "AppResources", "Generated"))
    rewrite(checked_in, f"    dependencies: [\n        {SOURCE_DEPENDENCY},\n    ],\n", "")
    rewrite(checked_in, f",\n            {SOURCE_PLUGIN}", "")
    return {"source plugin": source, "prebuilt plugin": prebuilt, "no plugin": checked_in}


def clean_build(package, configuration):
    shutil.rmtree(os.path.join(package, ".build"), ignore_errors=True)
    start = time.perf_counter()
    run(["swift", "build", "-c", configuration], cwd=package)
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--iterations", type=int, default=3, help="clean builds of each package and configuration (default 3)")
    parser.add_argument("--configurations", default="debug,release")
    options = parser.parse_args()
    configurations = [name for name in options.configurations.split(",") if name]

    if not os.path.isdir(BUNDLE):
        run([os.path.join(ROOT, "Scripts", "make-artifactbundle")], cwd=ROOT)
    with tempfile.TemporaryDirectory() as folder:
        packages = make_packages(folder)
        samples = {(name, configuration): [] for name in packages for configuration in configurations}
        for _ in range(options.iterations):
            for configuration in configurations:
                for name, package in packages.items():
                    samples[(name, configuration)].append(clean_build(package, configuration))

    print(f"clean builds of Examples/SharedResources, median of {options.iterations}, alternating")
    print(f"  {'':<{TARGET}}" + "".join(f"{configuration:>12}{'adds':>9}" for configuration in configurations))
    medians = {key: statistics.median(values) for key, values in samples.items()}
    for name in packages:
        row = ""
        for configuration in configurations:
            added = medians[(name, configuration)] - medians[("no plugin", configuration)]
            row += f"{medians[(name, configuration)]:>10.1f} s" + (f"{added:>+7.1f} s" if name != "no plugin" else " " * 9)
        print(f"  {name:<{TARGET}}" + row)
    for configuration in configurations:
        added = medians[("prebuilt plugin", configuration)] - medians[("no plugin", configuration)]
        print(f"prebuilt plugin over no plugin, {configuration}: {added:+.1f} s (target: at most +2.0 s)")


if __name__ == "__main__":
    main()
