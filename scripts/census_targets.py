"""Which Xcode targets compile which Swift files (used by scripts/api-census).

The census counts widget code. The folder rule (a file importing WidgetKit or
sitting in a widget folder) also picks app files that import WidgetKit only
to call WidgetCenter or start a Live Activity: app delegates, settings
screens, notification code. An Xcode project says exactly what a widget
extension compiles, so when a repository's project names a file, membership
decides and the folder rule is not used.

Reads `project.pbxproj` files (the old-style property-list format) and
answers, for each Swift file of the repository, the set of native targets
that compile it: through a Sources build phase, or through a folder that
Xcode 16 keeps in sync with the disk (PBXFileSystemSynchronizedRootGroup)
minus or plus its membership exceptions.
"""
import os
import posixpath
import re

EXTENSION_PRODUCTS = {'com.apple.product-type.app-extension',
                      'com.apple.product-type.extensionkit-extension'}


# ------------------------------------------------------- property-list parser

_TOKEN = re.compile(r'''
    (?P<ws>\s+|//[^\n]*|/\*.*?\*/)
  | (?P<punct>[{}();=,])
  | "(?P<quoted>(?:[^"\\]|\\.)*)"
  | (?P<bare>[A-Za-z0-9_$+/:.\-<>@]+)
''', re.S | re.X)


def _tokens(text):
    pos = 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m:
            raise ValueError(f'unexpected character at offset {pos}')
        pos = m.end()
        if m.group('ws'):
            continue
        if m.group('punct'):
            yield ('p', m.group('punct'))
        elif m.group('quoted') is not None:
            yield ('s', re.sub(r'\\(.)', lambda e: {'n': '\n', 't': '\t'}.get(e.group(1), e.group(1)),
                               m.group('quoted')))
        else:
            yield ('s', m.group('bare'))


def parse_plist(text):
    """Parses an old-style (OpenStep) property list into dicts, lists and strings."""
    toks = list(_tokens(text))
    pos = 0

    def value():
        nonlocal pos
        kind, v = toks[pos]
        pos += 1
        if kind == 's':
            return v
        if v == '{':
            d = {}
            while toks[pos] != ('p', '}'):
                key = value()
                if toks[pos] != ('p', '='):
                    raise ValueError('expected =')
                pos += 1
                d[key] = value()
                if toks[pos] == ('p', ';'):
                    pos += 1
            pos += 1
            return d
        if v == '(':
            items = []
            while toks[pos] != ('p', ')'):
                items.append(value())
                if toks[pos] == ('p', ','):
                    pos += 1
            pos += 1
            return items
        raise ValueError(f'unexpected {v!r}')

    return value()


# ------------------------------------------------------------- target membership

class Target:
    def __init__(self, name, product_type):
        self.name = name
        self.product_type = product_type

    @property
    def is_extension(self):
        return self.product_type in EXTENSION_PRODUCTS


def _membership(project_rel, plist, repo_files):
    """Yields (repo-relative path, Target) for every file a target compiles.

    project_rel: path of the .xcodeproj folder inside the repository.
    repo_files: all repository-relative paths known (for synchronized folders)."""
    objects = plist.get('objects', {})
    root = objects.get(plist.get('rootObject', ''), {})
    source_root = posixpath.normpath(posixpath.join(posixpath.dirname(project_rel),
                                                    root.get('projectDirPath', '') or '.'))
    parent = {}
    for oid, o in objects.items():
        for child in o.get('children', []) if isinstance(o, dict) else []:
            parent[child] = oid

    cache = {}

    def path_of(oid, depth=0):
        if oid in cache:
            return cache[oid]
        o = objects.get(oid, {})
        own = o.get('path', '')
        tree = o.get('sourceTree', '<group>')
        if depth > 64:
            return None
        if tree == 'SOURCE_ROOT':
            base = source_root
        elif tree == '<group>':
            p = parent.get(oid)
            base = path_of(p, depth + 1) if p else source_root
        else:
            base = None  # built products, SDK, absolute: outside the repository
        result = None if base is None else posixpath.normpath(posixpath.join(base, own))
        cache[oid] = result
        return result

    sync_exceptions = {}  # group id -> {target id: [relative paths]}
    for oid, o in objects.items():
        if not isinstance(o, dict) or o.get('isa') != 'PBXFileSystemSynchronizedRootGroup':
            continue
        per_target = {}
        for ex in o.get('exceptions', []):
            e = objects.get(ex, {})
            if e.get('isa') == 'PBXFileSystemSynchronizedBuildFileExceptionSet':
                per_target.setdefault(e.get('target'), []).extend(e.get('membershipExceptions', []))
        sync_exceptions[oid] = per_target

    def in_sync_group(gid, tid):
        folder = path_of(gid)
        if folder is None:
            return
        excepted = sync_exceptions.get(gid, {}).get(tid, [])
        member = gid in targets_sync.get(tid, ())
        prefix = folder + '/'
        for f in repo_files:
            if not f.startswith(prefix):
                continue
            rel = f[len(prefix):]
            hit = any(rel == x or rel.startswith(x.rstrip('/') + '/') for x in excepted)
            if member != hit:
                yield f

    targets_sync = {}
    for tid, t in objects.items():
        if isinstance(t, dict) and t.get('isa') == 'PBXNativeTarget':
            targets_sync[tid] = set(t.get('fileSystemSynchronizedGroups', []))

    for tid, t in objects.items():
        if not isinstance(t, dict) or t.get('isa') != 'PBXNativeTarget':
            continue
        target = Target(t.get('name', tid), t.get('productType', ''))
        for phase in t.get('buildPhases', []):
            ph = objects.get(phase, {})
            if ph.get('isa') != 'PBXSourcesBuildPhase':
                continue
            for bf in ph.get('files', []):
                ref = objects.get(bf, {}).get('fileRef')
                p = path_of(ref) if ref else None
                if p:
                    yield p, target
        groups = set(targets_sync[tid])
        groups |= {g for g, per in sync_exceptions.items() if tid in per}
        for gid in groups:
            for f in in_sync_group(gid, tid):
                yield f, target


def targets_by_file(projects, repo_files):
    """projects: [(repo-relative path of project.pbxproj, text)]; repo_files: the
    repository's Swift files. Returns {path: [Target]} for those some target compiles."""
    out = {}
    for pbx_rel, text in projects:
        try:
            plist = parse_plist(text)
        except (ValueError, IndexError):
            continue
        project_rel = posixpath.dirname(pbx_rel)  # …/Name.xcodeproj
        for path, target in _membership(project_rel, plist, repo_files):
            if path in repo_files:  # a project may name files the repository lacks (generated, ignored)
                out.setdefault(path, []).append(target)
    return out


def widget_files(projects, repo_files, declares_widget):
    """The repository files compiled by a widget extension, and the files
    the projects name at all. A widget extension is an extension target that
    compiles a file declaring a widget or widget bundle (declares_widget(path));
    an Intents or notification extension that imports WidgetKit only to reload
    timelines is not one."""
    by_file = targets_by_file(projects, repo_files)
    target_files = {}
    for path, targets in by_file.items():
        for t in targets:
            target_files.setdefault(id(t), (t, set()))[1].add(path)
    # _membership makes one Target object per native target, so its identity groups files
    widget = set()
    for t, files in target_files.values():
        if t.is_extension and any(declares_widget(f) for f in files):
            widget |= files
    return widget, set(by_file)
