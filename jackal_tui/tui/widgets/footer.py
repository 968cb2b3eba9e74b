"""The key footer, redrawn only when the keys it shows change.

Textual's Footer removes and mounts its dozen key widgets again on every
``refresh_bindings`` (each selection does one, so that ``c Coin`` can light up); on Tab
that was most of the time and about two kilobytes sent to the terminal, for a footer
that looked the same. This one compares what it would show with what it shows.
"""

from __future__ import annotations

from textual.widgets import Footer
from textual.widgets._footer import FooterKey


def shown_keys(screen) -> tuple:
    """What the footer would show for ``screen``: each shown key, its words, enabled."""
    return tuple(
        (binding.key, binding.key_display, binding.description, enabled, tooltip)
        for _, binding, enabled, tooltip in screen.active_bindings.values()
        if binding.show
    ) + (screen.app.app_focus,)


class KeysFooter(Footer):
    """A Footer that recomposes only when its keys change."""

    _shown: tuple | None = None

    def compose(self):
        # Each key is made compact at once: Textual's FooterKey turns compact when it is
        # mounted, which styled every key (and its two parts) a second time before the
        # screen's first full frame.
        for widget in super().compose():
            if isinstance(widget, FooterKey) and self.compact:
                widget.set_class(True, "-compact", update=False)
            yield widget

    def bindings_changed(self, screen) -> None:
        if self.is_attached and screen is self.screen:
            keys = shown_keys(screen)
            if keys == self._shown and self._bindings_ready:
                return
            self._shown = keys
        super().bindings_changed(screen)
