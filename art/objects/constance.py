"""Hermès' Constance, built from its construction (the 24 cm bag).

What makes it read as itself, and what the old builder (a box with a slab and a loop) lacked:

- a slim body (23 by 15.5 by 5 cm) under one flap that leaves the back, rolls over the top and
  falls nearly to the base, so the front is almost all flap; its cut edge glazed darker and
  saddle-stitched a few millimetres in, as Hermès edges are;
- side gussets that fold in at the top, pinching the ends of the top to a crease;
- the clasp at the foot of the flap, centred: the real one is a letter, which the rule against
  marks excludes, so it is a plain rectangular buckle in polished gold (a rounded frame and its
  bar) on a leather tab stitched to the flap;
- a flat leather strap from a gold ring at the top of each gusset, laid over the top's ends and
  down across the flap to the buckle (in an arch above the bag it read as a handle).

No mark, letter or stamp is modelled anywhere.
"""

import math

import birkin
import lib
from birkin import half_width
from lib import box, torus
from palette import BORDEAUX


def _frame(name, w, h, bar, depth, centre, material):
    """A rectangular frame of rounded bars, w by h (outer), lying in the x-z plane."""
    x, y, z = centre
    parts = []
    for sz in (-1, 1):
        parts.append(box(name, (w, depth, bar), (x, y, z + sz * (h - bar) / 2), material, radius=bar * 0.45,
                         segments=3))
    for sx in (-1, 1):
        parts.append(box(name, (bar, depth, h - bar * 1.2), (x + sx * (w - bar) / 2, y, z), material,
                         radius=bar * 0.45, segments=3))
    return parts


def constance(colour=BORDEAUX, hardware="gold"):
    """The Constance 24: see the module's docstring."""
    hw = lib.gold("hardware") if hardware == "gold" else lib.steel(False, "hardware", tint=(0.86, 0.86, 0.88))
    lm = lib.leather(colour, grain=0.8, shine=0.36)
    thread = lib.plain("thread", (0.8, 0.77, 0.7), roughness=0.7)
    glaze = lib.plain("edge_glaze", tuple(c * 0.35 for c in colour), roughness=0.3, clearcoat=0.6)
    w, h, d, taper = 0.23, 0.155, 0.05, 0.0
    drop = h * 0.86
    parts = [birkin._body(w, h, d, taper, lm)]
    flap, (fy, fz) = birkin._flap(w, h, d, taper, drop, lm)
    parts.append(flap)
    face_y = fy - 0.006
    half = half_width(w, taper, h, fz)
    parts.append(box("flap_edge", (2 * half + 0.004, 0.0068, 0.003), (0, fy - 0.0032, fz - 0.0004), glaze,
                     radius=0.0009, segments=2))
    # Saddle stitching along the flap's lower edge.
    parts.append(birkin._stitches("flap_stitch", (-half + 0.01, face_y - 0.0003, fz + 0.005),
                                  (half - 0.01, face_y - 0.0003, fz + 0.005), 0.0042, thread))
    # The buckle's tab: a short leather strip stitched to the flap, its lower end at the flap's edge.
    cz = fz + 0.026
    tab_w, tab_h = 0.022, 0.058
    parts.append(box("tab", (tab_w, 0.0036, tab_h), (0, face_y - 0.0018, fz + tab_h / 2 + 0.001), lm,
                     radius=0.0016, segments=2))
    # The tab is stitched to the flap above the buckle (the buckle hides its lower part).
    for sx in (-1, 1):
        parts.append(birkin._stitches("tab_stitch", (sx * (tab_w / 2 - 0.003), face_y - 0.0038, cz + 0.018),
                                      (sx * (tab_w / 2 - 0.003), face_y - 0.0038, fz + tab_h - 0.002), 0.0038,
                                      thread, length=0.0022))
    parts.append(birkin._stitches("tab_stitch_top", (-tab_w / 2 + 0.003, face_y - 0.0038, fz + tab_h - 0.002),
                                  (tab_w / 2 - 0.003, face_y - 0.0038, fz + tab_h - 0.002), 0.0038, thread,
                                  length=0.0022))
    # The buckle: a rounded rectangular frame in polished gold over the tab, and its bar across.
    by = face_y - 0.0058
    parts += _frame("buckle", 0.036, 0.03, 0.0052, 0.0042, (0, by, cz), hw)
    parts.append(box("buckle_bar", (0.0048, 0.0036, 0.022), (0, by - 0.0004, cz), hw, radius=0.0018, segments=3))
    # The strap: from a ring at the top of each gusset, laid flat over the top's ends and down
    # across the flap to the buckle's tab, where the two ends meet (carried short, it is buckled
    # there; raised in an arch it read as a handle). A strap lies with its face on the leather:
    # on the top the ribbon is level, on the flap it is turned (tilt) to lie against the face.
    ring_z = h - 0.012
    side = half_width(w, taper, h, ring_z) * 0.9
    lift = 0.0
    top_z = fz + drop + 0.004
    for k, sx in enumerate((-1, 1)):
        # The turn that lays the ribbon on the face depends on which way the strap runs.
        lay = -sx * math.pi / 2
        pts = [
            ((side + 0.006) * sx, 0.0, ring_z + 0.006, lay),
            ((side - 0.004) * sx, -d * 0.2, top_z + 0.004, 0.0),
            ((side - 0.016) * sx, face_y - 0.0035, top_z - 0.012, lay),
            ((side * 0.55) * sx, face_y - 0.0042, cz + 0.045, lay),
            ((tab_w / 2 + 0.006) * sx, face_y - 0.0046, cz + 0.012, lay),
        ]
        strap = lib.flat_tube(f"strap{k}", [p[:3] for p in pts], 0.016, 0.003, lm)
        for bp, p in zip(strap.data.splines[0].bezier_points, pts):
            bp.tilt = p[3]
        parts.append(strap)
    for sx in (-1, 1):
        parts.append(torus("strap_ring", 0.0075, 0.0018, (sx * (side + 0.006), 0.0, ring_z), hw,
                           rotation=(0, math.pi / 2, 0), major_seg=32, minor_seg=10))
    return parts, max(w, h + lift) * 0.62
