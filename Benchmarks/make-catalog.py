#!/usr/bin/env python3
"""Writes a synthetic String Catalog of N keys in L languages, the same bytes for the same N and L.

The mix follows real app catalogs: plain strings (40 %), positional arguments (15 %), named
arguments (10 %), plural variations (15 %), device variations (5 %), substitutions with their own
plurals (10 %) and a string with a literal percent sign (5 %); about half of the keys carry a
translator comment, most are manual and the rest extracted or migrated. Every language has a
translation of every key with the same variations. The file is laid out as Xcode writes it
(sorted keys, two-space indentation, " : " between a name and its value).

usage: Benchmarks/make-catalog.py --keys N --languages L OUTPUT
"""
import argparse
import json
import random

LANGUAGES = [
    "en", "de", "fr", "es", "it", "ja", "ko", "zh-Hans", "zh-Hant", "pt-BR", "ru", "pl", "nl", "sv", "da",
    "fi", "nb", "tr", "cs", "sk", "hu", "ro", "uk", "el", "he", "ar", "th", "vi", "id", "ms", "hi", "ca",
    "hr", "sl", "sr", "bg", "lt", "lv", "et", "cy", "ga", "is",
]
WORDS = [
    "account", "archive", "booking", "cart", "delete", "download", "edit", "export", "favorite", "folder",
    "history", "import", "item", "library", "message", "note", "photo", "profile", "settings", "share",
    "sync", "upload", "video", "window",
]


def unit(value):
    return {"stringUnit": {"state": "translated", "value": value}}


def plural(one, other):
    return {"variations": {"plural": {"one": unit(one), "other": unit(other)}}}


def localization(kind, text, language):
    """The localization of one key of `kind` in `language`; `text` is the key's words."""
    tag = "" if language == "en" else f"[{language}] "
    if kind == "plain":
        return unit(f"{tag}{text.capitalize()}")
    if kind == "positional":
        return unit(f"{tag}%2$@ has %1$lld {text}")
    if kind == "named":
        return unit(f"{tag}%(count)lld {text} in %(folder)@")
    if kind == "plural":
        return plural(f"{tag}One {text}", f"{tag}%lld {text}s")
    if kind == "device":
        return {"variations": {"device": {
            "iphone": unit(f"{tag}Tap to {text}"),
            "mac": unit(f"{tag}Click to {text}"),
            "other": unit(f"{tag}Choose to {text}"),
        }}}
    if kind == "substitution":
        value = unit(f"{tag}%#@files@ in %#@folders@")
        value["substitutions"] = {
            "files": {"argNum": 1, "formatSpecifier": "lld",
                      "variations": plural(f"{tag}one {text} file", f"{tag}%arg {text} files")["variations"]},
            "folders": {"argNum": 2, "formatSpecifier": "lld",
                        "variations": plural(f"{tag}one folder", f"{tag}%arg folders")["variations"]},
        }
        return value
    if kind == "percent":
        return unit(f"{tag}%lld%% of {text} done")
    raise ValueError(kind)


def catalog(keys, languages):
    generator = random.Random(keys * 1_000 + languages)
    kinds = ["plain"] * 40 + ["positional"] * 15 + ["named"] * 10 + ["plural"] * 15 + ["device"] * 5 \
        + ["substitution"] * 10 + ["percent"] * 5
    strings = {}
    for number in range(keys):
        first, second = generator.choice(WORDS), generator.choice(WORDS)
        kind = generator.choice(kinds)
        key = f"{first}.{second}.{kind}_{number}"
        text = f"{first} {second} {number}"
        entry = {}
        if generator.random() < 0.5:
            entry["comment"] = f"Shown where the {first} screen lists {second}s."
        state = generator.random()
        entry["extractionState"] = "manual" if state < 0.8 else ("extracted_with_value" if state < 0.95 else "migrated")
        entry["localizations"] = {language: localization(kind, text, language) for language in LANGUAGES[:languages]}
        strings[key] = entry
    return {"sourceLanguage": "en", "strings": strings, "version": "1.0"}


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--keys", type=int, required=True)
    parser.add_argument("--languages", type=int, default=2)
    parser.add_argument("output")
    options = parser.parse_args()
    if not 1 <= options.languages <= len(LANGUAGES):
        parser.error(f"--languages takes 1 to {len(LANGUAGES)}")
    document = catalog(options.keys, options.languages)
    with open(options.output, "w", encoding="utf-8") as file:
        json.dump(document, file, ensure_ascii=False, indent=2, separators=(",", " : "), sort_keys=True)
        file.write("\n")


if __name__ == "__main__":
    main()
