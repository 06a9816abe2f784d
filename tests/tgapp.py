# tgapp.py: what the window tests written in Python share: TAP output,
# waiting for an event, a private session (D-Bus, accessibility bus, XDG
# folders) for the real tengen binary, and the ways a person reaches its
# widgets — a click on a widget's extents, keys and typed text through
# xdotool on the X display.
#
# Copyright 2026 The Tengen authors
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time

results = []


def check(ok, description):
    results.append((bool(ok), description))
    print(("ok" if ok else "not ok"), len(results), "-", description, flush=True)
    return ok


def bail(message):
    print("Bail out!", message, flush=True)
    sys.exit(1)


def note(text):
    for line in str(text).splitlines():
        print("#", line, flush=True)


def wait_for(predicate, timeout=20.0, interval=0.05):
    """Polls for the state that proves an event happened."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            value = predicate()
        except Exception:
            value = None
        if value:
            return value
        if time.monotonic() >= deadline:
            return None
        time.sleep(interval)


def xdotool(*args):
    return subprocess.run(["xdotool", *args], check=True, capture_output=True,
                          text=True).stdout.strip()


def walk(accessible):
    """Every accessible below ACCESSIBLE, breadth first: records hold deep
    trees of widgets and recursion would follow them."""
    queue = [accessible]
    while queue:
        node = queue.pop(0)
        yield node
        try:
            queue.extend(node[i] for i in range(node.childCount))
        except Exception:
            continue


def find(accessible, predicate):
    for node in walk(accessible):
        try:
            if predicate(node):
                return node
        except Exception:
            continue
    return None


def find_all(accessible, predicate):
    found = []
    for node in walk(accessible):
        try:
            if predicate(node):
                found.append(node)
        except Exception:
            continue
    return found


def hold_display():
    """A client that keeps Xvfb from resetting itself (and refusing
    connections meanwhile) whenever its last window goes."""
    holder = subprocess.Popen(["xprop", "-root", "-spy"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    time.sleep(0.3)
    if holder.poll() is None:
        return holder
    return None


def act(accessible):
    """Run @accessible's first action.  The application answers only
    after running it, and an action that builds a window (Preferences
    under the sanitizers on a loaded machine) can outlast AT-SPI's 800 ms
    reply time-out: the action still runs, and the caller waits for its
    effect, so a reply that does not come in time is no failure."""
    from gi.repository import GLib
    try:
        accessible.queryAction().doAction(0)
    except GLib.Error as error:
        if "Did not receive a reply" not in error.message:
            raise


class App:
    """The tengen process and its windows on the accessibility bus."""

    def __init__(self, session, process):
        import pyatspi
        self.pyatspi = pyatspi
        self.session = session
        self.process = process
        self.pid = process.pid

    def accessible(self):
        desktop = self.pyatspi.Registry.getDesktop(0)
        for i in range(desktop.childCount):
            candidate = desktop[i]
            try:
                if candidate is not None and candidate.get_process_id() == self.pid:
                    return candidate
            except Exception:
                continue
        return None

    def windows(self):
        app = self.accessible()
        if app is None:
            return []
        found = []
        for i in range(app.childCount):
            try:
                found.append(app[i])
            except Exception:
                continue
        return found

    def window(self, predicate, timeout=20.0):
        """The first top-level window whose name satisfies PREDICATE."""
        return wait_for(lambda: next((w for w in self.windows()
                                      if predicate(w.name or "")), None), timeout)

    def role(self, name):
        return getattr(self.pyatspi, "ROLE_" + name.upper().replace(" ", "_"))

    def widget(self, window, role, name=None, timeout=10.0):
        role = self.role(role)
        return wait_for(lambda: find(window, lambda a: a.getRole() == role
                                     and (name is None or (a.name or "") == name)),
                        timeout)

    def x_window(self, title_part):
        """The X window of this process whose title contains TITLE_PART."""
        def search():
            ids = xdotool("search", "--onlyvisible", "--pid", str(self.pid)).split()
            for wid in ids:
                try:
                    if title_part in xdotool("getwindowname", wid):
                        return wid
                except subprocess.CalledProcessError:
                    continue
            return None
        return wait_for(search)

    def x_window_other_than(self, title_part):
        """The X window of this process whose title lacks TITLE_PART: a
        dialog over the window of that title."""
        def search():
            for wid in reversed(xdotool("search", "--onlyvisible", "--pid",
                                        str(self.pid)).split()):
                if title_part not in xdotool("getwindowname", wid):
                    return wid
            return None
        return wait_for(search)

    def click(self, accessible, window_title, dx=None, dy=None, button="1"):
        """A pointer click on ACCESSIBLE's extents, at its centre unless
        DX, DY (from its top-left corner) are given.  GTK 4.8 reports
        extents only relative to the window, so the X window's position
        is added."""
        wid = self.x_window(window_title)
        if wid is None:
            bail("no X window titled " + window_title)
        geometry = dict(line.split("=") for line in
                        xdotool("getwindowgeometry", "--shell", wid).splitlines())
        extents = accessible.queryComponent().getExtents(self.pyatspi.WINDOW_COORDS)
        x = int(geometry["X"]) + extents.x + (extents.width // 2 if dx is None else dx)
        y = int(geometry["Y"]) + extents.y + (extents.height // 2 if dy is None else dy)
        # Xvfb has no window manager to activate a window: focus it.
        xdotool("windowfocus", "--sync", wid)
        xdotool("mousemove", "--sync", str(x), str(y))
        xdotool("click", button)
        return extents

    def focused(self, window):
        state = self.pyatspi.STATE_FOCUSED
        return find(window, lambda a: a.getState().contains(state))

    def scroll_into_view(self, accessible, window_title, scroller):
        """Scrolls SCROLLER with the wheel until ACCESSIBLE lies inside it,
        for dialogs taller than the screen's part they get."""
        for _ in range(40):
            inner = accessible.queryComponent().getExtents(self.pyatspi.WINDOW_COORDS)
            outer = scroller.queryComponent().getExtents(self.pyatspi.WINDOW_COORDS)
            if inner.y >= outer.y and inner.y + inner.height <= outer.y + outer.height:
                return True
            down = inner.y + inner.height > outer.y + outer.height
            self.click(scroller, window_title, dx=outer.width // 2, dy=outer.height // 2,
                       button="5" if down else "4")
            time.sleep(0.05)
        return False

    def key(self, *keys):
        xdotool("key", "--clearmodifiers", "--delay", "30", *keys)

    def type_text(self, text):
        """Types TEXT as keys.  Characters outside the keymap (CJK, say)
        are typed one at a time: xdotool maps each to a spare keycode for
        its press, and GTK must see the new mapping before the next."""
        ascii_run = ""
        for ch in text:
            if ord(ch) < 128:
                ascii_run += ch
                continue
            if ascii_run:
                xdotool("type", "--clearmodifiers", "--delay", "25", ascii_run)
                ascii_run = ""
            xdotool("type", "--clearmodifiers", "--delay", "200", ch)
            time.sleep(0.4)
        if ascii_run:
            xdotool("type", "--clearmodifiers", "--delay", "25", ascii_run)


class Session:
    """A private world for one run of the real binary: its own XDG folders
    (no draft or setting of another run), an accessibility bus, and a
    client that keeps Xvfb from resetting between windows."""

    def __init__(self, tengen, schema_dir, prefix="tengen-test-"):
        self.tengen = os.path.abspath(tengen)
        self.tmp = tempfile.mkdtemp(prefix=prefix)
        # G_DEBUG=fatal-warnings is meant for the app; the AT-SPI client
        # library warns about other clients on the bus and must not abort.
        app_g_debug = os.environ.pop("G_DEBUG", None)
        self.env = dict(os.environ)
        self.env.update({
            "GSETTINGS_SCHEMA_DIR": os.path.abspath(schema_dir),
            "GSETTINGS_BACKEND": "memory",
            "XDG_DATA_HOME": self.path("data"),
            "XDG_CONFIG_HOME": self.path("config"),
            "XDG_CACHE_HOME": self.path("cache"),
            "XDG_STATE_HOME": self.path("state"),
            "GTK_A11Y": "atspi",
            # No GPU under Xvfb: the cairo renderer reaches the
            # accessibility bus every time, llvmpipe under
            # MALLOC_PERTURB_ does not.
            "GSK_RENDERER": "cairo",
            "NO_AT_BRIDGE": "0",
        })
        if app_g_debug is not None:
            self.env["G_DEBUG"] = app_g_debug
        self.holder = wait_for(hold_display)
        if self.holder is None:
            bail("cannot connect to the X display")
        self.bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher",
                                     "--launch-immediately"],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.apps = []

    def path(self, *parts):
        return os.path.join(self.tmp, *parts)

    def write(self, name, text):
        with open(self.path(name), "w", encoding="utf-8") as f:
            f.write(text)
        return self.path(name)

    def launch(self, *args):
        """Starts tengen; a crash leaves a core in the session's folder,
        whose backtrace close() prints."""
        def allow_core():
            resource.setrlimit(resource.RLIMIT_CORE,
                               (resource.RLIM_INFINITY, resource.RLIM_INFINITY))
        process = subprocess.Popen([self.tengen, *args], env=self.env, cwd=self.tmp,
                                   stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                   text=True, preexec_fn=allow_core)
        app = App(self, process)
        self.apps.append(app)
        if wait_for(app.accessible, timeout=30) is None:
            bail("the app does not show up on the accessibility bus")
        return app

    def close(self):
        for app in self.apps:
            if app.process.poll() is None:
                app.process.send_signal(signal.SIGTERM)
                try:
                    app.process.wait(timeout=5)
                except subprocess.TimeoutExpired:
                    app.process.kill()
            output = app.process.communicate()[0]
            if app.process.returncode not in (0, -signal.SIGTERM, -signal.SIGKILL):
                note("tengen exited with status %d" % app.process.returncode)
            if output and output.strip():
                note(output.strip())
        for name in os.listdir(self.tmp):
            if name.startswith("core"):
                trace = subprocess.run(["gdb", "-batch", "-ex", "bt", self.tengen,
                                        self.path(name)], capture_output=True, text=True)
                note(trace.stdout[-6000:])
        self.bus.terminate()
        self.bus.wait()
        self.holder.terminate()
        self.holder.wait()
        shutil.rmtree(self.tmp, ignore_errors=True)


# A small SGF reader for checking what a test saved, independent of the
# code under test: nodes in file order, each a dict of property → values.
_PROPERTY = re.compile(r"\s*([A-Z]+)")


def sgf_nodes(text):
    nodes = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == ";":
            node = {}
            nodes.append(node)
            i += 1
            while True:
                m = _PROPERTY.match(text, i)
                if not m:
                    break
                ident = m.group(1)
                i = m.end()
                values = []
                while True:
                    while i < n and text[i].isspace():
                        i += 1
                    if i >= n or text[i] != "[":
                        break
                    i += 1
                    value = []
                    while i < n and text[i] != "]":
                        if text[i] == "\\" and i + 1 < n:
                            i += 1
                            if text[i] == "\n":
                                i += 1
                                continue
                        value.append(text[i])
                        i += 1
                    i += 1
                    values.append("".join(value))
                if not values:
                    break
                node.setdefault(ident, []).extend(values)
        else:
            i += 1
    return nodes


def main(run, n_checks, inner_flag):
    """Runs RUN(tengen, schema_dir) inside a private D-Bus session and
    prints the TAP plan of N_CHECKS."""
    if len(sys.argv) != 3:
        print("usage: %s TENGEN GSETTINGS_SCHEMA_DIR" % sys.argv[0], file=sys.stderr)
        return 2
    if os.environ.get(inner_flag) != "1":
        env = dict(os.environ, **{inner_flag: "1"})
        return subprocess.run(["dbus-run-session", "--", sys.executable, *sys.argv],
                              env=env).returncode
    print("1..%d" % n_checks, flush=True)
    run(sys.argv[1], sys.argv[2])
    failed = [d for ok, d in results if not ok]
    return 1 if failed or len(results) != n_checks else 0
