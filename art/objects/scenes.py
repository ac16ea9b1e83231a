"""The objects set: one builder per object, and the table of scenes rendered from them.

    blender -b --factory-startup -P art/objects/scenes.py -- <out-dir> [name ...] [--scale 0.5] [--samples 16]

Renders every scene (or only the named ones) to <out-dir>/<name>.png. No brand's logo, name or
lettering is modelled on any object: the pages say what the object is.
"""

import importlib
import math
import os
import sys

import bpy
from mathutils import Vector

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lib  # noqa: E402
from lib import box, cylinder, sphere, torus, tube  # noqa: E402

from palette import BLACK, BORDEAUX, COGNAC, CREAM, ETOUPE, FOREST, NAVY, ROUGE, TAN  # noqa: E402,F401


# ---------------------------------------------------------------------------------------------
# Watches


def watch(bezel="black", dial=(0.012, 0.012, 0.014), metal="steel", subdials=False, fluted=False,
          size=1.0, markers="gold", ceramic=False, bracelet="classic", scale=None, date=False, day=False,
          gmt_hand=False, explorer=False, cyclops=True):
    """A steel (or gold, or ceramic) watch standing on its closed bracelet.

    What tells the models apart is modelled, not only the dial's colour: the bezel (`scale`: a
    diver's minute scale graduated over its first fifteen minutes, with a coin edge for the
    one-way bezel; a tachymeter's engraved scale on polished steel; a 24-hour scale on a two-tone
    insert; or fluted gold), the bracelet (`oyster`: three flat brushed links, the centre the widest; `jubilee`: five
    small links, the middle three polished; `president`: three rounded links), the date window
    under its cyclops lens (`cyclops=False`: the older Sea-Dweller's plain crystal), the day window
    along the top of the dial, the 24-hour hand; `explorer`: the Explorer's dial, whose 3, 6 and 9
    are large lume-filled figures in steel surrounds (drawn as wide blocks, no numeral modelled)
    and 12 a triangle."""
    s = size
    if metal == "gold":
        case_m = lib.gold("case", polished=True)
        band_m = lib.gold("band", polished=False)
    elif ceramic:
        case_m = lib.plain("ceramic", (0.01, 0.01, 0.011), roughness=0.08, clearcoat=1.0, specular=0.6)
        band_m = case_m
    else:
        case_m = lib.steel(brushed=False, name="case")
        band_m = lib.steel(brushed=True, name="band")
    polished = case_m if metal != "steel" else lib.steel(brushed=False, name="polished")
    rc, t = 0.02 * s, 0.012 * s
    R = 0.034 * s
    cz = R  # case centre height
    cy = -R - t * 0.35
    parts = []
    case = cylinder("case", rc, t, (0, cy, cz), case_m, rotation=(math.pi / 2, 0, 0), bevel_w=0.0025 * s)
    parts.append(case)
    front = cy - t / 2
    # Bezel: a ring standing proud of the case.
    if bezel in ("black", "blue", "green", "pepsi", "batman"):
        colours = {"black": (0.01, 0.01, 0.012), "blue": (0.01, 0.02, 0.08), "green": (0.01, 0.05, 0.02),
                   "pepsi": (0.25, 0.01, 0.015), "batman": (0.005, 0.012, 0.05)}
        bm = lib.plain("bezel", colours[bezel], roughness=0.1, clearcoat=1.0, specular=0.7)
        ring = torus("bezel", rc * 0.88, 0.0028 * s, (0, front - 0.0008 * s, cz), bm, rotation=(math.pi / 2, 0, 0),
                     major_seg=480 if scale == "diver" else 96, minor_seg=16)
        ring.scale = (1, 1, 0.6)
        parts.append(ring)
        if bezel in ("pepsi", "batman"):
            other = lib.plain("bezel2", (0.01, 0.015, 0.09) if bezel == "pepsi" else (0.01, 0.01, 0.012),
                              roughness=0.1, clearcoat=1.0)
            half = torus("bezel2", rc * 0.88, 0.00285 * s, (0, front - 0.0009 * s, cz), other,
                         rotation=(math.pi / 2, 0, 0))
            half.scale = (1, 1, 0.6)
            # Keep only the lower half of the second ring.
            bpy.context.view_layer.objects.active = half
            import bmesh
            me = half.data
            bmh = bmesh.new()
            bmh.from_mesh(me)
            gone = [v for v in bmh.verts if v.co.y > 0]  # local y is world z after the rotation
            bmesh.ops.delete(bmh, geom=gone, context="VERTS")
            bmh.to_mesh(me)
            bmh.free()
            parts.append(half)
        # The bezel's scale in bright pips. A diver's bezel: the first fifteen minutes graduated
        # minute by minute, a bar every five after, a larger pip at twelve; a GMT's: the 24 hours.
        pip = lib.plain("pip", (0.8, 0.7, 0.5), roughness=0.3)
        ticks = 24 if scale == "gmt" else 60 if scale == "diver" else 12
        for k in range(ticks):
            a = k / ticks * 2 * math.pi
            if scale == "diver" and k % 5 and k > 15:
                continue
            major = k % (5 if ticks == 60 else 2 if ticks == 24 else 1) == 0
            size_k = (0.0012 * s, 0.0008 * s, 0.0025 * s) if major else (0.0005 * s, 0.0008 * s, 0.0016 * s)
            if k == 0:
                size_k = (0.0024 * s, 0.0008 * s, 0.0036 * s)
            rr = rc * 0.88 + (0 if major else 0.0006 * s)
            parts.append(box(f"pip{k}", size_k, (math.sin(a) * rr, front - 0.0027 * s, cz + math.cos(a) * rr), pip,
                             rotation=(0, a, 0)))
        if scale == "diver":
            # The one-way bezel's coin edge: fine ridges around its outer rim.
            me = ring.data
            for v in me.vertices:
                ang = math.atan2(v.co.y, v.co.x)
                rad = math.hypot(v.co.x, v.co.y)
                base = rc * 0.88
                if rad > base:
                    k = 1 + 0.12 * max(0.0, math.cos(ang * 120))
                    v.co.x = math.cos(ang) * (base + (rad - base) * k)
                    v.co.y = math.sin(ang) * (base + (rad - base) * k)
    elif fluted:
        ring = torus("bezel", rc * 0.88, 0.0027 * s, (0, front - 0.0008 * s, cz), lib.gold("flute"),
                     rotation=(math.pi / 2, 0, 0), major_seg=160, minor_seg=12)
        ring.scale = (1, 1, 0.7)
        # Flutes: a ripple of the ring's minor radius.
        me = ring.data
        for v in me.vertices:
            ang = math.atan2(v.co.y, v.co.x)
            rad = math.hypot(v.co.x, v.co.y)
            k = 1 + 0.045 * math.cos(ang * 48)
            base = rc * 0.88
            v.co.x = math.cos(ang) * (base + (rad - base) * k)
            v.co.y = math.sin(ang) * (base + (rad - base) * k)
        parts.append(ring)
    else:
        ring = torus("bezel", rc * 0.88, (0.0028 if scale == "tachy" else 0.0022) * s, (0, front - 0.0006 * s, cz),
                     polished, rotation=(math.pi / 2, 0, 0))
        ring.scale = (1, 1, 0.5 if scale == "tachy" else 0.6)
        parts.append(ring)
        if scale == "tachy":
            # The tachymeter's scale engraved in black on the polished ring: denser toward twelve,
            # as the speeds it reads crowd together there.
            ink = lib.plain("engraving", (0.01, 0.01, 0.01), roughness=0.5)
            k = 0
            a = 0.12
            while a < 2 * math.pi - 0.05:
                rr = rc * 0.88
                long = k % 4 == 0
                parts.append(box("tachy", (0.00045 * s, 0.0006 * s, (0.0026 if long else 0.0014) * s),
                                 (math.sin(a) * rr, front - 0.0021 * s, cz + math.cos(a) * rr), ink, rotation=(0, a, 0)))
                a += 0.055 + 0.07 * (a / (2 * math.pi))
                k += 1
    # Dial and its markers.
    dm = lib.plain("dial", dial, roughness=0.35, clearcoat=0.6, specular=0.6)
    # The dial sits just proud of the case's front face (inside it, the case would hide it).
    parts.append(cylinder("dial", rc * 0.78, 0.0006 * s, (0, front - 0.00005 * s, cz), dm, rotation=(math.pi / 2, 0, 0)))
    mk = lib.gold("marker") if markers == "gold" else lib.steel(False, "marker")
    lume = lib.plain("lume", (0.85, 0.82, 0.72), roughness=0.4)
    for k in range(12):
        a = k / 12 * 2 * math.pi
        rr = rc * 0.63
        if (k == 3 and date) or (k == 0 and day):
            continue
        at = (math.sin(a) * rr, front - 0.0001 * s, cz + math.cos(a) * rr)
        if explorer and k in (3, 6, 9):
            at = (math.sin(a) * rr * 0.93, at[1], cz + math.cos(a) * rr * 0.93)
            parts.append(box(f"mk{k}", (0.0052 * s, 0.0010 * s, 0.0056 * s), at, mk, radius=0.0006 * s))
            parts.append(box(f"lu{k}", (0.0040 * s, 0.0010 * s, 0.0044 * s), (at[0], at[1] - 0.0004 * s, at[2]), lume,
                             radius=0.0005 * s))
            continue
        if explorer and k == 0:
            parts.append(cylinder("mk0", 0.0034 * s, 0.0010 * s, (at[0], at[1], at[2] - 0.0006 * s), mk,
                                  rotation=(-math.pi / 2, 0, 0), vertices=3))
            parts.append(cylinder("lu0", 0.0024 * s, 0.0010 * s, (at[0], at[1] - 0.0004 * s, at[2] - 0.0006 * s), lume,
                                  rotation=(-math.pi / 2, 0, 0), vertices=3))
            continue
        if k % 3 == 0:
            size_k = (0.0024 * s, 0.0012 * s, 0.0046 * s)
        else:
            size_k = (0.0022 * s, 0.0010 * s, 0.0022 * s)
        parts.append(box(f"mk{k}", size_k, (math.sin(a) * rr, front - 0.0001 * s, cz + math.cos(a) * rr),
                         mk, radius=0.0003 * s, rotation=(0, a, 0)))
        if k % 3:
            parts.append(box(f"lu{k}", (0.0015 * s, 0.0008 * s, 0.0015 * s),
                             (math.sin(a) * rr, front - 0.0006 * s, cz + math.cos(a) * rr), lume, radius=0.0002 * s))
    if subdials:
        sd = lib.plain("subdial", (0.7, 0.68, 0.62) if dial[0] < 0.1 else (0.02, 0.02, 0.02), roughness=0.3)
        for dx, dz in ((-0.0075, 0), (0.0075, 0), (0, -0.0075)):
            parts.append(cylinder("sub", 0.0042 * s, 0.0004 * s, (dx * s, front - 0.0005 * s, cz + dz * s), sd,
                                  rotation=(math.pi / 2, 0, 0)))
            parts.append(torus("subring", 0.0042 * s, 0.0003 * s, (dx * s, front - 0.0007 * s, cz + dz * s), mk,
                               rotation=(math.pi / 2, 0, 0)))
    # Hands at ten past ten.
    hands = lib.gold("hands") if markers == "gold" else lib.steel(False, "hands")
    for ang, length, width in ((math.radians(-60), 0.010, 0.0016), (math.radians(60), 0.0142, 0.0012),
                               (math.radians(160), 0.015, 0.0004)):
        L = length * s
        parts.append(box("hand", (width * s, 0.0005 * s, L),
                         (math.sin(ang) * L / 2 * 0.85, front - 0.0012 * s, cz + math.cos(ang) * L / 2 * 0.85),
                         hands if width > 0.0005 else lib.plain("seconds", (0.6, 0.05, 0.04), 0.4),
                         radius=0.0002 * s, rotation=(0, ang, 0)))
    parts.append(cylinder("pin", 0.0012 * s, 0.0008 * s, (0, front - 0.0016 * s, cz), hands, rotation=(math.pi / 2, 0, 0)))
    paper = lib.plain("date_disc", (0.86, 0.84, 0.8), roughness=0.45)
    print_m = lib.plain("date_print", (0.02, 0.02, 0.02), roughness=0.5)
    if date:
        # The date window at three, two dark figures' worth of print on its white disc (no real
        # numeral is needed at this size), under the cyclops lens on the crystal.
        dx = rc * 0.6
        parts.append(box("date", (0.0046 * s, 0.0004 * s, 0.004 * s), (dx, front - 0.0004 * s, cz), paper,
                         radius=0.0002 * s))
        for fx in (-0.0009, 0.0009):
            parts.append(box("digit", (0.0007 * s, 0.0003 * s, 0.0024 * s), (dx + fx * s, front - 0.0007 * s, cz),
                             print_m))
        if cyclops:
            parts.append(box("cyclops", (0.0068 * s, 0.0014 * s, 0.006 * s), (dx, front - 0.0027 * s, cz),
                             lib.acrylic("cyclops"), radius=0.0006 * s, segments=3))
    if day:
        # The day window along the top of the dial: a long white aperture, a printed word's grey.
        parts.append(box("day", (0.011 * s, 0.0004 * s, 0.0036 * s), (0, front - 0.0004 * s, cz + rc * 0.56), paper,
                         radius=0.0003 * s))
        parts.append(box("day_print", (0.0078 * s, 0.0003 * s, 0.0013 * s), (0, front - 0.0007 * s, cz + rc * 0.56),
                         print_m))
    if gmt_hand:
        # The 24-hour hand: thin, red, an arrow at its tip, set at about four o'clock.
        red = lib.plain("gmt", (0.45, 0.02, 0.02), roughness=0.35)
        ang = math.radians(122)
        L = 0.0152 * s
        parts.append(box("gmt_hand", (0.0005 * s, 0.0004 * s, L), (math.sin(ang) * L / 2, front - 0.0009 * s,
                                                                     cz + math.cos(ang) * L / 2), red, rotation=(0, ang, 0)))
        parts.append(box("gmt_tip", (0.0022 * s, 0.0004 * s, 0.0022 * s), (math.sin(ang) * L, front - 0.0009 * s,
                                                                            cz + math.cos(ang) * L), red,
                         rotation=(0, ang + math.pi / 4, 0)))
    # Crystal.
    # A thin reflective skin rather than refracting glass, so that the key light reaches the dial.
    glass = cylinder("crystal", rc * 0.8, 0.0012 * s, (0, front - 0.0014 * s, cz), lib.acrylic("crystal"),
                     rotation=(math.pi / 2, 0, 0), bevel_w=0.0004 * s)
    parts.append(glass)
    # Crown and guards at three o'clock.
    parts.append(cylinder("crown", 0.0032 * s, 0.004 * s, (rc + 0.0018 * s, cy, cz), polished,
                          rotation=(0, math.pi / 2, 0), vertices=24, bevel_w=0.0005 * s))
    if subdials:
        for dz in (-0.009, 0.009):
            parts.append(cylinder("pusher", 0.0018 * s, 0.004 * s, (rc + 0.0012 * s, cy, cz + dz * s), polished,
                                  rotation=(0, math.pi / 2, 0), vertices=16))
    # Lugs.
    for sx in (-1, 1):
        for sz in (-1, 1):
            parts.append(box("lug", (0.0042 * s, t * 0.7, 0.009 * s),
                             (sx * 0.0085 * s, cy + t * 0.1, cz + sz * (rc + 0.0025 * s)), case_m,
                             radius=0.0012 * s))
    # Bracelet: links around a wrist-sized loop, the case at its front, with a hairline gap between
    # the pieces and between the links so it reads as a link bracelet, not a ribbed band. The loop
    # passes through the lugs' ends, so the bracelet leaves the case where it should.
    th0 = math.asin((rc + 0.006 * s) / R)
    yc = cy + t * 0.1 + R * math.cos(th0)
    n = {"classic": 26, "oyster": 26, "jubilee": 44, "president": 34}[bracelet]
    for i in range(n):
        th = th0 + (2 * math.pi - 2 * th0) * (i + 0.5) / n
        out = Vector((0, -math.cos(th), math.sin(th)))
        p = Vector((0, yc - R * math.cos(th), cz + R * math.sin(th)))
        rot = (math.pi / 2 - th, 0, 0)
        w = 0.02 * s * (1 - 0.15 * abs(math.sin(th / 2)) ** 2)
        ln = (2 * math.pi - 2 * th0) * R / n * 0.97
        if bracelet == "classic":
            # The first builder's bracelet (kept for the models not yet redone): brushed outer
            # pieces, a polished centre standing a little proud.
            side, mid, gap = w * 0.32, w * 0.3, w * 0.03
            for sx in (-1, 1):
                parts.append(box("outer", (side, 0.0032 * s, ln), p + Vector((sx * (mid / 2 + gap + side / 2), 0, 0)),
                                 band_m, radius=0.0007 * s, segments=2, rotation=rot))
            parts.append(box("centre", (mid, 0.0034 * s, ln * 0.96), p + out * 0.0005 * s,
                             polished, radius=0.0008 * s, segments=3, rotation=rot))
        elif bracelet == "oyster":
            # Three flat links, the centre one wider, all brushed.
            side, mid, gap = w * 0.28, w * 0.38, w * 0.025
            for sx in (-1, 1):
                parts.append(box("outer", (side, 0.0032 * s, ln), p + Vector((sx * (mid / 2 + gap + side / 2), 0, 0)),
                                 band_m, radius=0.0006 * s, segments=2, rotation=rot))
            parts.append(box("centre", (mid, 0.0033 * s, ln * 0.97), p, band_m, radius=0.0006 * s, segments=2,
                             rotation=rot))
        elif bracelet == "jubilee":
            # Five links: brushed outer pieces, three small polished pieces between them, offset
            # half a link so they interlock.
            side, gap = w * 0.24, w * 0.02
            small = (w - 2 * side - 4 * gap) / 3
            for sx in (-1, 1):
                parts.append(box("outer", (side, 0.003 * s, ln), p + Vector((sx * (w / 2 - side / 2), 0, 0)),
                                 band_m, radius=0.0006 * s, segments=2, rotation=rot))
            for k in (-1, 0, 1):
                parts.append(box("jub", (small, 0.0033 * s, ln * 0.82), p + out * 0.0003 * s + Vector((k * (small + gap), 0, 0)),
                                 polished, radius=0.0009 * s, segments=3, rotation=rot))
        else:
            # President: three rounded links, semicircular in section, the middle one the widest.
            side, mid, gap = w * 0.3, w * 0.34, w * 0.03
            for k, width in ((-1, side), (0, mid), (1, side)):
                off = 0 if k == 0 else k * (mid / 2 + gap + side / 2)
                parts.append(box("pres", (width, 0.0042 * s, ln * 0.94), p + Vector((off, 0, 0)), polished,
                                 radius=min(width, 0.0042 * s) * 0.48, segments=4, rotation=rot))
    return parts, 0.05 * s


# ---------------------------------------------------------------------------------------------
# Bags


def _bag_body(w, h, d, taper, mat, radius, soft=0.0, round_top=0.0):
    bpy.ops.mesh.primitive_cube_add(size=1.0)
    body = bpy.context.active_object
    body.name = "body"
    bpy.ops.object.mode_set(mode="EDIT")
    bpy.ops.mesh.subdivide(number_cuts=6)
    bpy.ops.object.mode_set(mode="OBJECT")
    for v in body.data.vertices:
        x, y, z = v.co
        zt = z + 0.5  # 0 at the bottom, 1 at the top
        k = 1 - taper * zt
        v.co.x = x * w * k
        v.co.y = y * d * (1 - 0.25 * taper * zt) * (1 - round_top * zt ** 2)
        v.co.z = zt * h
        # A soft bag sags a little in the middle of its faces.
        v.co.y *= 1 - soft * (1 - (2 * x) ** 2) * (1 - (2 * zt - 1) ** 2)
        if round_top:
            v.co.z -= round_top * h * (2 * x) ** 4 * zt ** 2 * 0.5
    lib.bevel(body, radius, 4)
    lib.subsurf(body, 1)
    lib.shade_smooth(body)
    lib.assign(body, mat)
    return body


def handbag(w=0.34, h=0.24, d=0.17, taper=0.12, colour=TAN, hardware="gold", handles=2, flap="birkin",
            strap=False, canvas_body=None, soft=0.0, round_top=0.0):
    """A structured leather bag: body, flap, handles and hardware; variations by parameter."""
    hw = lib.gold("hardware") if hardware == "gold" else lib.steel(False, "hardware", tint=(0.86, 0.86, 0.88))
    lm = lib.leather(colour)
    parts = []
    body_m = lib.canvas(canvas_body, "canvas") if canvas_body else lm
    parts.append(_bag_body(w, h, d, taper, body_m, 0.018, soft, round_top))
    top_w = w * (1 - taper)
    if flap in ("birkin", "kelly"):
        # The flap folds over the top and falls down the front.
        fw = top_w * 0.98
        fd = 0.09 * (h / 0.24)
        flap_o = box("flap", (fw, d * 0.9, 0.012), (0, 0.0, h + 0.004), lm, radius=0.005)
        parts.append(flap_o)
        front_y = -d * (1 - 0.25 * taper) / 2 - 0.005
        parts.append(box("flap_front", (fw * 0.97, 0.008, fd), (0, front_y, h - fd / 2 + 0.002), lm, radius=0.004,
                         rotation=(math.radians(-3), 0, 0)))
        # The strap (two for the larger bag) and the turn lock with its padlock.
        sy = front_y - 0.006
        lock_z = h - fd + 0.012
        if flap == "birkin":
            parts.append(box("sangle", (top_w * 0.9, 0.004, 0.022), (0, sy, lock_z), lm, radius=0.003))
        parts.append(box("plate", (0.05, 0.005, 0.02), (0, sy - 0.003, lock_z), hw, radius=0.002))
        parts.append(cylinder("turn", 0.006, 0.006, (0, sy - 0.007, lock_z), hw, rotation=(math.pi / 2, 0, 0), bevel_w=0.001))
        lock = box("padlock", (0.026, 0.009, 0.024), (0.0, sy - 0.012, lock_z - 0.035), hw, radius=0.003)
        parts.append(lock)
        shackle = torus("shackle", 0.008, 0.0018, (0.0, sy - 0.012, lock_z - 0.021), hw, rotation=(math.pi / 2, 0, 0))
        shackle.scale = (1, 1.1, 1)
        parts.append(shackle)
    elif flap == "herbag":
        fd = h * 0.5
        front_y = -d / 2 - 0.006
        parts.append(box("flap_front", (top_w * 0.99, 0.009, fd), (0, front_y, h - fd / 2 + 0.004), lm, radius=0.006))
        parts.append(box("flap", (top_w * 0.98, d * 0.9, 0.012), (0, 0.0, h + 0.004), lm, radius=0.005))
        parts.append(box("plate", (0.04, 0.008, 0.018), (0, front_y - 0.007, h - fd + 0.02), hw, radius=0.003))
    # Handles.
    hy = [-d * 0.18, d * 0.18] if handles == 2 else [0.0]
    for i, y in enumerate(hy[:handles]):
        span = top_w * (0.28 if handles == 2 else 0.22)
        lift = 0.1 * (h / 0.24)
        pts = [(-span, y, h - 0.004), (-span * 0.9, y, h + lift * 0.7), (0, y, h + lift), (span * 0.9, y, h + lift * 0.7),
               (span, y, h - 0.004)]
        parts.append(tube(f"handle{i}", pts, 0.0065, lm))
        for sx in (-1, 1):
            parts.append(box("tab", (0.018, 0.012, 0.03), (sx * span, y, h - 0.004), lm, radius=0.004))
            parts.append(cylinder("stud", 0.0035, 0.003, (sx * span, y - 0.007, h - 0.006), hw,
                                  rotation=(math.pi / 2, 0, 0), vertices=16))
    if strap:
        # A shoulder strap falling in a loose curve behind the bag.
        pts = [(-w / 2 + 0.01, 0, h * 0.85), (-w / 2 - 0.06, d * 0.8, h * 0.2), (-w / 2 - 0.02, d * 1.4, 0.006),
               (w / 2, d * 1.7, 0.006), (w / 2 + 0.05, d * 0.8, h * 0.2), (w / 2 - 0.01, 0, h * 0.85)]
        parts.append(tube("strap", pts, 0.008, lm))
    # Feet.
    for sx in (-1, 1):
        for sy in (-1, 1):
            parts.append(cylinder("foot", 0.005, 0.004, (sx * w * 0.4, sy * d * 0.3, 0.002), hw, vertices=16))
    return parts, max(w, h + 0.1) * 0.62


def flap_bag(w=0.255, h=0.155, d=0.065, colour=BLACK, hardware="gold", cell=0.045, top_handle=False,
             clasp="turn", soft=0.1, mini=False):
    """A quilted flap bag on a chain strap, its turn-lock clasp plain (no letters or marks)."""
    hw = lib.gold("hardware", polished=hardware != "aged", tint=(1.0, 0.77, 0.42) if hardware != "ruthenium"
                  else (0.35, 0.35, 0.37))
    q = lib.quilted_leather(colour, cell)
    parts = [_bag_body(w, h, d, 0.0, q, 0.014, soft)]
    front_y = -d / 2 - 0.004
    fd = h * 0.62
    parts.append(box("flap", (w * 0.99, 0.008, fd), (0, front_y, h - fd / 2 + 0.002), q, radius=0.004))
    parts.append(box("flap_top", (w * 0.99, d * 0.95, 0.008), (0, 0, h + 0.002), q, radius=0.004))
    cz = h - fd + 0.03
    if clasp == "turn":
        parts.append(box("plate", (0.034, 0.006, 0.02), (0, front_y - 0.006, cz), hw, radius=0.003))
        parts.append(box("turn", (0.012, 0.006, 0.024), (0, front_y - 0.01, cz), hw, radius=0.003))
    else:
        parts.append(box("bar", (0.05, 0.006, 0.012), (0, front_y - 0.006, cz), hw, radius=0.004))
    # The chain rises from both sides in a curve, threaded with a leather ribbon for its upper part.
    lift = 0.05 if mini else 0.12
    side = w / 2 + 0.002
    pts = [(-side, 0, h * 0.92), (-side * 0.9, 0.01, h + lift * 0.7), (0, 0.03, h + lift), (side * 0.9, 0.01, h + lift * 0.7),
           (side, 0, h * 0.92)]
    parts.append(lib.chain("chain", pts, 0.011, 0.0016, hw))
    for sx in (-1, 1):
        parts.append(torus("eyelet", 0.006, 0.0018, (sx * side, 0, h * 0.92), hw, rotation=(0, math.pi / 2, 0)))
    if top_handle:
        parts.append(tube("handle", [(-0.04, 0, h), (-0.03, 0, h + 0.05), (0.03, 0, h + 0.05), (0.04, 0, h)], 0.006,
                          lib.leather(colour, "handle")))
    return parts, max(w, h + lift) * 0.62


# ---------------------------------------------------------------------------------------------
# Card


def _rounded_prism(name, w, h, t, r, materials, seg=10):
    """A rounded rectangle in x-y, thickness t in z; faces use material 0, the edge material 1."""
    outline = []
    for cx, cy, a0 in ((w / 2 - r, h / 2 - r, 0), (-w / 2 + r, h / 2 - r, 90), (-w / 2 + r, -h / 2 + r, 180),
                       (w / 2 - r, -h / 2 + r, 270)):
        for k in range(seg + 1):
            a = math.radians(a0 + 90 * k / seg)
            outline.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    n = len(outline)
    verts = [(x, y, t / 2) for x, y in outline] + [(x, y, -t / 2) for x, y in outline]
    faces = [tuple(range(n)), tuple(range(2 * n - 1, n - 1, -1))]
    faces += [(i, (i + 1) % n + n, (i + 1) % n, ) if False else (i, i + n, (i + 1) % n + n, (i + 1) % n) for i in range(n)]
    obj = lib.mesh_object(name, verts, faces, None, smooth=False)
    for m in materials:
        obj.data.materials.append(m)
    for p in obj.data.polygons:
        p.material_index = 0 if abs(p.normal.z) > 0.5 else 1
    lib.bevel(obj, min(t * 0.25, 0.0003), 2)
    return obj


def card():
    """The house card: black engraved metal, gold edges, a gold chip; no lettering."""
    face = lib.guilloche((0.012, 0.011, 0.01), (0.16, 0.11, 0.045))
    edge = lib.gold("edge")
    w, h, t = 0.0856, 0.054, 0.0012
    c = _rounded_prism("card", w, h, t, 0.0032, [face, edge])
    parts = [c]
    chipm = lib.gold("chip", polished=False)
    base = box("chip", (0.0112, 0.0088, 0.0003), (-w / 2 + 0.0155, 0.004, t / 2 + 0.0001), lib.gold("chipbase", tint=(0.6, 0.45, 0.22)),
               radius=0.0006)
    parts.append(base)
    for i in range(2):
        for j in range(3):
            parts.append(box("pad", (0.0052, 0.0026, 0.0002),
                             (-w / 2 + 0.0155 + (i - 0.5) * 0.0056, 0.004 + (j - 1) * 0.0029, t / 2 + 0.00027),
                             chipm, radius=0.0003, segments=2))
    # A fine gold rule inset along the face's border.
    rule = lib.gold("rule")
    inset = 0.0035
    for (sx, sy, lx, ly) in ((0, 1, w - 2 * inset, 0.0003), (0, -1, w - 2 * inset, 0.0003),
                             (1, 0, 0.0003, h - 2 * inset), (-1, 0, 0.0003, h - 2 * inset)):
        parts.append(box("rule", (lx, ly, 0.00008),
                         (sx * (w / 2 - inset), sy * (h / 2 - inset), t / 2 + 0.00004), rule))
    return parts


# ---------------------------------------------------------------------------------------------
# Other categories


def knit_stack():
    """Folded knitwear and a shirt, stacked: a ribbed cashmere, a camel knit, a cream shirt on top."""
    parts = []
    colours = [(0.02, 0.018, 0.016), (0.3, 0.17, 0.08), (0.7, 0.64, 0.55)]
    z = 0.0
    for i, c in enumerate(colours):
        th = 0.045 if i < 2 else 0.03
        m = lib.canvas(c, f"knit{i}", scale=260.0 if i < 2 else 1200.0)
        rot = (0, 0, math.radians((-1) ** i * 3))
        parts.append(box(f"fold{i}", (0.3 - i * 0.012, 0.24 - i * 0.01, th), (0, 0, z + th / 2), m, radius=th * 0.45,
                         segments=5, rotation=rot))
        z += th
    shirt = parts[-1].data.materials[0]
    # The shirt's collar and placket with mother-of-pearl buttons.
    parts.append(box("placket", (0.024, 0.17, 0.003), (0, -0.02, z + 0.0015), shirt, radius=0.001))
    for side in (-1, 1):
        parts.append(box("collar", (0.085, 0.05, 0.006), (side * 0.035, 0.075, z + 0.004), shirt, radius=0.002,
                         rotation=(0, 0, side * math.radians(28))))
    pearl = lib.plain("pearl", (0.8, 0.77, 0.72), roughness=0.15, clearcoat=1.0)
    for k in range(4):
        parts.append(cylinder("button", 0.0055, 0.003, (0, 0.04 - k * 0.045, z + 0.0035), pearl, vertices=24, bevel_w=0.0008))
    return parts, 0.2


def sunglasses():
    """Gold-framed sunglasses, temples open, resting on the floor."""
    frame = lib.gold("frame")
    lens = lib.sapphire("lens", tint=(0.25, 0.14, 0.06), ior=1.5)
    parts = []
    lw, lh = 0.052, 0.044
    for sx in (-1, 1):
        cx = sx * 0.036
        pts = []
        for k in range(24):
            a = 2 * math.pi * k / 24
            x = math.cos(a) * lw / 2
            z = math.sin(a) * lh / 2 * (1.0 if math.sin(a) > 0 else 1.15)
            pts.append((cx + x, 0, lh / 2 + 0.004 + z))
        parts.append(tube("rim", pts, 0.0018, frame, closed=True))
        disc = cylinder("lens", 0.5, 0.002, (cx, 0, lh / 2 + 0.004), lens, rotation=(math.pi / 2, 0, 0), vertices=48)
        disc.scale = (lw * 0.98, lh * 1.05, 1)
        parts.append(disc)
        # Temples run back and bend down at the ears.
        tx = sx * (0.036 + lw / 2)
        parts.append(tube("temple", [(tx, 0, lh * 0.85), (tx + sx * 0.004, 0.06, lh * 0.8), (tx + sx * 0.006, 0.12, lh * 0.7),
                                     (tx + sx * 0.006, 0.14, 0.004)], 0.0016, frame))
    parts.append(tube("bridge", [(-0.011, 0, lh * 0.8), (0, 0, lh * 0.92), (0.011, 0, lh * 0.8)], 0.0018, frame))
    parts.append(tube("browbar", [(-0.05, 0, lh + 0.004), (0, -0.003, lh + 0.01), (0.05, 0, lh + 0.004)], 0.0014, frame))
    for p in parts:
        p.rotation_euler.z += math.radians(18)
    return parts, 0.1


def jewellery():
    """A yellow-gold solitaire standing upright beside a strand of pearls."""
    g = lib.gold("band")
    parts = []
    R = 0.0095
    parts.append(torus("ring", R, 0.0017, (0, 0, R + 0.0017), g, rotation=(math.pi / 2, 0, math.radians(25))))
    # Brilliant-cut stone: crown and pavilion as two cones, a table on top.
    top = 2 * R + 0.0017 * 2 + 0.0015
    stone = lib.sapphire("diamond", ior=2.42)
    bpy.ops.mesh.primitive_cone_add(vertices=16, radius1=0.0045, radius2=0.0, depth=0.0048, location=(0, 0, top - 0.0008),
                                    rotation=(math.pi, 0, 0))
    pav = bpy.context.active_object
    lib.assign(pav, stone)
    bpy.ops.mesh.primitive_cone_add(vertices=16, radius1=0.0045, radius2=0.0026, depth=0.0018, location=(0, 0, top + 0.0025))
    crown = bpy.context.active_object
    lib.assign(crown, stone)
    parts += [pav, crown]
    for k in range(4):
        a = k / 4 * 2 * math.pi + 0.4
        parts.append(tube("prong", [(math.cos(a) * 0.0025, math.sin(a) * 0.0025, top - 0.004),
                                    (math.cos(a) * 0.0047, math.sin(a) * 0.0047, top + 0.0015),
                                    (math.cos(a) * 0.0041, math.sin(a) * 0.0041, top + 0.0032)], 0.0006, g))
    pearl = lib.plain("pearl", (0.5, 0.46, 0.4), roughness=0.12, clearcoat=1.0, specular=0.6)
    pearl.node_tree.nodes["Principled BSDF"].inputs["Sheen"].default_value = 0.6
    for k in range(24):
        a = math.radians(-30 + 250 * k / 23)
        rr = 0.04 + 0.006 * math.sin(a * 2)
        parts.append(sphere("pearl", 0.0036, (0.01 + math.cos(a) * rr, 0.025 + math.sin(a) * rr * 0.8, 0.0036), pearl,
                            segments=20))
    return parts, 0.05


def cosmetics():
    """A faceted glass perfume flacon with a gold cap, and a lipstick beside it."""
    glass = lib.sapphire("glass", ior=1.5)
    juice = lib.sapphire("juice", tint=(1.0, 0.62, 0.25), ior=1.33)
    parts = []
    b = box("flacon", (0.062, 0.036, 0.078), (0, 0, 0.039), glass, radius=0.006, segments=4)
    parts.append(b)
    parts.append(box("juice", (0.05, 0.025, 0.058), (0, 0, 0.034), juice, radius=0.004))
    parts.append(cylinder("neck", 0.008, 0.008, (0, 0, 0.082), lib.gold("neck"), vertices=32))
    parts.append(box("cap", (0.034, 0.026, 0.03), (0, 0, 0.1), lib.gold("cap", polished=False), radius=0.004))
    # Lipstick: a gold case and a red bullet cut at an angle.
    lx, ly = 0.065, -0.02
    parts.append(cylinder("case", 0.0095, 0.05, (lx, ly, 0.025), lib.gold("tube"), vertices=48, bevel_w=0.001))
    parts.append(cylinder("sleeve", 0.0082, 0.008, (lx, ly, 0.054), lib.gold("sleeve", polished=False), vertices=48))
    bullet = cylinder("bullet", 0.0072, 0.022, (lx, ly, 0.068), lib.plain("rouge", ROUGE, roughness=0.25, clearcoat=0.6),
                      vertices=48)
    for v in bullet.data.vertices:
        if v.co.z > 0:
            v.co.z -= 0.6 * (v.co.x + 0.0072)
    parts.append(bullet)
    parts.append(cylinder("lid", 0.0098, 0.034, (lx + 0.02, ly - 0.035, 0.0098), lib.gold("lid"),
                          rotation=(math.pi / 2, 0, math.radians(30)), vertices=48, bevel_w=0.001))
    return parts, 0.075


def toy():
    """A designer vinyl figure: a rounded bear-like character in glossy lacquer."""
    v = lib.plain("vinyl", (0.11, 0.025, 0.018), roughness=0.15, clearcoat=1.0, specular=0.6)
    g = lib.plain("muzzle", (0.55, 0.48, 0.38), roughness=0.3, clearcoat=0.5)
    parts = []
    parts.append(sphere("head", 0.05, (0, 0, 0.17), v, scale=(1.0, 0.92, 0.88)))
    for sx in (-1, 1):
        parts.append(sphere("ear", 0.018, (sx * 0.036, 0.004, 0.21), v, scale=(1, 0.6, 1)))
        parts.append(box("arm", (0.022, 0.024, 0.06), (sx * 0.045, 0, 0.09), v, radius=0.01, rotation=(0, sx * 0.15, 0)))
        parts.append(box("leg", (0.03, 0.036, 0.05), (sx * 0.018, 0, 0.025), v, radius=0.012))
    parts.append(box("body", (0.064, 0.048, 0.08), (0, 0, 0.085), v, radius=0.02, segments=5))
    parts.append(sphere("muzzle", 0.016, (0, -0.043, 0.158), g, scale=(1.2, 0.6, 0.9)))
    for p in parts:
        p.rotation_euler.z += math.radians(-20)
    return parts, 0.13


def graded_card():
    """A trading card sealed in a clear graded slab, standing in a slotted block."""
    acrylic = lib.acrylic()
    parts = []
    w, h, t = 0.078, 0.13, 0.007
    parts.append(box("slab", (w, t, h), (0, 0, 0.012 + h / 2), acrylic, radius=0.002, segments=3))
    label = lib.card_stock((0.72, 0.66, 0.56), "label")
    parts.append(box("label", (w * 0.86, 0.0006, 0.022), (0, -0.0012, 0.012 + h - 0.016), label))
    parts.append(box("label_rule", (w * 0.86, 0.0007, 0.002), (0, -0.0013, 0.012 + h - 0.028), lib.gold("rule")))
    stock = lib.card_stock((0.75, 0.62, 0.2), "border")
    parts.append(box("card", (0.063, 0.0006, 0.088), (0, 0, 0.012 + 0.052), stock))
    parts.append(box("art", (0.053, 0.0008, 0.04), (0, -0.0002, 0.012 + 0.07), lib.holo_foil()))
    parts.append(box("textbox", (0.053, 0.0008, 0.026), (0, -0.0002, 0.012 + 0.033), lib.card_stock((0.82, 0.76, 0.6), "text")))
    parts.append(box("stand", (0.11, 0.034, 0.016), (0, 0, 0.008), lib.leather((0.02, 0.012, 0.008), "stand"), radius=0.003))
    for p in parts:
        p.rotation_euler.z += math.radians(-22)
    return parts, 0.1


# ---------------------------------------------------------------------------------------------
# Scene table: name -> (builder, camera options, render size)

CARD = (800, 600)  # home category cards and category pages
TILE = (560, 420)  # iconic model tiles
HERO = (1200, 900)  # brand heroes and the house card


def _model(name):
    """A builder kept in its own module (cap.py, evelyne.py, ...), imported only when its scene is rendered."""
    return importlib.import_module(name)


def _frame(build, azimuth=-28.0, elevation=16.0, fstop=5.6, size=None, target_z=None, zoom=1.0, target_y=None):
    """target_y: where the camera aims in depth, in the builder's units (before the model is scaled)."""
    return {"build": build, "azimuth": azimuth, "elevation": elevation, "fstop": fstop, "size": size,
            "target_z": target_z, "zoom": zoom, "target_y": target_y}


# The watches that tell the models apart are shown close: the head turned a little toward the light,
# filling the frame, the bracelet's first links leaving it, so bezel, dial and links are what is seen.
# The camera aims at the watch head's centre (y = -R - 0.35 t of the builder), not the bracelet's loop.
MACRO = {"azimuth": -24, "elevation": 14, "zoom": 1.3, "fstop": 8, "target_y": -0.0382}

SCENES = {
    # Home categories.
    "watches": _frame(lambda: watch(bezel="black", scale="diver", date=True, bracelet="oyster", markers="steel"),
                      **MACRO),
    "handbags": _frame(lambda: _model("birkin").birkin()),
    "sneakers": _frame(lambda: _model("sneaker").sneaker(), azimuth=-40, elevation=20),
    "shoes": _frame(lambda: _model("loafer").loafer(), azimuth=-40, elevation=20),
    "clothing": _frame(lambda: knit_stack(), elevation=28),
    "streetwear": _frame(lambda: _model("cap").cap(), elevation=20, zoom=1.1),
    "accessories": _frame(lambda: sunglasses(), azimuth=-24, elevation=18),
    "jewelry": _frame(lambda: jewellery(), elevation=22, fstop=8),
    "cosmetic-products": _frame(lambda: cosmetics(), elevation=14),
    "toys-figures": _frame(lambda: toy(), elevation=10),
    "trading-cards": _frame(lambda: graded_card(), elevation=10),
    # Brand heroes.
    "rolex-hero": _frame(lambda: watch(bezel="black", scale="diver", date=True, bracelet="oyster", markers="steel"),
                         size=HERO, **MACRO),
    "hermes-hero": _frame(lambda: _model("birkin").birkin(colour=COGNAC), size=HERO),
    "chanel-hero": _frame(lambda: _model("classic_flap").classic_flap(), size=HERO),
    # Rolex models.
    "rolex-submariner": _frame(lambda: watch(bezel="black", scale="diver", date=True, bracelet="oyster",
                                             markers="steel"), **MACRO),
    "rolex-daytona": _frame(lambda: watch(bezel="steel", scale="tachy", dial=(0.8, 0.78, 0.74), subdials=True,
                                          markers="steel", bracelet="oyster"), **MACRO),
    "rolex-gmt-master-ii": _frame(lambda: watch(bezel="pepsi", scale="gmt", date=True, gmt_hand=True,
                                                bracelet="jubilee", markers="steel"), **MACRO),
    "rolex-datejust": _frame(lambda: watch(bezel=None, fluted=True, dial=(0.55, 0.55, 0.56), markers="gold",
                                           date=True, bracelet="jubilee"), **MACRO),
    "rolex-day-date": _frame(lambda: watch(bezel=None, fluted=True, metal="gold", dial=(0.6, 0.45, 0.22), date=True,
                                           day=True, bracelet="president"), **MACRO),
    # Explorer: smooth steel bezel, black dial with the 3-6-9 figures, no date, Oyster bracelet.
    "rolex-explorer": _frame(lambda: watch(bezel="steel", dial=(0.01, 0.01, 0.012), markers="steel", size=0.95,
                                           explorer=True, bracelet="oyster"), **MACRO),
    # Sea-Dweller: the larger case, the black dive bezel with its minute scale, date without a cyclops.
    "rolex-sea-dweller": _frame(lambda: watch(bezel="black", scale="diver", size=1.1, markers="steel", date=True,
                                              cyclops=False, bracelet="oyster"), **MACRO),
    # Oyster Perpetual: smooth bezel, a coloured dial, no date, Oyster bracelet.
    "rolex-oyster-perpetual": _frame(lambda: watch(bezel="steel", dial=(0.02, 0.12, 0.14), markers="steel",
                                                   bracelet="oyster"), **MACRO),
    # Hermès models.
    "hermes-birkin": _frame(lambda: _model("birkin").birkin(colour=TAN)),
    "hermes-kelly": _frame(lambda: _model("birkin").birkin(colour=BLACK, kelly=True)),
    "hermes-constance": _frame(lambda: _model("constance").constance()),
    "hermes-evelyne": _frame(lambda: _model("evelyne").evelyne()),
    "hermes-picotin-lock": _frame(lambda: _model("picotin").picotin(), azimuth=-28, elevation=22),
    "hermes-lindy": _frame(lambda: handbag(w=0.32, h=0.2, d=0.15, taper=0.05, colour=NAVY, handles=2, flap="none",
                                           soft=0.08, round_top=0.35, hardware="palladium")),
    "hermes-herbag": _frame(lambda: handbag(w=0.3, h=0.24, d=0.12, taper=0.1, colour=COGNAC, handles=1, flap="herbag",
                                            canvas_body=(0.12, 0.09, 0.06), hardware="palladium")),
    "hermes-silk-scarf": _frame(lambda: _model("scarf").scarf(), elevation=30),
    # Chanel models.
    "chanel-2-55": _frame(lambda: _model("classic_flap").classic_flap(colour=(0.03, 0.025, 0.022), hardware="aged",
                                                                      lock="bar", ribbon=False)),
    "chanel-classic-flap": _frame(lambda: _model("classic_flap").classic_flap()),
    "chanel-boy-bag": _frame(lambda: _model("classic_flap").classic_flap(w=0.25, h=0.16, d=0.085, cell=0.05,
                                                                         colour=NAVY, hardware="ruthenium", lock="boy",
                                                                         ribbon=False, link=0.022, wire=0.0036)),
    "chanel-19": _frame(lambda: _model("classic_flap").classic_flap(w=0.26, h=0.17, d=0.08, cell=0.07, puff=0.007,
                                                                    colour=CREAM)),
    "chanel-wallet-on-chain": _frame(lambda: _model("classic_flap").classic_flap(w=0.19, h=0.12, d=0.035, cell=0.034,
                                                                                 puff=0.003, lift=0.085,
                                                                                 colour=BORDEAUX)),
    "chanel-gabrielle": _frame(lambda: flap_bag(w=0.22, h=0.2, d=0.09, soft=0.3, cell=0.05, colour=(0.1, 0.09, 0.085),
                                               hardware="ruthenium", clasp="bar")),
    "chanel-deauville": _frame(lambda: _model("tote").tote(), azimuth=-30, elevation=20, zoom=0.93, target_z=0.165),
    "chanel-j12": _frame(lambda: watch(bezel=None, ceramic=True, dial=(0.012, 0.012, 0.014), markers="steel"),
                         azimuth=-30, elevation=12, zoom=0.9),
    # The house card.
    "collect-card": _frame(lambda: (card_scene(), 0.065)[1], azimuth=-34, elevation=22, fstop=4.0, zoom=0.95),
}


def card_scene():
    parts = card()
    g = lib.parent_all(parts, "card", location=(0, 0, 0.0266), rotation=(math.radians(78), 0, math.radians(-18)))
    # A second card lies flat behind, face down, its gold edge catching the rim light.
    back = card()
    lib.parent_all(back, "card2", location=(0.03, 0.04, 0.0007), rotation=(0, math.pi, math.radians(24)))
    return g


def build(name, scale=1.0, samples=64, out="."):
    spec = SCENES[name]
    lib.reset(seed=sum(map(ord, name)))
    result = spec["build"]()
    if isinstance(result, tuple):
        _, radius = result
    else:
        radius = result
    # Every object is shown at the same size in the same studio: scale the model, not the set, so
    # that light, shadow and depth of field read alike across the set.
    k = 0.25 / radius
    roots = [o for o in bpy.context.scene.objects if o.parent is None]
    models = [o for o in bpy.context.scene.objects if o.type in ("MESH", "CURVE")]
    lib.parent_all(roots, "model").scale = (k, k, k)
    lib.studio()
    # Frame on the model's bounding box: a long lens at the distance where it fills about two
    # thirds of the picture.
    bpy.context.view_layer.update()
    lo, hi = lib.bounds(models)
    centre = (lo + hi) / 2
    ext = hi - lo
    fit = max(ext.x, ext.y * 0.7, ext.z * 1.3) / 2
    lens = 90.0
    fov = 2 * math.atan(18.0 / lens)
    distance = fit / math.tan(fov / 2) * 1.3 / spec["zoom"]
    target_z = spec["target_z"] if spec["target_z"] is not None else centre.z
    target_y = spec["target_y"] * k if spec["target_y"] is not None else centre.y
    lib.camera(target=(centre.x, target_y, target_z), distance=distance, azimuth=spec["azimuth"],
               elevation=spec["elevation"], lens=lens, fstop=spec["fstop"])
    w, h = spec["size"] or (TILE if name.split("-")[0] in ("rolex", "hermes", "chanel") else CARD)
    lib.render(os.path.join(out, f"{name}.png"), int(w * scale), int(h * scale), samples)


def main():
    argv = sys.argv[sys.argv.index("--") + 1:] if "--" in sys.argv else []
    out = argv[0] if argv else "renders"
    scale, samples, names = 1.0, 64, []
    rest = argv[1:]
    i = 0
    while i < len(rest):
        if rest[i] == "--scale":
            scale = float(rest[i + 1])
            i += 2
        elif rest[i] == "--samples":
            samples = int(rest[i + 1])
            i += 2
        else:
            names.append(rest[i])
            i += 1
    os.makedirs(out, exist_ok=True)
    for name in names or list(SCENES):
        build(name, scale, samples, out)


if __name__ == "__main__":
    main()
