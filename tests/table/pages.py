"""A page of the reference web client as a test drives it: what a person clicks and reads, nothing else.

Every action goes through the page's own controls; the page says what came of it in ``#notice``
(``data-outcome``, the event's ``data-seq``, ``data-resolved``) and marks itself busy meanwhile.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Locator, Page, ViewportSize

from tests.e2e.conftest import ROOT

AXE = ROOT / "clients" / "table" / "node_modules" / "axe-core" / "axe.min.js"
WAIT_MS = 30_000
"""How long a page may take to show something (a loaded CI machine is slow, not broken)."""
PHONE = ViewportSize(width=390, height=844)
DESKTOP = ViewportSize(width=1280, height=900)


@dataclass(frozen=True)
class Outcome:
    ok: bool
    seq: int | None
    resolved: bool
    text: str


@dataclass
class TablePage:
    page: Page
    who: str
    shots: Path
    errors: list[str] = field(default_factory=list)
    """Uncaught errors in the page's scripts."""
    console: list[str] = field(default_factory=list)

    @classmethod
    def open(cls, browser: Browser, url: str, who: str, shots: Path, *, phone: bool = False) -> TablePage:
        context = browser.new_context(viewport=PHONE if phone else DESKTOP)
        page = context.new_page()
        page.set_default_timeout(WAIT_MS)
        opened = cls(page, who, shots)
        page.on("pageerror", lambda error: opened.errors.append(str(error)))
        page.on("console", lambda message: opened.console.append(f"{message.type}: {message.text}"))
        page.goto(f"{url}/table/")
        return opened

    def close(self) -> None:
        self.page.context.close()

    # -- acting ------------------------------------------------------------------------------------------

    def act(self, control: Locator) -> Outcome:
        """Click a control that sends a request; what the page announced of its outcome."""
        notice = self.page.locator("#notice")
        notice.evaluate("element => { element.textContent = ''; delete element.dataset.outcome; }")
        control.click()
        self.page.wait_for_selector("#notice[data-outcome]", state="attached")
        self.page.wait_for_selector("body:not([data-busy])", state="attached")
        seq = notice.get_attribute("data-seq")
        return Outcome(
            notice.get_attribute("data-outcome") == "ok",
            int(seq) if seq else None,
            notice.get_attribute("data-resolved") == "true",
            notice.inner_text(),
        )

    def create(self, system: str, name: str) -> tuple[str, str]:
        """Create a table as its GM; the table id and join code the page shows to invite players."""
        self.page.select_option("#create-system", system)
        self.page.fill("#create-name", name)
        assert self.act(self.page.locator("#create button[type=submit]")).ok
        self.wait_live()
        return self.page.inner_text("#invite-table"), self.page.inner_text("#invite-code")

    def join(self, table: str, code: str, name: str) -> None:
        self.page.fill("#join-table", table)
        self.page.fill("#join-code", code)
        self.page.fill("#join-name", name)
        assert self.act(self.page.locator("#join button[type=submit]")).ok
        self.wait_live()

    def roll(self, *, expression: str | None = None, operation: str | None = None, input_json: str = "{}",
             label: str = "", visibility: str = "public") -> tuple[str, int]:  # fmt: skip
        """Ask the odds first, then roll: the odds the page showed and the roll's event seq."""
        if operation is None:
            self.page.select_option("#roll-operation", "notation")
            self.page.fill("#roll-expression", expression or "1d20")
        else:
            self.page.select_option("#roll-operation", operation)
            self.page.fill("#roll-input", input_json)
        self.page.fill("#roll-label", label)
        self.page.select_option("#roll-visibility", visibility)
        odds = self.act(self.page.locator("#roll-odds"))
        assert odds.ok, odds.text
        shown = self.page.inner_text("#odds")
        rolled = self.act(self.page.locator("#roll button[type=submit]"))
        assert rolled.ok, rolled.text
        assert rolled.seq is not None
        return shown, rolled.seq

    def declaration_form(self, combatant: str | None) -> Locator:
        return self.page.locator(f'form.declaration[data-combatant="{combatant or ""}"]')

    def declare(self, combatant: str | None, examples: int) -> Outcome | None:
        """Fill the form for ``combatant`` (None: the GM's table-wide part) from each published example in
        turn and submit it, until the server takes one; None when it took none."""
        form = self.declaration_form(combatant)
        for index in range(examples):
            form.locator("select.example").select_option(index=index + 1)
            outcome = self.act(form.locator("button[type=submit]"))
            if outcome.ok:
                return outcome
        return None

    # -- reading -----------------------------------------------------------------------------------------

    def wait_live(self) -> None:
        self.page.wait_for_selector("#status[data-status=live]", state="attached")

    def wait_seq(self, seq: int) -> None:
        """Until the page's log has shown every event up to ``seq``."""
        self.page.wait_for_function("n => Number(document.querySelector('#log').dataset.lastSeq) >= n", arg=seq)

    def phase(self) -> str:
        return self.page.locator("#phase").get_attribute("data-phase") or ""

    def pending(self) -> list[str]:
        return (self.page.locator("#pending").get_attribute("data-pending") or "").split()

    def log(self) -> list[tuple[int, str, str]]:
        """The log as shown: (seq, type, text) of every entry, top to bottom."""
        entries: list[list[Any]] = self.page.eval_on_selector_all(
            "#log li", "items => items.map(li => [Number(li.dataset.seq), li.dataset.type, li.innerText])"
        )
        return [(int(seq), str(kind), str(text)) for seq, kind, text in entries]

    def screenshot(self, what: str) -> None:
        self.page.screenshot(path=self.shots / f"{what}-{self.who}.png", full_page=True)

    def serious_accessibility_violations(self) -> list[str]:
        """axe-core's serious and critical findings on the page as it is now."""
        self.page.add_script_tag(path=str(AXE))
        found: list[dict[str, Any]] = self.page.evaluate("async () => (await axe.run(document)).violations")
        return [
            f"{item['id']} ({item['impact']}): {item['help']} at {[node['target'] for node in item['nodes']]}"
            for item in found
            if item["impact"] in {"serious", "critical"}
        ]

    def fits_the_screen(self) -> bool:
        return bool(self.page.evaluate("document.documentElement.scrollWidth <= window.innerWidth"))
