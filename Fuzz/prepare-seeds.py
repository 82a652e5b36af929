#!/usr/bin/env python3
"""Writes the fuzzers' seed inputs into a folder, one subfolder per target.

Nothing here is committed: the seeds are made from the shared folder (real catalogs and legacy
tables, the JSONTestSuite, the Mustache spec) and the repository's golden inputs and templates each run.

    prepare-seeds.py REPO SHARED OUT
"""
import hashlib
import json
import re
import sys
from pathlib import Path


def write(folder: Path, data: bytes) -> None:
    """Stores one seed under its hash, so duplicates collapse."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)


def catalogs(repo: Path, shared: Path) -> list[Path]:
    return sorted((shared / "corpus").glob("*.xcstrings")) + sorted((repo / "Tests/Golden").glob("*/input/*.xcstrings"))


def texts(value):
    """Every string in a parsed catalog that is a key or a value: where format strings live."""
    if isinstance(value, dict):
        for key, child in value.items():
            yield key
            yield from texts(child)
    elif isinstance(value, list):
        for child in value:
            yield from texts(child)
    elif isinstance(value, str):
        yield value


def format_seeds(paths: list[Path], out: Path) -> None:
    seen = set()
    for path in paths:
        try:
            catalog = json.loads(path.read_bytes())
        except ValueError:
            continue
        for text in texts(catalog):
            if "%" in text and text not in seen:
                seen.add(text)
                write(out, text.encode())


def mustache_seeds(repo: Path, shared: Path, out: Path) -> None:
    # Spec tests: the template, then its partials as the fuzz target's partials a, b, c, the
    # names rewritten in partial, parent and closing tags so that they still find them.
    for spec in sorted((shared / "conformance/mustache-spec").glob("*.json")):
        for test in json.loads(spec.read_text())["tests"]:
            template = test["template"]
            partials = list(test.get("partials", {}).items())[:3]
            pieces = [source for _, source in partials]
            for (name, _), alias in zip(partials, "abc"):
                tag = re.compile(r"(\{\{\s*[<>/]\s*)" + re.escape(name) + r"(\s*\}\})")
                template = tag.sub(r"\g<1>" + alias + r"\g<2>", template)
                pieces = [tag.sub(r"\g<1>" + alias + r"\g<2>", piece) for piece in pieces]
            write(out, "\0".join([template] + pieces).encode())
    for template in sorted((repo / "Templates").glob("*.mustache")):
        write(out, template.read_bytes())


def legacy_seeds(shared: Path, out: Path) -> None:
    """The legacy corpus's tables: for the legacy target behind a byte that says which file each
    is (0: a source .strings, 1: a source .stringsdict, 2 and 3: a translation), for the pipeline
    as they are (it tells a stringsdict, a strings file and a catalog by their first byte)."""
    for path in sorted((shared / "legacy-corpus").rglob("*.lproj/*")):
        if path.suffix not in (".strings", ".stringsdict"):
            continue
        data = path.read_bytes()
        kind = 1 if path.suffix == ".stringsdict" else 0
        write(out / "legacy", bytes([kind]) + data)
        write(out / "legacy", bytes([kind | 2]) + data)
        write(out / "pipeline", data)


def swift_seeds(repo: Path, out: Path) -> None:
    """The project's own Swift files (its sources, tests and examples), each at most 64 KiB."""
    for folder in ("Sources", "Tests", "Examples"):
        for path in sorted((repo / folder).rglob("*.swift")):
            data = path.read_bytes()
            if len(data) <= 65536:
                write(out, data)


def main() -> None:
    repo, shared, out = (Path(argument) for argument in sys.argv[1:4])
    catalog_paths = catalogs(repo, shared)
    for path in catalog_paths:
        data = path.read_bytes()
        for target in ("json", "catalog", "catalog-writer", "pipeline"):
            write(out / target, data)
    for path in sorted((shared / "conformance/json-test-suite/test_parsing").glob("*.json")):
        write(out / "json", path.read_bytes())
        write(out / "catalog-writer", path.read_bytes())
    format_seeds(catalog_paths, out / "format")
    format_seeds(catalog_paths, out / "format-differential")
    mustache_seeds(repo, shared, out / "mustache")
    if (shared / "legacy-corpus").is_dir():
        legacy_seeds(shared, out)
    swift_seeds(repo, out / "swift")


if __name__ == "__main__":
    main()
