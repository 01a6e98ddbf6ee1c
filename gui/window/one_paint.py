"""One paint per change for the live plots (gui/views/plots.py).

pyqtgraph lays out a plot's view and places its text labels only when the
scene is about to be painted (``GraphicsScene.sigPrepareForPaint``); a
label moved there asks for another paint, so every new range cost the
histogram two paints. ``prepare_now`` runs that preparation as soon as a
change is on the plots, before their paint event, so what it moves is drawn
in that one paint.
"""

from __future__ import annotations


def prepare_now(*widgets) -> None:
    """Lay out the plots' views and labels now, not in their paint event."""
    for widget in widgets:
        scene = widget.scene()
        if scene is not None:
            scene.prepareForPaint()
