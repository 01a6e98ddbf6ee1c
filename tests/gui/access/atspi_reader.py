"""Reads a running Wallasey Retry Lab window from outside, through AT-SPI,
as the Orca screen reader does. Run with the system's Python (it has
pyatspi), not the project's: ``/usr/bin/python3 atspi_reader.py APP SECONDS
[PRESS...]`` (SECONDS may be FIRST/LATER, the first wait's and the others').

It waits for the application named APP on the accessibility bus and
listens for announcements and description changes until the first
announcement (at most SECONDS), then reads the tree. For each PRESS, it
presses the showing control of that name through AT-SPI's action (as a
screen reader's user does), waits for the next announcement and reads the
tree again. It prints one JSON object: ``trees`` (a list: every showing
object's depth, role, name, description, and a slider's value), ``events`` (announcements and
description changes heard, in order)."""

from __future__ import annotations

import json
import sys
import time

import pyatspi
from gi.repository import GLib


def find_app(name: str, timeout: float):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        desktop = pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            app = desktop.getChildAtIndex(i)
            if app is not None and app.name == name:
                return app
        time.sleep(0.5)
    return None


def walk(obj, depth: int, out: list, limit: int = 4000) -> None:
    if obj is None or len(out) >= limit:
        return
    try:
        states = obj.getState()
        showing = states.contains(pyatspi.STATE_SHOWING)
        if depth > 1 and not showing:
            return
        node = {"depth": depth, "role": obj.getRoleName(), "name": obj.name or "",
                "description": obj.description or "",
                "focusable": states.contains(pyatspi.STATE_FOCUSABLE)}
        if node["role"] == "slider":
            node["value"] = value_of(obj)
        out.append(node)
        for i in range(obj.childCount):
            walk(obj.getChildAtIndex(i), depth + 1, out, limit)
    except Exception as e:  # an object gone while reading: note it and go on
        out.append({"depth": depth, "role": "error", "name": str(e), "description": "", "focusable": False})


def value_of(obj):
    """A slider's number as Orca would read it (None: it offers none, and Orca reads its description)."""
    try:
        return obj.queryValue().currentValue
    except NotImplementedError:
        return None


def main() -> int:
    # SECONDS, or FIRST/SECOND/.../LATER: each look's longest wait for an announcement (the last for the rest)
    name, waits = sys.argv[1], [float(w) for w in sys.argv[2].split("/")]
    app = find_app(name, 120.0)  # a loaded machine's first start can take a minute
    if app is None:
        print(json.dumps({"error": f"no application named {name!r} on the accessibility bus"}))
        return 1
    events: list[dict] = []

    def heard(event):
        try:
            kind = event.type
            text = event.any_data if isinstance(event.any_data, str) else ""
            if "description" in kind:
                text = event.source.description or ""
            role = event.source.getRoleName() if event.source is not None else ""
            name = event.source.name if event.source is not None else ""
            events.append({"type": str(kind), "role": role, "name": name or "", "text": text,
                           "at": round(time.monotonic() - start, 2)})
        except Exception as e:
            events.append({"type": "error", "text": str(e)})

    start = time.monotonic()
    pyatspi.Registry.registerEventListener(heard, "object:announcement",
                                           "object:property-change:accessible-description")
    trees = []

    def wait_for_announcement(before: int, limit: float) -> None:
        loop = GLib.MainLoop()
        end = time.monotonic() + limit

        def check():
            announced = sum(1 for e in events if e.get("type") == "object:announcement")
            if announced > before or time.monotonic() > end:
                GLib.timeout_add(1000, loop.quit)  # the descriptions' next look comes within a second
                return False
            return True

        GLib.timeout_add(100, check)
        loop.run()
        tree: list = []
        walk(app, 0, tree)
        trees.append(tree)

    wait_for_announcement(0, waits[0])
    for name in sys.argv[3:]:
        target = find_showing(app, name)
        if target is None:
            events.append({"type": "error", "text": f"nothing showing named {name!r}"})
            continue
        before = sum(1 for e in events if e.get("type") == "object:announcement")
        events.append({"type": "press", "name": name, "at": round(time.monotonic() - start, 2)})
        action = target.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        action.doAction(names.index("Press") if "Press" in names else 0)  # Toggle only checks, as a click would not
        wait_for_announcement(before, waits[min(len(trees), len(waits) - 1)])
    print(json.dumps({"trees": trees, "events": events}))
    return 0


PRESSABLE = ("push button", "check box", "radio button", "toggle button", "page tab")


def find_showing(obj, name: str):
    """The first showing object named ``name`` that can be pressed."""
    try:
        if obj.name == name and obj.getState().contains(pyatspi.STATE_SHOWING):
            try:
                if obj.getRoleName() in PRESSABLE and obj.queryAction().nActions > 0:
                    return obj
            except NotImplementedError:
                pass
        for i in range(obj.childCount):
            found = find_showing(obj.getChildAtIndex(i), name)
            if found is not None:
                return found
    except Exception:
        return None
    return None


if __name__ == "__main__":
    sys.exit(main())
