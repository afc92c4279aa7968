#!/usr/bin/env python3
"""Builds a corpus for scripts/corpus.py from repositories already on this machine.

  scripts/corpus-gather.py OUT MIRROR... [--apps owner/name,...]
  scripts/corpus-gather.py OUT --list scripts/corpus-repos.txt [--mirrors /work/.mirror]

With --list, the repositories and their categories come from the list (one "owner/name app|demo"
per line, # for comments) and each is looked up as MIRRORS/owner+name/repo, where `fetch` puts it.

Each MIRROR is a git directory (a bare snapshot or a clone). From its HEAD, every .swift file that
uses Liquid Glass (`glassEffect`, `GlassEffectContainer`, `.buttonStyle(.glass…)`) is copied to
OUT/files/<owner+name>/<path>, and OUT/corpus.json lists them with repository, path, commit and
category ("app" for the repositories named by --apps, "demo" otherwise). The whole tree of each
repository also goes to OUT/apps/<owner+name>/ (Swift sources and asset catalogs only) so folder
loading can be measured. OUT is outside this repository: the files are other people's code.
"""
import argparse
import json
import os
import re
import subprocess

GLASS = re.compile(r"glassEffect|GlassEffectContainer|buttonStyle\(\.glass")
KEEP = re.compile(r"\.swift$|\.xcassets/.*\.(json|png|jpe?g|pdf|svg)$|\.(ttf|otf)$", re.I)
MAX_BYTES = 1 << 20


def git(directory, *args):
    return subprocess.run(["git", "--git-dir", directory, *args], capture_output=True, check=True).stdout


def name_of(directory):
    parts = os.path.normpath(directory).split(os.sep)
    for part in reversed(parts):
        if "+" in part:
            return part
    raise SystemExit(f"corpus-gather: cannot tell the repository of {directory} (expected owner+name in the path)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("mirrors", nargs="*")
    parser.add_argument("--apps", default="", help="comma-separated owner/name of shipping apps")
    parser.add_argument("--list", help="a file of 'owner/name app|demo' lines naming the repositories")
    parser.add_argument("--mirrors", dest="mirror_root", default="/work/.mirror", help="where --list looks")
    arguments = parser.parse_args()
    apps = {name.strip() for name in arguments.apps.split(",") if name.strip()}
    if arguments.list:
        for line in open(arguments.list):
            fields = line.split("#", 1)[0].split()
            if not fields:
                continue
            mirror = os.path.join(arguments.mirror_root, fields[0].replace("/", "+", 1), "repo")
            if not os.path.isdir(mirror):
                raise SystemExit(f"corpus-gather: {fields[0]} is not at {mirror}; fetch it first")
            arguments.mirrors.append(mirror)
            if fields[1:] == ["app"]:
                apps.add(fields[0])
    if not arguments.mirrors:
        parser.error("name mirrors or give --list")
    entries = []
    for mirror in arguments.mirrors:
        directory = os.path.join(mirror, ".git") if os.path.isdir(os.path.join(mirror, ".git")) else mirror
        repo = name_of(mirror).replace("+", "/", 1)
        commit = git(directory, "rev-parse", "HEAD").decode().strip()
        listing = git(directory, "ls-tree", "-r", "-l", "HEAD").decode().splitlines()
        category = "app" if repo in apps else "demo"
        for line in listing:
            meta, path = line.split("\t", 1)
            kind, size = meta.split()[1], meta.split()[3]
            if kind != "blob" or not size.isdigit() or int(size) > MAX_BYTES or not KEEP.search(path):
                continue
            try:
                data = git(directory, "show", f"{commit}:{path}")
            except subprocess.CalledProcessError:
                continue  # a blob the snapshot lacks (over its size limit)
            tree_copy = os.path.join(arguments.out, "apps", name_of(mirror), path)
            os.makedirs(os.path.dirname(tree_copy), exist_ok=True)
            with open(tree_copy, "wb") as handle:
                handle.write(data)
            if path.endswith(".swift") and GLASS.search(data.decode("utf-8", "replace")):
                relative = os.path.join(name_of(mirror), path)
                target = os.path.join(arguments.out, "files", relative)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with open(target, "wb") as handle:
                    handle.write(data)
                entries.append({"file": relative, "repo": repo, "path": path, "commit": commit, "category": category})
    with open(os.path.join(arguments.out, "corpus.json"), "w") as handle:
        json.dump(entries, handle, indent=1)
    by_category = {}
    for entry in entries:
        by_category[entry["category"]] = by_category.get(entry["category"], 0) + 1
    print(f"corpus-gather: {len(entries)} files from {len(arguments.mirrors)} repositories: {by_category}")


if __name__ == "__main__":
    main()
