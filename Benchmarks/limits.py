#!/usr/bin/env python3
"""What `string-symbols generate` does with extreme and malformed input: time, peak memory, outcome.

Writes each input into a temporary folder, runs the release build of the CLI on it once under
`/usr/bin/time` (with a time limit), and prints one row per input: its size, the exit status
with the first line of the tool's standard error, the wall time and the peak resident memory.
Every row must end in a result or a clear error: a crash, a hang (the time limit) or a missing
diagnostic fails the script.

  catalogs:  200 MB (13,500 keys x 40 languages), 1,000,000 keys, nesting 100,000 deep (objects
             and arrays), a 10 MB string, bytes that are not UTF-8, a byte-order mark, an empty
             file, a JSON array, a number, a catalog cut off in the middle
  templates: sections nested 100,000 deep, a partial that includes itself, 100 MB of output

usage: Benchmarks/limits.py [--quick]   (--quick leaves out the 200 MB and 1,000,000-key catalogs)
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
TIME_LIMIT = 300


def write(path, data):
    with open(path, "wb") as file:
        file.write(data if isinstance(data, bytes) else data.encode("utf-8"))
    return path


def catalog(strings):
    return json.dumps({"sourceLanguage": "en", "version": "1.0", "strings": strings}, ensure_ascii=False)


def run(tool, arguments, folder):
    command = ["/usr/bin/time", "-f", "%e %M", tool, "generate", "--output", os.path.join(folder, "out")] + arguments
    try:
        result = subprocess.run(command, capture_output=True, text=True, timeout=TIME_LIMIT, errors="replace")
    except subprocess.TimeoutExpired:
        return None
    lines = result.stderr.strip().splitlines()
    seconds, kilobytes = lines[-1].split()
    messages = [line for line in lines[:-1] if not line.startswith("Command exited")]
    return result.returncode, messages, float(seconds), int(kilobytes) / 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true")
    options = parser.parse_args()

    subprocess.run(["swift", "build", "-c", "release", "--product", "string-symbols"], check=True, stdout=subprocess.DEVNULL)
    tool = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], check=True,
                          capture_output=True, text=True).stdout.strip() + "/string-symbols"

    with tempfile.TemporaryDirectory() as folder:
        def path(name):
            return os.path.join(folder, name)

        # (name, arguments, expected: "ok" or a pattern of the first error line)
        cases = []
        if not options.quick:
            subprocess.run([sys.executable, os.path.join(HERE, "make-catalog.py"), "--keys", "13500", "--languages", "40",
                            path("Large.xcstrings")], check=True)
            cases.append(("200 MB catalog (13,500 keys x 40 languages)", [path("Large.xcstrings")], "ok"))
            subprocess.run([sys.executable, os.path.join(HERE, "make-catalog.py"), "--keys", "1000000", "--languages", "1",
                            path("Million.xcstrings")], check=True)
            cases.append(("1,000,000 keys", [path("Million.xcstrings")], "ok"))
        cases += [
            ("objects nested 100,000 deep", [write(path("DeepObjects.xcstrings"), '{"a":' * 100_000 + "1" + "}" * 100_000)],
             r":1:\d+: error: arrays and objects nest deeper than"),
            ("arrays nested 100,000 deep", [write(path("DeepArrays.xcstrings"), "[" * 100_000 + "]" * 100_000)],
             r":1:\d+: error: arrays and objects nest deeper than"),
            ("a 10 MB string", [write(path("LongString.xcstrings"), catalog(
                {"long": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "text " * 2_000_000}}}}}))], "ok"),
            ("bytes that are not UTF-8", [write(path("Latin1.xcstrings"), catalog({"caf\u00e9": {}}).encode("latin-1"))],
             r":1:\d+: error: invalid UTF-8"),
            ("a byte-order mark", [write(path("BOM.xcstrings"), b"\xef\xbb\xbf" + catalog({"room": {}}).encode())], "ok"),
            ("an empty file", [write(path("Empty.xcstrings"), "")], r":1:1: error: "),
            ("a JSON array", [write(path("Array.xcstrings"), "[]")], r":1:1: error: a String Catalog must be an object"),
            ("a number", [write(path("Number.xcstrings"), "42")], r":1:1: error: a String Catalog must be an object"),
            ("a catalog cut off", [write(path("Cut.xcstrings"), catalog({"room": {}})[:30])], r":1:\d+: error: "),
        ]
        small = write(path("Localizable.xcstrings"), catalog({f"key_{n}": {} for n in range(100_000)}))
        # Each template in a folder of its own: the other .mustache files beside a template are its partials.
        for name in ["deep", "self", "huge"]:
            os.makedirs(path(name))
        cases += [
            ("template: sections nested 100,000 deep",
             ["--template", write(path("deep/Deep.mustache"), "{{#tables}}" * 100_000 + "{{/tables}}" * 100_000), small],
             r":1:\d+: error: .*nested more than"),
            ("template: a partial that includes itself",
             ["--template", write(path("self/Self.mustache"), "{{> Self}}"), small],
             r": error: .*nested more than"),
            ("template: 100 MB of output",
             ["--template", write(path("huge/Huge.mustache"), "{{#tables}}{{#symbols}}" + "x" * 1_000 + "{{name}}\n{{/symbols}}{{/tables}}"), small],
             "ok"),
        ]

        failures = 0
        print(f"{'input':46} {'size':>9}  {'s':>6} {'peak MB':>8}  outcome")
        for name, arguments, expected in cases:
            inputs = [argument for argument in arguments if os.path.isfile(argument)]
            size = sum(os.path.getsize(file) for file in inputs)
            outcome = run(tool, arguments, folder)
            if outcome is None:
                print(f"{name:46} {size / 1e6:8.1f}M  hang: no result in {TIME_LIMIT} s")
                failures += 1
                continue
            status, messages, seconds, megabytes = outcome
            errors = [line for line in messages if ": error: " in line]
            if expected == "ok":
                good = status == 0
                shown = "generated" if good else f"exit {status}: {messages[:1]}"
            else:
                good = status == 1 and len(errors) >= 1 and re.search(expected, errors[0]) is not None
                shown = f"exit {status}: {re.sub(r'^.*?/(?=[^/]*:)', '', errors[0]) if errors else messages[:1]}"
            if not good:
                failures += 1
                shown = "UNEXPECTED " + shown
            print(f"{name:46} {size / 1e6:8.1f}M  {seconds:6.2f} {megabytes:8.0f}  {shown[:110]}")
        if failures:
            sys.exit(f"{failures} inputs without a result or a clear error")


if __name__ == "__main__":
    main()
