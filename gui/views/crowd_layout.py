"""Where everything stands in the crowd at the door: the wall, the doorway, each agent's home, its spot
at the door and its seat inside (the Qt-free geometry CrowdView in gui/views/crowd.py paints)."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from PySide6.QtCore import QRectF

# ------------------------------------------------------------------ geometry
BADGE_SIZE = 1.6  # a refused dot's badge: its radius over its cross's half-length


def badge_spot(x: float, y: float, r: float) -> tuple[float, float, float]:
    """A refused dot's badge (centre, and its cross's half-length) when the dot carries its count:
    on the dot's shoulder and within half the crowd's spacing (2.3 r) of its centre, so it never
    lies on a neighbour's dot or number (a badge further out covered the next friends' numbers)."""
    d = r * 0.19
    out = (1.15 * r - d * BADGE_SIZE) / math.sqrt(2)  # the badge's far edge 1.15 r from the centre
    return x + out, y - out, d


def hex_points(rect: QRectF, spacing: float) -> np.ndarray:
    """Centres of a hexagonal packing of circles ``spacing`` apart inside ``rect``."""
    if spacing <= 0 or rect.width() < spacing or rect.height() < spacing:
        return np.zeros((0, 2))
    row_h = spacing * math.sqrt(3) / 2
    rows = int((rect.height() - spacing) / row_h) + 1
    pts = []
    for r in range(rows):
        offset = spacing / 2 if r % 2 else 0.0
        cols = int((rect.width() - spacing - offset) / spacing) + 1
        y = rect.top() + spacing / 2 + r * row_h
        for c in range(max(cols, 0)):
            pts.append((rect.left() + spacing / 2 + offset + c * spacing, y))
    return np.array(pts, dtype=float).reshape(-1, 2)


@dataclass
class Layout:
    radius: float
    wall_x: float
    wall_w: float
    door_top: float
    door_bottom: float
    homes: np.ndarray  # (n, 2)
    spots: np.ndarray  # (n, 2) where each agent stands when it knocks
    seats: np.ndarray  # (n, 2) inside, in order of getting in
    outside: QRectF
    inside_rect: QRectF
    entries: np.ndarray | None = None  # (n, 2) where the one given each seat steps in, just inside the door


def _door_spots(outside: QRectF, door: np.ndarray, agents: int, spacing: float) -> np.ndarray | None:
    """The ``agents`` lattice points nearest the door, counting height at
    half: the crowd presses against the wall around the doorway in a tall,
    shallow heap. None if there are not enough points."""
    pts = hex_points(outside, spacing)
    if len(pts) < agents:
        return None
    d = np.hypot(pts[:, 0] - door[0], (pts[:, 1] - door[1]) * 0.5)
    return pts[np.argsort(d, kind="stable")[:agents]]


# The dots' largest radius at 100 % (px): the window's zoom makes it as much larger as the words (px()), so
# View > Bigger makes the crowd bigger where the room holds it (a fixed 44 px let a projector's big room
# draw the dots as large at 100 % as at 200 %, and the room the bigger words took made them smaller).
MOST_RADIUS = 20.0
# Where the wall may stand, as a share of the room's width: the first that holds the biggest dots.
WALL_SHARES = (0.68, 0.62, 0.56, 0.5)
BACK_SHARE = 0.4  # a bounce carries an agent back at least this share of the outside's width
APPROACH = 0.75  # the share of the walk in taken to reach the column in front of the seat
LANES = 3  # ways in side by side through the doorway: as many as the door lets in together


def _entry_x(wall_x: float, wall_w: float, r: float) -> float:
    return wall_x + wall_w + 1.2 * r


def _seats(inside_rect: QRectF, door_y: float, entry_x: float, r: float) -> tuple[np.ndarray, np.ndarray]:
    """Seats inside on a square grid, in the order they fill, and the lane (0 top, 1 middle, 2 bottom)
    each is reached by.

    Why this order: the people let in walk in straight lines from the doorway, and several walk at
    once. Columns fill from the far wall, so a walker only crosses columns nobody sits in yet; in a
    column, seats are taken from its top, middle and bottom thirds in turn, each third from its own
    lane in the doorway, so people let in together walk apart, never through each other. A strip in
    front of the doorway stays free: nobody sits where the next person steps in."""
    sp = 2.3 * r
    if inside_rect.width() < sp or inside_rect.height() < sp:
        return np.zeros((0, 2)), np.zeros(0, dtype=int)
    cols = int(inside_rect.width() // sp)
    rows = int(inside_rect.height() // sp)
    x0 = inside_rect.right() - sp / 2 - np.arange(cols) * sp  # far wall first
    y = inside_rect.top() + (inside_rect.height() - rows * sp) / 2 + sp / 2 + np.arange(rows) * sp
    queues: list[list[tuple[float, float]]] = [[] for _ in range(LANES)]
    for x in x0:
        column = y
        if x - sp < entry_x + 1.05 * sp:  # the free strip in front of the doorway: walk up to no seat there
            break
        # As many seats from each third of the column: a column is full before the next one starts.
        k = len(column) // LANES
        thirds = [column[:k], column[(len(column) - k) // 2:(len(column) - k) // 2 + k], column[len(column) - k:][::-1]]
        thirds[1] = thirds[1][np.argsort(-np.abs(thirds[1] - door_y), kind="stable")]
        for lane in range(LANES):  # outer seats first in every third: the walk there passes empty seats
            queues[lane].extend((x, v) for v in thirds[lane])
    # People are let in up to three at a time: seat n is reached by lane n % 3.
    n = LANES * min(len(q) for q in queues)
    order = [queues[i % LANES][i // LANES] for i in range(n)]
    lanes = [i % LANES for i in range(n)]
    return np.array(order, dtype=float).reshape(-1, 2), np.array(lanes, dtype=int)


def make_layout(width: float, height: float, agents: int, most: float = MOST_RADIUS, words: float = 14.0,
                keep: Callable[[Layout, Layout], bool] | None = None) -> Layout:
    """The layout with the biggest dots: the wall where a short, wide room holds them biggest.

    ``most``: the dots' largest radius (px; it follows View > Bigger as the words do); ``words``: the
    height of a line of the picture's words (the labels below, the sign above the door).
    A wide, short room put the wall at 0.68 of its width held the dots inside in a few short columns,
    and its dots small, with most of the outside empty; the wall moves left (never past half) where
    that gives bigger dots, and stays at 0.68 where they are as big anyway. ``keep(layout, first)``: whether
    a layout with the wall moved may be used, against the first (the view keeps its sign's type whole)."""
    first = best = _layout_at(width, height, agents, most, words, WALL_SHARES[0])
    for share in WALL_SHARES[1:]:
        lay = _layout_at(width, height, agents, most, words, share)
        if lay.radius > best.radius * 1.02 and (keep is None or keep(lay, first)):
            best = lay
    return best


def _layout_at(width: float, height: float, agents: int, most: float, words: float, share: float) -> Layout:
    """Place the wall (at ``share`` of the width), the doorway, and every agent's home, door spot and seat.

    Homes are the door spots moved straight back from the wall by the same
    distance, so when the crowd moves together no dot runs into another, and
    every bounce, near the door or not, is the same clear distance.
    """
    margin = max(4.0, 0.02 * min(width, height))
    label_h = max(words, 0.06 * height)  # room for the labels below
    wall_x = share * width
    wall_w = max(5.0, 0.012 * width)
    top = margin + max(20.0, 0.085 * height, 1.3 * words)  # room for the sign (on its board) above the door
    outside = QRectF(margin, top, wall_x - 2 * margin, height - top - margin - label_h)
    inside_rect = QRectF(wall_x + wall_w + margin, top, width - wall_x - wall_w - 2 * margin,
                         height - top - margin - label_h)
    door = np.array([wall_x, outside.center().y()])
    # The biggest friendly dot for which the crowd fits at the door with room
    # to bounce back, and everyone fits inside.
    r_max = max(3.0, min(0.06 * min(width, height), most))

    def fits(r: float) -> bool:
        spots = _door_spots(outside, door, agents, 2.3 * r)
        if spots is None or len(_seats(inside_rect, door[1], _entry_x(wall_x, wall_w, r), r)[0]) < agents:
            return False
        # The lanes in the doorway stay inside the room's height.
        if door[1] - 2.3 * r - r < inside_rect.top() or door[1] + 2.3 * r + r > inside_rect.bottom():
            return False
        return door[0] - spots[:, 0].min() + r <= (1 - BACK_SHARE) * outside.width()

    lo, hi = 1.0, r_max
    if fits(hi):
        lo = hi
    else:
        for _ in range(24):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if fits(mid) else (lo, mid)
    r = lo
    spots = _door_spots(outside, door, agents, 2.3 * r)
    if spots is None:  # a tiny widget: stack what does not fit
        pts = hex_points(outside, 2.3 * r)
        spots = np.resize(pts if len(pts) else door[None, :] - [r, 0], (agents, 2))
    spots = spots[np.lexsort((spots[:, 0], spots[:, 1]))]  # agent 1 at the top of the crowd
    back = max(0.0, spots[:, 0].min() - r - outside.left())
    homes = spots - np.array([back, 0.0])
    entry_x = _entry_x(wall_x, wall_w, r)
    seats, lanes = _seats(inside_rect, door[1], entry_x, r)
    if len(seats) < agents:  # a tiny widget: share seats
        if not len(seats):
            seats, lanes = np.array([[inside_rect.left(), door[1]]]), np.array([1])
        seats, lanes = np.resize(seats, (agents, 2)), np.resize(lanes, agents)
    seats, lanes = seats[:agents], lanes[:agents]
    entries = np.column_stack([np.full(agents, entry_x), door[1] + (lanes - 1) * 2.3 * r])
    half_door = max(1.6 * r, 0.08 * outside.height(), 2.3 * r + r)  # as wide as its three lanes
    return Layout(r, wall_x, wall_w, door[1] - half_door, door[1] + half_door, homes, spots, seats, outside,
                  inside_rect, entries)
