"""The move log under the board: one entry per action, wrapped lines indented under the
words, scrolled to the newest entry.

It does what the game screen asked of Textual's ``RichLog`` (``wrap=True``,
``auto_scroll=True``, ``min_width=20``, entries written with ``expand=True``) and draws the
same lines, but imports only what Textual's start-up has already loaded: ``RichLog``
imports ``rich.pretty`` (and with it ``attrs``) to print arbitrary Python objects, which
cost the first frame about 30 ms for a log that only ever shows the game's own lines.
"""

from __future__ import annotations

from collections import deque

from rich.console import RenderableType
from rich.measure import measure_renderables
from rich.segment import Segment
from rich.text import Text
from textual.cache import LRUCache
from textual.events import Resize
from textual.geometry import Size
from textual.scroll_view import ScrollView
from textual.strip import Strip


def turn_labels(game) -> list[str]:
    """Each action's number in a move log, by turn as the header's "turn 12" and the
    replay count them: ``"12."`` on the first action of turn 12, ``""`` on
    the others of that turn (a chain's choices, a vote's answer, a bottle)."""
    turn = game.state.turns - sum(1 for ev in game.events if ev[0] == "turn")
    labels: list[str] = []
    last = None
    for k in range(game.action_count):
        labels.append(f"{turn + 1}." if turn != last else "")
        last = turn
        turn += sum(1 for ev in game.action_events(k) if ev[0] == "turn")
    return labels


class MoveLog(ScrollView, can_focus=False):
    """A scrolling list of rendered entries (Rich renderables), newest at the bottom.

    The colours and the scroll bar come from the app's stylesheet (``#log``), so the log
    adds no stylesheet of its own to parse at start-up.
    """

    def __init__(self, *, min_width: int = 20, name: str | None = None,
                 id: str | None = None, classes: str | None = None) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.min_width = min_width
        self.lines: list[Strip] = []  # every rendered line, oldest first
        self._line_cache: LRUCache[tuple[int, int, int, int], Strip] = LRUCache(1024)
        self._widest_line_width = 0
        # entries written before the log has a size, drawn once it has one (in order)
        self._deferred: deque[RenderableType] = deque()
        self._size_known = False

    def notify_style_update(self) -> None:
        super().notify_style_update()
        self._line_cache.clear()

    def on_resize(self, event: Resize) -> None:
        if event.size.width and not self._size_known:
            self._size_known = True
            while self._deferred:
                self.write(self._deferred.popleft())

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return self.virtual_size.width if self._size_known else container.width

    def write(self, entry: RenderableType) -> MoveLog:
        """Add ``entry`` at the bottom, as wide as the log (at least ``min_width``), wrapped,
        and scroll to it."""
        if not self._size_known:
            self._deferred.append(entry.copy() if isinstance(entry, Text) else entry)
            return self
        if isinstance(entry, Text):
            entry.expand_tabs()
        console = self.app.console
        options = console.options
        width = measure_renderables(console, options, [entry]).maximum
        region_width = self.scrollable_content_region.width
        if width < region_width:
            width = region_width  # expanded to the log's width
        elif width > region_width:
            width = region_width  # shrunk to it: the text wraps
        width = max(width, self.min_width)
        lines = list(Segment.split_lines(console.render(entry, options.update_width(width))))
        if not lines:
            self._widest_line_width = max(width, self._widest_line_width)
            self.lines.append(Strip.blank(width))
        else:
            strips = Strip.from_lines(lines)
            for strip in strips:
                strip.adjust_cell_length(width)
            self.lines.extend(strips)
            self._widest_line_width = max(
                self._widest_line_width,
                max(sum(segment.cell_length for segment in line) for line in lines),
            )
        self.virtual_size = Size(self._widest_line_width, len(self.lines))
        self.scroll_end(animate=False, immediate=False, x_axis=False)
        return self

    def clear(self) -> MoveLog:
        """Remove every entry."""
        self.lines.clear()
        self._line_cache.clear()
        self._widest_line_width = 0
        self._deferred.clear()
        self.virtual_size = Size(0, 0)
        self.refresh()
        return self

    def render_line(self, y: int) -> Strip:
        scroll_x, scroll_y = self.scroll_offset
        width = self.scrollable_content_region.width
        index = scroll_y + y
        if index >= len(self.lines):
            line = Strip.blank(width, self.rich_style)
        else:
            key = (index, scroll_x, width, self._widest_line_width)
            line = self._line_cache.get(key)
            if line is None:
                line = self.lines[index].crop_extend(scroll_x, scroll_x + width, self.rich_style)
                self._line_cache[key] = line
        return line.apply_style(self.rich_style)
