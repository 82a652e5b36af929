#!/usr/bin/env python3
"""Writes the fuzzers' seed inputs into a folder, one subfolder per target.

Nothing here is committed: the seeds are made from the shared folder (real catalogs, legacy
tables and XLIFF exports, the JSONTestSuite, the Mustache spec) and the repository's golden inputs and templates each run.

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


XLIFF_HEAD = (
    '<?xml version="1.0" encoding="UTF-8"?>\n'
    '<xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">\n'
)


def xliff_file(units: str, target: str = "de", source: str = "en") -> str:
    return (
        f'  <file original="Localizable.xcstrings" source-language="{source}" target-language="{target}" datatype="plaintext">\n'
        '    <header>\n      <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.4" build-num="16F6"/>\n    </header>\n'
        f'    <body>\n{units}    </body>\n  </file>\n'
    )


def unit(id: str, source: str, target: str | None = None, state: str = "translated", extra: str = "") -> str:
    target_element = f'        <target state="{state}"{extra}>{target}</target>\n' if target is not None else ""
    return (
        f'      <trans-unit id="{id}" xml:space="preserve">\n        <source>{source}</source>\n'
        f'{target_element}        <note/>\n      </trans-unit>\n'
    )


def xliff_seeds(shared: Path, out: Path) -> None:
    """Xcode's exports in the XLIFF corpus, and small documents written here for the target's
    fixed catalog (plural, device and substitution units), groups, CDATA sections, references,
    inline markup, CRLF line breaks, and what the reader must refuse: a DOCTYPE with an internal
    subset, an unknown entity."""
    for path in sorted((shared / "xliff-corpus").rglob("*.xliff")):
        write(out, path.read_bytes())
    documents = [
        # Every unit of the fixed catalog for German: plain, plural, device, substitutions.
        xliff_file(
            unit("%#@files@ in %#@folders@", "%1$#@files@ in %2$#@folders@", "%1$#@files@ in %2$#@folders@")
            + unit("%#@files@ in %#@folders@|==|substitutions.files.plural.one", "%1$lld file", "%1$lld Datei")
            + unit("%#@files@ in %#@folders@|==|substitutions.files.plural.other", "%1$lld files", "%1$lld Dateien")
            + unit("%#@files@ in %#@folders@|==|substitutions.folders.plural.one", "%2$lld folder", "%2$lld Ordner")
            + unit("%#@files@ in %#@folders@|==|substitutions.folders.plural.other", "%2$lld folders", "%2$lld Ordner", "needs-review-l10n")
            + unit("%lld items|==|plural.one", "%lld item", "%lld Element")
            + unit("%lld items|==|plural.other", "%lld items", "%lld Elemente", "final")
            + unit("Greeting", "Hello", "Hallo &amp; willkommen", "translated", ' state-qualifier="leveraged-mt"')
            + unit("Tap|==|device.iphone", "Tap", "Tippen")
            + unit("Tap|==|device.mac", "Click", "Klicken", "new")
            + unit("Tap|==|device.other", "Select", "Auswählen")
            + unit("Unknown key", "Unknown", "Unbekannt")
        ),
        # Arabic's six plural categories, a group, CDATA and character references.
        xliff_file(
            '      <group id="plurals">\n'
            + "".join(unit(f"%lld items|==|plural.{case}", "%lld items", f"<![CDATA[%lld <{case}> & ]]>&#x661;&#13;&#10;") for case in ("zero", "one", "two", "few", "many", "other"))
            + '      </group>\n'
            + unit("Tap|==|device.ipad", "Select", "&lt;اختر&gt; &quot;&apos;")
            + unit("%#@files@ in %#@folders@|==|substitutions.files.plural.few", "%1$lld files", "%1$lld ملفات"),
            target="ar",
        ),
        # Inline markup, a comment and a processing instruction, French, no targets for some units.
        xliff_file(
            unit("Greeting", "Hello", '<g id="1">Bonjour</g> <x id="2"/><mrk mtype="seg">!</mrk><!-- c --><?pi x?>')
            + unit("Untranslatable", "Untranslatable")
            + unit("%lld items|==|plural.many", "%lld items", "%lld éléments"),
            target="fr",
        ),
        # The source language itself, and a file of another source language.
        xliff_file(unit("Greeting", "Hello", "Hi") + unit("Tap|==|device.iphone", "Tap", "Touch"), target="en")
        + xliff_file(unit("Greeting", "Hallo", "Hello"), target="en", source="de"),
    ]
    for body in documents:
        write(out, (XLIFF_HEAD + body + "</xliff>\n").encode())
    # Windows line breaks, with a byte order mark.
    write(out, ("\ufeff" + XLIFF_HEAD + documents[0] + "</xliff>\n").replace("\n", "\r\n").encode())
    refused = [
        # An internal subset could declare entities (billion laughs, external files): refused.
        '<?xml version="1.0"?>\n<!DOCTYPE xliff [\n  <!ENTITY a "aaaaaaaaaa">\n  <!ENTITY b "&a;&a;&a;&a;">\n]>\n'
        '<xliff version="1.2"><file original="a" source-language="en" target-language="de"><body>'
        '<trans-unit id="Greeting"><source>&b;</source><target>&b;</target></trans-unit></body></file></xliff>\n',
        # An external DTD only, which is read past.
        '<?xml version="1.0"?>\n<!DOCTYPE xliff PUBLIC "-//XLIFF//DTD XLIFF//EN" "xliff.dtd">\n'
        '<xliff version="1.2"><file original="a" source-language="en" target-language="de"><body>'
        '<trans-unit id="Greeting"><source>Hello</source><target>Hallo</target></trans-unit></body></file></xliff>\n',
        # An entity no document can declare here.
        '<xliff version="1.2"><file original="a" source-language="en" target-language="de"><body>'
        '<trans-unit id="Greeting"><source>Hello</source><target>&nbsp;Hallo</target></trans-unit></body></file></xliff>',
        # Not XLIFF 1.2, and a file without its languages.
        '<xliff version="2.0"><file id="f"><unit id="u"><segment><source>a</source></segment></unit></file></xliff>',
        '<xliff version="1.2"><file original="a"><body><trans-unit><source>a</source></trans-unit></body></file></xliff>',
    ]
    for document in refused:
        write(out, document.encode())


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
    xliff_seeds(shared, out / "xliff")


if __name__ == "__main__":
    main()
