"""A small WebDriver client in the standard library: Debian's chromium,
headless, driven by its chromedriver on 127.0.0.1 (the W3C WebDriver HTTP
protocol), for the class round's pupil page. No selenium needed."""

from __future__ import annotations

import base64
import json
import shutil
import socket
import subprocess
import time
import urllib.error
import urllib.request
from pathlib import Path

ELEMENT = "element-6066-11e4-a52e-4f735466cecf"  # the W3C key of an element reference
CHROMIUM = "/usr/bin/chromium"


def available() -> bool:
    return Path(CHROMIUM).exists() and shutil.which("chromedriver") is not None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Browser:
    """One headless chromium window of ``width`` x ``height``."""

    def __init__(self, width: int, height: int, *, mobile: bool = False):
        self.port = _free_port()
        self.driver = subprocess.Popen([shutil.which("chromedriver"), f"--port={self.port}", "--allowed-ips=127.0.0.1"],
                                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        self.base = f"http://127.0.0.1:{self.port}"
        self.session = None
        deadline = time.monotonic() + 20
        while True:
            try:
                self._call("GET", "/status")
                break
            except OSError:
                if time.monotonic() > deadline:
                    self.quit()
                    raise
                time.sleep(0.1)
        options = {"binary": CHROMIUM, "args": ["--headless=new", "--no-sandbox", "--disable-gpu",
                                                "--disable-dev-shm-usage", "--no-first-run", "--no-proxy-server",
                                                f"--window-size={width},{height}"]}
        if mobile:
            options["mobileEmulation"] = {"deviceMetrics": {"width": width, "height": height, "pixelRatio": 2},
                                          "userAgent": "Mozilla/5.0 (Linux; Android 14) Mobile"}
        reply = self._call("POST", "/session", {"capabilities": {"alwaysMatch": {
            "browserName": "chrome", "goog:chromeOptions": options}}})
        self.session = reply["sessionId"]

    def _call(self, method: str, path: str, data: dict | None = None):
        body = None if data is None else json.dumps(data).encode()
        req = urllib.request.Request(self.base + path, data=body, method=method,
                                     headers={"Content-Type": "application/json"})
        try:
            with urllib.request.urlopen(req, timeout=30) as r:
                return json.load(r)["value"]
        except urllib.error.HTTPError as e:
            raise RuntimeError(f"WebDriver {method} {path}: {e.read()[:300]!r}") from None

    def _s(self, path: str) -> str:
        return f"/session/{self.session}{path}"

    def go(self, url: str) -> None:
        self._call("POST", self._s("/url"), {"url": url})

    def find(self, css: str) -> str:
        found = self._call("POST", self._s("/element"), {"using": "css selector", "value": css})
        return found.get(ELEMENT) or found["ELEMENT"]  # the W3C key, or the older one

    def click(self, css: str) -> None:
        self._call("POST", self._s(f"/element/{self.find(css)}/click"), {})

    def type(self, css: str, text: str) -> None:
        element = self.find(css)
        self._call("POST", self._s(f"/element/{element}/clear"), {})
        self._call("POST", self._s(f"/element/{element}/value"), {"text": text})

    def text(self, css: str) -> str:
        return self._call("GET", self._s(f"/element/{self.find(css)}/text"))

    def wait_text(self, css: str, predicate, timeout: float = 10.0) -> str:
        end = time.monotonic() + timeout
        while True:
            t = self.text(css)
            if predicate(t) or time.monotonic() > end:
                return t
            time.sleep(0.05)

    def screenshot(self, path: str | Path) -> None:
        Path(path).write_bytes(base64.b64decode(self._call("GET", self._s("/screenshot"))))

    def quit(self) -> None:
        try:
            if self.session is not None:
                self._call("DELETE", self._s(""))
        except (OSError, RuntimeError):
            pass
        finally:
            self.driver.terminate()
            try:
                self.driver.wait(10)
            except subprocess.TimeoutExpired:
                self.driver.kill()

    def __enter__(self) -> Browser:
        return self

    def __exit__(self, *exc) -> None:
        self.quit()
